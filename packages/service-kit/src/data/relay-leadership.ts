import type pg from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { openSession, schemaOf } from './data-source';

/** Keyed on the schema's oid: every replica of a service shares it, no other schema does. */
const relayLock = `hashtext('hearth.outbox.relay'), $1::regnamespace::oid::int`;
/** The same lock as pg_locks shows it, held by whichever session leads (see anotherLeads). */
const relayLockHeld = `SELECT EXISTS (
  SELECT 1 FROM pg_locks
  WHERE locktype = 'advisory' AND granted AND objsubid = 2
    AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
    AND classid = hashtext('hearth.outbox.relay')::oid AND objid = $1::regnamespace::oid
) AS held`;
/** Where a replica that committed events tells the leader to look (the payload names the schema). */
const wakeChannel = 'hearth_outbox';

/**
 * Which of a schema's relays publishes: the one whose own connection holds a session-level
 * advisory lock on the schema. The first replica to start takes it at once; the others try again
 * every few seconds, and one of them has it as soon as the server ends the leader's session (the
 * process stopped or died, its connection closed, or went silent: the session asks the server to
 * probe it and to give up on what it sent after 10 s, so a host that vanished frees the lock
 * within half a minute, not TCP's two hours or its retransmissions' quarter of an hour).
 *
 * The leader's statements run on that same connection, so a leader that lost it cannot read or
 * mark a row any more: at worst the batch it holds is published once more by the next leader,
 * which the consumers' inbox absorbs.
 */
export class RelayLeadership {
  private readonly schema: string;
  private session: pg.Client | undefined;
  private leading = false;
  private waking: Promise<void> | undefined;
  private wakeAgain = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    /** Called when another replica committed events (the leader only). */
    private readonly onWake: () => void,
  ) {
    this.schema = schemaOf(dataSource);
  }

  get isLeading(): boolean {
    return this.leading;
  }

  /** Tries once to lead (connecting first if need be); true if this relay leads now. */
  async tryToLead(): Promise<boolean> {
    if (this.leading) return true;
    const session = (this.session ??= await this.connect());
    const [{ taken }] = (await session.query(`SELECT pg_try_advisory_lock(${relayLock}) AS taken`, [this.schema])).rows;
    if (!taken || session !== this.session) return false;
    await session.query(`LISTEN ${wakeChannel}`);
    this.leading = true;
    this.logger.info({ schema: this.schema }, 'this replica relays the outbox');
    return true;
  }

  /** The leader's statements, on the connection that holds the lock: the last one's rows. */
  async query<Row>(text: string, parameters: unknown[] = []): Promise<Row[]> {
    if (!this.leading || !this.session) throw new Error('this replica no longer relays the outbox');
    const result: pg.QueryResult | pg.QueryResult[] = await this.session.query(text, parameters);
    return (Array.isArray(result) ? result[result.length - 1] : result).rows as Row[];
  }

  /** Whether another replica's session holds the lock: a relay that does not lead asks before it waits for one. */
  async anotherLeads(): Promise<boolean> {
    if (this.leading) return false;
    const [{ held }] = await this.dataSource.query(relayLockHeld, [this.schema]);
    return held;
  }

  /**
   * A follower's word to the leader after a commit that recorded events, so they go out at once
   * rather than at the leader's next pass. At most one in flight: commits meanwhile share the next.
   * A relay without a session of its own (it stood down) sends it through the pool.
   */
  wakeLeader(): void {
    if (this.waking) {
      this.wakeAgain = true;
      return;
    }
    if (this.leading) return;
    const notify = [wakeChannel, this.schema];
    this.waking = (this.session ? this.session.query('SELECT pg_notify($1, $2)', notify) : this.dataSource.query('SELECT pg_notify($1, $2)', notify))
      .then(() => undefined, () => undefined)
      .finally(() => {
        this.waking = undefined;
        if (this.wakeAgain) {
          this.wakeAgain = false;
          this.wakeLeader();
        }
      });
  }

  /** Lets go of the lock (ending the session) so another replica takes over. */
  async resign(): Promise<void> {
    const session = this.session;
    this.lost(session);
    await this.waking;
    await session?.end().catch(() => undefined);
  }

  private async connect(): Promise<pg.Client> {
    const session = await openSession(this.dataSource, 'hearth outbox relay', {
      tcp_keepalives_idle: 10,
      tcp_keepalives_interval: 5,
      tcp_keepalives_count: 3,
    });
    // The leader's session is never idle while others notify it, so keepalives alone never end it
    // when its host vanishes: the server then gives up on what it sent within 10 s. Only where
    // the server's system has the option (Linux); elsewhere the keepalives are what there is.
    await session.query('SET tcp_user_timeout = 10000').catch(() => undefined);
    session.on('error', (error) => {
      if (this.leading && session === this.session) this.logger.warn({ err: error, schema: this.schema }, 'the outbox relay lost its connection; a replica will take over');
      this.lost(session);
      void session.end().catch(() => undefined);
    });
    session.on('end', () => this.lost(session));
    session.on('notification', (message) => {
      if (message.payload === this.schema && session === this.session && this.leading) this.onWake();
    });
    return session;
  }

  private lost(session: pg.Client | undefined): void {
    if (!session || session !== this.session) return;
    this.session = undefined;
    this.leading = false;
  }
}
