import type { EntityManager } from 'typeorm';

/**
 * How every service writes SQL: `sql` tagged templates, in `<resource>-queries.ts` files only.
 * Each value becomes a numbered parameter (never text in the statement), a nested `sql` fragment
 * is spliced with its own values renumbered, and tables are named bare: each service's
 * connections search its own schema first (data-source.ts), so no statement splices a schema name.
 *
 *   const row = await firstRow<{ name: string }>(manager, sql`SELECT name FROM users WHERE id = ${id}`);
 *
 * TypeORM runs the statements (its pool and transactions); entities are not used.
 */
export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return new Sql(strings, values);
}

/** Fragments joined by `separator` (SQL text, e.g. ` AND `). */
sql.join = (parts: readonly Sql[], separator: string): Sql => {
  if (parts.length === 0) return sql``;
  const strings = [''];
  const values: unknown[] = [];
  parts.forEach((part, i) => {
    if (i > 0) strings[strings.length - 1] += separator;
    values.push(part);
    strings.push('');
  });
  return new Sql(strings, values);
};

/** The statement's text with `$n` placeholders, and its parameters in order. */
export function compile(query: Sql): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const write = (fragment: Sql): string => {
    let text = fragment.strings[0] ?? '';
    fragment.values.forEach((value, i) => {
      text += value instanceof Sql ? write(value) : `$${values.push(value)}`;
      text += fragment.strings[i + 1] ?? '';
    });
    return text;
  };
  return { text: write(query), values };
}

/** What runs a statement: `database.manager`, or a transaction's `tx.manager`. */
export type Queryable = Pick<EntityManager, 'connection' | 'queryRunner'>;

/** Rows returned (RETURNING included) and rows affected. */
export async function run<Row = Record<string, unknown>>(db: Queryable, query: Sql): Promise<{ rows: Row[]; count: number }> {
  const { text, values } = compile(query);
  // Outside a transaction a runner takes a pooled connection for the one statement, as manager.query does.
  const runner = db.queryRunner ?? db.connection.createQueryRunner();
  try {
    const result = await runner.query(text, values, true);
    const rows = (result.records ?? []) as Row[];
    return { rows, count: result.affected ?? rows.length };
  } finally {
    if (!db.queryRunner) await runner.release();
  }
}

export async function rows<Row = Record<string, unknown>>(db: Queryable, query: Sql): Promise<Row[]> {
  return (await run<Row>(db, query)).rows;
}

export async function firstRow<Row = Record<string, unknown>>(db: Queryable, query: Sql): Promise<Row | undefined> {
  return (await run<Row>(db, query)).rows[0];
}
