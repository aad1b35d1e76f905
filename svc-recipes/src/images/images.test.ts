import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { recipesLimits, recipesMessages, recipesOwnMessages } from '@hearth/contracts/recipes';
import { recipeResponse, uploadedImageResponse } from '@hearth/contracts/recipes/schemas';
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

const picture = (width = 300, height = 200, background = '#c33') => sharp({ create: { width, height, channels: 3, background } });

/** A photo as a phone takes it: rotated by EXIF, with the photographer's name and GPS position. */
const phonePhoto = () =>
  picture()
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Artist: 'Ada Lovelace' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();

/** A 1×1 PNG whose header claims 30000×30000: tiny on disk, 900 megapixels once decoded. */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await picture(1, 1).png().toBuffer());
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const upload = (data: Buffer, filename = 'photo.jpg', person: Person | null = ada) => {
  const request = svc.http.post('/api/recipes/upload');
  return (person ? request.set(svc.auth(person)) : request).attach('image', data, { filename, contentType: 'image/jpeg' });
};

async function uploadAndProcess(data: Buffer, filename?: string) {
  const response = await upload(data, filename);
  expect(response.status).toBe(201);
  const image = expectToMatchContract(uploadedImageResponse, response.body);
  const events = await eventually(async () => {
    const found = (await svc.publishedOf('image.processed')).filter((event) => event.payload.imageId === image._id);
    if (found.length === 0) throw new Error('not processed yet');
    return found;
  });
  return { image, status: events[0]!.payload.status };
}

/** Whether the file `url` serves is stored. */
const isStored = async (url: string) =>
  (await svc.sql(`SELECT 1 FROM "${svc.schema}".image_files WHERE name = $1`, [url.split('/').pop()])).length === 1;

/** The bytes `GET url` answers. */
const served = (url: string) =>
  svc.http.get(url).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('POST /recipes/upload', () => {
  it('stores a JPEG, answers {_id, url, status: pending} at once and announces image.uploaded', async () => {
    const response = await upload(await picture().jpeg().toBuffer());
    expect(response.status).toBe(201);
    const image = expectToMatchContract(uploadedImageResponse, response.body);
    expect(image.url).toMatch(/^\/api\/images\/[0-9a-f]{32}-detail-v1\.webp$/);
    expect(image.cardUrl).toMatch(/^\/api\/images\/[0-9a-f]{32}-card-v1\.webp$/);
    await svc.publishedOf('image.uploaded', { imageId: image._id, recipeId: null, uploadedBy: ada.id });
  });

  it.each([
    ['JPEG', () => picture().jpeg().toBuffer(), 'a.jpg'],
    ['PNG', () => picture(400, 300, '#3c3').png().toBuffer(), 'a.png'],
    ['GIF', () => picture(120, 80, '#33c').gif().toBuffer(), 'a.gif'],
  ])('turns a %s into WebP card and detail sizes served for a year', async (_type, make, filename) => {
    const { image, status } = await uploadAndProcess(await make(), filename);
    expect(status).toBe('ready');
    for (const url of [image.url, image.cardUrl!]) {
      const answer = await served(url);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(answer.body as Buffer).metadata()).format).toBe('webp');
    }
  });

  it('turns a phone photo upright and strips its EXIF and GPS', async () => {
    const { image, status } = await uploadAndProcess(await phonePhoto());
    expect(status).toBe('ready');
    const detail = (await served(image.url)).body as Buffer;
    const metadata = await sharp(detail).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 300]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(detail.includes('Ada Lovelace')).toBe(false);
  });

  it('keeps no original once processed: the name and GPS position a phone wrote are in no file it keeps', async () => {
    const photo = await phonePhoto();
    expect((await uploadAndProcess(photo)).status).toBe('ready');
    const hash = createHash('sha256').update(photo).digest('hex');
    expect(await svc.sql(`SELECT name FROM "${svc.schema}".image_files WHERE name = $1`, [`originals/${hash}`])).toEqual([]);
    const withMetadata = await svc.sql(`SELECT name FROM "${svc.schema}".image_file_parts WHERE position(convert_to('Ada Lovelace', 'UTF8') IN data) > 0`);
    expect(withMetadata).toEqual([]);
    expect(existsSync(path.join(svc.dataDir, 'images'))).toBe(false);
  });

  it("answers 429 with a message to a user with 20 uploads of the day no recipe uses; using one makes room", async () => {
    const bea = await svc.person('Bea');
    const data = await picture(20, 20, '#d4a').jpeg().toBuffer();
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) ids.push((await upload(data, 'a.jpg', bea).expect(201)).body._id);
    const refused = await upload(data, 'a.jpg', bea);
    expect([refused.status, refused.body]).toEqual([
      429,
      { message: 'You have 20 uploaded images not used in any recipe: use one, or try again tomorrow' },
    ]);
    expect((await upload(data, 'a.jpg', ada)).status).toBe(201);
    await svc.createRecipe(bea, { image: ids[0] });
    expect((await upload(data, 'a.jpg', bea)).status).toBe(201);
  });

  it("refuses a text file named .png with 400 'Please select an image file'", async () => {
    const response = await upload(Buffer.from('just some text, honestly'), 'notes.png');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(recipesMessages.imageTypeInvalid);
  });

  it('refuses a request without a file, or one that is not multipart', async () => {
    const noFile = await svc.http.post('/api/recipes/upload').set(svc.auth(ada)).field('title', 'x');
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe(recipesMessages.imageTypeInvalid);
    const json = await svc.http.post('/api/recipes/upload').set(svc.auth(ada)).send({ image: 'x' });
    expect(json.status).toBe(400);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const big = Buffer.alloc(recipesLimits.imageMaxBytes + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const response = await upload(big);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: recipesMessages.imageTooLarge });
  });

  it('marks a truncated JPEG and a pixel bomb failed, without crashing the worker', async () => {
    const whole = await picture(800, 600).jpeg().toBuffer();
    expect((await uploadAndProcess(whole.subarray(0, Math.floor(whole.length / 2)))).status).toBe('failed');
    const bomb = await uploadAndProcess(await pixelBomb(), 'bomb.png');
    expect(bomb.status).toBe('failed');
    await svc.http.get(bomb.image.url).expect(404);
    // The worker goes on with the next one.
    expect((await uploadAndProcess(await picture(10, 10, '#abc').png().toBuffer())).status).toBe('ready');
  });

  it('needs a session', async () => {
    expect((await upload(await picture().jpeg().toBuffer(), 'a.jpg', null)).status).toBe(401);
  });
});

