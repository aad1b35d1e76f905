import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { existingServices, loadRouteTable, localStackEnvironment, renderNginxConfig, writeNginxConfig } from '@hearth/gateway';
import { connect } from 'amqplib';
import { freePorts, onServer, reservePort, StackProcess } from '../faults/fault-stack';
import { RabbitMqCluster } from './rabbitmq-cluster';
import { Watchdog } from './watchdog';

const repoDir = path.resolve(__dirname, '..', '..', '..');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Processes per service. */
export const REPLICAS = 2;
/** A quorum queue bound to every event type: what the relays published, copy by copy. */
const TAP_QUEUE = 'replicas-test.tap';

export interface ReplicaStack {
  /** nginx, with every replica of a service in its upstream. */
  baseUrl: string;
  cluster: RabbitMqCluster;
  /** Each service's processes, in the order of their ports. */
  replicas: Record<string, StackProcess[]>;
  /** Each service's processes' own addresses (`http://127.0.0.1:<port>`), to ask one replica directly. */
  urls: Record<string, string[]>;
  nginx: StackProcess;
  /** Asks the stack's database directly. */
  sql<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** Takes every message from the tap queue (from a node still up): how many copies of each event id were published. */
  drainTap(): Promise<Map<string, number>>;
  /** Every process's log lines at level error or fatal. */
  errorLines(): string[];
  stop(): Promise<void>;
}

/** The first address of `urls` that takes a connection. */
async function connectToAny(urls: string[]) {
  for (const url of urls) {
    const model = await connect(url, { timeout: 3000 }).catch(() => undefined);
    if (model) return model;
  }
  throw new Error('no broker node answers');
}

/**
 * `REPLICAS` processes of every service (its own port each, one database, one schema per service)
 * behind nginx (two servers per upstream), on a RabbitMQ cluster of three nodes of the test's own.
 * Replica i is given the nodes' addresses starting at node i, so the replicas' connections are
 * spread over nodes a and b. `stop()` removes all of it: processes, nodes, database, folder.
 */
