import { createEvent, type EventEnvelope } from '@hearth/events';
import { connect, type Channel } from 'amqplib';
import { brokerQueueDepth, deleteBrokerObjects, eventually, silentLogger, testAmqpUrl, uniqueName } from '../testing';
import { RabbitMqBus, type RabbitMqBusOptions } from './rabbitmq-bus';
import { DELIVERY_LIMIT, declareServiceQueues, quorumQueuesOf } from './service-queues';

const logger = silentLogger();
const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function registered(name: string): EventEnvelope {
  return createEvent('user.registered', { userId, name, email: `${name}@example.com` }, 'req') as EventEnvelope;
}

/** A bus consuming a fresh queue, removed with its exchange after the test. */
async function startBus(options: Partial<RabbitMqBusOptions> & { queue: string; exchange: string }, handler: (name: string) => void) {
  const bus = new RabbitMqBus({ url: testAmqpUrl, logger, ...options });
  cleanups.push(async () => {
    await bus.close();
    await deleteBrokerObjects(options.exchange, [options.queue]);
  });
  await bus.start();
  await bus.subscribe(options.queue, ['user.registered'], async (event) => handler((event.payload as { name: string }).name));
  await bus.waitForConnection();
  return bus;
}

async function withChannel<T>(work: (channel: Channel) => Promise<T>): Promise<T> {
  const connection = await connect(testAmqpUrl);
  try {
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    return await work(channel);
  } finally {
    await connection.close().catch(() => undefined);
  }
}

describe("the RabbitMQ bus's queues", () => {
  it('are quorum queues, so a cluster serves them while one node is down', async () => {
    const queue = uniqueName('test.quorum');
    await startBus({ queue, exchange: uniqueName('test.events') }, () => undefined);
    // Declaring them again with the quorum arguments succeeds only if that is what they are...
    await withChannel((channel) => declareServiceQueues(channel, queue));
    // ...and as a classic queue is refused.
    await expect(withChannel((channel) => channel.assertQueue(quorumQueuesOf(queue).dead, { durable: true }))).rejects.toThrow(
      /current is the value 'quorum'/,
    );
  });

  it('wait the retry delay between attempts, the delay being set on each message', async () => {
    const queue = uniqueName('test.quorum');
    const attempts: number[] = [];
    const bus = await startBus({ queue, exchange: uniqueName('test.events'), retry: { maxAttempts: 3, retryDelayMs: 300 } }, () => {
      attempts.push(Date.now());
      throw new Error('cannot apply');
    });
    await bus.publish(registered('flaky'));
    await eventually(async () => expect(await brokerQueueDepth(quorumQueuesOf(queue).dead)).toBe(1));
    expect(attempts).toHaveLength(3);
    for (const [index, time] of attempts.slice(1).entries()) expect(time - attempts[index]!).toBeGreaterThanOrEqual(280);
  });

  it('keep serving a service whose retry delay changed since they were declared', async () => {
    const queue = uniqueName('test.quorum');
    const exchange = uniqueName('test.events');
    const first = await startBus({ queue, exchange, retry: { retryDelayMs: 100 } }, () => undefined);
    await first.close();
    const received: string[] = [];
    const second = await startBus({ queue, exchange, retry: { retryDelayMs: 5000 } }, (name) => received.push(name));
    await second.publish(registered('after-the-change'));
    await eventually(() => expect(received).toEqual(['after-the-change']));
  });

  it(`dead-letter a message whose delivery was cut off more than ${DELIVERY_LIMIT} times (a consumer that dies on it)`, async () => {
    const queue = uniqueName('test.quorum');
    const exchange = uniqueName('test.events');
    cleanups.push(() => deleteBrokerObjects(exchange, [queue]));
    const names = await withChannel((channel) => declareServiceQueues(channel, queue));
    await withChannel(async (channel) => {
      channel.sendToQueue(names.events, Buffer.from('{}'), { persistent: true });
      // Each fetch that ends without an ack is one cut-off delivery.
      for (let delivery = 0; delivery <= DELIVERY_LIMIT; delivery += 1) {
        const message = await eventually(async () => {
          const fetched = await channel.get(names.events);
          if (!fetched) throw new Error('not back in the queue yet');
          return fetched;
        });
        channel.nack(message, false, true);
      }
    });
    await eventually(async () => expect(await brokerQueueDepth(names.dead)).toBe(1));
    expect(await brokerQueueDepth(names.events)).toBe(0);
  });
});
