import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { eventually } from '@hearth/service-kit/testing';
import sharp from 'sharp';
import { startFaultStack, type FaultStack } from './fault-stack';
import { HearthClient, type Member } from './hearth-client';

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

/** A noisy 1400×1000 JPEG: about 2 MB that does not compress. */
function aPhoto(): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
  return sharp({ create: { width: 1400, height: 1000, channels: 3, background: { r: 0, g: 0, b: 0 }, noise } }).jpeg({ quality: 100 }).toBuffer();
}

/** POST /api/recipes/upload as a slow phone sends it: the multipart body in 64 KB pieces, one every 0.4 s. */
async function trickleUpload(who: Member, file: Buffer): Promise<{ status: number; body: { _id?: string; status?: string } }> {
  const boundary = `----hearth${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const body = Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return new Promise((resolve, reject) => {
    const request = http.request(`${stack.baseUrl}/api/recipes/upload`, {
      method: 'POST',
      headers: { ...who.auth, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(body.length) },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
    });
    request.on('error', reject);
    void (async () => {
      for (let at = 0; at < body.length; at += 65_536) {
        request.write(body.subarray(at, at + 65_536));
        await sleep(400);
      }
      request.end();
    })();
  });
}

describe('a long upload', () => {
  it('is taken whole even when sending it lasts longer than nginx waits for a service to answer', async () => {
    const bea = await hearth.member('Bea Slowphone');
    const photo = await aPhoto();
    const started = Date.now();
    const answer = await trickleUpload(bea, photo);
    expect(answer.status).toBe(201);
    expect(answer.body.status).toBe('pending');
    console.log(`a ${(photo.length / 1e6).toFixed(1)} MB upload sent over ${((Date.now() - started) / 1000).toFixed(1)} s: ${answer.status}`);
    await eventually(async () => {
      const [row] = await stack.sql<{ status: string }>('SELECT status FROM recipes.images WHERE id = $1', [answer.body._id]);
      return row!.status === 'ready';
    }, 30_000, 250);
  });
});
