import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Household } from '@hearth/contracts/household';
import { household, member, owner } from '../../test/fixtures';
import { dialogNamed, listNamed, openHouseholdPage, serveHousehold, server } from './household-test-kit';

/** The household as the server keeps it: DELETE /households/members/:id takes the member out. */
function serveRemovableMembers() {
  let current: Household = household;
  const removed: string[] = [];
  serveHousehold();
  server.use(
    http.get('/api/households', () => HttpResponse.json(current)),
    http.delete('/api/households/members/:id', ({ params }) => {
      removed.push(String(params.id));
      current = { ...current, members: current.members.filter((one) => one._id !== params.id) };
      return HttpResponse.json(current);
    }),
  );
  return removed;
}

async function askToRemoveMax() {
  const view = await openHouseholdPage(owner);
  await view.user.click(screen.getByRole('button', { name: 'Remove Max Member' }));
  const dialog = await dialogNamed('Remove member?');
  const confirm = () => view.user.click(dialog.getByRole('button', { name: 'Remove' }));
  return { ...view, dialog, confirm };
}

describe('removing a member', () => {
  it('asks first, naming the member, and Cancel removes no one', async () => {
    const removed = serveRemovableMembers();
    const { dialog, user } = await askToRemoveMax();
    expect(dialog.getByText('Max Member')).toBeInTheDocument();
    expect(dialog.getByText(/from The Olive Grove\?/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removed).toEqual([]);
    expect(listNamed('Members').items).toHaveLength(2);
  });

  it('removes the member once confirmed, and says so', async () => {
    const removed = serveRemovableMembers();
    const { confirm } = await askToRemoveMax();
    await confirm();

    expect(await screen.findByText('Member removed successfully')).toBeInTheDocument();
    expect(removed).toEqual([member._id]);
    expect(await screen.findByText('1 member')).toBeInTheDocument();
    expect(listNamed('Members').items).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message, or 'Failed to remove member', when the removal fails", async () => {
    serveHousehold();
    server.use(
      http.delete('/api/households/members/:id', () => HttpResponse.json({ message: 'Member not found' }, { status: 404 }), { once: true }),
    );
    const first = await askToRemoveMax();
    await first.confirm();
    expect(await screen.findByText('Member not found')).toBeInTheDocument();

    server.use(http.delete('/api/households/members/:id', () => new HttpResponse(null, { status: 500 })));
    await first.user.click(screen.getByRole('button', { name: 'Remove Max Member' }));
    await (await dialogNamed('Remove member?')).findByRole('button', { name: 'Remove' }).then((button) => first.user.click(button));
    expect(await screen.findByText('Failed to remove member')).toBeInTheDocument();
    expect(listNamed('Members').items).toHaveLength(2);
  });
});
