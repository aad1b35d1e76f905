// The stack file of the Swarm proof (compose 3.8, for `docker stack deploy`), generated from
// gateway/routes.json like deploy/render.mjs does for compose and Kubernetes:
//
//   - every svc-<name> of the route table: 3 replicas, endpoint_mode dnsrr (this kernel has no
//     IPVS, so Swarm's virtual IPs do not work), healthcheck on /readyz, rolling updates that start
//     the new task before stopping the old one;
//   - the gateway: 2 replicas, one per node, published on 8080 in host mode; its nginx config
//     re-resolves service names through Swarm's DNS (render-cli --resolver 127.0.0.11 --gateways 2);
//   - PostgreSQL 15: a primary pinned to node 1 and a streaming replica pinned to node 2;
//   - RabbitMQ 3.10: three nodes rabbitmq-1..3, one pinned to each node, clustered on first start;
//     AMQP_URL lists all three (comma-separated), so a service tries the next when one is gone.
//     (They also answer the DNS name "rabbitmq", but Swarm keeps a dead node's task in DNS for a
//     few seconds, and a connection to it hangs meanwhile.)
//     A dead peer must be noticed in seconds, not minutes: the services ask for AMQP heartbeats
//     every 5 s (`?heartbeat=5`: a connection to a dead node is dropped after 10 s, not 120), and
//     the nodes tick every 10 s (net_ticktime, default 60: until a node is known to be down, the
//     cluster's schema changes, such as a new replica's queue bindings, wait for it);
//   - `starts`: svc-household on a database of its own (hearth_starts) and an exchange of its own,
//     0 replicas until the check `concurrent-starts` scales it to 3 at once.
//
// Secrets (PostgreSQL and RabbitMQ passwords, the Erlang cookie, svc-auth's signing key) are Docker
// secrets created by deploy(); nothing secret is in the file.
import { randomBytes, generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NODES, RUN_DIR, docker, dockerAsync, log, repoDir, waitFor } from './lib.mjs';

export const STACK = 'hearth';
/** Services of the stack that run no task until a check scales them up. */
export const ON_DEMAND = new Set(['starts']);

export function domains() {
  const { domains: list } = JSON.parse(readFileSync(path.join(repoDir, 'gateway', 'routes.json'), 'utf8'));
  return list.map((d) => ({ ...d, workload: `svc-${d.name}` })).filter((d) => {
    try {
      readFileSync(path.join(repoDir, d.workload, 'package.json'));
      return true;
    } catch {
      return false;
    }
  });
}

const sharedEnv = (d) => ({
  PORT: String(d.port),
  HOST: '0.0.0.0',
  AMQP_EXCHANGE: 'hearth.events',
  AMQP_QUEUE_PREFIX: 'hearth',
  PUBLIC_URL: 'http://10.77.0.11:8080',
  DATA_DIR: '/data',
  AUTH_JWKS_URL: 'http://svc-auth:3001/api/auth/.well-known/jwks.json',
  HOUSEHOLD_MEMBERSHIP_URL: 'http://svc-household:3003/api/households/membership',
  MAIL_FROM: 'Hearth <no-reply@hearth.local>',
  // HEARTH_SWARM_LOG_LEVEL=info shows each replica's start step by step (test-swarm.mjs prints them when node-killed fails).
  LOG_LEVEL: process.env.HEARTH_SWARM_LOG_LEVEL ?? 'warn',
  // The proof registers a few hundred accounts from one address (the test's own).
  ...(d.name === 'auth' ? { REGISTRATIONS_PER_IP: '100000' } : {}),
});

const yamlEnv = (env, spaces) =>
  Object.entries(env)
    .map(([k, v]) => `${' '.repeat(spaces)}${k}: ${JSON.stringify(v)}`)
    .join('\n');

/**
 * The services read their secrets from files: a tiny shell prelude exports them as the variables
 * the README's configuration table names, then starts the service.
 */
