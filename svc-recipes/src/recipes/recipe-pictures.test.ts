import type { EventPayload } from '@hearth/events';
import { eventually, testDatabaseUrl } from '@hearth/service-kit/testing';
import { Client } from 'pg';
import sharp from 'sharp';
import type { MigrationInterface } from 'typeorm';
import { AnnounceRecipePictures1738200000000 } from '../migrations/1738200000000-announce-recipe-pictures';
import { startRecipesService, type Person, type RecipesHarness } from '../test/recipes-harness';

let svc: RecipesHarness;
let ada: Person;
beforeAll(async () => {
  svc = await startRecipesService();
  ada = await svc.person('Ada');
});
afterAll(() => svc.stop());

type Announcement = EventPayload<'recipe.updated'>;

/** Uploads a picture of one colour; its id once the worker has made it ready. */
async function readyPicture(background: string): Promise<string> {
  const data = await sharp({ create: { width: 120, height: 90, channels: 3, background } }).jpeg().toBuffer();
  const response = await svc.http.post('/api/recipes/upload').set(svc.auth(ada)).attach('image', data, { filename: 'a.jpg', contentType: 'image/jpeg' });
  expect(response.status).toBe(201);
  const id = response.body._id as string;
  await eventually(async () => {
    const [row] = await svc.sql<{ status: string }>(`SELECT status FROM "${svc.schema}".images WHERE id = $1`, [id]);
    if (row?.status !== 'ready') throw new Error('not ready yet');
  });
  return id;
}

/** The recipe's picture as GET /recipes/{id} answers it, as the events tell it. */
async function servedPicture(recipeId: string) {
  const { image } = (await svc.http.get(`/api/recipes/${recipeId}`).expect(200)).body;
  return image ? { url: image.url, cardUrl: image.cardUrl } : null;
}

/** The `type` events published about the recipe so far (waiting for `count` of them), oldest first. */
async function announcementsOf(type: 'recipe.created' | 'recipe.updated', recipeId: string, count = 1) {
  return eventually(async () => {
    const found = (await svc.publishedOf(type)).filter((event) => event.payload.recipeId === recipeId);
    if (found.length < count) throw new Error(`${found.length} of ${count} ${type} so far`);
    return found;
  });
}

/** Runs a migration on the test's schema, as the service's migration run would. */
async function migrate(migration: MigrationInterface): Promise<void> {
  const client = new Client({ connectionString: testDatabaseUrl, options: `-c search_path="${svc.schema}",public` });
  await client.connect();
  try {
    await migration.up({ query: async (text: string, params?: unknown[]) => (await client.query(text, params)).rows } as never);
  } finally {
    await client.end();
  }
}

describe("a recipe's picture in its announcements", () => {
  it('is announced with a new recipe as the API serves it, and null for a recipe without one', async () => {
    const pictured = await svc.createRecipe(ada, { image: await readyPicture('#c33') });
    const [created] = await announcementsOf('recipe.created', pictured._id);
    expect(created!.payload.image).toEqual(await servedPicture(pictured._id));
    expect(created!.payload.image).toEqual({ url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{32}-detail-v1\.webp$/), cardUrl: expect.stringMatching(/-card-v1\.webp$/) });

    const plain = await svc.createRecipe(ada);
    expect((await announcementsOf('recipe.created', plain._id))[0]!.payload.image).toBeNull();
  });

  it('is announced by a recipe.updated when it becomes ready after the recipe was announced', async () => {
    const image = await readyPicture('#3c3');
    // As while the worker still renders it: the recipe is announced without a picture.
    await svc.sql(`UPDATE "${svc.schema}".images SET status = 'pending', processed_at = NULL WHERE id = $1`, [image]);
    const recipe = await svc.createRecipe(ada, { image });
    expect((await announcementsOf('recipe.created', recipe._id))[0]!.payload.image).toBeNull();

    await svc.deliver('image.uploaded', { imageId: image, recipeId: null, uploadedBy: ada.id });
    const [updated] = await announcementsOf('recipe.updated', recipe._id);
    expect(updated!.payload).toEqual({ ...(await announcementsOf('recipe.created', recipe._id))[0]!.payload, image: await servedPicture(recipe._id) });
    expect(updated!.payload.image).not.toBeNull();
  });

  it('is announced when an edit replaces or removes it', async () => {
    const recipe = await svc.createRecipe(ada, { image: await readyPicture('#33c') });
    const edit = (body: object) => svc.http.put(`/api/recipes/${recipe._id}`).set(svc.auth(ada)).send(body).expect(200);

    const replacement = await readyPicture('#cc3');
    await edit({ image: replacement });
    const [replaced] = await announcementsOf('recipe.updated', recipe._id);
    expect(replaced!.payload.image).toEqual(await servedPicture(recipe._id));
    expect(replaced!.payload.image).not.toEqual((await announcementsOf('recipe.created', recipe._id))[0]!.payload.image);

    await edit({ image: null });
    const removed = await announcementsOf('recipe.updated', recipe._id, 2);
    expect(removed[1]!.payload.image).toBeNull();
  });

  it('is announced once more for every recipe that has one, by the migration, with the recipe as its events tell it', async () => {
    const pictured = await svc.createRecipe(ada, { image: await readyPicture('#3cc'), servings: 4 });
    const plain = await svc.createRecipe(ada);
    const [created] = await announcementsOf('recipe.created', pictured._id);

    await migrate(new AnnounceRecipePictures1738200000000());
    const byMigration = (events: { correlationId: string; payload: Announcement }[], recipeId: string) =>
      events.filter((event) => event.correlationId === 'recipe-pictures-announced' && event.payload.recipeId === recipeId);
    const announced = await eventually(async () => {
      const found = byMigration(await svc.publishedOf('recipe.updated'), pictured._id);
      if (found.length === 0) throw new Error('not announced yet');
      return found;
    });
    expect(announced.map((event) => event.payload)).toEqual([created!.payload]);
    expect(byMigration(await svc.publishedOf('recipe.updated'), plain._id)).toEqual([]);
  });
});
