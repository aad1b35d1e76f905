import { firstReadUrls, startEarlyAnswers, storedToken } from '@hearth/host/early-answers';
import { remotePages } from './app/remote-pages';
import { drawFirstView } from './first-view';
import { pageFiles, remoteManifestUrl, type RemoteManifest } from './remotes/remote-files';

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

function preload(href: string, as: 'script' | 'style'): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', as);
  link.setAttribute('href', href);
  document.head.append(link);
}

/**
 * The remote's manifest now (Module Federation takes this answer: remote-registry.ts), and as soon
 * as it names them, the remote's entry and the page's own chunks: they travel beside the shell's
 * start instead of one after another (manifest, entry, chunks) once the app runs.
 */
export function preloadRemotePage(remote: string, module: string): void {
  const [manifest] = startEarlyAnswers([remoteManifestUrl(remote)], null);
  manifest!
    .then((response) => (response.ok ? (response.clone().json() as Promise<RemoteManifest>) : undefined))
    .then((json) => {
      if (!json) return;
      const { scripts, styles } = pageFiles(json, module);
      for (const href of scripts) preload(href, 'script');
      for (const href of styles) preload(href, 'style');
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
    preloadRemotePage(found.remote, found.page.module);
    const { firstData = [], firstView } = found.page;
    if (firstData.length === 0) return;
    const address = { params: found.params, searchParams: new URLSearchParams(location.search) };
    const answers = startEarlyAnswers(firstReadUrls(firstData, address), token);
    const viewRead = firstView ? firstData.findIndex((read) => read.path === firstView.read) : -1;
    // Every read has its URL when the view's has (a list page's reads take no path parameters).
    if (firstView && answers.length === firstData.length && answers[viewRead]) drawFirstView(firstView, answers[viewRead], location.pathname);
  } catch (error) {
    // The page asks for its data itself once its code runs.
    console.error('Could not start the page’s first data early', error);
  }
}
