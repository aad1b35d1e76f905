/**
 * Origins whose pages may call the API from a browser (CORS). None by default: API tokens are for
 * programs, and a page of another site holding one should not be able to use it. The operator
 * lists exact origins in `API_CORS_ORIGINS`, comma-separated (`https://dash.example,http://pi.local:3000`).
 */
export function allowedOrigins(value = process.env.API_CORS_ORIGINS ?? ''): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      if (!parsed || parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) {
        throw new Error(`API_CORS_ORIGINS: "${origin}" is not an origin like https://dash.example (scheme, host, optional port, nothing else)`);
      }
      return origin;
    });
}

/** What a browser is told about a cross-origin call from an allowed origin. */
export const corsHeaders = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Last-Event-ID',
  'Access-Control-Expose-Headers': 'Retry-After, Deprecation',
  'Access-Control-Max-Age': '600',
} as const;
