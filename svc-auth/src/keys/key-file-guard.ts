import type { Database } from '@hearth/service-kit';
import { lockSigningKeys, otherKeysInUse, recordKeySeen } from './signing-key-queries';
import type { SigningKeys } from './signing-keys';

/** How often a replica says its key is still in use, and how long that stays true. */
export const KEY_SEEN_EVERY_MS = 15_000;
export const KEY_IN_USE_FOR_SECONDS = 45;

export const keyFileRefusal =
  'Another svc-auth replica signs with a different key: a generated key file (JWT_KEY_FILE) serves one replica only. ' +
  'Give every replica the same key with JWT_PRIVATE_KEY.';

/**
 * Every other service verifies a session with the keys one svc-auth answers; replicas that each
 * generated their own key file would sign tokens only half the fleet's answers list. So each
 * replica records its key as in use, and one whose key is its own file refuses to start while a
 * different key is in use (a configured key always starts: that is the way out of the mix-up).
 */
export async function claimSigningKey(database: Database, keys: Pick<SigningKeys, 'kid' | 'fromKeyFile'>): Promise<void> {
  await database.transaction(async ({ manager }) => {
    await lockSigningKeys(manager);
    if (keys.fromKeyFile && (await otherKeysInUse(manager, keys.kid, KEY_IN_USE_FOR_SECONDS)).length > 0) throw new Error(keyFileRefusal);
    await recordKeySeen(manager, keys);
  });
}

/** This replica's key is still in use. */
export async function keySeen(database: Database, keys: Pick<SigningKeys, 'kid' | 'fromKeyFile'>): Promise<void> {
  await recordKeySeen(database.manager, keys);
}
