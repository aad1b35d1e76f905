/** HTTP and waiting helpers the load scenarios share. */
export const PASSWORD = 'load-test-secret';

export async function call(base: string, method: string, path: string, token?: string, body?: object) {
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

export async function eventually<T>(attempt: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await attempt();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}


export interface Finding {
  user: number;
  call: string;
  status: number;
  detail: string;
}

export interface LoadTally {
  right: number;
  /** Answers carrying someone else's data (or data the asker never wrote), or that should have been refused. */
  foreign: Finding[];
  serverErrors: Finding[];
  otherErrors: Finding[];
}

/** One request of a scenario and how its answer is judged for the user who sends it. */
export interface CheckedRequest {
  user: number;
  token: string;
  label: string;
  method: string;
  path: string;
  body?: object;
  /** The status a correct answer has (200 unless given). */
  expect?: number;
  /** A description of what is wrong with a 2xx answer for this user, if anything. */
  check?: (body: Record<string, unknown>) => string | undefined;
  done?: () => void;
}

/** Sends `requests` requests, `inFlight` at a time, `pick(n)` choosing the n-th, and judges every answer. */
export async function runChecked(base: string, requests: number, inFlight: number, pick: (counter: number) => CheckedRequest): Promise<LoadTally> {
  const tally: LoadTally = { right: 0, foreign: [], serverErrors: [], otherErrors: [] };
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const request = pick(next++);
      try {
        const answer = await call(base, request.method, request.path, request.token, request.body);
        const finding = { user: request.user, call: request.label, status: answer.status, detail: '' };
        const expected = request.expect ?? 200;
        const problem = answer.status < 300 ? request.check?.(answer.body) : undefined;
        if (problem) tally.foreign.push({ ...finding, detail: problem });
        else if (answer.status === expected) tally.right++;
        else if (answer.status < 300 && expected >= 400) tally.foreign.push({ ...finding, detail: `answered ${answer.status} where ${expected} was due` });
        else if (answer.status >= 500) tally.serverErrors.push({ ...finding, detail: JSON.stringify(answer.body) });
        else tally.otherErrors.push({ ...finding, detail: JSON.stringify(answer.body) });
      } catch (error) {
        tally.otherErrors.push({ user: request.user, call: request.label, status: 0, detail: String(error) });
      } finally {
        request.done?.();
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return tally;
}

export interface RegisteredUser {
  email: string;
  name: string;
  token: string;
  id: string;
  /** The household registering made for the user (once svc-household has it). */
  householdId: string;
  householdName: string;
}

/** A new account `Load <tag>`, once its own household exists. */
export async function registerUser(base: string, tag: string): Promise<RegisteredUser> {
  const email = `load.${tag}@example.com`;
  const name = `Load ${tag}`;
  const registered = await call(base, 'POST', '/auth/register', undefined, { name, email, password: PASSWORD });
  if (registered.status !== 201) throw new Error(`registering ${email}: ${registered.status} ${JSON.stringify(registered.body)}`);
  const token = registered.body.token as string;
  const id = (registered.body.user as { _id: string })._id;
  // user.registered makes the household; wait until the household service has it.
  const household = await eventually(async () => {
    const answer = await call(base, 'GET', '/households', token);
    return answer.status === 200 ? (answer.body as { _id: string; name: string }) : undefined;
  }, `${email}'s household`);
  return { email, name, token, id, householdId: household._id, householdName: household.name };
}
