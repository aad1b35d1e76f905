import type { LiveChange } from '@hearth/contracts/planning';
import { readEventStream } from './event-stream';

/** A planning change as GET /api/live sends it: the planning contract's union, told apart by `type`. */
export type { LiveChange };

const changeTypes: Record<LiveChange['type'], true> = {
  'shopping-list.created': true,
  'shopping-list.renamed': true,
  'shopping-list.deleted': true,
  'shopping-list.item.added': true,
  'shopping-list.item.removed': true,
  'shopping-list.item.toggled': true,
  'shopping-list.item.aisle-changed': true,
  'shopping-list.updated-from-week': true,
  'meal-plan.changed': true,
  'meal-plan.meal.added': true,
  'meal-plan.meal.removed': true,
};

/** A `change` event's data, or undefined for one this page does not know (a newer server's). */
export function parseLiveChange(data: string): LiveChange | undefined {
  const change: unknown = JSON.parse(data);
  if (typeof change !== 'object' || change === null || !('type' in change) || typeof change.type !== 'string') return undefined;
  return Object.hasOwn(changeTypes, change.type) ? (change as LiveChange) : undefined;
}

/** `live`: changes arrive as they happen; `polling`: the stream cannot be had, pages refresh. */
export type LiveMode = 'connecting' | 'live' | 'polling';

export interface LiveHandlers {
  change(change: LiveChange): void;
  /** Changes may have been missed: refetch what is shown. */
  reset(): void;
  mode(mode: LiveMode): void;
}

export interface LiveConnectionOptions {
  url: string;
  token: string;
  handlers: LiveHandlers;
  /** Failed attempts in a row before pages fall back to polling (they keep trying, slower). */
  attemptsBeforePolling?: number;
  retryDelayMs?: (attempt: number) => number;
}

const defaultDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)) * (0.75 + Math.random() / 2);

/**
 * One member's stream of their household's changes, kept open: it reconnects after a drop with
 * `Last-Event-ID` (the server replays what was missed, or says `reset`), and after a few failed
 * attempts in a row (a proxy that blocks streams, say) reports `polling` so pages refresh on a
 * timer until a stream opens again.
 */
export class LiveConnection {
  private abort: AbortController | undefined;
  private lastEventId: string | undefined;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private opened = false;

  constructor(private readonly options: LiveConnectionOptions) {}

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.abort?.abort();
  }

  private async connect(): Promise<void> {
    const { url, token, handlers } = this.options;
    this.abort = new AbortController();
    let opened = false;
    try {
      const response = await fetch(url, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}`, ...(this.lastEventId ? { 'Last-Event-ID': this.lastEventId } : {}) },
        signal: this.abort.signal,
        cache: 'no-store',
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) throw new Error(`stream answered ${response.status} ${type}`);
      for await (const event of readEventStream(response.body)) {
        if (event.id) this.lastEventId = event.id;
        if (event.event === 'ready') {
          opened = true;
          this.failures = 0;
          // A stream opened for the first time after pages loaded, or again after polling:
          // what they show may be older than the stream's first change.
          if (this.opened) handlers.reset();
          this.opened = true;
          handlers.mode('live');
        } else if (event.event === 'change') {
          const change = parseLiveChange(event.data);
          if (change) handlers.change(change);
        }
        else if (event.event === 'reset') handlers.reset();
        else if (event.event === 'revoked') this.lastEventId = undefined;
      }
    } catch {
      // Closed, refused or unreachable: retried below.
    }
    if (this.stopped) return;
    if (!opened) this.failures += 1;
    if (this.failures >= (this.options.attemptsBeforePolling ?? 3)) handlers.mode('polling');
    else if (opened) handlers.mode('connecting');
    this.timer = setTimeout(() => void this.connect(), (this.options.retryDelayMs ?? defaultDelay)(this.failures));
  }
}
