import { fakeLive } from './fake-live';

// Every planning page opens the live stream; unless a test scripts it, it stays open and quiet.
beforeEach(() => {
  fakeLive();
});
