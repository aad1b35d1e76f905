import type { EventEnvelope } from '@hearth/events';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { EventBus } from '../messaging/event-bus';
import { schemaOf } from './data-source';

export interface RelayOptions {
  /** How often to look for events left unpublished (a broker outage, a crash after commit). */
  intervalMs?: number;
  batchSize?: number;
  /** Published outbox rows (their payload gone at publication) and processed inbox ids are deleted after this long. */
  retentionDays?: number;
}

interface OutboxRow {
  sequence: string;
  envelope: EventEnvelope;
}

/**
 * Publishes outbox rows in commit order and marks them sent. A row is marked only after the
 * bus confirmed it, so a broker that is down delays events and never loses them; a crash between
 * publish and mark re-sends, which idempotent consumers absorb. A row marked sent keeps the
 * event's identity and times (the soak's event lag reads them), not its payload: a payload may
 * name a person (an e-mail, a name), and once published it has nothing more to do here.
 */
export class OutboxRelay {
  private readonly schema: string;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private lastPrune = 0;
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly retentionDays: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    options: RelayOptions = {},
  ) {
    this.schema = schemaOf(dataSource);
    this.intervalMs = options.intervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 100;
    this.retentionDays = options.retentionDays ?? 7;
  }

  start(): void {
    this.timer ??= setInterval(() => this.nudge(), this.intervalMs);
    this.nudge();
  }

  /** Publish now rather than at the next tick; called after a commit that recorded events. */
  nudge(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error) => this.logger.warn({ err: error }, 'outbox relay pass failed'))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Resolves when everything committed so far has been published (used by tests and shutdown). */
  async flush(): Promise<void> {
    this.nudge();
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    while (this.running) await this.running;
  }

  async unpublishedCount(): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM "${this.schema}".outbox WHERE published_at IS NULL`,
    );
    return row.count;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      while (await this.publishBatch()) {
        // keep going while full batches are found
      }
    } while (this.again);
    await this.pruneDaily();
  }

  /** Publishes one batch; true when the batch was full and more may be waiting. */
  private async publishBatch(): Promise<boolean> {
    const rows: OutboxRow[] = await this.dataSource.query(
      `SELECT sequence, envelope FROM "${this.schema}".outbox
       WHERE published_at IS NULL ORDER BY sequence LIMIT $1`,
      [this.batchSize],
    );
    const published: string[] = [];
    try {
      for (const row of rows) {
        await this.bus.publish(row.envelope);
        published.push(row.sequence);
      }
    } catch (error) {
      const failed = rows[published.length];
      this.logger.warn({ err: error, eventId: failed?.envelope.id }, 'event not published; will retry');
      if (failed) {
        await this.dataSource.query(
          `UPDATE "${this.schema}".outbox SET attempts = attempts + 1, last_error = $2 WHERE sequence = $1`,
          [failed.sequence, String((error as Error).message ?? error).slice(0, 500)],
        );
      }
      await this.markPublished(published);
      return false;
    }
    await this.markPublished(published);
    return rows.length === this.batchSize;
  }

  private async markPublished(sequences: string[]): Promise<void> {
    if (sequences.length === 0) return;
    await this.dataSource.query(
      `UPDATE "${this.schema}".outbox SET published_at = now(), envelope = envelope - 'payload' WHERE sequence = ANY($1::bigint[])`,
      [sequences],
    );
  }

  private async pruneDaily(): Promise<void> {
    if (Date.now() - this.lastPrune < 86_400_000) return;
    this.lastPrune = Date.now();
    const days = `${this.retentionDays} days`;
    await this.dataSource.query(
      `DELETE FROM "${this.schema}".outbox WHERE published_at < now() - $1::interval`,
      [days],
    );
    await this.dataSource.query(
      `DELETE FROM "${this.schema}".inbox WHERE processed_at < now() - ($1::interval * 4)`,
      [days],
    );
  }
}
