import type { LiveEventName, LiveEvents } from '@hearth/contracts/planning';
import type { EventEnvelope, EventType } from '@hearth/events';
import type { Logger } from '@hearth/service-kit';
import { presentLiveChange, type LiveEvent } from './live-presenter';

export { liveChangeTypes } from './live-presenter';

/** Who belongs where: a stream follows its member, not a household id fixed when it opened. */
export const membershipChangeTypes = ['household.member.joined', 'household.member.removed', 'household.deleted'] as const satisfies readonly EventType[];

/** svc-auth's word that sessions have ended early (see service-kit ended-sessions.ts). */
export const sessionEndTypes = ['user.sessions-ended', 'session.ended'] as const satisfies readonly EventType[];

/** One open stream: a member of `householdId` reading the household's changes. */
export interface LiveClient {
  userId: string;
  householdId: string;
  /** The session (its `sid`) the stream was opened with; none for an API token. */
  sessionId?: string;
  /** Writes raw text/event-stream lines; false once the connection is gone. */
  write(text: string): boolean;
  end(): void;
}

export interface LiveHubOptions {
  logger: Logger;
  /** Changes kept per household for clients resuming with Last-Event-ID. */
  replayLength?: number;
  /** Households whose recent changes are kept (the least recently changed are dropped first). */
  replayHouseholds?: number;
  /** How long a member who left is refused even if this service's projection still lists them. */
  removalMemoryMs?: number;
  heartbeatMs?: number;
  /** Streams one member may hold open on this instance: their phones, tablets and tabs, not a flood. */
  streamsPerMember?: number;
}

