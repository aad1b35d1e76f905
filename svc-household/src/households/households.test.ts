import { householdPreviewResponse, householdResponse } from '@hearth/contracts/household/schemas';
import { expectToMatchContract, testDatabaseUrl } from '@hearth/service-kit/testing';
import { Client } from 'pg';
import { startHouseholdService, type HouseholdHarness } from '../test/household-harness';

let svc: HouseholdHarness;
beforeAll(async () => {
  svc = await startHouseholdService();
});
afterAll(() => svc.stop());

describe('a new account', () => {
  it("gets a household of its own, \"<name>'s Household\", as owner, and announces the membership", async () => {
    const ada = await svc.register('Ada');
    const household = await svc.household(ada);
    expectToMatchContract(householdResponse, household);
    expect(household).toEqual({
      _id: expect.any(String),
      name: "Ada's Household",
      owner: ada.id,
      members: [{ _id: ada.id, name: 'Ada', email: ada.email }],
      inviteCode: expect.stringMatching(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/),
    });
    await svc.announced('household.member.joined', { householdId: household._id, householdName: "Ada's Household", userId: ada.id });
  });
});

describe('GET /api/households', () => {
  it('needs a session', async () => {
    expect((await svc.http.get('/api/households')).status).toBe(401);
    expect((await svc.http.get('/api/households').set('Authorization', 'Bearer forged.token.here')).status).toBe(401);
  });
});

