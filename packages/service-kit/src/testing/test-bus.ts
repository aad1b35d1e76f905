import { isDeepStrictEqual } from 'node:util';
import { createEvent, parseEvent, type EventEnvelope, type EventPayload, type EventType } from '@hearth/events';
import type { Logger } from 'pino';
import type { EventBus, EventHandler } from '../messaging/event-bus';
import { InProcessBus } from '../messaging/in-process-bus';
import { eventually } from './environment';

/**
 * The bus of a service under test: the test plays every other service. `deliver` hands the
 * service any catalogue event and resolves once its handler has applied it (or rejects with the
 * handler's error); what the service publishes through its outbox is kept in `published`.
 */
export class TestBus implements EventBus {
  readonly published: EventEnvelope[] = [];
  private readonly inner: InProcessBus;
  private readonly fromTest = new Set<string>();

  constructor(logger: Logger) {
    this.inner = new InProcessBus(logger, { maxAttempts: 1 });
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (!this.fromTest.has(event.id)) this.published.push(parseEvent(JSON.parse(JSON.stringify(event))));
    await this.inner.publish(event);
  }

  subscribe(queue: string, types: readonly EventType[], handler: EventHandler): Promise<void> {
    return this.inner.subscribe(queue, types, handler);
  }

  /** In one process nothing is missed, so there is never a gap. */
  listen(types: readonly EventType[], handler: EventHandler): Promise<void> {
    return this.inner.listen(types, handler);
  }

  isReady(): boolean {
    return true;
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** Delivers a new event of `type`, or an envelope again (a redelivery), as the broker would. */
  deliver<T extends EventType>(type: T, payload: EventPayload<T>): Promise<EventEnvelope<T>>;
  deliver<T extends EventType>(event: EventEnvelope<T>): Promise<EventEnvelope<T>>;
  async deliver<T extends EventType>(typeOrEvent: T | EventEnvelope<T>, payload?: EventPayload<T>): Promise<EventEnvelope<T>> {
    const event = typeof typeOrEvent === 'string' ? createEvent(typeOrEvent, payload!, 'test') : typeOrEvent;
    this.fromTest.add(event.id);
    const before = this.inner.deadLetters.length;
    await this.inner.publish(event as EventEnvelope);
    const failed = this.inner.deadLetters.slice(before).find((dead) => dead.event.id === event.id);
    if (failed) throw new Error(`${event.type} was not applied: ${failed.error}`);
    return event;
  }

  /**
   * Waits until the service has published an event of `type` (one whose payload equals `payload`,
   * when given); returns every event of `type` published so far, oldest first.
   */
  publishedOf<T extends EventType>(type: T, payload?: EventPayload<T>): Promise<EventEnvelope<T>[]> {
    return eventually(() => {
      const found = this.published.filter((event) => event.type === type) as EventEnvelope<T>[];
      const awaited = payload === undefined ? found : found.filter((event) => isDeepStrictEqual(event.payload, payload));
      if (awaited.length === 0) throw new Error(`no ${type} ${payload ? JSON.stringify(payload) : ''} published yet`);
      return found;
    });
  }
}
