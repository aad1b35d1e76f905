import { createEvent, type EventEnvelope } from '@hearth/events';
import { deleteBrokerObjects, eventually, silentLogger, TcpProxy, testAmqpUrl, uniqueName } from '../testing';
import { brokerAddresses } from './broker-connection';
import { RabbitMqBus } from './rabbitmq-bus';

const logger = silentLogger();
const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const brokerPort = Number(new URL(testAmqpUrl).port || 5672);

describe('broker addresses', () => {
  it('are one URL, or several separated by commas', () => {
    expect(brokerAddresses('amqp://a:5672')).toEqual(['amqp://a:5672']);
    expect(brokerAddresses('amqp://u:p%2Cq@a:5672, amqp://u:p%2Cq@b:5672,')).toEqual(['amqp://u:p%2Cq@a:5672', 'amqp://u:p%2Cq@b:5672']);
    expect(brokerAddresses(['amqp://a', 'amqp://b'])).toEqual(['amqp://a', 'amqp://b']);
    expect(() => brokerAddresses(' , ')).toThrow('No broker address given');
  });
});

describe('a bus given several broker addresses', () => {
  const proxies: TcpProxy[] = [];
  let bus: RabbitMqBus;
  let exchange: string;
  let queue: string;
  const received: string[] = [];

  /** Two ways to the broker, as two cluster nodes would be. */
  async function startBusThrough(count: number, connectTimeoutMs?: number): Promise<TcpProxy[]> {
    for (let index = 0; index < count; index += 1) {
      const proxy = new TcpProxy('127.0.0.1', brokerPort);
      await proxy.start();
      proxies.push(proxy);
    }
    exchange = uniqueName('test.events');
    queue = uniqueName('test.nodes');
    bus = new RabbitMqBus({ url: proxies.map((proxy) => proxy.rewrite(testAmqpUrl)).join(','), exchange, logger, connectTimeoutMs });
    await bus.start();
    await bus.subscribe(queue, ['user.registered'], async (event) => {
      received.push((event.payload as { name: string }).name);
    });
    return proxies;
  }

  async function deliverOne(name: string): Promise<void> {
    await eventually(() => bus.isReady(), 15_000);
    await bus.publish(createEvent('user.registered', { userId, name, email: `${name}@example.com` }, 'req') as EventEnvelope);
    await eventually(() => expect(received).toContain(name), 15_000);
  }

  afterEach(async () => {
    await bus.close();
    for (const proxy of proxies.splice(0)) await proxy.stop();
    received.length = 0;
    await deleteBrokerObjects(exchange, [queue]);
  });

  it('connects through the next one when the first does not answer', async () => {
    const [first] = await startBusThrough(2);
    first!.cut();
    await bus.waitForConnection();
    await deliverOne('through-the-second');
  });

  it('gives up on one that accepts but never answers (a node cut off) and connects through the next', async () => {
    const [first] = await startBusThrough(2, 500);
    first!.stall();
    await bus.waitForConnection();
    await deliverOne('past-the-silent-one');
  });

  it('moves to another when the one it uses is lost, and keeps doing so', async () => {
    const [first, second] = await startBusThrough(2);
    await bus.waitForConnection();
    await deliverOne('before');

    second!.cut();
    first!.cut();
    await eventually(() => !bus.isReady());
    first!.restore();
    await deliverOne('through-the-first');

    second!.restore();
    first!.cut();
    await eventually(() => !bus.isReady());
    await deliverOne('through-the-second');
  });
});
