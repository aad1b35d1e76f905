import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { call, eventually, registerUser, type RegisteredUser } from '@hearth/load-scenarios';
import { buildHearth, makeHearthFolder, startHearth, stopHearth, type RunningHearth } from './testing/run-hearth';

/**
 * Account deletion leaves no personal data, checked in every schema: someone
 * with a name and an e-mail found nowhere else uses every part of Hearth (a household shared with
 * a partner who stays, an invitation, a private recipe with a photo, a stray upload, a list, a
 * plan), deletes their account, and then no text or JSON column of any table of any schema holds
 * their e-mail, their name or their id, and no image file holds what their camera wrote.
 */

jest.setTimeout(240_000);

/**
 * What the design keeps on purpose, by `schema.table.column`, each with why. Ids in uuid columns
 * are not searched: a tombstone and a recipe's creator keep the bare id, which names nobody once
 * the account is gone.
 */
const KEPT: Record<string, string> = {};

const WEEK_START = '2030-01-07';

let root: string;
let hearth: RunningHearth;

beforeAll(async () => {
  buildHearth();
  root = await makeHearthFolder();
  hearth = await startHearth(root);
});

afterAll(async () => {
  if (hearth) await stopHearth(hearth.child);
  await rm(root, { recursive: true, force: true });
});

/** `npm start`'s own database, through the private socket and password it keeps in its data folder. */
async function hearthDatabase(): Promise<pg.Client> {
  const dataDir = path.join(root, 'data');
  const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  const client = new pg.Client({ user: 'hearth', password, database: 'hearth', host: path.join(dataDir, 'run') });
  await client.connect();
  return client;
}

/** Every text, varchar and JSON column of every table of every schema holding one of `needles`. */
async function findEverywhere(client: pg.Client, needles: Record<string, string>): Promise<string[]> {
  const { rows: columns } = await client.query<{ schema: string; table: string; column: string; type: string }>(
    `SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column, c.data_type AS type
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND c.table_schema NOT LIKE 'pg\\_%'
       AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea')
     ORDER BY 1, 2, 3`,
  );
  expect(new Set(columns.map((c) => c.schema))).toEqual(new Set(['auth', 'household', 'recipes', 'planning']));
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const hits: string[] = [];
  for (const { schema, table, column, type } of columns) {
    const where = `${schema}.${table}.${column}`;
    if (KEPT[where]) continue;
    for (const [what, needle] of Object.entries(needles)) {
      // Bytes (the pictures' files) are searched for the needle's bytes as written, in either case.
      const found =
        type === 'bytea'
          ? `position(convert_to($1, 'UTF8') IN ${quote(column)}) > 0 OR position(convert_to(lower($1), 'UTF8') IN ${quote(column)}) > 0`
          : `strpos(lower(${quote(column)}::text), lower($1)) > 0`;
      const { rows } = await client.query<{ value: string }>(
        `SELECT left(${quote(column)}::text, 200) AS value FROM ${quote(schema)}.${quote(table)} WHERE ${found} LIMIT 3`,
        [needle],
      );
      hits.push(...rows.map((row) => `${where} holds the ${what}: ${row.value}`));
    }
  }
  return hits;
}

/** Every file under `folder` whose bytes hold `needle`. */
async function filesHolding(folder: string, needle: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file)).includes(needle)) found.push(path.relative(folder, file));
  }
  return found;
}

