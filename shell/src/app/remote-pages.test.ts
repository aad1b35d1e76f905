// Every page the shell routes to (and every widget it shows) is exposed by its remote: read from
// each remote's webpack config, so a renamed or missing page fails here rather than as an error
// area in the browser. A remote whose mf-<name>/ folder does not exist yet is checked once it does.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remotes, type RemoteName } from '../remotes/remote-registry';
import { remotePages } from './remote-pages';

// The remotes' configs construct the Module Federation plugin; only its options matter here.
jest.mock('@module-federation/enhanced/webpack', () => ({
  ModuleFederationPlugin: class {
    constructor(readonly options: { name: string; exposes: Record<string, string> }) {}
  },
}));

const repoDir = path.resolve(__dirname, '../../..');
const remoteNames = Object.keys(remotePages) as RemoteName[];
const existing = remoteNames.filter((name) => existsSync(path.join(repoDir, `mf-${name}`, 'webpack.config.js')));

interface FederationOptions {
  name: string;
  exposes: Record<string, string>;
}

function federationOptions(remote: RemoteName): FederationOptions {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack config is CommonJS
  const config = require(path.join(repoDir, `mf-${remote}`, 'webpack.config.js'))({}, { mode: 'production' });
  const plugin = config.plugins.find((p: { options?: FederationOptions }) => p.options?.exposes);
  return plugin.options;
}

/** Every `<RemoteArea remote="x" module="./Y" />` written out in the shell's sources. */
function remoteAreasInSources(dir = path.join(repoDir, 'shell', 'src')): { remote: string; page: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return remoteAreasInSources(file);
    if (!/\.tsx$/.test(entry.name) || /\.test\.tsx$/.test(entry.name)) return [];
    return [...readFileSync(file, 'utf8').matchAll(/remote="([\w-]+)"\s+module="\.\/(\w+)"/g)].map((m) => ({ remote: m[1]!, page: m[2]! }));
  });
}

describe("the shell's remote pages", () => {
  it('has a remote folder to check (mf-household at least)', () => {
    expect(existing).toContain('household');
  });

  it.each(existing)('every page and widget the shell takes from the %s remote is exposed by its webpack config', (remote) => {
    const options = federationOptions(remote);
    expect(options.name).toBe(remote);
    const exposed = Object.keys(options.exposes);
    expect([...remotePages[remote]].map((page) => `./${page}`).filter((module) => !exposed.includes(module))).toEqual([]);
  });

  it('lists every remote module the shell names outside routes.tsx', () => {
    const unlisted = remoteAreasInSources().filter(
      ({ remote, page }) => !(remotePages as Record<string, readonly string[]>)[remote]?.includes(page),
    );
    expect(unlisted).toEqual([]);
  });

  it('registers each remote where the gateway serves it: a domain of gateway/routes.json', () => {
    const { domains } = JSON.parse(readFileSync(path.join(repoDir, 'gateway', 'routes.json'), 'utf8')) as {
      domains: { name: string; remote?: boolean }[];
    };
    const withRemote = domains.filter((domain) => domain.remote !== false).map((domain) => domain.name);
    expect(remoteNames.sort()).toEqual(withRemote.sort());
    for (const name of remoteNames) expect(remotes[name]).toBe(`/mf/${name}/mf-manifest.json`);
  });
});
