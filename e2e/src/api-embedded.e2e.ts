import type { Browser } from 'playwright-core';
import { apiDocsScenario, apiTokenBurstScenario, apiTokensScenario, removedMemberTokenScenario } from './api-scenario';
import { launchBrowser } from './browser';
import { outsideClientScenario } from './outside-client-scenario';
import { removalScenario } from './removal-scenario';
import { sessionRevocationScenario } from './session-revocation-scenario';
import { startEmbeddedHearth, type EmbeddedHearth } from './embedded-hearth';

// The public API in npm start: the same scenarios against the embedded gateway of one process.
let hearth: EmbeddedHearth;
let base: string;
let browser: Browser;

beforeAll(async () => {
  hearth = await startEmbeddedHearth('hearth-api-e2e-');
  base = hearth.base;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await hearth?.stop();
});

describe('the public API in npm start', () => {
  it('scripts the shopping list with tokens made in the profile page; read-only writes are 403; a revoked token is 401', async () => {
    await apiTokensScenario(browser, base, hearth.dataDir);
  });

  it("takes a removed member's household away from their token, as from their session", async () => {
    await removedMemberTokenScenario(base, hearth.dataDir);
  });

  it('holds a busy token to its burst with 429 and Retry-After', async () => {
    await apiTokenBurstScenario(base, hearth.dataDir);
  });

  it('serves a client that is not ours: date-times, extra fields, charset, catalogue items, a removed member', async () => {
    await outsideClientScenario(base);
  });

  it('ends sessions on every service before the call that ended them answers: reset, password change, logout, everywhere', async () => {
    await sessionRevocationScenario(base, hearth.dataDir, { atOnce: true });
  });

  it("refuses a removed member's next read and write, before the removal answers", async () => {
    await removalScenario(base, { atOnce: true });
  });

  it('serves a valid OpenAPI document and its reference page with every domain', async () => {
    await apiDocsScenario(browser, base);
  });
});
