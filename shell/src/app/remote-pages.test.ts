// Every page the shell routes to (and every widget it shows) comes from its remote's pages.json,
// and is exactly what the remote's webpack config exposes: a renamed, missing or unlisted page
// fails here rather than as an error area in the browser. A remote whose mf-<name>/ folder does
// not exist yet is checked once it does.
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { pagesForRoutes, readRemotePages, remoteNames, type PageAccess } from '@hearth/frontend-build/remote-pages';
import { GuestOnly } from '../guards/GuestOnly';
import { RequireAuth } from '../guards/RequireAuth';
import { remotes } from '../remotes/remote-registry';
import { remotePages } from './remote-pages';
import { routes } from './routes';

// The remotes' configs construct the Module Federation plugin; only its options matter here.
jest.mock('@module-federation/enhanced/webpack', () => ({
  ModuleFederationPlugin: class {
    constructor(readonly options: { name: string; exposes: Record<string, string> }) {}
  },
}));

const repoDir = path.resolve(__dirname, '../../..');
const pagesData = readRemotePages();
const names = Object.keys(pagesData);
const existing = names.filter((name) => existsSync(path.join(repoDir, `mf-${name}`, 'webpack.config.js')));

interface FederationOptions {
  name: string;
  exposes: Record<string, string>;
}

