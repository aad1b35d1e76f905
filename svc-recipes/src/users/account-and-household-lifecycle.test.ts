import { recipesOwnMessages } from '@hearth/contracts/recipes';
import { eventually } from '@hearth/service-kit/testing';
import sharp from 'sharp';
import { startRecipesService, type Person, type RecipesHarness } from '../test/recipes-harness';

let svc: RecipesHarness;
beforeAll(async () => {
  svc = await startRecipesService();
});
afterAll(() => svc.stop());

const recipe = async (id: string, person?: Person) => {
  const request = svc.http.get(`/api/recipes/${id}`);
  return person ? request.set(svc.auth(person)) : request;
};

describe('names from other services', () => {
  it("follow user.updated (createdBy) and household.renamed (household), even when redelivered", async () => {
    const ada = await svc.person('Ada');
    const { _id } = await svc.createRecipe(ada);
    const renamed = await svc.deliver('user.updated', { userId: ada.id, name: 'Ada King', email: 'ada@example.com' });
    await svc.deliver('household.renamed', { householdId: ada.householdId, name: 'The Kings' });
    await svc.deliver(renamed);
    expect((await recipe(_id)).body).toMatchObject({ createdBy: { name: 'Ada King' }, household: { name: 'The Kings' } });
  });
});

describe('a deleted account', () => {
  it('takes its uploads no recipe uses with it, files and all; the image its recipe shows stays', async () => {
    const owner = await svc.person('Snapper');
    const partner = await svc.join(await svc.person('Keeper'), owner.householdId);
    const upload = async (background: string) => {
      const data = await sharp({ create: { width: 30, height: 20, channels: 3, background } }).jpeg().toBuffer();
      const response = await svc.http.post('/api/recipes/upload').set(svc.auth(owner)).attach('image', data, { filename: 'a.jpg', contentType: 'image/jpeg' });
      await eventually(async () => expect((await svc.http.get(response.body.url)).status).toBe(200));
      return response.body as { _id: string; url: string };
    };
    const stray = await upload('#b22');
    const shown = await upload('#2b2');
    const { _id } = await svc.createRecipe(owner, { image: shown._id, isPrivate: true });

    await svc.deliver('user.deleted', { userId: owner.id });
    await eventually(async () => expect((await svc.http.get(stray.url)).status).toBe(404));
    const reused = await svc.http.post('/api/recipes').set(svc.auth(partner)).send(await svc.recipeBody({ image: stray._id }));
    expect([reused.status, reused.body.message]).toEqual([400, recipesOwnMessages.imageNotFound]);
    expect((await recipe(_id, partner)).body.image).toMatchObject({ _id: shown._id, status: 'ready' });
    expect((await svc.http.get(shown.url)).status).toBe(200);
  });

  it("leaves its recipes with its household, shown as 'Deleted user', and its token is refused", async () => {
    const owner = await svc.person('Gone');
    const partner = await svc.join(await svc.person('Stays'), owner.householdId);
    const { _id } = await svc.createRecipe(owner, { isPrivate: true });
    await svc.deliver('user.deleted', { userId: owner.id });
    await svc.deliver('household.member.removed', { householdId: owner.householdId, userId: owner.id, reason: 'account_deleted' });

    const kept = await recipe(_id, partner);
    expect(kept.status).toBe(200);
    expect(kept.body.createdBy).toEqual({ _id: owner.id, name: recipesOwnMessages.deletedUser });
    await svc.http.put(`/api/recipes/${_id}`).set(svc.auth(partner)).send({ title: 'Still ours' }).expect(200);
    expect((await recipe(_id, owner)).status).toBe(401);
  });
});

describe('a household that ceases to exist', () => {
  it('keeps the recipes of creators who still have an account: they still see and edit them', async () => {
    const mover = await svc.person('Mover');
    const { _id } = await svc.createRecipe(mover, { isPrivate: true, title: 'Travelling tart' });
    const host = await svc.person('Host');
    // Joining another household: svc-household removes them, deletes the empty household, adds them.
    await svc.deliver('household.member.removed', { householdId: mover.householdId, userId: mover.id, reason: 'left' });
    await svc.deliver('household.deleted', { householdId: mover.householdId });
    await svc.deliver('household.member.joined', { householdId: host.householdId, householdName: "Host's Household", userId: mover.id });

    const kept = await recipe(_id, mover);
    expect(kept.status).toBe(200);
    expect(kept.body.household).toEqual({ _id: mover.householdId, name: "Mover's Household" });
    await svc.http.put(`/api/recipes/${_id}`).set(svc.auth(mover)).send({ title: 'Tart, moved' }).expect(200);
    expect((await recipe(_id, host)).status).toBe(404);
  });

  it('deletes the recipes nobody can change any more (household gone and creator deleted), in either order, and announces it', async () => {
    const first = await svc.person('Last');
    const second = await svc.person('Final');
    const a = await svc.createRecipe(first, { title: 'Orphan A' });
    const b = await svc.createRecipe(second, { title: 'Orphan B' });

    await svc.deliver('user.deleted', { userId: first.id });
    await svc.deliver('household.member.removed', { householdId: first.householdId, userId: first.id, reason: 'account_deleted' });
    await svc.deliver('household.deleted', { householdId: first.householdId });

    await svc.deliver('household.deleted', { householdId: second.householdId });
    expect((await recipe(b._id)).status).toBe(200);
    await svc.deliver('user.deleted', { userId: second.id });

    await svc.http.get(`/api/recipes/${a._id}`).expect(404);
    await svc.http.get(`/api/recipes/${b._id}`).expect(404);
    await svc.publishedOf('recipe.deleted', { recipeId: a._id, householdId: first.householdId });
    await svc.publishedOf('recipe.deleted', { recipeId: b._id, householdId: second.householdId });
  });
});
