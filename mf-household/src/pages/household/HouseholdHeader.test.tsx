import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Household } from '@hearth/contracts/household';
import { household, owner } from '../../test/fixtures';
import { dialogNamed, openHouseholdPage, serveHousehold, server } from './household-test-kit';

/** The household as the server keeps it: PUT /households renames it and GET answers the new name. */
function serveRenamableHousehold() {
  let current: Household = household;
  const sent: unknown[] = [];
  serveHousehold();
  server.use(
    http.get('/api/households', () => HttpResponse.json(current)),
    http.put('/api/households', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      sent.push(body);
      current = { ...current, name: body.name };
      return HttpResponse.json(current);
    }),
  );
  return sent;
}

async function openRenameDialog() {
  const view = await openHouseholdPage(owner);
  await view.user.click(screen.getByRole('button', { name: 'Rename' }));
  const dialog = await dialogNamed('Rename household');
  const name = dialog.getByLabelText('Household name');
  const save = () => view.user.click(dialog.getByRole('button', { name: 'Save' }));
  return { ...view, dialog, name, save };
}

describe('renaming the household', () => {
  it('starts from the current name and needs a name, sending nothing without one', async () => {
    const sent = serveRenamableHousehold();
    const { dialog, name, fill, save } = await openRenameDialog();
    expect(name).toHaveValue('The Olive Grove');

    await fill(name, '   ');
    await save();
    expect(await dialog.findByText('Household name is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('opens again with the saved name after a cancelled edit', async () => {
    serveRenamableHousehold();
    const { dialog, name, fill, user } = await openRenameDialog();
    await fill(name, 'Half-typed');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect((await dialogNamed('Rename household')).getByLabelText('Household name')).toHaveValue('The Olive Grove');
  });

  it('keeps the name to 50 characters', async () => {
    serveRenamableHousehold();
    const { name, fill } = await openRenameDialog();
    await fill(name, 'x'.repeat(60));
    expect(name).toHaveValue('x'.repeat(50));
  });

  it('saves the trimmed name, shows it everywhere and says so', async () => {
    const sent = serveRenamableHousehold();
    const { name, fill, save, store, user } = await openRenameDialog();
    await fill(name, '  The Olive Orchard ');
    await save();

    expect(await screen.findByText('Household name updated successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'The Olive Orchard' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Olive Orchard' })).toBeInTheDocument();
    expect(store.getState().auth.user?.household).toEqual({ _id: household._id, name: 'The Olive Orchard' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect((await dialogNamed('Rename household')).getByLabelText('Household name')).toHaveValue('The Olive Orchard');
  });

  it("shows the server's message when the rename fails, keeping the dialog open", async () => {
    serveHousehold();
    server.use(http.put('/api/households', () => HttpResponse.json({ message: 'Only the owner can rename the household' }, { status: 403 })));
    const { name, fill, save, store } = await openRenameDialog();
    await fill(name, 'Somewhere Else');
    await save();

    expect(await screen.findByText('Only the owner can rename the household')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Rename household' })).toBeInTheDocument();
    expect(store.getState().auth.user?.household?.name).toBe('The Olive Grove');
  });

  it("falls back to 'Failed to update household name' when the server gives no message", async () => {
    serveHousehold();
    server.use(http.put('/api/households', () => new HttpResponse(null, { status: 500 })));
    const { name, fill, save } = await openRenameDialog();
    await fill(name, 'Somewhere Else');
    await save();
    expect(await screen.findByText('Failed to update household name')).toBeInTheDocument();
  });
});
