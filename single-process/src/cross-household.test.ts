import { rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { readZip, writeZip, type ApiOperation } from '@hearth/service-kit';
import { latestMailLink } from '@hearth/service-kit/testing';
import { call, eventually, registerUser, type RegisteredUser } from '@hearth/load-scenarios';
import { loadRouteTable } from '@hearth/gateway';
import { loadServiceApis } from './openapi/service-apis';
import { buildHearth, errorLines, makeHearthFolder, startHearth, stopHearth, type RunningHearth } from './testing/run-hearth';

/**
 * No household can reach another's data: every operation that takes an id, of
 * every service that exists, read from the domains' operation tables, is called with household A's
 * ids by someone of household B, a guest, and a member of A removed a moment ago, with every
 * method it has. Each must be refused (401/403/404) and carry none of A's data.
 */

jest.setTimeout(240_000);

/** The ids of household A the probes aim at, by what they name. */
interface Targets {
  recipe: string;
  category: string;
  ingredient: string;
  mealPlan: string;
  meal: string;
  list: string;
  item: string;
  member: string;
  invitation: string;
  apiToken: string;
  importJob: string;
}

const DENIED = [401, 403, 404];
const WEEK_START = '2030-01-07';

/** A route with ids: its params filled from A's ids, and why it may answer (an exemption), if it may. */
interface Row {
  params(a: Targets): Record<string, string>;
  /**
   * The body to send where the operation's example names other things (`references`): A's own, so
   * the probe is refused for the route's id, not for a stranger's recipe. Otherwise the example is sent.
   */
  body?(a: Targets): object;
  /** Public or token-holder by design: answered as it documents, but never with a server error. */
  exempt?: string;
}

const recipeEdit = { title: 'Taken over', instructions: 'Someone else wrote this now.', isPrivate: false };

/** Every route with an id: a new one fails the test until it has a row here (or in the exemptions). */
const rows: Record<string, Row> = {
  '/api/recipes/:id': { params: (a) => ({ id: a.recipe }), body: () => recipeEdit },
  '/api/meal-plans/:id': { params: (a) => ({ id: a.mealPlan }), body: () => ({ notes: 'Taken over' }) },
  '/api/meal-plans/:id/meals': {
    params: (a) => ({ id: a.mealPlan }),
    body: (a) => ({ date: WEEK_START, mealType: 'lunch', recipeId: a.recipe, notes: 'Taken over' }),
  },
  '/api/meal-plans/:id/meals/:mealId': { params: (a) => ({ id: a.mealPlan, mealId: a.meal }) },
  '/api/meal-plans/:id/shopping-lines': { params: (a) => ({ id: a.mealPlan }) },
  '/api/shopping-lists/:id': { params: (a) => ({ id: a.list }) },
  '/api/shopping-lists/:id/items': { params: (a) => ({ id: a.list }), body: () => ({ name: 'Taken over', quantity: 1, unit: 'g' }) },
  '/api/shopping-lists/:id/items/:itemId': { params: (a) => ({ id: a.list, itemId: a.item }) },
  '/api/shopping-lists/:id/items/:itemId/toggle': { params: (a) => ({ id: a.list, itemId: a.item }) },
  '/api/shopping-lists/:id/update-from-meal-plan': { params: (a) => ({ id: a.list }) },
  '/api/households/members/:id': { params: (a) => ({ id: a.member }) },
  '/api/invitations/:id/resend': { params: (a) => ({ id: a.invitation }) },
  '/api/auth/api-tokens/:id': { params: (a) => ({ id: a.apiToken }) },
  '/api/recipes/imports/:id': { params: (a) => ({ id: a.importJob }) },

  // Exemptions, each with why.
  '/api/categories/:id': {
    params: (a) => ({ id: a.category }),
    exempt: 'the category catalogue is shared by every household and readable by guests (docs/product/recipes.md "Calls")',
  },
  '/api/ingredients/:id': {
    params: (a) => ({ id: a.ingredient }),
    exempt: 'the ingredient catalogue is shared by every household (docs/product/recipes.md "Calls")',
  },
  '/api/images/:name': {
    params: () => ({ name: `${'0'.repeat(32)}-card-v1.webp` }),
    exempt: "served by name to <img> tags, which send no token; a name is the SHA-256 of a file the caller does not have (svc-recipes image-files.ts)",
  },
  '/api/auth/reset-password/:token': {
    params: () => ({ token: 'not-a-reset-token' }),
    exempt: 'whoever holds the mailed reset link may use it; the token is the credential',
  },
  '/api/auth/confirm-email/:token': {
    params: () => ({ token: 'not-a-confirmation-token' }),
    exempt: 'whoever holds the mailed confirmation link may open it; the token is the credential',
  },
  '/api/invitations/verify/:token': {
    params: () => ({ token: 'not-an-invitation-token' }),
    exempt: 'whoever holds the mailed invitation link may see who invites them (docs/product/household.md)',
  },
  '/api/invitations/accept/:token': {
    params: () => ({ token: 'not-an-invitation-token' }),
    exempt: 'whoever holds the mailed invitation link may accept it; the token is the credential',
  },
  '/api/households/preview/:code': {
    params: () => ({ code: 'NOTACODE' }),
    exempt: 'whoever holds the invite code may see the household it joins; the code is the credential',
  },
};

/** Every operation with an id in its path, of every service this checkout has, from the domains' tables; each GET with the HEAD its router answers. */
type Probed = Omit<ApiOperation, 'method'> & { method: string };

async function operationsWithIds(): Promise<Probed[]> {
  const apis = await loadServiceApis(loadRouteTable());
  return apis
    .flatMap((api) => Object.values(api.operations))
    .filter((operation) => operation.path.includes('/:'))
    .flatMap((operation): Probed[] => (operation.method === 'GET' ? [operation, { ...operation, method: 'HEAD' }] : [operation]));
}

const fill = (route: string, params: Record<string, string>) => route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));

