import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import '../../test/server';

/** The page's own article: the footer and the cookie banner say some of the same words. */
async function openPage(path: string, title: string) {
  const view = renderApp(path);
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  const page = within(heading.closest('article') as HTMLElement);
  return { ...view, page };
}

describe('the cookie policy (/cookie-policy)', () => {
  it('names what Hearth keeps in the browser and says there are no tracking cookies', async () => {
    const { page } = await openPage('/cookie-policy', 'Cookie Policy');
    expect(page.getByText(/Last updated:/)).toHaveTextContent('Last updated: 21 November 2026');
    expect(page.getByRole('heading', { level: 3, name: 'token' })).toBeInTheDocument();
    expect(page.getByRole('heading', { level: 3, name: 'cookieConsent' })).toBeInTheDocument();
    expect(page.getByRole('heading', { level: 3, name: 'authRedirect' })).toBeInTheDocument();
    expect(page.getByRole('heading', { level: 2, name: 'No tracking cookies' })).toBeInTheDocument();
    expect(page.getByText(/no advertising, analytics or tracking cookies/i)).toBeInTheDocument();
    expect(page.getByRole('heading', { level: 2, name: 'What the Accept button does' })).toBeInTheDocument();
  });

  it('links to the privacy policy', async () => {
    const { page, user, router } = await openPage('/cookie-policy', 'Cookie Policy');
    await user.click(page.getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy');
  });
});

describe('the terms and conditions (/terms-and-conditions)', () => {
  it('covers households, content and ending an account, and says public recipes are visible to everyone', async () => {
    const { page } = await openPage('/terms-and-conditions', 'Terms and Conditions');
    expect(page.getByText(/Last updated:/)).toHaveTextContent('Last updated: 21 November 2026');
    for (const section of ['Your account', 'Households', 'Content you add', 'Acceptable use', 'Availability', 'Ending your account']) {
      expect(page.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(page.getByText('Public recipes are visible to everyone')).toBeInTheDocument();
  });
});

describe('the privacy policy (/privacy)', () => {
  it('says what is kept, who sees it, and how to delete the account', async () => {
    const { page } = await openPage('/privacy', 'Privacy Policy');
    expect(page.getByText(/Last updated:/)).toHaveTextContent('Last updated: 21 November 2026');
    const whoSees = page.getByRole('heading', { level: 2, name: 'Who can see what' }).closest('section');
    expect(whoSees).toHaveTextContent('Everyone, including people without an account, can see public recipes');
    expect(whoSees).toHaveTextContent("Members of your household can see your name and e-mail address, the household's recipes");
    const deletion = page.getByRole('heading', { level: 3, name: 'Delete your account' }).closest('section');
    expect(deletion).toHaveTextContent('Open Profile, choose Remove Account and type DELETE to confirm');
    expect(deletion).toHaveTextContent('removed at once');
    expect(page.getByText(/Your password, stored only as an argon2id hash/)).toBeInTheDocument();
  });
});

describe('the footer', () => {
  it.each([
    ['Cookie Policy', '/cookie-policy'],
    ['Terms and Conditions', '/terms-and-conditions'],
    ['Privacy Policy', '/privacy'],
  ])('opens the %s from the home page', async (title, path) => {
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Hearth' });
    const footer = within(screen.getByRole('contentinfo'));
    await user.click(footer.getByRole('link', { name: title }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});
