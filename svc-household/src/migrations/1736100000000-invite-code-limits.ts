import { createRateLimitTable } from '@hearth/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Counters of wrong invite codes, per member and per address (households/code-guesses.ts). */
export class InviteCodeLimits1736100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createRateLimitTable(queryRunner, (queryRunner.connection.options as { schema: string }).schema);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "${(queryRunner.connection.options as { schema: string }).schema}".rate_limit_hits`);
  }
}
