import { parseEvent, type EventEnvelope, type EventType } from '@hearth/events';
import type { Channel, ChannelModel, ConfirmChannel, ConsumeMessage, Options } from 'amqplib';
import type { Logger } from 'pino';
import { setTimeout as sleep } from 'node:timers/promises';
import { BrokerConnection, brokerAddresses } from './broker-connection';
import { retireClassicQueues } from './classic-queue-retirement';
import { defaultRetryPolicy, RetryLater, type EventBus, type EventHandler, type RetryPolicy } from './event-bus';
import { declareServiceQueues, quorumQueuesOf } from './service-queues';

export interface RabbitMqBusOptions {
  /**
   * The broker: one address, or several (the nodes of a cluster) as a list or separated by
   * commas, tried in turn on connect and on every reconnect. One load-balanced address works too.
   */
  url: string | readonly string[];
  /** The one topic exchange; routing key = event type. */
  exchange?: string;
  logger: Logger;
  retry?: Partial<RetryPolicy>;
  /** Messages fetched ahead per consumer; they are still applied one at a time, in order. */
  prefetch?: number;
  /** How long a publish may wait for the broker's confirm. */
  confirmTimeoutMs?: number;
  /** How long one broker address may take to answer before the next is tried. */
  connectTimeoutMs?: number;
  /**
   * How often to look again for classic queues of an earlier version to retire (besides on every
   * connection): replicas of that version may still consume them during a rolling deploy.
   */
  classicQueueSweepMs?: number;
}

interface Subscription {
  queue: string;
  types: readonly EventType[];
  handler: EventHandler;
}

interface Listener {
  types: readonly EventType[];
  handler: EventHandler;
  onGap?: () => void;
}

interface ActiveConsumer {
  channel: ConfirmChannel;
  consumerTag: string;
  /** Messages are applied in order: each waits for the previous one. */
  chain: Promise<void>;
}

const ATTEMPT_HEADER = 'x-attempt';

/**
 * RabbitMQ adapter: persistent messages with publisher confirms, a quorum queue per consuming
 * service (`service-queues.ts`), manual acks, bounded retries through a delay queue, then a
 * dead-letter queue. The connection recovers by itself after a broker restart or the loss of a
 * cluster node (trying the next address) and re-declares everything it needs.
 */
export class RabbitMqBus implements EventBus {
  private connection: BrokerConnection | undefined;
  private model: ChannelModel | undefined;
  private publisher: ConfirmChannel | undefined;
  private readonly subscriptions: Subscription[] = [];
  private readonly listeners: Listener[] = [];
  private readonly consumers = new Map<string, ActiveConsumer>();
  private readonly exchange: string;
  private connectedBefore = false;
  private closing = false;
  private readonly policy: RetryPolicy;
  private readonly logger: Logger;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(private readonly options: RabbitMqBusOptions) {
    this.exchange = options.exchange ?? 'hearth.events';
    this.policy = { ...defaultRetryPolicy, ...options.retry };
    this.logger = options.logger.child({ component: 'rabbitmq-bus' });
  }

  async start(): Promise<void> {
    this.connection = new BrokerConnection({
      urls: brokerAddresses(this.options.url),
      connectTimeoutMs: this.options.connectTimeoutMs,
      logger: this.logger,
      setup: (model) => this.setup(model),
      onLost: (error) => {
        this.model = undefined;
        this.publisher = undefined;
        this.consumers.clear();
        this.logger.warn({ err: error }, 'lost the broker; reconnecting');
      },
    });
    this.connection.start();
    this.sweepTimer = setInterval(() => this.sweepClassicQueues(), this.options.classicQueueSweepMs ?? 60_000);
    this.sweepTimer.unref();
  }

  /** Waits for the first connection (startup of a service that must not run without it). */
  async waitForConnection(): Promise<void> {
    await this.connection?.waitForConnect();
  }

  isReady(): boolean {
    return this.publisher !== undefined;
  }

  async publish(event: EventEnvelope): Promise<void> {
    const channel = this.publisher;
    if (!channel) throw new Error('Event bus is not connected');
    const options: Options.Publish = {
      persistent: true,
      contentType: 'application/json',
      messageId: event.id,
      type: event.type,
      correlationId: event.correlationId,
      timestamp: Math.floor(Date.parse(event.occurredAt) / 1000),
    };
    await this.confirmed(channel, (done) =>
      channel.publish(this.exchange, event.type, Buffer.from(JSON.stringify(event)), options, done),
    );
  }

