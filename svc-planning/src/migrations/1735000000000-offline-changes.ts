import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Changes replayed by a phone that was offline: each carries an id the phone chose, kept here so
 * a replay applies once; an item remembers when its purchased state last changed, so the later
 * change wins.
 */
export class OfflineChanges1735000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = `"${(queryRunner.connection.options as { schema: string }).schema}"`;
    await queryRunner.query(`ALTER TABLE ${schema}.shopping_items ADD COLUMN purchased_changed_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE ${schema}.applied_changes (
        id uuid PRIMARY KEY,
        household_id uuid NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX applied_changes_applied_at ON ${schema}.applied_changes (applied_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = `"${(queryRunner.connection.options as { schema: string }).schema}"`;
    await queryRunner.query(`DROP TABLE ${schema}.applied_changes`);
    await queryRunner.query(`ALTER TABLE ${schema}.shopping_items DROP COLUMN purchased_changed_at`);
  }
}
