import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '@hearth/host';
import { server } from '@hearth/frontend-build/test/msw-server';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { household, member } from '../../test/fixtures';
import JoinHouseholdPage from './JoinHouseholdPage';

const TOKEN = 'abc123';
const invitation = { email: 'new.friend@example.com', householdName: household.name, invitedBy: 'Olive Owner' };
/** Signed in with the invited e-mail, written differently. */
const invitedUser: CurrentUser = { _id: '66666666-6666-4666-8666-666666666666', name: 'Nina New', email: 'New.Friend@Example.com', household: null };

function openInvitation(signedInAs?: CurrentUser) {
  return renderWithHost(<JoinHouseholdPage />, { path: `/join-household/${TOKEN}`, route: '/join-household/:invitationToken', signedInAs });
}

function answerVerify(response: () => Response = () => HttpResponse.json({ invitation })) {
  server.use(http.get('/api/invitations/verify/:token', response));
}

/** Answers the accept call (after `gate`, when given) and records who made it. */
function answerAccept(response: () => Response = () => HttpResponse.json(household), gate?: Promise<void>) {
  const calls: { token: unknown; authorization: string | null }[] = [];
  server.use(
    http.post('/api/invitations/accept/:token', async ({ params, request }) => {
      calls.push({ token: params.token, authorization: request.headers.get('authorization') });
      await gate;
      return response();
    }),
  );
  return calls;
}

async function fillIn(user: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value) await user.paste(value);
}

async function createAccount(user: UserEvent, values: { name?: string; password?: string; confirmPassword?: string }) {
  await screen.findByLabelText('Full Name');
  if (values.name !== undefined) await fillIn(user, 'Full Name', values.name);
  if (values.password !== undefined) await fillIn(user, 'Password', values.password);
  if (values.confirmPassword !== undefined) await fillIn(user, 'Confirm Password', values.confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Create Account & Join' }));
}

const heading = `${invitation.invitedBy} invited you to join ${invitation.householdName}`;
const location = () => screen.getByTestId('location').textContent;

afterEach(() => jest.useRealTimers());

describe('the invitation page', () => {
  it('shows who invited whom to which household', async () => {
    answerVerify();
    openInvitation();
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(invitation.email)).toBeInTheDocument();
  });

  it("shows an invalid invitation with the server's message and a way home", async () => {
    answerVerify(() => HttpResponse.json({ message: 'Invitation has expired' }, { status: 404 }));
    const { user } = openInvitation();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invitation has expired');
    await user.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    expect(location()).toBe('/');
  });

  it("falls back to 'Invalid or expired invitation' when the server gives no message", async () => {
    answerVerify(() => HttpResponse.error());
    const { user } = openInvitation();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired invitation');
    await user.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    expect(location()).toBe('/');
  });
});

