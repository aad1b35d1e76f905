import { eventually } from '@hearth/service-kit/testing';
import { startHouseholdService, type HouseholdHarness } from '../test/household-harness';

let svc: HouseholdHarness;
beforeAll(async () => {
  svc = await startHouseholdService();
});
afterAll(() => svc.stop());

describe("svc-auth's user events", () => {
  it("update a member's name and e-mail in their household", async () => {
    const ada = await svc.register('Ada');
    await svc.deliver('user.updated', { userId: ada.id, name: 'Ada King', email: `king.${ada.email}` });
    await eventually(async () =>
      expect((await svc.household(ada)).members).toEqual([{ _id: ada.id, name: 'Ada King', email: `king.${ada.email}` }]),
    );
  });

  it("take a deleted account out of its household, hand ownership on, and refuse the account's token", async () => {
    const owner = await svc.register('Dora');
    const member = await svc.register('Milo');
    const { inviteCode, _id } = await svc.household(owner);
    await svc.http.post('/api/households/join').set(svc.bearer(member)).send({ inviteCode }).expect(200);
    const token = svc.bearer(owner);

    await svc.deliver('user.deleted', { userId: owner.id });
    await eventually(async () => expect((await svc.household(member)).members.map((m: { name: string }) => m.name)).toEqual(['Milo']));
    expect((await svc.household(member)).owner).toBe(member.id);
    expect((await svc.household(member))._id).toBe(_id);
    expect((await svc.http.get('/api/households').set(token)).status).toBe(401);
  });

  it('delete a household whose last member deleted their account', async () => {
    const loner = await svc.register('Lone');
    const { _id } = await svc.household(loner);
    await svc.deliver('user.deleted', { userId: loner.id });
    await eventually(async () =>
      expect(await svc.sql(`SELECT 1 FROM "${svc.schema}".households WHERE id = $1`, [_id])).toEqual([]),
    );
  });
});
