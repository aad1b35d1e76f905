import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropSchema, testDatabaseUrl, uniqueName } from '../testing';
import { createDataSource, openDataSource, schemaOf } from './data-source';
import { withSavepointRetry } from './savepoint-retry';

class CreateCodes1000000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await queryRunner.query(`CREATE TABLE "${schema}".codes (code text PRIMARY KEY)`);
  }
  async down(): Promise<void> {}
}

const dataSource = createDataSource({
  url: testDatabaseUrl,
  schema: uniqueName('kit_savepoint'),
  entities: [],
  migrations: [CreateCodes1000000000000],
  poolSize: 2,
});
const table = () => `"${schemaOf(dataSource)}".codes`;

beforeAll(() => openDataSource(dataSource));
afterAll(async () => {
  await dataSource.destroy();
  await dropSchema(schemaOf(dataSource));
});
beforeEach(() => dataSource.query(`DELETE FROM ${table()}`));

const codes = async () => (await dataSource.query(`SELECT code FROM ${table()} ORDER BY code`)).map((row: { code: string }) => row.code);

describe('withSavepointRetry', () => {
  it('tries again with fresh values after a unique clash, and the transaction goes on', async () => {
    await dataSource.query(`INSERT INTO ${table()} VALUES ('taken-1'), ('taken-2')`);
    const candidates = ['taken-1', 'taken-2', 'free'];
    await dataSource.transaction(async (manager) => {
      const code = await withSavepointRetry(manager, async () => {
        const candidate = candidates.shift()!;
        await manager.query(`INSERT INTO ${table()} VALUES ($1)`, [candidate]);
        return candidate;
      });
      expect(code).toBe('free');
      await manager.query(`INSERT INTO ${table()} VALUES ('after')`);
    });
    expect(await codes()).toEqual(['after', 'free', 'taken-1', 'taken-2']);
  });

  it('gives up after the last attempt with the database error', async () => {
    await dataSource.query(`INSERT INTO ${table()} VALUES ('taken')`);
    let tries = 0;
    const clash = dataSource.transaction((manager) =>
      withSavepointRetry(manager, () => {
        tries++;
        return manager.query(`INSERT INTO ${table()} VALUES ('taken')`);
      }, { attempts: 3 }),
    );
    await expect(clash).rejects.toMatchObject({ driverError: { code: '23505' } });
    expect(tries).toBe(3);
  });

  it('does not retry other errors, and leaves the transaction usable for the caller to decide', async () => {
    let tries = 0;
    await dataSource.transaction(async (manager) => {
      await expect(
        withSavepointRetry(manager, async () => {
          tries++;
          await manager.query(`INSERT INTO ${table()} VALUES ('kept-out')`);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await manager.query(`INSERT INTO ${table()} VALUES ('committed')`);
    });
    expect(tries).toBe(1);
    expect(await codes()).toEqual(['committed']);
  });
});
