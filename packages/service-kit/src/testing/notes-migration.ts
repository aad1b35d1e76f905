import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createMessagingTables } from '../data/messaging-tables';

/** The kit's own tests: a service schema with the outbox, the inbox and a table of notes. */
export class CreateNotes1000000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await createMessagingTables(queryRunner, schema);
    await queryRunner.query(`CREATE TABLE "${schema}".notes (id serial PRIMARY KEY, text text NOT NULL)`);
  }
  async down(): Promise<void> {}
}
