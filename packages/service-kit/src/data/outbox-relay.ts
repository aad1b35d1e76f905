import type { EventEnvelope } from '@hearth/events';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { EventBus } from '../messaging/event-bus';
import { schemaOf } from './data-source';
import { lockTimedOut, settledOutboxRows } from './outbox-order';
import { RelayLeadership } from './relay-leadership';

export interface RelayOptions {
  /** How often to look for events left unpublished (a broker outage, a crash after commit). */
  intervalMs?: number;
  batchSize?: number;
  /** Published outbox rows (their payload gone at publication) and processed inbox ids are deleted after this long. */
  retentionDays?: number;
  /** How often a replica that does not relay tries to take over (the leader stopped or died). */
  leadershipRetryMs?: number;
  /** How long a pass waits for the transactions writing outbox rows to end (outbox-order.ts). */
  settleWaitMs?: number;
  /** How long a leader stays one while its bus cannot reach the broker, before it hands over. */
  brokerLossGraceMs?: number;
}

interface OutboxRow {
  sequence: string;
  envelope: EventEnvelope;
}

/**
 * The envelope as it goes out: with its row's sequence as `position`, which consumers compare to
 * apply each thing's events in the order they were recorded, whatever order they arrive in.
 */
const positioned = (row: OutboxRow): EventEnvelope => ({ ...row.envelope, position: Number(row.sequence) });

/**
 * Publishes outbox rows in sequence order and marks them sent. A row is marked only after the
 * bus confirmed it, so a broker that is down delays events and never loses them; a crash between
 * publish and mark re-sends, which idempotent consumers absorb. A row marked sent keeps the
 * event's identity and times (the soak's event lag reads them), not its payload: a payload may
 * name a person (an e-mail, a name), and once published it has nothing more to do here.
 *
 * Every replica of a service runs one, and one of them publishes (relay-leadership.ts): the others
 * wake it after their commits, and take over when it is gone. It reads a batch only once nothing
 * below it can still commit (outbox-order.ts, which also says how that order relates to commits).
 * A leader whose own connection to the broker is down for `brokerLossGraceMs` stands down, so a
 * replica that can still publish takes over; it contends again once its bus is back.
 */
