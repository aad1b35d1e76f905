import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Personal API tokens: only a hash of each secret; gone with the account (ON DELETE CASCADE). */
export class CreateApiTokens1733000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`
      CREATE TABLE "${schema}".api_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES "${schema}".users (id) ON DELETE CASCADE,
        name text NOT NULL,
        scope text NOT NULL CHECK (scope IN ('read', 'read-write')),
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        expires_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX api_tokens_user_id ON "${schema}".api_tokens (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`DROP TABLE "${schema}".api_tokens`);
  }
}
