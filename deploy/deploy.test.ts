// Checks deploy/ against the route table without Docker or a cluster: the files parse, compose and
// Kubernetes run every service the gateway proxies to that this checkout has, on the ports it
// uses, with probes on /readyz and /healthz, the generated files are current, and no secret is
// committed. For Kubernetes also: several pods of everything (autoscaler, disruption budget, spread
// over nodes), migrations in an init container, and network policies that allow exactly the flows
// the services use.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { containerEnvironment } from '../gateway/src/nginx/environments';
import { existingServices, loadRouteTable } from '../gateway/src/route-table';
import { MIGRATE_ONLY } from '../packages/service-kit/src/run-domain-process';

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
      for (const container of [...(pod.initContainers ?? []), ...pod.containers]) {
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

/** The pods a Service sends to (its selector) and the container port behind its first port. */
function behindService(host: string, port: number): { pods: Manifest; port: number } {
  const service = named('Service', host)!;
  const servicePort = service.spec.ports.find((p: Manifest) => p.port === port);
  const workload = [...ofKind('Deployment'), ...ofKind('StatefulSet')].find((w) =>
    Object.entries(service.spec.selector).every(([k, v]) => w.spec.template.metadata.labels[k] === v),
  )!;
  const container = mainContainer(workload);
  const target = servicePort.targetPort;
  const containerPort = typeof target === 'number' ? target : container.ports.find((p: Manifest) => p.name === target).containerPort;
  return { pods: service.spec.selector, port: containerPort };
}

/** host:port of a URL, and the pod name label and container port it reaches. */
function reachedBy(url: string): { to: string; port: number } {
  const { hostname, port } = new URL(url);
  const target = behindService(hostname, Number(port));
  return { to: target.pods['app.kubernetes.io/name'], port: target.port };
}

/** Each service's source, tests left out: what it calls is read from there. */
function sourceOf(workload: string): string {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(file);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
    });
  return files(path.join(repoDir, workload, 'src'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

const workloads = () => ofKind('Deployment');
const podLabels = (workload: Manifest) => workload.spec.template.metadata.labels;
const nameOf = (selector: Manifest) => selector?.matchLabels?.['app.kubernetes.io/name'];

describe('Kubernetes: several pods of every service and of the gateway', () => {
  it('leaves the count to an autoscaler (autoscaling/v2, on CPU) that never goes below 2', () => {
    for (const deployment of workloads()) {
      const name = deployment.metadata.name;
      const hpa = ofKind('HorizontalPodAutoscaler').filter((h) => h.spec.scaleTargetRef.name === name);
      expect(hpa.map((h) => ({ apiVersion: h.apiVersion, target: h.spec.scaleTargetRef }))).toEqual([
        { apiVersion: 'autoscaling/v2', target: { apiVersion: 'apps/v1', kind: 'Deployment', name } },
      ]);
      const { minReplicas, maxReplicas, metrics } = hpa[0]!.spec;
      expect({ name, min: minReplicas >= 2, max: maxReplicas >= minReplicas }).toEqual({ name, min: true, max: true });
      expect(metrics).toContainEqual({
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: expect.any(Number) } },
      });
      // Utilization is relative to the request, and an apply must not reset what the autoscaler set.
      expect(mainContainer(deployment).resources.requests.cpu).toBeDefined();
      expect({ name, replicas: deployment.spec.replicas }).toEqual({ name, replicas: undefined });
    }
  });

  it('gives each a disruption budget that lets one pod go at a time', () => {
    for (const deployment of workloads()) {
      const name = deployment.metadata.name;
      const budgets = ofKind('PodDisruptionBudget').filter((b) => nameOf(b.spec.selector) === name);
      expect(budgets.map((b) => b.apiVersion)).toEqual(['policy/v1']);
      const { selector, maxUnavailable, minAvailable } = budgets[0]!.spec;
      expect(selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
      const minReplicas = ofKind('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === name)!.spec.minReplicas;
      // One of the two: at most one pod down, or at least one up while a drain can still go on.
      const oneAtATime = maxUnavailable === 1 && minAvailable === undefined;
      const oneLeft = minAvailable >= 1 && minAvailable < minReplicas && maxUnavailable === undefined;
      expect({ name, budget: oneAtATime || oneLeft }).toEqual({ name, budget: true });
    }
  });

  it('spreads the pods over nodes, and still schedules them when it cannot', () => {
    for (const deployment of workloads()) {
      const constraints = deployment.spec.template.spec.topologySpreadConstraints;
      expect(constraints).toContainEqual({
        maxSkew: 1,
        topologyKey: 'kubernetes.io/hostname',
        whenUnsatisfiable: 'ScheduleAnyway',
        labelSelector: { matchLabels: deployment.spec.selector.matchLabels },
      });
    }
  });

  it('rolls out a new version by adding a pod before removing one', () => {
    for (const deployment of workloads()) {
      expect({ name: deployment.metadata.name, strategy: deployment.spec.strategy }).toEqual({
        name: deployment.metadata.name,
        strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      });
    }
  });

  it('gives every svc-auth pod the one signing key of the Secret, never a key file of its own', () => {
    const env: Manifest[] = mainContainer(named('Deployment', 'svc-auth')!).env;
    expect(env.find((e) => e.name === 'JWT_PRIVATE_KEY')!.valueFrom.secretKeyRef).toEqual({ name: 'hearth-secrets', key: 'JWT_PRIVATE_KEY' });
    expect(env.map((e) => e.name)).not.toContain('JWT_KEY_FILE');
    expect(Object.keys(named('ConfigMap', 'hearth-config')!.data)).not.toContain('JWT_KEY_FILE');
  });

  it("lets PostgreSQL accept every connection the services' pools may open at the autoscalers' maximum, mid-rollout", () => {
    // Each pod's pool opens up to 10 (packages/service-kit/src/data/data-source.ts, `max`), and its
    // outbox relay one session of its own to contend for leadership; 3 stay reserved for superusers.
    const perPod = 11;
    const args: string[] = mainContainer(named('StatefulSet', 'postgres')!).args;
    const maxConnections = Number(args.find((arg) => arg.startsWith('max_connections='))!.split('=')[1]);
    const pods = services.map((service) => {
      const deployment = named('Deployment', service.workload)!;
      const hpa = ofKind('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === service.workload)!;
      return hpa.spec.maxReplicas + deployment.spec.strategy.rollingUpdate.maxSurge;
    });
    expect(pods.reduce((sum, n) => sum + n * perPod, 3)).toBeLessThanOrEqual(maxConnections);
  });
});

describe('Kubernetes: migrations', () => {
  // Several pods of a service start at once (the autoscaler's minimum, a rollout, a scale-up): each
  // migrates first, in its init container, under the advisory lock the service's start takes on its
  // schema, so they take turns and each migration runs once. That the mode holds the lock, and that
  // three at once apply a migration once, is tested in packages/service-kit/src/run-domain-process.test.ts.
  it("migrates each service's schema in an init container of its own image, before the service starts", () => {
    for (const service of services) {
      const deployment = named('Deployment', service.workload)!;
      const init: Manifest[] = deployment.spec.template.spec.initContainers;
      expect(init.map((c) => ({ name: c.name, image: c.image, command: c.command }))).toEqual([
        { name: 'migrate', image: mainContainer(deployment).image, command: ['node', 'dist/main.js', MIGRATE_ONLY] },
      ]);
    }
    // The image's own command is the service, so the init container runs the same entry, one flag more.
    expect(read('docker/service.Dockerfile')).toMatch(/^CMD \["node", "dist\/main\.js"\]$/m);
    // One mechanism: no Job that could migrate beside them.
    expect(ofKind('Job')).toEqual([]);
  });

  it('finds what to migrate where --migrate-only looks: `<name>Migrations` of the index beside dist/main.js', async () => {
    for (const service of services) {
      const index: Record<string, unknown> = await import(path.join(repoDir, service.workload, 'src', 'index.ts'));
      const migrations = index[`${service.name}Migrations`];
      expect({ service: service.workload, migrations: Array.isArray(migrations) && migrations.length > 0 }).toEqual({
        service: service.workload,
        migrations: true,
      });
    }
  });

  it('gives the migration the database and nothing else secret', () => {
    for (const service of services) {
      const [migrate] = named('Deployment', service.workload)!.spec.template.spec.initContainers;
      const secrets = migrate.env.filter((e: Manifest) => e.valueFrom?.secretKeyRef).map((e: Manifest) => e.name);
      expect(secrets).toEqual(['DATABASE_URL']);
      expect(migrate.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
    }
  });
});

describe('Kubernetes: network policies', () => {
  const policies = () => ofKind('NetworkPolicy');
  const config: Manifest = named('ConfigMap', 'hearth-config')!.data;
  const secretExample: Manifest = ofKind('Secret')[0]!.stringData;
  const mailPorts = [465, 587];

  /** Every flow the policies allow between named pods, as seen from the calling side and from the called side. */
  function allowedFlows() {
    const egress = new Set<string>();
    const ingress = new Set<string>();
    for (const policy of policies()) {
      const self = nameOf(policy.spec.podSelector);
      if (!self) continue;
      for (const rule of policy.spec.egress ?? []) {
        for (const peer of rule.to ?? []) {
          if (!peer.podSelector) continue;
          for (const { port } of rule.ports) egress.add(`${self} -> ${nameOf(peer.podSelector)}:${port}`);
        }
      }
      for (const rule of policy.spec.ingress ?? []) {
        for (const peer of rule.from ?? []) {
          for (const { port } of rule.ports) ingress.add(`${nameOf(peer.podSelector)} -> ${self}:${port}`);
        }
      }
    }
    return { egress: [...egress].sort(), ingress: [...ingress].sort() };
  }

  it('deny every connection into and out of every pod of the namespace by default', () => {
    const denyAll = policies().filter((p) => Object.keys(p.spec.podSelector).length === 0 && !p.spec.ingress && !p.spec.egress);
    expect(denyAll.map((p) => [...p.spec.policyTypes].sort())).toEqual([['Egress', 'Ingress']]);
  });

  it("let every pod ask the cluster's DNS on port 53, and nothing else that selects every pod", () => {
    const everyPod = policies().filter((p) => Object.keys(p.spec.podSelector).length === 0 && (p.spec.ingress || p.spec.egress));
    expect(everyPod.map((p) => ({ types: p.spec.policyTypes, ingress: p.spec.ingress, egress: p.spec.egress }))).toEqual([
      {
        types: ['Egress'],
        ingress: undefined,
        egress: [
          {
            to: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } }, podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } } }],
            ports: [{ protocol: 'UDP', port: 53 }, { protocol: 'TCP', port: 53 }],
          },
        ],
      },
    ]);
  });

  it('let anyone reach the gateway on its port, and only the gateway', () => {
    const open = policies().flatMap((p) =>
      (p.spec.ingress ?? []).filter((rule: Manifest) => !rule.from).map((rule: Manifest) => ({ pods: nameOf(p.spec.podSelector), ports: rule.ports })),
    );
    expect(open).toEqual([{ pods: 'gateway', ports: [{ protocol: 'TCP', port: gatewayPort }] }]);
  });

  it('allow exactly the flows Hearth uses, at both ends: gateway to services, services to PostgreSQL, RabbitMQ and the services they call', () => {
    const calls = (pattern: RegExp) => services.filter((s) => pattern.test(sourceOf(s.workload)));
    const verifiers = calls(/createTokenVerifier\(options\.keys/);
    const askHousehold = calls(/options\.membership/);
    // What the code says today; a change here is a change to the policies too.
    expect(verifiers.map((s) => s.name).sort()).toEqual(services.filter((s) => s.name !== 'auth').map((s) => s.name).sort());
    expect(askHousehold.map((s) => s.name).sort()).toEqual(['planning', 'recipes'].filter((n) => services.some((s) => s.name === n)));

    const flow = (from: string, { to, port }: { to: string; port: number }) => `${from} -> ${to}:${port}`;
    const expected = [
      ...services.map((s) => flow('gateway', reachedBy(`http://${gatewayEnv.upstream(s)}`))),
      ...services.flatMap((s) => [flow(s.workload, reachedBy(secretExample.DATABASE_URL)), flow(s.workload, reachedBy(secretExample.AMQP_URL))]),
      ...verifiers.map((s) => flow(s.workload, reachedBy(config.AUTH_JWKS_URL))),
      ...askHousehold.map((s) => flow(s.workload, reachedBy(config.HOUSEHOLD_MEMBERSHIP_URL))),
    ].sort();
    const { egress, ingress } = allowedFlows();
    expect(egress).toEqual(expected);
    expect(ingress).toEqual(expected);
  });

  it('let only the services that send mail reach SMTP, on the submission ports alone', () => {
    const senders = services.filter((s) => /createMailer\(/.test(sourceOf(s.workload))).map((s) => s.workload).sort();
    const reachSmtp = policies()
      .filter((p) => (p.spec.egress ?? []).some((rule: Manifest) => rule.to?.some((peer: Manifest) => peer.ipBlock)))
      .map((p) => nameOf(p.spec.podSelector))
      .sort();
    expect(reachSmtp).toEqual(senders);
    for (const service of services) {
      const smtpUrl = mainContainer(named('Deployment', service.workload)!).env.find((e: Manifest) => e.name === 'SMTP_URL');
      expect({ service: service.workload, smtp: Boolean(smtpUrl) }).toEqual({ service: service.workload, smtp: senders.includes(service.workload) });
    }
  });

  it('allow nothing broader: every rule names its peers and its ports, and no egress goes everywhere', () => {
    for (const policy of policies()) {
      const where = policy.metadata.name;
      for (const [direction, rules] of [['from', policy.spec.ingress ?? []], ['to', policy.spec.egress ?? []]] as const) {
        for (const rule of rules) {
          expect({ where, ports: rule.ports?.length > 0 }).toEqual({ where, ports: true });
          for (const port of rule.ports) expect({ where, port }).toEqual({ where, port: { protocol: expect.stringMatching(/^(TCP|UDP)$/), port: expect.any(Number) } });
          if (direction === 'from' && !rule.from) continue; // the gateway's, checked above
          expect({ where, direction, peers: rule[direction]?.length > 0 }).toEqual({ where, direction, peers: true });
          for (const peer of rule[direction]) {
            if (peer.namespaceSelector) continue; // DNS, checked above
            if (peer.ipBlock) {
              // Mail only: SMTP ports, and a policy that names its pods.
              expect({ where, peer, ports: rule.ports.map((p: Manifest) => p.port) }).toEqual({ where, peer: { ipBlock: { cidr: '0.0.0.0/0' } }, ports: mailPorts });
              continue;
            }
            expect({ where, peer: Object.keys(peer), name: typeof nameOf(peer.podSelector) }).toEqual({ where, peer: ['podSelector'], name: 'string' });
          }
        }
      }
    }
  });

  it("give every pod Hearth runs a policy of its own, selecting it by name", () => {
    const selected = policies().map((p) => nameOf(p.spec.podSelector)).filter(Boolean).sort();
    const pods = [...ofKind('Deployment'), ...ofKind('StatefulSet')].map((w) => podLabels(w)['app.kubernetes.io/name']).sort();
    expect(selected).toEqual(pods);
  });
});

