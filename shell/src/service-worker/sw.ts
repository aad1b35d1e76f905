// Hearth's service worker (docs/offline-and-live.md): the shell precached, the remotes'
// files and the planning calls cached as they are used, so a list opened before opens offline.
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { keptForOffline, worthKeeping } from './api-answers';
import { API_ANSWERS_CACHE, SESSION_ENDED } from './cache-names';
import { answersOfEndedSessions } from './session-end';

// The worker's global, as much of it as this file uses (the shell's TypeScript has the DOM, not the worker's, library).
interface MessageFromPage {
  data: unknown;
  waitUntil(done: Promise<unknown>): void;
}
declare const self: {
  location: Location;
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** A file name with a content hash never changes: kept until evicted. */
const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp)$/;

// Pages: the network first (a new deployment's index.html), the last one seen when offline.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkFirst({ cacheName: 'hearth-pages', networkTimeoutSeconds: 4 }));

// The remotes: hashed chunks as they are, their entry and manifest refreshed in the background.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/mf/') && hashed.test(url.pathname) && request.method === 'GET',
  new CacheFirst({ cacheName: 'hearth-remotes', plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/mf/'),
  new StaleWhileRevalidate({ cacheName: 'hearth-remote-entries' }),
);
// The shell's own files a newer index.html names and this worker has not precached.
registerRoute(({ url }) => url.origin === self.location.origin && hashed.test(url.pathname), new CacheFirst({ cacheName: 'hearth-assets' }));

/**
 * Answers are kept per signed-in session: the cache key carries a digest of the Authorization
 * header, so on a shared phone one member's cached list is never shown to another.
 */
const perSession: WorkboxPlugin = {
  async cacheKeyWillBeUsed({ request }) {
    const authorization = request.headers.get('Authorization') ?? '';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
    const session = [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    const url = new URL(request.url);
    url.searchParams.set('__session', session);
    return url.href;
  },
};

// When a session ends the page deletes its answers; one still on its way is not stored after that.
const endedSessions = answersOfEndedSessions();
self.addEventListener('message', (event) => {
  if (event.data !== SESSION_ENDED) return;
  endedSessions.sessionEnded();
  event.waitUntil(caches.delete(API_ANSWERS_CACHE));
});

// What a member needs to open the lists offline (api-answers.ts): never the household's invite code.
registerRoute(
  ({ url, request }) => keptForOffline(url, request.method, self.location.origin),
  new NetworkFirst({
    cacheName: API_ANSWERS_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [
      worthKeeping,
      endedSessions.plugin,
      perSession,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// Offline and never cached: a page gets the shell (which says what is unavailable), anything else fails as usual.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('/index.html')) ?? Response.error();
  return Response.error();
});
