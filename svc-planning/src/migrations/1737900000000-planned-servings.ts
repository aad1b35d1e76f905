import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many a recipe serves (as svc-recipes announces it) and how many a planned meal is for: a
 * list made from the week scales each meal's lines by their ratio. Null is "as the recipe says".
 */
export class PlannedServings1737900000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE recipes ADD COLUMN servings integer');
    await queryRunner.query('ALTER TABLE meals ADD COLUMN servings integer CHECK (servings BETWEEN 1 AND 100)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE meals DROP COLUMN servings');
    await queryRunner.query('ALTER TABLE recipes DROP COLUMN servings');
  }
}
