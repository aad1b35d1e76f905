import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A password change used to end sessions through `users.password_changed_at`, read by svc-auth
 * alone; cutoffs now live in `session_cutoffs`, which every service keeps. Each user's last change
 * becomes their cutoff (rounded up to the whole second that token times use).
 */
export class CutoffsReplacePasswordChangedAt1737100000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`
      INSERT INTO "${schema}".session_cutoffs (user_id, valid_from)
      SELECT id, to_timestamp(ceil(extract(epoch FROM password_changed_at))) FROM "${schema}".users`);
    await queryRunner.query(`ALTER TABLE "${schema}".users DROP COLUMN password_changed_at`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`ALTER TABLE "${schema}".users ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`
      UPDATE "${schema}".users u SET password_changed_at = c.valid_from
      FROM "${schema}".session_cutoffs c WHERE c.user_id = u.id`);
  }
}
