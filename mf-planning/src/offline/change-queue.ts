import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AddShoppingItemBody, ShoppingAisle } from '@hearth/contracts/planning';

/** A change to a list's items made while the network was away, waiting to be sent. */
export type PendingChange = {
  /** The phone's id for the change: its `Idempotency-Key`, so a replay applies once. */
  id: string;
  listId: string;
  /** When it was made (a tick's `changedAt`). */
  at: string;
} & (
  | { kind: 'toggle'; itemId: string; purchased: boolean }
  | { kind: 'remove'; itemId: string }
  | { kind: 'add'; item: AddShoppingItemBody }
  | { kind: 'aisle'; itemId: string; aisle: ShoppingAisle }
);

interface QueueSchema extends DBSchema {
  changes: { key: number; value: PendingChange & { seq?: number } };
}

/**
 * The changes waiting to be sent, in the order they were made, kept in IndexedDB so they survive
 * a closed tab. One queue per signed-in user (its own database, `offlineChangesDatabase`), so a
 * shared phone never shows or sends one member's changes in another's session. When a session
 * ends, the shell removes the queue if it is empty; changes still waiting stay for their member's
 * next session on this device.
 */
export class ChangeQueue {
  private db: Promise<IDBPDatabase<QueueSchema>> | undefined;
  private readonly listeners = new Set<() => void>();
  private count = 0;

  constructor(private readonly name: string) {}

  private open(): Promise<IDBPDatabase<QueueSchema>> {
    this.db ??= openDB<QueueSchema>(this.name, 1, {
      upgrade(db) {
        db.createObjectStore('changes', { keyPath: 'seq', autoIncrement: true });
      },
      // The shell removes an empty queue when the session ends (or a newer page upgrades it):
      // let go, and open it again if this member needs it.
      blocking: (_version, _newVersion, event) => {
        (event.target as IDBDatabase).close();
        this.db = undefined;
      },
      terminated: () => {
        this.db = undefined;
      },
    });
    return this.db;
  }

  async add(change: PendingChange): Promise<void> {
    const db = await this.open();
    await db.add('changes', change);
    await this.refreshCount();
  }

  /** Every waiting change, oldest first. */
  async all(): Promise<(PendingChange & { seq: number })[]> {
    const db = await this.open();
    return (await db.getAll('changes')) as (PendingChange & { seq: number })[];
  }

  async forList(listId: string): Promise<PendingChange[]> {
    return (await this.all()).filter((change) => change.listId === listId);
  }

  async remove(seq: number): Promise<void> {
    const db = await this.open();
    await db.delete('changes', seq);
    await this.refreshCount();
  }

  /** How many changes wait; `subscribe` hears when it changes. */
  get size(): number {
    return this.count;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async refreshCount(): Promise<number> {
    const db = await this.open();
    const count = await db.count('changes');
    if (count !== this.count) {
      this.count = count;
      this.listeners.forEach((listener) => listener());
    }
    return count;
  }

  close(): void {
    void this.db?.then((db) => db.close());
    this.db = undefined;
  }
}
