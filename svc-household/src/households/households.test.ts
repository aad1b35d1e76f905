import { startHouseholdStack, type HouseholdHarness } from '../test/household-harness';

let stack: HouseholdHarness;
beforeAll(async () => {
  stack = await startHouseholdStack();
}, 60_000);
afterAll(() => stack.stop());

describe('a new account', () => {
  it("gets a household of its own, \"<name>'s Household\", as owner, and /auth/me shows it", async () => {
    const ada = await stack.register('Ada');
    const household = await stack.household(ada);
    expect(household).toEqual({
      _id: expect.any(String),
      name: "Ada's Household",
      owner: ada.id,
      members: [{ _id: ada.id, name: 'Ada', email: ada.email }],
      inviteCode: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
    });
    await stack.authHouseholdBecomes(ada, { _id: household._id, name: "Ada's Household" });
  });
});

describe('GET /api/households', () => {
  it('needs a session', async () => {
    expect((await stack.http.get('/api/households')).status).toBe(401);
    expect((await stack.http.get('/api/households').set('Authorization', 'Bearer forged.token.here')).status).toBe(401);
  });
});

describe('PUT /api/households', () => {
  it('lets the owner rename, and every service hears of it', async () => {
    const owner = await stack.register('Rena');
    const response = await stack.http.put('/api/households').set(stack.bearer(owner)).send({ name: '  The Renames ' });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('The Renames');
    await stack.authHouseholdBecomes(owner, { _id: response.body._id, name: 'The Renames' });
  });

  it('refuses a member who is not the owner with 403', async () => {
    const owner = await stack.register('Otto');
    const member = await stack.register('Mia');
    await stack.http.post('/api/households/join').set(stack.bearer(member)).send({ inviteCode: (await stack.household(owner)).inviteCode }).expect(200);
    const response = await stack.http.put('/api/households').set(stack.bearer(member)).send({ name: 'Mine now' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Only the household owner can do that' });
    expect((await stack.household(owner)).name).toBe("Otto's Household");
  });

  it.each([
    [{}, 'Household name is required'],
    [{ name: '   ' }, 'Household name is required'],
    [{ name: 'x'.repeat(51) }, 'Household name cannot exceed 50 characters'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const owner = await stack.register('Val');
    const response = await stack.http.put('/api/households').set(stack.bearer(owner)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('POST /api/households/invite', () => {
  it('gives the owner a new code; the old one stops working', async () => {
    const owner = await stack.register('Cody');
    const before = (await stack.household(owner)).inviteCode;
    const response = await stack.http.post('/api/households/invite').set(stack.bearer(owner));
    expect(response.status).toBe(200);
    expect(response.body.inviteCode).not.toBe(before);
    const joiner = await stack.register('Jo');
    const old = await stack.http.post('/api/households/join').set(stack.bearer(joiner)).send({ inviteCode: before });
    expect(old.status).toBe(404);
    expect(old.body.message).toBe('Invalid invite code');
    await stack.http.post('/api/households/join').set(stack.bearer(joiner)).send({ inviteCode: response.body.inviteCode }).expect(200);
  });

  it('refuses a member who is not the owner with 403', async () => {
    const owner = await stack.register('Owen');
    const member = await stack.register('Meg');
    const { inviteCode } = await stack.household(owner);
    await stack.http.post('/api/households/join').set(stack.bearer(member)).send({ inviteCode }).expect(200);
    expect((await stack.http.post('/api/households/invite').set(stack.bearer(member))).status).toBe(403);
    expect((await stack.household(owner)).inviteCode).toBe(inviteCode);
  });
});

describe('GET /api/households/preview/:code', () => {
  it('shows the household a code leads to, and 404 for a code that leads nowhere', async () => {
    const owner = await stack.register('Pia');
    const visitor = await stack.register('Vic');
    const { inviteCode } = await stack.household(owner);
    const preview = await stack.http.get(`/api/households/preview/${inviteCode.toLowerCase()}`).set(stack.bearer(visitor));
    expect(preview.body).toEqual({ name: "Pia's Household", memberCount: 1 });
    const unknown = await stack.http.get('/api/households/preview/NOPE2345').set(stack.bearer(visitor));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Invalid invite code' });
  });
});

describe('POST /api/households/join', () => {
  it('moves the user in, out of the household they had; an emptied household is deleted', async () => {
    const owner = await stack.register('Hana');
    const joiner = await stack.register('Jay');
    const ownHousehold = await stack.household(joiner);
    const target = await stack.household(owner);
    const code = ` ${target.inviteCode.slice(0, 4).toLowerCase()}-${target.inviteCode.slice(4)} `;
    const response = await stack.http.post('/api/households/join').set(stack.bearer(joiner)).send({ inviteCode: code });
    expect(response.status).toBe(200);
    expect(response.body.members.map((m: { name: string }) => m.name)).toEqual(['Hana', 'Jay']);
    await stack.authHouseholdBecomes(joiner, { _id: target._id, name: "Hana's Household" });
    expect(await stack.sql(`SELECT 1 FROM "${stack.schemas.household}".households WHERE id = $1`, [ownHousehold._id])).toEqual([]);
  });

  it('refuses a code of the household the user is already in with 409', async () => {
    const owner = await stack.register('Sol');
    const response = await stack.http.post('/api/households/join').set(stack.bearer(owner)).send({ inviteCode: (await stack.household(owner)).inviteCode });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('You are already a member of this household');
  });

  it("refuses a missing or unknown code, keeping the user's household", async () => {
    const user = await stack.register('Kai');
    const before = await stack.household(user);
    expect((await stack.http.post('/api/households/join').set(stack.bearer(user)).send({})).body.message).toBe('Invite code is required');
    const unknown = await stack.http.post('/api/households/join').set(stack.bearer(user)).send({ inviteCode: 'ZZZZ2222' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Invalid invite code');
    expect(await stack.household(user)).toEqual(before);
  });

  it("hands an owner's household to the longest-standing member when the owner leaves", async () => {
    const owner = await stack.register('Olga');
    const first = await stack.register('Finn');
    const second = await stack.register('Sam');
    const { inviteCode, _id } = await stack.household(owner);
    await stack.http.post('/api/households/join').set(stack.bearer(first)).send({ inviteCode }).expect(200);
    await stack.http.post('/api/households/join').set(stack.bearer(second)).send({ inviteCode }).expect(200);
    const elsewhere = await stack.register('Ezra');
    await stack.http.post('/api/households/join').set(stack.bearer(owner)).send({ inviteCode: (await stack.household(elsewhere)).inviteCode }).expect(200);
    const left = await stack.household(first);
    expect(left._id).toBe(_id);
    expect(left.owner).toBe(first.id);
    expect(left.members.map((m: { name: string }) => m.name)).toEqual(['Finn', 'Sam']);
  });
});

describe('DELETE /api/households/members/:id', () => {
  it('lets the owner remove a member, who is then without a household', async () => {
    const owner = await stack.register('Rhea');
    const member = await stack.register('Remy');
    const { inviteCode } = await stack.household(owner);
    await stack.http.post('/api/households/join').set(stack.bearer(member)).send({ inviteCode }).expect(200);
    const response = await stack.http.delete(`/api/households/members/${member.id}`).set(stack.bearer(owner));
    expect(response.status).toBe(200);
    expect(response.body.members.map((m: { name: string }) => m.name)).toEqual(['Rhea']);
    const removed = await stack.http.get('/api/households').set(stack.bearer(member));
    expect(removed.status).toBe(404);
    expect(removed.body).toEqual({ message: "You don't have a household yet." });
    await stack.authHouseholdBecomes(member, null);
  });

  it('refuses a member who is not the owner with 403', async () => {
    const owner = await stack.register('Ines');
    const a = await stack.register('Abe');
    const b = await stack.register('Bea');
    const { inviteCode } = await stack.household(owner);
    for (const person of [a, b]) await stack.http.post('/api/households/join').set(stack.bearer(person)).send({ inviteCode }).expect(200);
    expect((await stack.http.delete(`/api/households/members/${b.id}`).set(stack.bearer(a))).status).toBe(403);
    expect((await stack.household(owner)).members).toHaveLength(3);
  });

  it('refuses to remove the owner, and answers 404 for anyone outside the household', async () => {
    const owner = await stack.register('Uma');
    const stranger = await stack.register('Stan');
    const self = await stack.http.delete(`/api/households/members/${owner.id}`).set(stack.bearer(owner));
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('The owner cannot be removed from the household');
    expect((await stack.http.delete(`/api/households/members/${stranger.id}`).set(stack.bearer(owner))).status).toBe(404);
    expect((await stack.http.delete('/api/households/members/not-a-uuid').set(stack.bearer(owner))).status).toBe(404);
    expect((await stack.household(stranger)).members).toHaveLength(1);
  });
});
