/** docs/product/auth.md: the post-login redirect is kept in session storage under this name. */
export const AUTH_REDIRECT_KEY = 'authRedirect';

/** Only paths inside Hearth: never `//evil.example` or `https://...`. */
export function safeRedirectTarget(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
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
