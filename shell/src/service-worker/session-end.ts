import type { WorkboxPlugin } from 'workbox-core/types';

/**
 * The worker's side of a session's end: the page says so (SESSION_ENDED), and an answer to a call
 * that was already on its way is not stored afterwards, so the emptied cache stays empty.
 */
export function answersOfEndedSessions(): { plugin: WorkboxPlugin; sessionEnded(): void } {
  let sessions = 0;
  return {
    plugin: {
      async handlerWillStart({ state }) {
        if (state) state.session = sessions;
      },
      async cacheWillUpdate({ response, state }) {
        return state?.session === sessions ? response : null;
      },
    },
    sessionEnded() {
      sessions += 1;
    },
  };
}