  async subscribe(queue: string, types: readonly EventType[], handler: EventHandler): Promise<void> {
    const subscription = { queue, types, handler };
    this.subscriptions.push(subscription);
    if (this.model) await this.startConsumer(this.model, subscription);
  }

  async listen(types: readonly EventType[], handler: EventHandler, onGap?: () => void): Promise<void> {
    const listener = { types, handler, onGap };
    this.listeners.push(listener);
    if (this.model) await this.startListener(this.model, listener);
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweepTimer);
    await this.sweeping;
    const consumers = [...this.consumers.values()];
    await Promise.all(consumers.map((c) => c.channel.cancel(c.consumerTag).catch(() => undefined)));
    await Promise.all(consumers.map((c) => c.chain));
    await this.connection?.close().catch(() => undefined);
    this.connection = undefined;
    this.publisher = undefined;
    this.model = undefined;
  }

  /** Runs after every (re)connection: declares the topology and restarts the consumers. */
  private async setup(model: ChannelModel): Promise<void> {
    const publisher = await model.createConfirmChannel();
    this.closeConnectionWhenChannelDies(model, publisher);
    await publisher.assertExchange(this.exchange, 'topic', { durable: true });
    for (const subscription of this.subscriptions) await this.startConsumer(model, subscription);
    for (const listener of this.listeners) await this.startListener(model, listener);
    this.model = model;
    this.publisher = publisher;
    // After a reconnection, listeners may have missed events published while the queue was gone.
    if (this.connectedBefore) for (const listener of this.listeners) listener.onGap?.();
    this.connectedBefore = true;
  }

  /**
   * A server-named, exclusive queue for this connection only: the broker deletes it when the
   * connection ends, so nothing piles up for an instance that is gone.
   */
  private async startListener(model: ChannelModel, listener: Listener): Promise<void> {
    const channel = await model.createChannel();
    this.closeConnectionWhenChannelDies(model, channel);
    await channel.assertExchange(this.exchange, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
    for (const type of listener.types) await channel.bindQueue(queue, this.exchange, type);
    await channel.consume(
      queue,
      (message) => {
        if (!message) return;
        let event: EventEnvelope;
        try {
          event = parseEvent(JSON.parse(message.content.toString('utf8')));
        } catch (error) {
          this.logger.warn({ err: error }, 'malformed event ignored by a listener');
          return;
        }
        listener.handler(event).catch((error) => this.logger.warn({ err: error, eventId: event.id }, 'event listener failed'));
      },
      { noAck: true },
    );
  }

  private async startConsumer(model: ChannelModel, subscription: Subscription): Promise<void> {
    const { queue } = subscription;
    const channel = await model.createConfirmChannel();
    this.closeConnectionWhenChannelDies(model, channel);
    await channel.assertExchange(this.exchange, 'topic', { durable: true });
    const queues = await declareServiceQueues(channel, queue);
    const bind = async () => {
      for (const type of subscription.types) await channel.bindQueue(queues.events, this.exchange, type);
    };
    // Before consuming, so the events an earlier version left in its classic queue come first.
    await this.retireClassicQueues(model, subscription, bind);
    await bind();
    await channel.prefetch(this.options.prefetch ?? 20);
    const consumer: ActiveConsumer = { channel, consumerTag: '', chain: Promise.resolve() };
    const reply = await channel.consume(queues.events, (message) => {
      if (!message) return; // cancelled by the broker; recovery starts a new consumer
      consumer.chain = consumer.chain.then(() => this.handle(channel, subscription, message));
    });
    consumer.consumerTag = reply.consumerTag;
    this.consumers.set(queue, consumer);
  }

  /**
   * Runs after every (re)connection and every `classicQueueSweepMs`: see
   * `classic-queue-retirement.ts`. Never fails: what could not be done is tried again later.
   */
  private async retireClassicQueues(model: ChannelModel, subscription: Subscription, bindQuorumQueue: () => Promise<void>): Promise<void> {
    const { queue, types } = subscription;
    const outcome = await retireClassicQueues({ model, exchange: this.exchange, queue, types, logger: this.logger, bindQuorumQueue });
    if (outcome.state === 'in use') {
      this.logger.info(
        { queue, consumers: outcome.consumers },
        'replicas of an earlier version still consume the classic queue; it and the quorum queue both receive events until they stop',
      );
    }
  }

  private sweepClassicQueues(): void {
    const model = this.model;
    if (!model || this.sweeping || this.closing) return;
    this.sweeping = (async () => {
      for (const subscription of [...this.subscriptions]) await this.retireClassicQueues(model, subscription, async () => undefined);
    })()
      .catch((error) => this.logger.warn({ err: error }, 'classic queue sweep failed'))
      .finally(() => (this.sweeping = undefined));
  }

  private async handle(channel: ConfirmChannel, subscription: Subscription, message: ConsumeMessage): Promise<void> {
    const { queue } = subscription;
    const queues = quorumQueuesOf(queue);
    let event: EventEnvelope;
    try {
      event = parseEvent(JSON.parse(message.content.toString('utf8')));
    } catch (error) {
      this.logger.error({ err: error, queue }, 'malformed event dead-lettered');
      await this.forward(channel, message, queues.dead, { 'x-error': String(error) });
      return;
    }
    try {
      await this.applyWhenPossible(channel, subscription, event);
      this.ack(channel, message);
    } catch (error) {
      if (error instanceof RetryLater) return; // not acked: redelivered on the next channel
      const attempt = Number(message.properties.headers?.[ATTEMPT_HEADER] ?? 1);
      if (attempt >= this.policy.maxAttempts) {
        this.logger.error({ err: error, queue, eventId: event.id, attempt }, 'event dead-lettered');
        await this.forward(channel, message, queues.dead, { 'x-error': String(error) });
      } else {
        this.logger.warn({ err: error, queue, eventId: event.id, attempt }, 'event handler failed; will retry');
        // The delay is the message's own: it expires at the head of `.retry` and goes back.
        await this.forward(channel, message, queues.retry, { [ATTEMPT_HEADER]: attempt + 1 }, this.policy.retryDelayMs);
      }
    }
  }

  /**
   * Runs the handler; while it answers RetryLater (its database is out of reach), runs it again
   * after a pause, holding the message and those behind it, so the outage neither reorders nor
   * dead-letters them. Gives up (leaving the message unacked) when the bus closes or the channel
   * is gone, since the broker then hands the message out again.
   */
  private async applyWhenPossible(channel: ConfirmChannel, subscription: Subscription, event: EventEnvelope): Promise<void> {
    for (;;) {
      try {
        await subscription.handler(event);
        return;
      } catch (error) {
        if (!(error instanceof RetryLater)) throw error;
        if (this.closing || !this.isCurrent(channel, subscription.queue)) throw error;
        this.logger.warn({ err: error.cause, queue: subscription.queue, eventId: event.id }, 'event waits for its database');
        await sleep(this.policy.retryDelayMs);
      }
    }
  }

  private isCurrent(channel: ConfirmChannel, queue: string): boolean {
    return this.consumers.get(queue)?.channel === channel;
  }

  /** Moves a message to another queue: the copy is confirmed before the original is acked. */
  private async forward(
    channel: ConfirmChannel,
    message: ConsumeMessage,
    target: string,
    headers: Record<string, unknown>,
    expiresInMs?: number,
  ): Promise<void> {
    const properties = {
      ...message.properties,
      headers: { ...message.properties.headers, ...headers },
      expiration: expiresInMs === undefined ? undefined : String(expiresInMs),
    };
    try {
      await this.confirmed(channel, (done) => channel.sendToQueue(target, message.content, properties as Options.Publish, done));
      this.ack(channel, message);
    } catch (error) {
      // Not acked: the broker redelivers it once the channel is back.
      this.logger.warn({ err: error, target }, 'could not move message; it will be redelivered');
    }
  }

  private ack(channel: Channel, message: ConsumeMessage): void {
    try {
      channel.ack(message);
    } catch {
      // The channel closed while the handler ran; the message will be redelivered and the inbox
      // will recognise it.
    }
  }

  private confirmed(channel: ConfirmChannel, send: (done: (error: unknown) => void) => void): Promise<void> {
    const timeoutMs = this.options.confirmTimeoutMs ?? 10_000;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Broker did not confirm the message in time')), timeoutMs);
      send((error) => {
        clearTimeout(timer);
        if (error) reject(error instanceof Error ? error : new Error('Broker rejected the message'));
        else resolve();
      });
    });
  }

  /** A channel that dies on its own (a protocol error) takes the connection down with it, so
   * recovery rebuilds everything from a clean state. */
  private closeConnectionWhenChannelDies(model: ChannelModel, channel: Channel): void {
    channel.on('error', (error: Error) => this.logger.warn({ err: error }, 'channel error'));
    channel.on('close', () => {
      if (this.model === model || this.model === undefined) model.close().catch(() => undefined);
    });
  }
}
