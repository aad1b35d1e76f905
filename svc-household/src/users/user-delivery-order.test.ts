import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@hearth/events';
import { deliverInEveryOrder, eventSource } from '@hearth/service-kit/testing';
import { startHouseholdService, type HouseholdHarness } from '../test/household-harness';

let svc: HouseholdHarness;
beforeAll(async () => {
  svc = await startHouseholdService();
});
afterAll(() => svc.stop());

/** svc-auth's events, numbered as its relay publishes them. */
const fromAuth = eventSource();

/** The user as svc-household keeps them, and the households they own. */
async function stateOf(userId: string) {
  const [user] = await svc.sql(`SELECT name, email, deleted_at IS NOT NULL AS deleted FROM "${svc.schema}".users WHERE id = $1`, [userId]);
  const owned = await svc.sql(`SELECT name FROM "${svc.schema}".households WHERE owner_id = $1`, [userId]);
  return { user, owned: owned.map((row) => row.name) };
}

describe("svc-auth's user events, in whatever order the replicas apply them", () => {
  it('keep the latest name and e-mail, and give the account one household named as it registered', async () => {
    await deliverInEveryOrder(
      () => {
        const userId = randomUUID();
        return {
          userId,
          events: [
            fromAuth('user.registered', { userId, name: 'Ada', email: `${userId}@example.com` }),
            fromAuth('user.updated', { userId, name: 'Ada King', email: `${userId}@example.com` }),
            fromAuth('user.updated', { userId, name: 'Ada Queen', email: `queen.${userId}@example.com` }),
          ] as EventEnvelope[],
        };
      },
      (event) => svc.deliver(event),
      async ({ userId }) =>
        expect(await stateOf(userId)).toEqual({
          user: { name: 'Ada Queen', email: `queen.${userId}@example.com`, deleted: false },
          owned: ["Ada's Household"],
        }),
    );
  });

  it('never bring a deleted account back, nor leave it a household', async () => {
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
      (event) => svc.deliver(event),
      async ({ userId }) => expect(await stateOf(userId)).toEqual({ user: { name: '', email: '', deleted: true }, owned: [] }),
    );
  });
});
