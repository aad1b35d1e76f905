// The images of the Swarm proof, built without pulling anything (this machine reaches only the
// npm registry and Debian's mirror):
//
//   1. a Debian bookworm root file system from `debootstrap`, with nginx, PostgreSQL 15 and
//      RabbitMQ 3.10 from Debian's packages, cached in CACHE_DIR/rootfs and reused;
//   2. `docker import` of it as <registry>/hearth-swarm/base;
//   3. FROM it: one image per service (the compiled dist of the working tree, its production
//      node_modules, this machine's Node 20 binary), the gateway (Debian's nginx, the config
//      rendered with --resolver 127.0.0.11, every front end's dist), postgres and rabbitmq;
//   4. pushed to the cluster's local registry, where every node pulls them.
//
// The images are tagged with a hash of what went into them, so a second run on the same working
// tree builds nothing. Run on its own against a running cluster: `node deploy/swarm/images.mjs`
// (it then starts and tears down a cluster itself).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, copyFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, DOCKER, RUN_DIR, NET, repoDir, swarmDir, log, sh, dockerStream } from './lib.mjs';

const ROOTFS = path.join(CACHE_DIR, 'rootfs');
const ROOTFS_TAR = path.join(CACHE_DIR, 'rootfs.tar');
const PACKAGES = [
  'ca-certificates', 'netbase', 'procps', 'iproute2', 'tini',
  'nginx-light',
  'postgresql-15', 'postgresql-client-15',
  'rabbitmq-server',
];

/** debootstrap once; later runs reuse the tarball. */
export function ensureRootfs() {
  if (existsSync(ROOTFS_TAR)) return ROOTFS_TAR;
  mkdirSync(CACHE_DIR, { recursive: true });
  rmSync(ROOTFS, { recursive: true, force: true });
  log(`debootstrap bookworm into ${ROOTFS} (once; a few minutes)`);
  sh('debootstrap', ['--variant=minbase', '--include=ca-certificates', 'bookworm', ROOTFS, 'http://deb.debian.org/debian'], { timeout: 30 * 60_000 });
  // No package may start a service in the chroot (it shares this host's network: a RabbitMQ or
  // PostgreSQL already listens here).
  writeFileSync(path.join(ROOTFS, 'usr/sbin/policy-rc.d'), '#!/bin/sh\nexit 101\n');
  chmodSync(path.join(ROOTFS, 'usr/sbin/policy-rc.d'), 0o755);
  const proc = path.join(ROOTFS, 'proc');
  sh('mount', ['-t', 'proc', 'proc', proc]);
  try {
    const chroot = (cmd) => sh('chroot', [ROOTFS, '/bin/sh', '-c', cmd], { env: { DEBIAN_FRONTEND: 'noninteractive', LC_ALL: 'C' }, timeout: 30 * 60_000 });
    chroot('apt-get update -q');
    log(`installing ${PACKAGES.join(' ')} in the root file system`);
    // postgresql-common would create a "main" cluster on install: the image makes its own.
    mkdirSync(path.join(ROOTFS, 'etc/postgresql-common/createcluster.d'), { recursive: true });
    writeFileSync(path.join(ROOTFS, 'etc/postgresql-common/createcluster.d/no-main.conf'), 'create_main_cluster = false\n');
    chroot(`apt-get install -y -q --no-install-recommends ${PACKAGES.join(' ')}`);
    chroot('apt-get clean && rm -rf /var/lib/apt/lists/* /var/log/*.log /var/cache/debconf/*-old');
  } finally {
    sh('umount', ['-l', proc], { allowFail: true });
  }
  // Leave no daemon the packages may have started anyway (policy-rc.d forbids it; belt and braces).
  sh('tar', ['-C', ROOTFS, '--numeric-owner', '-cf', ROOTFS_TAR, '.']);
  rmSync(ROOTFS, { recursive: true, force: true });
  log(`root file system ready: ${ROOTFS_TAR} (${(statSync(ROOTFS_TAR).size / 1e6).toFixed(0)} MB)`);
  return ROOTFS_TAR;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(swarmDir, 'images.mjs') && process.argv[2] === 'rootfs') {
  ensureRootfs();
}

const CONTEXTS = path.join(RUN_DIR, 'contexts');
const SERVICES = readdirSync(repoDir).filter((d) => d.startsWith('svc-') && existsSync(path.join(repoDir, d, 'package.json'))).sort();
export const serviceNames = SERVICES;

function hashTree(hash, dir) {
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, e.name);
    hash.update(path.relative(CONTEXTS, p));
    if (e.isDirectory()) hashTree(hash, p);
    else if (e.isSymbolicLink()) hash.update(readlinkSafe(p));
    else hash.update(readFileSync(p));
  }
}
function readlinkSafe(p) {
  try {
    return sh('readlink', [p]);
  } catch {
    return '';
  }
}

