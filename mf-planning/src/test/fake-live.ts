// GET /api/live as a test scripts it: an open event stream the test writes changes into.
import { http, HttpResponse } from 'msw';
import type { LiveChange } from '../live/live-connection';
import { server } from './serve';

export interface FakeLive {
  /** Writes a `change` event to every open stream (`at` and `by` filled in when not given). */
  send(change: Partial<LiveChange> & Pick<LiveChange, 'type'>): void;
  /** How many times the page opened the stream, and the Last-Event-ID each time. */
  opened: (string | null)[];
  /** Ends every open stream, as a dropped connection would. */
  drop(): void;
}

export function fakeLive(): FakeLive {
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  const opened: (string | null)[] = [];
  let sequence = 0;
  const write = (text: string) => streams.forEach((stream) => stream.enqueue(encoder.encode(text)));
  server.use(
    http.get('/api/live', ({ request }) => {
      opened.push(request.headers.get('Last-Event-ID'));
      let mine: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          mine = controller;
          streams.add(controller);
          controller.enqueue(encoder.encode('event: ready\ndata: {}\n\n'));
        },
        cancel() {
          streams.delete(mine);
        },
      });
      request.signal.addEventListener('abort', () => streams.delete(mine));
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  return {
    opened,
    send(change) {
      sequence += 1;
      write(`id: change-${sequence}\nevent: change\ndata: ${JSON.stringify({ at: new Date().toISOString(), by: 'someone', ...change })}\n\n`);
    },
    drop() {
      streams.forEach((stream) => stream.close());
      streams.clear();
    },
  };
}
