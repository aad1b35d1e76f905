import argon2 from 'argon2';
import { hashesAtOnce, hashPassword, verifyPassword } from './passwords';

/** Makes argon2's calls wait until the test lets each one finish. */
function holdArgon2() {
  const held: Array<() => void> = [];
  const hold = <T>(value: T) => () => new Promise<T>((resolve) => held.push(() => resolve(value)));
  const hash = jest.spyOn(argon2, 'hash').mockImplementation(hold('$argon2id$held') as unknown as typeof argon2.hash);
  const verify = jest.spyOn(argon2, 'verify').mockImplementation(hold(true));
  return { held, started: () => hash.mock.calls.length + verify.mock.calls.length };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => jest.restoreAllMocks());

describe('password hashing under a burst of sign-ins', () => {
  it('leaves two of the four threads of the pool free, so database connections can still be made', () => {
    expect(hashesAtOnce).toBe(2);
  });

  it('runs at most that many hashes and checks at once and starts the next as one finishes', async () => {
    const argon = holdArgon2();
    const answers = [
      ...Array.from({ length: 3 }, () => hashPassword('correct horse')),
      ...Array.from({ length: 3 }, () => verifyPassword('$argon2id$stored', 'correct horse')),
    ];
    await settle();
    expect(argon.started()).toBe(hashesAtOnce);

    argon.held.shift()!();
    await settle();
    expect(argon.started()).toBe(hashesAtOnce + 1);

    while (argon.held.length) {
      argon.held.shift()!();
      await settle();
    }
    expect(argon.started()).toBe(6);
    await expect(Promise.all(answers)).resolves.toEqual(['$argon2id$held', '$argon2id$held', '$argon2id$held', true, true, true]);
  });

  it('takes turns between requesters: a flood from one address delays another by one hash, not by the flood', async () => {
    const argon = holdArgon2();
    const order: string[] = [];
    const flood = Array.from({ length: 30 }, (_, i) => hashPassword(`bogus ${i}`, '203.0.113.9').then(() => order.push('flood')));
    await settle();
    const member = verifyPassword('$argon2id$stored', 'right', '198.51.100.7').then(() => order.push('member'));
    while (argon.held.length) {
      argon.held.shift()!();
      await settle();
    }
    await Promise.all([...flood, member]);
    // Two were running already; the member's check is the next to start.
    expect(order.indexOf('member')).toBeLessThanOrEqual(hashesAtOnce + 1);
  });

  it('frees the turn of a check that fails', async () => {
    jest.spyOn(argon2, 'verify').mockRejectedValue(new Error('not an argon2 hash'));
    const checks = await Promise.all(Array.from({ length: hashesAtOnce + 2 }, () => verifyPassword('plain', 'x')));
    expect(checks).toEqual(Array(hashesAtOnce + 2).fill(false));
    jest.spyOn(argon2, 'hash').mockResolvedValue('$argon2id$after');
    await expect(hashPassword('x')).resolves.toBe('$argon2id$after');
  });
});
