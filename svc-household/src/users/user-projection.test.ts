import { eventually } from '@hearth/service-kit/testing';
import { startHouseholdStack, type HouseholdHarness } from '../test/household-harness';

let stack: HouseholdHarness;
beforeAll(async () => {
  stack = await startHouseholdStack();
}, 60_000);
afterAll(() => stack.stop());

describe("svc-auth's user events", () => {
  it("update a member's name and e-mail in their household", async () => {
    const ada = await stack.register('Ada');
    await stack.authHttp.put('/api/auth/update-profile').set(stack.bearer(ada)).send({ name: 'Ada King', email: `king.${ada.email}` }).expect(200);
    await eventually(async () =>
      expect((await stack.household(ada)).members).toEqual([{ _id: ada.id, name: 'Ada King', email: `king.${ada.email}` }]),
    );
  });

  it("take a deleted account out of its household, hand ownership on, and refuse the account's token", async () => {
    const owner = await stack.register('Dora');
    const member = await stack.register('Milo');
    const { inviteCode, _id } = await stack.household(owner);
    await stack.http.post('/api/households/join').set(stack.bearer(member)).send({ inviteCode }).expect(200);
    const token = stack.bearer(owner);

    await stack.authHttp.delete('/api/auth/delete-account').set(token).expect(200);
    await eventually(async () => expect((await stack.household(member)).members.map((m: { name: string }) => m.name)).toEqual(['Milo']));
    expect((await stack.household(member)).owner).toBe(member.id);
    expect((await stack.household(member))._id).toBe(_id);
    expect((await stack.http.get('/api/households').set(token)).status).toBe(401);
  });

  it('delete a household whose last member deleted their account', async () => {
    const loner = await stack.register('Lone');
    const { _id } = await stack.household(loner);
    await stack.authHttp.delete('/api/auth/delete-account').set(stack.bearer(loner)).expect(200);
    await eventually(async () =>
      expect(await stack.sql(`SELECT 1 FROM "${stack.schemas.household}".households WHERE id = $1`, [_id])).toEqual([]),
    );
  });
});
