import { createRateLimitTable } from '@hearth/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Counters of new catalogue entries per account and day (catalogue/catalogue-quota.ts). */
export class CatalogueQuotas1737500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createRateLimitTable(queryRunner, (queryRunner.connection.options as { schema: string }).schema);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "${(queryRunner.connection.options as { schema: string }).schema}".rate_limit_hits`);
  }
}
