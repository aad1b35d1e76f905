import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { closeQueues } from '../offline/offline-sync';
import { fakeLive } from './fake-live';

beforeEach(() => {
  // Every test starts with no changes waiting.
  closeQueues();
  globalThis.indexedDB = new IDBFactory();
  // Every planning page opens the live stream; unless a test scripts it, it stays open and quiet.
  fakeLive();
});
