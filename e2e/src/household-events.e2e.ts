import { eventually, latestMailLink } from '@hearth/service-kit/testing';
import { api, dataDir, uniqueEmail } from './stack';

// What svc-auth and svc-household tell each other through RabbitMQ, seen from the outside: each
// service's own tests deliver and watch these events; here the real broker carries them.

interface Account {
  id: string;
  name: string;
  email: string;
  token: string;
}

async function call(path: string, who: Account, init: RequestInit = {}) {
  const response = await api(path, { ...init, headers: { Authorization: `Bearer ${who.token}` } });
  return { status: response.status, body: await response.json() };
}

const household = async (who: Account) => (await call('/households', who)).body;

/** A new account, once svc-household has heard of it and made its household. */
async function register(name: string): Promise<Account> {
  const email = uniqueEmail(name.toLowerCase());
  const response = await api('/auth/register', { method: 'POST', body: JSON.stringify({ name, email, password: 'secret123' }) });
  const { token, user } = await response.json();
  const account = { id: user._id, name, email, token };
  await eventually(async () => expect((await call('/households', account)).status).toBe(200));
  return account;
}

/** /auth/me's household, once the events have settled on `expected`. */
async function authHouseholdBecomes(who: Account, expected: unknown) {
  await eventually(async () => expect((await call('/auth/me', who)).body.household).toEqual(expected));
}

async function join(who: Account, inviteCode: string) {
  const response = await call('/households/join', who, { method: 'POST', body: JSON.stringify({ inviteCode }) });
  expect(response.status).toBe(200);
  return response.body;
}

describe('svc-auth and svc-household, through the broker', () => {
  it('gives a new account a household of its own, and /auth/me shows it', async () => {
    const ada = await register('Ada');
    const own = await household(ada);
    expect(own).toMatchObject({ name: "Ada's Household", owner: ada.id });
    await authHouseholdBecomes(ada, { _id: own._id, name: "Ada's Household" });
  });

  it('carries a rename to /auth/me', async () => {
    const owner = await register('Rena');
    const response = await call('/households', owner, { method: 'PUT', body: JSON.stringify({ name: '  The Renames ' }) });
    expect(response.status).toBe(200);
    await authHouseholdBecomes(owner, { _id: response.body._id, name: 'The Renames' });
  });

  it('carries a join by code, and a removal by the owner, to /auth/me', async () => {
    const owner = await register('Hana');
    const joiner = await register('Jay');
    const target = await household(owner);
    await join(joiner, target.inviteCode);
    await authHouseholdBecomes(joiner, { _id: target._id, name: "Hana's Household" });

    const removed = await call(`/households/members/${joiner.id}`, owner, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    await authHouseholdBecomes(joiner, null);
  });

  it('carries an accepted invitation to /auth/me', async () => {
    const owner = await register('Ana');
    const invitee = await register('Ben');
    const sent = await call('/invitations', owner, { method: 'POST', body: JSON.stringify({ email: invitee.email }) });
    expect(sent.status).toBe(201);
    const token = new URL(sent.body.inviteLink).pathname.split('/join-household/')[1];
    const accepted = await call(`/invitations/accept/${token}`, invitee, { method: 'POST' });
    expect(accepted.status).toBe(200);
    await authHouseholdBecomes(invitee, { _id: accepted.body._id, name: "Ana's Household" });
  });

  it("carries a profile change to the household's member list", async () => {
    const ada = await register('Adeline');
    const email = `king.${ada.email}`;
    const body = JSON.stringify({ name: 'Ada King', email, currentPassword: 'secret123' });
    const updated = await call('/auth/update-profile', ada, { method: 'PUT', body });
    expect(updated.status).toBe(200);
    // The new e-mail takes effect from the link mailed to it, which ends every session: sign in again.
    const link = await eventually(async () => {
      const found = await latestMailLink(dataDir, email, '/confirm-email/');
      if (!found) throw new Error(`no confirmation mail to ${email} yet`);
      return found;
    });
    expect((await api(`/auth${new URL(link).pathname}`, { method: 'POST' })).status).toBe(200);
    const signedIn = await api('/auth/login', { method: 'POST', body: JSON.stringify({ email, password: 'secret123' }) });
    const again = { ...ada, email, token: ((await signedIn.json()) as { token: string }).token };
    await eventually(async () => expect((await household(again)).members).toEqual([{ _id: ada.id, name: 'Ada King', email }]));
  });

  it('takes a deleted account out of its household and hands ownership on', async () => {
    const owner = await register('Dora');
    const member = await register('Milo');
    const { inviteCode, _id } = await household(owner);
    await join(member, inviteCode);

    expect((await call('/auth/delete-account', owner, { method: 'DELETE' })).status).toBe(200);
    await eventually(async () => expect((await household(member)).members.map((m: { name: string }) => m.name)).toEqual(['Milo']));
    expect(await household(member)).toMatchObject({ _id, owner: member.id });
  });
});
