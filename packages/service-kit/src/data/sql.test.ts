import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropSchema, testDatabaseUrl, uniqueName } from '../testing/environment';
import { createDataSource, openDataSource, schemaOf } from './data-source';
import { compile, firstRow, rows, run, sql } from './sql';

class CreateTables1000000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');
  }
  async down(): Promise<void> {}
}

const dataSource = createDataSource({ url: testDatabaseUrl, schema: uniqueName('kit_sql'), entities: [], migrations: [CreateTables1000000000000], poolSize: 2 });

beforeAll(() => openDataSource(dataSource));
afterAll(async () => {
  await dataSource.destroy();
  await dropSchema(schemaOf(dataSource));
});

describe('sql', () => {
  it('numbers every value as a parameter, fragments included, and never puts a value in the text', () => {
    const evil = "x'; DROP TABLE notes; --";
    const filter = sql.join([sql`a = ${1}`, sql`b = ${evil}`], ' AND ');
    expect(compile(sql`SELECT * FROM notes WHERE ${filter} LIMIT ${10}`)).toEqual({
      text: 'SELECT * FROM notes WHERE a = $1 AND b = $2 LIMIT $3',
      values: [1, evil, 10],
    });
    expect(compile(sql`SELECT 1 WHERE true ${sql.join([], ' AND ')}`).text).toBe('SELECT 1 WHERE true ');
  });

  it("reads and writes the service's own tables by their bare names, with the count of rows affected", async () => {
    expect((await run(dataSource.manager, sql`INSERT INTO notes (body) VALUES (${'one'}), (${'two'})`)).count).toBe(2);
    const updated = await run<{ body: string }>(dataSource.manager, sql`UPDATE notes SET body = upper(body) RETURNING body`);
    expect(updated).toEqual({ rows: expect.arrayContaining([{ body: 'ONE' }, { body: 'TWO' }]), count: 2 });
    expect(await rows(dataSource.manager, sql`SELECT body FROM notes WHERE body = ${'ONE'}`)).toEqual([{ body: 'ONE' }]);
    expect((await run(dataSource.manager, sql`DELETE FROM notes WHERE body = ${'nothing'}`)).count).toBe(0);
    const [{ schema }] = await dataSource.query("SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'notes'");
    expect(schema).toBe(schemaOf(dataSource));
    expect(await firstRow(dataSource.manager, sql`SELECT body FROM notes WHERE id = ${-1}`)).toBeUndefined();
  });
});
