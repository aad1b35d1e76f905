/** Types for remote-pages.js (plain CommonJS, read by the shell's webpack config, its tests and e2e). */
export type PageAccess = 'public' | 'signed-in' | 'guest-only';

/** One page of a remote's pages.json. */
export interface RemotePageData {
  /** As the router mounts it, e.g. `/recipes/:id`. */
  path: string;
  access: PageAccess;
  /** The module the remote exposes as `./<module>`. */
  module: string;
  /** Whether the module exports `prefetch` (its first data, started as the module arrives). */
  prefetch: boolean;
  /** The most JavaScript a first visit may download, in KB gzipped (e2e/src/page-weight.e2e.ts). */
  budgetKilobytes: number;
  /** API GET paths (`:name` for one segment) whose answers the service worker may keep offline. */
  offlineGets: string[];
  /**
   * The reads the page's first script (first-data.js) starts from the address alone (shell/src/first-data.ts):
   * `:name` in a path from the page's path, a query value `?name` (or `?name|default`) from the address's query.
   */
  firstData?: { path: string; query?: Record<string, string> }[];
  /**
   * A list page's view drawn by its first script from one of its `firstData` (`read`, by path)
   * before the app's code has arrived (shell/src/first-view.ts): the `heading`, then a card per
   * entry of the answer's `items` with its `title`, a link to `link` (`:field` from the entry) and
   * its `picture` (a URL field, if any). Fields are named as `a.b` for a nested one.
   */
  firstView?: FirstView;
}

export interface FirstView {
  heading: string;
  read: string;
  items: string;
  title: string;
  link: string;
  picture?: string;
}

export interface RemotePagesFile {
  pages: RemotePageData[];
  /** Modules the shell shows inside its own pages (the dashboard's widgets). */
  widgets: string[];
}

export declare function remoteNames(dir?: string): string[];
export declare function readRemotePages(dir?: string): Record<string, RemotePagesFile>;
export declare function pagesForRoutes(
  all?: Record<string, RemotePagesFile>,
  leave?: { firstReads?: boolean; widgets?: boolean },
): Record<string, { pages: Pick<RemotePageData, 'path' | 'access' | 'module' | 'firstData' | 'firstView'>[]; widgets: string[] }>;
export declare function offlineGets(all?: Record<string, RemotePagesFile>): string[];
export declare function pageBudgets(all?: Record<string, RemotePagesFile>): Record<string, number>;