function serviceCommand(d, { amqpUrls, database = 'hearth' }) {
  const exports = [
    `export DATABASE_URL="postgres://hearth:$(cat /run/secrets/postgres_password)@postgres:5432/${database}"`,
    `export AMQP_URL="${amqpUrls.map((host) => `amqp://hearth:$(cat /run/secrets/rabbitmq_password)@${host}:5672?heartbeat=5`).join(',')}"`,
    ...(d.name === 'auth' ? ['export JWT_PRIVATE_KEY="$(cat /run/secrets/jwt_private_key)"'] : []),
    'exec node dist/main.js',
  ];
  // `$$` is compose's escape for a literal `$` (docker stack deploy interpolates the file).
  return JSON.stringify(['sh', '-c', exports.join('; ').replaceAll('$(', () => '$$(')]);
}

export function renderStack(images, { serviceReplicas = 3, gateways = 2, amqpUrls = ['rabbitmq-1', 'rabbitmq-2', 'rabbitmq-3'], infraOnly = false } = {}) {
  const services = infraOnly ? [] : domains();
  const household = domains().find((d) => d.name === 'household');
  // bash's /dev/tcp rather than `node -e fetch(...)`: a Node process per check and task costs
  // more CPU than the services themselves on a small machine.
  const readyz = (port) =>
    JSON.stringify([
      'CMD',
      'bash',
      '-c',
      `exec 3<>/dev/tcp/127.0.0.1/${port} && printf 'GET /readyz HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && read -r _ status _ <&3 && [ "$status" = 200 ]`.replaceAll('$', () => '$$'),
    ]);
  const svc = (d, { name = d.workload, database, env = {}, replicas = serviceReplicas } = {}) => `  ${name}:
    image: ${images.service}
    working_dir: /app/${d.workload}
    command: ${serviceCommand(d, { amqpUrls, database })}
    environment:
${yamlEnv({ ...sharedEnv(d), ...env }, 6)}
    secrets: [postgres_password, rabbitmq_password${d.name === 'auth' ? ', jwt_private_key' : ''}]
    networks: [hearth]
    healthcheck:
      test: ${readyz(d.port)}
      interval: 5s
      timeout: 5s
      retries: 3
      start_period: 90s
    stop_grace_period: 20s
    deploy:
      replicas: ${replicas}
      endpoint_mode: dnsrr
      restart_policy: { condition: any, delay: 2s }
      update_config: { parallelism: 1, delay: 5s, order: start-first, failure_action: rollback, monitor: 10s }
      rollback_config: { parallelism: 1, order: start-first }
      resources:
        limits: { memory: ${d.name === 'auth' || d.name === 'recipes' ? '512M' : '384M'} }
`;
  const rabbit = (n) => `  rabbitmq-${n}:
    image: ${images.rabbitmq}
    hostname: rabbitmq-${n}
    environment:
      RABBITMQ_SEED: rabbitmq-1
      RABBITMQ_ERLANG_COOKIE_FILE: /run/secrets/erlang_cookie
      RABBITMQ_PASSWORD_FILE: /run/secrets/rabbitmq_password
      # The server and its CLI tools alike (their ticks must agree).
      RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: "-kernel net_ticktime 10"
      RABBITMQ_CTL_ERL_ARGS: "-kernel net_ticktime 10"
    secrets: [erlang_cookie, rabbitmq_password]
    volumes: ["rabbitmq-${n}:/var/lib/rabbitmq"]
    networks:
      hearth:
        aliases: [rabbitmq]
    healthcheck:
      # Healthy once it has joined the cluster (the seed: once it runs) and takes AMQP connections.
      # Not rabbitmq-diagnostics: an Erlang VM per check is heavy, and it timed out (so Swarm
      # restarted a healthy node) while a peer was down on a busy machine.
      test: ["CMD", "bash", "-c", "test -f /var/lib/rabbitmq/.joined && exec 3<>/dev/tcp/127.0.0.1/5672"]
      interval: 10s
      timeout: 5s
      retries: 5
      start_period: 120s
    deploy:
      endpoint_mode: dnsrr
      placement: { constraints: ["node.labels.hearth.node == ${n}"] }
      restart_policy: { condition: any, delay: 2s }
`;
  return `# Generated by deploy/swarm/stack.mjs for the Swarm proof (deploy/swarm/README.md): not for production.
version: "3.8"

services:
${services.map((d) => svc(d)).join('\n')}${infraOnly ? '' : `
${svc(household, { name: 'starts', database: 'hearth_starts', env: { AMQP_EXCHANGE: 'hearth-starts.events', AMQP_QUEUE_PREFIX: 'hearth-starts' }, replicas: 0 })}`}${infraOnly ? '' : `
  gateway:
    image: ${images.gateway}
    networks: [hearth]
    ports:
      - { target: 8080, published: 8080, protocol: tcp, mode: host }
    healthcheck:
      test: ["CMD", "bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080"]
      interval: 5s
      timeout: 3s
      retries: 3
    deploy:
      replicas: ${gateways}
      endpoint_mode: dnsrr
      placement: { max_replicas_per_node: 1 }
      restart_policy: { condition: any, delay: 2s }
      update_config: { parallelism: 1, delay: 5s, order: stop-first }
`}
  postgres:
    image: ${images.postgres}
    environment:
      PG_ROLE: primary
      POSTGRES_PASSWORD_FILE: /run/secrets/postgres_password
    secrets: [postgres_password]
    volumes: ["postgres-primary:/var/lib/postgresql/data"]
    networks: [hearth]
    deploy:
      endpoint_mode: dnsrr
      placement: { constraints: ["node.labels.hearth.node == 1"] }
      restart_policy: { condition: any, delay: 2s }

  postgres-replica:
    image: ${images.postgres}
    environment:
      PG_ROLE: replica
      PG_PRIMARY: postgres
      POSTGRES_PASSWORD_FILE: /run/secrets/postgres_password
    secrets: [postgres_password]
    volumes: ["postgres-replica:/var/lib/postgresql/data"]
    networks: [hearth]
    deploy:
      endpoint_mode: dnsrr
      placement: { constraints: ["node.labels.hearth.node == 2"] }
      restart_policy: { condition: any, delay: 2s }

${[1, 2, 3].map(rabbit).join('\n')}
networks:
  hearth:
    driver: overlay
    attachable: true

volumes:
  postgres-primary:
  postgres-replica:
  rabbitmq-1:
  rabbitmq-2:
  rabbitmq-3:

secrets:
  postgres_password: { external: true, name: hearth_postgres_password }
  rabbitmq_password: { external: true, name: hearth_rabbitmq_password }
  erlang_cookie: { external: true, name: hearth_erlang_cookie }
  jwt_private_key: { external: true, name: hearth_jwt_private_key }
`;
}

