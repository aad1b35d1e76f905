import { run, sql, type Queryable } from '@hearth/service-kit';

/** Adds or renames a household; one already gone stays gone. */
export async function upsertHousehold(db: Queryable, household: { id: string; name: string }): Promise<void> {
  await run(
    db,
    sql`INSERT INTO households (id, name) VALUES (${household.id}, ${household.name})
        ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name WHERE households.deleted_at IS NULL`,
  );
}

/** The household ceased to exist: kept (with its last name) for the recipes that outlive it. */
export async function markHouseholdDeleted(db: Queryable, householdId: string): Promise<void> {
  await run(
    db,
    sql`INSERT INTO households (id, name, deleted_at) VALUES (${householdId}, '', now())
        ON CONFLICT (id) DO UPDATE SET deleted_at = now()`,
  );
}
