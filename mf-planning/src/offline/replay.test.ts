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

  it("keeps the changes for the member's next session when the session has ended (a 401), and stops", async () => {
    const queue = new ChangeQueue('ended-test');
    await queue.add(change('one', { kind: 'toggle', itemId: 'milk', purchased: true }));
    await queue.add(change('two', { kind: 'toggle', itemId: 'bread', purchased: true }));
    const sent: string[] = [];
    const send = async (next: PendingChange) => {
      sent.push(next.id);
      throw { status: 401, data: { message: 'Unauthorized' } };
    };
    expect(await replay(queue, send)).toEqual({ sent: 0, refused: 0, listIds: [] });
    expect(sent).toEqual(['one']);
    expect((await queue.all()).map((waiting) => waiting.id)).toEqual(['one', 'two']);
  });

  it("replays each member's queue on its own", async () => {
    const ada = new ChangeQueue('ada-test');
    const ben = new ChangeQueue('ben-test');
    await ada.add(change('ada-tick', { kind: 'toggle', itemId: 'milk', purchased: true }));
    await ben.add(change('ben-tick', { kind: 'toggle', itemId: 'milk', purchased: false }));
    const sent: string[] = [];
    const send = async (next: PendingChange) => {
      sent.push(next.id);
      return {};
    };
    await Promise.all([replay(ada, send), replay(ben, send)]);
    expect(sent.sort()).toEqual(['ada-tick', 'ben-tick']);
  });

  it('lets go of its database when the shell removes it at the end of a session, and opens it again when needed', async () => {
    const queue = new ChangeQueue('removed-test');
    expect(await queue.refreshCount()).toBe(0);
    const held = await new Promise<boolean>((resolve) => {
      const request = indexedDB.deleteDatabase('removed-test');
      request.onsuccess = () => resolve(false);
      request.onblocked = () => {
        resolve(true);
        queue.close();
      };
    });
    expect(held).toBe(false);
    await queue.add(change('later', { kind: 'toggle', itemId: 'milk', purchased: true }));
    expect(queue.size).toBe(1);
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
