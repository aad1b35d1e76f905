import type { EventEnvelope, EventType } from '@hearth/events';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/**
 * Carries integration events between services. Two adapters share this contract: RabbitMQ for
 * separate processes, in-process for the embedded mode.
 */
export interface EventBus {
  /** Connects (or prepares); safe to call before the broker is reachable. */
  start(): Promise<void>;
  /** Resolves once the event is durably accepted; rejects when it could not be. */
  publish(event: EventEnvelope): Promise<void>;
  /**
   * Delivers events of `types` to `handler` through the durable queue named `queue`. A handler
   * that throws is retried a bounded number of times; then the event is dead-lettered.
   */
  subscribe(queue: string, types: readonly EventType[], handler: EventHandler): Promise<void>;
  /**
   * Delivers events of `types` to `handler` in THIS process, whichever process published them:
   * every instance of a service gets every event (a queue of its own that lives as long as its
   * connection). For pushing changes to the clients connected to this instance: no retries and
   * nothing kept while disconnected, so `onGap` is called whenever events may have been missed
   * (the connection came back), and the listener should tell its clients to refetch.
   */
  listen(types: readonly EventType[], handler: EventHandler, onGap?: () => void): Promise<void>;
  isReady(): boolean;
  close(): Promise<void>;
}

export interface RetryPolicy {
  /** Deliveries of one event before it is dead-lettered. */
  maxAttempts: number;
  /** Pause between attempts. */
  retryDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 5, retryDelayMs: 2000 };

/**
 * Thrown by a handler that could not run because something it needs is out of reach (its
 * database restarting): the bus tries the same event again after `retryDelayMs`, in place and in
 * order, without counting an attempt, for as long as it is open. An outage therefore delays events
 * and never dead-letters them.
 */
export class RetryLater extends Error {
  constructor(cause: unknown) {
    super(`Retry later: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'RetryLater';
  }
}
