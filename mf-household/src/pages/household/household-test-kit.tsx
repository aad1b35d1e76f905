// What the household page's tests share: the API as the fixtures describe it, and the page opened
// at /household the way the shell hosts it.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@hearth/frontend-build/test/msw-server';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import type { CurrentUser } from '@hearth/host';
import type { Household, Invitation } from '@hearth/contracts/household';
import { acceptedInvitation, activeInvitation, expiredInvitation, household, owner } from '../../test/fixtures';
import HouseholdPage from './HouseholdPage';

export { server };

/** GET /households and GET /invitations answer with these (by default the fixtures'). */
export function serveHousehold(
  served: Household = household,
  invitations: Invitation[] = [activeInvitation, expiredInvitation, acceptedInvitation],
) {
  server.use(
    http.get('/api/households', () => HttpResponse.json(served)),
    http.get('/api/invitations', () => HttpResponse.json(invitations)),
  );
}

/** Renders /household signed in as `user` and waits for the page's heading. */
export async function openHouseholdPage(user: CurrentUser = owner) {
  const view = renderWithHost(<HouseholdPage />, { path: '/household', signedInAs: user });
  await screen.findByRole('heading', { level: 1 });
  /** Replaces a field's text the way a user pasting into it would. */
  const fill = async (field: HTMLElement, text: string) => {
    await view.user.clear(field);
    if (text) await view.user.paste(text);
  };
  return { ...view, fill };
}

/** The open dialog called `name`, for queries inside it. */
export async function dialogNamed(name: string) {
  return within(await screen.findByRole('dialog', { name }));
}

/** The list labelled `name` ('Members', 'Pending invitations'), and its items. */
export function listNamed(name: string) {
  const list = screen.getByRole('list', { name });
  return { list, items: within(list).getAllByRole('listitem') };
}
