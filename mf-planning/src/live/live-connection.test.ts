import { http, HttpResponse } from 'msw';
import { server } from '../test/serve';
import { LiveConnection, type LiveMode } from './live-connection';

describe('the live connection', () => {
  it('falls back to polling when the stream cannot be opened, and goes live again once it can', async () => {
    let refuse = true;
    let attempts = 0;
    server.use(
      http.get('/api/live', () => {
        attempts += 1;
        // A proxy that will not pass event streams answers with something else.
        if (refuse) return HttpResponse.text('<html>blocked</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
        return new HttpResponse('event: ready\ndata: {}\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const modes: LiveMode[] = [];
    const connection = new LiveConnection({
      url: 'http://localhost/api/live',
      token: 't',
      handlers: { change: () => undefined, reset: () => undefined, mode: (mode) => modes.push(mode) },
      attemptsBeforePolling: 3,
      retryDelayMs: () => 5,
    });
    connection.start();
    await waitUntil(() => modes.includes('polling'));
    expect(attempts).toBe(3);
    refuse = false;
    await waitUntil(() => modes.includes('live'));
    connection.stop();
    expect(modes[0]).toBe('polling');
  });
});

async function waitUntil(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
