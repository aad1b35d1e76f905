import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The copy of who is in which household becomes the `memberships` table every service keeps
 * (service-kit membership-projection.ts), its rows kept; the household's name starts blank.
 * Tables are named bare: the connection searches the service's schema first.
 */
export class MembershipsTable1737300000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE members RENAME TO memberships');
    await queryRunner.query('ALTER TABLE memberships RENAME CONSTRAINT members_pkey TO memberships_pkey');
    await queryRunner.query('ALTER INDEX members_household RENAME TO memberships_household');
    await queryRunner.query("ALTER TABLE memberships ADD COLUMN household_name text NOT NULL DEFAULT ''");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE memberships DROP COLUMN household_name');
    await queryRunner.query('ALTER INDEX memberships_household RENAME TO members_household');
    await queryRunner.query('ALTER TABLE memberships RENAME CONSTRAINT memberships_pkey TO members_pkey');
    await queryRunner.query('ALTER TABLE memberships RENAME TO members');
  }
}
