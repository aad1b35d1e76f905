import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ada, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import './LoginPage'; // loaded up front, so the lazy route renders at once
import './RegisterPage';
import { reloadPage } from './reload-page';
import { fillIn } from '../../test/fill-in';

jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

/** What the browser kept at the moment the page reloaded. */
function keptAtReload() {
  const kept: { token?: string | null; authRedirect?: string | null } = {};
  jest.mocked(reloadPage).mockImplementation(() => {
    kept.token = localStorage.getItem('token');
    kept.authRedirect = sessionStorage.getItem('authRedirect');
  });
  return kept;
}

function answerLogin() {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/auth/login', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ token: 'fresh-token', user: ada });
    }),
  );
  return sent;
}

async function signIn(user: UserEvent, email = 'ada@example.com', password = 'engine42') {
  await fillIn(user, 'Email', email);
  await fillIn(user, 'Password', password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => jest.mocked(reloadPage).mockReset());

describe('the login page', () => {
  it('has the form and links to forgot-password and register', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });

  it('checks the fields as they are filled in', async () => {
    const { user } = renderApp('/login');
    await fillIn(user, 'Email', 'ada');
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    await fillIn(user, 'Email', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await fillIn(user, 'Email', 'ada@example.com');
    await waitFor(() => expect(screen.queryByText('Email is required')).not.toBeInTheDocument());

    await fillIn(user, 'Password', 'abc');
    expect(await screen.findByText('Password should be at least 6 characters')).toBeInTheDocument();
    await fillIn(user, 'Password', '');
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('checks untouched fields on submit and sends nothing', async () => {
    const sent = answerLogin();
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('signs in: token stored, target kept for the session, then the page reloads', async () => {
    const kept = keptAtReload();
    const sent = answerLogin();
    const { user } = renderApp('/login?redirect=%2Fhousehold');
    await signIn(user);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ email: 'ada@example.com', password: 'engine42' }]);
    expect(kept).toEqual({ token: 'fresh-token', authRedirect: '/household' });
  });

  it('stays put until the reload, keeping the target for after it', async () => {
    answerLogin();
    const { user, router } = renderApp('/login?redirect=%2Fhousehold');
    await signIn(user);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('authRedirect')).toBe('/household');
  });

  it('goes home after sign-in when no redirect is asked for', async () => {
    const kept = keptAtReload();
    answerLogin();
    const { user } = renderApp('/login');
    await signIn(user);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(kept.authRedirect).toBe('/');
  });

  it('never sends the user off Hearth after sign-in', async () => {
    const kept = keptAtReload();
    answerLogin();
    const { user } = renderApp('/login?redirect=%2F%2Fevil.example');
    await signIn(user);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(kept.authRedirect).toBe('/');
  });

  it("shows the server's message when sign-in fails, and stores nothing", async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 })));
    const { user } = renderApp('/login');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('authRedirect')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('falls back to its own message when the server gives none', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderApp('/login');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to login. Please try again.');
  });

  it('falls back to its own message when Hearth cannot be reached', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.error()));
    const { user } = renderApp('/login');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to login. Please try again.');
  });

  it('shows the message handed over by registration', async () => {
    const { user } = renderApp('/register');
    server.use(http.post('/api/auth/register', () => HttpResponse.json({ token: 'ignored', user: ada }, { status: 201 })));
    await fillIn(user, 'Full Name', 'Ada Lovelace');
    await fillIn(user, 'Email Address', 'ada@example.com');
    await fillIn(user, 'Password', 'engine42');
    await fillIn(user, 'Confirm Password', 'engine42');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Registration successful! Please log in.');
  });
});

describe('a signed-in user on the login page', () => {
  it('is sent to the dashboard', async () => {
    const { router } = renderApp('/login', { signedInAs: ada });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('is sent on to the target kept before the reload, once', async () => {
    sessionStorage.setItem('authRedirect', '/');
    const { router } = renderApp('/login', { signedInAs: ada });
    expect(await screen.findByRole('heading', { name: 'Welcome to Hearth' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('authRedirect')).toBeNull();
    expect(within(screen.getByRole('banner')).getByTestId('top-bar-user')).toHaveTextContent('Ada Lovelace');
  });
});
