import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '@hearth/host';
import { server } from '@hearth/frontend-build/test/msw-server';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { household, member } from '../../test/fixtures';
import JoinByCodePage from './JoinByCodePage';

const CODE = 'K7PQ-2MXZ-4HNR';
const otherHousehold = { ...household, _id: '77777777-7777-4777-8777-777777777777', name: 'The Pine Cabin', inviteCode: CODE };
const loner: CurrentUser = { ...member, household: null };

function openLink(path = `/join?code=${CODE}`, signedInAs?: CurrentUser) {
  return renderWithHost(<JoinByCodePage />, { path, route: '/join', signedInAs });
}

function answerPreview(response: () => Response = () => HttpResponse.json({ name: otherHousehold.name, memberCount: 3 })) {
  server.use(http.get('/api/households/preview/:code', response));
}

/** Answers the join call (after `gate`, when given) and records what was sent. */
function answerJoin(response: () => Response = () => HttpResponse.json(otherHousehold), gate?: Promise<void>) {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/households/join', async ({ request }) => {
      sent.push(await request.json());
      await gate;
      return response();
    }),
  );
  return sent;
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => jest.useRealTimers());

describe('the join-by-code page', () => {
  it('says a link without a code is incomplete, and leads to the household page', async () => {
    const { user } = openLink('/join', member);
    expect(await screen.findByText('This invite link is incomplete')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Household' }));
    expect(location()).toBe('/household');
  });

  it('asks a visitor to sign in or create an account, and to come back here', async () => {
    const { user } = openLink();
    expect(await screen.findByText(/You need a Hearth account to join a household/)).toBeInTheDocument();
    const back = encodeURIComponent(`/join?code=${CODE}`);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(location()).toBe(`/login?redirect=${back}`);
  });

  it('sends a visitor who has no account to register, and back here after', async () => {
    const { user } = openLink();
    const back = encodeURIComponent(`/join?code=${CODE}`);
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(location()).toBe(`/register?redirect=${back}`);
  });

  it('previews the household, warns about leaving the current one, joins and goes to /household after 2 seconds', async () => {
    answerPreview();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const sent = answerJoin(undefined, answered);
    const { user, store } = openLink(undefined, member);
    expect(await screen.findByRole('heading', { level: 1, name: 'You are invited to join The Pine Cabin' })).toBeInTheDocument();
    expect(screen.getByText(/3 members/)).toBeInTheDocument();
    expect(screen.getByText('Joining this household will remove you from your current one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Household' }));
    await waitFor(() => expect(sent).toEqual([{ inviteCode: CODE }]));

    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    answer();
    expect(await screen.findByText('Successfully joined household')).toBeInTheDocument();
    expect(store.getState().auth.user?.household).toEqual({ _id: otherHousehold._id, name: otherHousehold.name });
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(location()).toBe('/household');
  });

  it('skips the warning for a user without a household', async () => {
    answerPreview(() => HttpResponse.json({ name: otherHousehold.name, memberCount: 1 }));
    openLink(undefined, loner);
    expect(await screen.findByText(/1 member$/)).toBeInTheDocument();
    expect(screen.queryByText(/will remove you from your current one/)).not.toBeInTheDocument();
  });

  it("says 'Invalid invite code' when the preview finds no household, with a way home", async () => {
    answerPreview(() => HttpResponse.json({ message: 'Invalid invite code' }, { status: 404 }));
    const { user } = openLink(undefined, member);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid invite code');
    expect(screen.queryByRole('button', { name: 'Join Household' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    expect(location()).toBe('/');
  });

  it("says 'Invalid invite code' when joining answers 404", async () => {
    answerPreview();
    answerJoin(() => HttpResponse.json({ message: 'Household not found' }, { status: 404 }));
    const { user } = openLink(undefined, member);
    await user.click(await screen.findByRole('button', { name: 'Join Household' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid invite code');
  });

  it("falls back to 'Failed to join household' on other failures", async () => {
    answerPreview();
    answerJoin(() => HttpResponse.error());
    const { user } = openLink(undefined, member);
    await user.click(await screen.findByRole('button', { name: 'Join Household' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to join household');
    // antd's Button drops its spinner an effect after `loading` turns false: wait for the name without it.
    expect(await screen.findByRole('button', { name: 'Join Household' })).toBeEnabled();
  });

  it("shows the server's words and the household page to a user who is already a member", async () => {
    answerPreview();
    answerJoin(() => HttpResponse.json({ message: 'You are already a member of this household' }, { status: 409 }));
    const { user } = openLink(undefined, member);
    await user.click(await screen.findByRole('button', { name: 'Join Household' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already a member of this household');
    expect(screen.queryByRole('button', { name: 'Join Household' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Household' }));
    expect(location()).toBe('/household');
  });
});