describe('images on recipes', () => {
  it("shows the image's status on every recipe using it, and serves nothing but processed files", async () => {
    const { image } = await uploadAndProcess(await picture(50, 50, '#123').jpeg().toBuffer());
    const recipe = await svc.createRecipe(ada, { image: image._id });
    const shown = expectToMatchContract(recipeResponse, (await svc.http.get(`/api/recipes/${recipe._id}`)).body);
    expect(shown.image).toEqual({ _id: image._id, url: image.url, cardUrl: image.cardUrl, status: 'ready' });
    const hash = image.url.split('/').pop()!.slice(0, 32);
    await svc.http.get(`/api/images/originals%2F${hash}`).expect(404);
    await svc.http.get('/api/images/..%2F..%2Fetc%2Fpasswd').expect(404, { message: recipesOwnMessages.imageNotFound });
  });

  it('a recipe shows a pending image, then ready once processed', async () => {
    const response = await upload(await picture(60, 60, '#456').jpeg().toBuffer());
    const recipe = await svc.createRecipe(ada, { image: response.body._id });
    expect(['pending', 'ready']).toContain(recipe.image.status);
    await eventually(async () => expect((await svc.http.get(`/api/recipes/${recipe._id}`)).body.image.status).toBe('ready'));
  });

  it('deleting a recipe removes its image files unless another image still uses them', async () => {
    const data = await picture(70, 70, '#789').jpeg().toBuffer();
    const first = await uploadAndProcess(data);
    const second = await uploadAndProcess(data);
    expect(second.image.url).toBe(first.image.url);
    const a = await svc.createRecipe(ada, { image: first.image._id });
    const b = await svc.createRecipe(ada, { image: second.image._id });
    await svc.http.delete(`/api/recipes/${a._id}`).set(svc.auth(ada)).expect(204);
    expect(await isStored(first.image.url)).toBe(true);
    await svc.http.delete(`/api/recipes/${b._id}`).set(svc.auth(ada)).expect(204);
    expect(await isStored(first.image.url)).toBe(false);
    await svc.http.get(first.image.url).expect(404);
  });

  it('replacing or removing the image on edit frees the old one', async () => {
    const old = await uploadAndProcess(await picture(80, 80, '#9ab').jpeg().toBuffer());
    const recipe = await svc.createRecipe(ada, { image: old.image._id });
    const fresh = await uploadAndProcess(await picture(81, 81, '#9ac').jpeg().toBuffer());
    const updated = await svc.http.put(`/api/recipes/${recipe._id}`).set(svc.auth(ada)).send({ image: fresh.image }).expect(200);
    expect(updated.body.image._id).toBe(fresh.image._id);
    expect(await isStored(old.image.url)).toBe(false);
    const cleared = await svc.http.put(`/api/recipes/${recipe._id}`).set(svc.auth(ada)).send({ image: null }).expect(200);
    expect(cleared.body.image).toBeNull();
    expect(await isStored(fresh.image.url)).toBe(false);
  });
});
