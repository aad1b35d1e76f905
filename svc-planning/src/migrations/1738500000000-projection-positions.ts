import { createMembershipOrderTables } from '@hearth/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each projection keeps the position of the last event applied (null: none with a position yet),
 * so an older event arriving later changes nothing (docs/events.md "Order at the consumers"): the
 * memberships copy for each user and household (service-kit membership-projection.ts), and each
 * recipe.
 */
export class ProjectionPositions1738500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createMembershipOrderTables(queryRunner);
    await queryRunner.query('ALTER TABLE recipes ADD COLUMN event_position bigint');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE recipes DROP COLUMN event_position');
    await queryRunner.query('DROP TABLE membership_users, membership_households');
  }
}
