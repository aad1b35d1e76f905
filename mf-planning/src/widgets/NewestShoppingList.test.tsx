import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ShoppingListSummary } from '@hearth/contracts/planning';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { olive } from '../test/fixtures';
import { failure, server } from '../test/serve';
import NewestShoppingList from './NewestShoppingList';

const summary = (overrides: Partial<ShoppingListSummary>): ShoppingListSummary => ({
  _id: 'l0000001-0000-4000-8000-000000000000',
  name: 'Weekend shop',
  createdAt: '2026-11-01T10:00:00.000Z',
  recipes: [],
  itemCount: 0,
  purchasedCount: 0,
  ...overrides,
});

const serveLists = (answer: () => Response) => server.use(http.get('/api/shopping-lists', answer));
const showWidget = () => renderWithHost(<NewestShoppingList />, { path: '/dashboard', signedInAs: olive });

describe("the dashboard's 'Shopping list'", () => {
  it('shows the newest list with what is left to buy, and opens it in one tap', async () => {
    const newest = summary({ _id: 'l0000009-0000-4000-8000-000000000000', name: 'Saturday market', itemCount: 7, purchasedCount: 2 });
    serveLists(() => HttpResponse.json([newest, summary({ name: 'Last week' })]));
    const { user } = showWidget();
    const list = await screen.findByRole('link', { name: /^Saturday market\s*5 items left$/ });
    expect(list).toHaveTextContent('Saturday market5 items left');
    expect(screen.queryByText('Last week')).not.toBeInTheDocument();
    await user.click(list);
    expect(screen.getByTestId('location')).toHaveTextContent(`/shopping-lists/${newest._id}`);
  });

  it('counts one item left as one', async () => {
    serveLists(() => HttpResponse.json([summary({ itemCount: 3, purchasedCount: 2 })]));
    showWidget();
    expect(await screen.findByText('1 item left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All lists' })).toHaveAttribute('href', '/shopping-lists');
  });

  it('leads to the lists page to create one when the household has none', async () => {
    serveLists(() => HttpResponse.json([]));
    const { user } = showWidget();
    expect(await screen.findByText('No shopping lists yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create a shopping list' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shopping-lists$/);
  });

  it('says when the lists cannot be read', async () => {
    serveLists(() => failure());
    showWidget();
    expect(await screen.findByText('Failed to load shopping lists')).toBeInTheDocument();
  });

  it('shows nothing to a guest', () => {
    const { container } = renderWithHost(<NewestShoppingList />, { path: '/dashboard' });
    expect(container).not.toHaveTextContent('Shopping list');
  });
});
