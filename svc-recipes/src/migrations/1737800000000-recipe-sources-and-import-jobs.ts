import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a recipe came from (the page it was imported from), which with its title tells a recipe
 * imported twice; and the imports of export files, with how far each has come.
 */
export class RecipeSourcesAndImportJobs1737800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE recipes ADD COLUMN source_url text');
    await queryRunner.query('CREATE INDEX recipes_household_title ON recipes (household_id, lower(title))');
    await queryRunner.query(`
      CREATE TABLE import_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        household_id uuid NOT NULL,
        user_id uuid NOT NULL,
        format text NOT NULL,
        status text NOT NULL DEFAULT 'running',
        total integer NOT NULL,
        done integer NOT NULL DEFAULT 0,
        imported jsonb NOT NULL DEFAULT '[]',
        skipped jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX import_jobs_household ON import_jobs (household_id, created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE import_jobs');
    await queryRunner.query('DROP INDEX recipes_household_title');
    await queryRunner.query('ALTER TABLE recipes DROP COLUMN source_url');
  }
}
