import type { WorkboxPlugin } from 'workbox-core/types';

/** Set by the shell's webpack config (DefinePlugin): every remote page's `offlineGets` (its pages.json), as JSON. */
declare const HEARTH_OFFLINE_GETS: string | undefined;

/** The remotes' GET paths kept offline; under jest, which has no build, read from the same files. */
const remoteOfflineGets: readonly string[] =
  typeof HEARTH_OFFLINE_GETS === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- Node.js only (jest); webpack drops this branch
      (require('@hearth/frontend-build/remote-pages') as typeof import('@hearth/frontend-build/remote-pages')).offlineGets()
    : (JSON.parse(HEARTH_OFFLINE_GETS) as string[]);

/** `/api/shopping-lists/:id` as a pattern: `:name` is one path segment. */
const pattern = (get: string) => get.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');

/**
 * What a member needs to open the lists offline: who they are (the shell's own call), and what
 * the remotes' pages.json name (the lists). Not the household: GET /households answers with its
 * invite code, a key to the household that must not outlive the session on the device
 * (docs/security.md). The pages that need the household need the network.
 */
const offlineCalls = new RegExp(`^(${['/api/auth/me', ...remoteOfflineGets].map(pattern).join('|')})$`);

/** Whether the service worker keeps the answer to this call for offline use. */
export function keptForOffline(url: URL, method: string, origin: string): boolean {
  return url.origin === origin && method === 'GET' && offlineCalls.test(url.pathname);
}

/** Whether a JSON answer holds an `inviteCode` anywhere in it. */
export async function carriesInviteCode(response: Response): Promise<boolean> {
  let found = false;
  try {
    JSON.parse(await response.clone().text(), (key, value: unknown) => {
      if (key === 'inviteCode') found = true;
      return value;
    });
  } catch {
    // Not JSON: nothing of the household's in it.
  }
  return found;
}

/**
 * Which answers are stored: a 200 (as Workbox keeps by default), and, a second wall behind the
 * routes above, never one that carries an invite code, whatever route it came by.
 */
export const worthKeeping: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200 || (await carriesInviteCode(response))) return null;
    return response;
  },
};
