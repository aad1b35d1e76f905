import { recipesMessages, recipesOwnMessages } from '@hearth/contracts/recipes';
import {
  categoryConflictResponse,
  categoryListResponse,
  categoryResponse,
  ingredientConflictResponse,
  ingredientListResponse,
  ingredientResponse,
} from '@hearth/contracts/recipes/schemas';
import { expectToMatchContract } from '@hearth/service-kit/testing';
import { startRecipesService, type Person, type RecipesHarness } from '../test/recipes-harness';

let svc: RecipesHarness;
let ada: Person;
beforeAll(async () => {
  svc = await startRecipesService();
  ada = await svc.person('Ada');
});
afterAll(() => svc.stop());

describe('categories', () => {
  it('creates one (201), lists them by name and reads one; unknown ids are 404', async () => {
    const created = expectToMatchContract(categoryResponse, (await svc.http.post('/api/categories').set(svc.auth(ada)).send({ name: '  Pasta ' }).expect(201)).body);
    expect(created.name).toBe('Pasta');
    await svc.http.post('/api/categories').set(svc.auth(ada)).send({ name: 'Bakes' }).expect(201);
    const all = expectToMatchContract(categoryListResponse, (await svc.http.get('/api/categories').expect(200)).body);
    expect(all.map((category) => category.name)).toEqual(['Bakes', 'Pasta']);
    expect((await svc.http.get(`/api/categories/${created._id}`).expect(200)).body).toEqual(created);
    for (const id of ['6f1c8a52-3f6e-4b1e-9d7a-2b1f0c9e8d7a', 'nope']) {
      expect((await svc.http.get(`/api/categories/${id}`).expect(404)).body).toEqual({ message: recipesOwnMessages.categoryNotFound });
    }
  });

  it('answers a duplicate name, in any case, with 409 {message, category} carrying the existing one', async () => {
    const first = (await svc.http.post('/api/categories').set(svc.auth(ada)).send({ name: 'Breakfast' }).expect(201)).body;
    const again = await svc.http.post('/api/categories').set(svc.auth(ada)).send({ name: 'BREAKFAST' }).expect(409);
    expect(expectToMatchContract(categoryConflictResponse, again.body)).toEqual({ message: recipesOwnMessages.categoryExists, category: first });
  });

  it('gives one winner when the same name is posted at once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => svc.http.post('/api/categories').set(svc.auth(ada)).send({ name: 'Racy' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it.each([
    [{}, recipesOwnMessages.categoryNameRequired],
    [{ name: '  ' }, recipesOwnMessages.categoryNameRequired],
    [{ name: 'x'.repeat(51) }, recipesOwnMessages.categoryNameTooLong],
  ])('refuses %j with 400', async (body, message) => {
    const response = await svc.http.post('/api/categories').set(svc.auth(ada)).send(body).expect(400);
    expect(response.body).toEqual({ message, errors: { name: message } });
  });

  it('needs a session to create', async () => {
    await svc.http.post('/api/categories').send({ name: 'Guest food' }).expect(401);
  });
});

describe('ingredients', () => {
  it('creates one (201), reads it, searches the catalogue by name; duplicates are 409 with the existing one', async () => {
    const created = expectToMatchContract(ingredientResponse, (await svc.http.post('/api/ingredients').set(svc.auth(ada)).send({ name: 'Nutmeg' }).expect(201)).body);
    expect((await svc.http.get(`/api/ingredients/${created._id}`).expect(200)).body).toEqual(created);
    await svc.http.get('/api/ingredients/6f1c8a52-3f6e-4b1e-9d7a-2b1f0c9e8d7a').expect(404);
    const again = await svc.http.post('/api/ingredients').set(svc.auth(ada)).send({ name: 'nutmeg' }).expect(409);
    expect(expectToMatchContract(ingredientConflictResponse, again.body).ingredient).toEqual(created);
    // Announced once, for shopping lists; the duplicate announces nothing.
    await svc.publishedOf('ingredient.created', { ingredientId: created._id, name: 'Nutmeg' });
    expect((await svc.publishedOf('ingredient.created')).filter((event) => event.payload.name.toLowerCase() === 'nutmeg')).toHaveLength(1);

    await svc.createRecipe(ada, { ingredients: [{ name: 'Nut butter', quantity: 1, unit: 'tbsp' }] });
    const found = expectToMatchContract(ingredientListResponse, (await svc.http.get('/api/ingredients?search=NUT').expect(200)).body);
    expect(found.map((ingredient) => ingredient.name)).toEqual(['Nut butter', 'Nutmeg']);
    expect((await svc.http.get('/api/ingredients?limit=1').expect(200)).body).toHaveLength(1);
    await svc.http.get('/api/ingredients?limit=0').expect(400);
  });

  it('refuses a blank name with 400 and needs a session', async () => {
    const response = await svc.http.post('/api/ingredients').set(svc.auth(ada)).send({ name: '' }).expect(400);
    expect(response.body.errors.name).toBe(recipesMessages.ingredientNameRequired);
    await svc.http.post('/api/ingredients').send({ name: 'Salt' }).expect(401);
  });
});

