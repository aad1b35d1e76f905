import { randomUUID } from 'node:crypto';
import { createEvent, type EventEnvelope, type EventPayload, type EventType } from '@hearth/events';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createDataSource, openDataSource, schemaOf } from '../data/data-source';
import type { Transaction } from '../data/database';
import { deliverInEveryOrder, eventSource } from '../testing/delivery-orders';
import { dropSchema, testDatabaseUrl, uniqueName } from '../testing/environment';
import { createMembershipOrderTables, createMembershipsTable, findMembership, membershipProjection, type Membership } from './membership-projection';

class CreateTables1000000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createMembershipsTable(queryRunner);
    await createMembershipOrderTables(queryRunner);
  }
  async down(): Promise<void> {}
}

const dataSource = createDataSource({ url: testDatabaseUrl, schema: uniqueName('kit_members'), entities: [], migrations: [CreateTables1000000000000], poolSize: 2 });

beforeAll(() => openDataSource(dataSource));
afterAll(async () => {
  await dataSource.destroy();
  await dropSchema(schemaOf(dataSource));
});

/** Applies one event as the consumer would, without the inbox: every duplicate reaches the handler. */
async function apply(event: EventEnvelope): Promise<void> {
  const handler = membershipProjection[event.type] as (event: EventEnvelope, tx: Transaction) => Promise<void>;
  await dataSource.transaction((manager) => handler(event, { manager, emit: () => undefined }));
}

/** svc-household's events as its relay publishes them, and one published before positions. */
const published = eventSource();
const unnumbered = <T extends EventType>(type: T, payload: EventPayload<T>): EventEnvelope => createEvent(type, payload, 'test') as EventEnvelope;

/** Events in the order svc-household recorded them, and what every member's copy must end as. */
interface Story {
  events: EventEnvelope[];
  expected: [userId: string, membership: Membership | undefined][];
}

/** Tells the story in every order, every event delivered again, and expects the same end each time. */
function expectEveryOrderToEndAlike(tell: () => Story): Promise<void> {
  return deliverInEveryOrder(tell, apply, async ({ expected }) => {
    const found = await Promise.all(expected.map(async ([userId]) => [userId, await findMembership(dataSource.manager, userId)]));
    expect(found).toEqual(expected);
  });
}

describe('the membership projection, whatever the order of delivery', () => {
  it('puts a member who joined one household, then moved to another, in the second', async () => {
    await expectEveryOrderToEndAlike(() => {
      const [ben, first, second] = [randomUUID(), randomUUID(), randomUUID()];
      return {
        events: [
          published('household.member.joined', { householdId: first, householdName: 'First', userId: ben }),
          published('household.member.removed', { householdId: first, userId: ben, reason: 'left' }),
          published('household.member.joined', { householdId: second, householdName: 'Second', userId: ben }),
        ],
        expected: [[ben, { householdId: second, householdName: 'Second' }]],
      };
    });
  });

  it('leaves a member who joined then was removed in no household', async () => {
    await expectEveryOrderToEndAlike(() => {
      const [ben, home] = [randomUUID(), randomUUID()];
      return {
        events: [
          published('household.member.joined', { householdId: home, householdName: 'Home', userId: ben }),
          published('household.member.removed', { householdId: home, userId: ben, reason: 'removed' }),
        ],
        expected: [[ben, undefined]],
      };
    });
  });

  it('names the household by its last rename, for the owner and a member who joined in between', async () => {
    await expectEveryOrderToEndAlike(() => {
      const [ada, ben, home] = [randomUUID(), randomUUID(), randomUUID()];
      return {
        events: [
          published('household.created', { householdId: home, name: "Ada's Household", ownerId: ada }),
          published('household.renamed', { householdId: home, name: 'A' }),
          published('household.member.joined', { householdId: home, householdName: 'A', userId: ben }),
          published('household.renamed', { householdId: home, name: 'B' }),
        ],
        expected: [
          [ada, { householdId: home, householdName: 'B' }],
          [ben, { householdId: home, householdName: 'B' }],
        ],
      };
    });
  });

  it('keeps a rename that a join recorded after it with the name it read before', async () => {
    await expectEveryOrderToEndAlike(() => {
      const [ada, ben, home] = [randomUUID(), randomUUID(), randomUUID()];
      return {
        events: [
          published('household.created', { householdId: home, name: 'Old', ownerId: ada }),
          published('household.renamed', { householdId: home, name: 'New' }),
          published('household.member.joined', { householdId: home, householdName: 'Old', userId: ben }),
        ],
        expected: [
          [ada, { householdId: home, householdName: 'New' }],
          [ben, { householdId: home, householdName: 'New' }],
        ],
      };
    });
  });

  it('never brings a deleted household back: its last member left, then a join arrives late', async () => {
    await expectEveryOrderToEndAlike(() => {
      const [ada, ben, home, elsewhere] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      return {
        events: [
          published('household.created', { householdId: home, name: 'Home', ownerId: ada }),
          published('household.member.joined', { householdId: home, householdName: 'Home', userId: ben }),
          published('household.member.removed', { householdId: home, userId: ben, reason: 'left' }),
          published('household.member.joined', { householdId: elsewhere, householdName: 'Elsewhere', userId: ben }),
          published('household.member.removed', { householdId: home, userId: ada, reason: 'removed' }),
          published('household.deleted', { householdId: home }),
        ],
        expected: [
          [ada, undefined],
          [ben, { householdId: elsewhere, householdName: 'Elsewhere' }],
        ],
      };
    });
  });

  it("never puts a deleted account back in a household (svc-auth's event, in any order with svc-household's)", async () => {
    await expectEveryOrderToEndAlike(() => {
      const [ben, home] = [randomUUID(), randomUUID()];
      return {
        events: [
          published('household.member.joined', { householdId: home, householdName: 'Home', userId: ben }),
          published('user.deleted', { userId: ben }),
        ],
        expected: [[ben, undefined]],
      };
    });
  });
});

