import type { EventEnvelope, EventType } from '@hearth/events';
import type { Logger } from 'pino';
import { RetryLater, type EventBus } from '../messaging/event-bus';
import { runWithContext } from '../request-context';
import { schemaOf } from './data-source';
import { isDatabaseUnavailable } from './database-unavailable';
import type { Database, Transaction } from './database';

export type EventHandlers = {
  [T in EventType]?: (event: EventEnvelope<T>, tx: Transaction) => Promise<void>;
};

export interface ConsumerOptions {
  database: Database;
  bus: EventBus;
  /** The service's durable queue. */
  queue: string;
  handlers: EventHandlers;
  logger: Logger;
}

/**
 * Subscribes the service's handlers. Each event is applied at most once: its id goes into the
 * inbox in the same transaction as the handler's effect, so a redelivery finds it and does nothing.
 * A handler that throws rolls back both, and the bus retries it; one that could not reach the
 * database is retried without counting an attempt (RetryLater), so an outage never dead-letters.
 */
export async function consumeEvents(options: ConsumerOptions): Promise<void> {
  const { database, handlers } = options;
  const schema = schemaOf(database.dataSource);
  const types = Object.keys(handlers) as EventType[];

  await options.bus.subscribe(options.queue, types, async (event) => {
    const handler = handlers[event.type] as ((e: EventEnvelope, tx: Transaction) => Promise<void>) | undefined;
    if (!handler) return;
    const logger = options.logger.child({ requestId: event.correlationId, eventId: event.id, eventType: event.type, position: event.position });
    const apply = () =>
      database.transaction(async (tx) => {
        const fresh = await tx.manager.query(
          `INSERT INTO "${schema}".inbox (event_id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
          [event.id, event.type],
        );
        if (fresh.length === 0) {
          logger.debug('event already applied');
          return;
        }
        await handler(event, tx);
        logger.info('event applied');
      });
    try {
      await runWithContext({ requestId: event.correlationId, logger }, apply);
    } catch (error) {
      throw isDatabaseUnavailable(error) ? new RetryLater(error) : error;
    }
  });
}
