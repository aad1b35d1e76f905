import { rows, run, sql, type Queryable } from '@hearth/service-kit';

/** Holds the record of keys in use until the transaction ends: two replicas starting at once see each other's key. */
export async function lockSigningKeys(db: Queryable): Promise<void> {
  await run(db, sql`SELECT pg_advisory_xact_lock(hashtext('signing_keys_in_use'))`);
}

/** The keys other than `kid` seen within the last `seconds`. */
export async function otherKeysInUse(db: Queryable, kid: string, seconds: number): Promise<string[]> {
  const found = await rows<{ kid: string }>(
    db,
    sql`SELECT kid FROM signing_keys_in_use WHERE kid <> ${kid} AND seen_at > now() - make_interval(secs => ${seconds})`,
  );
  return found.map((row) => row.kid);
}

export async function recordKeySeen(db: Queryable, key: { kid: string; fromKeyFile: boolean }): Promise<void> {
  await run(
    db,
    sql`INSERT INTO signing_keys_in_use (kid, from_key_file, seen_at) VALUES (${key.kid}, ${key.fromKeyFile}, now())
        ON CONFLICT (kid) DO UPDATE SET seen_at = now(), from_key_file = EXCLUDED.from_key_file`,
  );
}
