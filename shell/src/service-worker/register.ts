/**
 * Installs Hearth's service worker (sw.js, built from ./sw.ts) once the page has loaded. A new
 * deployment's worker waits until no page uses the old one, so an open page keeps the files it
 * started with, and takes over on the next visit. Browsers allow it on https and on localhost only.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
