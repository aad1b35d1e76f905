import { conflict, isId, notFound, schemaOf, type Database, type Transaction } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../access/actor';
import { likePattern } from '../recipes/search-pattern';
import { withinQuota, type Quota } from './catalogue-quota';

/** An entry of a shared catalogue (categories, ingredients) as the client sees it. */
export interface Named {
  _id: string;
  name: string;
}

export interface CatalogueOptions {
  messages: { notFound: string; exists: string };
  /** The key of the existing entry in a duplicate's 409. */
  conflictKey: string;
  /**
   * Which entries `actor` may see: a SQL condition on the entry `c`, its values added with
   * `param`. Without it, every entry is everyone's.
   */
  visibleTo?: (actor: Actor | null, param: (value: unknown) => string, schema: string) => string;
  /** Records the event of an entry added by name, committed with it. */
  announce?: (entry: Named, emit: Transaction['emit']) => void;
  /**
   * The table has a `listed` column: an entry added by name is marked listed, and adding a name
   * only a recipe's lines brought in lists it, as if new (a 409 would tell a private recipe uses it).
   */
  listsNames?: boolean;
  /** New entries one account may add in a day. */
  quota: Quota;
  /** SQL: a recipe uses the entry `c` (in the schema given). Entries in use rank first in a list. */
  usedSql: (schema: string) => string;
  /**
   * How a list is shown once the entries are picked: by name (categories, a dropdown of them all),
   * or in rank order (ingredients, a search: exact name, then names starting with the search).
   */
  shownByName: boolean;
}

const columns = `c.id AS "_id", c.name`;

/**
 * A shared catalogue of names, unique whatever the case (a unique index on lower(name)):
 * categories and ingredients are both one.
 */
export function namedCatalogue(table: 'categories' | 'ingredients', options: CatalogueOptions) {
  const { messages, visibleTo } = options;
  const from = (manager: EntityManager) => `"${schemaOf(manager.connection)}".${table} c`;
  /** The WHERE of a read: what `actor` may see, and more conditions built with the same params. */
  const where = (manager: EntityManager, actor: Actor | null, more: (param: (value: unknown) => string) => string[]) => {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const conditions = [...more(param), ...(visibleTo ? [visibleTo(actor, param, schemaOf(manager.connection))] : [])];
    return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
  };

  async function findById(manager: EntityManager, id: string, actor: Actor | null = null): Promise<Named | undefined> {
    if (!isId(id)) return undefined;
    const { sql, params } = where(manager, actor, (param) => [`c.id = ${param(id)}`]);
    const [row] = await manager.query(`SELECT ${columns} FROM ${from(manager)} ${sql}`, params);
    return row;
  }

  return {
    findById,

    async get(database: Database, id: string, actor: Actor | null = null): Promise<Named> {
      const entry = await findById(database.manager, id, actor);
      if (!entry) throw notFound(messages.notFound);
      return entry;
    },

    /**
     * Up to `limit` entries `actor` may see, those containing `search` if given. Picked by rank, so
     * that entries nobody uses (a flood of new names) never push out those recipes use: the exact
     * name, then names starting with the search, then entries in use, then the rest; categories
     * in use are ranked by age (the oldest first), everything else by name.
     */
    list(database: Database, search: string | undefined, limit: number, actor: Actor | null = null): Promise<Named[]> {
      const manager = database.manager;
      const { sql, params } = where(manager, actor, (param) => (search ? [`lower(c.name) LIKE ${param(likePattern(search))}`] : []));
      const param = (value: unknown) => `$${params.push(value)}`;
      const rank = [
        ...(search ? [`lower(c.name) = ${param(search.toLowerCase())} DESC`, `lower(c.name) LIKE ${param(likePattern(search).slice(1))} DESC`] : []),
        `${options.usedSql(schemaOf(manager.connection))} DESC`,
        ...(options.shownByName ? ['c.created_at', 'c.id'] : ['lower(c.name)', 'c.id']),
      ];
      const picked = `SELECT ${columns} FROM ${from(manager)} ${sql} ORDER BY ${rank.join(', ')} LIMIT ${param(limit)}`;
      return manager.query(options.shownByName ? `SELECT * FROM (${picked}) picked ORDER BY lower(name), "_id"` : picked, params);
    },

    /**
     * A new name, counted against `addedBy`'s quota; one already there in any case is a 409
     * carrying the existing entry (but see `listsNames`), counted against nothing.
     */
    async create(database: Database, name: string, addedBy: string): Promise<Named> {
      const listed = options.listsNames === true;
      const insert = () =>
        database.transaction(async ({ manager, emit }) => {
          const [row]: Named[] = await manager.query(
            `INSERT INTO "${schemaOf(manager.connection)}".${table} AS c (name${listed ? ', listed' : ''}) VALUES ($1${listed ? ', true' : ''})
             ON CONFLICT ((lower(name))) DO ${listed ? 'UPDATE SET listed = true WHERE NOT c.listed' : 'NOTHING'} RETURNING ${columns}`,
            [name],
          );
          if (row) options.announce?.(row, emit);
          return row as Named | undefined;
        });
      const created = await withinQuota(database, options.quota, addedBy, insert, (row) => row !== undefined);
      if (created) return created;
      const [existing] = await database.manager.query(`SELECT ${columns} FROM ${from(database.manager)} WHERE lower(c.name) = lower($1)`, [name]);
      throw conflict(messages.exists, { [options.conflictKey]: existing });
    },
  };
}
