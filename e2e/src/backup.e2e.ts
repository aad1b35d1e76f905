import type { Browser } from 'playwright-core';
import { backsUpAndRestores, importsAMealieExport } from './backup-scenario';
import { launchBrowser } from './browser';
import { member, run } from './recipes-setup';
import { baseUrl } from './stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('bringing recipes in and taking a household out, in a real browser through the gateway', () => {
  it("imports a Mealie export with a progress bar, and lists its recipes", async () => {
    const mia = await member('Mia Mover');
    await importsAMealieExport(browser, baseUrl, mia.token, Array.from({ length: 25 }, (_, n) => `Mealie Risotto ${n + 1} ${run}`));
  });

  it("downloads a household's backup and restores it into a new household", async () => {
    const [old, fresh] = await Promise.all([member('Olga Oldhome'), member('Nina Newhome')]);
    await backsUpAndRestores(browser, baseUrl, old, fresh, `Lentil Stew ${run}`);
  });
});
