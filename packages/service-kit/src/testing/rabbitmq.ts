import { connect } from 'amqplib';
import { testAmqpUrl } from './environment';

/** Deletes what a test declared on the real broker: its exchange and queues (with .retry/.dead). */
export async function deleteBrokerObjects(exchange: string, queues: string[], url = testAmqpUrl): Promise<void> {
  const connection = await connect(url);
  try {
    const channel = await connection.createChannel();
    for (const queue of queues) {
      for (const name of [queue, `${queue}.retry`, `${queue}.dead`]) await channel.deleteQueue(name);
    }
    await channel.deleteExchange(exchange);
    await channel.close();
  } finally {
    await connection.close();
  }
}

/** Counts the messages waiting in a queue. */
export async function queueDepth(queue: string, url = testAmqpUrl): Promise<number> {
  const connection = await connect(url);
  try {
    const channel = await connection.createChannel();
    const { messageCount } = await channel.checkQueue(queue);
    await channel.close();
    return messageCount;
  } finally {
    await connection.close();
  }
}
