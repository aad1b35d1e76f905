import { createEvent, type EventEnvelope, type EventPayload, type EventType } from '@hearth/events';
import type { DataSource, EntityManager } from 'typeorm';
import { currentCorrelationId } from '../request-context';
import { schemaOf } from './data-source';
import { lockOutboxForWriting } from './outbox-order';

/** A unit of work: the entity manager of one transaction, and the events it will publish. */
export interface Transaction {
  manager: EntityManager;
  /** Records an event in the outbox, committed (or rolled back) with the change. */
  emit<T extends EventType>(type: T, payload: EventPayload<T>): void;
}

/**
 * A service's database: transactions whose events go to the transactional outbox in the same
 * commit. After a commit that recorded events, `onEventsCommitted` wakes the relay.
 */
export class Database {
  private readonly schema: string;

  constructor(
    readonly dataSource: DataSource,
    private readonly onEventsCommitted: () => void = () => undefined,
    private readonly publishCommitted: (timeoutMs: number) => Promise<void> = async () => undefined,
  ) {
    this.schema = schemaOf(dataSource);
  }

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  async transaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R> {
    let recorded = 0;
    const result = await this.dataSource.transaction(async (manager) => {
      const events: EventEnvelope[] = [];
      const value = await work({
        manager,
        emit: (type, payload) => {
          events.push(createEvent(type, payload, currentCorrelationId()) as EventEnvelope);
        },
      });
      if (events.length > 0) await this.recordEvents(manager, events);
      recorded = events.length;
      return value;
    });
    if (recorded > 0) this.onEventsCommitted();
    return result;
  }

  /**
   * Waits (at most `timeoutMs`) until every event committed so far has been published. In
   * `npm start` publishing means every service has applied it, so a change that must hold
   * everywhere before the answer (a session ended, a member removed) awaits this; with a broker it
   * means the broker has it, and the consumers' lag bounds the rest. On a replica whose relay does
   * not lead, it waits for the leader to mark the rows sent. A broker that is down does not hold the
   * answer longer than the timeout: the relay keeps trying.
   */
  async published(timeoutMs = 3000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    try {
      await Promise.race([this.publishCommitted(timeoutMs), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async isReachable(): Promise<boolean> {
    if (!this.dataSource.isInitialized) return false;
    await this.dataSource.query('SELECT 1');
    return true;
  }

  /** The last statements before the commit: the outbox lock, shared (outbox-order.ts), then the rows. */
  private async recordEvents(manager: EntityManager, events: EventEnvelope[]): Promise<void> {
    await lockOutboxForWriting(manager, this.schema);
    const values = events.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}::jsonb)`).join(', ');
    await manager.query(
      `INSERT INTO "${this.schema}".outbox (event_id, type, envelope) VALUES ${values}`,
      events.flatMap((event) => [event.id, event.type, JSON.stringify(event)]),
    );
  }
}
