// Each remote's pages, as the remote declares them in mf-<name>/pages.json, for every remote the
// gateway serves (gateway/routes.json "domains", but those with "remote": false). Read at build
// time: the shell's webpack config hands them to its routes, guards, preload, first reads
// (shell/src/first-data.ts) and remote registry (shell/src/app/remote-pages.ts) and to the service
// worker (its offline list); the page-weight test reads the budgets. A new domain's pages need no edit in the shell.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const repoDir = path.resolve(__dirname, '../..');
const accesses = ['public', 'signed-in', 'guest-only'];

/** The remotes the gateway serves at /mf/<name>/, in gateway/routes.json's order. */
function remoteNames(dir = repoDir) {
  const { domains } = JSON.parse(readFileSync(path.join(dir, 'gateway', 'routes.json'), 'utf8'));
  return domains.filter((domain) => domain.remote !== false).map((domain) => domain.name);
}

function check(file, { pages, widgets }) {
  const fail = (what) => {
    throw new Error(`${file}: ${what}`);
  };
  if (!Array.isArray(pages) || !Array.isArray(widgets)) fail('needs "pages" and "widgets" lists');
  for (const page of pages) {
    if (typeof page.path !== 'string' || !page.path.startsWith('/')) fail(`a page's path must start with /: ${JSON.stringify(page.path)}`);
    if (!accesses.includes(page.access)) fail(`${page.path}: access must be one of ${accesses.join(', ')}`);
    if (!/^\w+$/.test(page.module ?? '')) fail(`${page.path}: "module" names the exposed module, without ./`);
    if (typeof page.prefetch !== 'boolean') fail(`${page.path}: "prefetch" is true or false`);
    if (typeof page.budgetKilobytes !== 'number') fail(`${page.path}: "budgetKilobytes" is a number`);
    if (!Array.isArray(page.offlineGets) || page.offlineGets.some((get) => !/^\/api\/[\w:/-]+$/.test(get))) fail(`${page.path}: "offlineGets" lists /api/ paths`);
    const reads = page.firstData ?? [];
    const params = new Set([...page.path.matchAll(/:(\w+)/g)].map((match) => match[1]));
    if (!Array.isArray(reads)) fail(`${page.path}: "firstData" lists reads`);
    for (const read of reads) {
      if (typeof read.path !== 'string' || !/^\/api\/[\w:/-]+$/.test(read.path)) fail(`${page.path}: a first read's "path" is an /api/ path`);
      const unknown = [...read.path.matchAll(/:(\w+)/g)].map((match) => match[1]).filter((name) => !params.has(name));
      if (unknown.length > 0) fail(`${page.path}: ${read.path} names ${unknown.join(', ')}, not a parameter of the page's path`);
      if (read.query !== undefined && (typeof read.query !== 'object' || Object.values(read.query).some((value) => typeof value !== 'string'))) {
        fail(`${page.path}: a first read's "query" maps names to text ("?name" for the address's parameter, "?name|default")`);
      }
    }
  }
  for (const page of pages) if (page.firstView !== undefined) checkFirstView(page, fail);
  if (widgets.some((widget) => !/^\w+$/.test(widget))) fail('a widget names its exposed module, without ./');
}

const fieldPath = /^\w+(\.\w+)*$/;

/** A list page's first view: drawn from one of its first reads (shell/src/first-view.ts). */
function checkFirstView({ path: at, firstView: view, firstData = [] }, fail) {
  if (typeof view !== 'object' || view === null) fail(`${at}: "firstView" is an object`);
  if (typeof view.heading !== 'string' || view.heading === '') fail(`${at}: "firstView" needs a "heading"`);
  if (!firstData.some((read) => read.path === view.read)) fail(`${at}: "firstView"'s "read" is the path of one of the page's "firstData"`);
  for (const name of ['items', 'title']) if (!fieldPath.test(view[name] ?? '')) fail(`${at}: "firstView"'s "${name}" names a field (a.b for a nested one)`);
  if (view.picture !== undefined && !fieldPath.test(view.picture)) fail(`${at}: "firstView"'s "picture" names a field (a.b for a nested one)`);
  if (typeof view.link !== 'string' || !/^\/[\w:/-]*$/.test(view.link)) fail(`${at}: "firstView"'s "link" is a path, with :field for an item's field`);
}

/** `{ <remote>: { pages, widgets } }` from every remote's pages.json. */
function readRemotePages(dir = repoDir) {
  const all = {};
  for (const name of remoteNames(dir)) {
    const file = path.join(dir, `mf-${name}`, 'pages.json');
    if (!existsSync(file)) throw new Error(`gateway/routes.json serves the remote "${name}": mf-${name}/pages.json lists its pages (docs/ARCHITECTURE.md "Adding a domain")`);
    const { pages, widgets } = JSON.parse(readFileSync(file, 'utf8'));
    check(file, { pages, widgets });
    all[name] = { pages, widgets };
  }
  const paths = Object.values(all).flatMap(({ pages }) => pages.map((page) => page.path));
  const twice = paths.filter((p, i) => paths.indexOf(p) !== i);
  if (twice.length > 0) throw new Error(`More than one remote page at ${twice.join(', ')}`);
  return all;
}

/**
 * What the shell's code needs: each page's path, access and module, with its first reads and first
 * view (left out of the shell's own build: only its first script, first-data.js, reads them), and
 * the widgets (left out of first-data.js). A page without first reads or view has no such field.
 */
function pagesForRoutes(all = readRemotePages(), { firstReads = true, widgets: withWidgets = true } = {}) {
  const forPage = ({ path: at, access, module, firstData = [], firstView }) => ({
    path: at,
    access,
    module,
    ...(firstReads && firstData.length > 0 && { firstData }),
    ...(firstReads && firstView && { firstView }),
  });
  return Object.fromEntries(Object.entries(all).map(([name, { pages, widgets }]) => [name, { pages: pages.map(forPage), widgets: withWidgets ? widgets : [] }]));
}

/** Every remote page's GET paths the service worker may keep for offline use. */
function offlineGets(all = readRemotePages()) {
  return [...new Set(Object.values(all).flatMap(({ pages }) => pages.flatMap((page) => page.offlineGets)))];
}

/** Each remote page's JavaScript budget in KB, by its path. */
function pageBudgets(all = readRemotePages()) {
  return Object.fromEntries(Object.values(all).flatMap(({ pages }) => pages.map((page) => [page.path, page.budgetKilobytes])));
}

module.exports = { remoteNames, readRemotePages, pagesForRoutes, offlineGets, pageBudgets };