interface Probe {
  who: string;
  method: string;
  route: string;
  url: string;
  body?: object;
  exempt?: string;
}

/** The same request `call` sends, with the full path, and HEAD answered without a body. */
async function send(base: string, method: string, url: string, token?: string, body?: object) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body && method !== 'GET' && method !== 'HEAD' ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, text: await response.text() };
}

let root: string;
let hearth: RunningHearth;
let operations: Probed[];

beforeAll(async () => {
  buildHearth();
  root = await makeHearthFolder();
  operations = await operationsWithIds();
  hearth = await startHearth(root);
});

afterAll(async () => {
  if (hearth) await stopHearth(hearth.child);
  await rm(root, { recursive: true, force: true });
});

const expectStatus = (answer: { status: number; body: Record<string, unknown> }, status: number[] | number, what: string) => {
  const wanted = ([] as number[]).concat(status);
  if (!wanted.includes(answer.status)) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** Household A: an owner, a member, and a member about to be removed, with one of everything that has an id. */
async function setUpHouseholdA(base: string, run: string) {
  const [owner, member, leaver] = await Promise.all(['owner', 'member', 'leaver'].map((who) => registerUser(base, `a-${who}-${run}`))) as [
    RegisteredUser,
    RegisteredUser,
    RegisteredUser,
  ];
  const tag = `[A-${run}]`;
  const household = expectStatus(await call(base, 'PUT', '/households', owner.token, { name: `Home ${tag}` }), 200, 'rename');
  for (const joiner of [member, leaver]) {
    expectStatus(await call(base, 'POST', '/households/join', joiner.token, { inviteCode: household.inviteCode }), 200, 'join');
  }
  const category = expectStatus(await call(base, 'POST', '/categories', owner.token, { name: `Soups ${run}` }), 201, 'category')._id as string;
  const ingredient = expectStatus(await call(base, 'POST', '/ingredients', owner.token, { name: `Saffron ${run}` }), 201, 'ingredient')._id as string;
  // The owner writes it: a removed member keeps their own recipes by design (docs/product/recipes.md
  // "Who may do what", svc-recipes visibility.test.ts), so only what others wrote is A's alone.
  const recipeTitle = `Secret stew ${tag}`;
  const recipe = await eventually(async () => {
    const answer = await call(base, 'POST', '/recipes', owner.token, {
      title: recipeTitle,
      category,
      prepTime: 10,
      cookTime: 20,
      isPrivate: true,
      instructions: `Only for ${tag}: stir slowly.`,
      ingredients: [{ name: `Saffron ${run}`, quantity: 1, unit: 'g' }],
    });
    return answer.status === 409 ? undefined : (expectStatus(answer, 201, 'recipe')._id as string);
  }, 'household A known to svc-recipes');
  const plan = await eventually(async () => {
    const answer = await call(base, 'POST', '/meal-plans', owner.token, {
      startDate: WEEK_START,
      notes: `Week of ${tag}`,
      meals: [{ date: WEEK_START, mealType: 'dinner', recipeId: recipe, notes: `Dinner ${tag}` }],
    });
    return answer.status === 200 || answer.status === 201 ? answer.body : undefined;
  }, "A's recipe known to svc-planning");
  const list = expectStatus(await call(base, 'POST', '/shopping-lists', owner.token, { name: `List ${tag}`, recipeIds: [] }), 201, 'list');
  const item = expectStatus(
    await call(base, 'POST', `/shopping-lists/${list._id as string}/items`, owner.token, { name: `Truffle ${tag}`, quantity: 2, unit: 'g' }),
    201,
    'item',
  );
  const invitee = `invitee.${run}@example.com`;
  const invitation = expectStatus(await call(base, 'POST', '/invitations', owner.token, { email: invitee }), 201, 'invitation').invitation as { _id: string };
  // An API token needs a confirmed address: the owner opens the link mailed on registration.
  const link = await eventually(() => latestMailLink(path.join(root, 'data'), owner.email, '/confirm-email/'), 'the confirmation mail');
  expectStatus(await call(base, 'POST', `/auth${new URL(link).pathname}`), 200, 'confirming the e-mail');
  const apiToken = expectStatus(
    await call(base, 'POST', '/auth/api-tokens', owner.token, { name: `Tablet ${tag}`, expiresIn: '30d', scope: 'read' }),
    201,
    'API token',
  ).token as { _id: string };
  // An import of a Paprika file, A's own.
  const exported = writeZip([{ name: 'stew.paprikarecipe', data: gzipSync(JSON.stringify({ name: `Imported ${tag}`, ingredients: '1 cup rice', directions: 'Cook.' })) }]);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(exported)]), 'export.paprikarecipes');
  const started = await fetch(`${base}/api/recipes/imports`, { method: 'POST', headers: { Authorization: `Bearer ${owner.token}` }, body: form });
  expect(started.status).toBe(202);
  const importJob = ((await started.json()) as { _id: string })._id;
  const targets: Targets = {
    recipe,
    category,
    ingredient,
    mealPlan: plan._id as string,
    meal: (plan.meals as { _id: string }[])[0]!._id,
    list: list._id as string,
    item: (item.items as { _id: string; name: string }[] | undefined)?.find((i) => i.name.includes(tag))?._id ?? (item._id as string),
    member: member.id,
    invitation: invitation._id,
    apiToken: apiToken._id,
    importJob,
  };
  // What no outsider may read: A's private ids and words (the shared catalogues are not secret).
  const secrets = [
    household.inviteCode as string,
    owner.householdId,
    tag,
    owner.id,
    owner.email,
    owner.name,
    member.id,
    member.email,
    member.name,
    invitee,
    ...Object.entries(targets)
      .filter(([what]) => what !== 'category' && what !== 'ingredient')
      .map(([, id]) => id),
  ];
  return { owner, member, leaver, targets, secrets, recipeTitle, listName: list.name as string };
}

