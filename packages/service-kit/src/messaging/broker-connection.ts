import { connect, type ChannelModel } from 'amqplib';
import type { Logger } from 'pino';

export interface BrokerConnectionOptions {
  /** Broker addresses: the nodes of a cluster, or one address balanced over them. */
  urls: readonly string[];
  /**
   * Runs on every new connection before it counts as made; when it fails, the connection is
   * closed and the next address tried.
   */
  setup(model: ChannelModel): Promise<void>;
  /** Called when a connection that was made is lost (a new one is already on its way). */
  onLost(error: Error): void;
  logger: Logger;
  /** Pause before the first retry; it doubles with each failure in a row, up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** How long one address may take to answer: a node that is cut off must not hold up the others. */
  connectTimeoutMs?: number;
}

/**
 * The broker addresses in a setting: one URL, or several separated by commas (a comma inside a
 * URL's password is written `%2C`, as URLs require).
 */
export function brokerAddresses(url: string | readonly string[]): string[] {
  const urls = (typeof url === 'string' ? url.split(',') : [...url]).map((each) => each.trim()).filter(Boolean);
  if (urls.length === 0) throw new Error('No broker address given');
  return urls;
}

/** `host:port` of an address, for logs (never its credentials). */
function brokerOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an unparsable address';
  }
}

/**
 * A connection to the first broker address that answers, made again whenever it is lost. Each
 * attempt, first or after a failure or a loss, takes the next address in turn, so a cluster node
 * that is down costs one refused attempt and the others serve.
 */
export class BrokerConnection {
  private model: ChannelModel | undefined;
  private next = 0;
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;
  /** A connection opened but still in setup. */
  private opening: ChannelModel | undefined;
  private stopped = false;
  private readonly first: Promise<void>;
  private settleFirst!: (error?: Error) => void;
  private readonly logger: Logger;

  constructor(private readonly options: BrokerConnectionOptions) {
    this.logger = options.logger;
    this.first = new Promise<void>((resolve, reject) => {
      this.settleFirst = (error) => (error ? reject(error) : resolve());
    });
    // Nobody may be waiting for the first connection (a service that starts without the broker).
    this.first.catch(() => undefined);
  }

  /** Starts connecting in the background. */
  start(): void {
    void this.connectOnce();
  }

  /** Resolves once a connection has been made; rejects if closed before. */
  waitForConnect(): Promise<void> {
    return this.first;
  }

  /** Closes the connection, and one in setup; an attempt still waiting for an answer gives up. */
  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.settleFirst(new Error('Connection closed'));
    const models = [this.model, this.opening];
    this.model = undefined;
    await Promise.all(models.map((model) => model?.close().catch(() => undefined)));
  }

  private async connectOnce(): Promise<void> {
    const { urls } = this.options;
    const url = urls[this.next]!;
    this.next = (this.next + 1) % urls.length;
    const broker = brokerOf(url);
    let model: ChannelModel | undefined;
    let closed = false;
    try {
      const opened = await connect(url, { timeout: this.options.connectTimeoutMs ?? 10_000 });
      model = opened;
      this.opening = opened;
      opened.on('error', (error: Error) => this.logger.warn({ err: error, broker }, 'broker connection error'));
      opened.on('close', (error?: Error) => {
        closed = true;
        if (this.model !== opened) return; // still in setup, which then fails
        this.model = undefined;
        this.options.onLost(error ?? new Error('Connection closed'));
        if (!this.stopped) this.scheduleNext();
      });
      if (!this.stopped) await this.options.setup(opened);
      this.opening = undefined;
      if (this.stopped) {
        await opened.close().catch(() => undefined);
        return;
      }
      if (closed) throw new Error('Connection closed during setup');
      this.model = opened;
      this.failures = 0;
      this.settleFirst();
      this.logger.info({ broker }, 'connected to the broker');
    } catch (error) {
      this.opening = undefined;
      await model?.close().catch(() => undefined);
      if (this.stopped) return;
      this.logger.warn({ err: error, broker }, 'could not connect to the broker, or set up on it; trying the next address');
      this.scheduleNext();
    }
  }

  /** Exponential backoff with ±20% jitter, so replicas that lost the broker together spread out. */
  private scheduleNext(): void {
    if (this.timer) return;
    const initial = this.options.initialDelayMs ?? 200;
    const max = this.options.maxDelayMs ?? 5000;
    const base = Math.min(max / 1.2, initial * 2 ** this.failures);
    this.failures += 1;
    const delay = Math.round(base * (0.8 + Math.random() * 0.4));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.connectOnce();
    }, delay);
  }
}
