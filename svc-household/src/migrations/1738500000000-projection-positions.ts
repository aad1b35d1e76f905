import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each user svc-auth announced keeps the position of the last event applied to it (null: none
 * with a position yet), so an older event arriving later changes nothing (docs/events.md "Order
 * at the consumers"). Tables are named bare: the connection searches the service's schema first.
 */
export class ProjectionPositions1738500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN event_position bigint');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP COLUMN event_position');
  }
}