describe("a private recipe's ingredients", () => {
  it('are listed to its household and creator only, never to guests or other households, by search or by id', async () => {
    const cook = await svc.person('Cook');
    const stranger = await svc.person('Stranger');
    const secret = `Grandma's secret spice ${Date.now()}`;
    await svc.createRecipe(cook, { isPrivate: true, ingredients: [{ name: secret, quantity: 1, unit: 'pinch' }] });
    const search = `/api/ingredients?search=${encodeURIComponent(secret.toLowerCase())}`;
    expect((await svc.http.get(search).set(svc.auth(cook)).expect(200)).body.map((i: { name: string }) => i.name)).toEqual([secret]);
    expect((await svc.http.get(search).expect(200)).body).toEqual([]);
    expect((await svc.http.get(search).set(svc.auth(stranger)).expect(200)).body).toEqual([]);
    const [entry] = (await svc.http.get(search).set(svc.auth(cook))).body;
    await svc.http.get(`/api/ingredients/${entry._id}`).set(svc.auth(cook)).expect(200);
    await svc.http.get(`/api/ingredients/${entry._id}`).set(svc.auth(stranger)).expect(404);
    await svc.http.get(`/api/ingredients/${entry._id}`).expect(404);

    // Adding the same name tells nothing of the recipe: it becomes everyone's entry, as if new.
    const added = await svc.http.post('/api/ingredients').set(svc.auth(stranger)).send({ name: secret }).expect(201);
    expect(added.body).toEqual({ _id: entry._id, name: secret });
    expect((await svc.http.get(search).expect(200)).body).toEqual([added.body]);
    await svc.http.post('/api/ingredients').set(svc.auth(cook)).send({ name: secret }).expect(409);
  });
});

describe('a flood of new names by one account', () => {
  it('is held to 20 new categories a day: then 429 {message} with Retry-After; duplicates count nothing, other accounts go on', async () => {
    const flooder = await svc.person('Flo');
    const add = (name: string, who = flooder) => svc.http.post('/api/categories').set(svc.auth(who)).send({ name });
    for (let i = 0; i < 20; i++) {
      await add(`Flood category ${i}`).expect(201);
      if (i === 0) await add('flood category 0').expect(409);
    }
    const refused = await add('Flood category 20');
    expect([refused.status, refused.body]).toEqual([429, { message: recipesOwnMessages.tooManyNewCategories }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await svc.http.get('/api/categories')).body.map((c: { name: string }) => c.name)).not.toContain('Flood category 20');
    await add('Flood category 20', await svc.person('Neighbour')).expect(201);
  });

  it('is held to 100 new ingredients a day: then 429 {message}', async () => {
    const flooder = await svc.person('Ingrid');
    const add = (name: string) => svc.http.post('/api/ingredients').set(svc.auth(flooder)).send({ name });
    for (let i = 0; i < 100; i++) await add(`Flood spice ${i}`).expect(201);
    const refused = await add('Flood spice 100');
    expect([refused.status, refused.body]).toEqual([429, { message: recipesOwnMessages.tooManyNewIngredients }]);
  });

  it('pushes no category recipes use out of the list, whatever the number of unused ones (many accounts over many days)', async () => {
    const cook = await svc.person('Zed');
    const used = (await svc.http.post('/api/categories').set(svc.auth(cook)).send({ name: 'Zesty mains' }).expect(201)).body;
    await svc.createRecipe(cook, { category: used._id });
    await svc.sql(`INSERT INTO "${svc.schema}".categories (name) SELECT 'Aaa flood ' || lpad(n::text, 4, '0') FROM generate_series(1, 1000) n`);
    const names: string[] = (await svc.http.get('/api/categories').expect(200)).body.map((c: { name: string }) => c.name);
    expect(names).toHaveLength(1000);
    expect(names).toEqual(expect.arrayContaining(['Zesty mains', 'Mains']));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('ranks an ingredient search: the exact name, then names in use, before a flood of unused ones', async () => {
    await svc.http.post('/api/ingredients').set(svc.auth(ada)).send({ name: 'Tomato' }).expect(201);
    await svc.createRecipe(ada, { ingredients: [{ name: 'Tomatoes, tinned', quantity: 1, unit: 'whole' }] });
    await svc.sql(`INSERT INTO "${svc.schema}".ingredients (name, listed) SELECT 'Tomato ' || lpad(n::text, 3, '0'), true FROM generate_series(1, 60) n`);
    const found: string[] = (await svc.http.get('/api/ingredients?search=tomato').expect(200)).body.map((i: { name: string }) => i.name);
    expect(found).toHaveLength(50);
    expect(found.slice(0, 2)).toEqual(['Tomato', 'Tomatoes, tinned']);
  });
});
