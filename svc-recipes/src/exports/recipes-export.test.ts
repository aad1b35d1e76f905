import { householdArchive } from '@hearth/contracts/archive';
import { recipesOwnMessages as own } from '@hearth/contracts/recipes';
import { archivedRecipe, importJobResponse, recipeResponse } from '@hearth/contracts/recipes/schemas';
import { derivedId, readZip, writeZip } from '@hearth/service-kit';
import { eventually, expectToMatchContract } from '@hearth/service-kit/testing';
import sharp from 'sharp';
import { startRecipesService, type Person, type RecipesHarness } from '../test/recipes-harness';

let svc: RecipesHarness;
let ada: Person;
beforeAll(async () => {
  svc = await startRecipesService();
  ada = await svc.person('Ada');
});
afterAll(() => svc.stop());

const exportOf = (person: Person) => svc.http.get('/api/recipes/export').set(svc.auth(person)).buffer(true).parse((response, done) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
});
const filesOf = (zip: Buffer) => new Map(readZip(zip).map((entry) => [entry.name, entry.data]));
const getRecipe = async (id: string, person: Person) => expectToMatchContract(recipeResponse, (await svc.http.get(`/api/recipes/${id}`).set(svc.auth(person)).expect(200)).body);
const finished = (id: string, person: Person) =>
  eventually(async () => {
    const job = (await svc.http.get(`/api/recipes/imports/${id}`).set(svc.auth(person)).expect(200)).body;
    if (job.status === 'running') throw new Error(`still running: ${job.done} of ${job.total}`);
    return expectToMatchContract(importJobResponse, job);
  });

/** A recipe as a member reads it, without what a restore gives anew (ids, owner, household, picture address). */
const comparable = (recipe: Awaited<ReturnType<typeof getRecipe>>) => ({
  title: recipe.title,
  category: recipe.category?.name ?? null,
  prepTime: recipe.prepTime,
  cookTime: recipe.cookTime,
  servings: recipe.servings,
  sourceUrl: recipe.sourceUrl,
  instructions: recipe.instructions,
  isPrivate: recipe.isPrivate,
  createdAt: recipe.createdAt,
  ingredients: recipe.ingredients.map((line) => ({ name: line.ingredient.name, quantity: line.quantity, unit: line.unit })),
  picture: recipe.image?.status ?? null,
});

async function readyPicture(person: Person): Promise<string> {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
  const image = (await svc.http.post('/api/recipes/upload').set(svc.auth(person)).attach('image', photo, { filename: 'soup.jpg', contentType: 'image/jpeg' }).expect(201)).body;
  await eventually(async () => {
    if (!(await svc.publishedOf('image.processed')).some((event) => event.payload.imageId === image._id)) throw new Error('not processed yet');
  });
  return image._id;
}

