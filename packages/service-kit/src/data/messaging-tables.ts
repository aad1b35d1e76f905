import type { QueryRunner } from 'typeorm';

/** A migration that inserts outbox rows takes this first, as `Database` does (outbox-order.ts). */
export { lockOutboxForWriting } from './outbox-order';

/**
 * The outbox (events waiting to be published) and the inbox (events already applied), created by
 * every service's first migration inside its own schema.
 */
export async function createMessagingTables(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE "${schema}".outbox (
      sequence bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      event_id uuid NOT NULL UNIQUE,
      type text NOT NULL,
      envelope jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      last_error text
    )`);
  await queryRunner.query(
    `CREATE INDEX outbox_unpublished ON "${schema}".outbox (sequence) WHERE published_at IS NULL`,
  );
  await queryRunner.query(`
    CREATE TABLE "${schema}".inbox (
      event_id uuid PRIMARY KEY,
      type text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now()
    )`);
  await queryRunner.query(`CREATE INDEX inbox_processed_at ON "${schema}".inbox (processed_at)`);
}
