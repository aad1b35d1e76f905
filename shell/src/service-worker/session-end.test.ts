import type { WorkboxPlugin } from 'workbox-core/types';
import { answersOfEndedSessions } from './session-end';

type WorkerEvent = Parameters<NonNullable<WorkboxPlugin['cacheWillUpdate']>>[0]['event'];

/** A call through the plugin, as Workbox makes it: the handler starts, later the answer may be stored. */
function call(plugin: WorkboxPlugin) {
  const state = {};
  const request = new Request('https://hearth.test/api/shopping-lists');
  const event = {} as WorkerEvent;
  void plugin.handlerWillStart!({ request, event, state });
  return (response: Response) => plugin.cacheWillUpdate!({ request, response, event, state });
}

describe("an answer on its way when the member's session ends", () => {
  it('is not stored, while the next session is kept as usual', async () => {
    const { plugin, sessionEnded } = answersOfEndedSessions();
    const before = call(plugin);
    const answer = Response.json([]);
    expect(await call(plugin)(answer)).toBe(answer);

    sessionEnded();
    expect(await before(Response.json([]))).toBeNull();
    const next = Response.json([]);
    expect(await call(plugin)(next)).toBe(next);
  });
});
