import pg from 'pg';
import { dropSchema, testDatabaseUrl, uniqueName } from '../testing/environment';
import { MAX_PREPARED, PoolClient, preparedName } from './pool-client';

/** The pools' client against the real server: statements prepared once per connection, and what ends a connection. */
const schema = uniqueName('kit_pool_client');
const options = `-c search_path=${schema}`;
let pool: pg.Pool;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl, Client: PoolClient, max: 1, options } as pg.PoolConfig);
  await pool.query(`CREATE SCHEMA "${schema}"`);
  await pool.query('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)');
  await pool.query("INSERT INTO notes VALUES (1, 'one'), (2, 'two')");
});
afterAll(async () => {
  await pool.end();
  await dropSchema(schema);
});

const prepared = async () =>
  (await pool.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements ORDER BY statement')).rows;

it('prepares a statement with parameters once on a connection and answers each run with its own values', async () => {
  const text = 'SELECT body FROM notes WHERE id = $1';
  expect((await pool.query(text, [1])).rows).toEqual([{ body: 'one' }]);
  expect((await pool.query(text, [2])).rows).toEqual([{ body: 'two' }]);
  expect(await prepared()).toEqual([{ name: preparedName(text), statement: text }]);
  // Statements without parameters (transactions' BEGIN and COMMIT, DDL) are never prepared.
  expect((await prepared()).map(({ statement }) => statement)).not.toContain('SELECT name, statement FROM pg_prepared_statements ORDER BY statement');
});

it("keeps PostgreSQL's errors as they are, codes included, and the connection usable", async () => {
  await expect(pool.query('INSERT INTO notes VALUES ($1, $2)', [1, 'again'])).rejects.toMatchObject({ code: '23505' });
  expect((await pool.query('SELECT count(*)::int AS n FROM notes WHERE id > $1', [0])).rows).toEqual([{ n: 2 }]);
});

it('drops a connection whose prepared statement a migration changed the columns of, and the next run has a fresh one', async () => {
  const text = 'SELECT * FROM notes WHERE id = $1';
  expect((await pool.query(text, [1])).rows).toEqual([{ id: 1, body: 'one' }]);
  const [{ pid: before }] = (await pool.query('SELECT pg_backend_pid() AS pid')).rows;
  await pool.query('ALTER TABLE notes ADD COLUMN done boolean NOT NULL DEFAULT false');
  await expect(pool.query(text, [1])).rejects.toThrow('cached plan must not change result type');
  expect((await pool.query(text, [1])).rows).toEqual([{ id: 1, body: 'one', done: false }]);
  const [{ pid: after }] = (await pool.query('SELECT pg_backend_pid() AS pid')).rows;
  expect(after).not.toBe(before);
});

it('prepares no more than MAX_PREPARED texts in a process: any later one runs unprepared', async () => {
  const names = Array.from({ length: MAX_PREPARED + 5 }, (_, i) => preparedName(`SELECT ${i} + $1`));
  expect(names.filter((name) => name !== undefined).length).toBeLessThanOrEqual(MAX_PREPARED);
  expect(names.at(-1)).toBeUndefined();
  const later = 'SELECT body FROM notes WHERE id = $1 AND body <> $2';
  expect(preparedName(later)).toBeUndefined();
  expect((await pool.query(later, [2, 'x'])).rows).toEqual([{ body: 'two' }]);
  expect((await prepared()).map(({ statement }) => statement)).not.toContain(later);
  // Those prepared before stay prepared.
  expect(preparedName('SELECT body FROM notes WHERE id = $1')).toBeDefined();
});