/**
 * Creates the secrets, writes the stack file under RUN_DIR and deploys it from node 1: PostgreSQL
 * and RabbitMQ first, until they are healthy (services started before their broker fail their
 * health checks and get restarted, which only slows the start), then everything.
 */
export async function deployStack(node, images, options = {}) {
  const secrets = {
    hearth_postgres_password: randomBytes(24).toString('hex'),
    hearth_rabbitmq_password: randomBytes(24).toString('hex'),
    hearth_erlang_cookie: randomBytes(24).toString('hex'),
    hearth_jwt_private_key: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
  };
  for (const [name, value] of Object.entries(secrets)) {
    if (docker(node, ['secret', 'inspect', name], { allowFail: true }).status === 0) continue;
    docker(node, ['secret', 'create', name, '-'], { input: value });
  }
  mkdirSync(RUN_DIR, { recursive: true });
  const infra = path.join(RUN_DIR, 'stack-infra.yml');
  writeFileSync(infra, renderStack(images, { ...options, infraOnly: true }));
  log(`deploying ${infra}`);
  docker(node, ['stack', 'deploy', '-c', infra, STACK]);
  await waitFor('PostgreSQL and RabbitMQ healthy', () => {
    const h = taskHealth(node);
    return Object.values(h).every((v) => v.healthy >= v.desired && v.running >= v.desired);
  }, { timeoutMs: 5 * 60_000, intervalMs: 3000 });
  log('PostgreSQL and RabbitMQ are up');
  const file = path.join(RUN_DIR, 'stack.yml');
  writeFileSync(file, renderStack(images, options));
  log(`deploying ${file}`);
  docker(node, ['stack', 'deploy', '-c', file, STACK]);
  return { file, secrets };
}

