/**
 * A full page load after sign-in, so the session starts as it does on any visit: from the stored
 * token (docs/product/auth.md "Sign in"). A module of its own so tests can replace it; jsdom's
 * `location.reload` cannot be spied on.
 */
export function reloadPage(): void {
  window.location.reload();
}
