import { eventually } from '@hearth/service-kit/testing';
import sharp from 'sharp';
import { startFaultStack, type FaultStack } from './fault-stack';
import { HearthClient } from './hearth-client';

jest.setTimeout(180_000);

let stack: FaultStack;
let hearth: HearthClient;

beforeAll(async () => {
  stack = await startFaultStack();
  hearth = new HearthClient(stack.baseUrl);
});
afterAll(() => stack?.stop());

/** A PNG of 49 megapixels: tiny to send, but the worker decodes every pixel, which takes a while. */
function aLargePicture(): Promise<Buffer> {
  return sharp({ create: { width: 7000, height: 7000, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
}

/** Whether the image worker is inside its transaction for `imageId` (its row locked, the sizes being rendered). */
async function workerIsRendering(): Promise<boolean> {
  const rows = await stack.sql(
    `SELECT 1 FROM pg_stat_activity
     WHERE datname = current_database() AND state = 'idle in transaction' AND query LIKE '%images WHERE id = $1 FOR UPDATE%'`,
  );
  return rows.length > 0;
}

async function imageStatus(imageId: string): Promise<string> {
  const [row] = await stack.sql<{ status: string }>('SELECT status FROM recipes.images WHERE id = $1', [imageId]);
  return row!.status;
}

describe('the image worker killed mid-processing', () => {
  it('finishes the image after svc-recipes restarts: the recipe shows it ready, never pending for good', async () => {
    const ada = await hearth.member('Ada Baker');
    const category = await hearth.category(ada, 'Breads');
    const picture = await aLargePicture();

    const imageId = await hearth.upload(ada, picture);
    await eventually(workerIsRendering, 30_000, 10);
    await stack.services.recipes!.kill('SIGKILL');
    // Killed inside its transaction: nothing of the half-done work was kept.
    expect(await imageStatus(imageId)).toBe('pending');

    await stack.services.recipes!.start();
    const recipeId = await hearth.recipe(ada, 'Country Loaf', { category, image: imageId });
    const image = await eventually(async () => {
      const recipe = await hearth.expect<{ image: { status: string; url: string; cardUrl: string } }>(200, 'GET', `/recipes/${recipeId}`, { who: ada });
      if (recipe.image.status === 'pending') throw new Error('the image is still pending');
      return recipe.image;
    }, 60_000, 250);
    expect(image.status).toBe('ready');
    for (const url of [image.url, image.cardUrl]) {
      const served = await fetch(`${stack.baseUrl}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
  });
});
