import { firstReadUrls, startEarlyAnswers, storedToken } from '@hearth/host/early-answers';
import { PHONE_WINDOW_QUERY } from '@hearth/host/phone-window';
import { remotePages } from './app/remote-pages';
import { drawFirstView } from './first-view';
import { pageFiles, readShellPageFiles, remoteManifestUrl, shellFiles, type RemoteManifest } from './remotes/remote-files';

type RemotePage = (typeof remotePages)[string]['pages'][number];

/**
 * The remote page at `pathname` and its path's parameters. As the router ranks them: of the
 * paths with as many segments, the one with the most literal segments (/recipes/create before
 * /recipes/:id).
 */
export function remotePageAt(pathname: string): { remote: string; page: RemotePage; params: Record<string, string> } | undefined {
  const segments = pathname.split('/').filter(Boolean);
  let best: { remote: string; page: RemotePage; params: Record<string, string>; literal: number } | undefined;
  for (const [remote, page] of Object.entries(remotePages).flatMap(([name, { pages }]) => pages.map((p) => [name, p] as const))) {
    const pattern = page.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literal = 0;
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segments[i]!);
        return true;
      }
      literal += 1;
      return part === segments[i];
    });
    if (matches && (!best || literal > best.literal)) best = { remote, page, params, literal };
  }
  return best && { remote: best.remote, page: best.page, params: best.params };
}

/** A preload of `href` (a script, or a stylesheet by its name), unless the page has one. */
function preload(href: string): void {
  if ([...document.head.querySelectorAll('link[rel="preload"]')].some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
  link.setAttribute('href', href);
  document.head.append(link);
}

/**
 * Everything the remote page's first render loads, asked for now rather than wave after wave as
 * the code before it runs (packages/frontend-build/page-files.js): the remote's manifest (Module
 * Federation takes this answer: remote-registry.ts), then at once the shell's parts every remote
 * page renders in (on a phone, its tab bar too); with the manifest, the remote's entry, the page's
 * own chunks and the shell's files of each shared module the page takes. The shell's files only
 * on a first visit.
 */
export function preloadRemotePage(remote: string, module: string): void {
  const [manifest] = startEarlyAnswers([remoteManifestUrl(remote)], null);
  // With a service worker in charge (a returning member) they come from its cache, where asking
  // early saves no round trip and only adds work as the page starts (measured: docs/performance.md).
  const shell = navigator.serviceWorker?.controller ? undefined : readShellPageFiles(document);
  if (shell) {
    shellFiles(shell, { part: 'app' }).forEach(preload);
    if (window.matchMedia(PHONE_WINDOW_QUERY).matches) shellFiles(shell, { part: 'phone' }).forEach(preload);
  }
  manifest!
    .then((response) => (response.ok ? (response.clone().json() as Promise<RemoteManifest>) : undefined))
    .then((json) => {
      if (!json) return;
      const { scripts, styles } = pageFiles(json, module);
      [...scripts, ...styles].forEach(preload);
      const sharedKeys = json.exposes.find((expose) => expose.name === module)?.shared ?? [];
      if (shell) shellFiles(shell, { sharedKeys }).forEach(preload);
    })
    // Module Federation asks for it again and reports what is wrong.
    .catch(() => undefined);
}

/**
 * In the page's first script (first-data-start.ts, built on its own: a few KB), before anything
 * else loads: asks for the first reads of the remote page at `location` (its pages.json
 * "firstData") and for the page's code (preloadRemotePage), so they travel beside the shell's
 * first chunk instead of after it; the page's own requests take the answers (@hearth/host's
 * early-answers.ts). A list page with a "firstView" is drawn from its answer (first-view.ts).
 * Not for a page its guard will send the visitor away from.
 */
export function startFirstData(location: Pick<Location, 'pathname' | 'search'>): void {
  try {
    const found = remotePageAt(location.pathname);
    if (!found) return;
    const token = storedToken();
    if ((found.page.access === 'signed-in' && !token) || (found.page.access === 'guest-only' && token)) return;
    const { firstData = [], firstView } = found.page;
    const address = { params: found.params, searchParams: new URLSearchParams(location.search) };
    // The data before the code: over HTTP/1.1's six connections, what is asked for first goes first.
    const answers = firstData.length > 0 ? startEarlyAnswers(firstReadUrls(firstData, address), token) : [];
    preloadRemotePage(found.remote, found.page.module);
    const viewRead = firstView ? firstData.findIndex((read) => read.path === firstView.read) : -1;
    // Every read has its URL when the view's has (a list page's reads take no path parameters).
    if (firstView && answers.length === firstData.length && answers[viewRead]) drawFirstView(firstView, answers[viewRead], location.pathname);
  } catch (error) {
    // The page asks for its data itself once its code runs.
    console.error('Could not start the page’s first data early', error);
  }
}
