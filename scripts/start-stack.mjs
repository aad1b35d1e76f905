// `npm run start:stack`: each service as its own process on the real PostgreSQL (DATABASE_URL)
// and RabbitMQ (AMQP_URL), with nginx from gateway/ in front on PORT (default 8080).
// Ctrl-C stops everything. Prints "Hearth stack is ready at <url>" once every part answers.
import { spawn } from 'node:child_process';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build, repoDir } from './build.mjs';

const require = createRequire(import.meta.url);
const env = process.env;
const port = Number(env.PORT ?? 8080);
const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoDir, 'data', 'stack'));
const runDir = path.resolve(env.RUN_DIR ?? path.join(dataDir, 'run'));
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hearth';
const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');

await build({ staleOnly: true });
const gateway = require(path.join(repoDir, 'gateway', 'dist', 'index.js'));
// The API documentation (/api/openapi.json, /api/docs): files nginx serves from its folder.
const { renderApiDocs } = require(path.join(repoDir, 'single-process', 'dist', 'index.js'));
const table = gateway.loadRouteTable();

/** Creates the database if the server does not have it yet. */
async function ensureDatabase(url) {
  const { Client } = require(require.resolve('pg', { paths: [path.join(repoDir, 'packages', 'service-kit')] }));
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

const children = [];
let stopping = false;

function start(name, command, args, extraEnv = {}) {
  const child = spawn(command, args, { cwd: repoDir, env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping the stack`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not become ready at ${url}`);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const force = setTimeout(() => children.forEach((child) => child.kill('SIGKILL')), 15_000);
  Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve)))))
    .then(() => {
      clearTimeout(force);
      process.exit(code);
    });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

await ensureDatabase(databaseUrl);
await mkdir(runDir, { recursive: true });
// Run as root, nginx's workers are an unprivileged user: they buffer upload bodies in temp folders
// under runDir, so they must reach it. DATA_DIR itself stays unlistable (keys and mail are 0700).
if (process.getuid?.() === 0) {
  if (runDir.startsWith(`${dataDir}${path.sep}`)) await chmod(dataDir, 0o711);
  await chmod(runDir, 0o755);
}
const portOf = (name) => Number(env[`${name.toUpperCase()}_PORT`] ?? table.services.find((s) => s.name === name).port);
// Every service of the route table that this checkout has; a later domain's routes answer 502.
const running = gateway.existingServices(table);
const serviceEnv = {
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: publicUrl,
  DATA_DIR: dataDir,
  AUTH_JWKS_URL: `http://127.0.0.1:${portOf('auth')}/api/auth/.well-known/jwks.json`,
  HOUSEHOLD_MEMBERSHIP_URL: `http://127.0.0.1:${portOf('household')}/api/households/membership`,
  ...(env.JWT_PRIVATE_KEY ? {} : { JWT_KEY_FILE: env.JWT_KEY_FILE ?? path.join(dataDir, 'keys', 'jwt.pem') }),
};
for (const service of running) {
  start(`svc-${service.name}`, process.execPath, [path.join(`svc-${service.name}`, 'dist', 'main.js')], {
    ...serviceEnv,
    PORT: String(portOf(service.name)),
    // Only nginx faces the network; the services listen on loopback behind it.
    HOST: '127.0.0.1',
  });
}

const files = await gateway.renderNginxConfig(
  table,
  gateway.localStackEnvironment({
    repoDir,
    runtimeDir: runDir,
    listen: `${env.HOST ?? '127.0.0.1'}:${port}`,
    portOf,
    signInRate: env.GATEWAY_SIGN_IN_RATE,
  }),
);
await gateway.writeNginxConfig(runDir, { ...files, ...(await renderApiDocs(table)) });
start('nginx', env.NGINX ?? 'nginx', ['-p', runDir, '-c', 'nginx.conf', '-g', 'daemon off;']);

try {
  for (const service of running) await waitFor(`http://127.0.0.1:${portOf(service.name)}/readyz`, `svc-${service.name}`);
  await waitFor(`http://127.0.0.1:${port}/api/auth/.well-known/jwks.json`, 'the gateway');
  console.log(`Hearth stack is ready at ${publicUrl}`);
} catch (error) {
  console.error(error.message);
  stop(1);
}
