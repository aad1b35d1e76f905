// Checks deploy/ against the route table without Docker or a cluster: the files parse, compose and
// Kubernetes run every service the gateway proxies to that this checkout has, on the ports it
// uses, with probes on /readyz and /healthz, the generated files are current, and no secret is
// committed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { containerEnvironment } from '../gateway/src/nginx/environments';
import { existingServices, loadRouteTable } from '../gateway/src/route-table';

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are untyped YAML */
type Manifest = Record<string, any>;

const deployDir = __dirname;
const repoDir = path.resolve(deployDir, '..');
const table = loadRouteTable();
const gatewayEnv = containerEnvironment();
const gatewayPort = Number(gatewayEnv.listen);
// The services of the domain list whose svc-<name> folder exists: a later domain is routed by the
// gateway but deployed only once it is there.
const services = existingServices(table).map((service) => ({ ...service, workload: `svc-${service.name}` }));

/** Files under deploy/, relative to it; `.env` holds local secrets and is git-ignored. */
function deployFiles(dir = deployDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : deployFiles(file);
    return entry.name === '.env' ? [] : [path.relative(deployDir, file)];
  });
}

const yamlFiles = deployFiles().filter((file) => /\.ya?ml$/.test(file));
const read = (file: string) => readFileSync(path.join(deployDir, file), 'utf8');
// Compose merges `<<: *anchor` keys; read it the way compose does.
const compose: Manifest = parse(read('compose.yaml'), { merge: true });
const k8sFiles = yamlFiles.filter((file) => file.startsWith('k8s/') && !file.endsWith('kustomization.yaml'));
const k8s: (Manifest & { file: string })[] = k8sFiles.flatMap((file) =>
  parseAllDocuments(read(file)).map((doc) => ({ ...doc.toJS(), file })),
);
const ofKind = (kind: string) => k8s.filter((manifest) => manifest.kind === kind);
const named = (kind: string, name: string) => ofKind(kind).find((manifest) => manifest.metadata.name === name);

/** The container's port number behind a probe's port, which may be a port name. */
function probePort(container: Manifest, probe: Manifest): number | undefined {
  const port = probe.httpGet?.port;
  if (typeof port === 'number') return port;
  return container.ports?.find((p: Manifest) => p.name === port)?.containerPort;
}

function mainContainer(deployment: Manifest): Manifest {
  return deployment.spec.template.spec.containers[0];
}

describe('deploy/', () => {
  it('holds what deploy/render.mjs makes from the domain list (else: npm run render:deploy)', () => {
    const check = spawnSync(process.execPath, [path.join(deployDir, 'render.mjs'), '--check'], { encoding: 'utf8' });
    expect(check.stdout + check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('every YAML file parses', () => {
    expect(yamlFiles).toEqual(expect.arrayContaining(['compose.yaml', 'k8s/kustomization.yaml']));
    for (const file of yamlFiles) {
      const errors = parseAllDocuments(read(file)).flatMap((doc) => doc.errors.map((e) => `${file}: ${e.message}`));
      expect(errors).toEqual([]);
    }
  });
});

describe('compose', () => {
  it('runs every service of the route table, the gateway, PostgreSQL and RabbitMQ', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [...services.map((s) => s.workload), 'gateway', 'postgres', 'rabbitmq'].sort(),
    );
  });

  it('runs each service on the port the gateway proxies to, healthy once /readyz answers', () => {
    for (const service of services) {
      const definition = compose.services[service.workload];
      expect(`${service.workload}:${definition.environment.PORT}`).toBe(gatewayEnv.upstream(service));
      expect(definition.healthcheck.test.join(' ')).toContain('/readyz');
      expect(definition.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        rabbitmq: { condition: 'service_healthy' },
      });
    }
  });

  it('publishes the gateway on 8080', () => {
    expect(gatewayPort).toBe(8080);
    expect(compose.services.gateway.ports).toContain(`${gatewayPort}:${gatewayPort}`);
  });

  it('points every service at svc-auth for its public keys', () => {
    const auth = services.find((s) => s.name === 'auth')!;
    for (const service of services) {
      expect(compose.services[service.workload].environment.AUTH_JWKS_URL).toBe(
        `http://${gatewayEnv.upstream(auth)}/api/auth/.well-known/jwks.json`,
      );
    }
  });

  it('names no service whose folder this checkout lacks', () => {
    const named = Object.keys(compose.services).filter((name) => name.startsWith('svc-'));
    for (const name of named) expect({ name, exists: existsSync(path.join(repoDir, name, 'package.json')) }).toEqual({ name, exists: true });
    expect(compose.services.gateway.depends_on.sort()).toEqual(services.map((s) => s.workload).sort());
  });

  it('builds every image from a Dockerfile that exists, from the repository root', () => {
    const builds = Object.values<Manifest>(compose.services).filter((s) => s.build);
    expect(builds).toHaveLength(services.length + 1);
    for (const { build } of builds) {
      expect(path.resolve(deployDir, build.context)).toBe(repoDir);
      expect(existsSync(path.join(repoDir, build.dockerfile))).toBe(true);
    }
    for (const service of services) {
      expect(compose.services[service.workload].build.args.SERVICE).toBe(service.workload);
    }
  });

  it('takes the signing key and passwords from the environment, never from the file', () => {
    const required = /^\$\{[A-Z_]+:\?[^}]*\}$/;
    expect(compose.services['svc-auth'].environment.JWT_PRIVATE_KEY).toMatch(required);
    expect(compose.services.postgres.environment.POSTGRES_PASSWORD).toMatch(required);
    expect(compose.services.rabbitmq.environment.RABBITMQ_DEFAULT_PASS).toMatch(required);
  });
});

