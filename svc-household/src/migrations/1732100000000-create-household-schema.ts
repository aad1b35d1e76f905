import { createMessagingTables } from '@hearth/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateHouseholdSchema1732100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    // Who the users are (from svc-auth's events, or a new account's token); deleted_at keeps a
    // removed account from coming back through a token that is still unexpired.
    await queryRunner.query(`
      CREATE TABLE "${schema}".users (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        deleted_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX users_email ON "${schema}".users (email)`);
    await queryRunner.query(`
      CREATE TABLE "${schema}".households (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        owner_id uuid NOT NULL,
        invite_code text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One household per user: the primary key is the user.
    await queryRunner.query(`
      CREATE TABLE "${schema}".memberships (
        user_id uuid PRIMARY KEY REFERENCES "${schema}".users (id),
        household_id uuid NOT NULL REFERENCES "${schema}".households (id) ON DELETE CASCADE,
        joined_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX memberships_household ON "${schema}".memberships (household_id, joined_at)`);
    await queryRunner.query(`
      CREATE TABLE "${schema}".invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        household_id uuid NOT NULL REFERENCES "${schema}".households (id) ON DELETE CASCADE,
        email text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        invited_by uuid NOT NULL,
        invited_by_name text NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX invitations_household ON "${schema}".invitations (household_id, created_at DESC)`);
    await createMessagingTables(queryRunner, schema);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`DROP SCHEMA "${schema}" CASCADE`);
  }
}
