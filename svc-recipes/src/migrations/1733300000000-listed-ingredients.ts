import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An ingredient is in everyone's catalogue when it was added to it by name (`listed`); one that
 * only a recipe's lines brought in is shown to those who may see such a recipe, so a private
 * recipe's ingredients stay its household's. Entries no recipe uses were added by name.
 */
export class ListedIngredients1733300000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const s = `"${(queryRunner.connection.options as { schema: string }).schema}"`;
    await queryRunner.query(`ALTER TABLE ${s}.ingredients ADD COLUMN listed boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE ${s}.ingredients i SET listed = true WHERE NOT EXISTS (SELECT 1 FROM ${s}.recipe_ingredients ri WHERE ri.ingredient_id = i.id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = `"${(queryRunner.connection.options as { schema: string }).schema}"`;
    await queryRunner.query(`ALTER TABLE ${s}.ingredients DROP COLUMN listed`);
  }
}