describe("household A's data, probed by everyone outside it", () => {
  it('refuses every route with an id, for every method, to another household, a guest and a member removed a moment ago', async () => {
    const base = hearth.base;
    const run = Date.now().toString(36);
    // Every id route must be known to the matrix, with A's ids for a body that names other things.
    const unknown = operations
      .filter((operation) => !rows[operation.path] || (operation.references && !rows[operation.path]!.body))
      .map((operation) => (rows[operation.path] ? `give ${operation.path} a body of A's ids: its example names other things` : `add a row for ${operation.method} ${operation.path}`));
    expect(unknown).toEqual([]);
    const stale = Object.keys(rows).filter((route) => !operations.some((operation) => operation.path === route));
    expect(stale.map((route) => `remove the row for ${route}: no service has it`)).toEqual([]);

    const a = await setUpHouseholdA(base, run);
    const outsider = await registerUser(base, `b-${run}`);
    // The leaver is a full member first: the removal is what takes their access away.
    await eventually(async () => {
      const recipe = await call(base, 'GET', `/recipes/${a.targets.recipe}`, a.leaver.token);
      const list = await call(base, 'GET', `/shopping-lists/${a.targets.list}`, a.leaver.token);
      return recipe.status === 200 && list.status === 200 ? true : undefined;
    }, 'the leaver seeing A\'s recipe and list');

    const probes = (who: string, token: string | undefined): (Probe & { token?: string })[] =>
      operations.map((operation) => {
        const row = rows[operation.path]!;
        const reads = operation.method === 'GET' || operation.method === 'HEAD';
        return {
          who,
          token,
          method: operation.method,
          route: operation.path,
          url: fill(operation.path, row.params(a.targets)),
          body: reads ? undefined : (row.body?.(a.targets) ?? operation.example ?? {}),
          exempt: row.exempt,
        };
      });
    const everyone = [...probes('removed member', a.leaver.token), ...probes('household B', outsider.token), ...probes('guest', undefined)];
    // Deletions last, so a wrongly accepted one cannot hide what the other calls would answer.
    const ordered = [...everyone.filter((p) => p.method !== 'DELETE'), ...everyone.filter((p) => p.method === 'DELETE')];

    // Removed, and probed at once: the leaver's token is still valid.
    expectStatus(await call(base, 'DELETE', `/households/members/${a.leaver.id}`, a.owner.token), 200, 'removing the leaver');
    const findings: string[] = [];
    for (const probe of ordered) {
      const answer = await send(base, probe.method, probe.url, probe.token, probe.body);
      const label = `${probe.who}: ${probe.method} ${probe.url} (${probe.route}) answered ${answer.status} ${answer.text.slice(0, 200)}`;
      if (answer.status >= 500) findings.push(label);
      else if (probe.exempt) continue;
      else if (!DENIED.includes(answer.status)) findings.push(label);
      else if (a.secrets.some((secret) => answer.text.includes(secret))) findings.push(`${label}: carries A's data`);
    }
    expect(findings).toEqual([]);

    // The household exports name no household: each caller gets their own, so an outsider's holds nothing of A's.
    const exportsOf = async (token: string) => {
      const headers = { Authorization: `Bearer ${token}` };
      const [recipes, planning] = await Promise.all([fetch(`${base}/api/recipes/export`, { headers }), fetch(`${base}/api/meal-plans/export`, { headers })]);
      const recipesText = recipes.ok ? readZip(Buffer.from(await recipes.arrayBuffer())).map((entry) => entry.data.toString('latin1')).join('\n') : await recipes.text();
      return { statuses: [recipes.status, planning.status], text: `${recipesText}\n${await planning.text()}` };
    };
    for (const token of [a.leaver.token, outsider.token]) {
      const outside = await exportsOf(token);
      expect(outside.statuses.every((status) => status === 200 || status === 404)).toBe(true);
      expect(a.secrets.filter((secret) => outside.text.includes(secret))).toEqual([]);
    }
    const own = await exportsOf(a.owner.token);
    expect(own.statuses).toEqual([200, 200]);
    expect([own.text.includes(a.recipeTitle), own.text.includes(a.listName)]).toEqual([true, true]);

    // The probes aimed at real things: A's owner still reads each of them, unchanged.
    const recipe = await call(base, 'GET', `/recipes/${a.targets.recipe}`, a.owner.token);
    expect([recipe.status, recipe.body.title, recipe.body.isPrivate]).toEqual([200, a.recipeTitle, true]);
    const plan = await call(base, 'GET', `/meal-plans/${a.targets.mealPlan}`, a.owner.token);
    expect(plan.status).toBe(200);
    expect((plan.body.meals as { _id: string }[]).map((meal) => meal._id)).toEqual([a.targets.meal]);
    const list = await call(base, 'GET', `/shopping-lists/${a.targets.list}`, a.owner.token);
    expect([list.status, list.body.name]).toEqual([200, a.listName]);
    expect((list.body.items as { _id: string; purchased: boolean }[]).map((item) => [item._id, item.purchased])).toEqual([[a.targets.item, false]]);
    const household = await call(base, 'GET', '/households', a.owner.token);
    expect((household.body.members as { _id: string }[]).map((member) => member._id).sort()).toEqual([a.owner.id, a.member.id].sort());
    const invitations = await call(base, 'GET', '/invitations', a.owner.token);
    expect((invitations.body as unknown as { _id: string }[]).map((invitation) => invitation._id)).toEqual([a.targets.invitation]);
    const apiTokens = await call(base, 'GET', '/auth/api-tokens', a.owner.token);
    expect((apiTokens.body as unknown as { _id: string }[]).map((token) => token._id)).toEqual([a.targets.apiToken]);
    expect(errorLines(hearth.output())).toEqual([]);
  });
});
