import { latestMailLink } from '@hearth/service-kit/testing';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser';
import { api, dataDir, uniqueEmail } from './stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function mailedPath(email: string, pathPart: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const link = await latestMailLink(dataDir, email, pathPart);
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} with ${pathPart}`);
}

const resetLink = (email: string) => mailedPath(email, '/reset-password/');

describe('an account, from registration to removal, in a real browser', () => {
  it('registers, signs in, edits the profile, changes the password, resets it by mail and removes the account', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let email = uniqueEmail('journey');

    // Register, then sign in from the login page it lands on.
    await page.goto('/register');
    await page.getByLabel('Full Name').fill('Journey Tester');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-pass');
    await page.getByLabel('Confirm Password').fill('first-pass');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Registration successful! Please log in.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('first-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('top-bar-user').getByText('Journey Tester').waitFor();

    // Edit the profile: the top bar follows.
    await page.goto('/profile');
    await page.getByLabel('Name').fill('Journey Renamed');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.getByTestId('top-bar-user').getByText('Journey Renamed').waitFor();

    // Change the e-mail: the current password is asked, and the change waits for the link mailed
    // to the new address; opening it ends every session, so sign in again with the new address.
    const newEmail = uniqueEmail('journey.new');
    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Current Password').fill('first-pass');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText(`Profile updated successfully. We sent a link to ${newEmail}: your e-mail changes once you open it.`).waitFor();
    await page.getByText(`Your e-mail address changes to ${newEmail} once you open the link we sent there.`).waitFor();
    await page.goto(await mailedPath(newEmail, '/confirm-email/'));
    await page.getByText('Your new e-mail address is confirmed. Sign in with it on every device.').waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Password').fill('first-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    email = newEmail;
    await page.goto('/profile');

    // Change the password; the session goes on.
    await page.getByRole('tab', { name: 'PASSWORD' }).click();
    await page.getByLabel('Current Password').fill('first-pass');
    await page.getByLabel('New Password', { exact: true }).fill('second-pass');
    await page.getByLabel('Confirm New Password').fill('second-pass');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed successfully').waitFor();
    await page.reload();
    await page.getByTestId('top-bar-user').getByText('Journey Renamed').waitFor();

    // Log out.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Forgot the password: follow the link from the mail file.
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Password reset email sent! Please check your inbox.').waitFor();
    await page.goto(await resetLink(email));
    await page.getByLabel('New Password', { exact: true }).fill('third-pass');
    await page.getByLabel('Confirm Password').fill('third-pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password has been reset successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });

    // Sign in with the new password, and a redirect kept through the reload.
    await page.goto('/login?redirect=%2Fprofile');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('third-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');

    // Remove the account.
    await page.getByRole('region', { name: 'Remove Account' }).getByRole('button', { name: 'Remove Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Remove Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();

    await signIn(page, email, 'third-pass');
    await page.getByText('Invalid email or password').waitFor();
    await context.close();
  });
});

async function goByMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.getByRole('menuitem', { name: item }).waitFor({ state: 'hidden' });
}

describe('account removal, over and over', () => {
  it('ends on the home page, signed out, 10 times in a row, whatever the pages left in flight', async () => {
    const context = await newContext(browser, { reducedMotion: 'no-preference' });
    const page = await context.newPage();
    const endings: string[] = [];
    for (let round = 1; round <= 10; round++) {
      const email = uniqueEmail(`leaver${round}`);
      const registered = await api('/auth/register', { method: 'POST', body: JSON.stringify({ name: `Leaver ${round}`, email, password: 'leaving-pass' }) });
      expect(registered.status).toBe(201);
      // Signed in from the sign-in page, to the dashboard and on to the profile by the menu, as a member
      // goes: the dashboard's and the session's calls are still live when the account goes.
      await signIn(page, email, 'leaving-pass');
      await page.getByTestId('top-bar-user').getByText(`Leaver ${round}`).waitFor();
      await goByMenu(page, 'Dashboard');
      await page.getByRole('button', { name: 'Manage Household' }).waitFor();
      await goByMenu(page, 'Profile');
      await page.waitForURL((url) => url.pathname === '/profile');

      await page.getByRole('region', { name: 'Remove Account' }).getByRole('button', { name: 'Remove Account' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      await dialog.getByRole('button', { name: 'Remove Account' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
      // Whatever was still on the wire answers now (401s): the page must not move on from home.
      await page.waitForTimeout(1500);
      const url = new URL(page.url());
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const dialogOpen = await page.getByRole('dialog').isVisible();
      endings.push(`${url.pathname}${url.search}${token ? ' with a token' : ''}${dialogOpen ? ' with the dialog open' : ''}`);
    }
    expect(endings).toEqual(Array.from({ length: 10 }, () => '/'));
    await context.close();
  }, 180_000); // ten whole rounds in a browser, with 1.5 s of watching each
});
