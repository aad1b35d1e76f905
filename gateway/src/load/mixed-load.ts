/**
 * Several households using Hearth at once, checked answer by answer: each user reads and renames
 * their profile and household with values only they write, and every answer must belong to the
 * token that asked. Used by the embedded-mode test, the stack's e2e test and the benchmark.
 */
export interface MixedLoadOptions {
  baseUrl: string;
  users?: number;
  requests?: number;
  inFlight?: number;
}

export interface Finding {
  user: number;
  call: string;
  status: number;
  detail: string;
}

export interface MixedLoadReport {
  requests: number;
  right: number;
  /** 2xx answers carrying someone else's data (or data the asker never wrote). */
  foreign: Finding[];
  serverErrors: Finding[];
  otherErrors: Finding[];
  /** After the load: stored values that are not the user's last write. */
  finalMismatches: string[];
  seconds: number;
}

interface Member {
  _id: string;
  name?: string;
  email?: string;
}

interface LoadUser {
  index: number;
  tag: string;
  email: string;
  token: string;
  id: string;
  householdId: string;
  names: Set<string>;
  householdNames: Set<string>;
  lastName: string;
  lastHouseholdName: string;
  writing: boolean;
}

const PASSWORD = 'load-test-secret';

async function call(base: string, method: string, path: string, token?: string, body?: object) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, body: json as Record<string, unknown> };
}

async function eventually<T>(attempt: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await attempt();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function register(base: string, index: number, run: string): Promise<LoadUser> {
  const tag = `u${index}-${run}`;
  const email = `load.${tag}@example.com`;
  const name = `Load ${tag}`;
  const registered = await call(base, 'POST', '/auth/register', undefined, { name, email, password: PASSWORD });
  if (registered.status !== 201) throw new Error(`registering ${email}: ${registered.status} ${JSON.stringify(registered.body)}`);
  const token = registered.body.token as string;
  const id = (registered.body.user as Member)._id;
  // user.registered makes the household; wait until the household service has it.
  const household = await eventually(async () => {
    const answer = await call(base, 'GET', '/households', token);
    return answer.status === 200 ? (answer.body as { _id: string; name: string }) : undefined;
  }, `${email}'s household`);
  return {
    index,
    tag,
    email,
    token,
    id,
    householdId: household._id,
    names: new Set([name]),
    householdNames: new Set([household.name]),
    lastName: name,
    lastHouseholdName: household.name,
    writing: false,
  };
}

type Check = (status: number, body: Record<string, unknown>) => string | undefined;

/** What one request of the mix sends and how its answer is judged for its user. */
function pickRequest(user: LoadUser, counter: number): { label: string; method: string; path: string; body?: object; check: Check; done?: () => void } {
  const kind = counter % 4;
  const ownUser = (body: Record<string, unknown>, names: Set<string>) => {
    if (body._id !== user.id) return `_id ${String(body._id)} is not ${user.id}`;
    if (body.email !== user.email) return `email ${String(body.email)} is not ${user.email}`;
    if (!names.has(body.name as string)) return `name "${String(body.name)}" was never written by this user`;
    return undefined;
  };
  if (kind === 2 && !user.writing) {
    const name = `Load ${user.tag} r${counter}`;
    user.writing = true;
    user.names.add(name);
    return {
      label: 'PUT /auth/update-profile',
      method: 'PUT',
      path: '/auth/update-profile',
      body: { name, email: user.email },
      check: (status, body) => (status === 200 ? ownUser(body, new Set([name])) : undefined),
      done: () => {
        user.writing = false;
        user.lastName = name;
      },
    };
  }
  if (kind === 3 && !user.writing) {
    const name = `House ${user.tag} r${counter}`;
    user.writing = true;
    user.householdNames.add(name);
    return {
      label: 'PUT /households',
      method: 'PUT',
      path: '/households',
      body: { name },
      check: (status, body) => (status === 200 && (body._id !== user.householdId || body.name !== name) ? `household ${String(body._id)} "${String(body.name)}"` : undefined),
      done: () => {
        user.writing = false;
        user.lastHouseholdName = name;
      },
    };
  }
  if (counter % 2 === 0) {
    return {
      label: 'GET /auth/me',
      method: 'GET',
      path: '/auth/me',
      check: (status, body) => {
        if (status !== 200) return undefined;
        const problem = ownUser(body, user.names);
        if (problem) return problem;
        const household = body.household as Member | null;
        if (household && household._id !== user.householdId) return `household ${household._id} is not ${user.householdId}`;
        if (household && !user.householdNames.has(household.name!)) return `household name "${household.name}" was never written by this user`;
        return undefined;
      },
    };
  }
  return {
    label: 'GET /households',
    method: 'GET',
    path: '/households',
    check: (status, body) => {
      if (status !== 200) return undefined;
      if (body._id !== user.householdId) return `household ${String(body._id)} is not ${user.householdId}`;
      if (!user.householdNames.has(body.name as string)) return `household name "${String(body.name)}" was never written by this user`;
      const members = body.members as Member[] | undefined;
      if (!Array.isArray(members) || members.length !== 1 || members[0]!._id !== user.id || members[0]!.email !== user.email) {
        return `members ${JSON.stringify(members)}`;
      }
      return undefined;
    },
  };
}

export async function runMixedLoad(options: MixedLoadOptions): Promise<MixedLoadReport> {
  const { baseUrl, users: userCount = 20, requests = 2000, inFlight = 50 } = options;
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const users = await Promise.all(Array.from({ length: userCount }, (_, index) => register(baseUrl, index, run)));
  const report: MixedLoadReport = { requests, right: 0, foreign: [], serverErrors: [], otherErrors: [], finalMismatches: [], seconds: 0 };
  const started = Date.now();

  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const counter = next++;
      const user = users[counter % users.length]!;
      const request = pickRequest(user, Math.floor(counter / users.length));
      try {
        const answer = await call(baseUrl, request.method, request.path, user.token, request.body);
        const finding = { user: user.index, call: request.label, status: answer.status, detail: '' };
        const problem = request.check(answer.status, answer.body);
        if (problem) report.foreign.push({ ...finding, detail: problem });
        else if (answer.status >= 500) report.serverErrors.push({ ...finding, detail: JSON.stringify(answer.body) });
        else if (answer.status !== 200) report.otherErrors.push({ ...finding, detail: JSON.stringify(answer.body) });
        else report.right++;
      } catch (error) {
        report.otherErrors.push({ user: user.index, call: request.label, status: 0, detail: String(error) });
      } finally {
        request.done?.();
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  report.seconds = (Date.now() - started) / 1000;

  // Every user's stored values are their own last writes (the household name reaches /auth/me
  // through an event, so it is given a moment).
  for (const user of users) {
    try {
      await eventually(async () => {
        const me = await call(baseUrl, 'GET', '/auth/me', user.token);
        const household = await call(baseUrl, 'GET', '/households', user.token);
        const seen = me.body.household as Member | null;
        const ok = me.body.name === user.lastName && household.body.name === user.lastHouseholdName && seen?.name === user.lastHouseholdName;
        return ok ? true : undefined;
      }, `user ${user.index}'s final values`, 10_000);
    } catch {
      report.finalMismatches.push(`user ${user.index}: expected "${user.lastName}" in "${user.lastHouseholdName}"`);
    }
  }
  return report;
}
