import { parseEvent, type EventEnvelope, type EventType } from '@hearth/events';
import type { Logger } from 'pino';
import { defaultRetryPolicy, RetryLater, type EventBus, type EventHandler, type RetryPolicy } from './event-bus';

interface Subscription {
  queue: string;
  types: Set<string>;
  handler: EventHandler;
}

/**
 * The embedded mode's bus. `publish` resolves only after every subscriber has applied the event
 * (or dead-lettered it after its retries), so the publisher's outbox row stays unpublished until
 * delivery happened: a crash in between re-sends the event on restart. Nothing is delivered
 * before `start()`, which the owner calls once every service has subscribed: there is no durable
 * queue to hold an event for a subscriber that is not there yet. Nothing is delivered after
 * `close()` either: a publish then fails and the row stays in the outbox for the next start,
 * rather than being dead-lettered by a subscriber that is shutting down.
 */
export class InProcessBus implements EventBus {
  private readonly subscriptions: Subscription[] = [];
  private readonly listeners: { types: Set<string>; handler: EventHandler }[] = [];
  private markStarted: () => void = () => undefined;
  private readonly started = new Promise<void>((resolve) => {
    this.markStarted = resolve;
  });
  readonly deadLetters: { queue: string; event: EventEnvelope; error: string }[] = [];
  private readonly policy: RetryPolicy;
  private closed = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly logger: Logger,
    policy: Partial<RetryPolicy> = {},
  ) {
    this.policy = { ...defaultRetryPolicy, retryDelayMs: 200, ...policy };
  }

  async start(): Promise<void> {
    this.markStarted();
  }

  async publish(event: EventEnvelope): Promise<void> {
    await this.started;
    this.assertOpen();
    const delivery = this.deliverToAll(event);
    this.inFlight.add(delivery);
    try {
      await delivery;
    } finally {
      this.inFlight.delete(delivery);
    }
  }

  private async deliverToAll(event: EventEnvelope): Promise<void> {
    // The same contract as the wire: subscribers get a validated copy, never the sender's object.
    const delivered = parseEvent(JSON.parse(JSON.stringify(event)));
    for (const subscription of this.subscriptions) {
      if (subscription.types.has(delivered.type)) await this.deliver(subscription, delivered);
    }
    for (const listener of this.listeners) {
      if (!listener.types.has(delivered.type)) continue;
      await listener.handler(delivered).catch((error) => this.logger.warn({ err: error, eventId: delivered.id }, 'event listener failed'));
    }
  }

  async subscribe(queue: string, types: readonly EventType[], handler: EventHandler): Promise<void> {
    this.subscriptions.push({ queue, types: new Set(types), handler });
  }

  /** One process: the listener gets every event, and never misses one while the bus is open. */
  async listen(types: readonly EventType[], handler: EventHandler): Promise<void> {
    this.listeners.push({ types: new Set(types), handler });
  }

  isReady(): boolean {
    return true;
  }

  /** Stops delivering; resolves once the deliveries under way have ended. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.inFlight]);
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event bus is closed');
  }

  /** Applies one event, retrying failures up to the policy's attempts; RetryLater does not count. */
  private async deliver(subscription: Subscription, event: EventEnvelope): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await subscription.handler(event);
        return;
      } catch (error) {
        this.assertOpen();
        if (error instanceof RetryLater) {
          this.logger.warn({ err: error.cause, queue: subscription.queue, eventId: event.id }, 'event waits for its database');
          attempt--;
          await new Promise((resolve) => setTimeout(resolve, this.policy.retryDelayMs));
          continue;
        }
        if (attempt >= this.policy.maxAttempts) {
          this.logger.error({ err: error, queue: subscription.queue, eventId: event.id }, 'event dead-lettered');
          this.deadLetters.push({ queue: subscription.queue, event, error: String(error) });
          return;
        }
        this.logger.warn({ err: error, queue: subscription.queue, eventId: event.id, attempt }, 'event handler failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, this.policy.retryDelayMs));
      }
    }
  }
}
