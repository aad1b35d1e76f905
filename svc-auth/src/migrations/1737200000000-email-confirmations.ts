import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Addresses proven by a mailed link: `users.email_verified_at`, and the links themselves. Accounts
 * from before are unconfirmed: they confirm from their profile before making an API token.
 */
export class EmailConfirmations1737200000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`ALTER TABLE "${schema}".users ADD COLUMN email_verified_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE "${schema}".email_confirmations (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES "${schema}".users (id) ON DELETE CASCADE,
        email text NOT NULL,
        purpose text NOT NULL CHECK (purpose IN ('verify', 'change')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX email_confirmations_user_id ON "${schema}".email_confirmations (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`DROP TABLE "${schema}".email_confirmations`);
    await queryRunner.query(`ALTER TABLE "${schema}".users DROP COLUMN email_verified_at`);
  }
}
