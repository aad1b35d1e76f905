/** Where the stack under test runs; set by scripts/test-e2e.mjs. */
export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
/** The stack's DATA_DIR: mail files land in `<dataDir>/mail/`. */
export const dataDir = process.env.E2E_DATA_DIR ?? 'data/stack';

export const api = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl}/api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
  });

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
