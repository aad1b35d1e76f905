import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many times the image worker began rendering an image, counted before it starts: a picture
 * that brings the worker down every time (out of memory) would otherwise be redelivered, and stay
 * pending, for ever (see images/image-worker.ts).
 */
export class ImageRenderAttempts1733200000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const s = `"${(queryRunner.connection.options as { schema: string }).schema}"`;
    await queryRunner.query(`ALTER TABLE ${s}.images ADD COLUMN render_attempts integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = `"${(queryRunner.connection.options as { schema: string }).schema}"`;
    await queryRunner.query(`ALTER TABLE ${s}.images DROP COLUMN render_attempts`);
  }
}
