import { conflict, notFound, type Actor, type Database, type Queryable, type Sql, type Transaction } from '@hearth/service-kit';
import { withinQuota, type Quota } from './catalogue-quota';
import { findEntry, findEntryByName, insertEntry, pickEntries, type CatalogueTable, type Named } from './catalogue-queries';

export interface CatalogueOptions {
  messages: { notFound: string; exists: string };
  /** The key of the existing entry in a duplicate's 409. */
  conflictKey: string;
  /** Which entries `actor` may see: a condition on the entry `c`. Without it, every entry is everyone's. */
  visibleTo?: (actor: Actor | null) => Sql;
  /** Records the event of an entry added by name, committed with it. */
  announce?: (entry: Named, emit: Transaction['emit']) => void;
  /**
   * The table has a `listed` column: an entry added by name is marked listed, and adding a name
   * only a recipe's lines brought in lists it, as if new (a 409 would tell a private recipe uses it).
   */
  listsNames?: boolean;
  /** New entries one account may add in a day. */
  quota: Quota;
  /** A condition on the entry `c`: a recipe uses it. Entries in use rank first in a list. */
  inUse: Sql;
  /**
   * How a list is shown once the entries are picked: by name (categories, a dropdown of them all),
   * or in rank order (ingredients, a search: exact name, then names starting with the search).
   */
  shownByName: boolean;
}

/**
 * A shared catalogue of names, unique whatever the case (a unique index on lower(name)):
 * categories and ingredients are both one.
 */
export function namedCatalogue(table: CatalogueTable, options: CatalogueOptions) {
  const { messages, visibleTo } = options;

  /** The entry, if `actor` may see it; `id` is an id (checked by the caller). */
  function findById(db: Queryable, id: string, actor: Actor | null = null): Promise<Named | undefined> {
    return findEntry(db, table, id, visibleTo?.(actor));
  }

  return {
    findById,

    async get(database: Database, actor: Actor | null, { id }: { id: string }): Promise<Named> {
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
    list(database: Database, actor: Actor | null, { search, limit }: { search?: string; limit: number }): Promise<Named[]> {
      return pickEntries(database.manager, table, { search, limit, visible: visibleTo?.(actor), inUse: options.inUse, shownByName: options.shownByName });
    },

    /**
     * A new name, counted against `actor`'s quota; one already there in any case is a 409
     * carrying the existing entry (but see `listsNames`), counted against nothing.
     */
    async create(database: Database, actor: Actor, { name }: { name: string }): Promise<Named> {
      const insert = () =>
        database.transaction(async ({ manager, emit }) => {
          const row = await insertEntry(manager, table, name, options.listsNames === true);
          if (row) options.announce?.(row, emit);
          return row;
        });
      const created = await withinQuota(database, options.quota, actor.id, insert, (row) => row !== undefined);
      if (created) return created;
      const existing = await findEntryByName(database.manager, table, name);
      throw conflict(messages.exists, { [options.conflictKey]: existing });
    },
  };
}
