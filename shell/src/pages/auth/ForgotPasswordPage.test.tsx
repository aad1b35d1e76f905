import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import './ForgotPasswordPage'; // loaded up front, so the lazy route renders at once
import { fillIn } from '../../test/fill-in';


async function requestLink(user: UserEvent, email = 'ada@example.com') {
  await fillIn(user, 'Email', email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('the forgot-password page', () => {
  it('has an email field, the send button and a way back to sign in', async () => {
    renderApp('/forgot-password');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('asks for a valid email before sending', async () => {
    const sent: unknown[] = [];
    server.use(http.post('/api/auth/forgot-password', async ({ request }) => void sent.push(await request.json())));
    const { user } = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await fillIn(user, 'Email', 'ada');
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the link, says so, and clears and locks the form', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/forgot-password', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'If that address has an account, a link is on its way' });
      }),
    );
    const { user } = renderApp('/forgot-password');
    await requestLink(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset email sent! Please check your inbox.');
    expect(sent).toEqual([{ email: 'ada@example.com' }]);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
  });

  it("shows the server's message when sending fails", async () => {
    server.use(http.post('/api/auth/forgot-password', () => HttpResponse.json({ message: 'Too many requests' }, { status: 429 })));
    const { user } = renderApp('/forgot-password');
    await requestLink(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('falls back to its own message when the server gives none', async () => {
    server.use(http.post('/api/auth/forgot-password', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderApp('/forgot-password');
    await requestLink(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email. Please try again.');
  });

  it('falls back to its own message when Hearth cannot be reached', async () => {
    server.use(http.post('/api/auth/forgot-password', () => HttpResponse.error()));
    const { user } = renderApp('/forgot-password');
    await requestLink(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email. Please try again.');
  });
});
