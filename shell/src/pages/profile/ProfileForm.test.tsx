import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ada, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import './ProfilePage'; // loaded up front, so the lazy route renders at once

// The root jest config runs the shell as a project, where the preset's testTimeout does not apply.

async function openProfileTab() {
  const view = renderApp('/profile', { signedInAs: ada });
  const name = await screen.findByLabelText('Name');
  const email = screen.getByLabelText('Email');
  /** Replaces a field's text the way a user pasting into it would. */
  const fill = async (field: HTMLElement, text: string) => {
    await view.user.clear(field);
    if (text) await view.user.paste(text);
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Update Profile' }));
  return { ...view, name, email, fill, submit };
}

describe('the PROFILE tab', () => {
  it("is filled in with the user's name and e-mail", async () => {
    const { name, email } = await openProfileTab();
    expect(name).toHaveValue('Ada Lovelace');
    expect(email).toHaveValue('ada@example.com');
  });

  it('holds the name to 2 to 50 characters, sending nothing', async () => {
    const update = jest.fn();
    server.use(http.put('/api/auth/update-profile', () => (update(), HttpResponse.json(ada))));
    const { name, fill, submit } = await openProfileTab();

    await fill(name, '');
    await submit();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await fill(name, '   ');
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await fill(name, 'A');
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    await fill(name, 'x'.repeat(51));
    expect(await screen.findByText('Name cannot exceed 50 characters')).toBeInTheDocument();
    await submit();
    expect(update).not.toHaveBeenCalled();
  });

  it('needs a valid e-mail, sending nothing', async () => {
    const update = jest.fn();
    server.use(http.put('/api/auth/update-profile', () => (update(), HttpResponse.json(ada))));
    const { email, fill, submit } = await openProfileTab();

    await fill(email, '');
    await submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await fill(email, 'ada-at-example.com');
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    await submit();
    expect(update).not.toHaveBeenCalled();
  });

  it('saves the name, and the top bar shows it', async () => {
    let sent: unknown;
    server.use(
      http.put('/api/auth/update-profile', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...ada, name: 'Ada King' });
      }),
    );
    const { name, fill, submit } = await openProfileTab();
    expect(await screen.findByTestId('top-bar-user')).toHaveTextContent('Ada Lovelace');

    await fill(name, ' Ada King ');
    await submit();

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Ada King', email: 'ada@example.com' });
    expect(screen.getByTestId('top-bar-user')).toHaveTextContent('Ada King');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it('asks for the current password for a new e-mail, and says the change waits for the mailed link', async () => {
    let sent: unknown;
    server.use(
      http.put('/api/auth/update-profile', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(ada);
      }),
    );
    const { email, fill, submit } = await openProfileTab();
    await fill(email, 'Ada.King@Example.com');
    const password = await screen.findByLabelText('Current Password');
    await submit();
    expect(await screen.findByText('Enter your current password to change your e-mail address')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await fill(password, 'secret123');
    await submit();
    expect(
      await screen.findByText('Profile updated successfully. We sent a link to Ada.King@Example.com: your e-mail changes once you open it.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Ada Lovelace', email: 'Ada.King@Example.com', currentPassword: 'secret123' });
    expect(email).toHaveValue('ada@example.com');
  });

  it("shows the server's message when the e-mail is taken", async () => {
    server.use(
      http.put('/api/auth/update-profile', () =>
        HttpResponse.json({ message: 'Email is already in use by another account' }, { status: 409 }),
      ),
    );
    const { submit } = await openProfileTab();
    await submit();
    expect(await screen.findByText('Email is already in use by another account')).toBeInTheDocument();
    expect(screen.getByTestId('top-bar-user')).toHaveTextContent('Ada Lovelace');
  });

  it("falls back to 'Failed to update profile' when the server gives no message", async () => {
    server.use(http.put('/api/auth/update-profile', () => new HttpResponse(null, { status: 500 })));
    const { submit } = await openProfileTab();
    await submit();
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });
});
