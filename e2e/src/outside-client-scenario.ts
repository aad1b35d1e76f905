import { randomUUID } from 'node:crypto';

/**
 * A client that is not ours, written from the product contract's calls alone, the way a generic
 * HTTP client speaks: `Content-Type: application/json; charset=utf-8`, dates from
 * `Date.toISOString()`, `_id`s read from answers, fields it has no use for ignored and fields of
 * its own sent along. Run through the stack's nginx and in npm start.
 */

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- a generic client reads whatever JSON comes
}

class OutsideClient {
  constructor(
    private readonly base: string,
    private token?: string,
  ) {}

  signedInAs(token: string): OutsideClient {
    return new OutsideClient(this.base, token);
  }

  async send(method: string, path: string, body?: object): Promise<Answer> {
    const response = await fetch(`${this.base}/api${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json; charset=utf-8',
        'User-Agent': 'outside-client/1.0',
        ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}),
      },
      // Every body carries a field of the client's own, which Hearth must ignore.
      body: body ? JSON.stringify({ ...body, clientRequestId: randomUUID() }) : undefined,
    });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    if (text && !type.includes('application/json')) throw new Error(`${method} ${path}: ${response.status} answered ${type}, not JSON`);
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /** Repeats a call until its answer is as expected: what other services learn through events takes a moment. */
  async until(expected: number | ((answer: Answer) => boolean), method: string, path: string, body?: object): Promise<Answer> {
    const settled = typeof expected === 'number' ? (answer: Answer) => answer.status === expected : expected;
    const deadline = Date.now() + 15_000;
    for (;;) {
      const answer = await this.send(method, path, body);
      if (settled(answer)) return answer;
      if (Date.now() > deadline) throw new Error(`${method} ${path} still answers ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** A collection read, once it answers 200 with nothing in it. */
  async untilEmpty(path: string): Promise<unknown> {
    return (await this.until((answer) => answer.status === 200 && Array.isArray(answer.body) && answer.body.length === 0, 'GET', path)).body;
  }
}

/** Next Monday at midnight UTC, and its week's last instant: what a web client computes with Date. */
function nextWeek(): { start: Date; lastInstant: Date } {
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  start.setUTCDate(start.getUTCDate() + ((8 - start.getUTCDay()) % 7 || 7));
  return { start, lastInstant: new Date(start.getTime() + 7 * 86_400_000 - 1) };
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

export async function outsideClientScenario(base: string): Promise<void> {
  const guest = new OutsideClient(base);
  const register = async (name: string) => {
    const answer = await guest.send('POST', '/auth/register', { name, email: `${name.toLowerCase()}.${randomUUID()}@example.com`, password: 'outside-pass' });
    expect(answer.status).toBe(201);
    return { id: answer.body.user._id as string, client: guest.signedInAs(answer.body.token as string) };
  };
  const owner = await register('Olive');
  const member = await register('Milo');

  // The household, and a member who joins by its code.
  const household = (await owner.client.until(200, 'GET', '/households')).body;
  expect((await member.client.send('POST', '/households/join', { inviteCode: household.inviteCode })).status).toBe(200);

  // A recipe, and a week planned with date-times as Date.toISOString() gives them.
  const category = await owner.client.send('POST', '/categories', { name: `Outside ${randomUUID().slice(0, 8)}` });
  expect(category.status).toBe(201);
  const recipe = await owner.client.until(201, 'POST', '/recipes', {
    title: 'Outside stew',
    category: category.body._id,
    instructions: 'Stew it.',
    prepTime: 10,
    cookTime: 60,
    isPrivate: false,
    ingredients: [{ name: 'Leek', quantity: 2, unit: 'whole' }],
  });
  expect(recipe.status).toBe(201);
  const recipeId = recipe.body._id as string;
  const { start, lastInstant } = nextWeek();
  const meal = { date: addDays(start, 2).toISOString(), mealType: 'dinner', recipeId, notes: 'Wednesday' };
  const planned = await member.client.until(201, 'POST', '/meal-plans', { startDate: start.toISOString(), endDate: lastInstant.toISOString(), meals: [meal] });
  expect(planned.body).toMatchObject({ startDate: day(start), endDate: day(addDays(start, 6)), meals: [{ date: day(addDays(start, 2)), mealType: 'dinner' }] });
  const planId = planned.body._id as string;
  const withLunch = await owner.client.send('POST', `/meal-plans/${planId}/meals`, { date: new Date(lastInstant.getTime() - 3_600_000).toISOString(), mealType: 'lunch', recipeId });
  expect(withLunch.status).toBe(201);
  expect(withLunch.body.meals.map((m: { date: string }) => m.date)).toEqual([day(addDays(start, 2)), day(addDays(start, 6))]);
  const range = new URLSearchParams({ startDate: start.toISOString(), endDate: lastInstant.toISOString() });
  expect((await owner.client.send('GET', `/meal-plans?${range}`)).body.map((plan: { _id: string }) => plan._id)).toEqual([planId]);
  for (const startDate of ['not-a-date', '2026-02-30', 12, null]) {
    const refused = await owner.client.send('POST', '/meal-plans', { startDate });
    expect([refused.status, typeof refused.body.errors.startDate]).toEqual([400, 'string']);
  }

  // A catalogue ingredient goes on a list by its id as soon as its creation answers.
  const ingredient = await owner.client.send('POST', '/ingredients', { name: `Outside spice ${randomUUID().slice(0, 8)}` });
  expect(ingredient.status).toBe(201);
  const list = await owner.client.send('POST', '/shopping-lists', { name: 'Outside shop' });
  expect(list.status).toBe(201);
  const listId = list.body._id as string;
  const added = await owner.client.until(201, 'POST', `/shopping-lists/${listId}/items`, { ingredientId: ingredient.body._id, quantity: 1, unit: 'g' });
  expect(added.body.items).toEqual([expect.objectContaining({ name: ingredient.body.name, ingredient: { _id: ingredient.body._id, name: ingredient.body.name } })]);
  const item = added.body.items[0];
  const ticked = await member.client.send('PATCH', `/shopping-lists/${listId}/items/${item._id}/toggle`, { purchased: true, changedAt: new Date().toISOString() });
  expect([ticked.status, ticked.body.purchased]).toEqual([200, true]);
  expect((await owner.client.send('POST', '/shopping-lists/generate-from-meal-plan', { mealPlanId: planId })).status).toBe(201);

  // Removed from the household, the member's collections are empty, the household's things are not found, creating is 409.
  expect((await owner.client.send('DELETE', `/households/members/${member.id}`)).status).toBe(200);
  for (const path of ['/shopping-lists', '/meal-plans', '/invitations']) expect(await member.client.untilEmpty(path)).toEqual([]);
  const mine = await member.client.until((answer) => answer.status === 200 && answer.body.total === 0, 'GET', '/recipes?household=mine');
  expect(mine.body.recipes).toEqual([]);
  expect((await member.client.send('GET', `/shopping-lists/${listId}`)).status).toBe(404);
  expect((await member.client.send('GET', `/meal-plans/${planId}`)).status).toBe(404);
  for (const [path, body] of [
    ['/meal-plans', { startDate: start.toISOString() }],
    ['/shopping-lists', { name: 'Mine now' }],
    ['/invitations', { email: 'someone@example.com' }],
  ] as const) {
    const refused = await member.client.send('POST', path, body);
    expect([path, refused.status, refused.body.message]).toEqual([path, 409, "You don't have a household yet."]);
  }
}
