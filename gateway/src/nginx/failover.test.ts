import { spawn, type ChildProcess } from 'node:child_process';
import dgram from 'node:dgram';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadRouteTable } from '../route-table';
import { containerEnvironment } from './environments';
import { renderNginxConfig, writeNginxConfig } from './render';

/**
 * The resolver mode's failover, with a real nginx: service names answered by a DNS server of the
 * test's own with several addresses (as Swarm's dnsrr answers a service's replicas), some of them
 * replicas that are gone. A request moves on to the next address when its connection fails; a
 * POST that reached a replica is never sent to another.
 */
const table = loadRouteTable();
const auth = table.services.find((service) => service.name === 'auth')!;
const household = table.services.find((service) => service.name === 'household')!;

/** A DNS server answering A queries for `names`, NXDOMAIN for anything else. */
async function dnsServer(names: Record<string, string[]>): Promise<{ port: number; close(): Promise<void> }> {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, from) => {
    let at = 12;
    const labels: string[] = [];
    while (query[at]! !== 0) {
      labels.push(query.subarray(at + 1, at + 1 + query[at]!).toString());
      at += query[at]! + 1;
    }
    const questionEnd = at + 5;
    const addresses = query.readUInt16BE(at + 1) === 1 ? names[labels.join('.').toLowerCase()] : undefined;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(addresses ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(addresses?.length ?? 0, 6);
    const records = (addresses ?? []).map((address) => {
      const record = Buffer.alloc(16);
      record.writeUInt16BE(0xc00c, 0); // the question's name
      record.writeUInt16BE(1, 2); // A
      record.writeUInt16BE(1, 4); // IN
      record.writeUInt32BE(2, 6); // TTL
      record.writeUInt16BE(4, 10);
      address.split('.').forEach((octet, i) => (record[12 + i] = Number(octet)));
      return record;
    });
    socket.send(Buffer.concat([header, query.subarray(12, questionEnd), ...records]), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { port: socket.address().port, close: () => new Promise((resolve) => socket.close(() => resolve())) };
}

interface Replica {
  server: Server;
  /** What reached it: `METHOD path`. */
  received: string[];
}

/** A replica on `address`: answers 200 naming itself, or (`resets`) reads the request and drops the connection. */
async function replica(address: string, port: number, resets = false): Promise<Replica> {
  const received: string[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(`${req.method} ${req.url}`);
      if (resets) (req.socket as Socket).resetAndDestroy();
      else res.setHeader('X-Hearth-Replica', address).end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, address, resolve));
  return { server, received };
}

const freePort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

let dir: string;
let nginx: ChildProcess;
let dns: Awaited<ReturnType<typeof dnsServer>>;
let gateway: string;
const replicas: Replica[] = [];
let live: Replica;
let resetting: Replica;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-failover-'));
  // 127.0.0.2: no one listens (a replica that is gone); .3 answers; .4 takes a request and drops it.
  const replicaPort = await freePort();
  live = await replica('127.0.0.3', replicaPort);
  resetting = await replica('127.0.0.4', replicaPort, true);
  replicas.push(live, resetting);
  dns = await dnsServer({ 'gone-then-live.test': ['127.0.0.2', '127.0.0.3'], 'reset-then-live.test': ['127.0.0.4', '127.0.0.3'] });
  const gatewayPort = await freePort();
  const files = await renderNginxConfig(table, {
    ...containerEnvironment({ resolver: `127.0.0.1:${dns.port}` }),
    listen: `127.0.0.1:${gatewayPort}`,
    runtimeDir: dir,
    errorLog: path.join(dir, 'error.log'),
    accessLog: path.join(dir, 'access.log'),
    upstream: (service) => `${service === household ? 'reset-then-live' : 'gone-then-live'}.test:${replicaPort}`,
  });
  await writeNginxConfig(dir, files);
  nginx = spawn('nginx', ['-p', dir, '-c', 'nginx.conf', '-g', 'daemon off;'], { stdio: 'ignore' });
  gateway = `http://127.0.0.1:${gatewayPort}`;
  for (let i = 0; ; i++) {
    if (await fetch(`${gateway}/api/nowhere`).then((r) => r.status === 404, () => false)) break;
    if (i > 100) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  if (nginx?.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  for (const { server } of replicas) await new Promise((resolve) => server.close(resolve));
  await dns?.close();
  await rm(dir, { recursive: true, force: true });
});

const call = (method: string, pathname: string) =>
  fetch(`${gateway}${pathname}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });

describe('the gateway in front of replicas behind one name (resolver mode)', () => {
  it('moves a request on to the next replica when one takes no connection, writes included', async () => {
    const before = live.received.length;
    for (let i = 0; i < 12; i++) {
      expect((await call('GET', `${auth.prefixes[0]}/.well-known/jwks.json`)).status).toBe(200);
      expect((await call('POST', `${auth.prefixes[0]}/logout?i=${i}`)).status).toBe(200);
    }
    // Each reached the live replica once, whichever address nginx tried first.
    expect(live.received.slice(before).filter((line) => line.startsWith('POST'))).toHaveLength(12);
  });

  it('never sends a POST that reached a replica to another one: its caller gets the 502', async () => {
    const [liveBefore, resetBefore] = [live.received.length, resetting.received.length];
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await call('POST', `${household.prefixes[0]}/join?i=${i}`)).status);
    const posts = (replica: Replica, from: number) => replica.received.slice(from).filter((line) => line.startsWith('POST')).length;
    // The rotation starts at either address: with 24 requests, both orders happen.
    expect(statuses.filter((status) => status === 502).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 502)).toBe(true);
    expect(posts(resetting, resetBefore)).toBe(statuses.filter((status) => status === 502).length);
    expect(posts(live, liveBefore)).toBe(statuses.filter((status) => status === 200).length);
  });

  it('sends a GET again to the next replica after the first dropped it, as HTTP allows', async () => {
    for (let i = 0; i < 12; i++) expect((await call('GET', `${household.prefixes[0]}?i=${i}`)).status).toBe(200);
  });
});
