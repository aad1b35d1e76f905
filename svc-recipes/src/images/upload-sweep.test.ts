import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { recipesOwnMessages } from '@hearth/contracts/recipes';
import { eventually } from '@hearth/service-kit/testing';
import sharp from 'sharp';
import { startRecipesService, type Person, type RecipesHarness } from '../test/recipes-harness';

let svc: RecipesHarness;
let ada: Person;
beforeAll(async () => {
  svc = await startRecipesService({ uploadSweepIntervalMs: 200 });
  ada = await svc.person('Ada');
});
afterAll(() => svc.stop());

const jpeg = (background: string) => sharp({ create: { width: 40, height: 30, channels: 3, background } }).jpeg().toBuffer();

/** Uploads a picture as Ada and waits until it is processed; its id and served URL. */
async function uploaded(data: Buffer): Promise<{ _id: string; url: string }> {
  const response = await svc.http.post('/api/recipes/upload').set(svc.auth(ada)).attach('image', data, { filename: 'a.jpg', contentType: 'image/jpeg' });
  expect(response.status).toBe(201);
  await eventually(async () => expect((await svc.http.get(response.body.url)).status).toBe(200));
  return response.body;
}

/** As if uploaded `hours` ago. */
const age = (imageId: string, hours: number) =>
  svc.sql(`UPDATE "${svc.schema}".images SET created_at = now() - $2 * interval '1 hour' WHERE id = $1`, [imageId, hours]);

describe('the upload sweep', () => {
  it('deletes an upload no recipe took within a day, with its files; one a recipe uses, or younger, stays', async () => {
    const stray = await uploaded(await jpeg('#a11'));
    const used = await uploaded(await jpeg('#1a1'));
    const fresh = await uploaded(await jpeg('#11a'));
    await svc.createRecipe(ada, { image: used._id });
    await age(stray._id, 25);
    await age(used._id, 25);
    await age(fresh._id, 23);

    await eventually(async () => expect((await svc.http.get(stray.url)).status).toBe(404));
    const late = await svc.http.post('/api/recipes').set(svc.auth(ada)).send(await svc.recipeBody({ image: stray._id }));
    expect([late.status, late.body.message]).toEqual([400, recipesOwnMessages.imageNotFound]);
    expect((await svc.http.get(used.url)).status).toBe(200);
    expect((await svc.http.get(fresh.url)).status).toBe(200);
    await svc.createRecipe(ada, { image: fresh._id });
  });

  it('deletes the originals kept for images processed before originals were discarded', async () => {
    const data = await jpeg('#aa1');
    const image = await uploaded(data);
    const hash = createHash('sha256').update(data).digest('hex');
    const original = path.join(svc.dataDir, 'images', 'originals', hash);
    // As an earlier version left it: the original on this replica's disk, named by the image's row.
    await mkdir(path.dirname(original), { recursive: true });
    await writeFile(original, data);
    await svc.sql(`UPDATE "${svc.schema}".images SET original_key = $2 WHERE id = $1`, [image._id, `originals/${hash}`]);

    await eventually(async () => expect(existsSync(original)).toBe(false));
    expect((await svc.http.get(image.url)).status).toBe(200);
  });
});
