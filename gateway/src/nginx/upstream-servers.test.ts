import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadRouteTable } from '../route-table';
import { localStackEnvironment } from './environments';
import { renderNginxConfig, writeNginxConfig } from './render';

const table = loadRouteTable();
const repoDir = path.resolve(__dirname, '../../..');

describe('a local stack with several replicas of each service', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-nginx-replicas-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('puts every replica of a service in its upstream, and nginx accepts it', async () => {
    const portsOf = (name: string) => {
      const port = table.services.find((service) => service.name === name)!.port;
      return [port + 100, port + 200];
    };
    const env = localStackEnvironment({ repoDir, runtimeDir: dir, listen: '127.0.0.1:18998', portOf: (name) => portsOf(name)[0]!, portsOf });
    const files = await renderNginxConfig(table, env);
    for (const service of table.services) {
      const [first, second] = portsOf(service.name);
      expect(files['upstreams.conf']).toContain(`upstream ${service.name} {\n  server 127.0.0.1:${first};\n  server 127.0.0.1:${second};\n  keepalive 16;`);
    }
    await writeNginxConfig(dir, files);
    const result = spawnSync('nginx', ['-t', '-p', dir, '-c', 'nginx.conf'], { encoding: 'utf8' });
    expect(result.stderr).toContain('test is successful');
  });

  it('keeps one server per upstream without them', async () => {
    const env = localStackEnvironment({ repoDir, runtimeDir: dir, listen: '127.0.0.1:18998', portOf: () => 3999 });
    const files = await renderNginxConfig(table, env);
    expect(files['upstreams.conf']!.match(/server /g)).toHaveLength(table.services.length);
  });
});