describe('images', () => {
  const dockerfiles = deployFiles().filter((file) => file.endsWith('Dockerfile'));

  it('run as a non-root user, given by number so Kubernetes can check it', () => {
    expect(dockerfiles.sort()).toEqual(['docker/gateway.Dockerfile', 'docker/service.Dockerfile']);
    for (const file of dockerfiles) {
      const users = [...read(file).matchAll(/^USER\s+(\S+)/gm)].map((match) => match[1]);
      expect({ file, user: users.at(-1) }).toEqual({ file, user: expect.stringMatching(/^[1-9][0-9]*(:[0-9]+)?$/) });
    }
  });

  it('put the gateway config in /etc/nginx and each front end where the config serves it from', () => {
    const dockerfile = read('docker/gateway.Dockerfile');
    expect(dockerfile).toMatch(/COPY --from=build \/out\/nginx\/ \/etc\/nginx\//);
    for (const frontend of table.frontends) {
      const staticRoot = `${path.posix.dirname(gatewayEnv.staticDir(frontend))}/`;
      expect(dockerfile).toContain(`COPY --from=build /out/html/ ${staticRoot}`);
    }
  });
});

describe('Kubernetes', () => {
  it('runs a Deployment for every service of the route table and for the gateway', () => {
    expect(ofKind('Deployment').map((d) => d.metadata.name).sort()).toEqual(
      [...services.map((s) => s.workload), 'gateway'].sort(),
    );
  });

  it('names each Service and port the way the gateway config proxies to it', () => {
    for (const service of services) {
      const port = named('Service', service.workload)?.spec.ports[0].port;
      expect(`${service.workload}:${port}`).toBe(gatewayEnv.upstream(service));
    }
  });

  it('sends traffic to a service once /readyz answers and restarts it when /healthz stops answering', () => {
    for (const service of services) {
      const container = mainContainer(named('Deployment', service.workload)!);
      expect(container.readinessProbe.httpGet.path).toBe('/readyz');
      expect(container.livenessProbe.httpGet.path).toBe('/healthz');
      expect(probePort(container, container.readinessProbe)).toBe(service.port);
      expect(probePort(container, container.livenessProbe)).toBe(service.port);
      expect(container.env).toContainEqual({ name: 'PORT', value: String(service.port) });
    }
  });

  it('probes the gateway on a path nginx serves, on the port it listens on', () => {
    const container = mainContainer(named('Deployment', 'gateway')!);
    for (const probe of [container.readinessProbe, container.livenessProbe]) {
      expect(probe.httpGet.path).toBe('/');
      expect(probePort(container, probe)).toBe(gatewayPort);
    }
  });

  it('runs every workload as non-root, with resource requests and limits', () => {
    for (const workload of [...ofKind('Deployment'), ...ofKind('StatefulSet')]) {
      const pod = workload.spec.template.spec;
      expect({ name: workload.metadata.name, runAsNonRoot: pod.securityContext?.runAsNonRoot }).toEqual({
        name: workload.metadata.name,
        runAsNonRoot: true,
      });
      for (const container of pod.containers) {
        expect(container.resources.requests).toEqual({ cpu: expect.anything(), memory: expect.anything() });
        expect(container.resources.limits).toEqual({ cpu: expect.anything(), memory: expect.anything() });
        expect(container.securityContext.allowPrivilegeEscalation).toBe(false);
      }
    }
  });

  it('gives the services and gateway a read-only root file system with a writable /tmp', () => {
    for (const deployment of ofKind('Deployment')) {
      const container = mainContainer(deployment);
      expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
      expect(container.volumeMounts).toContainEqual({ name: 'tmp', mountPath: '/tmp' });
    }
  });

  it('reads configuration from hearth-config and secrets from hearth-secrets', () => {
    expect(named('ConfigMap', 'hearth-config')).toBeDefined();
    for (const service of services) {
      const container = mainContainer(named('Deployment', service.workload)!);
      expect(container.envFrom).toContainEqual({ configMapRef: { name: 'hearth-config' } });
      for (const key of ['DATABASE_URL', 'AMQP_URL']) {
        const variable = container.env.find((e: Manifest) => e.name === key);
        expect(variable.valueFrom.secretKeyRef).toMatchObject({ name: 'hearth-secrets', key });
      }
    }
    const authEnv = mainContainer(named('Deployment', 'svc-auth')!).env;
    expect(authEnv.find((e: Manifest) => e.name === 'JWT_PRIVATE_KEY').valueFrom.secretKeyRef.name).toBe(
      'hearth-secrets',
    );
  });

  it('runs PostgreSQL and RabbitMQ as StatefulSets on persistent volumes', () => {
    for (const name of ['postgres', 'rabbitmq']) {
      expect(named('StatefulSet', name)?.spec.volumeClaimTemplates).toHaveLength(1);
      expect(named('Service', name)).toBeDefined();
    }
  });

  it('applies every manifest through the kustomization, except the example Secret', () => {
    const kustomization: Manifest = parse(read('k8s/kustomization.yaml'));
    const listed = kustomization.resources.map((resource: string) => `k8s/${resource}`);
    expect(listed.sort()).toEqual(k8sFiles.filter((file) => file !== 'k8s/secret.example.yaml').sort());
    const images = kustomization.images.map((image: Manifest) => image.name);
    for (const deployment of ofKind('Deployment')) expect(images).toContain(mainContainer(deployment).image);
  });

  it('commits only an example Secret, every value of it a CHANGE-ME placeholder', () => {
    const secrets = ofKind('Secret');
    expect(secrets.map((secret) => secret.file)).toEqual(['k8s/secret.example.yaml']);
    for (const value of Object.values(secrets[0]!.stringData)) expect(value).toMatch(/CHANGE-ME/);
    expect(secrets[0]!.data).toBeUndefined();
  });
});

// kubectl renders the kustomization offline, without a cluster.
describe('kubectl kustomize deploy/k8s', () => {
  it('renders every service of this checkout and the gateway, in the hearth namespace', () => {
    const rendered = spawnSync('kubectl', ['kustomize', path.join(deployDir, 'k8s')], { encoding: 'utf8', maxBuffer: 16 << 20 });
    expect(rendered.stderr).toBe('');
    const manifests: Manifest[] = parseAllDocuments(rendered.stdout).map((doc) => doc.toJS());
    const deployments = manifests.filter((m) => m.kind === 'Deployment');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...services.map((s) => s.workload), 'gateway'].sort());
    for (const manifest of manifests.filter((m) => m.kind !== 'Namespace')) expect(manifest.metadata.namespace).toBe('hearth');
    for (const deployment of deployments) {
      expect(mainContainer(deployment).image).toBe(`hearth/${deployment.metadata.name}:dev`);
      expect(deployment.spec.template.metadata.labels['app.kubernetes.io/part-of']).toBe('hearth');
    }
  });
});

