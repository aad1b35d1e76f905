import { latestMailLink } from '@hearth/service-kit/testing';
import { jsonClient } from './json-client';
import { uniqueEmail } from './stack';

/**
 * Sessions that outlive a password change or reset, as an attacker chained it: someone registers the owner's address first and
 * tries to plant an API token (refused: the address is not confirmed); the owner recovers the
 * account by a reset; later a password change, a logout, 'log out everywhere' and another reset
 * each end sessions (the reset the owner's API token too). After each, the sessions and tokens
 * that should be gone are refused by every service, not only svc-auth.
 *
 * `atOnce` (npm start): refused by the time the call that ended them answered. In the stack the
 * other services learn it through the broker: refused within the consumers' lag (15 s at most here).
 */


/** One read per service: households, planning (lists, plans) and recipes. */
const everyService = ['/households', '/shopping-lists', '/meal-plans?startDate=2030-01-07&endDate=2030-01-13', '/recipes'];

export async function sessionRevocationScenario(base: string, dataDir: string, { atOnce }: { atOnce: boolean }): Promise<void> {
  const { send, expectStatus } = jsonClient(base);
  const signIn = async (email: string, password: string) =>
    expectStatus(await send('POST', '/auth/login', undefined, { email, password }), 200, `signing in as ${email}`).token as string;

  /**
   * Every service accepts the token (anything but 401) or refuses it (401): within a second, or
   * once the broker has carried the news. A service keeps an API token's lookup at svc-auth, and a
   * session it found not ended, for a second.
   */
  const everywhere = async (token: string, expected: 'accepted' | 'refused', what: string) => {
    const deadline = Date.now() + (atOnce ? 2000 : 15_000);
    for (const path of everyService) {
      for (;;) {
        const answer = await send('GET', path, token);
        if ((answer.status === 401) === (expected === 'refused')) break;
        if (Date.now() >= deadline) throw new Error(`${what}: GET ${path} answered ${answer.status}, the token should be ${expected}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };

  const email = uniqueEmail('owner');
  const used = new Set<string>();
  /** The link with `pathPart` in the newest mail to the owner's address that has one, not used before. */
  const mailedPath = async (pathPart: string) => {
    for (let i = 0; i < 75; i++) {
      const link = await latestMailLink(dataDir, email, pathPart);
      if (link && !used.has(link)) {
        used.add(link);
        return new URL(link).pathname;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no new mail to ${email} with ${pathPart}`);
  };
  const resetWithMailedLink = async (password: string) => {
    expectStatus(await send('POST', '/auth/forgot-password', undefined, { email }), 200, 'asking for a reset');
    const resetToken = (await mailedPath('/reset-password/')).split('/reset-password/')[1]!;
    expectStatus(await send('PUT', `/auth/reset-password/${resetToken}`, undefined, { password }), 200, 'resetting');
  };

  // The squatter registers the owner's address first, and cannot plant a token: the address is not theirs to confirm.
  const squatter = expectStatus(await send('POST', '/auth/register', undefined, { name: 'Squatter', email, password: 'squatter-pass' }), 201, 'squatting');
  const planting = await send('POST', '/auth/api-tokens', squatter.token as string, { name: 'Planted', expiresIn: 'never', scope: 'read-write' });
  if (planting.status !== 403) throw new Error(`planting a token on an unconfirmed address answered ${planting.status}`);

  // The owner is told 'User already exists', and takes the account back with a reset link.
  const taken = await send('POST', '/auth/register', undefined, { name: 'Owner', email, password: 'owner-pass' });
  if (taken.status !== 409 || taken.body.message !== 'User already exists') throw new Error(`registering a taken address answered ${taken.status}`);
  await resetWithMailedLink('owner-pass');
  await everywhere(squatter.token as string, 'refused', "the squatter's session after the reset");

  // The owner confirms the address (the link is in their mailbox) and makes a token for a script.
  expectStatus(await send('POST', `/auth${await mailedPath('/confirm-email/')}`), 200, 'confirming the address');
  const script = expectStatus(
    await send('POST', '/auth/api-tokens', await signIn(email, 'owner-pass'), { name: 'Script', expiresIn: 'never', scope: 'read-write' }),
    201,
    'making a token',
  ).secret as string;
  await everywhere(script, 'accepted', "the script's token before a reset");

  // The owner signs in on a phone and a laptop, and names the household.
  const phone = await signIn(email, 'owner-pass');
  const laptop = await signIn(email, 'owner-pass');
  expectStatus(await send('PUT', '/households', phone, { name: 'Owner home' }), 200, 'naming the household');
  await everywhere(laptop, 'accepted', 'the laptop before the password change');

  // A password change on the phone ends the laptop's session everywhere, and keeps the phone's.
  const changed = expectStatus(
    await send('PUT', '/auth/change-password', phone, { currentPassword: 'owner-pass', newPassword: 'owner-pass-2' }),
    200,
    'changing the password',
  );
  const phoneAgain = changed.token as string;
  await everywhere(laptop, 'refused', 'the laptop after the password change');
  await everywhere(phone, 'refused', "the phone's old token after the password change");
  await everywhere(phoneAgain, 'accepted', "the phone's fresh token");

  // Logout ends that session only.
  const tablet = await signIn(email, 'owner-pass-2');
  expectStatus(await send('POST', '/auth/logout', phoneAgain), 200, 'logging out');
  await everywhere(phoneAgain, 'refused', 'the phone after its logout');
  await everywhere(tablet, 'accepted', 'the tablet after the phone logged out');

  // 'Log out everywhere' ends the rest.
  const desk = await signIn(email, 'owner-pass-2');
  expectStatus(await send('POST', '/auth/logout-everywhere', tablet), 200, 'logging out everywhere');
  await everywhere(tablet, 'refused', 'the tablet after logging out everywhere');
  await everywhere(desk, 'refused', 'the desk after logging out everywhere');
  const afterwards = await signIn(email, 'owner-pass-2');
  await everywhere(afterwards, 'accepted', 'a new sign-in after logging out everywhere');

  // A reset (account recovery) deletes the account's API tokens too.
  await resetWithMailedLink('owner-pass-3');
  await everywhere(script, 'refused', "the script's token after a reset");
  await everywhere(afterwards, 'refused', 'the last session after a reset');
}
