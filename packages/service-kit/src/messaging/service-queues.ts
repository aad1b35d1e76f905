import type { Channel } from 'amqplib';

/** The broker queues behind one service queue (the name given to `EventBus.subscribe`). */
export interface ServiceQueues {
  /** Where its events wait, bound to the types it handles. */
  events: string;
  /** Where a failed event waits out the retry delay before going back to `events`. */
  retry: string;
  /** Where an event stays once it failed for good (or could not be read). */
  dead: string;
}

/**
 * Quorum queues, replicated over the nodes of a cluster: they keep serving while a node is down.
 * They need names of their own because the classic queues of earlier versions hold the plain
 * ones, and a queue's type cannot change (redeclaring it as quorum is refused).
 */
export function quorumQueuesOf(queue: string): ServiceQueues {
  return { events: `${queue}.quorum`, retry: `${queue}.quorum.retry`, dead: `${queue}.quorum.dead` };
}

/**
 * The classic queues earlier versions declared: they live on one node and are unreachable while
 * it is down. `classic-queue-retirement.ts` empties them into their quorum successors.
 */
export function classicQueuesOf(queue: string): ServiceQueues {
  return { events: queue, retry: `${queue}.retry`, dead: `${queue}.dead` };
}

/**
 * Returns of one message (its consumer's process died, or its connection was lost, before the
 * ack) after which the broker dead-letters it: a message that kills its consumer every time would
 * otherwise hold up its queue for good. Handler failures do not count (the bus acks a failed
 * message once its copy is in `.retry`; its own `x-attempt` header counts those), nor do waits for
 * a database (`RetryLater` keeps the message). RabbitMQ 4 applies 20 to quorum queues by default.
 */
export const DELIVERY_LIMIT = 20;

/**
 * Dead-lettering that keeps a message in its queue until the target confirmed its copy (the
 * default drops it if the target is unreachable); RabbitMQ requires reject-publish overflow for it.
 */
const atLeastOnceDeadLettering = { 'x-dead-letter-strategy': 'at-least-once', 'x-overflow': 'reject-publish' };

/**
 * Declares a service's three quorum queues. Their arguments are constants on purpose: a queue
 * declared again with different arguments is refused (PRECONDITION_FAILED), which would keep
 * every replica from connecting. So the retry delay is set on each message (`expiration`), not
 * on the queue, and can change from one version to the next.
 */
export async function declareServiceQueues(channel: Channel, queue: string): Promise<ServiceQueues> {
  const names = quorumQueuesOf(queue);
  await channel.assertQueue(names.dead, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
  await channel.assertQueue(names.retry, {
    durable: true,
    arguments: { 'x-queue-type': 'quorum', 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': names.events, ...atLeastOnceDeadLettering },
  });
  await channel.assertQueue(names.events, {
    durable: true,
    arguments: {
      'x-queue-type': 'quorum',
      'x-delivery-limit': DELIVERY_LIMIT,
      'x-dead-letter-exchange': '',
      'x-dead-letter-routing-key': names.dead,
      ...atLeastOnceDeadLettering,
    },
  });
  return names;
}
