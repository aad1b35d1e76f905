import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A change id is a phone's own, unique within its household: another household sending the same
 * `Idempotency-Key` (by chance or on purpose) must not make this household's change a replay.
 */
export class ChangeIdsPerHousehold1736000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = `"${(queryRunner.connection.options as { schema: string }).schema}"`;
    await queryRunner.query(`ALTER TABLE ${schema}.applied_changes DROP CONSTRAINT applied_changes_pkey, ADD PRIMARY KEY (household_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = `"${(queryRunner.connection.options as { schema: string }).schema}"`;
    await queryRunner.query(`DELETE FROM ${schema}.applied_changes a USING ${schema}.applied_changes b WHERE a.id = b.id AND a.household_id > b.household_id`);
    await queryRunner.query(`ALTER TABLE ${schema}.applied_changes DROP CONSTRAINT applied_changes_pkey, ADD PRIMARY KEY (id)`);
  }
}
