import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isProcessRunning } from './process-probe';

export interface DataFolderLock {
  release(): Promise<void>;
}

/**
 * One Hearth per data folder: a second `npm start` on the same DATA_DIR stops with a clear
 * message instead of starting a second database server or writing the same keys. A lock left by
 * a process that is gone (a crash, `kill -9`) is taken over.
 */
export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  const file = path.join(dataDir, 'hearth.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return { release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (await isProcessRunning(holder, 'node')) {
      throw new Error(`Hearth is already running with the data folder ${dataDir} (process ${holder}). Stop it first, or set DATA_DIR to another folder.`);
    }
    await rm(file, { force: true });
  }
  throw new Error(`Could not lock the data folder ${dataDir}: another Hearth is starting with it.`);
}
