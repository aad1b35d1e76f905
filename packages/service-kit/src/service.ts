import type Koa from 'koa';

/** A running unit of Hearth's back end: its HTTP app and its lifecycle. */
export interface Service {
  name: string;
  app: Koa;
  /** Migrates, starts consuming and relaying. */
  start(): Promise<void>;
  /** Stops relaying and closes the pool; the bus belongs to whoever created it. */
  stop(): Promise<void>;
}
