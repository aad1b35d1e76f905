import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiToken } from '@hearth/contracts/auth';
import { ada, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import './ProfilePage'; // loaded up front, so the lazy route renders at once
import './ApiTokensTab'; // and its lazy tab

// The root jest config runs the shell as a project, where the preset's testTimeout does not apply.

const tablet: ApiToken = {
  _id: '0e7a4c61-8f3b-4d2a-9c1e-5b6d7e8f9a0b',
  name: 'Kitchen tablet',
  scope: 'read',
  createdAt: '2026-01-05T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
};
const secret = `hearth_${'A1b2C3d4E5'.repeat(4)}xy`;

/** svc-auth's token routes over a list the test can look into. */
function tokenServer(initial: ApiToken[] = []) {
  let tokens = [...initial];
  const created: unknown[] = [];
  server.use(
    http.get('/api/auth/api-tokens', () => HttpResponse.json(tokens)),
    http.post('/api/auth/api-tokens', async ({ request }) => {
      const body = (await request.json()) as { name: string; scope: ApiToken['scope']; expiresIn: string };
      created.push(body);
      const token: ApiToken = { ...tablet, _id: crypto.randomUUID(), name: body.name, scope: body.scope, expiresAt: '2026-04-05T10:00:00.000Z' };
      tokens = [token, ...tokens];
      return HttpResponse.json({ token, secret }, { status: 201 });
    }),
    http.delete('/api/auth/api-tokens/:id', ({ params }) => {
      tokens = tokens.filter((token) => token._id !== params.id);
      return HttpResponse.json({ message: 'API token revoked' });
    }),
  );
  return { created, tokens: () => tokens };
}

async function openTab() {
  const view = renderApp('/profile', { signedInAs: ada });
  await view.user.click(await screen.findByRole('tab', { name: 'API TOKENS' }));
  return view;
}

describe('the API TOKENS tab', () => {
  it('comes third, links to the API documentation and lists tokens with their scope, use and expiry', async () => {
    tokenServer([tablet, { ...tablet, _id: 'b1', name: 'Import script', scope: 'read-write', lastUsedAt: '2026-02-01T08:00:00.000Z', expiresAt: '2020-01-01T00:00:00.000Z' }]);
    await openTab();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['PROFILE', 'PASSWORD', 'API TOKENS']);
    // The tab's own link (the footer has one too).
    expect(await within(screen.getByRole('tabpanel', { name: 'API TOKENS' })).findByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/api/docs');
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    const first = within(list).getByRole('listitem', { name: 'Kitchen tablet' });
    expect(first).toHaveTextContent('Read only');
    expect(first).toHaveTextContent('Never used');
    expect(first).toHaveTextContent('Never expires');
    const second = within(list).getByRole('listitem', { name: 'Import script' });
    expect(second).toHaveTextContent('Read and write');
    expect(second).toHaveTextContent(/Last used/);
    expect(second).toHaveTextContent(/Expired/);
  });

  it('creates a token with a name, an expiry and a scope, and shows its secret once with a copy button', async () => {
    const api = tokenServer();
    const { user } = await openTab();
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Token name'), '  Phone shortcut ');
    await user.click(screen.getByRole('combobox', { name: 'Expires after' }));
    await user.click(await screen.findByTitle('1 year'));
    await user.click(screen.getByRole('radio', { name: 'Read and write' }));
    await user.click(screen.getByRole('button', { name: 'Create Token' }));

    const shown = await screen.findByRole('region', { name: 'New API token' });
    expect(api.created).toEqual([{ name: 'Phone shortcut', expiresIn: '1y', scope: 'read-write' }]);
    expect(within(shown).getByText(secret)).toBeInTheDocument();
    const copied = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(shown).getByRole('button', { name: 'Copy token' }));
    expect(copied).toHaveBeenCalledWith(secret);
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Phone shortcut' })).toHaveTextContent('Read and write');

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Token name')).toHaveValue('');
  });

  it('needs a name, and shows why the server refused', async () => {
    tokenServer();
    server.use(
      http.post('/api/auth/api-tokens', () =>
        HttpResponse.json({ message: 'You already have 20 API tokens. Revoke one you no longer use first.' }, { status: 409 }),
      ),
    );
    const { user } = await openTab();
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByText('Give the token a name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Token name'), 'One too many');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByText('You already have 20 API tokens. Revoke one you no longer use first.')).toBeInTheDocument();
  });

  it('revokes a token after asking', async () => {
    const api = tokenServer([tablet]);
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Revoke Kitchen tablet' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Programs using “Kitchen tablet” will be refused/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
    expect(api.tokens()).toEqual([]);
  });
});
