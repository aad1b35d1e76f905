import type { WorkboxPlugin } from 'workbox-core/types';

/**
 * What a member needs to open the lists offline: who they are, and the lists. Not the household:
 * GET /households answers with its invite code, a key to the household that must not outlive the
 * session on the device (docs/security.md). The pages that need the household need the network.
 */
const offlineCalls = /^\/api\/(auth\/me|shopping-lists(\/[^/]+)?)$/;

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
