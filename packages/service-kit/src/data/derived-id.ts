import { createHash } from 'node:crypto';

const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex');

/**
 * A name-based UUID (RFC 9562 version 5) of `name` within the `namespace` UUID: the same pair
 * always gives the same id. A restore names what it writes by (target household, id in the
 * export), so each service restores its part on its own, and running a restore again finds what
 * the first run wrote instead of doubling it.
 */
export function derivedId(namespace: string, name: string): string {
  const hash = createHash('sha1').update(uuidBytes(namespace)).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
