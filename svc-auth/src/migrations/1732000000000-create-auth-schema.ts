import { createMessagingTables, createRateLimitTable } from '@hearth/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuthSchema1732000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await queryRunner.query(`
      CREATE TABLE "${schema}".users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        household_id uuid,
        household_name text,
        password_changed_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON "${schema}".users (email)`);
    await queryRunner.query(`CREATE INDEX users_household_id ON "${schema}".users (household_id)`);
    await queryRunner.query(`
      CREATE TABLE "${schema}".password_resets (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES "${schema}".users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX password_resets_user_id ON "${schema}".password_resets (user_id)`);
    await createRateLimitTable(queryRunner, schema);
    await createMessagingTables(queryRunner, schema);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`DROP SCHEMA "${schema}" CASCADE`);
  }
}
