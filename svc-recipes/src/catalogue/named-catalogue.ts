import { conflict, notFound, schemaOf, type Database, type Transaction } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../access/ids';
import { likePattern } from '../recipes/search-pattern';

/** An entry of a shared catalogue (categories, ingredients) as the client sees it. */
export interface Named {
  _id: string;
  name: string;
}

const columns = `id AS "_id", name`;

/**
 * A shared catalogue of names, unique whatever the case (a unique index on lower(name)):
 * categories and ingredients are both one. `announce` records the event of a new entry, committed
 * with it.
 */
export function namedCatalogue(
  table: 'categories' | 'ingredients',
  messages: { notFound: string; exists: string },
  conflictKey: string,
  announce?: (entry: Named, emit: Transaction['emit']) => void,
) {
  const from = (manager: EntityManager) => `"${schemaOf(manager.connection)}".${table}`;

  async function findById(manager: EntityManager, id: string): Promise<Named | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await manager.query(`SELECT ${columns} FROM ${from(manager)} WHERE id = $1`, [id]);
    return row;
  }

  return {
    findById,

    async get(database: Database, id: string): Promise<Named> {
      const entry = await findById(database.manager, id);
      if (!entry) throw notFound(messages.notFound);
      return entry;
    },

    /** By name; with `search`, the names containing it (a trigram index serves it where it matters). */
    list(database: Database, search: string | undefined, limit: number): Promise<Named[]> {
      const manager = database.manager;
      const where = search ? `WHERE lower(name) LIKE $2` : '';
      return manager.query(
        `SELECT ${columns} FROM ${from(manager)} ${where} ORDER BY lower(name), id LIMIT $1`,
        search ? [limit, likePattern(search)] : [limit],
      );
    },

    /** A new name; one already there in any case is a 409 carrying the existing entry. */
    async create(database: Database, name: string): Promise<Named> {
      const created = await database.transaction(async ({ manager, emit }) => {
        const [row]: Named[] = await manager.query(
          `INSERT INTO ${from(manager)} (name) VALUES ($1) ON CONFLICT ((lower(name))) DO NOTHING RETURNING ${columns}`,
          [name],
        );
        if (row) announce?.(row, emit);
        return row;
      });
      if (created) return created;
      const [existing] = await database.manager.query(`SELECT ${columns} FROM ${from(database.manager)} WHERE lower(name) = lower($1)`, [name]);
      throw conflict(messages.exists, { [conflictKey]: existing });
    },
  };
}
