import {
  authenticate,
  createDomainService,
  createMailer,
  createTokenVerifier,
  type KeySource,
  type Service,
  type ServiceBaseOptions,
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
import { householdApi } from './api-description';

export interface HouseholdServiceOptions extends ServiceBaseOptions {
  /** svc-auth's public keys. */
  keys: KeySource;
  publicUrl: string;
  dataDir: string;
  smtpUrl?: string;
  mailFrom?: string;
}

export const householdMigrations = [CreateHouseholdSchema1732100000000];

export function createHouseholdService(options: HouseholdServiceOptions): Service {
  const { logger } = options;
  return createDomainService(options, {
    name: 'household',
    entities: [UserEntity, HouseholdEntity, MembershipEntity, InvitationEntity],
    migrations: householdMigrations,
    api: householdApi,
    setup(runtime, router) {
      const deps: HouseholdDeps = {
        database: runtime.database,
        mailer: createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom, dataDir: options.dataDir, logger }),
        publicUrl: options.publicUrl.replace(/\/$/, ''),
        logger,
      };
      const signedIn = [authenticate(createTokenVerifier(options.keys)), loadActor(runtime.database)];
      householdRoutes(router, deps, signedIn);
      invitationRoutes(router, deps, signedIn);
      return { handlers: userProjection };
    },
  });
}
