import { createMembershipOrderTables } from '@hearth/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The memberships copy keeps the position of the last event applied to each user and household,
 * and their tombstones (service-kit membership-projection.ts), so an older event arriving later
 * changes nothing (docs/events.md "Order at the consumers").
 */
export class ProjectionPositions1738500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createMembershipOrderTables(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE membership_users, membership_households');
  }
}