describe('events published before positions', () => {
  it('apply as they arrive among themselves, and a late removal from an old household changes nothing', async () => {
    const [ada, ben, home, away] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await apply(unnumbered('household.created', { householdId: home, name: "Ada's Household", ownerId: ada }));
    await apply(unnumbered('household.member.joined', { householdId: home, householdName: "Ada's Household", userId: ben }));
    await apply(unnumbered('household.renamed', { householdId: home, name: 'The Lovelaces' }));
    expect(await findMembership(dataSource.manager, ben)).toEqual({ householdId: home, householdName: 'The Lovelaces' });

    await apply(unnumbered('household.member.joined', { householdId: away, householdName: 'Elsewhere', userId: ben }));
    await apply(unnumbered('household.member.removed', { householdId: home, userId: ben, reason: 'left' }));
    expect(await findMembership(dataSource.manager, ben)).toEqual({ householdId: away, householdName: 'Elsewhere' });

    await apply(unnumbered('household.deleted', { householdId: home }));
    expect(await findMembership(dataSource.manager, ada)).toBeUndefined();
    await apply(unnumbered('user.deleted', { userId: ben }));
    expect(await findMembership(dataSource.manager, ben)).toBeUndefined();
  });

  it('give way to any with a position, and change nothing once one was applied', async () => {
    const [ben, home, away] = [randomUUID(), randomUUID(), randomUUID()];
    await apply(unnumbered('household.member.joined', { householdId: home, householdName: 'Home', userId: ben }));
    await apply(published('household.member.joined', { householdId: away, householdName: 'Away', userId: ben }));
    await apply(published('household.renamed', { householdId: away, name: 'Far away' }));
    expect(await findMembership(dataSource.manager, ben)).toEqual({ householdId: away, householdName: 'Far away' });

    await apply(unnumbered('household.member.removed', { householdId: away, userId: ben, reason: 'removed' }));
    await apply(unnumbered('household.renamed', { householdId: away, name: 'Stale' }));
    expect(await findMembership(dataSource.manager, ben)).toEqual({ householdId: away, householdName: 'Far away' });
  });

  it('still delete a household for good, whatever was applied before', async () => {
    const [ben, home] = [randomUUID(), randomUUID()];
    await apply(published('household.member.joined', { householdId: home, householdName: 'Home', userId: ben }));
    await apply(unnumbered('household.deleted', { householdId: home }));
    expect(await findMembership(dataSource.manager, ben)).toBeUndefined();
    await apply(published('household.member.joined', { householdId: home, householdName: 'Home', userId: ben }));
    expect(await findMembership(dataSource.manager, ben)).toBeUndefined();
  });
});
