import { eventually } from '@hearth/service-kit/testing';
import sharp from 'sharp';
import { startRecipesService, type Person, type RecipesHarness } from '../test/recipes-harness';
import { MAX_RENDER_ATTEMPTS } from './image-worker';

let svc: RecipesHarness;
let ada: Person;
beforeAll(async () => {
  svc = await startRecipesService();
  ada = await svc.person('Ada');
});
afterAll(() => svc.stop());

/** Uploads a picture and lets the worker render it; its id and what the worker announced. */
async function uploaded(background: string) {
  const data = await sharp({ create: { width: 300, height: 200, channels: 3, background } }).jpeg().toBuffer();
  const response = await svc.http.post('/api/recipes/upload').set(svc.auth(ada)).attach('image', data, { filename: 'a.jpg', contentType: 'image/jpeg' });
  expect(response.status).toBe(201);
  const id = response.body._id as string;
  await eventually(async () => (await imageRow(id)).status !== 'pending');
  return id;
}

async function imageRow(id: string) {
  const [row] = await svc.sql<{ status: string; render_attempts: number }>(`SELECT status, render_attempts FROM "${svc.schema}".images WHERE id = $1`, [id]);
  return row!;
}

describe('the image worker after a crash', () => {
  it('renders an image whose earlier rendering was cut short (the event comes again) and counts the attempt', async () => {
    const id = await uploaded('#c33');
    expect(await imageRow(id)).toEqual({ status: 'ready', render_attempts: 1 });
    // As after a worker killed mid-render: its transaction rolled back, the attempt stayed counted.
    await svc.sql(`UPDATE "${svc.schema}".images SET status = 'pending', processed_at = NULL WHERE id = $1`, [id]);
    await svc.deliver('image.uploaded', { imageId: id, recipeId: null, uploadedBy: ada.id });
    expect(await imageRow(id)).toEqual({ status: 'ready', render_attempts: 2 });
  });

  it(`gives up on a picture whose rendering never finished ${MAX_RENDER_ATTEMPTS} times: failed, not pending for ever`, async () => {
    const id = await uploaded('#3c3');
    await svc.sql(`UPDATE "${svc.schema}".images SET status = 'pending', processed_at = NULL, render_attempts = $2 WHERE id = $1`, [id, MAX_RENDER_ATTEMPTS]);
    await svc.deliver('image.uploaded', { imageId: id, recipeId: null, uploadedBy: ada.id });
    expect((await imageRow(id)).status).toBe('failed');
    const announced = (await svc.publishedOf('image.processed')).filter((event) => event.payload.imageId === id);
    expect(announced.at(-1)!.payload).toEqual({ imageId: id, status: 'failed', url: null });
  });
});