export async function startReplicaStack(): Promise<ReplicaStack> {
  const run = `replicas_${process.pid}_${randomBytes(3).toString('hex')}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-replicas-'));
  const runDir = path.join(dir, 'run');
  const table = loadRouteTable();
  const names = existingServices(table).map((service) => service.name);
  const gateway = await reservePort();
  const gatewayPort = gateway.port;
  const ports = await freePorts(6 + names.length * REPLICAS);
  const brokerPorts = ports.splice(0, 6);
  const portsOf = (name: string) => ports.slice(names.indexOf(name) * REPLICAS, (names.indexOf(name) + 1) * REPLICAS);
  const processes: StackProcess[] = [];
  let cluster: RabbitMqCluster | undefined;
  const adminUrl = Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString();
  const watchdog = Watchdog.start(dir, adminUrl, run);

  const stop = async () => {
    watchdog.stop();
    await gateway.release();
    await Promise.all(processes.map((member) => member.kill(member.name === 'nginx' ? 'SIGTERM' : 'SIGKILL')));
    await cluster?.stop();
    await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${run}" WITH (FORCE)`)).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await onServer((client) => client.query(`CREATE DATABASE "${run}"`));
    await mkdir(runDir, { recursive: true });
    // As root, nginx's workers run unprivileged and buffer upload bodies under runDir.
    if (process.getuid?.() === 0) {
      await chmod(dir, 0o711);
      await chmod(runDir, 0o755);
    }
    cluster = await RabbitMqCluster.start(path.join(dir, 'rabbitmq'), brokerPorts, (group) => watchdog.guard('KILL', group));
    const nodeUrls = cluster.nodes.map((node) => node.url);
    const exchange = `${run}.events`;
    // Bound before any service starts, so it sees every event; on node c, which the test never stops.
    const tapModel = await connect(nodeUrls[2]!);
    const tap = await tapModel.createChannel();
    await tap.assertExchange(exchange, 'topic', { durable: true });
    await tap.assertQueue(TAP_QUEUE, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
    await tap.bindQueue(TAP_QUEUE, exchange, '#');
    await tapModel.close();

    // One signing key for both svc-auth replicas, as deployments give it (JWT_PRIVATE_KEY).
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const { JWT_KEY_FILE: _unused, ...inherited } = process.env;
    const common: NodeJS.ProcessEnv = {
      ...inherited,
      DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${run}` }).toString(),
      // Eight processes beside the e2e stack on one server: 5 connections each (the relay's included).
      DATABASE_POOL_SIZE: '4',
      AMQP_EXCHANGE: exchange,
      AMQP_QUEUE_PREFIX: run,
      DATA_DIR: dir,
      PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
      JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.REPLICAS_LOG_LEVEL ?? 'warn',
      REGISTRATIONS_PER_IP: '100000',
    };
    const replicas: Record<string, StackProcess[]> = {};
    for (const name of names) {
      replicas[name] = portsOf(name).map((port, i) => {
        const replica = new StackProcess(
          `svc-${name}#${i + 1}`,
          process.execPath,
          [path.join(repoDir, `svc-${name}`, 'dist', 'main.js')],
          {
            ...common,
            PORT: String(port),
            AMQP_URL: [...nodeUrls.slice(i), ...nodeUrls.slice(0, i)].join(','),
            AUTH_JWKS_URL: `http://127.0.0.1:${portsOf('auth')[i]}/api/auth/.well-known/jwks.json`,
            HOUSEHOLD_MEMBERSHIP_URL: `http://127.0.0.1:${portsOf('household')[i]}/api/households/membership`,
          },
          `http://127.0.0.1:${port}/readyz`,
        );
        processes.push(replica);
        return replica;
      });
    }
    // svc-auth first: the others fetch its keys. Replicas of one service start together and take
    // turns at the schema's migrations.
    const start = async (member: StackProcess) => {
      const started = member.start();
      // nginx's master stops its workers on SIGTERM; killed outright, it would leave them serving.
      watchdog.guard(member.name === 'nginx' ? 'TERM' : 'KILL', member.pid!);
      await started;
    };
    await Promise.all(replicas.auth!.map(start));
    await Promise.all(names.filter((name) => name !== 'auth').flatMap((name) => replicas[name]!.map(start)));

    const files = await renderNginxConfig(
      table,
      localStackEnvironment({ repoDir, runtimeDir: runDir, listen: `127.0.0.1:${gatewayPort}`, portOf: (name) => portsOf(name)[0]!, portsOf }),
    );
    await writeNginxConfig(runDir, files);
    const baseUrl = `http://127.0.0.1:${gatewayPort}`;
    const nginx = new StackProcess('nginx', process.env.NGINX ?? 'nginx', ['-p', runDir, '-c', 'nginx.conf', '-g', 'daemon off;'], process.env, `${baseUrl}/api/auth/.well-known/jwks.json`);
    processes.push(nginx);
    await gateway.release();
    await start(nginx);

    return {
      baseUrl,
      cluster,
      replicas,
      urls: Object.fromEntries(names.map((name) => [name, portsOf(name).map((port) => `http://127.0.0.1:${port}`)])),
      nginx,
      sql: (text, values) => onServer(async (client) => (await client.query(text, values)).rows, run),
      async drainTap() {
        const model = await connectToAny([...nodeUrls].reverse());
        try {
          const channel = await model.createChannel();
          const copies = new Map<string, number>();
          for (;;) {
            const message = await channel.get(TAP_QUEUE, { noAck: true });
            if (!message) return copies;
            const id = message.properties.messageId as string;
            copies.set(id, (copies.get(id) ?? 0) + 1);
          }
        } finally {
          await model.close().catch(() => undefined);
        }
      },
      errorLines: () => processes.flatMap((member) => member.output().split('\n').filter((line) => /"level":(50|60)/.test(line)).map((line) => `${member.name}: ${line}`)),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