describe('PUT /api/households', () => {
  it('lets the owner rename, and announces it', async () => {
    const owner = await svc.register('Rena');
    const response = await svc.http.put('/api/households').set(svc.bearer(owner)).send({ name: '  The Renames ' });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('The Renames');
    expectToMatchContract(householdResponse, response.body);
    await svc.announced('household.renamed', { householdId: response.body._id, name: 'The Renames' });
  });

  it('refuses a member who is not the owner with 403', async () => {
    const owner = await svc.register('Otto');
    const member = await svc.register('Mia');
    await svc.http.post('/api/households/join').set(svc.bearer(member)).send({ inviteCode: (await svc.household(owner)).inviteCode }).expect(200);
    const response = await svc.http.put('/api/households').set(svc.bearer(member)).send({ name: 'Mine now' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Only the household owner can do that' });
    expect((await svc.household(owner)).name).toBe("Otto's Household");
  });

  it.each([
    [{}, 'Household name is required'],
    [{ name: '   ' }, 'Household name is required'],
    [{ name: 'x'.repeat(51) }, 'Household name cannot exceed 50 characters'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const owner = await svc.register('Val');
    const response = await svc.http.put('/api/households').set(svc.bearer(owner)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('POST /api/households/invite', () => {
  it('gives the owner a new code; the old one stops working', async () => {
    const owner = await svc.register('Cody');
    const before = (await svc.household(owner)).inviteCode;
    const response = await svc.http.post('/api/households/invite').set(svc.bearer(owner));
    expect(response.status).toBe(200);
    expect(response.body.inviteCode).not.toBe(before);
    expectToMatchContract(householdResponse, response.body);
    const joiner = await svc.register('Jo');
    const old = await svc.http.post('/api/households/join').set(svc.bearer(joiner)).send({ inviteCode: before });
    expect(old.status).toBe(404);
    expect(old.body.message).toBe('Invalid invite code');
    await svc.http.post('/api/households/join').set(svc.bearer(joiner)).send({ inviteCode: response.body.inviteCode }).expect(200);
  });

  it('refuses a member who is not the owner with 403', async () => {
    const owner = await svc.register('Owen');
    const member = await svc.register('Meg');
    const { inviteCode } = await svc.household(owner);
    await svc.http.post('/api/households/join').set(svc.bearer(member)).send({ inviteCode }).expect(200);
    expect((await svc.http.post('/api/households/invite').set(svc.bearer(member))).status).toBe(403);
    expect((await svc.household(owner)).inviteCode).toBe(inviteCode);
  });
});

describe('GET /api/households/preview/:code', () => {
  it('shows the household a code leads to, and 404 for a code that leads nowhere', async () => {
    const owner = await svc.register('Pia');
    const visitor = await svc.register('Vic');
    const { inviteCode } = await svc.household(owner);
    const preview = await svc.http.get(`/api/households/preview/${inviteCode.toLowerCase()}`).set(svc.bearer(visitor));
    expect(preview.body).toEqual({ name: "Pia's Household", memberCount: 1 });
    expectToMatchContract(householdPreviewResponse, preview.body);
    const unknown = await svc.http.get('/api/households/preview/NOPE2345').set(svc.bearer(visitor));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Invalid invite code' });
  });
});

describe('POST /api/households/join', () => {
  it('moves the user in, out of the household they had; an emptied household is deleted', async () => {
    const owner = await svc.register('Hana');
    const joiner = await svc.register('Jay');
    const ownHousehold = await svc.household(joiner);
    const target = await svc.household(owner);
    const code = ` ${target.inviteCode.slice(0, 4).toLowerCase()}-${target.inviteCode.slice(4)} `;
    const response = await svc.http.post('/api/households/join').set(svc.bearer(joiner)).send({ inviteCode: code });
    expect(response.status).toBe(200);
    expect(response.body.members.map((m: { name: string }) => m.name)).toEqual(['Hana', 'Jay']);
    expectToMatchContract(householdResponse, response.body);
    await svc.announced('household.member.joined', { householdId: target._id, householdName: "Hana's Household", userId: joiner.id });
    expect(await svc.sql(`SELECT 1 FROM "${svc.schema}".households WHERE id = $1`, [ownHousehold._id])).toEqual([]);
  });

  it("takes the user in while their own household is being made beside it (the new account's event)", async () => {
    const owner = await svc.register('Ines');
    const joiner = await svc.register('Noor');
    const own = await svc.household(joiner);
    const target = await svc.household(owner);
    // As if 'user.registered' were still being applied: its membership row, not yet committed.
    await svc.sql(`DELETE FROM "${svc.schema}".memberships WHERE user_id = $1`, [joiner.id]);
    const projection = new Client({ connectionString: testDatabaseUrl });
    await projection.connect();
    try {
      await projection.query('BEGIN');
      await projection.query(`INSERT INTO "${svc.schema}".memberships (user_id, household_id, joined_at) VALUES ($1, $2, now())`, [joiner.id, own._id]);
      // then() sends the request now (supertest waits for it), so it meets the open row.
      const joining = svc.http.post('/api/households/join').set(svc.bearer(joiner)).send({ inviteCode: target.inviteCode }).then((response) => response);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await projection.query('COMMIT');
      const response = await joining;
      expect(response.status).toBe(200);
      expect(response.body.members.map((m: { name: string }) => m.name)).toEqual(['Ines', 'Noor']);
    } finally {
      await projection.end();
    }
    expect(await svc.sql(`SELECT household_id FROM "${svc.schema}".memberships WHERE user_id = $1`, [joiner.id])).toEqual([{ household_id: target._id }]);
  });

  it('refuses a code of the household the user is already in with 409', async () => {
    const owner = await svc.register('Sol');
    const response = await svc.http.post('/api/households/join').set(svc.bearer(owner)).send({ inviteCode: (await svc.household(owner)).inviteCode });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('You are already a member of this household');
  });

  it("refuses a missing or unknown code, keeping the user's household", async () => {
    const user = await svc.register('Kai');
    const before = await svc.household(user);
    expect((await svc.http.post('/api/households/join').set(svc.bearer(user)).send({})).body.message).toBe('Invite code is required');
    const unknown = await svc.http.post('/api/households/join').set(svc.bearer(user)).send({ inviteCode: 'ZZZZ2222' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Invalid invite code');
    expect(await svc.household(user)).toEqual(before);
  });

  it('holds a member to 10 wrong codes in a quarter of an hour, and an address to 30, previews included; the right code too is 429 then', async () => {
    const owner = await svc.register('Gia');
    const { inviteCode } = await svc.household(owner);
    const guesser = await svc.register('Gus');
    const from = (ip: string) => ({ ...svc.bearer(guesser), 'X-Forwarded-For': ip });
    for (let i = 0; i < 5; i++) {
      await svc.http.get(`/api/households/preview/WRONG${i}23`).set(from('10.9.0.1')).expect(404);
      await svc.http.post('/api/households/join').set(from('10.9.0.1')).send({ inviteCode: `WRONG${i}34` }).expect(404);
    }
    const held = await svc.http.post('/api/households/join').set(from('10.9.0.2')).send({ inviteCode });
    expect([held.status, held.body.message, Number(held.headers['retry-after']) > 0]).toEqual([429, 'Too many attempts. Please try again later.', true]);
    await svc.http.get(`/api/households/preview/${inviteCode}`).set(from('10.9.0.2')).expect(429);

    // Thirty wrong codes from one address, whoever sends them, close it to everyone for the window.
    const others = await Promise.all(Array.from({ length: 3 }, (_, i) => svc.register(`Guesser ${i}`)));
    for (const other of others) {
      for (let i = 0; i < 10; i++) await svc.http.post('/api/households/join').set({ ...svc.bearer(other), 'X-Forwarded-For': '10.9.1.1' }).send({ inviteCode: `NOPE${i}234` }).expect(404);
    }
    const late = await svc.register('Late');
    await svc.http.post('/api/households/join').set({ ...svc.bearer(late), 'X-Forwarded-For': '10.9.1.1' }).send({ inviteCode }).expect(429);
    await svc.http.post('/api/households/join').set({ ...svc.bearer(late), 'X-Forwarded-For': '10.9.1.2' }).send({ inviteCode }).expect(200);
  });

  it("hands an owner's household to the longest-standing member when the owner leaves", async () => {
    const owner = await svc.register('Olga');
    const first = await svc.register('Finn');
    const second = await svc.register('Sam');
    const { inviteCode, _id } = await svc.household(owner);
    await svc.http.post('/api/households/join').set(svc.bearer(first)).send({ inviteCode }).expect(200);
    await svc.http.post('/api/households/join').set(svc.bearer(second)).send({ inviteCode }).expect(200);
    const elsewhere = await svc.register('Ezra');
    await svc.http.post('/api/households/join').set(svc.bearer(owner)).send({ inviteCode: (await svc.household(elsewhere)).inviteCode }).expect(200);
    const left = await svc.household(first);
    expect(left._id).toBe(_id);
    expect(left.owner).toBe(first.id);
    expect(left.members.map((m: { name: string }) => m.name)).toEqual(['Finn', 'Sam']);
  });
});

describe('DELETE /api/households/members/:id', () => {
  it('lets the owner remove a member, who is then without a household', async () => {
    const owner = await svc.register('Rhea');
    const member = await svc.register('Remy');
    const { inviteCode, _id } = await svc.household(owner);
    await svc.http.post('/api/households/join').set(svc.bearer(member)).send({ inviteCode }).expect(200);
    const response = await svc.http.delete(`/api/households/members/${member.id}`).set(svc.bearer(owner));
    expect(response.status).toBe(200);
    expect(response.body.members.map((m: { name: string }) => m.name)).toEqual(['Rhea']);
    expectToMatchContract(householdResponse, response.body);
    const removed = await svc.http.get('/api/households').set(svc.bearer(member));
    expect(removed.status).toBe(404);
    expect(removed.body).toEqual({ message: "You don't have a household yet." });
    await svc.announced('household.member.removed', { householdId: _id, userId: member.id, reason: 'removed' });
  });

  it('refuses a member who is not the owner with 403', async () => {
    const owner = await svc.register('Ines');
    const a = await svc.register('Abe');
    const b = await svc.register('Bea');
    const { inviteCode } = await svc.household(owner);
    for (const person of [a, b]) await svc.http.post('/api/households/join').set(svc.bearer(person)).send({ inviteCode }).expect(200);
    expect((await svc.http.delete(`/api/households/members/${b.id}`).set(svc.bearer(a))).status).toBe(403);
    expect((await svc.household(owner)).members).toHaveLength(3);
  });

  it('refuses to remove the owner, and answers 404 for anyone outside the household', async () => {
    const owner = await svc.register('Uma');
    const stranger = await svc.register('Stan');
    const self = await svc.http.delete(`/api/households/members/${owner.id}`).set(svc.bearer(owner));
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('The owner cannot be removed from the household');
    const shouted = await svc.http.delete(`/api/households/members/${owner.id.toUpperCase()}`).set(svc.bearer(owner));
    expect([shouted.status, shouted.body.message]).toEqual([400, 'The owner cannot be removed from the household']);
    expect((await svc.household(owner)).members).toHaveLength(1);
    expect((await svc.http.delete(`/api/households/members/${stranger.id}`).set(svc.bearer(owner))).status).toBe(404);
    expect((await svc.http.delete('/api/households/members/not-a-uuid').set(svc.bearer(owner))).status).toBe(404);
    expect((await svc.household(stranger)).members).toHaveLength(1);
  });
});
