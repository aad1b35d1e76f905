import { randomUUID } from 'node:crypto';
import type { EventPayload } from '@hearth/events';
import { bearer, startTestService } from '@hearth/service-kit/testing';
import type { MembershipLookup } from '@hearth/service-kit';
import { createPlanningService } from '../planning-service';

export type PlanningHarness = Awaited<ReturnType<typeof startPlanningService>>;

export interface Person {
  id: string;
  householdId: string;
  auth: { Authorization: string };
}

type Line = EventPayload<'recipe.created'>['ingredients'][number];

/**
 * svc-planning alone on a fresh schema; the test plays svc-auth, svc-household and svc-recipes
 * (and, given `membership`, svc-household's word on memberships before writes).
 */
export async function startPlanningService(options: { membership?: MembershipLookup; restoreWaitMs?: number } = {}) {
  const svc = await startTestService((env) => createPlanningService({ ...env, ...options }));
  const signIn = async (id: string, householdId: string): Promise<Person> => ({
    id,
    householdId,
    auth: bearer(await svc.token({ id, name: 'Someone', email: `${id}@example.com` })),
  });

  return {
    ...svc,
    /** A new household and its owner, as svc-household announces it. */
    async household(): Promise<Person> {
      const householdId = randomUUID();
      const ownerId = randomUUID();
      await svc.deliver('household.created', { householdId, name: 'Home', ownerId });
      return signIn(ownerId, householdId);
    },
    async join(householdId: string): Promise<Person> {
      const userId = randomUUID();
      await svc.deliver('household.member.joined', { householdId, householdName: 'Home', userId });
      return signIn(userId, householdId);
    },
    /** Someone signed in whom no household event ever named. */
    stranger: () => signIn(randomUUID(), randomUUID()),
    remove: (person: Person) => svc.deliver('household.member.removed', { householdId: person.householdId, userId: person.id, reason: 'removed' }),
    /** A recipe of `owner`'s household, as svc-recipes announces it; answers its id. */
    async recipe(
      owner: Person,
      title: string,
      ingredients: Line[] = [],
      isPrivate = false,
      recipeId: string = randomUUID(),
      servings: number | null = null,
    ): Promise<string> {
      await svc.deliver('recipe.created', { recipeId, householdId: owner.householdId, createdBy: owner.id, title, isPrivate, servings, ingredients });
      return recipeId;
    },
  };
}

export const line = (name: string, quantity: number, unit: string, ingredientId: string | null = null): Line => ({ ingredientId, name, quantity, unit });
