import type Koa from 'koa';
import type { ApiDescription } from './http/api-description';
import type { MountedRoute } from './http/mounted-routes';

/** A running unit of Hearth's back end: its HTTP app and its lifecycle. */
export interface Service {
  name: string;
  app: Koa;
  /** Every route its router answers (filled by createDomainService). */
  routes?: MountedRoute[];
  /** Its routes as the public OpenAPI document describes them. */
  api?: ApiDescription;
  /**
   * Ends long-lived responses (live streams), called when the HTTP server starts draining so it
   * does not wait for them; their clients reconnect elsewhere.
   */
  drain?(): void;
  /** Migrates, starts consuming and relaying. */
  start(): Promise<void>;
  /** Stops relaying and closes the pool; the bus belongs to whoever created it. */
  stop(): Promise<void>;
}
