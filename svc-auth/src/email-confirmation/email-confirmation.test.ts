import { emailStatusResponse, messageResponse } from '@hearth/contracts/auth/schemas';
import { expectToMatchContract, readMailFiles, uniqueName } from '@hearth/service-kit/testing';
import { bearer, startAuthService, type AuthHarness } from '../test/auth-harness';

/**
 * An address is proven by a mailed link before it can make API tokens,
 * and a new e-mail needs the current password and its own link; the old address is told.
 */

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthService();
});
afterAll(() => auth.stop());

const status = async (token: string) => (await auth.http.get('/api/auth/email-status').set(bearer(token))).body;
const makeToken = (session: string) => auth.http.post('/api/auth/api-tokens').set(bearer(session)).send({ name: 'Tablet', expiresIn: '30d', scope: 'read' });
const confirmPath = (link: string) => `/api/auth${new URL(link).pathname}`;
const mailsTo = async (email: string) => (await readMailFiles(auth.dataDir)).filter((mail) => mail.to.includes(email));

describe('confirming the address of a new account', () => {
  it('mails a link on registration; until it is opened, no API token', async () => {
    const { token, email } = await auth.register();
    expect(expectToMatchContract(emailStatusResponse, await status(token))).toEqual({ confirmed: false, pendingEmail: null });
    const refused = await makeToken(token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Confirm your e-mail address first: open the link we mailed you, or send it again from your profile.');

    const link = await auth.mailLink(email, '/confirm-email/');
    expect(link).toMatch(/^http:\/\/hearth\.test\/confirm-email\/[\w-]{43}$/);
    const confirmed = await auth.http.post(confirmPath(link));
    expect(confirmed.status).toBe(200);
    expect(expectToMatchContract(messageResponse, confirmed.body)).toEqual({ message: 'Your e-mail address is confirmed.' });
    expect((await status(token)).confirmed).toBe(true);
    expect((await makeToken(token)).status).toBe(201);

    const again = await auth.http.post(confirmPath(link));
    expect([again.status, again.body.message]).toEqual([400, 'This confirmation link is invalid or has expired']);
  });

  it('sends the link again on request, and the earlier one stops working', async () => {
    const { token, email } = await auth.register();
    const first = await auth.mailLink(email, '/confirm-email/');
    const resent = await auth.http.post('/api/auth/resend-confirmation').set(bearer(token));
    expect(resent.body).toEqual({ message: 'We sent a confirmation link to your e-mail address.' });
    let second = first;
    for (let i = 0; i < 100 && second === first; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      second = await auth.mailLink(email, '/confirm-email/');
    }
    expect((await auth.http.post(confirmPath(first))).status).toBe(400);
    expect((await auth.http.post(confirmPath(second))).status).toBe(200);
    expect((await auth.http.post('/api/auth/resend-confirmation').set(bearer(token))).body).toEqual({ message: 'Your e-mail address is already confirmed.' });
  });

  it('refuses an unknown link', async () => {
    expect((await auth.http.post('/api/auth/confirm-email/not-a-real-link')).status).toBe(400);
  });
});

describe('changing the e-mail', () => {
  it('needs the current password', async () => {
    const { token } = await auth.register();
    const missing = await auth.http.put('/api/auth/update-profile').set(bearer(token)).send({ name: 'Ada', email: `${uniqueName('new')}@example.com` });
    expect([missing.status, missing.body.message, missing.body.errors]).toEqual([
      400,
      'Enter your current password to change your e-mail address',
      { currentPassword: 'Enter your current password to change your e-mail address' },
    ]);
    const wrong = await auth.http
      .put('/api/auth/update-profile')
      .set(bearer(token))
      .send({ name: 'Ada', email: `${uniqueName('new')}@example.com`, currentPassword: 'not-it-at-all' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Current password is incorrect']);
  });

  it('takes effect only from the link mailed to the new address; the old one is told; then every session and reset link ends', async () => {
    const { token, email, user } = await auth.register('Ada Lovelace');
    const laptop = (await auth.http.post('/api/auth/login').send({ email, password: 'secret123' })).body.token as string;
    await auth.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    const resetLink = await auth.resetLink(email);
    const newEmail = `${uniqueName('ada.new')}@example.com`;

    const answer = await auth.http.put('/api/auth/update-profile').set(bearer(token)).send({ name: 'Ada Lovelace', email: newEmail, currentPassword: 'secret123' });
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe(email);
    expect((await auth.http.get('/api/auth/me').set(bearer(token))).body.email).toBe(email);
    expect(await status(token)).toEqual({ confirmed: false, pendingEmail: newEmail });
    const told = await eventuallyMail(email, 'is about to change');
    expect(told.text).toContain(newEmail);

    const link = await auth.mailLink(newEmail, '/confirm-email/');
    const confirmed = await auth.http.post(confirmPath(link));
    expect(confirmed.body).toEqual({ message: 'Your new e-mail address is confirmed. Sign in with it on every device.' });

    expect((await auth.http.get('/api/auth/me').set(bearer(token))).status).toBe(401);
    expect((await auth.http.get('/api/auth/me').set(bearer(laptop))).status).toBe(401);
    expect((await auth.http.post('/api/auth/login').send({ email, password: 'secret123' })).status).toBe(401);
    const signedIn = await auth.http.post('/api/auth/login').send({ email: newEmail, password: 'secret123' });
    expect(signedIn.status).toBe(200);
    expect(await status(signedIn.body.token)).toEqual({ confirmed: true, pendingEmail: null });
    const reset = await auth.http.put(`/api/auth${new URL(resetLink).pathname}`).send({ password: 'taken-over' });
    expect([reset.status, reset.body.message]).toEqual([400, 'Invalid or expired reset token']);
    const updated = await auth.publishedOf('user.updated');
    expect(updated.map((event) => event.payload)).toContainEqual({ userId: user._id, name: 'Ada Lovelace', email: newEmail });
    expect((await eventuallyMail(email, 'has changed')).text).toContain(newEmail);
  });

  it('refuses the link if another account took the address meanwhile', async () => {
    const { token } = await auth.register();
    const newEmail = `${uniqueName('contested')}@example.com`;
    await auth.http.put('/api/auth/update-profile').set(bearer(token)).send({ name: 'Ada', email: newEmail, currentPassword: 'secret123' }).expect(200);
    const link = await auth.mailLink(newEmail, '/confirm-email/');
    await auth.register('Someone Else', newEmail);
    const refused = await auth.http.post(confirmPath(link));
    expect([refused.status, refused.body.message]).toEqual([409, 'Email is already in use by another account']);
    expect((await auth.http.get('/api/auth/me').set(bearer(token))).status).toBe(200);
  });
});

/** The newest mail to `to` whose subject contains `subjectPart`. */
async function eventuallyMail(to: string, subjectPart: string) {
  for (let i = 0; i < 100; i++) {
    const mail = (await mailsTo(to)).filter((m) => m.subject.includes(subjectPart)).at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} about "${subjectPart}"`);
}
