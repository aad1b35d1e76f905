import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { offlineTickSurvivesReload, ticksAndAddsAreSeenLive } from './live-list-scenario';
import { baseUrl } from './stack';

// docs/product/planning.md "Live changes", through the stack's nginx: two members' phones on one list.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a shared shopping list, live through the gateway', () => {
  it("shows one member's tick and the other's new item on both phones without a reload", async () => {
    await ticksAndAddsAreSeenLive(browser, baseUrl);
  });

  it('keeps a tick made offline through a reload, and sends it when the network is back', async () => {
    await offlineTickSurvivesReload(browser, baseUrl);
  });
});
