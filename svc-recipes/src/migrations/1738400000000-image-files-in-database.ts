import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Image files move from each replica's disk into the service's schema, where every replica reads
 * them (images/database-image-storage.ts): a file is a row, its bytes 256 KB parts, so a file is
 * streamed part by part and written whole or not at all.
 */
export class ImageFilesInDatabase1738400000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE image_files (
        name text PRIMARY KEY,
        size integer NOT NULL,
        parts integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE image_file_parts (
        name text NOT NULL REFERENCES image_files (name) ON DELETE CASCADE,
        part integer NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (name, part)
      )`);
    // Pictures are compressed already: PostgreSQL need not try again.
    await queryRunner.query('ALTER TABLE image_file_parts ALTER COLUMN data SET STORAGE EXTERNAL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE image_file_parts');
    await queryRunner.query('DROP TABLE image_files');
  }
}