describe('Kubernetes API shapes', () => {
  const versions: Record<string, string> = {
    Namespace: 'v1',
    ConfigMap: 'v1',
    Secret: 'v1',
    Service: 'v1',
    Deployment: 'apps/v1',
    StatefulSet: 'apps/v1',
    PodDisruptionBudget: 'policy/v1',
    HorizontalPodAutoscaler: 'autoscaling/v2',
    NetworkPolicy: 'networking.k8s.io/v1',
  };
  // The fields of each spec as the API defines them (a misspelt one would be refused by the server).
  const specFields: Record<string, string[]> = {
    PodDisruptionBudget: ['selector', 'minAvailable', 'maxUnavailable', 'unhealthyPodEvictionPolicy'],
    HorizontalPodAutoscaler: ['scaleTargetRef', 'minReplicas', 'maxReplicas', 'metrics', 'behavior'],
    NetworkPolicy: ['podSelector', 'policyTypes', 'ingress', 'egress'],
    Deployment: ['replicas', 'selector', 'template', 'strategy', 'minReadySeconds', 'revisionHistoryLimit', 'progressDeadlineSeconds', 'paused'],
  };
  const containerFields = [
    'name', 'image', 'command', 'args', 'ports', 'env', 'envFrom', 'resources', 'securityContext', 'volumeMounts',
    'startupProbe', 'readinessProbe', 'livenessProbe', 'lifecycle',
  ];

  it('uses the API version that serves each kind, and only fields it defines', () => {
    for (const manifest of k8s) {
      expect({ kind: manifest.kind, apiVersion: manifest.apiVersion }).toEqual({ kind: manifest.kind, apiVersion: versions[manifest.kind] });
      const fields = specFields[manifest.kind];
      if (fields) for (const key of Object.keys(manifest.spec)) expect({ kind: manifest.kind, key, known: fields.includes(key) }).toEqual({ kind: manifest.kind, key, known: true });
    }
    for (const workload of [...ofKind('Deployment'), ...ofKind('StatefulSet')]) {
      const pod = workload.spec.template.spec;
      for (const container of [...(pod.initContainers ?? []), ...pod.containers]) {
        for (const key of Object.keys(container)) expect({ container: container.name, key, known: containerFields.includes(key) }).toEqual({ container: container.name, key, known: true });
      }
    }
    for (const policy of ofKind('NetworkPolicy')) {
      for (const rule of [...(policy.spec.ingress ?? []), ...(policy.spec.egress ?? [])]) {
        for (const key of Object.keys(rule)) expect(['from', 'to', 'ports']).toContain(key);
        for (const peer of [...(rule.from ?? []), ...(rule.to ?? [])]) {
          for (const key of Object.keys(peer)) expect(['podSelector', 'namespaceSelector', 'ipBlock']).toContain(key);
        }
      }
    }
  });
});

describe('deploy/render.mjs', () => {
  it('renders the same bytes every time', () => {
    const render = () =>
      spawnSync(process.execPath, ['--input-type=module', '-e', `import { renderDeploy } from ${JSON.stringify(path.join(deployDir, 'render.mjs'))}; process.stdout.write(JSON.stringify(renderDeploy()));`], {
        encoding: 'utf8',
      });
    const [first, second] = [render(), render()];
    expect(first.stderr).toBe('');
    expect(Object.keys(JSON.parse(first.stdout))).toContain('k8s/network-policies.yaml');
    expect(second.stdout).toBe(first.stdout);
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
      for (const init of deployment.spec.template.spec.initContainers ?? []) expect(init.image).toBe(mainContainer(deployment).image);
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