const SERVICES_FORMAT = ['service', 'ls', '--format', '{{.Name}} {{.Replicas}}'];
const CONTAINERS_FORMAT = ['ps', '--format', '{{.Label "com.docker.swarm.service.name"}} {{.Status}}'];

/** Task states of the stack: { service: { running, healthy, desired } }, from every node's containers. */
export function taskHealth(node) {
  return healthOf(docker(node, SERVICES_FORMAT), NODES.map((n) => docker(n, CONTAINERS_FORMAT, { allowFail: true })));
}

/** taskHealth without blocking this process (sampled while traffic runs). */
export async function taskHealthAsync(node) {
  const services = await dockerAsync(node, SERVICES_FORMAT);
  if (services.status !== 0) throw new Error(`docker service ls failed: ${services.stderr}`);
  return healthOf(services.stdout, await Promise.all(NODES.map((n) => dockerAsync(n, CONTAINERS_FORMAT))));
}

function healthOf(serviceList, containerLists) {
  const result = {};
  for (const line of serviceList.trim().split('\n')) {
    const [name, replicas] = line.split(' ');
    const [running, desired] = replicas.split('/').map(Number);
    result[name.replace(`${STACK}_`, '')] = { running, desired, healthy: 0 };
  }
  for (const r of containerLists) {
    if (r.status !== 0) continue;
    for (const line of r.stdout.trim().split('\n').filter(Boolean)) {
      const [svc, ...status] = line.split(' ');
      const entry = result[svc.replace(`${STACK}_`, '')];
      if (entry && /\(healthy\)/.test(status.join(' '))) entry.healthy += 1;
      else if (entry && !/health/.test(status.join(' ')) && /^Up/.test(status.join(' '))) entry.healthy += 1; // no healthcheck
    }
  }
  return result;
}

/** Which node addresses a gateway task runs on (published in host mode). */
export function gatewayAddresses() {
  const addresses = [];
  for (const n of NODES) {
    const r = docker(n, ['ps', '--filter', `label=com.docker.swarm.service.name=${STACK}_gateway`, '-q'], { allowFail: true });
    if (r.status === 0 && r.stdout.trim()) addresses.push(n.address);
  }
  return addresses;
}

/** Waits until every task is running and healthy, and every domain answers (not 5xx) through every gateway. */
export async function waitReady(node, { timeoutMs = 8 * 60_000 } = {}) {
  let last = '';
  await waitFor(
    'every task running and healthy',
    () => {
      const h = taskHealth(node);
      const summary = Object.entries(h)
        .map(([k, v]) => `${k} ${v.healthy}/${v.desired}`)
        .join(', ');
      if (summary !== last) log(`tasks: ${summary}`);
      last = summary;
      return Object.entries(h).every(([name, v]) => (ON_DEMAND.has(name) ? true : v.desired > 0 && v.healthy >= v.desired && v.running >= v.desired));
    },
    { timeoutMs, intervalMs: 5000 },
  );
  const gateways = gatewayAddresses();
  const probes = { auth: '/api/auth/.well-known/jwks.json', recipes: '/api/recipes', household: '/api/households', planning: '/api/meal-plans' };
  await waitFor(
    'every domain through every gateway',
    async () => {
      for (const address of gateways) {
        for (const d of domains()) {
          const r = await fetch(`http://${address}:8080${probes[d.name] ?? d.prefixes[0]}`, { signal: AbortSignal.timeout(5000) });
          if (r.status >= 500) throw new Error(`${address} ${d.name}: ${r.status}`);
        }
      }
      return true;
    },
    { timeoutMs: 120_000, intervalMs: 2000 },
  );
  log(`ready: gateways on ${gateways.join(', ')}`);
  return gateways;
}

