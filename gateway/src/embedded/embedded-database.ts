import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  /** A `pg` connection string for the services. */
  url: string;
  stop(): Promise<void>;
}

// Unix socket paths are limited to ~107 bytes.
const MAX_SOCKET_PATH = 100;

/**
 * The real PostgreSQL engine (PGlite), kept on disk in `<dataDir>/pgdata`, served over the
 * PostgreSQL wire protocol on a Unix socket inside a private (0700) folder, so the services use
 * the same `pg` driver and migrations as everywhere else and no other local user can connect.
 */
export async function startEmbeddedDatabase(dataDir: string, maxConnections: number): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const db = await PGlite.create(path.join(dataDir, 'pgdata'));
  let socketDir = path.join(dataDir, 'run');
  let temporary = false;
  if (path.join(socketDir, '.s.PGSQL.5432').length > MAX_SOCKET_PATH) {
    socketDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-'));
    temporary = true;
  }
  await mkdir(socketDir, { recursive: true, mode: 0o700 });
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  await rm(socketPath, { force: true });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
  await server.start();
  return {
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    async stop() {
      await server.stop();
      await db.close();
      if (temporary) await rm(socketDir, { recursive: true, force: true });
    },
  };
}
