import { gzipSync } from 'node:zlib';
import { recipesOwnMessages as own } from '@hearth/contracts/recipes';
import { importJobResponse } from '@hearth/contracts/recipes/schemas';
import { writeZip } from '@hearth/service-kit';
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

const paprika = (recipes: { name: string; photo?: Buffer; categories?: string[] }[]) =>
  writeZip(
    recipes.map((recipe) => ({
      name: `${recipe.name}.paprikarecipe`,
      data: gzipSync(
        JSON.stringify({
          name: recipe.name,
          ingredients: '2 cups flour\n1 tsp salt',
          directions: 'Mix.\nBake 20 minutes.',
          servings: '4 servings',
          prep_time: '10 mins',
          cook_time: '20 mins',
          categories: recipe.categories ?? ['Baking'],
          source_url: `https://bake.example/${encodeURIComponent(recipe.name)}`,
          photo_data: recipe.photo?.toString('base64') ?? '',
        }),
      ),
    })),
  );

const upload = (file: Buffer, person: Person = ada) => svc.http.post('/api/recipes/imports').set(svc.auth(person)).attach('file', file, 'export.zip');
const finished = (id: string, person: Person = ada) =>
  eventually(async () => {
    const job = (await svc.http.get(`/api/recipes/imports/${id}`).set(svc.auth(person)).expect(200)).body;
    if (job.status === 'running') throw new Error(`still running: ${job.done} of ${job.total}`);
    return expectToMatchContract(importJobResponse, job);
  });

describe('POST /recipes/imports', () => {
  it("brings each recipe in as the household's, private, with its category, servings, source and picture, and reports progress", async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c83' } }).webp().toBuffer();
    const started = await upload(paprika([{ name: 'Lemon Bars', photo }, { name: 'Scones', categories: ['Teatime'] }]));
    expect(started.status).toBe(202);
    expect(expectToMatchContract(importJobResponse, started.body)).toMatchObject({ format: 'paprika', total: 2 });

    const job = await finished(started.body._id);
    expect(job).toMatchObject({ status: 'done', total: 2, done: 2, skipped: [] });
    expect(job.imported.map((recipe) => recipe.title).sort()).toEqual(['Lemon Bars', 'Scones']);
    const bars = (await svc.http.get(`/api/recipes/${job.imported.find((recipe) => recipe.title === 'Lemon Bars')!._id}`).set(svc.auth(ada)).expect(200)).body;
    expect(bars).toMatchObject({
      isPrivate: true,
      category: { name: 'Baking' },
      household: { _id: ada.householdId },
      servings: 4,
      prepTime: 10,
      cookTime: 20,
      sourceUrl: 'https://bake.example/Lemon%20Bars',
      instructions: '1. Mix.\n2. Bake 20 minutes.',
      image: { status: expect.stringMatching(/pending|ready/) },
    });
    expect(bars.ingredients.map((line: { ingredient: { name: string }; quantity: number; unit: string }) => [line.quantity, line.unit, line.ingredient.name])).toEqual([
      [2, 'cup', 'flour'],
      [1, 'tsp', 'salt'],
    ]);
  });

  it('reports a recipe already there (same title and source) instead of doubling it', async () => {
    const file = paprika([{ name: 'Shortbread' }]);
    await finished((await upload(file)).body._id);
    const again = await finished((await upload(file)).body._id);
    expect(again).toMatchObject({ status: 'done', imported: [], skipped: [{ title: 'Shortbread', reason: own.importDuplicate }] });
    expect((await svc.http.get('/api/recipes?search=Shortbread').set(svc.auth(ada))).body.total).toBe(1);
  });

  it('stops when cancelled, keeping what came in so far', async () => {
    const big = paprika(Array.from({ length: 300 }, (_, i) => ({ name: `Batch cake ${i}` })));
    const started = (await upload(big)).body;
    const cancelled = (await svc.http.delete(`/api/recipes/imports/${started._id}`).set(svc.auth(ada)).expect(200)).body;
    expect(cancelled.status).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const job = (await svc.http.get(`/api/recipes/imports/${started._id}`).set(svc.auth(ada))).body;
    expect(job.status).toBe('cancelled');
    expect(job.done).toBeLessThan(300);
    expect(job.imported.length).toBeLessThanOrEqual(job.done);
  });

  it("refuses what no app wrote and hostile archives with a 400, and shows an import only to its household", async () => {
    const refused = async (file: Buffer, message: string) => {
      const response = await upload(file);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
    };
    await refused(Buffer.from('not a zip at all'), own.importFileRefused);
    await refused(writeZip([{ name: '../../etc/cron.d/evil', data: 'x' }]), 'points outside the archive');
    await refused(writeZip([{ name: 'zeros.paprikarecipe', data: Buffer.alloc(80 * 1024 * 1024) }]), 'unpacks to more than it may');

    const job = (await upload(paprika([{ name: 'Private pie' }]))).body;
    const stranger = await svc.person('Stan');
    await svc.http.get(`/api/recipes/imports/${job._id}`).set(svc.auth(stranger)).expect(404, { message: own.importNotFound });
    await svc.http.delete(`/api/recipes/imports/${job._id}`).set(svc.auth(stranger)).expect(404, { message: own.importNotFound });
    await svc.http.get('/api/recipes/imports/not-an-id').set(svc.auth(ada)).expect(404, { message: own.importNotFound });
    await svc.http.post('/api/recipes/imports').attach('file', paprika([{ name: 'x' }]), 'export.zip').expect(401);
  });
});
