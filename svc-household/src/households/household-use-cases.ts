import {
  householdMessages,
  householdOwnMessages,
  type HouseholdPreview,
  type HouseholdPreviewParams,
  type JoinHouseholdBody,
  type MemberParams,
  type RenameHouseholdBody,
} from '@hearth/contracts/household';
import { badRequest, isId, notFound } from '@hearth/service-kit';
import { MoreThan } from 'typeorm';
import { requireMembership, requireOwner, type Actor } from '../access/actor';
import type { HouseholdDeps } from '../household-deps';
import { HouseholdEntity, MembershipEntity } from './household.entity';
import { withGuessLimit, type CodeGuesser } from './code-guesses';
import { normaliseInviteCode } from './invite-codes';
import { afterMembershipClash, joinHousehold, leaveHousehold, replaceInviteCode } from './membership';
import { findHouseholdWithMembers } from './household-queries';
import { presentHousehold } from './present-household';

export async function getHousehold(deps: HouseholdDeps, actor: Actor) {
  return presentHousehold(await findHouseholdWithMembers(deps.database.manager, requireMembership(actor).householdId));
}

export function renameHousehold(deps: HouseholdDeps, actor: Actor, { name }: RenameHouseholdBody) {
  const householdId = requireOwner(actor);
  return deps.database.transaction(async (tx) => {
    await tx.manager.update(HouseholdEntity, { id: householdId }, { name });
    tx.emit('household.renamed', { householdId, name });
    return presentHousehold(await findHouseholdWithMembers(tx.manager, householdId));
  });
}

export function regenerateInviteCode(deps: HouseholdDeps, actor: Actor) {
  const householdId = requireOwner(actor);
  return deps.database.transaction(async (tx) => {
    await replaceInviteCode(tx, householdId);
    return presentHousehold(await findHouseholdWithMembers(tx.manager, householdId));
  });
}

/** The household a code names, for `who`, whose wrong codes are counted (code-guesses.ts). */
function householdByCode(deps: HouseholdDeps, who: CodeGuesser, code: string) {
  return withGuessLimit(deps.limiter, who, async () => {
    const inviteCode = normaliseInviteCode(code);
    const household = await deps.database.manager.findOneBy(HouseholdEntity, [
      { inviteCode },
      { oldInviteCode: inviteCode, oldInviteCodeUntil: MoreThan(new Date()) },
    ]);
    if (!household) throw notFound(householdMessages.invalidInviteCode);
    return household;
  });
}

/** What the /join?code= page shows before the user decides. */
export async function previewHousehold(deps: HouseholdDeps, who: CodeGuesser, { code }: HouseholdPreviewParams): Promise<HouseholdPreview> {
  const household = await householdByCode(deps, who, code);
  const memberCount = await deps.database.manager.countBy(MembershipEntity, { householdId: household.id });
  return { name: household.name, memberCount };
}

export async function joinByCode(deps: HouseholdDeps, actor: Actor, { inviteCode }: JoinHouseholdBody, clientIp: string) {
  const household = await householdByCode(deps, { userId: actor.id, clientIp }, inviteCode);
  return afterMembershipClash(deps.database, async (tx) => {
    await joinHousehold(tx, actor.id, household);
    return presentHousehold(await findHouseholdWithMembers(tx.manager, household.id));
  });
}

export async function removeMember(deps: HouseholdDeps, actor: Actor, { id: memberId }: MemberParams) {
  const householdId = requireOwner(actor);
  if (memberId === actor.id) throw badRequest(householdOwnMessages.ownerCannotBeRemoved);
  const isMember =
    isId(memberId) &&
    (await deps.database.manager.existsBy(MembershipEntity, { userId: memberId, householdId }));
  if (!isMember) throw notFound(householdOwnMessages.memberNotFound);
  const household = await deps.database.transaction(async (tx) => {
    await leaveHousehold(tx, memberId, 'removed');
    return presentHousehold(await findHouseholdWithMembers(tx.manager, householdId));
  });
  // In npm start every service has applied the removal once it is published: the removed member
  // has lost access before this answers. With a broker, the services that keep a copy check
  // writes with svc-household itself (service-kit access/membership-check.ts).
  await deps.database.published();
  return household;
}
