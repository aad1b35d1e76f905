import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Service } from '@hearth/service-kit';
import { eventually, silentLogger, TestBus, testDatabaseUrl } from '@hearth/service-kit/testing';
import sharp from 'sharp';
import request from 'supertest';
import { createRecipesService } from '../recipes-service';
import { startRecipesService, type Person, type RecipesHarness } from '../test/recipes-harness';
import { PART_BYTES } from './database-image-storage';

let svc: RecipesHarness;
let ada: Person;
const replicas: Service[] = [];
const folders: string[] = [];

beforeAll(async () => {
  svc = await startRecipesService();
  ada = await svc.person('Ada');
});
afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  await svc.stop();
});

/** Another replica of svc-recipes on the same schema, with a disk (data folder) of its own. */
async function startReplica(dataDir?: string) {
  const folder = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'hearth-replica-')));
  folders.push(folder);
  const logger = silentLogger();
  const replica = createRecipesService({ databaseUrl: testDatabaseUrl, schema: svc.schema, bus: new TestBus(logger), logger, keys: svc.signingKey.keySource, dataDir: folder, poolSize: 2 });
  replicas.push(replica);
  await replica.start();
  return request(replica.app.callback());
}

const bytesOf = (client: ReturnType<typeof request>, url: string) =>
  client.get(url).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** A noisy picture, so its WebP sizes do not compress to a few bytes. */
async function photo(seed: number, width = 900, height = 700): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let noise = seed;
  for (let i = 0; i < pixels.length; i += 1) {
    noise = (noise * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = noise >> 23;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

describe('image files every replica reads', () => {
  it('serves a picture uploaded through one replica from another, byte for byte, cacheable for a year', async () => {
    const other = await startReplica();
    const uploaded = await svc.http.post('/api/recipes/upload').set(svc.auth(ada)).attach('image', await photo(1), { filename: 'a.jpg', contentType: 'image/jpeg' });
    expect(uploaded.status).toBe(201);
    await eventually(async () => expect((await svc.http.get(uploaded.body.url)).status).toBe(200));
    for (const url of [uploaded.body.url, uploaded.body.cardUrl]) {
      const here = await bytesOf(svc.http, url);
      const there = await bytesOf(other, url);
      expect(there.status).toBe(200);
      expect(there.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(there.headers['content-length'])).toBe((there.body as Buffer).length);
      expect(Buffer.compare(there.body as Buffer, here.body as Buffer)).toBe(0);
    }
    // A large file is kept in parts and read back whole.
    const [detail] = await svc.sql<{ size: number; parts: number }>(`SELECT size, parts FROM "${svc.schema}".image_files WHERE name = $1`, [uploaded.body.url.split('/').pop()]);
    expect(detail!.parts).toBe(Math.ceil(detail!.size / PART_BYTES));
    expect(detail!.parts).toBeGreaterThan(1);
  });

  it('moves the files an earlier version kept on a replica disk into the database on start, serving them all the while', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-legacy-'));
    const hash = 'ab'.repeat(32);
    const card = `${hash.slice(0, 32)}-card-v1.webp`;
    const cardBytes = await sharp(await photo(2, 320, 240)).webp().toBuffer();
    await mkdir(path.join(dataDir, 'images', 'originals'), { recursive: true });
    await writeFile(path.join(dataDir, 'images', card), cardBytes);
    await writeFile(path.join(dataDir, 'images', 'originals', hash), await photo(3, 100, 100));
    await writeFile(path.join(dataDir, 'images', `${card}.123.456.part`), cardBytes.subarray(0, 10));
    await writeFile(path.join(dataDir, 'images', 'README.txt'), 'not an image');

    const legacy = await startReplica(dataDir);
    expect((await bytesOf(legacy, `/api/images/${card}`)).status).toBe(200);
    await eventually(async () => expect(existsSync(path.join(dataDir, 'images', card))).toBe(false));
    const served = await bytesOf(svc.http, `/api/images/${card}`);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.body as Buffer, cardBytes)).toBe(0);
    expect(await svc.sql(`SELECT name FROM "${svc.schema}".image_files WHERE name = $1`, [`originals/${hash}`])).toEqual([{ name: `originals/${hash}` }]);
    // What is not an image file stays where it was; the half-written file is gone.
    expect(await readdir(path.join(dataDir, 'images'))).toEqual(['README.txt']);
  });
});
