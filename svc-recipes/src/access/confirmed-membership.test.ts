import { startRecipesService, type RecipesHarness } from '../test/recipes-harness';

/**
 * A member svc-household has removed cannot change the household's recipes,
 * even while this service's copy of the memberships still has them.
 */

const household = new Map<string, string | null>();

let recipes: RecipesHarness;
beforeAll(async () => {
  recipes = await startRecipesService({ membership: async (userId) => (household.has(userId) ? household.get(userId) : undefined) });
});
afterAll(() => recipes.stop());

describe('writes, confirmed with svc-household', () => {
  it("refuses a removed member's edit before the removal reaches this service", async () => {
    const ada = await recipes.person('Ada');
    const ben = await recipes.join(await recipes.person('Ben'), ada.householdId);
    const recipe = await recipes.createRecipe(ada, { isPrivate: true });
    household.set(ben.id, ada.householdId);
    const edit = async () => recipes.http.put(`/api/recipes/${recipe._id}`).set(recipes.auth(ben)).send(await recipes.recipeBody({ title: 'Ben was here', isPrivate: true }));
    expect((await edit()).status).toBe(200);

    household.set(ben.id, null);
    expect((await edit()).status).toBe(404);
    expect((await recipes.http.get(`/api/recipes/${recipe._id}`).set(recipes.auth(ben))).status).toBe(200);
    expect((await recipes.http.get(`/api/recipes/${recipe._id}`).set(recipes.auth(ada))).body.title).toBe('Ben was here');
  });
});
