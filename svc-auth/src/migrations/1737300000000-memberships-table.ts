import { createMembershipsTable } from '@hearth/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each user's household moves from two columns of `users` to the `memberships` table every service
 * keeps (service-kit membership-projection.ts). Tables are named bare: the connection searches the
 * service's schema first.
 */
export class MembershipsTable1737300000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createMembershipsTable(queryRunner);
    await queryRunner.query(`
      INSERT INTO memberships (user_id, household_id, household_name)
      SELECT id, household_id, coalesce(household_name, '') FROM users WHERE household_id IS NOT NULL`);
    await queryRunner.query('DROP INDEX users_household_id');
    await queryRunner.query('ALTER TABLE users DROP COLUMN household_id, DROP COLUMN household_name');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN household_id uuid, ADD COLUMN household_name text');
    await queryRunner.query('CREATE INDEX users_household_id ON users (household_id)');
    await queryRunner.query(`
      UPDATE users u SET household_id = m.household_id, household_name = m.household_name
        FROM memberships m WHERE m.user_id = u.id`);
    await queryRunner.query('DROP TABLE memberships');
  }
}
