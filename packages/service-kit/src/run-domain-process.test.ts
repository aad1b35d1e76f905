import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { domainPort, exportedMigrations, migrateSchema } from './run-domain-process';
import { dropSchema, testDatabaseUrl, uniqueName } from './testing/environment';

describe("a service's port", () => {
  it('is the one gateway/routes.json gives its domain, and an unknown domain is an error', () => {
    const { domains } = JSON.parse(readFileSync(path.resolve(__dirname, '../../../gateway/routes.json'), 'utf8')) as { domains: { name: string; port: number }[] };
    for (const { name, port } of domains) expect(domainPort(name)).toBe(port);
    expect(() => domainPort('pantry')).toThrow('pantry is not a domain');
  });
});

/** Not idempotent, and slow enough that runs started together overlap unless something orders them. */
class CreateThings1000000000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query('SELECT pg_sleep(0.2)');
    await queryRunner.query(`CREATE TABLE "${schema}".things (id int PRIMARY KEY)`);
  }
  async down(): Promise<void> {}
}

describe('--migrate-only (the migrate init container of deploy/k8s)', () => {
  it('applies each migration once when several pods migrate the same schema at the same moment', async () => {
    const schema = uniqueName('migrate_only');
    try {
      const run = () => migrateSchema({ databaseUrl: testDatabaseUrl, schema, migrations: [CreateThings1000000000001] });
      await Promise.all([run(), run(), run()]);
      await run();
      const client = new Client({ connectionString: testDatabaseUrl });
      await client.connect();
      try {
        const applied = await client.query(`SELECT name FROM "${schema}".migrations`);
        expect(applied.rows).toEqual([{ name: 'CreateThings1000000000001' }]);
        const table = await client.query('SELECT to_regclass($1) AS things', [`"${schema}".things`]);
        expect(table.rows[0].things).not.toBeNull();
      } finally {
        await client.end();
      }
    } finally {
      await dropSchema(schema);
    }
  });

  describe("finds the service's migrations", () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'migrate-only-'));
      writeFileSync(path.join(dir, 'main.js'), '');
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('as `<name>Migrations` of the index beside its entry (dist/main.js, dist/index.js)', () => {
      writeFileSync(path.join(dir, 'index.js'), 'class A1000000000000 {}\nexports.pantryMigrations = [A1000000000000];\n');
      expect(exportedMigrations('pantry', path.join(dir, 'main.js')).map((m) => m.name)).toEqual(['A1000000000000']);
    });

    it('and refuses to guess when that index exports none', () => {
      writeFileSync(path.join(dir, 'index.js'), 'exports.otherMigrations = [];\n');
      expect(() => exportedMigrations('pantry', path.join(dir, 'main.js'))).toThrow('exports no pantryMigrations');
    });
  });
});
