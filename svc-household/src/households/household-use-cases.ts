import {
  householdMessages,
  householdOwnMessages,
  type HouseholdPreview,
  type HouseholdPreviewParams,
  type JoinHouseholdBody,
  type MemberParams,
  type RenameHouseholdBody,
} from '@hearth/contracts/household';
import { badRequest, notFound, type Actor } from '@hearth/service-kit';
import { callersHousehold, requireOwner } from '../access/household-access';
import type { HouseholdDeps } from '../household-deps';
import { withGuessLimit, type CodeGuesser } from './code-guesses';
import { findHouseholdByCode, findHouseholdWithMembers, setHouseholdName } from './household-queries';
import { normaliseInviteCode } from './invite-codes';
import { afterMembershipClash, joinHousehold, leaveHousehold, replaceInviteCode } from './membership';
import { countMembers, isMemberOf } from './membership-queries';
import { presentHousehold } from './present-household';

/** The address a code comes from, whose wrong codes are counted too. */
interface FromAddress {
  clientIp: string;
}

export async function getHousehold(deps: HouseholdDeps, actor: Actor) {
  return presentHousehold(await findHouseholdWithMembers(deps.database.manager, callersHousehold(actor)));
}

export async function renameHousehold(deps: HouseholdDeps, actor: Actor, { name }: RenameHouseholdBody) {
  const householdId = await requireOwner(deps.database.manager, actor);
  return deps.database.transaction(async (tx) => {
    await setHouseholdName(tx.manager, householdId, name);
    tx.emit('household.renamed', { householdId, name });
    return presentHousehold(await findHouseholdWithMembers(tx.manager, householdId));
  });
}

export async function regenerateInviteCode(deps: HouseholdDeps, actor: Actor) {
  const householdId = await requireOwner(deps.database.manager, actor);
  return deps.database.transaction(async (tx) => {
    await replaceInviteCode(tx, householdId);
    return presentHousehold(await findHouseholdWithMembers(tx.manager, householdId));
  });
}

/** The household a code names, for `who`, whose wrong codes are counted (code-guesses.ts). */
function householdByCode(deps: HouseholdDeps, who: CodeGuesser, code: string) {
  return withGuessLimit(deps.limiter, who, async () => {
    const household = await findHouseholdByCode(deps.database.manager, normaliseInviteCode(code), new Date());
    if (!household) throw notFound(householdMessages.invalidInviteCode);
    return household;
  });
}

/** What the /join?code= page shows before the user decides. */
export async function previewHousehold(deps: HouseholdDeps, actor: Actor, input: HouseholdPreviewParams & FromAddress): Promise<HouseholdPreview> {
  const household = await householdByCode(deps, { userId: actor.id, clientIp: input.clientIp }, input.code);
  return { name: household.name, memberCount: await countMembers(deps.database.manager, household.id) };
}

export async function joinByCode(deps: HouseholdDeps, actor: Actor, input: JoinHouseholdBody & FromAddress) {
  const household = await householdByCode(deps, { userId: actor.id, clientIp: input.clientIp }, input.inviteCode);
  return afterMembershipClash(deps.database, async (tx) => {
    await joinHousehold(tx, actor.id, household);
    return presentHousehold(await findHouseholdWithMembers(tx.manager, household.id));
  });
}

export async function removeMember(deps: HouseholdDeps, actor: Actor, { id }: MemberParams) {
  // Ids are stored and compared lower-case: the owner's own id in capitals is still the owner's.
  const memberId = id.toLowerCase();
  const householdId = await requireOwner(deps.database.manager, actor);
  if (memberId === actor.id) throw badRequest(householdOwnMessages.ownerCannotBeRemoved);
  if (!(await isMemberOf(deps.database.manager, memberId, householdId))) throw notFound(householdOwnMessages.memberNotFound);
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
