import type { ShoppingListSummary } from '@hearth/contracts/planning';

export const SHOPPING_LISTS_PATH = '/shopping-lists';

/** How long the 'List' tab waits for the lists before it opens the lists page instead. */
const PATIENCE_MS = 3000;

/**
 * Where the tab bar's 'List' goes: the household's newest shopping list (GET /shopping-lists
 * answers newest first: a page of one), or the lists page when there is none, or no answer in time (offline,
 * the planning service down, a session that ended). A plain fetch, asked only when the tab is
 * tapped: the frame on every page must not load the planning slice, nor call it on every visit.
 */
export async function newestShoppingListPath(token: string | null): Promise<string> {
  if (!token) return SHOPPING_LISTS_PATH;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PATIENCE_MS);
  try {
    const response = await fetch(`${globalThis.location.origin}/api/shopping-lists?limit=1`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    if (!response.ok) return SHOPPING_LISTS_PATH;
    const [newest] = (await response.json()) as ShoppingListSummary[];
    return newest ? `${SHOPPING_LISTS_PATH}/${encodeURIComponent(newest._id)}` : SHOPPING_LISTS_PATH;
  } catch {
    return SHOPPING_LISTS_PATH;
  } finally {
    clearTimeout(timer);
  }
}
