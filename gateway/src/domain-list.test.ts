// gateway/routes.json "domains" is the one list of domains: these check that it and the folders
// of the repository agree, and that every service can be created the one way `npm start` does.
import { readdirSync } from 'node:fs';
import { existingFrontends, existingServices, loadRouteTable, repoDir } from './route-table';

const table = loadRouteTable();
const folders = readdirSync(repoDir);

describe('the domain list', () => {
  it('makes each domain one service, and one remote at /mf/<name>/ unless its pages live in the shell', () => {
    expect(table.services.map((service) => service.name)).toEqual(table.domains.map((domain) => domain.name));
    expect(table.frontends[0]).toEqual({ name: 'shell', path: '/' });
    for (const domain of table.domains) {
      const remote = table.frontends.find((frontend) => frontend.name === `mf-${domain.name}`);
      expect({ domain: domain.name, remote: remote?.path }).toEqual({
        domain: domain.name,
        remote: domain.remote === false ? undefined : `/mf/${domain.name}/`,
      });
    }
  });

  it('gives every domain its own name, port and prefixes', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(table.domains.map((d) => d.name))).toBe(true);
    expect(unique(table.domains.map((d) => d.port))).toBe(true);
    expect(unique(table.domains.flatMap((d) => d.prefixes))).toBe(true);
  });

  it('has an entry for every svc-* and mf-* folder of the repository', () => {
    const listed = new Set(table.domains.map((domain) => domain.name));
    const unlisted = folders.filter((folder) => /^(svc|mf)-/.test(folder) && !listed.has(folder.replace(/^(svc|mf)-/, '')));
    expect(unlisted).toEqual([]);
  });

  it('finds the services and front ends this checkout has', () => {
    expect(existingServices(table).map((s) => s.name)).toEqual(expect.arrayContaining(['auth', 'household']));
    expect(existingFrontends(table).map((f) => f.name)).toEqual(expect.arrayContaining(['shell', 'mf-household']));
    for (const service of existingServices(table)) expect(folders).toContain(`svc-${service.name}`);
  });

  it.each(existingServices(table).map((service) => service.name))(
    'svc-%s exports its definition as service, which its process and npm start create it from',
    async (name) => {
      const exported = (await import(`@hearth/svc-${name}`)) as { service?: { name?: unknown; create?: unknown } };
      expect(exported.service?.name).toBe(name);
      expect(typeof exported.service?.create).toBe('function');
    },
  );
});
