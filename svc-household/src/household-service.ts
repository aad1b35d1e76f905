import {
  authenticate,
  combineHandlers,
  createDomainService,
  defineDomainService,
  CreateEndedSessions1737100000000,
  EndedSessions,
  createMailer,
  createTokenVerifier,
  mountOperations,
  RateLimiter,
  type KeySource,
  type Service,
  type ServiceBaseOptions,
} from '@hearth/service-kit';
import { householdApi } from '@hearth/contracts/household/operations';
import { loadCaller } from './access/load-caller';
import type { HouseholdDeps } from './household-deps';
import { householdHandlers } from './households/households.routes';
import { membershipHandlers } from './households/membership.routes';
import { invitationHandlers } from './invitations/invitations.routes';
import { CreateHouseholdSchema1732100000000 } from './migrations/1732100000000-create-household-schema';
import { InviteCodeLimits1736100000000 } from './migrations/1736100000000-invite-code-limits';
import { LongerInviteCodes1737500000000 } from './migrations/1737500000000-longer-invite-codes';
import { ProjectionPositions1738500000000 } from './migrations/1738500000000-projection-positions';
import { userProjection } from './users/user-projection';

export interface HouseholdServiceOptions extends ServiceBaseOptions {
  /** svc-auth's public keys. */
  keys: KeySource;
  publicUrl: string;
  dataDir: string;
  smtpUrl?: string;
  mailFrom?: string;
}

export const householdMigrations = [
  CreateHouseholdSchema1732100000000,
  InviteCodeLimits1736100000000,
  CreateEndedSessions1737100000000,
  LongerInviteCodes1737500000000,
  ProjectionPositions1738500000000,
];

export function createHouseholdService(options: HouseholdServiceOptions): Service {
  const { logger } = options;
  return createDomainService(options, {
    name: 'household',
    migrations: householdMigrations,
    api: householdApi,
    setup(runtime, router) {
      const deps: HouseholdDeps = {
        database: runtime.database,
        mailer: createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom, dataDir: options.dataDir, logger }),
        publicUrl: options.publicUrl.replace(/\/$/, ''),
        logger,
        limiter: new RateLimiter(runtime.dataSource),
      };
      const sessions = new EndedSessions(runtime.database);
      const signedIn = [authenticate(createTokenVerifier(options.keys, sessions.hasEnded)), loadCaller(runtime.database)];
      mountOperations(router, householdApi, { ...householdHandlers(deps), ...membershipHandlers, ...invitationHandlers(deps) }, { 'signed-in': signedIn });
      let pruning: NodeJS.Timeout | undefined;
      return {
        handlers: combineHandlers(userProjection, sessions.projection()),
        start() {
          pruning = setInterval(() => deps.limiter.prune().catch((error) => logger.warn({ err: error }, 'rate limit pruning failed')), 3_600_000);
          pruning.unref();
        },
        stop: () => clearInterval(pruning),
      };
    },
  });
}

export const householdService = defineDomainService({ name: 'household', create: createHouseholdService });
