import Router from '@koa/router';
import type { EntitySchema, MigrationInterface } from 'typeorm';
import type { EventHandlers } from './data/event-consumer';
import type { ApiDescription } from './http/api-description';
import { createHttpApp } from './http/create-app';
import { deprecationHeader } from './http/deprecation';
import { mountedRoutes } from './http/mounted-routes';
import type { MembershipLookup } from './access/membership-check';
import type { KeySource } from './auth/token-verifier';
import type { Logger } from './logger';
import type { EventBus } from './messaging/event-bus';
import type { Service } from './service';
import { ServiceRuntime } from './service-runtime';

/** What every service's options share: where its data lives and how it talks to the others. */
export interface ServiceBaseOptions {
  databaseUrl: string;
  /** Its own schema; the service's name unless given (tests pass a fresh one). */
  schema?: string;
  bus: EventBus;
  logger: Logger;
  /** Its durable queue on the bus; `hearth.<name>` unless given. */
  queue?: string;
  poolSize?: number;
}

/** What a service adds once its runtime exists: the events it consumes, and work beside them. */
export interface ServiceWiring {
  handlers?: EventHandlers;
  /** After migrations, consuming and relaying have started. */
  start?(): Promise<void> | void;
  /** Before the runtime closes its pool. */
  stop?(): Promise<void> | void;
  /** See Service.drain. */
  drain?(): void;
}

export interface DomainServiceDefinition {
  /** Short name: `household`, `recipes`, ... */
  name: string;
  /** Where its routes hang; `/api` unless given. */
  prefix?: string;
  entities?: EntitySchema[];
  migrations: (new () => MigrationInterface)[];
  /** Every route, as the public OpenAPI document describes it (a gateway test holds it to the router). */
  api?: ApiDescription;
  /** Mounts the routes on `router` (deps built from `runtime`) and says what else the service runs. */
  setup(runtime: ServiceRuntime, router: Router): ServiceWiring | void;
}

/**
 * A service's wiring, the same for every domain: its runtime (schema, outbox, relay, consumer),
 * one router under its prefix, the HTTP app with health and readiness, and the lifecycle.
 */
export function createDomainService(options: ServiceBaseOptions, definition: DomainServiceDefinition): Service {
  const { name } = definition;
  const runtime = new ServiceRuntime({
    name,
    databaseUrl: options.databaseUrl,
    schema: options.schema ?? name,
    entities: definition.entities ?? [],
    migrations: definition.migrations,
    bus: options.bus,
    logger: options.logger,
    queue: options.queue,
    poolSize: options.poolSize,
  });
  // Paths match exactly: /api/auth/LOGIN or /api/auth/login/ would slip past the gateways' limits on /api/auth/login.
  const router = new Router({ prefix: definition.prefix ?? '/api', sensitive: true, strict: true });
  const wiring = definition.setup(runtime, router) ?? {};
  return {
    name,
    routes: mountedRoutes(router),
    api: definition.api,
    app: createHttpApp({
      service: name,
      logger: options.logger,
      routes: [deprecationHeader(definition.api), router.routes(), router.allowedMethods({ throw: true })],
      readiness: runtime.readiness(),
    }),
    drain: () => wiring.drain?.(),
    async start() {
      await runtime.open(wiring.handlers ?? {});
      await wiring.start?.();
    },
    async stop() {
      await wiring.stop?.();
      await runtime.close();
    },
  };
}

/**
 * What a service is handed, in its own process and in `npm start` alike; each takes what it uses.
 */
export interface DomainEnv extends ServiceBaseOptions {
  publicUrl: string;
  dataDir: string;
  smtpUrl?: string;
  mailFrom?: string;
  /** svc-auth's public keys (and its API-token lookup), to verify callers' tokens. */
  keys: KeySource;
  /** svc-household's word on a membership before a write (access/membership-check.ts); absent in `npm start`. */
  membership?: MembershipLookup;
}

/**
 * A domain's service as its process entry (`runDomainProcess`) and `npm start`
 * (single-process/src/embedded-app.ts) both create it: one definition, two ways to run.
 */
export interface DomainServiceModule<Env extends DomainEnv = DomainEnv> {
  /** As in gateway/routes.json "domains": its port is read from there. */
  name: string;
  create(env: Env): Service;
  /** What its own process adds to the environment (svc-auth: its private signing keys). */
  processEnv?(env: DomainEnv): Promise<Env>;
}

export const defineDomainService = <Env extends DomainEnv>(module: DomainServiceModule<Env>): DomainServiceModule<Env> => module;
