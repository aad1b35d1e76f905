import { recipesMessages, recipesOwnMessages } from '@hearth/contracts/recipes';
import { recipeListResponse, recipeResponse } from '@hearth/contracts/recipes/schemas';
import { expectToMatchContract } from '@hearth/service-kit/testing';
import { noHouseholdMessage } from '@hearth/service-kit';
import { startRecipesService, type Person, type RecipesHarness } from '../test/recipes-harness';

let svc: RecipesHarness;
let ada: Person;
beforeAll(async () => {
  svc = await startRecipesService();
  ada = await svc.person('Ada');
});
afterAll(() => svc.stop());

describe('POST /recipes', () => {
  it('creates a recipe of the caller household, finds or adds its ingredients, answers it with its _id and announces it', async () => {
    const category = await svc.category('Soups');
    const body = await svc.recipeBody({
      category,
      ingredients: [
        { name: 'Tomato', quantity: 4, unit: 'whole' },
        { name: 'basil', quantity: 0.25, unit: 'cup' },
      ],
    });
    const response = await svc.http.post('/api/recipes').set(svc.auth(ada)).send(body).expect(201);
    const recipe = expectToMatchContract(recipeResponse, response.body);
    expect(recipe).toMatchObject({
      title: 'Tomato soup',
      category: { _id: category, name: 'Soups' },
      createdBy: { _id: ada.id, name: 'Ada' },
      household: { _id: ada.householdId, name: "Ada's Household" },
      isPrivate: false,
      prepTime: 15,
      cookTime: 30,
      instructions: body.instructions,
      image: null,
    });
    expect(recipe.ingredients.map((line) => [line.ingredient.name, line.quantity, line.unit])).toEqual([
      ['Tomato', 4, 'whole'],
      ['basil', 0.25, 'cup'],
    ]);

    // The same name in another case is the same catalogue entry.
    const again = await svc.createRecipe(ada, { ingredients: [{ name: 'TOMATO', quantity: 1, unit: 'g' }] });
    expect(again.ingredients[0].ingredient).toEqual(recipe.ingredients[0]!.ingredient);

    const [created] = (await svc.publishedOf('recipe.created')).filter((event) => event.payload.recipeId === recipe._id);
    expect(created!.payload).toEqual({
      recipeId: recipe._id,
      householdId: ada.householdId,
      createdBy: ada.id,
      title: 'Tomato soup',
      isPrivate: false,
      servings: null,
      image: null,
      ingredients: recipe.ingredients.map((line) => ({ ingredientId: line.ingredient._id, name: line.ingredient.name, quantity: line.quantity, unit: line.unit })),
    });
  });

  it('needs a session', async () => {
    const response = await svc.http.post('/api/recipes').send(await svc.recipeBody());
    expect(response.status).toBe(401);
  });

  it.each([
    ['a missing title', { title: undefined }, 'title', recipesMessages.recipeTitleRequired],
    ['a blank title', { title: '   ' }, 'title', recipesMessages.recipeTitleRequired],
    ['a title over 100 characters', { title: 'x'.repeat(101) }, 'title', recipesMessages.titleTooLong],
    ['no category', { category: undefined }, 'category', recipesMessages.categoryRequired],
    ['an unknown category', { category: '6f1c8a52-3f6e-4b1e-9d7a-2b1f0c9e8d7a' }, 'category', recipesOwnMessages.categoryNotFound],
    ['a category that is not an id', { category: 'soups' }, 'category', recipesOwnMessages.categoryNotFound],
    ['no prep time', { prepTime: undefined }, 'prepTime', recipesMessages.prepTimeRequired],
    ['a fractional prep time', { prepTime: 1.5 }, 'prepTime', recipesMessages.wholeNumber],
    ['a negative prep time', { prepTime: -1 }, 'prepTime', recipesOwnMessages.prepTimeNegative],
    ['no cook time', { cookTime: undefined }, 'cookTime', recipesMessages.cookTimeRequired],
    ['a negative cook time', { cookTime: -5 }, 'cookTime', recipesMessages.cookTimeMin],
    ['a fractional cook time', { cookTime: 2.5 }, 'cookTime', recipesMessages.wholeNumber],
    ['an absurd time', { cookTime: 1_000_000 }, 'cookTime', recipesOwnMessages.minutesTooLarge],
    ['no ingredients', { ingredients: [] }, 'ingredients', recipesMessages.ingredientsRequired],
    ['an ingredient without a name', { ingredients: [{ name: ' ', quantity: 1, unit: 'g' }] }, 'ingredients.0.name', recipesMessages.ingredientNameRequired],
    ['an ingredient without a quantity', { ingredients: [{ name: 'Salt', unit: 'g' }] }, 'ingredients.0.quantity', recipesMessages.quantityRequired],
    ['a zero quantity', { ingredients: [{ name: 'Salt', quantity: 0, unit: 'g' }] }, 'ingredients.0.quantity', recipesMessages.quantityPositive],
    ['a negative quantity', { ingredients: [{ name: 'Salt', quantity: -2, unit: 'g' }] }, 'ingredients.0.quantity', recipesMessages.quantityPositive],
    ['an ingredient without a unit', { ingredients: [{ name: 'Salt', quantity: 1 }] }, 'ingredients.0.unit', recipesMessages.unitRequired],
    ['a unit outside the list', { ingredients: [{ name: 'Salt', quantity: 1, unit: 'bucket' }] }, 'ingredients.0.unit', recipesOwnMessages.unitInvalid],
    ['no instructions', { instructions: undefined }, 'instructions', recipesMessages.instructionsRequired],
    ['blank instructions', { instructions: '  ' }, 'instructions', recipesMessages.instructionsRequired],
    ['an unknown image', { image: '6f1c8a52-3f6e-4b1e-9d7a-2b1f0c9e8d7a' }, 'image', recipesOwnMessages.imageNotFound],
  ])('refuses %s with 400 and the field error', async (_case, overrides, field, message) => {
    const body = { ...(await svc.recipeBody()), ...overrides } as Record<string, unknown>;
    const response = await svc.http.post('/api/recipes').set(svc.auth(ada)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(response.body.message).toBe(Object.values(response.body.errors)[0]);
  });

  it('answers 409 while the caller has no household yet (svc-household has not announced it)', async () => {
    const token = await svc.token({ id: '0b7d6c1e-5f4a-4c3b-8a29-1e0f9d8c7b6a', name: 'New', email: 'new@example.com' });
    const response = await svc.http.post('/api/recipes').set({ Authorization: `Bearer ${token}` }).send(await svc.recipeBody());
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(noHouseholdMessage);
  });
});

describe('GET /recipes/{id}', () => {
  it('answers a public recipe to anyone, and 404 for an unknown or malformed id', async () => {
    const recipe = await svc.createRecipe(ada);
    const response = await svc.http.get(`/api/recipes/${recipe._id}`).expect(200);
    expect(expectToMatchContract(recipeResponse, response.body)).toEqual(recipe);
    for (const id of ['6f1c8a52-3f6e-4b1e-9d7a-2b1f0c9e8d7a', 'not-an-id']) {
      const missing = await svc.http.get(`/api/recipes/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: recipesMessages.recipeNotFound });
    }
  });
});

describe('PUT /recipes/{id}', () => {
  it('lets the creator change what is sent, keeps the rest, and announces it', async () => {
    const recipe = await svc.createRecipe(ada);
    const category = await svc.category('Starters');
    const response = await svc.http
      .put(`/api/recipes/${recipe._id}`)
      .set(svc.auth(ada))
      .send({ ...recipe, title: 'Roast tomato soup', category: { _id: category, name: 'Starters' }, ingredients: [{ name: 'Garlic', quantity: 2, unit: 'clove' }], isPrivate: true })
      .expect(200);
    const updated = expectToMatchContract(recipeResponse, response.body);
    expect(updated).toMatchObject({ _id: recipe._id, title: 'Roast tomato soup', category: { _id: category }, isPrivate: true, prepTime: 15 });
    expect(updated.ingredients.map((line) => line.ingredient.name)).toEqual(['Garlic']);
    expect(updated.createdAt).toBe(recipe.createdAt);

    const partial = await svc.http.put(`/api/recipes/${recipe._id}`).set(svc.auth(ada)).send({ cookTime: 0 }).expect(200);
    expect(partial.body).toMatchObject({ title: 'Roast tomato soup', cookTime: 0 });
    await svc.publishedOf('recipe.updated', {
      recipeId: recipe._id,
      householdId: ada.householdId,
      createdBy: ada.id,
      title: 'Roast tomato soup',
      isPrivate: true,
      servings: null,
      image: null,
      ingredients: [{ ingredientId: updated.ingredients[0]!.ingredient._id, name: 'Garlic', quantity: 2, unit: 'clove' }],
    });
  });

  it.each([
    ['a blank title', { title: '' }, 'title', recipesMessages.titleRequired],
    ['a long title', { title: 'x'.repeat(101) }, 'title', recipesMessages.titleTooLong],
    ['blank instructions', { instructions: ' ' }, 'instructions', recipesMessages.instructionsRequired],
    ['short instructions', { instructions: 'Stir.' }, 'instructions', recipesMessages.instructionsTooShort],
    ['a negative prep time', { prepTime: -1 }, 'prepTime', recipesOwnMessages.prepTimeNegative],
    ['no ingredients', { ingredients: [] }, 'ingredients', recipesMessages.ingredientsRequired],
    ['an unknown category', { category: '6f1c8a52-3f6e-4b1e-9d7a-2b1f0c9e8d7a' }, 'category', recipesOwnMessages.categoryNotFound],
  ])('refuses %s with 400 and the edit form message', async (_case, body, field, message) => {
    const recipe = await svc.createRecipe(ada);
    const response = await svc.http.put(`/api/recipes/${recipe._id}`).set(svc.auth(ada)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });
});

describe('DELETE /recipes/{id}', () => {
  it('deletes for the creator (204), then the recipe is gone, and announces it', async () => {
    const recipe = await svc.createRecipe(ada);
    await svc.http.delete(`/api/recipes/${recipe._id}`).set(svc.auth(ada)).expect(204);
    await svc.http.get(`/api/recipes/${recipe._id}`).expect(404);
    await svc.http.delete(`/api/recipes/${recipe._id}`).set(svc.auth(ada)).expect(404);
    await svc.publishedOf('recipe.deleted', { recipeId: recipe._id, householdId: ada.householdId });
  });

  it('needs a session', async () => {
    const recipe = await svc.createRecipe(ada);
    await svc.http.delete(`/api/recipes/${recipe._id}`).expect(401);
    await svc.http.put(`/api/recipes/${recipe._id}`).send({ title: 'Mine now' }).expect(401);
  });
});

describe('GET /recipes', () => {
  it('answers a page in the contract shape', async () => {
    await svc.createRecipe(ada);
    const response = await svc.http.get('/api/recipes').expect(200);
    const page = expectToMatchContract(recipeListResponse, response.body);
    expect(page).toMatchObject({ page: 1, limit: 20 });
    expect(page.total).toBeGreaterThan(0);
  });
});
