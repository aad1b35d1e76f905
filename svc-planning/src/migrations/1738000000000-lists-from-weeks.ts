import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A list generated from a week remembers that week, so generating again can update it instead of
 * making a second list; and the keys of the week's lines removed from it by hand
 * (merge-lines.ts `lineKey`), which an update does not bring back.
 */
export class ListsFromWeeks1738000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE shopping_lists ADD COLUMN meal_plan_id uuid REFERENCES meal_plans (id) ON DELETE SET NULL');
    await queryRunner.query("ALTER TABLE shopping_lists ADD COLUMN dismissed_lines text[] NOT NULL DEFAULT '{}'");
    await queryRunner.query('CREATE INDEX shopping_lists_meal_plan ON shopping_lists (meal_plan_id, created_at DESC) WHERE meal_plan_id IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX shopping_lists_meal_plan');
    await queryRunner.query('ALTER TABLE shopping_lists DROP COLUMN dismissed_lines');
    await queryRunner.query('ALTER TABLE shopping_lists DROP COLUMN meal_plan_id');
  }
}
