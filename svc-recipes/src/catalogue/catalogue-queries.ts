import { firstRow, rows, sql, type Queryable, type Sql } from '@hearth/service-kit';
import { likePattern } from '../recipes/search-pattern';

/** An entry of a shared catalogue (categories, ingredients) as the client sees it. */
export interface Named {
  _id: string;
  name: string;
}

export type CatalogueTable = 'categories' | 'ingredients';

const tables: Record<CatalogueTable, Sql> = { categories: sql`categories`, ingredients: sql`ingredients` };

const columns = sql`c.id AS "_id", c.name`;

/** The entry `id`, if `visible` (a condition on the entry `c`) holds for it. */
export async function findEntry(db: Queryable, table: CatalogueTable, id: string, visible?: Sql): Promise<Named | undefined> {
  const conditions = [sql`c.id = ${id}`, ...(visible ? [visible] : [])];
  return firstRow<Named>(db, sql`SELECT ${columns} FROM ${tables[table]} c WHERE ${sql.join(conditions, ' AND ')}`);
}

/** The entry of that name, whatever its case. */
export async function findEntryByName(db: Queryable, table: CatalogueTable, name: string): Promise<Named | undefined> {
  return firstRow<Named>(db, sql`SELECT ${columns} FROM ${tables[table]} c WHERE lower(c.name) = lower(${name})`);
}

export interface EntryPick {
  search?: string;
  limit: number;
  /** A condition on the entry `c`: those the caller may see. */
  visible?: Sql;
  /** A condition on the entry `c`: a recipe uses it. */
  inUse: Sql;
  /** Picked by age and shown by name (categories), or picked and shown by name (ingredients). */
  shownByName: boolean;
}

/**
 * Up to `limit` entries, ranked: the exact name, then names starting with the search, then entries
 * in use, then the rest (by age or by name).
 */
export async function pickEntries(db: Queryable, table: CatalogueTable, pick: EntryPick): Promise<Named[]> {
  const { search } = pick;
  const conditions = [...(search ? [sql`lower(c.name) LIKE ${likePattern(search)}`] : []), ...(pick.visible ? [pick.visible] : [])];
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, ' AND ')}` : sql``;
  const rank = [
    ...(search ? [sql`lower(c.name) = ${search.toLowerCase()} DESC`, sql`lower(c.name) LIKE ${likePattern(search).slice(1)} DESC`] : []),
    sql`${pick.inUse} DESC`,
    ...(pick.shownByName ? [sql`c.created_at`, sql`c.id`] : [sql`lower(c.name)`, sql`c.id`]),
  ];
  const picked = sql`SELECT ${columns} FROM ${tables[table]} c ${where} ORDER BY ${sql.join(rank, ', ')} LIMIT ${pick.limit}`;
  return rows<Named>(db, pick.shownByName ? sql`SELECT * FROM (${picked}) picked ORDER BY lower(name), "_id"` : picked);
}

/**
 * Adds a name unless one is there in any case; with `listed`, a name only recipes' lines brought
 * in is listed as if new. The entry added (or listed), or undefined.
 */
export async function insertEntry(db: Queryable, table: CatalogueTable, name: string, listed: boolean): Promise<Named | undefined> {
  const into = tables[table];
  return firstRow<Named>(
    db,
    listed
      ? sql`INSERT INTO ${into} AS c (name, listed) VALUES (${name}, true)
            ON CONFLICT ((lower(name))) DO UPDATE SET listed = true WHERE NOT c.listed RETURNING ${columns}`
      : sql`INSERT INTO ${into} AS c (name) VALUES (${name}) ON CONFLICT ((lower(name))) DO NOTHING RETURNING ${columns}`,
  );
}
