import { badRequest, notFound, type Database } from '@hearth/service-kit';
import { z } from 'zod';
import { requireMembership, requireOwner, type Actor } from '../access/actor';
import { HouseholdEntity, MembershipEntity } from './household.entity';
import { normaliseInviteCode } from './invite-codes';
import { joinHousehold, leaveHousehold, replaceInviteCode } from './membership';
import { presentHousehold } from './present-household';

export const INVALID_INVITE_CODE = 'Invalid invite code';

export function getHousehold(database: Database, actor: Actor) {
  return presentHousehold(database.manager, requireMembership(actor).householdId);
}

export function renameHousehold(database: Database, actor: Actor, name: string) {
  const householdId = requireOwner(actor);
  return database.transaction(async (tx) => {
    await tx.manager.update(HouseholdEntity, { id: householdId }, { name });
    tx.emit('household.renamed', { householdId, name });
    return presentHousehold(tx.manager, householdId);
  });
}

export function regenerateInviteCode(database: Database, actor: Actor) {
  const householdId = requireOwner(actor);
  return database.transaction(async (tx) => {
    await replaceInviteCode(tx, householdId);
    return presentHousehold(tx.manager, householdId);
  });
}

async function householdByCode(database: Database, code: string) {
  const household = await database.manager.findOneBy(HouseholdEntity, { inviteCode: normaliseInviteCode(code) });
  if (!household) throw notFound(INVALID_INVITE_CODE);
  return household;
}

/** What the /join?code= page shows before the user decides. */
export async function previewHousehold(database: Database, code: string) {
  const household = await householdByCode(database, code);
  const memberCount = await database.manager.countBy(MembershipEntity, { householdId: household.id });
  return { name: household.name, memberCount };
}

export async function joinByCode(database: Database, actor: Actor, code: string) {
  const household = await householdByCode(database, code);
  return database.transaction(async (tx) => {
    await joinHousehold(tx, actor.id, household);
    return presentHousehold(tx.manager, household.id);
  });
}

export async function removeMember(database: Database, actor: Actor, memberId: string) {
  const householdId = requireOwner(actor);
  if (memberId === actor.id) throw badRequest('The owner cannot be removed from the household');
  const isMember =
    z.uuid().safeParse(memberId).success &&
    (await database.manager.existsBy(MembershipEntity, { userId: memberId, householdId }));
  if (!isMember) throw notFound('Member not found');
  return database.transaction(async (tx) => {
    await leaveHousehold(tx, memberId, 'removed');
    return presentHousehold(tx.manager, householdId);
  });
}
