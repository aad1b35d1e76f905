/**
 * `POST /auth/logout` with the session's own token, not awaited: logging out works offline too.
 * A plain fetch, since the layout on every page (the home page's budget included) must not load an
 * API slice for one call.
 */
export function endSessionOnServer(token: string): void {
  void fetch(`${globalThis.location.origin}/api/auth/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}
