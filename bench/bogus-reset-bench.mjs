// Sign-in under a flood, in `npm run bench`: does a flood from one client still slow everyone's
// sign-in? One person signs in (POST /api/auth/login, the right password, one sign-in at a time,
// BENCH_BOGUS_SIGNINS times, default 40) from their own address, in three phases: alone; while
// another address keeps BENCH_BOGUS_CONCURRENCY (30) bogus resets in flight (PUT
// /api/auth/reset-password/<random token> with a valid password, each sent again as soon as it is
// answered); and while that address keeps as many wrong-password sign-ins in flight (argon2's fair
// queue, svc-auth/src/users/passwords.ts). Figures: the sign-ins' p50/p95/max and statuses per
// phase, and the flood's own answer times, statuses and rate. Never pass/fail.
//
// The client addresses: nginx overwrites X-Forwarded-For with the connection's address
// (gateway/nginx/proxy.conf), so a header would not change who svc-auth sees. Each client instead
// connects from its own loopback address (127.0.0.2, .3, .4: Linux routes all of 127/8 to lo),
// which is what nginx's per-address limit and svc-auth's counters and argon2 queue then see.
// The stack must be started with the sign-in limits raised (bench/run.mjs does: nginx's signInRate,
// svc-auth's LOGIN_FAILURES_PER_IP and _PER_EMAIL, REGISTRATIONS_PER_IP), or the flood answers
// 429 without hashing and the figures say nothing; any 429 is flagged.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { formatNumber, textTable } from './report.mjs';

const ADDRESSES = { signIn: '127.0.0.2', resets: '127.0.0.3', wrongPasswords: '127.0.0.4' };
const PASSWORD = 'bench-password-1';

/** A client connecting from `localAddress`, its connections kept alive. */
function client(baseUrl, localAddress, sockets) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, localAddress });
  /** `{ status, ms, body }` of one request; a socket error or a 60 s silence rejects. */
  const send = (method, path, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const started = performance.now();
      const request = http.request(
        { host: hostname, port, method, path, agent, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        },
      );
      request.setTimeout(60_000, () => request.destroy(new Error(`${method} ${path} from ${localAddress}: no answer in 60 s`)));
      request.on('error', (error) => {
        // macOS, for one, has only 127.0.0.1 unless aliases are added.
        if (error.code === 'EADDRNOTAVAIL') reject(new Error(`cannot connect from ${localAddress} (a loopback alias is needed): ${error.message}`));
        else reject(error);
      });
      request.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

const round = (ms) => (ms === undefined ? null : Math.round(ms * 10) / 10);

/** p50, p95 and max of answer times in ms (nearest rank), and the count of each status. */
function describe(samples) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const statuses = {};
  for (const { status } of samples) statuses[status] = (statuses[status] ?? 0) + 1;
  return { count: sorted.length, p50Ms: round(at(50)), p95Ms: round(at(95)), maxMs: round(sorted.at(-1)), statuses };
}

/**
 * Keeps `concurrency` requests from `make()` in flight until stopped: each is sent again as soon as
 * it is answered. `stop()` waits for the ones in flight, so the next phase starts on an idle svc-auth.
 */
