// The API token's benchmark: GET /api/recipes through the gateway with a personal API token versus with
// a session token, in the same run, for the same user: req/s and p99 of each, and what the API
// token costs (aim: under 10 % fewer requests a second). bench/run.mjs wires it in.
//
// The gateway must be rendered with the per-token limits raised (the bench measures the token
// lookup, not the limiter): localStackEnvironment({ ..., apiTokenRate: '100000r/s',
// apiTokenAddressRate: '100000r/s' }). Runs with any non-2xx answer are flagged, never hidden.
import { createRequire } from 'node:module';
import { summarize } from './report.mjs';

const require = createRequire(import.meta.url);

async function json(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

function run(autocannon, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    options.onStart?.(instance);
  });
}

/**
 * Measures `GET <path>` with `sessionToken` and with a read-only API token created for the same
 * user (and revoked after): a warm-up and a measured run for each, then a second measured run for
 * each in the same order, keeping each token's better one.
 *
 * @param {object} options
 * @param {string} options.baseUrl        the gateway, e.g. http://127.0.0.1:8080
 * @param {string} options.sessionToken   a session token (POST /api/auth/login) of a household member
 * @param {string} [options.path]         default `/api/recipes`
 * @param {number} [options.seconds]      measured seconds per run (default 10)
 * @param {number} [options.warmupSeconds] default 2
 * @param {number} [options.connections]  default 20
 * @param {(instance: object) => void} [options.onStart] receives each autocannon instance (to stop it on Ctrl-C)
 * @returns {Promise<{ session: object, apiToken: object, apiTokenCost: { requestsPerSecond: number | null, p99Ms: number | null }, flagged: string[] }>}
 *   `session` and `apiToken` are bench/report.mjs `summarize()` rows (names `recipes-session`,
 *   `recipes-api-token`); `apiTokenCost` is the fraction of req/s lost and the p99 added by the token.
 */
export async function measureApiTokenCost({ baseUrl, sessionToken, path = '/api/recipes', seconds = 10, warmupSeconds = 2, connections = 20, onStart }) {
  const autocannon = require('autocannon');
  const created = await json(
    await fetch(`${baseUrl}/api/auth/api-tokens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessionToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `bench ${new Date().toISOString()}`, expiresIn: '30d', scope: 'read' }),
    }),
    'creating the bench API token',
  );
  try {
    const targets = [
      { name: 'recipes-session', request: `GET ${path} (session token)`, token: sessionToken },
      { name: 'recipes-api-token', request: `GET ${path} (API token)`, token: created.secret },
    ];
    // Two rounds, alternating, each token's better run kept: whatever else the machine is still
    // doing when the first round starts (the events of the benches before) would otherwise fall
    // on whichever token goes first.
    const rows = {};
    const every = [];
    for (let round = 0; round < 2; round += 1) {
      for (const target of targets) {
        const options = { url: `${baseUrl}${path}`, connections, headers: { authorization: `Bearer ${target.token}` }, onStart };
        if (round === 0) await run(autocannon, { ...options, duration: warmupSeconds });
        const row = summarize(target.name, target.request, await run(autocannon, { ...options, duration: seconds }));
        every.push(row);
        if (!rows[target.name] || row.requestsPerSecond > rows[target.name].requestsPerSecond) rows[target.name] = row;
      }
    }
    const session = rows['recipes-session'];
    const apiToken = rows['recipes-api-token'];
    const flagged = every
      .filter((row) => row.non2xx > 0 || row.errors > 0)
      .map((row) => `${row.request}: status codes ${JSON.stringify(row.statusCodes)}, ${row.errors} errors (raise the gateway's API-token rates?)`);
    return {
      session,
      apiToken,
      apiTokenCost: {
        requestsPerSecond: session.requestsPerSecond ? 1 - apiToken.requestsPerSecond / session.requestsPerSecond : null,
        p99Ms: session.latencyMs.p99 !== null && apiToken.latencyMs.p99 !== null ? apiToken.latencyMs.p99 - session.latencyMs.p99 : null,
      },
      flagged,
    };
  } finally {
    await fetch(`${baseUrl}/api/auth/api-tokens/${created.token._id}`, { method: 'DELETE', headers: { authorization: `Bearer ${sessionToken}` } });
  }
}
