import type { MigrationInterface, QueryRunner } from 'typeorm';
import { newInviteCode, OLD_CODE_GRACE_DAYS } from '../households/invite-codes';

/**
 * Invite codes grow from 8 characters to 12 (households/invite-codes.ts). Every household gets a
 * new code now; its old one, which may sit in a message already sent, keeps working for
 * OLD_CODE_GRACE_DAYS beside it, or until the owner generates a new code.
 */
export class LongerInviteCodes1737500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const s = `"${(queryRunner.connection.options as { schema: string }).schema}"`;
    await queryRunner.query(`ALTER TABLE ${s}.households ADD COLUMN old_invite_code text, ADD COLUMN old_invite_code_until timestamptz`);
    await queryRunner.query(`CREATE UNIQUE INDEX households_old_invite_code ON ${s}.households (old_invite_code) WHERE old_invite_code IS NOT NULL`);
    const rows: { id: string }[] = await queryRunner.query(`SELECT id FROM ${s}.households WHERE length(invite_code) < 12 FOR UPDATE`);
    if (rows.length === 0) return;
    await queryRunner.query(
      `UPDATE ${s}.households h
       SET old_invite_code = h.invite_code, old_invite_code_until = now() + make_interval(days => $3), invite_code = fresh.code
       FROM unnest($1::uuid[], $2::text[]) AS fresh (id, code)
       WHERE h.id = fresh.id`,
      [rows.map((row) => row.id), rows.map(() => newInviteCode()), OLD_CODE_GRACE_DAYS],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = `"${(queryRunner.connection.options as { schema: string }).schema}"`;
    await queryRunner.query(`ALTER TABLE ${s}.households DROP COLUMN old_invite_code, DROP COLUMN old_invite_code_until`);
  }
}
