import Router from '@koa/router';
import {
  authenticate,
  createHttpApp,
  createMailer,
  createTokenVerifier,
  ServiceRuntime,
  type EventBus,
  type KeySource,
  type Logger,
  type Service,
} from '@hearth/service-kit';
import { loadActor } from './access/actor';
import type { HouseholdDeps } from './household-deps';
import { HouseholdEntity, MembershipEntity } from './households/household.entity';
import { householdRoutes } from './households/households.routes';
import { InvitationEntity } from './invitations/invitation.entity';
import { invitationRoutes } from './invitations/invitations.routes';
import { CreateHouseholdSchema1732100000000 } from './migrations/1732100000000-create-household-schema';
import { UserEntity } from './users/user.entity';
import { userProjection } from './users/user-projection';

export interface HouseholdServiceOptions {
  databaseUrl: string;
  schema?: string;
  bus: EventBus;
  logger: Logger;
  /** svc-auth's public keys. */
  keys: KeySource;
  publicUrl: string;
  dataDir: string;
  smtpUrl?: string;
  mailFrom?: string;
  queue?: string;
  poolSize?: number;
}

export const householdMigrations = [CreateHouseholdSchema1732100000000];

export function createHouseholdService(options: HouseholdServiceOptions): Service {
  const { logger } = options;
  const runtime = new ServiceRuntime({
    name: 'household',
    databaseUrl: options.databaseUrl,
    schema: options.schema ?? 'household',
    entities: [UserEntity, HouseholdEntity, MembershipEntity, InvitationEntity],
    migrations: householdMigrations,
    bus: options.bus,
    logger,
    queue: options.queue,
    poolSize: options.poolSize,
  });
  const deps: HouseholdDeps = {
    database: runtime.database,
    mailer: createMailer({
      smtpUrl: options.smtpUrl,
      from: options.mailFrom,
      dataDir: options.dataDir,
      logger,
    }),
    publicUrl: options.publicUrl.replace(/\/$/, ''),
    logger,
  };
  const signedIn = [authenticate(createTokenVerifier(options.keys)), loadActor(runtime.database)];
  const router = new Router({ prefix: '/api' });
  householdRoutes(router, deps, signedIn);
  invitationRoutes(router, deps, signedIn);

  return {
    name: 'household',
    app: createHttpApp({
      service: 'household',
      logger,
      routes: [router.routes(), router.allowedMethods({ throw: true })],
      readiness: runtime.readiness(),
    }),
    start: () => runtime.open(userProjection),
    stop: () => runtime.close(),
  };
}
