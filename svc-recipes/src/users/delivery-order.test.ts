import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@hearth/events';
import { deliverInEveryOrder, eventSource } from '@hearth/service-kit/testing';
import { startRecipesService, type RecipesHarness } from '../test/recipes-harness';

let svc: RecipesHarness;
beforeAll(async () => {
  svc = await startRecipesService();
});
afterAll(() => svc.stop());

/** svc-auth's and svc-household's events, each numbered as its own relay publishes them. */
const fromAuth = eventSource();
const fromHousehold = eventSource();
const deliver = (event: EventEnvelope) => svc.deliver(event);

const rowOf = async (table: 'users' | 'households', id: string) =>
  (await svc.sql(`SELECT name, deleted_at IS NOT NULL AS deleted FROM "${svc.schema}".${table} WHERE id = $1`, [id]))[0];

describe('events from svc-auth and svc-household, in whatever order the replicas apply them', () => {
  it("show a user (a recipe's createdBy) by their latest name", async () => {
    await deliverInEveryOrder(
      () => {
        const userId = randomUUID();
        return {
          userId,
          events: [
            fromAuth('user.registered', { userId, name: 'Ada', email: `${userId}@example.com` }),
            fromAuth('user.updated', { userId, name: 'A', email: `${userId}@example.com` }),
            fromAuth('user.updated', { userId, name: 'B', email: `${userId}@example.com` }),
          ] as EventEnvelope[],
        };
      },
      deliver,
      async ({ userId }) => expect(await rowOf('users', userId)).toEqual({ name: 'B', deleted: false }),
    );
  });

  it('never bring a deleted account back', async () => {
    await deliverInEveryOrder(
      () => {
        const userId = randomUUID();
        return {
          userId,
          events: [
            fromAuth('user.registered', { userId, name: 'Bo', email: `${userId}@example.com` }),
            fromAuth('user.updated', { userId, name: 'Bo Day', email: `${userId}@example.com` }),
            fromAuth('user.deleted', { userId }),
          ] as EventEnvelope[],
        };
      },
      deliver,
      async ({ userId }) => expect(await rowOf('users', userId)).toEqual({ name: '', deleted: true }),
    );
  });

  it('show a household by its latest name, whatever name a join carried', async () => {
    await deliverInEveryOrder(
      () => {
        const [householdId, ownerId, memberId] = [randomUUID(), randomUUID(), randomUUID()];
        return {
          householdId,
          events: [
            fromHousehold('household.created', { householdId, name: "Ada's Household", ownerId }),
            fromHousehold('household.renamed', { householdId, name: 'A' }),
            fromHousehold('household.member.joined', { householdId, householdName: 'A', userId: memberId }),
            fromHousehold('household.renamed', { householdId, name: 'B' }),
          ] as EventEnvelope[],
        };
      },
      deliver,
      async ({ householdId }) => expect(await rowOf('households', householdId)).toEqual({ name: 'B', deleted: false }),
    );
  });

  it('never bring a deleted household back, and keep the name it had last', async () => {
    await deliverInEveryOrder(
      () => {
        const [householdId, ownerId] = [randomUUID(), randomUUID()];
        return {
          householdId,
          ownerId,
          events: [
            fromHousehold('household.created', { householdId, name: "Cy's Household", ownerId }),
            fromHousehold('household.renamed', { householdId, name: 'The Cys' }),
            fromHousehold('household.member.removed', { householdId, userId: ownerId, reason: 'left' }),
            fromHousehold('household.deleted', { householdId }),
          ] as EventEnvelope[],
        };
      },
      deliver,
      async ({ householdId, ownerId }) => {
        expect(await rowOf('households', householdId)).toEqual({ name: 'The Cys', deleted: true });
        expect(await svc.sql(`SELECT 1 FROM "${svc.schema}".memberships WHERE user_id = $1`, [ownerId])).toEqual([]);
      },
    );
  });

  it('put a member who moved to another household in that one', async () => {
    await deliverInEveryOrder(
      () => {
        const [userId, first, second] = [randomUUID(), randomUUID(), randomUUID()];
        return {
          userId,
          second,
          events: [
            fromHousehold('household.member.joined', { householdId: first, householdName: 'First', userId }),
            fromHousehold('household.member.removed', { householdId: first, userId, reason: 'left' }),
            fromHousehold('household.member.joined', { householdId: second, householdName: 'Second', userId }),
          ] as EventEnvelope[],
        };
      },
      deliver,
      async ({ userId, second }) =>
        expect(await svc.sql(`SELECT household_id FROM "${svc.schema}".memberships WHERE user_id = $1`, [userId])).toEqual([{ household_id: second }]),
    );
  });
});
