import { firstReadUrls, startEarlyAnswers, storedToken } from '@hearth/host/early-answers';
import { remotePages } from './app/remote-pages';

type RemotePage = (typeof remotePages)[string]['pages'][number];

/**
 * The remote page at `pathname` and its path's parameters. As the router ranks them: of the
 * paths with as many segments, the one with the most literal segments (/recipes/create before
 * /recipes/:id).
 */
export function remotePageAt(pathname: string): { page: RemotePage; params: Record<string, string> } | undefined {
  const segments = pathname.split('/').filter(Boolean);
  let best: { page: RemotePage; params: Record<string, string>; literal: number } | undefined;
  for (const page of Object.values(remotePages).flatMap((remote) => remote.pages)) {
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
    if (matches && (!best || literal > best.literal)) best = { page, params, literal };
  }
  return best && { page: best.page, params: best.params };
}

/**
 * In the shell's first chunk, before anything else loads: asks for the first reads of the remote
 * page at `location` (its pages.json "firstData"), so they travel beside the app's code instead of
 * after it; the page's own requests take the answers (@hearth/host's early-answers.ts). Not for a
 * page its guard will send the visitor away from.
 */
export function startFirstData(location: Pick<Location, 'pathname' | 'search'>): void {
  try {
    const found = remotePageAt(location.pathname);
    if (!found || found.page.firstData.length === 0) return;
    const token = storedToken();
    if ((found.page.access === 'signed-in' && !token) || (found.page.access === 'guest-only' && token)) return;
    startEarlyAnswers(firstReadUrls(found.page.firstData, { params: found.params, searchParams: new URLSearchParams(location.search) }), token);
  } catch (error) {
    // The page asks for its data itself once its code runs.
    console.error('Could not start the page’s first data early', error);
  }
}
