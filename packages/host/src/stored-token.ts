/** The name of the token in local storage (docs/product/auth.md "Constants"). */
export const TOKEN_KEY = 'token';

/** The session's token as this device keeps it, or null (none, or storage refused). */
export function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}