/** The service image's context: the compiled services and packages, their production dependencies, this machine's node. */
function serviceContext() {
  const ctx = path.join(CONTEXTS, 'service');
  rmSync(ctx, { recursive: true, force: true });
  const app = path.join(ctx, 'app');
  mkdirSync(app, { recursive: true });
  // The production dependency closure of every service, as npm installed it here (argon2 and
  // sharp already compiled/fetched for this same Debian and glibc).
  const list = sh('npm', ['ls', '--omit=dev', '--all', '--parseable', ...SERVICES.flatMap((s) => ['-w', s])], { allowFail: true }).stdout;
    // Hoisted ones in node_modules/, and a workspace's own (svc-recipes/node_modules/htmlparser2);
  // parents before the folders nested in them.
  const entries = [...new Set(list.split('\n').filter((l) => l.startsWith(`${repoDir}/`) && l.includes('/node_modules/')))].sort(
    (a, b) => a.length - b.length,
  );
  const workspaces = new Set();
  for (const entry of entries) {
    const rel = path.relative(repoDir, entry);
    const target = path.join(app, rel);
    if (existsSync(target)) continue; // inside an entry already copied
    mkdirSync(path.dirname(target), { recursive: true });
    const link = sh('readlink', [entry], { allowFail: true });
    if (link.status === 0 && link.stdout.trim()) {
      // A workspace: keep npm's relative link, copy the workspace's manifest and dist.
      sh('ln', ['-s', link.stdout.trim(), target]);
      workspaces.add(path.relative(repoDir, sh('readlink', ['-f', entry]).trim()));
    } else {
      cpSync(entry, target, { recursive: true, verbatimSymlinks: true });
    }
  }
  for (const ws of workspaces) {
    mkdirSync(path.join(app, ws), { recursive: true });
    copyFileSync(path.join(repoDir, ws, 'package.json'), path.join(app, ws, 'package.json'));
    if (!existsSync(path.join(repoDir, ws, 'dist'))) throw new Error(`${ws}/dist is missing: run node scripts/build.mjs`);
    cpSync(path.join(repoDir, ws, 'dist'), path.join(app, ws, 'dist'), { recursive: true });
  }
  copyFileSync(path.join(repoDir, 'package.json'), path.join(app, 'package.json'));
  mkdirSync(path.join(app, 'gateway'), { recursive: true });
  copyFileSync(path.join(repoDir, 'gateway', 'routes.json'), path.join(app, 'gateway', 'routes.json'));
  copyFileSync(sh('readlink', ['-f', process.execPath]).trim(), path.join(ctx, 'node'));
  writeFileSync(
    path.join(ctx, 'Dockerfile'),
    `# Generated by deploy/swarm/images.mjs: every Hearth service in one image (the stack picks the
# folder with working_dir), FROM the debootstrapped base, with this machine's Node 20.
ARG BASE
FROM \${BASE}
COPY node /usr/local/bin/node
RUN useradd --uid 1000 --create-home --shell /usr/sbin/nologin node && mkdir /data && chown node:node /data
COPY app/ /app/
ENV NODE_ENV=production DATA_DIR=/data
USER 1000:1000
WORKDIR /app
CMD ["node", "dist/main.js"]
`,
  );
  return { ctx, workspaces: [...workspaces].sort(), dependencies: entries.length };
}

/** The gateway's context: Debian's nginx, the config rendered for Swarm, every front end. */
function gatewayContext({ gateways }) {
  const ctx = path.join(CONTEXTS, 'gateway');
  rmSync(ctx, { recursive: true, force: true });
  mkdirSync(path.join(ctx, 'html'), { recursive: true });
  sh(process.execPath, [path.join(repoDir, 'gateway/dist/nginx/render-cli.js'), path.join(ctx, 'nginx'), '--resolver', '127.0.0.11', '--gateways', String(gateways)]);
  const openapi = path.join(repoDir, 'single-process/dist/openapi/render-cli.js');
  if (existsSync(openapi)) sh(process.execPath, [openapi, path.join(ctx, 'nginx')]);
  const frontends = JSON.parse(
    sh(process.execPath, ['-e', "console.log(JSON.stringify(require('./gateway/dist').loadRouteTable().frontends.map((f) => ({ name: f.name }))))"], { cwd: repoDir }),
  );
  const missing = [];
  for (const { name } of frontends) {
    const dist = path.join(repoDir, name, 'dist');
    if (existsSync(dist)) cpSync(dist, path.join(ctx, 'html', name), { recursive: true });
    else missing.push(name);
  }
  if (missing.length) log(`warning: no build of ${missing.join(', ')}: the gateway image will not serve them`);
  writeFileSync(
    path.join(ctx, 'Dockerfile'),
    `# Generated by deploy/swarm/images.mjs: Debian's nginx with the config rendered by
# gateway/dist/nginx/render-cli.js --resolver 127.0.0.11 --gateways ${gateways}, and every front end.
ARG BASE
FROM \${BASE}
RUN rm -rf /etc/nginx/sites-enabled /etc/nginx/conf.d /usr/share/nginx/html && mkdir -p /usr/share/nginx/html
COPY nginx/ /etc/nginx/
COPY html/ /usr/share/nginx/html/
USER 33:33
EXPOSE 8080
CMD ["nginx", "-e", "/dev/stderr", "-g", "daemon off;"]
`,
  );
  return { ctx, missing };
}

