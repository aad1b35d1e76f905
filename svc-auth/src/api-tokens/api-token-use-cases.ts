import { randomUUID } from 'node:crypto';
import {
  apiTokenLimits,
  authOwnMessages,
  type ApiToken,
  type ApiTokenParams,
  type CreateApiTokenBody,
  type CreatedApiToken,
  type CurrentApiToken,
  type MessageAnswer,
} from '@hearth/contracts/auth';
import { conflict, forbidden, notFound, type Actor, type ApiTokenIdentity } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { userOf } from '../users/signed-in-user';
import { hashApiTokenSecret, isWellFormedApiToken, newApiTokenSecret } from './api-token-secrets';
import {
  countLiveTokens,
  deleteToken,
  findLiveToken,
  insertToken,
  listTokens,
  lockTokenCreation,
  markUsed,
  type ApiTokenRow,
  type LiveToken,
} from './api-token-queries';
import { presentApiToken } from './present-api-token';

const DAY_MS = 86_400_000;

/**
 * Creates a token; its secret is in this answer only. At most `apiTokenLimits.perUser` live ones,
 * and only once the account's e-mail is confirmed: whoever registered someone else's address
 * cannot plant a token that outlives the owner's recovery of the account.
 */
export async function createApiToken(deps: AuthDeps, actor: Actor, input: CreateApiTokenBody): Promise<CreatedApiToken> {
  const user = await userOf(deps.database.manager, actor);
  if (!user.emailVerifiedAt) throw forbidden(authOwnMessages.emailNotConfirmed);
  const days = apiTokenLimits.expiries[input.expiresIn];
  const secret = newApiTokenSecret();
  const row = await deps.database.transaction(async ({ manager }) => {
    await lockTokenCreation(manager, user.id);
    if ((await countLiveTokens(manager, user.id)) >= apiTokenLimits.perUser) throw conflict(authOwnMessages.apiTokenLimitReached);
    const created: ApiTokenRow = {
      id: randomUUID(),
      userId: user.id,
      name: input.name,
      scope: input.scope,
      tokenHash: hashApiTokenSecret(secret),
      createdAt: new Date(),
      lastUsedAt: null,
      expiresAt: days === null ? null : new Date(Date.now() + days * DAY_MS),
    };
    await insertToken(manager, created);
    return created;
  });
  return { token: presentApiToken(row), secret };
}

export async function listApiTokens(deps: AuthDeps, actor: Actor): Promise<ApiToken[]> {
  return (await listTokens(deps.database.manager, actor.id)).map(presentApiToken);
}

/** Deletes the token: it stops working on every service within a second (their caches). */
export async function revokeApiToken(deps: AuthDeps, actor: Actor, { id }: ApiTokenParams): Promise<MessageAnswer> {
  if (!(await deleteToken(deps.database.manager, actor.id, id))) throw notFound(authOwnMessages.apiTokenNotFound);
  return { message: authOwnMessages.apiTokenRevoked };
}

/** The live token behind a secret, or null (unknown, malformed, revoked, expired, or its account gone). */
async function findBySecret(deps: AuthDeps, secret: string): Promise<LiveToken | null> {
  if (!isWellFormedApiToken(secret)) return null;
  const found = await findLiveToken(deps.database.manager, hashApiTokenSecret(secret));
  if (!found) return null;
  await markUsed(deps.database.manager, found.id);
  return found;
}

/** Who a token acts for: svc-auth's own verifier asks this; the other services ask `currentApiToken` over HTTP. */
export async function resolveApiToken(deps: AuthDeps, secret: string): Promise<ApiTokenIdentity | null> {
  const found = await findBySecret(deps, secret);
  return (
    found && {
      tokenId: found.id,
      userId: found.userId,
      name: found.userName,
      email: found.userEmail,
      scope: found.scope,
      expiresAt: found.expiresAt?.toISOString() ?? null,
    }
  );
}

/** GET /auth/api-tokens/current: the token the caller holds, and whom it acts for. */
export async function currentApiToken(deps: AuthDeps, { secret }: { secret: string }): Promise<CurrentApiToken | null> {
  const found = await findBySecret(deps, secret);
  return (
    found && {
      _id: found.id,
      name: found.name,
      scope: found.scope,
      expiresAt: found.expiresAt?.toISOString() ?? null,
      user: { _id: found.userId, name: found.userName, email: found.userEmail },
    }
  );
}
