import { recipesMessages, recipesOwnMessages } from '@hearth/contracts/recipes';
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

  it("a removed member loses every right over the household's recipes, those they wrote included; the household keeps them", async () => {
    const member = await svc.join(await svc.person('Max'), owner.householdId);
    const byOwner = (await svc.createRecipe(owner, { title: 'Family bread' }))._id;
    const privateByMember = (await svc.createRecipe(member, { title: "Max's buns", isPrivate: true }))._id;
    const publicByMember = (await svc.createRecipe(member, { title: "Max's rolls" }))._id;
    await svc.removeFromHousehold(member);

    await svc.http.put(`/api/recipes/${byOwner}`).set(svc.auth(member)).send({ title: 'x' }).expect(403);
    // Their private recipe is the household's now: 404 as for any outsider, never the data.
    for (const request of [
      svc.http.get(`/api/recipes/${privateByMember}`),
      svc.http.put(`/api/recipes/${privateByMember}`).send({ title: 'Taken back' }),
      svc.http.delete(`/api/recipes/${privateByMember}`),
    ]) {
      const response = await request.set(svc.auth(member));
      expect([response.status, response.body]).toEqual([404, { message: recipesMessages.recipeNotFound }]);
    }
    expect(await titles(member)).not.toContain("Max's buns");
    // Their public one they still see, but may not change.
    const put = await svc.http.put(`/api/recipes/${publicByMember}`).set(svc.auth(member)).send({ title: 'Rolls, mine' });
    expect([put.status, put.body]).toEqual([403, { message: recipesOwnMessages.notAllowed }]);
    await svc.http.delete(`/api/recipes/${publicByMember}`).set(svc.auth(member)).expect(403);

    // The household's members still see and edit both, unchanged by the attempts.
    expect((await svc.http.get(`/api/recipes/${privateByMember}`).set(svc.auth(owner)).expect(200)).body.title).toBe("Max's buns");
    expect((await svc.http.get(`/api/recipes/${publicByMember}`).expect(200)).body.title).toBe("Max's rolls");
    await svc.http.put(`/api/recipes/${privateByMember}`).set(svc.auth(owner)).send({ cookTime: 12 }).expect(200);
  });

  it('a creator who left for another household, while theirs goes on, loses the recipes they wrote there', async () => {
    let mover = await svc.join(await svc.person('Mo'), owner.householdId);
    const { _id } = await svc.createRecipe(mover, { title: "Mo's pickles", isPrivate: true });
    mover = await svc.join(mover, stranger.householdId);
    await svc.http.put(`/api/recipes/${_id}`).set(svc.auth(mover)).send({ title: 'Moved pickles' }).expect(404);
    await svc.http.delete(`/api/recipes/${_id}`).set(svc.auth(mover)).expect(404);
    await svc.http.get(`/api/recipes/${_id}`).set(svc.auth(partner)).expect(200);
  });

  it('the creator keeps their recipes when the household they wrote them in is gone, or was never heard of', async () => {
    const last = await svc.person('Lou');
    const kept = (await svc.createRecipe(last, { title: "Lou's jam", isPrivate: true }))._id;
    const host = await svc.person('Host');
    // The last member leaves: svc-household removes them, deletes the emptied household, adds them.
    await svc.deliver('household.member.removed', { householdId: last.householdId, userId: last.id, reason: 'left' });
    await svc.deliver('household.deleted', { householdId: last.householdId });
    await svc.deliver('household.member.joined', { householdId: host.householdId, householdName: "Host's Household", userId: last.id });
    await svc.http.get(`/api/recipes/${kept}`).set(svc.auth(last)).expect(200);
    expect(await titles(last)).toContain("Lou's jam");
    await svc.http.put(`/api/recipes/${kept}`).set(svc.auth(last)).send({ title: "Lou's jam, v2" }).expect(200);
    await svc.http.get(`/api/recipes/${kept}`).set(svc.auth(host)).expect(404);

    const unknownHousehold = (await svc.createRecipe(last, { title: 'Orphan toast', isPrivate: true }))._id;
    await svc.sql(`UPDATE "${svc.schema}".recipes SET household_id = gen_random_uuid() WHERE id = $1`, [unknownHousehold]);
    await svc.http.put(`/api/recipes/${unknownHousehold}`).set(svc.auth(last)).send({ cookTime: 5 }).expect(200);
    await svc.http.delete(`/api/recipes/${kept}`).set(svc.auth(last)).expect(204);
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
