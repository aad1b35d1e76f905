import { recipesOwnMessages } from '@hearth/contracts/recipes';
import { startRecipesService, type Person, type RecipesHarness } from '../test/recipes-harness';

let svc: RecipesHarness;
let owner: Person;
let partner: Person;
let stranger: Person;
let privateId: string;
let publicId: string;

beforeAll(async () => {
  svc = await startRecipesService();
  owner = await svc.person('Olive');
  partner = await svc.join(await svc.person('Pat'), owner.householdId);
  stranger = await svc.person('Stan');
  privateId = (await svc.createRecipe(owner, { title: 'Secret stew', isPrivate: true }))._id;
  publicId = (await svc.createRecipe(owner, { title: 'Open omelette' }))._id;
});
afterAll(() => svc.stop());

const titles = async (person?: Person) => {
  const request = svc.http.get('/api/recipes?limit=100');
  const response = person ? await request.set(svc.auth(person)) : await request;
  return (response.body.recipes as { title: string }[]).map((recipe) => recipe.title);
};

describe('who sees a recipe', () => {
  it('a guest sees public recipes only; a private one is 404 on every route', async () => {
    expect(await titles()).toEqual(['Open omelette']);
    await svc.http.get(`/api/recipes/${publicId}`).expect(200);
    await svc.http.get(`/api/recipes/${privateId}`).expect(404);
  });

  it("members of the recipe's household see its private recipes; a member of another household gets 404 everywhere", async () => {
    expect(await titles(partner)).toEqual(['Open omelette', 'Secret stew']);
    await svc.http.get(`/api/recipes/${privateId}`).set(svc.auth(partner)).expect(200);
    expect(await titles(stranger)).toEqual(['Open omelette']);
    await svc.http.get(`/api/recipes/${privateId}`).set(svc.auth(stranger)).expect(404);
    await svc.http.put(`/api/recipes/${privateId}`).set(svc.auth(stranger)).send({ title: 'Mine' }).expect(404);
    await svc.http.delete(`/api/recipes/${privateId}`).set(svc.auth(stranger)).expect(404);
  });

  it('someone who joins the household sees its private recipes at once, and loses them when removed', async () => {
    let newcomer = await svc.person('Nia');
    await svc.http.get(`/api/recipes/${privateId}`).set(svc.auth(newcomer)).expect(404);
    newcomer = await svc.join(newcomer, owner.householdId);
    await svc.http.get(`/api/recipes/${privateId}`).set(svc.auth(newcomer)).expect(200);
    expect(await titles(newcomer)).toContain('Secret stew');

    await svc.removeFromHousehold(newcomer);
    await svc.http.get(`/api/recipes/${privateId}`).set(svc.auth(newcomer)).expect(404);
    await svc.http.put(`/api/recipes/${privateId}`).set(svc.auth(newcomer)).send({ title: 'Taken' }).expect(404);
    await svc.http.delete(`/api/recipes/${privateId}`).set(svc.auth(newcomer)).expect(404);
    expect(await titles(newcomer)).not.toContain('Secret stew');
  });
});

describe('who may change a recipe', () => {
  it('a household member who did not create it may edit and delete it', async () => {
    const { _id } = await svc.createRecipe(owner, { title: 'Shared pie', isPrivate: true });
    const response = await svc.http.put(`/api/recipes/${_id}`).set(svc.auth(partner)).send({ title: 'Shared pie, improved' }).expect(200);
    expect(response.body.createdBy._id).toBe(owner.id);
    await svc.http.delete(`/api/recipes/${_id}`).set(svc.auth(partner)).expect(204);
  });

  it("someone outside the household gets 403 on a public recipe (they can see it) and it is unchanged", async () => {
    const put = await svc.http.put(`/api/recipes/${publicId}`).set(svc.auth(stranger)).send({ title: 'Hijacked' });
    expect(put.status).toBe(403);
    expect(put.body).toEqual({ message: recipesOwnMessages.notAllowed });
    await svc.http.delete(`/api/recipes/${publicId}`).set(svc.auth(stranger)).expect(403);
    expect((await svc.http.get(`/api/recipes/${publicId}`)).body.title).toBe('Open omelette');
  });

  it('a removed member loses edit rights over recipes others created; the creator keeps theirs', async () => {
    let member = await svc.join(await svc.person('Max'), owner.householdId);
    const byOwner = (await svc.createRecipe(owner, { title: 'Family bread' }))._id;
    const byMember = (await svc.createRecipe(member, { title: "Max's buns", isPrivate: true }))._id;
    await svc.removeFromHousehold(member);
    member = { ...member };
    await svc.http.put(`/api/recipes/${byOwner}`).set(svc.auth(member)).send({ title: 'x' }).expect(403);
    // The creator may still edit their own (docs/product/recipes.md "Who may do what").
    await svc.http.put(`/api/recipes/${byMember}`).set(svc.auth(member)).send({ title: "Max's buns, v2" }).expect(200);
    // ...and the household keeps it: its members still see and edit it.
    await svc.http.put(`/api/recipes/${byMember}`).set(svc.auth(owner)).send({ cookTime: 12 }).expect(200);
  });
});

describe('under concurrency', () => {
  it('many creates at once by several households: each user sees exactly what they may', async () => {
    const people = await Promise.all(['A', 'B', 'C', 'D'].map((name) => svc.person(`Busy ${name}`)));
    const created = await Promise.all(
      people.flatMap((person, p) =>
        Array.from({ length: 8 }, (_, i) =>
          svc.createRecipe(person, {
            title: `busy-${p}-${i}`,
            isPrivate: i % 2 === 0,
            ingredients: [{ name: `Spice ${i}`, quantity: 1, unit: 'pinch' }],
          }),
        ),
      ),
    );
    expect(created).toHaveLength(32);
    const visible = await Promise.all(
      people.map(async (person) => {
        const response = await svc.http.get('/api/recipes?search=busy-&limit=100').set(svc.auth(person)).expect(200);
        return (response.body.recipes as { title: string }[]).map((recipe) => recipe.title).sort();
      }),
    );
    people.forEach((_, p) => {
      const expected = people
        .flatMap((__, q) => Array.from({ length: 8 }, (___, i) => ({ q, i })))
        .filter(({ q, i }) => q === p || i % 2 === 1)
        .map(({ q, i }) => `busy-${q}-${i}`)
        .sort();
      expect(visible[p]).toEqual(expected);
    });
    const catalogue = await svc.sql<{ count: number }>(`SELECT count(*)::int AS count FROM "${svc.schema}".ingredients WHERE name LIKE 'Spice %'`);
    expect(catalogue[0]!.count).toBe(8);
  });
});