const expectStatus = (answer: { status: number; body: Record<string, unknown> }, status: number[] | number, what: string) => {
  if (![status].flat().includes(answer.status)) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** A photo as a phone takes it, signed with the photographer's name and where it was taken. */
const phonePhoto = (artist: string, background: string) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background } })
    .jpeg()
    .withExifMerge({ IFD0: { Artist: artist }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();

async function upload(base: string, who: RegisteredUser, data: Buffer): Promise<{ _id: string; url: string }> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${base}/api/recipes/upload`, { method: 'POST', headers: { Authorization: `Bearer ${who.token}` }, body: form });
  const body = (await response.json()) as { _id: string; url: string };
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** The leaver uses every part of Hearth, in a household they share with the partner. */
async function useEverything(base: string, leaver: RegisteredUser, partner: RegisteredUser, run: string) {
  const { inviteCode } = expectStatus(await call(base, 'GET', '/households', leaver.token), 200, 'household') as { inviteCode: string };
  expectStatus(await call(base, 'POST', '/households/join', partner.token, { inviteCode }), 200, 'partner joining');
  expectStatus(await call(base, 'POST', '/invitations', leaver.token, { email: `friend.${run}@example.com` }), 201, 'invitation');

  const photo = await upload(base, leaver, await phonePhoto(leaver.name, '#c63'));
  await upload(base, leaver, await phonePhoto(leaver.name, '#36c'));
  const category = expectStatus(await call(base, 'POST', '/categories', leaver.token, { name: `Stews ${run}` }), 201, 'category')._id as string;
  const recipe = await eventually(async () => {
    const answer = await call(base, 'POST', '/recipes', leaver.token, {
      title: `Family stew ${run}`,
      category,
      prepTime: 10,
      cookTime: 20,
      isPrivate: true,
      image: photo._id,
      instructions: 'Stir slowly, then simmer.',
      ingredients: [{ name: `Lentils ${run}`, quantity: 1, unit: 'cup' }],
    });
    return answer.status === 409 ? undefined : (expectStatus(answer, 201, 'recipe')._id as string);
  }, 'the household known to svc-recipes');
  await eventually(async () => {
    const answer = await call(base, 'POST', '/meal-plans', leaver.token, {
      startDate: WEEK_START,
      notes: 'Our week',
      meals: [{ date: WEEK_START, mealType: 'dinner', recipeId: recipe, notes: 'Sunday' }],
    });
    return [200, 201].includes(answer.status) ? answer.body : undefined;
  }, 'the recipe known to svc-planning');
  const list = expectStatus(await call(base, 'POST', '/shopping-lists', leaver.token, { name: 'Market', recipeIds: [recipe] }), 201, 'list');
  expectStatus(await call(base, 'POST', `/shopping-lists/${list._id as string}/items`, leaver.token, { name: 'Bread', quantity: 1, unit: 'whole' }), 201, 'item');
  // The photo is rendered before the account goes, so what the worker keeps is what is checked.
  await eventually(async () => ((await fetch(`${base}${photo.url}`)).status === 200 ? true : undefined), 'the photo rendered');
  return { recipe, photo };
}

describe('deleting an account', () => {
  it("leaves the person's e-mail, name and id in no table of any schema, and their photo's metadata in no file", async () => {
    const base = hearth.base;
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const leaver = await registerUser(base, `leaver-${run}`);
    const partner = await registerUser(base, `partner-${run}`);
    const { recipe } = await useEverything(base, leaver, partner, run);
    const client = await hearthDatabase();
    try {
      const needles = { 'e-mail': leaver.email, name: leaver.name, id: leaver.id };
      // The search finds them while the account exists.
      expect((await findEverywhere(client, needles)).length).toBeGreaterThan(0);

      expectStatus(await call(base, 'DELETE', '/auth/delete-account', leaver.token), 200, 'deleting the account');
      // The events have landed: the partner owns the household, and sees the recipe by 'Deleted user'.
      await eventually(async () => {
        const household = await call(base, 'GET', '/households', partner.token);
        const shown = await call(base, 'GET', `/recipes/${recipe}`, partner.token);
        const settled = household.body.owner === partner.id && (shown.body.createdBy as { name?: string } | undefined)?.name === 'Deleted user';
        return settled ? true : undefined;
      }, 'svc-household and svc-recipes to apply user.deleted');

      let hits: string[] = [];
      await eventually(async () => {
        hits = await findEverywhere(client, needles);
        return hits.length === 0 ? true : undefined;
      }, 'the personal data to be gone', 10_000).catch(() => undefined);
      expect(hits).toEqual([]);
      expect(await filesHolding(path.join(root, 'data', 'images'), leaver.name)).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
