import { createEvent, type EventEnvelope } from '@hearth/events';
import { connect, type ChannelModel, type ConfirmChannel } from 'amqplib';
import { brokerQueueDepth, deleteBrokerObjects, eventually, queueExists, silentLogger, testAmqpUrl, uniqueName } from '../testing';
import { RabbitMqBus } from './rabbitmq-bus';
import { classicQueuesOf, quorumQueuesOf } from './service-queues';

const logger = silentLogger();
const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const types = ['user.registered'] as const;

let broker: ChannelModel;
let channel: ConfirmChannel;
let queue: string;
let exchange: string;
const buses: RabbitMqBus[] = [];

beforeEach(async () => {
  queue = uniqueName('test.classic');
  exchange = uniqueName('test.events');
  broker = await connect(testAmqpUrl);
  channel = await broker.createConfirmChannel();
});

afterEach(async () => {
  for (const bus of buses.splice(0)) await bus.close();
  await broker.close().catch(() => undefined);
  await deleteBrokerObjects(exchange, [queue]);
});

/** The queues as versions before quorum queues declared them (rabbitmq-bus.ts, until issue 32). */
async function declareClassicQueuesAsBefore(): Promise<void> {
  await channel.assertExchange(exchange, 'topic', { durable: true });
  await channel.assertQueue(`${queue}.dead`, { durable: true });
  await channel.assertQueue(`${queue}.retry`, {
    durable: true,
    arguments: { 'x-message-ttl': 2000, 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queue },
  });
  await channel.assertQueue(queue, { durable: true });
  for (const type of types) await channel.bindQueue(queue, exchange, type);
}

function envelope(name: string): Buffer {
  return Buffer.from(JSON.stringify(createEvent('user.registered', { userId, name, email: `${name}@example.com` }, 'req') as EventEnvelope));
}

/** Publishes as the bus does, confirmed: through the exchange, or straight into one queue. */
async function publish(names: string[], into?: string): Promise<void> {
  for (const name of names) {
    if (into) channel.sendToQueue(into, envelope(name), { persistent: true, contentType: 'application/json' });
    else channel.publish(exchange, 'user.registered', envelope(name), { persistent: true, contentType: 'application/json' });
  }
  await channel.waitForConfirms();
}

async function startBus(received: string[], classicQueueSweepMs?: number): Promise<RabbitMqBus> {
  const bus = new RabbitMqBus({ url: testAmqpUrl, exchange, logger, classicQueueSweepMs, retry: { retryDelayMs: 100 } });
  buses.push(bus);
  await bus.start();
  await bus.subscribe(queue, types, async (event) => {
    received.push((event.payload as { name: string }).name);
  });
  await bus.waitForConnection();
  return bus;
}

async function classicQueuesLeft(): Promise<string[]> {
  const { events, retry, dead } = classicQueuesOf(queue);
  const left: string[] = [];
  for (const name of [events, retry, dead]) if (await queueExists(name)) left.push(name);
  return left;
}

describe('an install whose classic queues already exist', () => {
  it('has what they hold moved into the quorum queues, waiting events first and in order, and the classic queues deleted', async () => {
    await declareClassicQueuesAsBefore();
    const waiting = Array.from({ length: 30 }, (_, index) => `waiting-${index}`);
    await publish(waiting);
    await publish(['retrying'], `${queue}.retry`);
    await publish(['failed-for-good'], `${queue}.dead`);

    const received: string[] = [];
    const bus = await startBus(received);
    await bus.publish(createEvent('user.registered', { userId, name: 'after-upgrade', email: 'a@example.com' }, 'req') as EventEnvelope);

    await eventually(() => expect([...received].sort()).toEqual([...waiting, 'after-upgrade', 'retrying'].sort()));
    expect(received.slice(0, 30)).toEqual(waiting);
    expect(await classicQueuesLeft()).toEqual([]);
    const dead = quorumQueuesOf(queue).dead;
    expect(await brokerQueueDepth(dead)).toBe(1);
    const kept = await channel.get(dead);
    expect(kept && JSON.parse(kept.content.toString()).payload.name).toBe('failed-for-good');
    expect(kept && kept.properties.headers?.['x-moved-from']).toBe(`${queue}.dead`);
  });

  it('moves each waiting event once when two replicas start at once', async () => {
    await declareClassicQueuesAsBefore();
    const waiting = Array.from({ length: 60 }, (_, index) => `waiting-${index}`);
    await publish(waiting);

    const received: string[] = [];
    await Promise.all([startBus(received), startBus(received)]);

    await eventually(() => expect(received).toHaveLength(60));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...received].sort()).toEqual([...waiting].sort());
    expect(await classicQueuesLeft()).toEqual([]);
  });

  it('leaves the classic queue to replicas of the earlier version while they consume it, then retires it once they stop', async () => {
    await declareClassicQueuesAsBefore();
    const old = await broker.createChannel();
    const oldReceived: string[] = [];
    await old.consume(queue, (message) => {
      if (!message) return;
      oldReceived.push(JSON.parse(message.content.toString()).payload.name);
      old.ack(message);
    });

    const received: string[] = [];
    await startBus(received, 200);
    await publish(['during-rollout']);
    // Both bound: each version gets it, and a service's inbox applies it once.
    await eventually(() => expect(oldReceived).toEqual(['during-rollout']));
    await eventually(() => expect(received).toEqual(['during-rollout']));
    expect(await classicQueuesLeft()).toHaveLength(3);

    await old.close();
    await publish(['after-the-old-replicas']);
    await eventually(async () => expect(await classicQueuesLeft()).toEqual([]));
    await eventually(() => expect(received).toContain('after-the-old-replicas'));
  });

  it('sweeps without leaving anything behind where there are no classic queues', async () => {
    const received: string[] = [];
    const bus = await startBus(received, 100);
    await bus.publish(createEvent('user.registered', { userId, name: 'fresh', email: 'f@example.com' }, 'req') as EventEnvelope);
    await eventually(() => expect(received).toEqual(['fresh']));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await bus.close(); // after the sweep under way, if any
    expect(await classicQueuesLeft()).toEqual([]);
  });
});
