import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How many a recipe serves, when it says (imports bring it; scaling needs it). Existing recipes have none. */
export class RecipeServings1737700000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE recipes ADD COLUMN servings integer CHECK (servings BETWEEN 1 AND 100)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE recipes DROP COLUMN servings');
  }
}
