/**
 * Several households using Hearth at once, checked answer by answer: each user reads and renames
 * their profile and household with values only they write, and every answer must belong to the
 * token that asked. Used by the embedded-mode test, the stack's e2e test and the benchmark.
 */
import { call, eventually, registerUser, runChecked, type LoadTally } from './load-http';

export interface MixedLoadOptions {
  baseUrl: string;
  users?: number;
  requests?: number;
  inFlight?: number;
}


export interface MixedLoadReport extends LoadTally {
  requests: number;
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

async function register(base: string, index: number, run: string): Promise<LoadUser> {
  const tag = `u${index}-${run}`;
  const account = await registerUser(base, tag);
  return {
    index,
    tag,
    ...account,
    names: new Set([account.name]),
    householdNames: new Set([account.householdName]),
    lastName: account.name,
    lastHouseholdName: account.householdName,
    writing: false,
  };
}

type Check = (body: Record<string, unknown>) => string | undefined;

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
      check: (body) => ownUser(body, new Set([name])),
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
      check: (body) => (body._id !== user.householdId || body.name !== name ? `household ${String(body._id)} "${String(body.name)}"` : undefined),
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
      check: (body) => {
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
    check: (body) => {
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
  const started = Date.now();
  const tally = await runChecked(baseUrl, requests, inFlight, (counter) => {
    const user = users[counter % users.length]!;
    return { user: user.index, token: user.token, ...pickRequest(user, Math.floor(counter / users.length)) };
  });
  const report: MixedLoadReport = { requests, ...tally, finalMismatches: [], seconds: 0 };
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
