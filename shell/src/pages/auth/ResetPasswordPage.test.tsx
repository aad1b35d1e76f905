import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import './LoginPage'; // loaded up front, so the lazy routes render at once
import './ResetPasswordPage';
import { fillIn } from '../../test/fill-in';


async function resetTo(user: UserEvent, password: string, confirmPassword = password) {
  await fillIn(user, 'New Password', password);
  await fillIn(user, 'Confirm Password', confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

/**
 * Resets the password successfully with the clock faked from the moment the server answers, so
 * the 3 s before the move to /login run on a clock the test moves.
 */
async function resetOnFakeClock(user: UserEvent) {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const sent: { token: unknown; body: unknown }[] = [];
  server.use(
    http.put('/api/auth/reset-password/:token', async ({ params, request }) => {
      sent.push({ token: params.token, body: await request.json() });
      await answered;
      return HttpResponse.json({ message: 'Password has been reset successfully!' });
    }),
  );
  await resetTo(user, 'engine42');
  await waitFor(() => expect(sent).toHaveLength(1));
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  answer();
  expect(await screen.findByRole('alert')).toHaveTextContent('Password has been reset successfully!');
  return sent;
}

afterEach(() => jest.useRealTimers());

describe('the reset-password page', () => {
  it('checks both passwords', async () => {
    const sent: unknown[] = [];
    server.use(http.put('/api/auth/reset-password/:token', async ({ request }) => void sent.push(await request.json())));
    const { user } = renderApp('/reset-password/abc123');
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();

    await fillIn(user, 'New Password', 'abc');
    expect(await screen.findByText('Password should be at least 6 characters')).toBeInTheDocument();
    await resetTo(user, 'engine42', 'engine43');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sets the new password with the token of the link, then goes to /login after 3 seconds', async () => {
    const { user, router } = renderApp('/reset-password/abc123');
    const sent = await resetOnFakeClock(user);
    expect(sent).toEqual([{ token: 'abc123', body: { password: 'engine42' } }]);
    act(() => jest.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe('/reset-password/abc123');
    act(() => jest.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('leaves alone a user who went elsewhere before the 3 seconds were up', async () => {
    const { user, router } = renderApp('/reset-password/abc123');
    await resetOnFakeClock(user);
    await act(() => router.navigate('/'));
    act(() => jest.advanceTimersByTime(3000));
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the server's message when the reset fails, and stays", async () => {
    server.use(
      http.put('/api/auth/reset-password/:token', () => HttpResponse.json({ message: 'Invalid or expired reset token' }, { status: 400 })),
    );
    const { user, router } = renderApp('/reset-password/old');
    await resetTo(user, 'engine42');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset token');
    expect(router.state.location.pathname).toBe('/reset-password/old');
  });

  it('falls back to its own message when the server gives none', async () => {
    server.use(http.put('/api/auth/reset-password/:token', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderApp('/reset-password/abc123');
    await resetTo(user, 'engine42');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.');
  });

  it('falls back to its own message when Hearth cannot be reached', async () => {
    server.use(http.put('/api/auth/reset-password/:token', () => HttpResponse.error()));
    const { user } = renderApp('/reset-password/abc123');
    await resetTo(user, 'engine42');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.');
  });
});
