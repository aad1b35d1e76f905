import { latestMailLink } from '@hearth/service-kit/testing';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, newContext } from './browser';
import { api, dataDir, uniqueEmail } from './stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface Account {
  name: string;
  email: string;
  token: string;
}

/** An account made through the API, once svc-household has made its household. */
async function account(name: string): Promise<Account> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const response = await api('/auth/register', { method: 'POST', body: JSON.stringify({ name, email, password: 'secret123' }) });
  const { token } = await response.json();
  for (let i = 0; i < 50; i++) {
    if ((await api('/households', { headers: { Authorization: `Bearer ${token}` } })).status === 200) return { name, email, token };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no household for ${name}`);
}

async function signedIn(who: Account, options: { clipboard?: boolean } = {}): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.addInitScript((token) => localStorage.setItem('token', token), who.token);
  if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return context;
}

async function invitationPath(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const link = await latestMailLink(dataDir, email, '/join-household/');
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation mail for ${email}`);
}

describe('a household, in a real browser through the gateway', () => {
  it('grows by e-mail invitation and share link, and shrinks when the owner removes a member', async () => {
    const owner = await account('Olive Owner');
    const ownerContext = await signedIn(owner, { clipboard: true });
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto('/household');
    await ownerPage.getByText("Olive Owner's Household").first().waitFor();

    // The remote renders with the shell's theme: its primary button is Hearth's green.
    const invite = ownerPage.getByRole('button', { name: 'Invite by Email' });
    expect(await invite.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(46, 125, 50)');

    // The owner invites by e-mail.
    const inviteeEmail = uniqueEmail('ivy');
    await invite.click();
    const dialog = ownerPage.getByRole('dialog');
    await dialog.getByLabel('Email').fill(inviteeEmail);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await ownerPage.getByText('Invitation sent successfully!').waitFor();

    // The invitee opens the link from the mail and creates an account with the invited e-mail.
    const inviteeContext = await newContext(browser);
    const inviteePage = await inviteeContext.newPage();
    await inviteePage.goto(await invitationPath(inviteeEmail));
    await inviteePage.getByRole('heading', { name: "Olive Owner invited you to join Olive Owner's Household" }).waitFor();
    const lockedEmail = inviteePage.getByLabel('Email Address');
    expect(await lockedEmail.inputValue()).toBe(inviteeEmail);
    expect(await lockedEmail.isEditable()).toBe(false);
    await inviteePage.getByLabel('Full Name').fill('Ivy Invitee');
    await inviteePage.getByLabel('Password', { exact: true }).fill('secret123');
    await inviteePage.getByLabel('Confirm Password').fill('secret123');
    await inviteePage.getByRole('button', { name: 'Create Account & Join' }).click();
    await inviteePage.getByText('Successfully joined household!').waitFor();
    await inviteePage.waitForURL((url) => url.pathname === '/household', { timeout: 10_000 });
    await inviteePage.getByText('Ivy Invitee (You)').waitFor();
    await inviteePage.getByText('Olive Owner (Owner)').waitFor();

    // A second user joins through the share link the owner copied.
    await ownerPage.getByRole('button', { name: 'Share Link' }).click();
    await ownerPage.getByText('Invite link copied to clipboard').waitFor();
    const shareLink = new URL(await ownerPage.evaluate(() => navigator.clipboard.readText()));
    expect(shareLink.pathname).toBe('/join');
    const second = await account('Sam Second');
    const secondContext = await signedIn(second);
    const secondPage = await secondContext.newPage();
    await secondPage.goto(`${shareLink.pathname}${shareLink.search}`);
    await secondPage.getByText("Olive Owner's Household").first().waitFor();
    await secondPage.getByRole('button', { name: 'Join Household' }).click();
    await secondPage.getByText('Successfully joined household').waitFor();
    await secondPage.waitForURL((url) => url.pathname === '/household', { timeout: 10_000 });
    await secondPage.getByText('Sam Second (You)').waitFor();

    // The owner removes Sam, who then has no household.
    await ownerPage.reload();
    await ownerPage.getByRole('button', { name: 'Remove Sam Second' }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await ownerPage.getByText('Member removed successfully').waitFor();
    await secondPage.reload();
    await secondPage.getByText("You don't have a household yet.").waitFor();

    // The dashboard follows the household it belongs to.
    await inviteePage.goto('/dashboard');
    await inviteePage.getByRole('heading', { level: 1, name: "Olive Owner's Household" }).waitFor();
    await inviteePage.getByText('Welcome back, Ivy Invitee!').waitFor();

    for (const context of [ownerContext, inviteeContext, secondContext]) await context.close();
  });
});
