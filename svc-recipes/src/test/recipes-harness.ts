import { randomUUID } from 'node:crypto';
import type { CreateRecipeBody } from '@hearth/contracts/recipes';
import { bearer, startTestService } from '@hearth/service-kit/testing';
import { createRecipesService, type RecipesServiceOptions } from '../recipes-service';

export type RecipesHarness = Awaited<ReturnType<typeof startRecipesService>>;

export interface Person {
  id: string;
  name: string;
  token: string;
  householdId: string;
}

/** svc-recipes alone on a fresh schema (with `options` of its own); the test plays svc-auth and svc-household through `deliver`. */
export async function startRecipesService(options: Partial<RecipesServiceOptions> = {}) {
  const svc = await startTestService((env) => createRecipesService({ ...env, ...options }));
  const http = svc.http;
  const auth = (person: Person) => bearer(person.token);
  let defaultCategory: string | undefined;

  const harness = {
    ...svc,
    auth,
    /** A new account with a household of its own, as svc-auth and svc-household announce them. */
    async person(name: string): Promise<Person> {
      const id = randomUUID();
      const householdId = randomUUID();
      await svc.deliver('user.registered', { userId: id, name, email: `${id}@example.com` });
      await svc.deliver('household.created', { householdId, name: `${name}'s Household`, ownerId: id });
      await svc.deliver('household.member.joined', { householdId, householdName: `${name}'s Household`, userId: id });
      return { id, name, householdId, token: await svc.token({ id, name, email: `${id}@example.com` }) };
    },
    /** `person` leaves their household for `householdId`, as svc-household announces it. */
    async join(person: Person, householdId: string): Promise<Person> {
      await svc.deliver('household.member.removed', { householdId: person.householdId, userId: person.id, reason: 'left' });
      await svc.deliver('household.member.joined', { householdId, householdName: 'Joined', userId: person.id });
      return { ...person, householdId };
    },
    async removeFromHousehold(person: Person): Promise<void> {
      await svc.deliver('household.member.removed', { householdId: person.householdId, userId: person.id, reason: 'removed' });
    },
    async category(name = `Dinner ${randomUUID().slice(0, 8)}`, by?: Person): Promise<string> {
      const creator = by ?? (await harness.person('Category maker'));
      const response = await http.post('/api/categories').set(auth(creator)).send({ name });
      return (response.body.category ?? response.body)._id;
    },
    async recipeBody(overrides: Partial<CreateRecipeBody> = {}): Promise<CreateRecipeBody> {
      defaultCategory ??= await harness.category('Mains');
      return {
        title: 'Tomato soup',
        category: defaultCategory,
        prepTime: 15,
        cookTime: 30,
        ingredients: [{ name: 'Tomato', quantity: 4, unit: 'whole' }],
        instructions: 'Preparation:\n1. Chop.\n\nCooking:\n1. Simmer.',
        isPrivate: false,
        ...overrides,
      };
    },
    /** Creates a recipe as `person`; returns the answer's body. */
    async createRecipe(person: Person, overrides: Partial<CreateRecipeBody> = {}) {
      const response = await http.post('/api/recipes').set(auth(person)).send(await harness.recipeBody(overrides));
      if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body;
    },
  };
  return harness;
}
