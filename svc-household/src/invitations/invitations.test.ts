import { randomUUID } from 'node:crypto';
import {
  householdResponse,
  invitationListResponse,
  invitationPreviewResponse,
  sentInvitationResponse,
} from '@hearth/contracts/household/schemas';
import { noHouseholdMessage } from '@hearth/service-kit';
import { expectToMatchContract, readMailFiles } from '@hearth/service-kit/testing';
import { startHouseholdService, type HouseholdHarness, type Person } from '../test/household-harness';

let svc: HouseholdHarness;
beforeAll(async () => {
  svc = await startHouseholdService();
});
afterAll(() => svc.stop());

function invite(from: Person, email: string) {
  return svc.http.post('/api/invitations').set(svc.bearer(from)).send({ email });
}

async function householdWithMember(ownerName: string, memberName: string) {
  const owner = await svc.register(ownerName);
  const member = await svc.register(memberName);
  await svc.http.post('/api/households/join').set(svc.bearer(member)).send({ inviteCode: (await svc.household(owner)).inviteCode }).expect(200);
  return { owner, member };
}

describe('POST /api/invitations', () => {
  it('lets any member invite an e-mail: the invitation, its link, and a mail with the link', async () => {
    const { member } = await householdWithMember('Ivy', 'Ian');
    const response = await invite(member, ' Guest.One@Example.com ');
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      invitation: {
        _id: expect.any(String),
        email: 'guest.one@example.com',
        accepted: false,
        expires: expect.any(String),
        createdAt: expect.any(String),
      },
      inviteLink: expect.stringMatching(/^http:\/\/hearth\.test\/join-household\/[A-Za-z0-9_-]{43}$/),
    });
    expectToMatchContract(sentInvitationResponse, response.body);
    const days = (Date.parse(response.body.invitation.expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const token = await svc.invitationToken('guest.one@example.com');
    expect(response.body.inviteLink).toBe(`http://hearth.test/join-household/${token}`);
    const mail = (await readMailFiles(svc.dataDir)).find((m) => m.to.includes('guest.one@example.com'));
    expect(mail?.subject).toBe("Ian invited you to join Ivy's Household on Hearth");
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const owner = await svc.register('Eve');
    const response = await svc.http.post('/api/invitations').set(svc.bearer(owner)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses to invite someone already in the household with 409', async () => {
    const { owner, member } = await householdWithMember('Ada', 'Bob');
    const response = await invite(owner, member.email);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This person is already a member of your household');
  });
});

describe('GET /api/invitations', () => {
  it("lists only the caller's household's invitations", async () => {
    const first = await svc.register('Fay');
    const second = await svc.register('Gus');
    await invite(first, 'for.fay@example.com').expect(201);
    await invite(second, 'for.gus@example.com').expect(201);
    const list = await svc.http.get('/api/invitations').set(svc.bearer(first));
    expect(list.body.map((i: { email: string }) => i.email)).toEqual(['for.fay@example.com']);
    expectToMatchContract(invitationListResponse, list.body);
  });
});

describe('POST /api/invitations/:id/resend', () => {
  it('sends a new link with a new expiry; the old link stops working', async () => {
    const owner = await svc.register('Rex');
    const sent = await invite(owner, 'resend.me@example.com');
    const oldToken = await svc.invitationToken('resend.me@example.com');
    await svc.sql(`UPDATE "${svc.schema}".invitations SET expires_at = now() + interval '1 day' WHERE id = $1`, [sent.body.invitation._id]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const resent = await svc.http.post(`/api/invitations/${sent.body.invitation._id}/resend`).set(svc.bearer(owner));
    expect(resent.status).toBe(200);
    expectToMatchContract(sentInvitationResponse, resent.body);
    expect(Date.parse(resent.body.invitation.expires)).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const newToken = resent.body.inviteLink.split('/join-household/')[1];
    expect(newToken).not.toBe(oldToken);
    expect((await svc.http.get(`/api/invitations/verify/${oldToken}`)).status).toBe(404);
    expect((await svc.http.get(`/api/invitations/verify/${newToken}`)).status).toBe(200);
  });

  it("answers 404 for another household's invitation, or one that does not exist", async () => {
    const owner = await svc.register('Una');
    const outsider = await svc.register('Oz');
    const sent = await invite(owner, 'theirs@example.com');
    expect((await svc.http.post(`/api/invitations/${sent.body.invitation._id}/resend`).set(svc.bearer(outsider))).status).toBe(404);
    expect((await svc.http.post('/api/invitations/nope/resend').set(svc.bearer(owner))).status).toBe(404);
  });
});

describe('GET /api/invitations/verify/:token', () => {
  it('shows anyone with the link who invited them to which household', async () => {
    const owner = await svc.register('Vera');
    await svc.http.put('/api/households').set(svc.bearer(owner)).send({ name: 'The Veras' }).expect(200);
    await invite(owner, 'verify.me@example.com').expect(201);
    const token = await svc.invitationToken('verify.me@example.com');
    const response = await svc.http.get(`/api/invitations/verify/${token}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ invitation: { email: 'verify.me@example.com', householdName: 'The Veras', invitedBy: 'Vera' } });
    expectToMatchContract(invitationPreviewResponse, response.body);
  });

  it("answers 'Invalid or expired invitation' for an unknown or expired link", async () => {
    const owner = await svc.register('Xia');
    const sent = await invite(owner, 'too.late@example.com');
    const token = await svc.invitationToken('too.late@example.com');
    await svc.sql(`UPDATE "${svc.schema}".invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [sent.body.invitation._id]);
    for (const link of [token, 'made-up-token']) {
      const response = await svc.http.get(`/api/invitations/verify/${link}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Invalid or expired invitation' });
    }
  });
});

describe('POST /api/invitations/accept/:token', () => {
  it('lets only the invited e-mail in, once, out of their own household', async () => {
    const owner = await svc.register('Ana');
    const invitee = await svc.register('Ben');
    const stranger = await svc.register('Cal');
    await invite(owner, invitee.email).expect(201);
    const token = await svc.invitationToken(invitee.email);

    const wrong = await svc.http.post(`/api/invitations/accept/${token}`).set(svc.bearer(stranger));
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('This invitation was sent to a different email address');

    const accepted = await svc.http.post(`/api/invitations/accept/${token}`).set(svc.bearer(invitee));
    expect(accepted.status).toBe(200);
    expect(accepted.body.members.map((m: { name: string }) => m.name)).toEqual(['Ana', 'Ben']);
    expectToMatchContract(householdResponse, accepted.body);
    await svc.announced('household.member.joined', { householdId: accepted.body._id, householdName: "Ana's Household", userId: invitee.id });

    const again = await svc.http.post(`/api/invitations/accept/${token}`).set(svc.bearer(invitee));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Invalid or expired invitation');
    const list = await svc.http.get('/api/invitations').set(svc.bearer(owner));
    expect(list.body[0]).toMatchObject({ email: invitee.email, accepted: true });
  });

  it('needs a session', async () => {
    expect((await svc.http.post('/api/invitations/accept/anything')).status).toBe(401);
  });

  it("welcomes a brand-new account whose registration event has not arrived yet, and its own household doesn't pull it back", async () => {
    const owner = await svc.register('Dee');
    await invite(owner, 'early.bird@example.com').expect(201);
    const token = await svc.invitationToken('early.bird@example.com');
    // A token svc-auth would issue at registration, before svc-household heard of the account.
    const earlyBird = { id: '9d1c7a40-5a86-4b53-9f0e-2d7c6c1e8a11', name: 'Early Bird', email: 'early.bird@example.com' };
    const earlyToken = await svc.token(earlyBird);
    const accepted = await svc.http.post(`/api/invitations/accept/${token}`).set('Authorization', `Bearer ${earlyToken}`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.members.map((m: { name: string }) => m.name)).toEqual(['Dee', 'Early Bird']);
  });
});

describe('a caller without a household (the service kit rule)', () => {
  it('reads no invitations, cannot send one (409) and finds none to resend (404)', async () => {
    const token = await svc.token({ id: randomUUID(), name: 'New', email: 'not.yet.housed@example.com' });
    const as = { Authorization: `Bearer ${token}` };
    expect((await svc.http.get('/api/invitations').set(as).expect(200)).body).toEqual([]);
    const refused = await svc.http.post('/api/invitations').set(as).send({ email: 'someone@example.com' }).expect(409);
    expect(refused.body).toEqual({ message: noHouseholdMessage });
    await svc.http.post(`/api/invitations/${randomUUID()}/resend`).set(as).expect(404);
    expect((await svc.http.get('/api/households').set(as).expect(404)).body.message).toBe(noHouseholdMessage);
  });
});