/** PostgreSQL 15 (primary or streaming replica) and RabbitMQ 3.10, from the base's Debian packages. */
function infraContext(name) {
  const ctx = path.join(CONTEXTS, name);
  rmSync(ctx, { recursive: true, force: true });
  mkdirSync(ctx, { recursive: true });
  copyFileSync(path.join(swarmDir, 'images', `${name}-entrypoint.sh`), path.join(ctx, 'entrypoint.sh'));
  chmodSync(path.join(ctx, 'entrypoint.sh'), 0o755);
  writeFileSync(
    path.join(ctx, 'Dockerfile'),
    `# Generated by deploy/swarm/images.mjs from deploy/swarm/images/${name}-entrypoint.sh.
ARG BASE
FROM \${BASE}
COPY entrypoint.sh /usr/local/bin/entrypoint.sh
ENTRYPOINT ["/usr/bin/tini", "--", "/usr/local/bin/entrypoint.sh"]
`,
  );
  return { ctx };
}

function contentTag(ctx, base) {
  const hash = createHash('sha256').update(base);
  hashTree(hash, ctx);
  return hash.digest('hex').slice(0, 16);
}


async function buildAndPush(node, name, ctx, base, needBase) {
  const tag = contentTag(ctx, base);
  const ref = `${NET.registry}/hearth-swarm/${name}:${tag}`;
  if (await registryHas(name, tag)) {
    log(`${name}: ${ref} already in the registry`);
    return ref;
  }
  await needBase();
  log(`${name}: building ${ref}`);
  const code = await dockerStream(node, ['build', '-q', '--build-arg', `BASE=${base}`, '-t', ref, ctx], { env: { DOCKER_BUILDKIT: '0' }, prefix: `  [${name}]` });
  if (code !== 0) throw new Error(`docker build of ${name} failed`);
  await push(node, ref);
  return ref;
}

async function registryHas(name, tag) {
  const r = await fetch(`http://${NET.registry}/v2/hearth-swarm/${name}/manifests/${tag}`, {
    method: 'HEAD',
    headers: { Accept: 'application/vnd.docker.distribution.manifest.v2+json' },
  });
  return r.ok;
}

async function push(node, ref) {
  const code = await dockerStream(node, ['push', ref], { prefix: '  [push]' });
  if (code !== 0) throw new Error(`docker push ${ref} failed`);
}

/**
 * Builds (or finds in the registry) every image, on the first node's daemon, and returns their
 * references: { base, service, gateway, postgres, rabbitmq }.
 */
export async function ensureImages(node, { gateways = 2 } = {}) {
  const tar = ensureRootfs();
  const st = statSync(tar);
  const baseTag = createHash('sha256').update(`${st.size}:${st.mtimeMs}`).digest('hex').slice(0, 16);
  const base = `${NET.registry}/hearth-swarm/base:${baseTag}`;
  let basePresent = false;
  const needBase = async () => {
    if (basePresent) return;
    if (await registryHas('base', baseTag)) {
      log(`base: ${base} is in the registry; pulling it for a build`);
      const code = await dockerStream(node, ['pull', '-q', base]);
      if (code !== 0) throw new Error(`docker pull ${base} failed`);
    } else {
      log(`base: docker import of ${tar}`);
      sh(DOCKER, ['-H', `unix://${node.socket}`, 'import', '--change', 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', '--change', 'ENV LANG=C.UTF-8', tar, base], { timeout: 10 * 60_000 });
      await push(node, base);
    }
    basePresent = true;
  };
  const service = serviceContext();
  log(`service context: ${service.workspaces.join(' ')}, ${service.dependencies} production packages`);
  const images = { base };
  images.service = await buildAndPush(node, 'service', service.ctx, base, needBase);
  images.gateway = await buildAndPush(node, 'gateway', gatewayContext({ gateways }).ctx, base, needBase);
  images.postgres = await buildAndPush(node, 'postgres', infraContext('postgres').ctx, base, needBase);
  images.rabbitmq = await buildAndPush(node, 'rabbitmq', infraContext('rabbitmq').ctx, base, needBase);
  sh('rm', ['-rf', CONTEXTS]);
  return images;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(swarmDir, 'images.mjs') && process.argv[2] !== 'rootfs') {
  const { withCluster } = await import('./cluster.mjs');
  await withCluster(async ([first]) => {
    const images = await ensureImages(first);
    console.log(JSON.stringify(images, null, 2));
  });
}
