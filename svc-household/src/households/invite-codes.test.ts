import type { QueryRunner } from 'typeorm';
import { LongerInviteCodes1737500000000 } from '../migrations/1737500000000-longer-invite-codes';
import { startHouseholdService, type HouseholdHarness, type Person } from '../test/household-harness';

let svc: HouseholdHarness;
beforeAll(async () => {
  svc = await startHouseholdService();
});
afterAll(() => svc.stop());

const join = (who: Person, inviteCode: string) => svc.http.post('/api/households/join').set(svc.bearer(who)).send({ inviteCode });
const CODE = /^([A-HJ-NP-Z2-9]{4})-([A-HJ-NP-Z2-9]{4})-([A-HJ-NP-Z2-9]{4})$/;

describe('invite codes', () => {
  it('are 12 characters of an unambiguous alphabet, shown in groups of four, and taken as typed (case, spaces, dashes)', async () => {
    const owner = await svc.register('Cora');
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await svc.http.post('/api/households/invite').set(svc.bearer(owner)).expect(200)).body.inviteCode);
    expect(codes.size).toBe(5);
    for (const code of codes) expect(code).toMatch(CODE);
    const { inviteCode } = await svc.household(owner);
    const typed = ` ${inviteCode.replace(/-/g, ' ').toLowerCase()} `;
    expect((await svc.http.get(`/api/households/preview/${inviteCode.replace(/-/g, '')}`).set(svc.bearer(await svc.register('Vic')))).body).toEqual({
      name: "Cora's Household",
      memberCount: 1,
    });
    await join(await svc.register('Jon'), typed).expect(200);
  });

  it('of 8 characters, from before, give way to a 12-character one and keep working 30 days, or until the owner makes a new one', async () => {
    const owner = await svc.register('Olde');
    const other = await svc.register('Ophelia');
    const { _id } = await svc.household(owner);
    const otherHousehold = await svc.household(other);
    // The database as it was: 8-character codes, then the migration that lengthens them.
    const runner = { query: (sql: string, params?: unknown[]) => svc.sql(sql, params), connection: { options: { schema: svc.schema } } } as unknown as QueryRunner;
    const migration = new LongerInviteCodes1737500000000();
    await migration.down(runner);
    await svc.sql(`UPDATE "${svc.schema}".households SET invite_code = $2 WHERE id = $1`, [_id, 'K7PQ2MXZ']);
    await svc.sql(`UPDATE "${svc.schema}".households SET invite_code = $2 WHERE id = $1`, [otherHousehold._id, 'H4RD9QWE']);
    await migration.up(runner);

    const { inviteCode } = await svc.household(owner);
    expect(inviteCode).toMatch(CODE);
    await join(await svc.register('Early'), 'k7pq-2mxz').expect(200);
    await join(await svc.register('Newer'), inviteCode).expect(200);
    expect((await svc.household(owner)).members).toHaveLength(3);
    const [until] = await svc.sql<{ days: number }>(
      `SELECT round(extract(epoch FROM old_invite_code_until - now()) / 86400)::int AS days FROM "${svc.schema}".households WHERE id = $1`,
      [_id],
    );
    expect(until?.days).toBe(30);

    // 30 days on, the old code names nothing.
    await svc.sql(`UPDATE "${svc.schema}".households SET old_invite_code_until = now() - interval '1 minute' WHERE id = $1`, [_id]);
    const late = await join(await svc.register('Late'), 'K7PQ2MXZ');
    expect([late.status, late.body]).toEqual([404, { message: 'Invalid invite code' }]);

    // A new code from the owner ends the old one at once.
    await join(await svc.register('Prompt'), 'H4RD9QWE').expect(200);
    await svc.http.post('/api/households/invite').set(svc.bearer(other)).expect(200);
    await join(await svc.register('Tardy'), 'H4RD9QWE').expect(404);
  });
});
