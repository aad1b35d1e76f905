import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An image keeps its original (with the EXIF and GPS a phone writes) only until it is processed:
 * `original_key` is cleared once the file is gone (images/image-originals.ts). Uploads are found
 * by who made them, for the per-user quota and an account's deletion (images/upload-quota.ts).
 */
export class UploadsWithoutOriginals1737000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const s = `"${(queryRunner.connection.options as { schema: string }).schema}"`;
    await queryRunner.query(`ALTER TABLE ${s}.images ALTER COLUMN original_key DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX images_uploader ON ${s}.images (uploaded_by, created_at)`);
    await queryRunner.query(`CREATE INDEX images_original_kept ON ${s}.images (id) WHERE original_key IS NOT NULL AND status <> 'pending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = `"${(queryRunner.connection.options as { schema: string }).schema}"`;
    await queryRunner.query(`DROP INDEX ${s}.images_original_kept`);
    await queryRunner.query(`DROP INDEX ${s}.images_uploader`);
    await queryRunner.query(`UPDATE ${s}.images SET original_key = 'originals/' || hash WHERE original_key IS NULL`);
    await queryRunner.query(`ALTER TABLE ${s}.images ALTER COLUMN original_key SET NOT NULL`);
  }
}
