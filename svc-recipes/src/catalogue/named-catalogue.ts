import { conflict, notFound, schemaOf, type Database, type Transaction } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../access/actor';
import { isUuid } from '../access/ids';
import { likePattern } from '../recipes/search-pattern';

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
    if (!isUuid(id)) return undefined;
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

    /** By name; with `search`, the names containing it (a trigram index serves it where it matters). */
    list(database: Database, search: string | undefined, limit: number, actor: Actor | null = null): Promise<Named[]> {
      const manager = database.manager;
      const { sql, params } = where(manager, actor, (param) => (search ? [`lower(c.name) LIKE ${param(likePattern(search))}`] : []));
      return manager.query(`SELECT ${columns} FROM ${from(manager)} ${sql} ORDER BY lower(c.name), c.id LIMIT $${params.length + 1}`, [...params, limit]);
    },

    /** A new name; one already there in any case is a 409 carrying the existing entry (but see `listsNames`). */
    async create(database: Database, name: string): Promise<Named> {
      const listed = options.listsNames === true;
      const created = await database.transaction(async ({ manager, emit }) => {
        const [row]: Named[] = await manager.query(
          `INSERT INTO "${schemaOf(manager.connection)}".${table} AS c (name${listed ? ', listed' : ''}) VALUES ($1${listed ? ', true' : ''})
           ON CONFLICT ((lower(name))) DO ${listed ? 'UPDATE SET listed = true WHERE NOT c.listed' : 'NOTHING'} RETURNING ${columns}`,
          [name],
        );
        if (row) options.announce?.(row, emit);
        return row;
      });
      if (created) return created;
      const [existing] = await database.manager.query(`SELECT ${columns} FROM ${from(database.manager)} WHERE lower(c.name) = lower($1)`, [name]);
      throw conflict(messages.exists, { [options.conflictKey]: existing });
    },
  };
}
