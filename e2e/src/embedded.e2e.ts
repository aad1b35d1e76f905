import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { offlineTickSurvivesReload, ticksAndAddsAreSeenLive } from './live-list-scenario';
import { uniqueEmail } from './stack';

const repoDir = path.resolve(__dirname, '../..');
let hearth: ChildProcess;
let base: string;
let dataDir: string;
let browser: Browser;

/** `npm start`'s entry point with the real built front ends, on a fresh data folder. */
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-embedded-e2e-'));
  hearth = spawn(process.execPath, [path.join(repoDir, 'gateway/dist/embedded/main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let output = '';
    hearth.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes('Hearth is running'));
      if (line) resolve(`http://127.0.0.1:${JSON.parse(line).port}`);
    });
    hearth.on('exit', (code) => reject(new Error(`Hearth exited with ${code}`)));
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  hearth.removeAllListeners('exit');
  await new Promise((resolve) => {
    hearth.on('exit', resolve);
    hearth.kill('SIGINT');
  });
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start (embedded mode) in a real browser', () => {
  it('serves the shell and lets a new account sign in', async () => {
    const context = await browser.newContext({ baseURL: base });
    await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Hearth' }).waitFor();

    const email = uniqueEmail('embedded');
    const registered = await page.request.post('/api/auth/register', { data: { name: 'Home Box', email, password: 'secret123' } });
    expect(registered.status()).toBe(201);

    await page.goto('/login?redirect=%2Fprofile');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByTestId('top-bar-user').getByText('Home Box').waitFor();

    // The household remote, served by the same process, with the household the events made.
    await page.goto('/household');
    await page.getByText("Home Box's Household").first().waitFor();
    await page.getByText('Home Box (Owner) (You)').waitFor();
    await context.close();
  });

  it("shows one member's tick and the other's new item on both phones without a reload", async () => {
    await ticksAndAddsAreSeenLive(browser, base);
  });

  it('keeps a tick made offline through a reload, and sends it when the network is back', async () => {
    await offlineTickSurvivesReload(browser, base);
  });
});
