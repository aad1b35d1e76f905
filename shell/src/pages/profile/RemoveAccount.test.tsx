import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { signedOut } from '@hearth/host';
import { ada, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import './ProfilePage'; // loaded up front, so the lazy route renders at once

// The root jest config runs the shell as a project, where the preset's testTimeout does not apply.

async function openRemoveDialog() {
  const view = renderApp('/profile', { signedInAs: ada });
  const zone = await screen.findByRole('region', { name: 'Remove Account' });
  await view.user.click(within(zone).getByRole('button', { name: 'Remove Account' }));
  const dialog = within(await screen.findByRole('dialog'));
  const confirmation = dialog.getByLabelText('Type DELETE to confirm');
  /** Types into the confirmation the way a user pasting into it would. */
  const type = async (text: string) => {
    await view.user.click(confirmation);
    await view.user.paste(text);
  };
  const confirm = () => view.user.click(dialog.getByRole('button', { name: 'Remove Account' }));
  return { ...view, dialog, type, confirm };
}

describe('removing the account', () => {
  it('shows the danger zone below the tabs, explaining that removal is for good', async () => {
    renderApp('/profile', { signedInAs: ada });
    const zone = await screen.findByRole('region', { name: 'Remove Account' });
    expect(zone).toHaveTextContent('for good');
    expect(screen.getByRole('tablist').compareDocumentPosition(zone)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('refuses anything but DELETE, without asking the server', async () => {
    const calls = jest.fn();
    server.use(http.delete('/api/auth/delete-account', () => (calls(), HttpResponse.json({ message: 'Account removed' }))));
    const { type, confirm, dialog } = await openRemoveDialog();
    await type('delete');
    await confirm();
    expect(await dialog.findByText('Please type DELETE to confirm account removal')).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('test-token');
  });

  it('with DELETE typed, removes the account, logs out and goes home', async () => {
    server.use(http.delete('/api/auth/delete-account', () => HttpResponse.json({ message: 'Account removed' })));
    const { type, confirm, router } = await openRemoveDialog();
    await type('DELETE');
    await confirm();
    expect(await screen.findByText('Welcome to Hearth')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['before the removal answers', 'before'],
    ['after the removal answered', 'after'],
  ])('goes home signed out when another call in flight is answered 401 %s', async (_when, when) => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.delete('/api/auth/delete-account', async () => {
        await answered;
        return HttpResponse.json({ message: 'Account removed' });
      }),
    );
    const { type, confirm, router, store } = await openRemoveDialog();
    await type('DELETE');
    await confirm();
    // What base-query does with a 401 to a call that carried the removed account's token.
    if (when === 'after') answer();
    await delay(when === 'after' ? 0 : 20);
    store.dispatch(signedOut());
    answer();
    expect(await screen.findByText('Welcome to Hearth')).toBeInTheDocument();
    await delay(50);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after leaving a page, sends a guest who comes back to it to sign in, as before', async () => {
    server.use(http.delete('/api/auth/delete-account', () => HttpResponse.json({ message: 'Account removed' })));
    const { type, confirm, router } = await openRemoveDialog();
    await type('DELETE');
    await confirm();
    expect(await screen.findByText('Welcome to Hearth')).toBeInTheDocument();
    await router.navigate('/profile');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=%2Fprofile');
  });

  it("shows 'Failed to remove account' in the dialog when the removal fails", async () => {
    server.use(http.delete('/api/auth/delete-account', () => new HttpResponse(null, { status: 500 })));
    const { type, confirm, dialog, router } = await openRemoveDialog();
    await type('DELETE');
    await confirm();
    expect(await dialog.findByText('Failed to remove account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('token')).toBe('test-token');
  });
});
