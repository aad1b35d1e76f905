import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { existingServices, loadRouteTable, localStackEnvironment, renderNginxConfig, writeNginxConfig } from '@hearth/gateway';
import { renderApiDocs } from '@hearth/single-process';
import { deleteBrokerObjects, eventually, TcpProxy } from '@hearth/service-kit/testing';
import { Client } from 'pg';

const repoDir = path.resolve(__dirname, '..', '..', '..');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const amqpUrl = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
// Lines kept per process, for a failure's message.
const KEPT_LINES = 200;

// Whatever ends the test run (a timeout, a crash), no process of a fault stack outlives it. SIGTERM,
// not SIGKILL: nginx's master then stops its workers too.
const everyChild = new Set<ChildProcess>();
process.on('exit', () =>
  everyChild.forEach((child) => {
    child.kill('SIGCONT');
    child.kill('SIGTERM');
  }),
);

/** One of the stack's processes (a service, or nginx), which a test may stop, kill and start again. */
export class StackProcess {
  private child: ChildProcess | undefined;
  private lines: string[] = [];

  constructor(
    readonly name: string,
    private readonly command: string,
    private readonly args: string[],
    private readonly env: NodeJS.ProcessEnv,
    /** An URL that answers 200 once the process serves. */
    private readonly readyUrl: string,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** What the process printed lately (JSON log lines). */
  output(): string {
    return this.lines.join('\n');
  }

  async start(): Promise<void> {
    const child = spawn(this.command, this.args, { cwd: repoDir, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    everyChild.add(child);
    child.once('exit', () => everyChild.delete(child));
    let pending = '';
    const keep = (chunk: Buffer) => {
      pending += chunk.toString();
      const complete = pending.split('\n');
      pending = complete.pop()!;
      this.lines.push(...complete);
      if (this.lines.length > KEPT_LINES) this.lines.splice(0, this.lines.length - KEPT_LINES);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    await this.waitUntilReady();
  }

  /** Answers again once `/readyz` (or nginx) says so: its database and broker are reachable. */
  async waitUntilReady(timeoutMs = 60_000): Promise<void> {
    await eventually(async () => {
      if (!this.running) throw new Error(`${this.name} exited:\n${this.output()}`);
      const response = await fetch(this.readyUrl, { signal: AbortSignal.timeout(2000) });
      if (!response.ok) throw new Error(`${this.name} is not ready (${response.status})`);
    }, timeoutMs, 200).catch((error: Error) => {
      throw new Error(`${this.name} did not become ready: ${error.message}\n${this.output()}`);
    });
  }

  /** kill -STOP: the process keeps its sockets but answers nothing. */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  /** kill -CONT. */
  resume(): void {
    this.child?.kill('SIGCONT');
  }

  /** Ends the process with `signal` (SIGKILL: no chance to clean up) and waits until it is gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    // 'close': the process and whatever inherited its output (nginx's workers) are gone.
    const exited = new Promise((resolve) => child.once('close', resolve));
    child.kill('SIGCONT');
    child.kill(signal);
    await exited;
  }
}

export interface FaultStack {
  /** nginx, as a browser reaches it. */
  baseUrl: string;
  dataDir: string;
  /** Between every service and PostgreSQL. */
  database: TcpProxy;
  /** Between every service and RabbitMQ. */
  broker: TcpProxy;
  services: Record<string, StackProcess>;
  nginx: StackProcess;
  /** Asks the stack's database directly, not through the proxy. */
  sql<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** Every process running and ready again, every proxy open: what each test leaves behind. */
  heal(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer().listen(0, '127.0.0.1', () => resolve(server)).on('error', reject);
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * A free port, held until `release()`: the gateway's is taken only when nginx starts, after the
 * services, and a port let go that early can meanwhile become an outgoing connection's own
 * (nginx then failed with 'Address already in use').
 */
export async function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  const server = await new Promise<net.Server>((resolve, reject) => {
    const listening = net.createServer().listen(0, '127.0.0.1', () => resolve(listening)).on('error', reject);
  });
  let released: Promise<void> | undefined;
  return {
    port: (server.address() as AddressInfo).port,
    release: () => (released ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}

export async function onServer<T>(work: (client: Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const client = new Client({ connectionString: Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The stack of `npm run start:stack` (each service its own process, nginx in front, rendered from
 * the same route table), but every process in the test's hands and every connection to
 * PostgreSQL and RabbitMQ through a proxy the test can cut or stall. Its own database, exchange, queues,
 * data folder and free ports; `stop()` removes all of it. The services must be built (the
 * test:e2e script builds them before the tests run).
 */
export async function startFaultStack(): Promise<FaultStack> {
  const run = `fault_${process.pid}_${randomBytes(3).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-faults-'));
  const runDir = path.join(dataDir, 'run');
  const table = loadRouteTable();
  const names = existingServices(table).map((service) => service.name);
  const gateway = await reservePort();
  const gatewayPort = gateway.port;
  const servicePorts = await freePorts(names.length);
  const portOf = (name: string) => servicePorts[names.indexOf(name)]!;
  const target = new URL(serverUrl);
  const database = new TcpProxy(target.hostname, Number(target.port || 5432));
  const brokerTarget = new URL(amqpUrl);
  const broker = new TcpProxy(brokerTarget.hostname, Number(brokerTarget.port || 5672));
  const processes: StackProcess[] = [];

  const stop = async () => {
    await gateway.release();
    // nginx's master stops its workers on SIGTERM; killed outright, it would leave them serving.
    await Promise.all(processes.map((member) => member.kill(member.name === 'nginx' ? 'SIGTERM' : 'SIGKILL')));
    await database.stop();
    await broker.stop();
    await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${run}" WITH (FORCE)`)).catch(() => undefined);
    await deleteBrokerObjects(`${run}.events`, names.map((name) => `${run}.${name}`), amqpUrl).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await database.start();
    await broker.start();
    await onServer((client) => client.query(`CREATE DATABASE "${run}"`));
    await mkdir(runDir, { recursive: true });
    // As root, nginx's workers run unprivileged and buffer upload bodies under runDir.
    if (process.getuid?.() === 0) {
      await chmod(dataDir, 0o711);
      await chmod(runDir, 0o755);
    }
    const common: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.rewrite(Object.assign(new URL(serverUrl), { pathname: `/${run}` }).toString()),
      AMQP_URL: broker.rewrite(amqpUrl),
      AMQP_EXCHANGE: `${run}.events`,
      AMQP_QUEUE_PREFIX: run,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
      AUTH_JWKS_URL: `http://127.0.0.1:${portOf('auth')}/api/auth/.well-known/jwks.json`,
      HOUSEHOLD_MEMBERSHIP_URL: `http://127.0.0.1:${portOf('household')}/api/households/membership`,
      JWT_KEY_FILE: path.join(dataDir, 'keys', 'jwt.pem'),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'warn',
      // Every test registers its people from this one address.
      REGISTRATIONS_PER_IP: '100000',
    };
    const services: Record<string, StackProcess> = {};
    for (const name of names) {
      const port = portOf(name);
      services[name] = new StackProcess(
        `svc-${name}`,
        process.execPath,
        [path.join(repoDir, `svc-${name}`, 'dist', 'main.js')],
        { ...common, PORT: String(port) },
        `http://127.0.0.1:${port}/readyz`,
      );
      processes.push(services[name]);
    }
    // svc-auth first: it writes the signing key the others fetch.
    await services.auth!.start();
    await Promise.all(names.filter((name) => name !== 'auth').map((name) => services[name]!.start()));

    const files = await renderNginxConfig(
      table,
      localStackEnvironment({ repoDir, runtimeDir: runDir, listen: `127.0.0.1:${gatewayPort}`, portOf }),
    );
    await writeNginxConfig(runDir, { ...files, ...(await renderApiDocs(table)) });
    const baseUrl = `http://127.0.0.1:${gatewayPort}`;
    const nginx = new StackProcess(
      'nginx',
      process.env.NGINX ?? 'nginx',
      ['-p', runDir, '-c', 'nginx.conf', '-g', 'daemon off;'],
      process.env,
      `${baseUrl}/api/auth/.well-known/jwks.json`,
    );
    processes.push(nginx);
    await gateway.release();
    await nginx.start();

    return {
      baseUrl,
      dataDir,
      database,
      broker,
      services,
      nginx,
      sql: (text, values) => onServer(async (client) => (await client.query(text, values)).rows, run),
      async heal() {
        database.restore();
        broker.restore();
        for (const member of processes) {
          if (member.running) member.resume();
          else await member.start();
        }
        for (const member of processes) await member.waitUntilReady();
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
