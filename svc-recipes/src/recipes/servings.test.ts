import { recipesOwnMessages } from '@hearth/contracts/recipes';
import { recipeResponse } from '@hearth/contracts/recipes/schemas';
import { expectToMatchContract } from '@hearth/service-kit/testing';
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

  it.each([0, 101, 2.5, '4', -1])('refuses %p with its message', async (servings) => {
    const response = await svc.http.post('/api/recipes').set(svc.auth(ada)).send(await svc.recipeBody({ servings: servings as number }));
    expect([response.status, response.body.message]).toEqual([400, recipesOwnMessages.servingsInvalid]);
  });
});