function federationOptions(remote: string): FederationOptions {
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

/** Each routed path with the guard above it (the innermost), and the remote area it renders, if any. */
function routed(list: RouteObject[], guard: PageAccess = 'public'): { path: string; access: PageAccess; area?: string }[] {
  return list.flatMap((route) => {
    const type = isValidElement(route.element) ? route.element.type : undefined;
    const access: PageAccess = type === RequireAuth ? 'signed-in' : type === GuestOnly ? 'guest-only' : guard;
    const props = isValidElement(route.element) ? (route.element.props as { remote?: string; module?: string }) : {};
    const here = route.path ? [{ path: route.path, access, ...(props.remote ? { area: `${props.remote}/${props.module}` } : {}) }] : [];
    return [...here, ...routed(route.children ?? [], access)];
  });
}

describe("the shell's remote pages", () => {
  it('has a remote folder to check (mf-household at least)', () => {
    expect(existing).toContain('household');
  });

  it.each(existing)("the %s remote's webpack config exposes its pages and widgets (pages.json), and nothing else", (remote) => {
    const options = federationOptions(remote);
    expect(options.name).toBe(remote);
    const { pages, widgets } = pagesData[remote]!;
    const listed = [...pages.map((page) => page.module), ...widgets].map((module) => `./${module}`);
    expect(Object.keys(options.exposes).sort()).toEqual(listed.sort());
  });

  it.each(existing)("a %s page module exports `prefetch` exactly when its pages.json says so", (remote) => {
    const { exposes } = federationOptions(remote);
    for (const page of pagesData[remote]!.pages) {
      const source = readFileSync(path.join(repoDir, `mf-${remote}`, exposes[`./${page.module}`]!), 'utf8');
      expect({ page: page.module, prefetch: /export (const|function|async function) prefetch\b/.test(source) }).toEqual({ page: page.module, prefetch: page.prefetch });
    }
  });

  it('routes every remote page at its path, behind the guard its access names, to its remote module', () => {
    const expected = names.flatMap((remote) => pagesData[remote]!.pages.map(({ path: at, access, module }) => ({ path: at, access, area: `${remote}/./${module}` })));
    const remoteRoutes = routed(routes).filter((route) => route.area);
    expect(remoteRoutes.sort((a, b) => a.path.localeCompare(b.path))).toEqual(expected.sort((a, b) => a.path.localeCompare(b.path)));
    // The shell's own pages are not also a remote's.
    const shellPaths = routed(routes).filter((route) => !route.area).map((route) => route.path);
    expect(expected.filter((page) => shellPaths.includes(page.path))).toEqual([]);
  });

  it('gives the page code what every pages.json says (path, access, module, first reads and view; widgets)', () => {
    expect(Object.keys(remotePages)).toEqual(names);
    for (const name of names) {
      expect(remotePages[name]!.pages).toEqual(
        pagesData[name]!.pages.map(({ path: at, access, module, firstData = [], firstView }) => ({
          path: at,
          access,
          module,
          ...(firstData.length > 0 && { firstData }),
          ...(firstView && { firstView }),
        })),
      );
      expect(remotePages[name]!.widgets).toEqual(pagesData[name]!.widgets);
    }
  });

  it("leaves out what a build does not read: the shell's own build the first reads and views, first-data.js the widgets", () => {
    const shellBuild = pagesForRoutes(pagesData, { firstReads: false });
    const firstScript = pagesForRoutes(pagesData, { widgets: false });
    for (const name of names) {
      expect(shellBuild[name]!.pages).toEqual(pagesData[name]!.pages.map(({ path: at, access, module }) => ({ path: at, access, module })));
      expect(shellBuild[name]!.widgets).toEqual(pagesData[name]!.widgets);
      expect(firstScript[name]!.pages).toEqual(remotePages[name]!.pages);
      expect(firstScript[name]!.widgets).toEqual([]);
    }
  });

  it('lists every remote module the shell names outside the route table', () => {
    const unlisted = remoteAreasInSources().filter(({ remote, page }) => !remotePages[remote]?.widgets.includes(page));
    expect(unlisted).toEqual([]);
  });

  it('registers each remote where the gateway serves it: a domain of gateway/routes.json', () => {
    const { domains } = JSON.parse(readFileSync(path.join(repoDir, 'gateway', 'routes.json'), 'utf8')) as {
      domains: { name: string; remote?: boolean }[];
    };
    const withRemote = domains.filter((domain) => domain.remote !== false).map((domain) => domain.name);
    expect(Object.keys(remotes).sort()).toEqual(withRemote.sort());
    for (const name of names) expect(remotes[name]).toBe(`/mf/${name}/mf-manifest.json`);
  });

  describe('reading pages.json', () => {
    const made: string[] = [];
    afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    const repo = (pages: Record<string, unknown>) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'hearth-pages-'));
      made.push(dir);
      mkdirSync(path.join(dir, 'gateway'));
      const domains = [{ name: 'auth', remote: false }, ...Object.keys(pages).map((name) => ({ name }))];
      writeFileSync(path.join(dir, 'gateway', 'routes.json'), JSON.stringify({ domains }));
      for (const [name, data] of Object.entries(pages)) {
        if (data === undefined) continue;
        mkdirSync(path.join(dir, `mf-${name}`));
        writeFileSync(path.join(dir, `mf-${name}`, 'pages.json'), JSON.stringify(data));
      }
      return dir;
    };
    const page = { path: '/things', access: 'signed-in', module: 'ThingsPage', prefetch: false, budgetKilobytes: 300, offlineGets: [] };

    it('reads every remote the gateway serves, and refuses one without its pages.json', () => {
      expect(remoteNames(repo({ things: { pages: [page], widgets: [] } }))).toEqual(['things']);
      expect(readRemotePages(repo({ things: { pages: [page], widgets: [] } }))).toEqual({ things: { pages: [page], widgets: [] } });
      expect(() => readRemotePages(repo({ things: undefined }))).toThrow('mf-things/pages.json');
    });

    it('refuses an access no guard knows, and a path two remotes claim', () => {
      expect(() => readRemotePages(repo({ things: { pages: [{ ...page, access: 'admin' }], widgets: [] } }))).toThrow('access');
      expect(() => readRemotePages(repo({ things: { pages: [page], widgets: [] }, stuff: { pages: [page], widgets: [] } }))).toThrow('/things');
    });

    it("refuses first reads outside /api or naming a parameter the page's path has not", () => {
      const withReads = (firstData: unknown) => repo({ things: { pages: [{ ...page, path: '/things/:id', firstData }], widgets: [] } });
      expect(() => readRemotePages(withReads([{ path: '/api/things/:id', query: { page: '?page|1' } }]))).not.toThrow();
      expect(() => readRemotePages(withReads([{ path: 'https://elsewhere.example/api' }]))).toThrow('/api/ path');
      expect(() => readRemotePages(withReads([{ path: '/api/things/:thingId' }]))).toThrow('thingId');
      expect(() => readRemotePages(withReads([{ path: '/api/things', query: { page: 2 } }]))).toThrow('"query"');
    });

    it('refuses a first view not drawn from one of the first reads, or with a field or link it cannot follow', () => {
      const view = { heading: 'Things', read: '/api/things', items: 'things', title: 'name', link: '/things/:_id', picture: 'image.cardUrl' };
      const withView = (firstView: unknown) =>
        repo({ things: { pages: [{ ...page, firstData: [{ path: '/api/things' }], firstView }], widgets: [] } });
      expect(() => readRemotePages(withView(view))).not.toThrow();
      expect(() => readRemotePages(withView({ ...view, read: '/api/other' }))).toThrow('"read"');
      expect(() => readRemotePages(withView({ ...view, heading: '' }))).toThrow('"heading"');
      expect(() => readRemotePages(withView({ ...view, title: 'name[0]' }))).toThrow('"title"');
      expect(() => readRemotePages(withView({ ...view, picture: '' }))).toThrow('"picture"');
      expect(() => readRemotePages(withView({ ...view, link: 'javascript:alert(1)' }))).toThrow('"link"');
    });
  });
});
