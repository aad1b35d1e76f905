// svc-planning's calls on one shopping list, faked in memory for the list page's tests.
import { http, HttpResponse } from 'msw';
import type { AddShoppingItemBody, ShoppingList, UpdateShoppingItemBody } from '@hearth/contracts/planning';
import type { Ingredient } from '@hearth/contracts/recipes';
import { anItem } from './fixtures';
import { server } from './serve';

export function fakeShoppingList(list: ShoppingList, catalogue: Ingredient[] = []) {
  const path = `/api/shopping-lists/${list._id}`;
  server.use(
    http.get(path, () => HttpResponse.json(list)),
    http.put(path, async ({ request }) => {
      list.name = ((await request.json()) as { name: string }).name;
      return HttpResponse.json(list);
    }),
    http.post(`${path}/items`, async ({ request }) => {
      const body = (await request.json()) as AddShoppingItemBody;
      const ingredient = catalogue.find((candidate) => candidate._id === body.ingredientId) ?? null;
      const aisle = body.aisle ? { aisle: body.aisle } : {};
      list.items.push(anItem({ name: ingredient?.name ?? body.name!, ingredient, quantity: body.quantity as number, unit: body.unit as 'g', ...aisle }));
      return HttpResponse.json(list, { status: 201 });
    }),
    http.delete(`${path}/items/:itemId`, ({ params }) => {
      list.items = list.items.filter((item) => item._id !== params.itemId);
      return HttpResponse.json(list);
    }),
    http.patch(`${path}/items/:itemId`, async ({ params, request }) => {
      const item = list.items.find((candidate) => candidate._id === params.itemId);
      if (!item) return HttpResponse.json({ message: 'Item not found' }, { status: 404 });
      item.aisle = ((await request.json()) as UpdateShoppingItemBody).aisle;
      return HttpResponse.json(item);
    }),
    http.patch(`${path}/items/:itemId/toggle`, ({ params }) => {
      const item = list.items.find((candidate) => candidate._id === params.itemId)!;
      item.purchased = !item.purchased;
      return HttpResponse.json(item);
    }),
  );
  return list;
}
