import { connect } from 'amqplib';
import { classicQueuesOf, quorumQueuesOf } from '../messaging/service-queues';
import { testAmqpUrl } from './environment';

/**
 * Deletes what a test declared on the real broker: its exchange and, for each service queue (the
 * name given to `subscribe`), its quorum queues and any classic ones of the earlier layout.
 */
export async function deleteBrokerObjects(exchange: string, queues: string[], url = testAmqpUrl): Promise<void> {
  const connection = await connect(url);
  try {
    const channel = await connection.createChannel();
    for (const queue of queues) {
      for (const names of [quorumQueuesOf(queue), classicQueuesOf(queue)]) {
        for (const name of [names.events, names.retry, names.dead]) await channel.deleteQueue(name);
      }
    }
    await channel.deleteExchange(exchange);
    await channel.close();
  } finally {
    await connection.close();
  }
}

/**
 * Counts the messages waiting in a service queue, named as in `subscribe` (`<queue>`, or
 * `<queue>.retry` / `<queue>.dead` for its companions): the broker's own names are in
 * `service-queues.ts`.
 */
export async function queueDepth(queue: string, url = testAmqpUrl): Promise<number> {
  return brokerQueueDepth(brokerQueueOf(queue), url);
}

/** Counts the messages waiting in a queue, by the broker's name for it. */
export async function brokerQueueDepth(name: string, url = testAmqpUrl): Promise<number> {
  const connection = await connect(url);
  try {
    const channel = await connection.createChannel();
    const { messageCount } = await channel.checkQueue(name);
    await channel.close();
    return messageCount;
  } finally {
    await connection.close();
  }
}

function brokerQueueOf(queue: string): string {
  for (const part of ['retry', 'dead'] as const) {
    if (queue.endsWith(`.${part}`)) return quorumQueuesOf(queue.slice(0, -part.length - 1))[part];
  }
  return quorumQueuesOf(queue).events;
}

/** Whether a queue exists, by the broker's name for it. */
export async function queueExists(name: string, url = testAmqpUrl): Promise<boolean> {
  const connection = await connect(url);
  try {
    const channel = await connection.createChannel();
    channel.on('error', () => undefined); // a missing queue closes the channel
    try {
      await channel.checkQueue(name);
      await channel.close();
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === 404) return false;
      throw error;
    }
  } finally {
    await connection.close();
  }
}