describe('GET /recipes/export, restored by POST /recipes/imports', () => {
  it("holds every recipe of the household, and restores into another household equal field by field, once", async () => {
    const soup = await svc.createRecipe(ada, {
      title: 'Roasted Tomato Soup',
      servings: 4,
      sourceUrl: 'https://cooking.example/soup',
      ingredients: [
        { name: 'Tomato', quantity: 6, unit: 'whole' },
        { name: 'Olive oil', quantity: 1.5, unit: 'tbsp' },
      ],
      image: await readyPicture(ada),
    });
    const pie = await svc.createRecipe(ada, { title: 'Family Pie', isPrivate: true, category: await svc.category('Baking', ada), prepTime: 0, cookTime: 50 });
    const bob = await svc.person('Bob');
    await svc.createRecipe(bob, { title: "Bob's Secret Chili", isPrivate: true });

    const response = await exportOf(ada).expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="hearth-ada-s-household-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = filesOf(response.body);
    expect(JSON.parse(files.get(householdArchive.manifest)!.toString())).toMatchObject({ format: 'hearth-household', version: 1, household: "Ada's Household" });
    const part = JSON.parse(files.get(householdArchive.recipes)!.toString());
    expect(part.recipes.map((recipe: unknown) => archivedRecipe.parse(recipe).title).sort()).toEqual(['Family Pie', 'Roasted Tomato Soup']);
    expect(part.categories).toEqual([{ name: 'Baking' }, { name: 'Mains' }]);
    const soupPicture = files.get(`${householdArchive.images}${soup._id}.webp`)!;
    expect((await sharp(soupPicture).metadata()).format).toBe('webp');

    const cleo = await svc.person('Cleo');
    const started = await svc.http.post('/api/recipes/imports').set(svc.auth(cleo)).attach('file', response.body, 'hearth.zip').expect(202);
    const job = await finished(started.body._id, cleo);
    expect(job).toMatchObject({ format: 'hearth', status: 'done', total: 2, skipped: [] });
    for (const original of [soup, pie]) {
      const restoredId = derivedId(cleo.householdId, original._id);
      expect(job.imported).toContainEqual({ _id: restoredId, title: original.title });
      const restored = await eventually(async () => {
        const recipe = await getRecipe(restoredId, cleo);
        if (recipe.image?.status === 'pending') throw new Error('picture still processing');
        return recipe;
      });
      expect(restored.household?._id).toBe(cleo.householdId);
      expect(comparable(restored)).toEqual(comparable(await getRecipe(original._id, ada)));
    }

    const again = await finished((await svc.http.post('/api/recipes/imports').set(svc.auth(cleo)).attach('file', response.body, 'hearth.zip').expect(202)).body._id, cleo);
    expect(again).toMatchObject({ imported: [], skipped: [{ reason: own.importDuplicate }, { reason: own.importDuplicate }] });
  });

  it("shows a household's recipes to its members only", async () => {
    const dora = await svc.person('Dora');
    await svc.createRecipe(dora, { title: 'Dora Dumplings', isPrivate: true });
    const eve = await svc.person('Eve');
    const evesPart = JSON.parse(filesOf((await exportOf(eve).expect(200)).body).get(householdArchive.recipes)!.toString());
    expect(evesPart.recipes).toEqual([]);

    const fred = await svc.join(await svc.person('Fred'), dora.householdId);
    const fredsPart = JSON.parse(filesOf((await exportOf(fred).expect(200)).body).get(householdArchive.recipes)!.toString());
    expect(fredsPart.recipes.map((recipe: { title: string }) => recipe.title)).toEqual(['Dora Dumplings']);

    await svc.removeFromHousehold(fred);
    const refused = await svc.http.get('/api/recipes/export').set(svc.auth(fred)).expect(404);
    expect(refused.body).toEqual({ message: "You don't have a household yet." });
    await svc.http.get('/api/recipes/export').expect(401);
  });

  it('skips a recipe of the file it cannot read and says so, and refuses an export of a newer Hearth', async () => {
    const manifest = (version: number) => ({ name: householdArchive.manifest, data: JSON.stringify({ format: 'hearth-household', version, exportedAt: new Date().toISOString(), household: 'X' }) });
    const recipes = { categories: [], recipes: [{ id: 'x', title: 'Broken Bread', ingredients: 'flour' }] };
    const job = await finished((await svc.http.post('/api/recipes/imports').set(svc.auth(ada)).attach('file', writeZip([manifest(1), { name: householdArchive.recipes, data: JSON.stringify(recipes) }]), 'h.zip').expect(202)).body._id, ada);
    expect(job).toMatchObject({ imported: [], skipped: [{ title: 'Broken Bread', reason: own.importRecipeUnreadable }] });
    const newer = await svc.http.post('/api/recipes/imports').set(svc.auth(ada)).attach('file', writeZip([manifest(2), { name: householdArchive.recipes, data: JSON.stringify(recipes) }]), 'h.zip').expect(400);
    expect(newer.body.message).toContain('version 2');
  });
});