/** One Server-Sent Event of the stream: its name, its data (the planning contract's `LiveEvents`) and id. */
const frame = <E extends LiveEventName>(event: E, data: LiveEvents[E], id?: string) =>
  `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The streams open on this instance of svc-planning, by household. Every instance hears every
 * planning change from the bus (`EventBus.listen`), whichever instance committed it, and writes it
 * to its own clients of that household. A short replay buffer per household lets a client that
 * dropped resume after the last change it saw; when that change is no longer known (or changes
 * may have been missed while the broker was away), the client is told to `reset`: refetch what
 * it shows.
 */
export class LiveHub {
  private readonly clients = new Map<string, Set<LiveClient>>();
  private readonly recent = new Map<string, { id: string; text: string }[]>();
  private readonly removed = new Map<string, { householdId: string | null; until: number }>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly replayLength: number;
  private readonly replayHouseholds: number;
  private readonly removalMemoryMs: number;

  constructor(private readonly options: LiveHubOptions) {
    this.replayLength = options.replayLength ?? 200;
    this.replayHouseholds = options.replayHouseholds ?? 1000;
    this.removalMemoryMs = options.removalMemoryMs ?? 60_000;
    // A comment line keeps idle connections open through proxies (nginx reads for 60 s).
    this.heartbeat = setInterval(() => this.broadcast(': heartbeat\n\n'), options.heartbeatMs ?? 15_000);
    this.heartbeat.unref();
  }

  /** Whether a member the projection names was removed from `householdId` a moment ago. */
  wasJustRemoved(userId: string, householdId: string): boolean {
    const removal = this.removed.get(userId);
    if (!removal || removal.until < Date.now()) return false;
    return removal.householdId === null || removal.householdId === householdId;
  }

  /** Whether `userId` may open one more stream here. */
  hasRoomFor(userId: string): boolean {
    let open = 0;
    for (const clients of this.clients.values()) for (const client of clients) if (client.userId === userId) open++;
    return open < (this.options.streamsPerMember ?? 10);
  }

  /** Adds a client and sends what it missed since `lastEventId`, or tells it to reset. */
  open(client: LiveClient, lastEventId: string | undefined): void {
    let household = this.clients.get(client.householdId);
    if (!household) this.clients.set(client.householdId, (household = new Set()));
    household.add(client);
    client.write('retry: 2000\n\n');
    if (lastEventId) {
      const recent = this.recent.get(client.householdId) ?? [];
      const seen = recent.findIndex((change) => change.id === lastEventId);
      if (seen < 0) client.write(frame('reset', { reason: 'resume' }));
      else for (const change of recent.slice(seen + 1)) client.write(change.text);
    }
    client.write(frame('ready', { householdId: client.householdId }));
  }

  close(client: LiveClient): void {
    const household = this.clients.get(client.householdId);
    household?.delete(client);
    if (household?.size === 0) this.clients.delete(client.householdId);
  }

  /** A planning change committed by any instance. */
  async change(change: LiveEvent): Promise<void> {
    const { householdId } = change.payload;
    // The outbox may publish an event twice (a crash between publishing and marking it sent).
    if (this.recent.get(householdId)?.some((seen) => seen.id === change.id)) return;
    const text = frame('change', presentLiveChange(change), change.id);
    this.remember(householdId, change.id, text);
    for (const client of this.clients.get(householdId) ?? []) this.send(client, text);
  }

  /** A membership change: the member's open streams end, so they reconnect as who they are now. */
  async membership(event: EventEnvelope<(typeof membershipChangeTypes)[number]>): Promise<void> {
    if (event.type === 'household.deleted') {
      for (const client of this.clients.get(event.payload.householdId) ?? []) this.endFor(client, null);
      this.recent.delete(event.payload.householdId);
      return;
    }
    const { userId, householdId } = event.payload;
    for (const clients of this.clients.values()) {
      for (const client of clients) {
        if (client.userId !== userId) continue;
        if (event.type === 'household.member.removed' && client.householdId === householdId) this.endFor(client, householdId);
        else if (event.type === 'household.member.joined' && client.householdId !== householdId) this.endStream(client);
      }
    }
    if (event.type === 'household.member.removed') this.removed.set(userId, { householdId, until: Date.now() + this.removalMemoryMs });
    else this.removed.delete(userId);
  }

  /**
   * Sessions ended early: their streams end, so the client reconnects and is refused. Every stream
   * of a user whose sessions all ended goes (one opened by an API token too: a reset deletes them;
   * one still valid reconnects at once).
   */
  sessionsEnded(event: EventEnvelope<(typeof sessionEndTypes)[number]>): void {
    for (const clients of [...this.clients.values()]) {
      for (const client of [...clients]) {
        if (client.userId !== event.payload.userId) continue;
        if (event.type === 'user.sessions-ended' || client.sessionId === event.payload.sessionId) this.endStream(client);
      }
    }
  }

  /** Changes may have been missed: every client refetches what it shows. */
  gap(): void {
    this.broadcast(frame('reset', { reason: 'gap' }));
  }

  /** Ends every stream (the service is stopping); clients reconnect to another instance. */
  stop(): void {
    clearInterval(this.heartbeat);
    for (const clients of [...this.clients.values()]) for (const client of [...clients]) this.endStream(client);
  }

  get openStreams(): number {
    let count = 0;
    for (const clients of this.clients.values()) count += clients.size;
    return count;
  }

  private endFor(client: LiveClient, householdId: string | null): void {
    this.removed.set(client.userId, { householdId, until: Date.now() + this.removalMemoryMs });
    client.write(frame('revoked', { householdId: client.householdId }));
    this.endStream(client);
  }

  private endStream(client: LiveClient): void {
    this.close(client);
    client.end();
  }

  private send(client: LiveClient, text: string): void {
    if (!client.write(text)) this.close(client);
  }

  private broadcast(text: string): void {
    for (const clients of [...this.clients.values()]) for (const client of [...clients]) this.send(client, text);
  }

  private remember(householdId: string, id: string, text: string): void {
    const recent = this.recent.get(householdId) ?? [];
    // Re-inserted so the Map's order is least recently changed first.
    this.recent.delete(householdId);
    recent.push({ id, text });
    if (recent.length > this.replayLength) recent.splice(0, recent.length - this.replayLength);
    this.recent.set(householdId, recent);
    if (this.recent.size > this.replayHouseholds) this.recent.delete(this.recent.keys().next().value!);
  }
}
