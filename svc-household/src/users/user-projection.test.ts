import { eventually } from '@hearth/service-kit/testing';
import { startHouseholdService, type HouseholdHarness, type Person } from '../test/household-harness';

let svc: HouseholdHarness;
beforeAll(async () => {
  svc = await startHouseholdService();
});
afterAll(() => svc.stop());

/** An owner, and a member who joined their household by its code. */
async function householdOfTwo(ownerName: string, memberName: string): Promise<{ owner: Person; member: Person }> {
  const owner = await svc.register(ownerName);
  const member = await svc.register(memberName);
  await svc.http.post('/api/households/join').set(svc.bearer(member)).send({ inviteCode: (await svc.household(owner)).inviteCode }).expect(200);
  return { owner, member };
}

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

  it("withdraw the invitations a deleted account sent: its links show nobody's name any more, and the household's list drops them", async () => {
    const { owner, member } = await householdOfTwo('Olga', 'Mats');
    const guest = await svc.register('Gus');
    const invite = (from: Person, email: string) => svc.http.post('/api/invitations').set(svc.bearer(from)).send({ email }).expect(201);
    await invite(owner, guest.email);
    await svc.http.post(`/api/invitations/accept/${await svc.invitationToken(guest.email)}`).set(svc.bearer(guest)).expect(200);
    const pendingEmail = `pending.${guest.email}`;
    await invite(owner, pendingEmail);
    const ownersLink = await svc.invitationToken(pendingEmail);
    const membersEmail = `member.${guest.email}`;
    await invite(member, membersEmail);
    const membersLink = await svc.invitationToken(membersEmail);
    expect((await svc.http.get(`/api/invitations/verify/${ownersLink}`)).body.invitation.invitedBy).toBe('Olga');

    await svc.deliver('user.deleted', { userId: owner.id });
    const verified = await svc.http.get(`/api/invitations/verify/${ownersLink}`);
    expect([verified.status, verified.body]).toEqual([404, { message: 'Invalid or expired invitation' }]);
    expect(JSON.stringify(verified.body)).not.toContain('Olga');
    const list = await svc.http.get('/api/invitations').set(svc.bearer(member));
    expect(list.body.map((invitation: { email: string }) => invitation.email)).toEqual([membersEmail]);
    expect((await svc.http.get(`/api/invitations/verify/${membersLink}`)).body.invitation.invitedBy).toBe('Mats');
  });

  it('forget the invitation a deleted account accepted: the household no longer lists its address', async () => {
    const { owner } = await householdOfTwo('Vera', 'Nils');
    const joiner = await svc.register('Jo');
    await svc.http.post('/api/invitations').set(svc.bearer(owner)).send({ email: joiner.email }).expect(201);
    await svc.http.post(`/api/invitations/accept/${await svc.invitationToken(joiner.email)}`).set(svc.bearer(joiner)).expect(200);

    await svc.deliver('user.deleted', { userId: joiner.id });
    const list = await svc.http.get('/api/invitations').set(svc.bearer(owner));
    expect(list.body).toEqual([]);
  });

  it("name a household still named after a deleted owner after its next owner, and tell the other services; a name it chose stays", async () => {
    const generated = await householdOfTwo('Dagny', 'Hugo');
    const chosen = await householdOfTwo('Runa', 'Pip');
    const { _id } = await svc.household(generated.member);
    expect((await svc.household(generated.member)).name).toBe("Dagny's Household");
    await svc.http.put('/api/households').set(svc.bearer(chosen.owner)).send({ name: 'The Burrow' }).expect(200);

    await svc.deliver('user.deleted', { userId: generated.owner.id });
    await svc.deliver('user.deleted', { userId: chosen.owner.id });
    expect(await svc.household(generated.member)).toMatchObject({ owner: generated.member.id, name: "Hugo's Household" });
    await svc.announced('household.renamed', { householdId: _id, name: "Hugo's Household" });
    expect(await svc.household(chosen.member)).toMatchObject({ owner: chosen.member.id, name: 'The Burrow' });
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
