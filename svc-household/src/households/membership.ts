import { randomUUID } from 'node:crypto';
import { householdOwnMessages } from '@hearth/contracts/household';
import { conflict, isUniqueViolation, withSavepointRetry, type Database, type Transaction } from '@hearth/service-kit';
import type { EventPayload } from '@hearth/events';
import {
  deleteHousehold,
  insertHousehold as insertHouseholdRow,
  lockHousehold,
  setInviteCode,
  setOwner,
  type HouseholdRow,
} from './household-queries';
import { newInviteCode } from './invite-codes';
import { deleteMembership, findMembershipOf, insertMembership, lockMembershipOf, longestStandingMember } from './membership-queries';

type RemovalReason = EventPayload<'household.member.removed'>['reason'];

/** Creates a household with a fresh, unique invite code (a clash is retried with a new one). */
function insertHousehold(tx: Transaction, name: string, ownerId: string): Promise<HouseholdRow> {
  const id = randomUUID();
  return withSavepointRetry(tx.manager, () => insertHouseholdRow(tx.manager, { id, name, ownerId, inviteCode: newInviteCode() }));
}

/** Gives the household a new invite code; the old one (and any from before longer codes) stops working at once. */
export async function replaceInviteCode(tx: Transaction, householdId: string): Promise<void> {
  await withSavepointRetry(tx.manager, () => setInviteCode(tx.manager, householdId, newInviteCode()));
}

/** The name a household is given after its owner: "<name>'s Household". */
export const ownHouseholdName = (ownerName: string) => `${ownerName}'s Household`;

/** A new user's own household, named after them, with them as owner. */
export async function createOwnHousehold(tx: Transaction, user: { id: string; name: string }): Promise<HouseholdRow> {
  const household = await insertHousehold(tx, ownHouseholdName(user.name), user.id);
  tx.emit('household.created', { householdId: household.id, name: household.name, ownerId: user.id });
  await addMember(tx, household, user.id);
  return household;
}

async function addMember(tx: Transaction, household: { id: string; name: string }, userId: string): Promise<void> {
  await insertMembership(tx.manager, { userId, householdId: household.id, joinedAt: new Date() });
  tx.emit('household.member.joined', { householdId: household.id, householdName: household.name, userId });
}

/**
 * Takes the user out of their household. An owner who leaves hands the household to the
 * longest-standing member; the last member to leave takes the household (and its invitations)
 * with them.
 */
export async function leaveHousehold(tx: Transaction, userId: string, reason: RemovalReason): Promise<void> {
  const membership = await lockMembershipOf(tx.manager, userId);
  if (!membership) return;
  const household = await lockHousehold(tx.manager, membership.householdId);
  await deleteMembership(tx.manager, userId);
  tx.emit('household.member.removed', { householdId: membership.householdId, userId, reason });
  if (!household) return;

  const successor = await longestStandingMember(tx.manager, household.id);
  if (!successor) {
    await deleteHousehold(tx.manager, household.id);
    tx.emit('household.deleted', { householdId: household.id });
  } else if (household.ownerId === userId) {
    await setOwner(tx.manager, household.id, successor);
  }
}

/** Moves the user into `household`, out of the one they were in. */
export async function joinHousehold(tx: Transaction, userId: string, household: { id: string; name: string }): Promise<void> {
  const current = await findMembershipOf(tx.manager, userId);
  if (current?.householdId === household.id) throw conflict(householdOwnMessages.alreadyMember);
  if (current) await leaveHousehold(tx, userId, 'left');
  await addMember(tx, household, userId);
}

/**
 * Runs `work`, a transaction that moves the user into a household, a second time if the user's
 * own household was made beside it (userProjection on 'user.registered', while the new account
 * already joins): the two membership rows clash, and the second try moves the user out of that
 * household. A fresh transaction, so the first try's events go with it. Leaving the old
 * household holds everywhere before the answer, as a removal does (see removeMember).
 */
export async function afterMembershipClash<R>(database: Database, work: (tx: Transaction) => Promise<R>): Promise<R> {
  let result: R;
  try {
    result = await database.transaction(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    result = await database.transaction(work);
  }
  await database.published();
  return result;
}
