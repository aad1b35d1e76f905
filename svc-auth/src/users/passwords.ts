import argon2 from 'argon2';

// argon2 runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
// also reads files and runs WebCrypto, and so the SCRAM handshake of every new database
// connection. A burst of sign-ins filled every thread for seconds and new connections timed out
// (503s); two threads are kept free for the rest. It also bounds memory: 64 MiB a hash.
const threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const hashesAtOnce = Math.max(1, threadPoolSize - 2);

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` once fewer than `hashesAtOnce` hashes are running; the rest wait their turn. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < hashesAtOnce) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

// argon2id with the library's defaults (64 MiB, 3 passes): ~90 ms a hash on this class of machine.
export function hashPassword(password: string): Promise<string> {
  return inTurn(() => argon2.hash(password, { type: argon2.argon2id }));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/** Spends the time of a real check when there is no account, so timing does not reveal e-mails. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoy, password);
  return false;
}
