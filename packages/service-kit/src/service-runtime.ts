import type { Logger } from 'pino';
import type { DataSource, EntitySchema, MigrationInterface } from 'typeorm';
import { checkConnectionRoom } from './data/connection-room';
import { createDataSource, openDataSource } from './data/data-source';
import { Database } from './data/database';
import { consumeEvents, type EventHandlers } from './data/event-consumer';
import { OutboxRelay, type RelayOptions } from './data/outbox-relay';
import type { ReadinessChecks } from './http/health';
import type { EventBus } from './messaging/event-bus';

export interface ServiceRuntimeOptions {
  /** Short service name: `auth`, `household`, ... */
  name: string;
  databaseUrl: string;
  schema: string;
  entities: EntitySchema[];
  migrations: (new () => MigrationInterface)[];
  bus: EventBus;
  logger: Logger;
  /** The service's durable queue on the bus; default `hearth.<name>`. */
  queue?: string;
  /** Connections to PostgreSQL in all: the relay's session (outbox-relay.ts) and the pool's. */
  poolSize?: number;
  relay?: RelayOptions;
}

/**
 * The persistence and messaging half of a service: its schema (migrated on open), transactions
 * with the outbox, the relay that publishes (one replica's, the others' standing by), and the
 * inbox-guarded consumer.
 */
export class ServiceRuntime {
  readonly dataSource: DataSource;
  readonly database: Database;
  readonly relay: OutboxRelay;
  readonly bus: EventBus;
  readonly logger: Logger;
  private readonly queue: string;
  private readonly poolSize: number;

  constructor(options: ServiceRuntimeOptions) {
    this.poolSize = options.poolSize ?? 10;
    this.bus = options.bus;
    this.logger = options.logger;
    this.queue = options.queue ?? `hearth.${options.name}`;
    this.dataSource = createDataSource({
      url: options.databaseUrl,
      schema: options.schema,
      entities: options.entities,
      migrations: options.migrations,
      // One of the service's connections is the relay's own: it holds the relay's leadership.
      poolSize: Math.max(1, this.poolSize - 1),
    });
    this.relay = new OutboxRelay(this.dataSource, this.bus, this.logger, options.relay);
    this.database = new Database(
      this.dataSource,
      () => this.relay.nudge(),
      (timeoutMs) => this.relay.flush(timeoutMs),
    );
  }

  async open(handlers: EventHandlers = {}): Promise<void> {
    await openDataSource(this.dataSource);
    await checkConnectionRoom(this.dataSource, this.poolSize, this.logger);
    if (Object.keys(handlers).length > 0) {
      await consumeEvents({ database: this.database, bus: this.bus, queue: this.queue, handlers, logger: this.logger });
    }
    await this.relay.start();
  }

  readiness(): ReadinessChecks {
    return {
      database: () => this.database.isReachable(),
      bus: () => this.bus.isReady(),
    };
  }

  async close(): Promise<void> {
    await this.relay.stop();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
