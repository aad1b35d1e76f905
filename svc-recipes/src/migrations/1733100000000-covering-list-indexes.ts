import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The list's visibility test (`NOT is_private OR household_id = me OR created_by = me`) read the
 * heap for every row the newest-first and category indexes gave: at 100,000 recipes the first
 * page was fine but counting the visible set was a sequential scan (36 ms). The same two indexes
 * now carry the visibility columns, so the page and the capped count are index-only scans.
 */
export class CoveringListIndexes1733100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const s = `"${(queryRunner.connection.options as { schema: string }).schema}"`;
    await queryRunner.query(
      `CREATE INDEX recipes_newest_visible ON ${s}.recipes (created_at DESC, id DESC) INCLUDE (is_private, household_id, created_by)`,
    );
    await queryRunner.query(
      `CREATE INDEX recipes_category_newest_visible ON ${s}.recipes (category_id, created_at DESC, id DESC) INCLUDE (is_private, household_id, created_by)`,
    );
    await queryRunner.query(`DROP INDEX ${s}.recipes_newest`);
    await queryRunner.query(`DROP INDEX ${s}.recipes_category_newest`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = `"${(queryRunner.connection.options as { schema: string }).schema}"`;
    await queryRunner.query(`CREATE INDEX recipes_newest ON ${s}.recipes (created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX recipes_category_newest ON ${s}.recipes (category_id, created_at DESC, id DESC)`);
    await queryRunner.query(`DROP INDEX ${s}.recipes_newest_visible`);
    await queryRunner.query(`DROP INDEX ${s}.recipes_category_newest_visible`);
  }
}