function flood(sender, concurrency, make) {
  const samples = [];
  const errors = {};
  let running = true;
  const started = performance.now();
  let stoppedAt;
  const loop = async () => {
    while (running) {
      const [method, path, body] = make();
      try {
        samples.push(await sender.send(method, path, body));
      } catch (error) {
        errors[error.code ?? error.message] = (errors[error.code ?? error.message] ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    /** Resolves once every loop has had an answer (or an error): the flood is at full strength. */
    async saturated(timeoutMs = 30_000) {
      const deadline = performance.now() + timeoutMs;
      while (samples.length + Object.values(errors).reduce((a, b) => a + b, 0) < concurrency && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      running = false;
      stoppedAt = performance.now();
      await Promise.all(loops);
      const seconds = (stoppedAt - started) / 1000;
      return { ...describe(samples), perSecond: Number((samples.length / seconds).toFixed(1)), seconds: Number(seconds.toFixed(1)), errors };
    },
  };
}

/**
 * `{ settings, addresses, phases: [{ name, load, signIn: { count, p50Ms, p95Ms, maxMs, statuses },
 * flood: { count, p50Ms, p95Ms, maxMs, statuses, perSecond, seconds, errors } | null }], flagged }`.
 * `checkInterrupted` throws when the run is being stopped (Ctrl-C).
 */
export async function measureBogusResets({ baseUrl, signIns = 40, concurrency = 30, users = 3, tag = Date.now().toString(36), checkInterrupted = () => {} }) {
  const register = async (i) => {
    const credentials = { email: `bogus-reset.${tag}.${i}@bench.example.com`, password: PASSWORD };
    const response = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Reset Bench ${i}`, ...credentials }),
    });
    if (!response.ok) throw new Error(`POST /api/auth/register answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    return credentials;
  };
  const people = [];
  for (let i = 0; i < users; i += 1) people.push(await register(i));
  // Whose password the wrong-password flood guesses: not one of those signing in.
  const target = await register('target');

  const signInClient = client(baseUrl, ADDRESSES.signIn, 1);
  const clients = [signInClient];
  const phases = [];
  try {
    // The people signing in take turns, one sign-in at a time: a person at the sign-in form.
    let turn = 0;
    const signInTimes = async (count) => {
      const samples = [];
      for (let i = 0; i < count; i += 1) {
        checkInterrupted();
        samples.push(await signInClient.send('POST', '/api/auth/login', people[turn++ % people.length]));
      }
      return describe(samples);
    };
    await signInTimes(3); // warm-up: JIT, connections, the first hash's allocation

    phases.push({ name: 'alone', load: 'none', signIn: await signInTimes(signIns), flood: null });

    const floods = [
      {
        name: 'bogus resets',
        load: `${concurrency} bogus resets at once from ${ADDRESSES.resets}`,
        address: ADDRESSES.resets,
        request: () => ['PUT', `/api/auth/reset-password/${randomBytes(32).toString('base64url')}`, { password: 'a-new-password-1' }],
      },
      {
        name: 'wrong passwords',
        load: `${concurrency} wrong-password sign-ins at once from ${ADDRESSES.wrongPasswords}`,
        address: ADDRESSES.wrongPasswords,
        request: () => ['POST', '/api/auth/login', { email: target.email, password: `wrong-${randomBytes(6).toString('hex')}` }],
      },
    ];
    for (const { name, load, address, request } of floods) {
      const floodClient = client(baseUrl, address, concurrency);
      clients.push(floodClient);
      const running = flood(floodClient, concurrency, request);
      let signIn;
      try {
        await running.saturated();
        signIn = await signInTimes(signIns);
      } finally {
        phases.push({ name, load, signIn: signIn ?? describe([]), flood: await running.stop() });
      }
    }
  } finally {
    for (const each of clients) each.close();
  }

  const flagged = [];
  for (const phase of phases) {
    const bad = Object.entries(phase.signIn.statuses).filter(([status]) => status !== '200');
    if (bad.length) flagged.push(`sign-in ${phase.name === 'alone' ? 'alone' : `under ${phase.name}`}: statuses ${JSON.stringify(phase.signIn.statuses)}`);
    if (!phase.flood) continue;
    const expected = phase.name === 'bogus resets' ? '400' : '401';
    const unexpected = Object.keys(phase.flood.statuses).filter((status) => status !== expected);
    if (unexpected.length || Object.keys(phase.flood.errors).length) {
      const hints = {
        429: '429: raise the sign-in limits, as bench/run.mjs does',
        // svc-auth still hashes for a request nginx gave up on: the flood's CPU is spent all the same.
        504: "504: nginx's 10 s read timeout, the flood's own requests waiting in their address's line",
      };
      const said = unexpected.filter((status) => hints[status]).map((status) => hints[status]);
      const hint = said.length ? ` (${said.join('; ')})` : '';
      flagged.push(`${phase.name}: statuses ${JSON.stringify(phase.flood.statuses)}, errors ${JSON.stringify(phase.flood.errors)}; expected only ${expected}${hint}`);
    }
  }
  return { settings: { signIns, concurrency, users }, addresses: ADDRESSES, phases, flagged };
}

export function formatBogusResets({ settings, addresses, phases, flagged }) {
  const ms = (value) => formatNumber(value, 0);
  const statuses = (counts) => Object.entries(counts).map(([status, count]) => `${count} x ${status}`).join(', ');
  const rows = phases.map(({ name, signIn, flood }) => [
    name === 'alone' ? 'alone' : `under ${settings.concurrency} ${name} at once`,
    ms(signIn.p50Ms),
    ms(signIn.p95Ms),
    ms(signIn.maxMs),
    flood ? formatNumber(flood.perSecond, 1) : '-',
    flood ? ms(flood.p50Ms) : '-',
    flood ? ms(flood.p95Ms) : '-',
    flood ? ms(flood.maxMs) : '-',
    flood ? statuses(flood.statuses) : '-',
  ]);
  return [
    `Sign-in under a flood from one address: ${settings.signIns} sign-ins one at a time from ${addresses.signIn} per phase; ` +
      `the flood from ${addresses.resets} (resets) and ${addresses.wrongPasswords} (wrong passwords), ${settings.concurrency} in flight`,
    textTable(['sign-in', 'p50 ms', 'p95 ms', 'max ms', 'flood req/s', 'flood p50', 'flood p95', 'flood max', 'flood statuses'], rows),
    ...flagged.map((line) => `! ${line}`),
  ].join('\n');
}
