import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { Database, Transaction } from '../data/database';
import type { EventHandlers } from '../data/event-consumer';
import { schemaOf } from '../data/data-source';
import { firstRow, sql, type Sql } from '../data/sql';

/**
 * Which sessions have ended before their expiry. svc-auth decides and announces it; every service
 * keeps the same two tables, written by those events, and its token verifier reads them:
 * - `session_cutoffs`: per user, sessions issued before `valid_from` have ended (password change
 *   or reset, e-mail change, 'log out everywhere', account removal);
 * - `ended_sessions`: one session each (logout on one device), kept until it would have expired.
 */
async function createEndedSessionTables(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE "${schema}".session_cutoffs (
      user_id uuid PRIMARY KEY,
      valid_from timestamptz NOT NULL
    )`);
  await queryRunner.query(`
    CREATE TABLE "${schema}".ended_sessions (
      session_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      expires_at timestamptz NOT NULL
    )`);
  await queryRunner.query(`CREATE INDEX ended_sessions_expires_at ON "${schema}".ended_sessions (expires_at)`);
}

/** What the verifier knows of a session: whose, which sign-in, and when it was issued (seconds). */
export interface SessionRef {
  userId: string;
  sessionId?: string;
  issuedAt: number;
}

/**
 * SQL: whether `session` has ended, on the service's own copy of the tables. svc-auth reads it in
 * the same statement as the caller's row; the others through `hasEnded`.
 */
export function sessionEndedSql({ userId, sessionId, issuedAt }: SessionRef): Sql {
  return sql`(EXISTS (SELECT 1 FROM session_cutoffs WHERE user_id = ${userId}::uuid AND valid_from > to_timestamp(${issuedAt}))
              OR EXISTS (SELECT 1 FROM ended_sessions WHERE session_id = ${sessionId ?? null}::uuid))`;
}

/** True when the session has ended; the verifier then answers 401. */
export type EndedSessionCheck = (session: SessionRef) => Promise<boolean>;

export class EndedSessions {
  private readonly schema: string;

  constructor(private readonly database: Database) {
    this.schema = schemaOf(database.dataSource);
  }

  readonly hasEnded: EndedSessionCheck = async (session) =>
    (await firstRow<{ ended: boolean }>(this.database.manager, sql`SELECT ${sessionEndedSql(session)} AS ended`))?.ended === true;

  /** The user's cutoff, if any: a new session is never issued before it. */
  async validFrom(userId: string): Promise<Date | null> {
    const [row] = await this.database.dataSource.query(
      `SELECT valid_from FROM "${this.schema}".session_cutoffs WHERE user_id = $1`,
      [userId],
    );
    return row ? new Date(row.valid_from) : null;
  }

  /** Ends every session issued before `validFrom` (a later cutoff wins; never moves back). */
  async endAllBefore(tx: Transaction, userId: string, validFrom: Date): Promise<void> {
    await tx.manager.query(
      `INSERT INTO "${this.schema}".session_cutoffs (user_id, valid_from) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET valid_from = GREATEST(session_cutoffs.valid_from, EXCLUDED.valid_from)`,
      [userId, validFrom],
    );
  }

  /** Ends one session; rows past their expiry are dropped on the way (the token is dead anyway). */
  async endOne(tx: Transaction, session: { userId: string; sessionId: string; expiresAt: Date }): Promise<void> {
    await tx.manager.query(`DELETE FROM "${this.schema}".ended_sessions WHERE expires_at < now()`);
    await tx.manager.query(
      `INSERT INTO "${this.schema}".ended_sessions (session_id, user_id, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (session_id) DO NOTHING`,
      [session.sessionId, session.userId, session.expiresAt],
    );
  }

  /** Every service but svc-auth: svc-auth's announcements, applied to this service's copy. */
  projection(): EventHandlers {
    return {
      'user.sessions-ended': (event, tx) => this.endAllBefore(tx, event.payload.userId, new Date(event.payload.validFrom)),
      'session.ended': (event, tx) =>
        this.endOne(tx, { ...event.payload, expiresAt: new Date(event.payload.expiresAt) }),
    };
  }
}

/**
 * Joins handler maps; where two handle the same event, both run, in order, in one transaction.
 */
export function combineHandlers(...maps: EventHandlers[]): EventHandlers {
  const combined: Record<string, (event: never, tx: Transaction) => Promise<void>> = {};
  for (const map of maps) {
    for (const [type, handler] of Object.entries(map) as [string, (event: never, tx: Transaction) => Promise<void>][]) {
      const before = combined[type];
      combined[type] = before
        ? async (event, tx) => {
            await before(event, tx);
            await handler(event, tx);
          }
        : handler;
    }
  }
  return combined as EventHandlers;
}

/** Every service lists this migration: the same tables in each schema. */
export class CreateEndedSessions1737100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createEndedSessionTables(queryRunner, (queryRunner.connection.options as { schema: string }).schema);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`DROP TABLE "${schema}".ended_sessions, "${schema}".session_cutoffs`);
  }
}
