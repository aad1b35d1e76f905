import { userResponse } from '@hearth/contracts/auth/schemas';
import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@hearth/events';
import { deliverInEveryOrder, eventSource, eventually, expectToMatchContract } from '@hearth/service-kit/testing';
import { bearer, startAuthService, type AuthHarness } from '../test/auth-harness';

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthService();
});
afterAll(() => auth.stop());

const householdId = '5d9b7a52-2f38-4c8e-9a0d-6c3b5a4e1f20';
const otherHouseholdId = '8a1c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4b';

/** The household /auth/me shows, its answer checked against the contract. */
async function householdOf(token: string) {
  return expectToMatchContract(userResponse, (await auth.http.get('/api/auth/me').set(bearer(token))).body).household;
}

describe("/auth/me's household", () => {
  it('follows joins, renames and removals from the household service', async () => {
    const { token, user } = await auth.register();
    expect(await householdOf(token)).toBeNull();

    const joined = await auth.deliver('household.member.joined', { householdId, householdName: "Ada's Household", userId: user._id });
    expect(await householdOf(token)).toEqual({ _id: householdId, name: "Ada's Household" });

    await auth.deliver('household.renamed', { householdId, name: 'The Lovelaces' });
    expect(await householdOf(token)).toEqual({ _id: householdId, name: 'The Lovelaces' });

    await auth.deliver(joined);
    expect(await householdOf(token)).toEqual({ _id: householdId, name: 'The Lovelaces' });

    await auth.deliver('household.member.removed', { householdId, userId: user._id, reason: 'removed' });
    expect(await householdOf(token)).toBeNull();
  });

  it('ignores the removal from a household the user already left for another', async () => {
    const { token, user } = await auth.register();
    await auth.deliver('household.member.joined', { householdId: otherHouseholdId, householdName: 'New home', userId: user._id });
    await auth.deliver('household.member.removed', { householdId, userId: user._id, reason: 'left' });
    await eventually(async () => expect(await householdOf(token)).toEqual({ _id: otherHouseholdId, name: 'New home' }));
  });

  it('clears the household for its members when it is deleted', async () => {
    const { token, user } = await auth.register();
    await auth.deliver('household.member.joined', { householdId: otherHouseholdId, householdName: 'New home', userId: user._id });
    await auth.deliver('household.deleted', { householdId: otherHouseholdId });
    expect(await householdOf(token)).toBeNull();
  });
});

describe("/auth/me's household, whatever order svc-household's events are applied in", () => {
  const fromHousehold = eventSource();
  const deliver = (event: EventEnvelope) => auth.deliver(event);

  it('is the household a member moved to, by its latest name', async () => {
    await deliverInEveryOrder(
      async () => {
        const { token, user } = await auth.register();
        const [first, second] = [randomUUID(), randomUUID()];
        return {
          token,
          second,
          events: [
            fromHousehold('household.member.joined', { householdId: first, householdName: 'First', userId: user._id }),
            fromHousehold('household.member.removed', { householdId: first, userId: user._id, reason: 'left' }),
            fromHousehold('household.member.joined', { householdId: second, householdName: 'Second', userId: user._id }),
            fromHousehold('household.renamed', { householdId: second, name: 'Second home' }),
          ] as EventEnvelope[],
        };
      },
      deliver,
      async ({ token, second }) => expect(await householdOf(token)).toEqual({ _id: second, name: 'Second home' }),
    );
  });

  it('is none once the member was removed, and once the household was deleted', async () => {
    await deliverInEveryOrder(
      async () => {
        const { token, user } = await auth.register();
        const home = randomUUID();
        return {
          token,
          events: [
            fromHousehold('household.created', { householdId: home, name: 'Home', ownerId: user._id }),
            fromHousehold('household.member.removed', { householdId: home, userId: user._id, reason: 'left' }),
            fromHousehold('household.deleted', { householdId: home }),
          ] as EventEnvelope[],
        };
      },
      deliver,
      async ({ token }) => expect(await householdOf(token)).toBeNull(),
    );
  });
});
