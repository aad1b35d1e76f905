import type { Browser } from 'playwright-core';
import { apiDocsScenario, apiTokenBurstScenario, apiTokensScenario, removedMemberTokenScenario } from './api-scenario';
import { launchBrowser } from './browser';
import { outsideClientScenario } from './outside-client-scenario';
import { removalScenario } from './removal-scenario';
import { sessionRevocationScenario } from './session-revocation-scenario';
import { baseUrl, dataDir } from './stack';

// The public API through the stack's nginx: API tokens from the profile page, the API with them, /api/docs.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the public API through the gateway', () => {
  it('scripts the shopping list with tokens made in the profile page; read-only writes are 403; a revoked token is 401', async () => {
    await apiTokensScenario(browser, baseUrl, dataDir);
  });

  it("takes a removed member's household away from their token, as from their session", async () => {
    await removedMemberTokenScenario(baseUrl, dataDir);
  });

  it('holds a busy token to its burst with 429 and Retry-After', async () => {
    await apiTokenBurstScenario(baseUrl, dataDir);
  });

  it('serves a client that is not ours: date-times, extra fields, charset, catalogue items, a removed member', async () => {
    await outsideClientScenario(baseUrl);
  });

  it('ends sessions on every service once the broker has carried the news: reset, password change, logout, everywhere', async () => {
    await sessionRevocationScenario(baseUrl, dataDir, { atOnce: false });
  });

  it("refuses a removed member's writes once svc-household's word (kept 1 s) is asked again, reads once the event is applied, and says how long it took", async () => {
    const times = await removalScenario(baseUrl, { atOnce: false });
    console.log(`removal through the stack: writes refused after ${times.write.join(', ')} ms, reads after ${times.read.join(', ')} ms`);
  });

  it('serves a valid OpenAPI document and its reference page with every domain', async () => {
    await apiDocsScenario(browser, baseUrl);
  });
});
