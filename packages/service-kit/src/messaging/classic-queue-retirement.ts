import type { EventType } from '@hearth/events';
import type { ChannelModel, ConfirmChannel, Options } from 'amqplib';
import type { Logger } from 'pino';
import { classicQueuesOf, quorumQueuesOf } from './service-queues';

export interface ClassicQueueRetirement {
  model: ChannelModel;
  exchange: string;
  /** The service queue, as given to `subscribe`. */
  queue: string;
  types: readonly EventType[];
  logger: Logger;
  /**
   * Binds the quorum queue to the event types. Called once what the classic queue held has moved
   * over, so older events come first (and again at once by the caller, whatever happened here).
   */
  bindQuorumQueue(): Promise<void>;
}

/**
 * - `in use`: replicas of an earlier version still consume the classic queue. Both queues are
 *   bound and receive every event; the inbox applies each once. Tried again later.
 * - `retired`: the classic queues are gone (or never existed); `moved` events went over.
 * - `unavailable`: they could not be retired now (their node is down, say): tried again later.
 */
export type RetirementOutcome = { state: 'in use'; consumers?: number } | { state: 'retired'; moved: number } | { state: 'unavailable' };

/**
 * Empties the classic queues of one service queue (`<queue>`, `.retry`, `.dead`, as versions
 * before quorum queues declared them) into their quorum successors and deletes them, once no
 * consumer is left on them. Idempotent, and safe for replicas that run it at once: each message is
 * fetched by one of them, its copy confirmed before the original is acked (a crash in between
 * leaves both, and the inbox drops the second), and deleting a queue already gone succeeds.
 *
 * Every event published once a quorum queue is bound reaches it directly, so the classic queues
 * only ever hold copies after that: a replica of the old version that declares them again later
 * loses nothing when they are retired again.
 */
export async function retireClassicQueues(retirement: ClassicQueueRetirement): Promise<RetirementOutcome> {
  const { model, exchange, queue, types, logger } = retirement;
  const classic = classicQueuesOf(queue);
  const quorum = quorumQueuesOf(queue);
  const channels = new ChannelSource(model);
  let moved = 0;
  try {
    // Declared exactly as earlier versions declared it: where it exists this changes nothing and
    // tells its consumers without an error; where it does not, the empty queue it creates (unbound)
    // is deleted below. A passive check would instead log an error on the broker at every sweep.
    const probe = await (await channels.get()).assertQueue(classic.events, { durable: true });
    if (probe.consumerCount > 0) return { state: 'in use', consumers: probe.consumerCount };

    moved += await move(await channels.get(), classic.events, quorum.events);
    await retirement.bindQuorumQueue();
    const channel = await channels.get();
    for (const type of types) await channel.unbindQueue(classic.events, exchange, type);

    // Its delayed events would dead-letter into the classic queue: it goes first, into the quorum
    // queue at once (they carry no delay of their own). A failure stops here and leaves the rest.
    const retry = await emptyAndDelete(channels, classic.retry, quorum.events);
    moved += retry.moved;
    const dead = await emptyAndDelete(channels, classic.dead, quorum.dead);
    moved += dead.moved;
    if (!retry.deleted || !dead.deleted) return { state: 'unavailable' };

    // Unbound now: what else could still arrive is of types this version no longer handles.
    moved += await move(await channels.get(), classic.events, quorum.events);
    try {
      await (await channels.get()).deleteQueue(classic.events, { ifUnused: true });
    } catch (error) {
      if (!isPreconditionFailed(error)) throw error;
      channels.forget(); // a consumer came back in the meantime
      return { state: 'in use' };
    }
    if (moved > 0) logger.info({ queue: classic.events, to: quorum.events, moved }, 'retired the classic queues into quorum queues');
    return { state: 'retired', moved };
  } catch (error) {
    logger.warn({ err: error, queue: classic.events, moved }, 'could not retire the classic queues yet');
    return { state: 'unavailable' };
  } finally {
    await channels.close();
  }
}

/**
 * Deletes a queue if empty; if it holds messages, moves them and tries again. A queue that does not
 * exist counts as deleted (RabbitMQ answers a delete of a missing queue with success).
 */
async function emptyAndDelete(channels: ChannelSource, name: string, target: string): Promise<{ deleted: boolean; moved: number }> {
  let moved = 0;
  for (let round = 0; round < 3; round += 1) {
    try {
      await (await channels.get()).deleteQueue(name, { ifEmpty: true });
      return { deleted: true, moved };
    } catch (error) {
      if (!isPreconditionFailed(error)) throw error;
      channels.forget(); // it holds messages; the broker closed the channel
    }
    moved += await move(await channels.get(), name, target);
  }
  return { deleted: false, moved };
}

/** Moves every message waiting in `from` to `to`: each copy is confirmed before its original is acked. */
async function move(channel: ConfirmChannel, from: string, to: string): Promise<number> {
  let moved = 0;
  for (;;) {
    const message = await channel.get(from, { noAck: false });
    if (!message) return moved;
    const properties = { ...message.properties, headers: { ...message.properties.headers, 'x-moved-from': from } } as Options.Publish;
    await new Promise<void>((resolve, reject) =>
      channel.sendToQueue(to, message.content, properties, (error: unknown) => (error ? reject(error) : resolve())),
    );
    channel.ack(message);
    moved += 1;
  }
}

function isPreconditionFailed(error: unknown): boolean {
  return (error as { code?: number })?.code === 406;
}

/** One channel at a time: a refused operation closes it, and the next step opens another. */
class ChannelSource {
  private channel: ConfirmChannel | undefined;

  constructor(private readonly model: ChannelModel) {}

  async get(): Promise<ConfirmChannel> {
    if (this.channel) return this.channel;
    const channel = await this.model.createConfirmChannel();
    channel.on('error', () => undefined); // expected refusals; the operation's promise reports them
    channel.on('close', () => {
      if (this.channel === channel) this.channel = undefined;
    });
    this.channel = channel;
    return channel;
  }

  /** Drops a channel the broker closed on a refusal (its close event may come later). */
  forget(): void {
    this.channel = undefined;
  }

  async close(): Promise<void> {
    const channel = this.channel;
    this.channel = undefined;
    await channel?.close().catch(() => undefined);
  }
}
