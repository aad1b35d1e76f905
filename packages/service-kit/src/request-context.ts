import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';

/** What follows a request (or an event being handled) through every async call it makes. */
export interface RequestContext {
  requestId: string;
  logger: Logger;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The id that ties an event to the request that caused it. */
export function currentCorrelationId(): string {
  return storage.getStore()?.requestId ?? 'system';
}
