import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './browser';

const BUDGET_BYTES = 350 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the home page's initial JavaScript", () => {
  it('stays within 350 KB gzipped and loads no remote code', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts: { url: string; bytes: number }[] = [];
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/mf/')) remoteRequests.push(request.url());
    });
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Welcome to Hearth' }).waitFor();

    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const lines = scripts
      .sort((a, b) => b.bytes - a.bytes)
      .map((script) => `${(script.bytes / 1024).toFixed(1).padStart(8)} KB  ${script.url}`);
    console.log(`Home page JavaScript (gzipped, as transferred):\n${lines.join('\n')}\n${(total / 1024).toFixed(1).padStart(8)} KB  total, budget ${BUDGET_BYTES / 1024} KB`);
    expect(remoteRequests).toEqual([]);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    await context.close();
  });
});
