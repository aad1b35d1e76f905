import type { QueryRunner } from 'typeorm';
import type { EventHandlers } from '../data/event-consumer';
import {
  claimMember,
  deleteHousehold,
  forgetDeletedAccount,
  nameHousehold,
  placeMember,
  rememberHousehold,
  removeMember,
} from './membership-queries';

export { findMembership, type Membership } from './membership-queries';

/**
 * Who is in which household, as svc-household's events tell it: the one copy every other service
 * keeps, in its own schema, in the same tables. A row per member; joining another household moves
 * the member (one household per user).
 *
 * The events of several replicas arrive in any order, some twice, so each is applied by its
 * position (membership-queries.ts): a user's joins and removals in the order svc-household
 * recorded them, a household's name likewise, whichever arrives last; a deleted household or
 * account stays gone.
 */

/** The table, for a service's migration (its schema is the connection's; see data/sql.ts). */
export async function createMembershipsTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE memberships (
      user_id uuid PRIMARY KEY,
      household_id uuid NOT NULL,
      household_name text NOT NULL DEFAULT ''
    )`);
  await queryRunner.query('CREATE INDEX memberships_household ON memberships (household_id)');
}

/**
 * The last event applied to each user's membership and to each household (null: one without a
 * position), with their tombstones; for a service's migration, after `createMembershipsTable`.
 * The households heard of so far are known by the names their members' rows carry.
 */
export async function createMembershipOrderTables(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE membership_users (
      user_id uuid PRIMARY KEY,
      event_position bigint,
      deleted_at timestamptz
    )`);
  await queryRunner.query(`
    CREATE TABLE membership_households (
      household_id uuid PRIMARY KEY,
      name text NOT NULL,
      event_position bigint,
      deleted_at timestamptz
    )`);
  await queryRunner.query(`
    INSERT INTO membership_households (household_id, name)
    SELECT DISTINCT ON (household_id) household_id, household_name FROM memberships`);
}

/**
 * The handlers that keep the tables. A service that must do more on one of these events (delete
 * a gone household's things) adds its own handler with `combineHandlers`; these run first. Each
 * takes its rows in one order (the user's, then the household's, then `memberships`), so two
 * replicas applying events about the same people at once wait for each other, never deadlock.
 */
export const membershipProjection: EventHandlers = {
  'household.created': async ({ payload, position = null }, tx) => {
    const claimed = await claimMember(tx.manager, payload.ownerId, position);
    await nameHousehold(tx.manager, payload.householdId, payload.name, position);
    if (claimed) await placeMember(tx.manager, payload.ownerId, payload.householdId);
  },
  'household.member.joined': async ({ payload, position = null }, tx) => {
    const claimed = await claimMember(tx.manager, payload.userId, position);
    await rememberHousehold(tx.manager, payload.householdId, payload.householdName);
    if (claimed) await placeMember(tx.manager, payload.userId, payload.householdId);
  },
  'household.member.removed': async ({ payload, position = null }, tx) => {
    if (await claimMember(tx.manager, payload.userId, position)) await removeMember(tx.manager, payload.userId, payload.householdId, position);
  },
  'household.renamed': async ({ payload, position = null }, tx) => nameHousehold(tx.manager, payload.householdId, payload.name, position),
  'household.deleted': async ({ payload }, tx) => deleteHousehold(tx.manager, payload.householdId),
  // svc-auth's: its positions are not svc-household's, and an account deleted is deleted for good.
  'user.deleted': async ({ payload }, tx) => forgetDeletedAccount(tx.manager, payload.userId),
};
