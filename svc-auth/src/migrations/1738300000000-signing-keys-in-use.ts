import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The signing keys svc-auth's replicas sign with, each seen recently (keys/key-file-guard.ts). */
export class SigningKeysInUse1738300000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE signing_keys_in_use (
        kid text PRIMARY KEY,
        from_key_file boolean NOT NULL,
        seen_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE signing_keys_in_use');
  }
}