describe('a signed-in user on the invitation page', () => {
  it('joins with Join Household, then goes to /household after 2 seconds', async () => {
    answerVerify();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = answerAccept(undefined, answered);
    sessionStorage.setItem('pendingInvitationToken', TOKEN);
    const { user, store } = openInvitation(member);
    expect(await screen.findByText(/will remove you from your current one/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Join Household' }));
    await waitFor(() => expect(calls).toEqual([{ token: TOKEN, authorization: 'Bearer test-token' }]));

    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    answer();
    expect(await screen.findByText('Successfully joined household!')).toBeInTheDocument();
    expect(store.getState().auth.user?.household).toEqual({ _id: household._id, name: household.name });
    expect(sessionStorage.getItem('pendingInvitationToken')).toBeNull();
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(location()).toBe('/household');
  });

  it('stays where the user went when they leave before the 2 seconds are up', async () => {
    answerVerify();
    answerAccept();
    const { user, router } = openInvitation(member);
    await user.click(await screen.findByRole('button', { name: 'Join Household' }));
    expect(await screen.findByText('Successfully joined household!')).toBeInTheDocument();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    await act(() => router.navigate('/recipes'));
    act(() => jest.advanceTimersByTime(3000));
    expect(location()).toBe('/recipes');
  });

  it('joins automatically, once, when signed in with the invited e-mail', async () => {
    answerVerify();
    const calls = answerAccept();
    openInvitation(invitedUser);
    expect(await screen.findByText('Successfully joined household!')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Join Household' })).not.toBeInTheDocument();
  });

  it('waits for a click when signed in with another e-mail', async () => {
    answerVerify();
    const calls = answerAccept();
    openInvitation(member);
    expect(await screen.findByRole('button', { name: 'Join Household' })).toBeEnabled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(calls).toEqual([]);
    expect(screen.queryByText('Successfully joined household!')).not.toBeInTheDocument();
  });

  it("shows the server's reason when joining fails, and lets the user try again", async () => {
    answerVerify();
    answerAccept(() => HttpResponse.json({ message: 'This invitation was sent to another e-mail address' }, { status: 403 }));
    const { user } = openInvitation(member);
    await user.click(await screen.findByRole('button', { name: 'Join Household' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation was sent to another e-mail address');
    // antd's Button drops its spinner an effect after `loading` turns false: wait for the name without it.
    expect(await screen.findByRole('button', { name: 'Join Household' })).toBeEnabled();
  });

  it("falls back to 'Failed to join household'", async () => {
    answerVerify();
    answerAccept(() => HttpResponse.json({}, { status: 500 }));
    const { user } = openInvitation(member);
    await user.click(await screen.findByRole('button', { name: 'Join Household' }));
    expect(await screen.findByText('Failed to join household')).toBeInTheDocument();
  });
});

describe('a visitor on the invitation page', () => {
  function answerRegister(response: () => Response) {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/register', async ({ request }) => {
        sent.push(await request.json());
        return response();
      }),
    );
    return sent;
  }

  it('gets the account form with the invited e-mail prefilled and locked', async () => {
    answerVerify();
    openInvitation();
    const email = await screen.findByLabelText('Email Address');
    expect(email).toHaveValue(invitation.email);
    expect(email).toHaveAttribute('readonly');
    for (const label of ['Full Name', 'Password', 'Confirm Password']) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('needs every field, then matching passwords, before anything is sent', async () => {
    answerVerify();
    const sent = answerRegister(() => HttpResponse.json({}, { status: 500 }));
    const { user } = openInvitation();
    await createAccount(user, { name: 'Nina New', password: 'secret42' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await createAccount(user, { confirmPassword: 'secret43' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(sent).toEqual([]);
  });

  it('creates the account for the invited e-mail, signs in and joins', async () => {
    answerVerify();
    const sent = answerRegister(() => HttpResponse.json({ token: 'new-token', user: invitedUser }, { status: 201 }));
    const calls = answerAccept();
    const { user, store } = openInvitation();
    await createAccount(user, { name: ' Nina New ', password: 'secret42', confirmPassword: 'secret42' });
    expect(await screen.findByText('Successfully joined household!')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Nina New', email: invitation.email, password: 'secret42' }]);
    expect(calls).toEqual([{ token: TOKEN, authorization: 'Bearer new-token' }]);
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(store.getState().auth.user).toEqual({ ...invitedUser, household: { _id: household._id, name: household.name } });
    await waitFor(() => expect(location()).toBe('/household'));
  });

  it("falls back to 'Failed to create account and join household' when the account cannot be made", async () => {
    answerVerify();
    answerRegister(() => HttpResponse.json({}, { status: 500 }));
    const { user } = openInvitation();
    await createAccount(user, { name: 'Nina New', password: 'secret42', confirmPassword: 'secret42' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create account and join household');
    expect(screen.getByLabelText('Full Name')).toBeEnabled();
  });

  it('keeps the new session and offers Join Household again when joining fails after the account is made', async () => {
    answerVerify();
    answerRegister(() => HttpResponse.json({ token: 'new-token', user: invitedUser }, { status: 201 }));
    answerAccept(() => HttpResponse.json({}, { status: 500 }));
    const { user } = openInvitation();
    await createAccount(user, { name: 'Nina New', password: 'secret42', confirmPassword: 'secret42' });
    expect(await screen.findByText('Failed to create account and join household')).toBeInTheDocument();
    // antd's Button drops its spinner an effect after `loading` turns false: wait for the name without it.
    expect(await screen.findByRole('button', { name: 'Join Household' })).toBeEnabled();
  });

  it('can sign in first: the token waits in session storage', async () => {
    answerVerify();
    const { user } = openInvitation();
    await user.click(await screen.findByRole('button', { name: 'Sign In & Join' }));
    expect(sessionStorage.getItem('pendingInvitationToken')).toBe(TOKEN);
    expect(location()).toBe(`/login?redirect=/join-household/${TOKEN}`);
  });
});
