import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { apiDocsScenario, apiTokenBurstScenario, apiTokensScenario, removedMemberTokenScenario } from './api-scenario';
import { launchBrowser } from './browser';

// Issue 13 in npm start: the same scenarios against the embedded gateway of one process.
const repoDir = path.resolve(__dirname, '../..');
let hearth: ChildProcess;
let base: string;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-api-e2e-'));
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

describe('the public API in npm start', () => {
  it('scripts the shopping list with tokens made in the profile page; read-only writes are 403; a revoked token is 401', async () => {
    await apiTokensScenario(browser, base);
  });

  it("takes a removed member's household away from their token, as from their session", async () => {
    await removedMemberTokenScenario(base);
  });

  it('holds a busy token to its burst with 429 and Retry-After', async () => {
    await apiTokenBurstScenario(base);
  });

  it('serves a valid OpenAPI document and its reference page with every domain', async () => {
    await apiDocsScenario(browser, base);
  });
});
