/** docs/product/auth.md: the post-login redirect is kept in session storage under this name. */
export const AUTH_REDIRECT_KEY = 'authRedirect';

const HERE = 'http://hearth.invalid';

/**
 * Only paths inside Hearth: never `//evil.example`, `https://...`, or a path a browser reads
 * differently from how it is written (control characters such as a tab, which URL parsing
 * drops, or backslashes). What is kept is the path as the browser resolves it.
 */
export function safeRedirectTarget(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.includes('\\') || [...value].some((char) => char <= '\u001f' || char === '\u007f')) return fallback;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return fallback;
  }
  return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

export function rememberRedirect(target: string): void {
  sessionStorage.setItem(AUTH_REDIRECT_KEY, safeRedirectTarget(target));
}

export function rememberedRedirect(): string | undefined {
  const target = sessionStorage.getItem(AUTH_REDIRECT_KEY);
  return target === null ? undefined : safeRedirectTarget(target);
}

export function forgetRedirect(): void {
  sessionStorage.removeItem(AUTH_REDIRECT_KEY);
}
