import argon2 from 'argon2';

// argon2 runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
// also reads files and runs WebCrypto, and so the SCRAM handshake of every new database
// connection. A burst of sign-ins filled every thread for seconds and new connections timed out
// (503s); two threads are kept free for the rest. It also bounds memory: 64 MiB a hash.
const threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const hashesAtOnce = Math.max(1, threadPoolSize - 2);

let running = 0;
/**
 * Those waiting, in line per requester (the client's address); the lines take turns, so one
 * address sending 30 bogus requests at once delays others by one hash each, not by 30.
 */
const lines = new Map<string, Array<() => void>>();

/** The first of the next line in the round; that line goes to the back of the round. */
function nextInLine(): (() => void) | undefined {
  for (const [requester, line] of lines) {
    lines.delete(requester);
    const next = line.shift();
    if (line.length > 0) lines.set(requester, line);
    return next;
  }
  return undefined;
}

/** Runs `work` once fewer than `hashesAtOnce` hashes are running; the rest wait their turn, fairly between requesters. */
async function inTurn<T>(requester: string, work: () => Promise<T>): Promise<T> {
  if (running < hashesAtOnce) running++;
  else await new Promise<void>((resolve) => lines.set(requester, [...(lines.get(requester) ?? []), resolve]));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = nextInLine();
    if (next) next();
    else running--;
  }
}

// argon2id with the library's defaults (64 MiB, 3 passes): ~90 ms a hash on this class of machine.
export function hashPassword(password: string, requester = ''): Promise<string> {
  return inTurn(requester, () => argon2.hash(password, { type: argon2.argon2id }));
}

export async function verifyPassword(hash: string, password: string, requester = ''): Promise<boolean> {
  try {
    return await inTurn(requester, () => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/** Spends the time of a real check when there is no account, so timing does not reveal e-mails. */
export async function verifyAgainstDecoy(password: string, requester = ''): Promise<false> {
  decoy ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoy, password, requester);
  return false;
}
