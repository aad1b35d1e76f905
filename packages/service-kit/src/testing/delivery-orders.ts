import { randomUUID } from 'node:crypto';
import { createEvent, type EventEnvelope, type EventPayload, type EventType } from '@hearth/events';

/**
 * For projection tests: events numbered as one producer's relay numbers them, and every order
 * several replicas could apply them in (docs/events.md "Order at the consumers").
 */

/** A producer's events: each one at a higher position than the one made before it. */
export function eventSource(): <T extends EventType>(type: T, payload: EventPayload<T>) => EventEnvelope<T> {
  let position = 0;
  return (type, payload) => ({ ...createEvent(type, payload, 'test'), position: ++position });
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** Every order of up to 4 events; of more, the recorded one, its reverse and 30 shuffles (the same each run). */
export function deliveryOrders(count: number): number[][] {
  const indexes = [...Array(count).keys()];
  if (count <= 4) return permutations(indexes);
  let seed = count;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const shuffle = (order: number[]) => {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    return order;
  };
  return [indexes, [...indexes].reverse(), ...Array.from({ length: 30 }, () => shuffle([...indexes]))];
}

/**
 * Tells a story once per delivery order: `tell` makes it afresh (new ids, the events in the order
 * their producer recorded them), `deliver` hands its events over in that order, then each again
 * twice (the same envelope, which the inbox drops, and a copy under a new id, as a re-send the
 * inbox has forgotten would come), and `check` says whether it ended as it must.
 */
export async function deliverInEveryOrder<Story extends { events: EventEnvelope[] }>(
  tell: () => Story | Promise<Story>,
  deliver: (event: EventEnvelope) => Promise<unknown>,
  check: (story: Story) => Promise<void>,
): Promise<void> {
  let story = await tell();
  for (const [n, order] of deliveryOrders(story.events.length).entries()) {
    if (n > 0) story = await tell();
    const delivered = order.map((i) => story.events[i]!);
    for (const event of delivered) await deliver(event);
    for (const event of delivered) await deliver(event);
    for (const event of delivered) await deliver({ ...event, id: randomUUID() });
    try {
      await check(story);
    } catch (error) {
      throw new Error(`delivered in the order ${order.join(', ')} (0 first recorded): ${(error as Error).message}`, { cause: error });
    }
  }
}
