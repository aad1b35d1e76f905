import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The memberships copy takes the shape every service keeps (service-kit membership-projection.ts):
 * each row carries its household's name, filled from the households this service has heard of.
 * Tables are named bare: the connection searches the service's schema first.
 */
export class MembershipsHouseholdName1737600000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE memberships ADD COLUMN household_name text NOT NULL DEFAULT ''`);
    await queryRunner.query('UPDATE memberships m SET household_name = h.name FROM households h WHERE h.id = m.household_id');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE memberships DROP COLUMN household_name');
  }
}
