import { randomUUID } from 'node:crypto';
import type { EventPayload, EventType } from '@hearth/events';
import { bearer, startTestService, uniqueName } from '@hearth/service-kit/testing';
import { createHouseholdService } from '../household-service';

export type HouseholdHarness = Awaited<ReturnType<typeof startHouseholdService>>;

export interface Person {
  token: string;
  id: string;
  name: string;
  email: string;
}

/** svc-household alone on a fresh schema; the test plays svc-auth through `deliver`. */
export async function startHouseholdService() {
  const svc = await startTestService((env) => createHouseholdService(env));
  const http = svc.http;
  const bearerOf = (person: Person) => bearer(person.token);

  return {
    ...svc,
    bearer: bearerOf,
    /** A new account, as svc-auth announces it; svc-household has made its household on return. */
    async register(name: string): Promise<Person> {
      const person = { id: randomUUID(), name, email: `${uniqueName(name.toLowerCase().replace(/\W/g, ''))}@example.com` };
      await svc.deliver('user.registered', { userId: person.id, name: person.name, email: person.email });
      return { ...person, token: await svc.token(person) };
    },
    household: async (person: Person) => (await http.get('/api/households').set(bearerOf(person))).body,
    /** Waits until svc-household has published this event, the one other services follow. */
    announced: <T extends EventType>(type: T, payload: EventPayload<T>) => svc.publishedOf(type, payload),
    invitationToken: async (email: string) => (await svc.mailLink(email, '/join-household/')).split('/join-household/')[1]!,
  };
}
