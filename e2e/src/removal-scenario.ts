import { jsonClient, type Answer } from './json-client';
import { uniqueEmail } from './stack';

/**
 * A member removed from a household loses it. In npm start, before
 * `DELETE /households/members/{id}` answers: their very next read and write are refused. Through
 * the stack, writes within svc-household's word on the membership (kept 1 s by each service) and
 * reads within the consumers' lag; both are measured and returned.
 */


export interface RemovalTimes {
  /** Milliseconds from the removal's answer until the removed member's write was refused. */
  write: number[];
  /** The same for a read of the household's list. */
  read: number[];
}

export async function removalScenario(base: string, { atOnce, rounds = 5 }: { atOnce: boolean; rounds?: number }): Promise<RemovalTimes> {
  const { send, expectStatus } = jsonClient(base);
  const register = async (name: string) =>
    expectStatus(await send('POST', '/auth/register', undefined, { name, email: uniqueEmail(name.toLowerCase()), password: 'secret123' }), 201, `registering ${name}`) as {
      token: string;
      user: { _id: string };
    };
  /** Repeats `attempt` until it answers `status`: what services learn through events takes a moment. */
  const until = async (status: number, what: string, attempt: () => Promise<Answer>) => {
    for (let tries = 0; ; tries++) {
      const answer = await attempt();
      if (answer.status === status) return answer.body;
      if (tries > 400) throw new Error(`${what}: still ${answer.status} ${JSON.stringify(answer.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  /** Milliseconds until `attempt` is refused (404 or 409); at once means the first try. */
  const refusedAfter = async (what: string, attempt: () => Promise<Answer>, since: number, withinMs: number) => {
    for (;;) {
      const answer = await attempt();
      if (answer.status === 404 || answer.status === 409) return Date.now() - since;
      if (atOnce || Date.now() - since > withinMs) throw new Error(`${what}: answered ${answer.status} ${Date.now() - since} ms after the removal's answer`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const owner = await register('Owner');
  // Registering gives the owner a household of their own, made on the way (an event).
  const household = (await until(200, "the owner's household", () => send('GET', '/households', owner.token))) as { inviteCode: string };
  const list = (await until(201, 'making a list', () => send('POST', '/shopping-lists', owner.token, { name: 'Shared' }))) as { _id: string };
  const times: RemovalTimes = { write: [], read: [] };
  for (let round = 0; round < rounds; round++) {
    const member = await register(`Member${round}`);
    expectStatus(await send('POST', '/households/join', member.token, { inviteCode: household.inviteCode }), 200, 'joining');
    // The member is in everywhere: their write to the shared list goes through.
    await until(201, "the member's write", () =>
      send('POST', `/shopping-lists/${list._id}/items`, member.token, { name: `Before ${round}`, quantity: 1, unit: 'whole' }),
    );
    expectStatus(await send('DELETE', `/households/members/${member.user._id}`, owner.token), 200, 'removing the member');
    const removedAt = Date.now();
    times.write.push(
      // svc-household's answer is kept 1 s; the rest is room for a busy machine.
      await refusedAfter('the removed member adding an item', () => send('POST', `/shopping-lists/${list._id}/items`, member.token, { name: `After ${round}`, quantity: 1, unit: 'whole' }), removedAt, 3000),
    );
    times.read.push(await refusedAfter('the removed member reading the list', () => send('GET', `/shopping-lists/${list._id}`, member.token), removedAt, 10_000));
  }
  if (atOnce) {
    const items = (expectStatus(await send('GET', `/shopping-lists/${list._id}`, owner.token), 200, 'the owner reading the list') as { items: { name: string }[] }).items;
    const late = items.filter((item) => item.name.startsWith('After'));
    if (late.length > 0) throw new Error(`removed members still wrote: ${late.map((item) => item.name).join(', ')}`);
  }
  return times;
}
