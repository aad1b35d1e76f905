import { ChangeQueue, type PendingChange } from './change-queue';
import { offlineItemId } from './apply-pending';
import { replay } from './offline-sync';

const change = (id: string, rest: Partial<PendingChange> & Pick<PendingChange, 'kind'>): PendingChange =>
  ({ id, listId: 'list', at: '2026-11-23T10:00:00.000Z', ...rest }) as PendingChange;

describe('replaying the waiting changes', () => {
  it('sends them in the order they were made, stops at a network failure, and sends the same ids again later', async () => {
    const queue = new ChangeQueue('order-test');
    await queue.add(change('one', { kind: 'toggle', itemId: 'milk', purchased: true }));
    await queue.add(change('two', { kind: 'remove', itemId: 'bread' }));
    await queue.add(change('three', { kind: 'toggle', itemId: 'milk', purchased: false }));
    const sent: string[] = [];
    let networkDown = false;
    const send = async (next: PendingChange) => {
      sent.push(next.id);
      if (next.id === 'two' && !networkDown) {
        networkDown = true;
        throw { status: 'FETCH_ERROR' };
      }
      return {};
    };
    expect(await replay(queue, send)).toEqual({ sent: 1, refused: 0, listIds: ['list'] });
    expect((await queue.all()).map((waiting) => waiting.id)).toEqual(['two', 'three']);
    expect(queue.size).toBe(2);
    await replay(queue, send);
    expect(sent).toEqual(['one', 'two', 'two', 'three']);
    expect(queue.size).toBe(0);
  });

  it('drops a change the server refuses (the item was removed by someone else) and goes on', async () => {
    const queue = new ChangeQueue('refused-test');
    await queue.add(change('tick', { kind: 'toggle', itemId: 'gone', purchased: true }));
    await queue.add(change('add', { kind: 'add', item: { name: 'Tea', quantity: 1, unit: 'whole' } }));
    const send = async (next: PendingChange) => {
      if (next.kind === 'toggle') throw { status: 404, data: { message: 'Item not found' } };
      return { _id: 'list', items: [] };
    };
    expect(await replay(queue, send)).toEqual({ sent: 1, refused: 1, listIds: ['list'] });
    expect(queue.size).toBe(0);
  });

  it('sends a tick of an item added offline with the id the server gave it', async () => {
    const queue = new ChangeQueue('offline-item-test');
    await queue.add(change('add-eggs', { kind: 'add', item: { name: 'Eggs', quantity: 6, unit: 'whole' } }));
    await queue.add(change('tick-eggs', { kind: 'toggle', itemId: offlineItemId('add-eggs'), purchased: true }));
    const ticked: string[] = [];
    const send = async (next: PendingChange) => {
      if (next.kind === 'toggle') ticked.push(next.itemId);
      return { _id: 'list', items: [{ _id: 'milk-id', name: 'Milk' }, { _id: 'eggs-id', name: 'Eggs' }] };
    };
    await replay(queue, send);
    expect(ticked).toEqual(['eggs-id']);
  });
});
