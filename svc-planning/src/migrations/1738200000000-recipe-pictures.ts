import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each recipe's picture as svc-recipes announces it (the card-size file's path under /api/images/,
 * null when it has none ready), shown on the planner's meals, and when the announcement that set
 * it happened: an older one arriving late does not take a newer picture back.
 */
export class RecipePictures1738200000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE recipes ADD COLUMN image_card_url text, ADD COLUMN image_announced_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE recipes DROP COLUMN image_card_url, DROP COLUMN image_announced_at');
  }
}
