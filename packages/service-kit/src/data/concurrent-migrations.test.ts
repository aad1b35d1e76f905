import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropSchema, testDatabaseUrl, uniqueName } from '../testing';
import { createDataSource, openDataSource } from './data-source';

/** A migration slower than a request may be: it takes two seconds, and counts its runs. */
class SlowMigration1000000000002 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`CREATE TABLE "${schema}".runs (at timestamptz NOT NULL DEFAULT clock_timestamp())`);
    await queryRunner.query(`INSERT INTO "${schema}".runs DEFAULT VALUES`);
    await queryRunner.query('SELECT pg_sleep(2)');
  }
  async down(): Promise<void> {}
}

// A statement may take 300 ms and its answer 600 ms: the migration, and the wait for it, take longer.
const timeouts = { statementMs: 300, answerMs: 600 };

it('starts three replicas at once on a fresh schema whose migration outlasts the request timeouts, migrating it once', async () => {
  const schema = uniqueName('kit_slow_migration');
  const replica = () => createDataSource({ url: testDatabaseUrl, schema, entities: [], migrations: [SlowMigration1000000000002], poolSize: 1, timeouts });
  const [first, second, third] = [replica(), replica(), replica()];
  const replicas = [first, second, third];
  try {
    await Promise.all(replicas.map((replica) => openDataSource(replica)));

    expect(await first.query(`SELECT count(*)::int AS runs FROM "${schema}".runs`)).toEqual([{ runs: 1 }]);
    expect(await third.query(`SELECT name FROM "${schema}".migrations`)).toEqual([{ name: 'SlowMigration1000000000002' }]);
    // Each replica's one connection, the one that waited, has the request timeouts back.
    for (const each of replicas) {
      await expect(each.query('SELECT pg_sleep(0.5)')).rejects.toMatchObject({ code: '57014' });
    }
  } finally {
    for (const each of replicas) if (each.isInitialized) await each.destroy();
    await dropSchema(schema);
  }
});