describe('secrets', () => {
  const placeholder = /^(\$\{[A-Z0-9_]+(:?[-?][^}]*)?\}|.*CHANGE-ME.*|<[^>]+>)$/;
  const committed = deployFiles().filter((file) => /\.(ya?ml|md)$|Dockerfile$/.test(file));

  it('no file under deploy/ holds a private key', () => {
    for (const file of committed) {
      expect({ file, privateKey: /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(read(file)) }).toEqual({
        file,
        privateKey: false,
      });
    }
  });

  it('every password in a manifest is a placeholder or a reference', () => {
    const found: { file: string; key: string; value: string }[] = [];
    const visit = (file: string, node: unknown, key = ''): void => {
      if (Array.isArray(node)) return node.forEach((item) => visit(file, item, key));
      if (node && typeof node === 'object') {
        const entry = node as Manifest;
        // Kubernetes env entries: { name: POSTGRES_PASSWORD, value: ... }
        if (typeof entry.name === 'string' && typeof entry.value === 'string') visit(file, entry.value, entry.name);
        return Object.entries(entry).forEach(([k, v]) => visit(file, v, k));
      }
      if (typeof node !== 'string') return;
      if (/pass(word)?$|_PASS$/i.test(key)) found.push({ file, key, value: node });
      // Credentials inside URLs: scheme://user:password@host
      for (const match of node.matchAll(/[a-z]+:\/\/[^:/@\s]+:(\$\{[^}]*\}|[^@\s]+)@/g)) {
        found.push({ file, key, value: match[1]! });
      }
    };
    for (const file of yamlFiles) {
      for (const doc of parseAllDocuments(read(file))) visit(file, doc.toJS());
    }
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter(({ value }) => !placeholder.test(value))).toEqual([]);
  });
});
