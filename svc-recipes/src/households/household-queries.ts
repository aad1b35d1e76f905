import { run, sql, type Queryable } from '@hearth/service-kit';

/**
 * A household's name as svc-household's event at `position` tells it (created, renamed), unless a
 * later event (a higher position) was applied already. A household deleted keeps the name its
 * latest event gave, for the recipes that outlive it. An event without a position (from before
 * positions) renames only a live household none is known for (docs/events.md).
 */
export async function nameHousehold(db: Queryable, household: { id: string; name: string }, position: number | null): Promise<void> {
  await run(
    db,
    sql`INSERT INTO households (id, name, event_position) VALUES (${household.id}, ${household.name}, ${position}::bigint)
        ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, event_position = EXCLUDED.event_position
        WHERE (households.deleted_at IS NULL OR EXCLUDED.event_position IS NOT NULL)
          AND (households.event_position IS NULL OR households.event_position < EXCLUDED.event_position)`,
  );
}

/**
 * The name a join carried, for a household not heard of yet. It never changes a known one: a join
 * may have read the name just before a rename it does not follow in position.
 */
export async function rememberHousehold(db: Queryable, household: { id: string; name: string }): Promise<void> {
  await run(db, sql`INSERT INTO households (id, name) VALUES (${household.id}, ${household.name}) ON CONFLICT (id) DO NOTHING`);
}

/**
 * The household ceased to exist: kept (with its last name) for the recipes that outlive it. For
 * good, whatever arrives after: ids are never reused.
 */
export async function markHouseholdDeleted(db: Queryable, householdId: string): Promise<void> {
  await run(
    db,
    sql`INSERT INTO households (id, name, deleted_at) VALUES (${householdId}, '', now())
        ON CONFLICT (id) DO UPDATE SET deleted_at = COALESCE(households.deleted_at, now())`,
  );
}
