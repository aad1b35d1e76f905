import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ada, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import './LoginPage'; // loaded up front, so the lazy routes render at once
import './RegisterPage';
import { fillIn } from '../../test/fill-in';


interface Form {
  name?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
}

const complete = { name: '  Ada Lovelace ', email: 'ada@example.com', password: 'engine42', confirmPassword: 'engine42' };

async function submit(user: UserEvent, form: Form) {
  await screen.findByRole('heading', { name: 'Create Account' });
  if (form.name !== undefined) await fillIn(user, 'Full Name', form.name);
  if (form.email !== undefined) await fillIn(user, 'Email Address', form.email);
  if (form.password !== undefined) await fillIn(user, 'Password', form.password);
  if (form.confirmPassword !== undefined) await fillIn(user, 'Confirm Password', form.confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

/** The list of problems above the form. */
async function errorList() {
  const heading = await screen.findByText('Please fix the following errors:');
  const alert = heading.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error('the error list is not an alert');
  return within(alert).getAllByRole('listitem').map((item) => item.textContent);
}

/** The message under a field (antd shows it a moment after the list above the form). */
function fieldError(label: string) {
  const item = screen.getByLabelText(label).closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain')?.textContent ?? null;
}

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

describe('the register page', () => {
  it('has the four fields and a way to sign in instead', async () => {
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    for (const label of ['Full Name', 'Email Address', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('checks nothing while typing, everything on submit, and sends nothing then', async () => {
    const sent = answerRegister(() => HttpResponse.json({}, { status: 500 }));
    const { user } = renderApp('/register');
    await fillIn(user, 'Email Address', 'nope');
    await fillIn(user, 'Password', 'abc');
    expect(screen.queryByText('Email address is invalid')).not.toBeInTheDocument();

    await submit(user, { name: '   ' });
    expect(await errorList()).toEqual([
      'Name is required',
      'Email address is invalid',
      'Password should be at least 6 characters',
      'Please confirm your password',
    ]);
    await waitFor(() => expect(fieldError('Full Name')).toBe('Name is required'));
    await waitFor(() => expect(fieldError('Email Address')).toBe('Email address is invalid'));
    await waitFor(() => expect(fieldError('Password')).toBe('Password should be at least 6 characters'));
    await waitFor(() => expect(fieldError('Confirm Password')).toBe('Please confirm your password'));
    expect(sent).toEqual([]);
  });

  it('asks for an email and a password, and for passwords that match', async () => {
    const { user } = renderApp('/register');
    await submit(user, { name: 'Ada', confirmPassword: 'engine42' });
    expect(await errorList()).toEqual(['Email is required', 'Password is required', 'Passwords must match']);
    await waitFor(() => expect(fieldError('Confirm Password')).toBe('Passwords must match'));
  });

  it("clears a field's error when that field is edited", async () => {
    const { user } = renderApp('/register');
    await submit(user, {});
    expect(await errorList()).toHaveLength(4);
    await user.type(screen.getByLabelText('Email Address'), 'a');
    await waitFor(() => expect(fieldError('Email Address')).toBeNull());
    await waitFor(() => expect(fieldError('Full Name')).toBe('Name is required'));
    expect(await errorList()).toEqual(['Name is required', 'Password is required', 'Please confirm your password']);
  });

  it('creates the account without confirmPassword, then asks the user to log in', async () => {
    const sent = answerRegister(() => HttpResponse.json({ token: 'new-token', user: ada }, { status: 201 }));
    const { user, router } = renderApp('/register');
    await submit(user, complete);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('alert')).toHaveTextContent('Registration successful! Please log in.');
    expect(sent).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com', password: 'engine42' }]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('leads the login that follows to where the visitor was sent from', async () => {
    answerRegister(() => HttpResponse.json({ token: 'new-token', user: ada }, { status: 201 }));
    const { user, router } = renderApp('/register?redirect=%2Fjoin%3Fcode%3DK7PQ2MXZ');
    await submit(user, complete);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=%2Fjoin%3Fcode%3DK7PQ2MXZ');
  });

  it('offers the login page when the email is taken, and scrolls the alert into view', async () => {
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    answerRegister(() => HttpResponse.json({ message: 'User already exists' }, { status: 409 }));
    const { user } = renderApp('/register');
    await submit(user, complete);
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Registration Failed')).toBeInTheDocument();
    expect(alert.getByText('User already exists')).toBeInTheDocument();
    expect(alert.getByText(/^Please log in instead or use a different email address\./)).toBeInTheDocument();
    expect(alert.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' })));
    scrolled.mockRestore();
  });

  it('shows any other server message without the log-in hint', async () => {
    answerRegister(() => HttpResponse.json({ message: 'Too many attempts, try again later' }, { status: 429 }));
    const { user } = renderApp('/register');
    await submit(user, complete);
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Registration Failed')).toBeInTheDocument();
    expect(alert.getByText('Too many attempts, try again later')).toBeInTheDocument();
    expect(alert.queryByText(/Please log in instead/)).not.toBeInTheDocument();
    expect(alert.queryByRole('link')).not.toBeInTheDocument();
  });

  it('falls back to its own message when the server gives none', async () => {
    answerRegister(() => HttpResponse.json({}, { status: 500 }));
    const { user } = renderApp('/register');
    await submit(user, complete);
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Registration Failed')).toBeInTheDocument();
    expect(alert.getByText('Registration failed. Please try again.')).toBeInTheDocument();
  });

  it('falls back to its own message when Hearth cannot be reached', async () => {
    server.use(http.post('/api/auth/register', () => HttpResponse.error()));
    const { user } = renderApp('/register');
    await submit(user, complete);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });
});
