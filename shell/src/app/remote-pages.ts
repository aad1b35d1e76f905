import type { pagesForRoutes } from '@hearth/frontend-build/remote-pages';

/** Each remote's pages (path, access, module) and widgets, as its mf-<name>/pages.json lists them. */
export type RemotePages = ReturnType<typeof pagesForRoutes>;

/** Set by the shell's webpack config (DefinePlugin) from every remote's pages.json, as JSON. */
declare const HEARTH_REMOTE_PAGES: string | undefined;

/**
 * What the shell takes from each remote: the pages its routes render (routes.tsx) and the
 * dashboard's widgets (pages/dashboard/DashboardPage.tsx), read at build time from each remote's
 * pages.json (packages/frontend-build/remote-pages.js), never listed here. Each is a module the
 * remote's webpack config exposes as `./<name>`; remote-pages.test.ts compares the two, so a route
 * to a page its remote does not expose fails in the tests, not in a browser. Under jest, which has
 * no build, the same files are read as the module loads.
 */
export const remotePages: RemotePages =
  typeof HEARTH_REMOTE_PAGES === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- Node.js only (jest); webpack drops this branch
      (require('@hearth/frontend-build/remote-pages') as typeof import('@hearth/frontend-build/remote-pages')).pagesForRoutes()
    : (JSON.parse(HEARTH_REMOTE_PAGES) as RemotePages);