export class OutboxRelay {
  private readonly schema: string;
  private readonly leadership: RelayLeadership;
  private timer: NodeJS.Timeout | undefined;
  private leadershipTimer: NodeJS.Timeout | undefined;
  private contending: Promise<void> | undefined;
  private started = false;
  /** After writers held the relay off, it waits for its next tick rather than try at every commit. */
  private heldOffUntil = 0;
  private running: Promise<void> | undefined;
  private again = false;
  private lastPrune = 0;
  /** Since when this leader's bus has been out of reach of the broker (undefined while it is not). */
  private busLostAt: number | undefined;
  /** Handed over for want of the broker: not contending until the bus is back. */
  private standingDown = false;
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly retentionDays: number;
  private readonly leadershipRetryMs: number;
  private readonly settleWaitMs: number;
  private readonly brokerLossGraceMs: number;

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
    this.leadershipRetryMs = options.leadershipRetryMs ?? 2000;
    this.settleWaitMs = options.settleWaitMs ?? 200;
    this.brokerLossGraceMs = options.brokerLossGraceMs ?? 5000;
    this.leadership = new RelayLeadership(dataSource, logger, () => this.nudge());
  }

  /** Whether this replica is the one publishing its schema's outbox. */
  get isLeading(): boolean {
    return this.leadership.isLeading;
  }

  /** Starts relaying; resolves once it tried to lead (the first replica to start leads at once). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.leadershipTimer = setInterval(() => this.contend(), this.leadershipRetryMs);
    this.contend();
    await this.contending;
  }

  /**
   * Publish now rather than at the next tick; called after a commit that recorded events. A
   * replica that does not lead tells the one that does.
   */
  nudge(): void {
    if (!this.started) return;
    if (!this.leadership.isLeading) {
      this.leadership.wakeLeader();
      return;
    }
    if (Date.now() < this.heldOffUntil) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error) => this.logger.warn({ err: error }, 'outbox relay pass failed'))
      .finally(() => {
        this.running = undefined;
        // A commit noticed after the pass last looked (while it pruned, say) gets a pass of its own.
        if (this.again) this.nudge();
      });
  }

  /**
   * Resolves when everything committed so far has been published, or the bus refused it (the
   * leader's pass ended), or `timeoutMs` went by. Used by `Database.published` and tests.
   */
  async flush(timeoutMs = Infinity): Promise<void> {
    if (!this.started) return;
    if (!this.leadership.isLeading) {
      // Standing down, its bus cannot reach the broker: another replica publishes if there is one;
      // alone, the events wait in the outbox for it, as they do when a leader's pass is refused.
      if (this.standingDown && !(await this.leadership.anotherLeads().catch(() => false))) return;
      return this.awaitLeader(Date.now() + timeoutMs);
    }
    // Asked for: a pass now, even if writers held the last one off.
    this.heldOffUntil = 0;
    this.nudge();
    while (this.running) await this.running;
  }

  /** Stops publishing and lets go of the leadership, so another replica takes over. */
  async stop(): Promise<void> {
    this.started = false;
    clearInterval(this.timer);
    clearInterval(this.leadershipTimer);
    this.timer = this.leadershipTimer = undefined;
    await this.contending;
    while (this.running) await this.running;
    await this.leadership.resign();
  }

  async unpublishedCount(): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM "${this.schema}".outbox WHERE published_at IS NULL`,
    );
    return row.count;
  }

  /** The leader looks for rows left unpublished; the others only wake it after their own commits. */
  private tick(): void {
    if (!this.leadership.isLeading || this.handedOver()) return;
    this.heldOffUntil = 0;
    this.nudge();
  }

  /**
   * A leader whose bus has been out of reach of the broker for `brokerLossGraceMs` lets go of the
   * leadership (true), so that a replica that can publish takes over rather than the events wait
   * for this one's broker. A pass under way stops at its next row; what it published but had not
   * marked goes out again from the next leader, which the consumers' inbox absorbs.
   */
  private handedOver(): boolean {
    if (this.bus.isReady()) {
      this.busLostAt = undefined;
      return false;
    }
    this.busLostAt ??= Date.now();
    if (Date.now() - this.busLostAt < this.brokerLossGraceMs) return false;
    this.busLostAt = undefined;
    this.standingDown = true;
    this.logger.warn({ schema: this.schema }, 'the outbox relay cannot reach the broker; another replica takes over');
    void this.leadership.resign();
    return true;
  }

  /** One try at leading, unless one is under way, this relay leads already or stands down. */
  private contend(): void {
    if (this.contending || this.leadership.isLeading || !this.started) return;
    if (this.standingDown) {
      if (!this.bus.isReady()) return;
      this.standingDown = false;
    }
    this.contending = this.leadership
      .tryToLead()
      .then((leading) => {
        if (leading) this.nudge();
      })
      .catch((error) => this.logger.warn({ err: error }, 'outbox relay could not contend for leadership'))
      .finally(() => {
        this.contending = undefined;
      });
  }

  /** A follower's flush: polls until the leader has marked every row committed before the call. */
  private async awaitLeader(deadline: number): Promise<void> {
    const [{ last }] = await this.dataSource.query(
      `SELECT max(sequence) AS last FROM "${this.schema}".outbox WHERE published_at IS NULL`,
    );
    if (last === null) return;
    while (this.started && Date.now() < deadline) {
      const [waiting] = await this.dataSource.query(
        `SELECT 1 FROM "${this.schema}".outbox WHERE published_at IS NULL AND sequence <= $1 LIMIT 1`,
        [last],
      );
      if (!waiting) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(50, Math.max(0, deadline - Date.now()))));
    }
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      while (await this.publishBatch()) {
        // keep going while full batches are found
      }
    } while (this.again && Date.now() >= this.heldOffUntil);
    await this.pruneDaily();
  }

  /** Publishes one batch; true when the batch was full and more may be waiting. */
  private async publishBatch(): Promise<boolean> {
    let rows: OutboxRow[];
    try {
      rows = await this.leadership.query<OutboxRow>(settledOutboxRows(this.schema, this.batchSize, this.settleWaitMs));
    } catch (error) {
      if (!lockTimedOut(error)) throw error;
      this.logger.debug('outbox writers held the relay off; trying again at its next tick');
      this.heldOffUntil = Date.now() + this.intervalMs;
      return false;
    }
    const published: string[] = [];
    try {
      for (const row of rows) {
        // A leader that lost its connection stops here; the next one starts from the first unmarked row.
        if (!this.leadership.isLeading) break;
        await this.bus.publish(positioned(row));
        published.push(row.sequence);
      }
    } catch (error) {
      const failed = rows[published.length];
      this.logger.warn({ err: error, eventId: failed?.envelope.id }, 'event not published; will retry');
      if (failed) {
        await this.leadership.query(
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
    await this.leadership.query(
      `UPDATE "${this.schema}".outbox SET published_at = now(), envelope = envelope - 'payload' WHERE sequence = ANY($1::bigint[])`,
      [sequences],
    );
  }

  private async pruneDaily(): Promise<void> {
    if (Date.now() - this.lastPrune < 86_400_000) return;
    this.lastPrune = Date.now();
    const days = `${this.retentionDays} days`;
    await this.leadership.query(
      `DELETE FROM "${this.schema}".outbox WHERE published_at < now() - $1::interval`,
      [days],
    );
    await this.leadership.query(
      `DELETE FROM "${this.schema}".inbox WHERE processed_at < now() - ($1::interval * 4)`,
      [days],
    );
  }
}
