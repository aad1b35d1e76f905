import { recipesOwnMessages } from '@hearth/contracts/recipes';
import { recipeResponse } from '@hearth/contracts/recipes/schemas';
import { eventually, expectToMatchContract } from '@hearth/service-kit/testing';
import { AnnounceRecipeServings1737900000000 } from '../migrations/1737900000000-announce-recipe-servings';
import { startRecipesService, type Person, type RecipesHarness } from '../test/recipes-harness';

let svc: RecipesHarness;
let ada: Person;
beforeAll(async () => {
  svc = await startRecipesService();
  ada = await svc.person('Ada');
});
afterAll(() => svc.stop());

describe("a recipe's servings", () => {
  it('is none unless given, is kept by an edit that does not send it, changed or removed by one that does', async () => {
    const without = expectToMatchContract(recipeResponse, await svc.createRecipe(ada));
    expect(without.servings).toBeNull();

    const recipe = await svc.createRecipe(ada, { servings: 4 });
    expect(recipe.servings).toBe(4);
    const edit = (body: object) => svc.http.put(`/api/recipes/${recipe._id}`).set(svc.auth(ada)).send(body).expect(200);
    expect((await edit({ title: 'Soup for more' })).body.servings).toBe(4);
    expect((await edit({ servings: 6 })).body.servings).toBe(6);
    expect((await svc.http.get(`/api/recipes/${recipe._id}`).expect(200)).body.servings).toBe(6);
    expect((await edit({ servings: null })).body.servings).toBeNull();
  });

  it('is announced with the recipe, and once more for recipes that had servings before announcements told them', async () => {
    const recipe = await svc.createRecipe(ada, { servings: 4, ingredients: [{ name: 'Rice', quantity: 300, unit: 'g' }, { name: 'Water', quantity: 0.6, unit: 'l' }] });
    const created = await eventually(async () => {
      const [event] = (await svc.publishedOf('recipe.created')).filter((published) => published.payload.recipeId === recipe._id);
      if (!event) throw new Error('not announced yet');
      return event;
    });
    expect(created.payload.servings).toBe(4);

    // What the migration does on an installation whose recipes were announced without servings.
    const query = (text: string) => svc.sql(`SET search_path TO "${svc.schema}", public; ${text}`);
    await new AnnounceRecipeServings1737900000000().up({ query } as never);
    // That migration's payload is older than pictures: it says none (a consumer keeps what it knew).
    const { image: _picture, ...withoutPicture } = created.payload;
    const announced = await svc.publishedOf('recipe.updated', withoutPicture);
    expect(announced.filter((event) => event.payload.recipeId === recipe._id)).toHaveLength(1);
  });

  it.each([0, 101, 2.5, '4', -1])('refuses %p with its message', async (servings) => {
    const response = await svc.http.post('/api/recipes').set(svc.auth(ada)).send(await svc.recipeBody({ servings: servings as number }));
    expect([response.status, response.body.message]).toEqual([400, recipesOwnMessages.servingsInvalid]);
  });
});
