/** One Server-Sent Event as a client sees it. */
export interface ServerEvent {
  id?: string;
  event: string;
  data: unknown;
  /** `performance.now()` when it was read off the stream. */
  receivedAt: number;
}

export interface EventStreamClient {
  status: number;
  /** Every event received so far, in order. */
  events: ServerEvent[];
  /** Waits for the next event matching `predicate` (among those not yet taken), up to `timeoutMs`. */
  next(predicate?: (event: ServerEvent) => boolean, timeoutMs?: number): Promise<ServerEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `url` as an event stream with fetch (so it can send a bearer token, as the pages do), for
 * tests and benchmarks; `onEvent` sees each event as it is read.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string>,
  options: { onEvent?: (event: ServerEvent) => void } = {},
): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: ServerEvent[] = [];
  const taken = new Set<ServerEvent>();
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((wake) => wake());
  let endedResolve: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));

  if (response.ok && response.body) {
    (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => line && !line.startsWith(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
            );
            if (!fields.event && !fields.data) continue;
            const event: ServerEvent = { id: fields.id, event: fields.event ?? 'message', data: fields.data ? JSON.parse(fields.data) : undefined, receivedAt: performance.now() };
            events.push(event);
            options.onEvent?.(event);
            notify();
          }
        }
      } catch {
        // aborted by close()
      }
      endedResolve();
      notify();
    })();
  } else {
    endedResolve();
  }

  return {
    status: response.status,
    events,
    ended,
    close: () => abort.abort(),
    next(predicate = () => true, timeoutMs = 5000) {
      return new Promise<ServerEvent>((resolve, reject) => {
        const check = () => {
          const found = events.find((event) => !taken.has(event) && predicate(event));
          if (!found) return false;
          taken.add(found);
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms; received: ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => void check();
        if (!check()) waiters.add(wake);
      });
    },
  };
}
