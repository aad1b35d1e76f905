// The whole stack for `npm run bench`: every service of the route table this checkout has (each
// its own Node process), the bench's hello app as one more service in the route table, and nginx
// in front, all on free loopback ports, one throwaway database (a schema per service) and one
// exchange. Started here rather than through scripts/start-stack.mjs so the bench knows each
// process (the soak reads their memory) and can give svc-auth its bench-only limits.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoDir } from '../scripts/build.mjs';
import { freePorts, startChild, stopChild, waitForHttp } from './processes.mjs';
import { deleteBrokerObjects } from './throwaway.mjs';

const require = createRequire(import.meta.url);

/**
 * Starts the stack; `defer(what, undo)` registers each stop step (run last-in first-out by the
 * caller). `gatewayLimits` go to the nginx renderer (signInRate, apiTokenRate, ...: a bench
 * measures the work behind a route, not the limiter). Returns the gateway's URL and every child
 * process by name (`auth`, ..., `hello`, `nginx`).
 */
export async function startStack({ databaseUrl, amqpUrl, exchange, queuePrefix, dataDir, runtimeDir, nginxCommand, gatewayLimits = {}, authEnv = {}, defer }) {
  const gateway = require(path.join(repoDir, 'gateway', 'dist', 'index.js'));
  const table = gateway.loadRouteTable();
  const services = gateway.existingServices(table).map((service) => service.name);
  const [helloPort, gatewayPort, ...servicePorts] = await freePorts(services.length + 2);
  const ports = { hello: helloPort, ...Object.fromEntries(services.map((name, i) => [name, servicePorts[i]])) };
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  const children = {};
  const queues = services.map((name) => `${queuePrefix}.${name}`);
  // Registered before the services start, so it runs after they have stopped (they declare them).
  defer(`delete exchange ${exchange} and queues ${queuePrefix}.*`, () => deleteBrokerObjects(amqpUrl, exchange, queues));

  // BENCH_CPU_PROFILE=<folder>: each service writes a V8 CPU profile of its whole run there when it stops.
  const profileDir = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE) : undefined;
  const profileArgs = (name) => (profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=svc-${name}.cpuprofile`] : []);
  for (const name of services) {
    children[name] = startChild(`svc-${name}`, process.execPath, [...profileArgs(name), path.join(repoDir, `svc-${name}`, 'dist', 'main.js')], {
      PORT: String(ports[name]),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      AMQP_URL: amqpUrl,
      AMQP_EXCHANGE: exchange,
      AMQP_QUEUE_PREFIX: queuePrefix,
      DATA_DIR: dataDir,
      JWT_KEY_FILE: path.join(dataDir, 'keys', 'jwt.pem'),
      AUTH_JWKS_URL: `http://127.0.0.1:${ports.auth}/api/auth/.well-known/jwks.json`,
      HOUSEHOLD_MEMBERSHIP_URL: `http://127.0.0.1:${ports.household}/api/households/membership`,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...(name === 'auth' ? authEnv : {}),
    });
    defer(`stop svc-${name}`, () => stopChild(children[name]));
  }

  children.hello = startChild('hello', process.execPath, [path.join(repoDir, 'bench', 'hello-server.mjs')], { PORT: String(helloPort) });
  defer('stop the hello app', () => stopChild(children.hello));

  // The project's route table and renderer, plus the hello app as one more service: its requests
  // take the same path as the real ones (proxy.conf, keepalive upstream, headers, access log).
  const benchTable = { ...table, services: [...table.services, { name: 'hello', port: helloPort, prefixes: ['/api/hello'] }] };
  const files = await gateway.renderNginxConfig(
    benchTable,
    gateway.localStackEnvironment({ repoDir, runtimeDir, listen: `127.0.0.1:${gatewayPort}`, portOf: (name) => ports[name], ...gatewayLimits }),
  );
  // The API documentation's files, which the configuration serves, next to it.
  const { renderApiDocs } = require(path.join(repoDir, 'single-process', 'dist', 'index.js'));
  await gateway.writeNginxConfig(runtimeDir, { ...files, ...(await renderApiDocs(table)) });
  children.nginx = startChild('nginx', nginxCommand, ['-p', runtimeDir, '-c', 'nginx.conf', '-g', 'daemon off;'], {});
  defer('stop nginx', () => stopChild(children.nginx));

  for (const name of services) await waitForHttp(`http://127.0.0.1:${ports[name]}/readyz`, children[name]);
  await waitForHttp(`http://127.0.0.1:${helloPort}/api/hello`, children.hello);
  await waitForHttp(`${baseUrl}/api/hello`, children.nginx);
  await waitForHttp(`${baseUrl}/api/auth/.well-known/jwks.json`, children.nginx);
  return { baseUrl, services, children };
}

/**
 * For a bench run on its own (`node bench/<name>.mjs`): compiles the Node packages and services,
 * then starts the stack on a throwaway database, exchange, ports and temp folder named after `tag`.
 * Each step's undo goes to `cleanups` ([what, undo], run last-in first-out by the caller).
 */
export async function startThrowawayStack(tag, cleanups) {
  const { chmod, mkdtemp, rm } = await import('node:fs/promises');
  const os = await import('node:os');
  const { tsc, typescriptProjects } = await import('../scripts/workspaces.mjs');
  const { createDatabase, dropDatabase } = await import('./throwaway.mjs');
  const env = process.env;
  const serverUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const amqpUrl = env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
  const run = `${tag}_${process.pid}_${Date.now().toString(36)}`;
  if (!tsc(['-b', 'tsconfig.json', ...typescriptProjects().built])) throw new Error('tsc -b failed');
  const tempDir = await mkdtemp(path.join(os.tmpdir(), `hearth-${tag}-`));
  // nginx's workers (an unprivileged account when started as root) buffer large upload bodies in it.
  await chmod(tempDir, 0o755);
  cleanups.push(['remove the temp folder', () => rm(tempDir, { recursive: true, force: true })]);
  const databaseUrl = await createDatabase(serverUrl, run);
  cleanups.push([`drop database ${run}`, () => dropDatabase(serverUrl, run)]);
  const stack = await startStack({
    databaseUrl,
    amqpUrl,
    exchange: `${run}.events`,
    queuePrefix: run,
    dataDir: path.join(tempDir, 'data'),
    runtimeDir: path.join(tempDir, 'nginx'),
    nginxCommand: env.NGINX ?? 'nginx',
    defer: (what, undo) => cleanups.push([what, undo]),
  });
  console.log(`${os.availableParallelism()} cores, load average (1 min) ${os.loadavg()[0].toFixed(2)}; stack at ${stack.baseUrl}`);
  return { ...stack, databaseUrl, run };
}

/**
 * A bench run on its own (`node bench/<name>.mjs`): `work(stack)` on a throwaway stack
 * (startThrowawayStack), which is then removed; exits 0 if `work` resolved, 1 if anything threw.
 */
export async function runOnThrowawayStack(tag, name, work) {
  const cleanups = [];
  let status = 1;
  try {
    await work(await startThrowawayStack(tag, cleanups));
    status = 0;
  } catch (error) {
    console.error(`\n${name} bench failed: ${error.stack}`);
  } finally {
    for (const [what, undo] of cleanups.reverse()) await undo().catch((error) => console.error(`could not ${what}: ${error.message}`));
  }
  process.exit(status);
}
