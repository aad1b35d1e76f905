import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pagesHost } from './recipe-pages';

const repoDir = path.resolve(__dirname, '../..');

export interface EmbeddedHearth {
  base: string;
  /** Its DATA_DIR: mail files land in `<dataDir>/mail/`. */
  dataDir: string;
  /** Ctrl-C, then the data folder removed. */
  stop(): Promise<void>;
}

/** `npm start`'s entry point with the real built front ends, on a fresh data folder and a free port. */
export async function startEmbeddedHearth(folderPrefix: string): Promise<EmbeddedHearth> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), folderPrefix));
  const hearth = spawn(process.execPath, [path.join(repoDir, 'single-process/dist/main.js')], {
    // The recipe site an import test serves (recipe-pages.ts) is the one private address it may fetch.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', IMPORT_ALLOWED_HOSTS: pagesHost },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    hearth.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes('Hearth is running'));
      if (line) resolve(`http://127.0.0.1:${JSON.parse(line).port}`);
    });
    hearth.on('exit', (code) => reject(new Error(`Hearth exited with ${code}`)));
  });
  return {
    base,
    dataDir,
    async stop() {
      hearth.removeAllListeners('exit');
      await new Promise((resolve) => {
        hearth.on('exit', resolve);
        hearth.kill('SIGINT');
      });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
