import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { PageAddress, PagePrefetch } from '@hearth/host';
import { registerHearthRemotes, type RemoteName } from './remote-registry';
import { shareFederationRuntime } from './share-federation-runtime';

export const REMOTE_TIMEOUT_MS = 10_000;
const ATTEMPTS = 2;

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(`Timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const moduleId = (remote: RemoteName, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

/** A remote's exposed module: its component, and for a page, what starts its first data (PagePrefetch). */
export interface RemoteModule<P> {
  default: ComponentType<P>;
  prefetch?: PagePrefetch;
}

/** Modules started by preloadRemoteComponent and not yet taken by an area. */
const preloaded = new Map<string, Promise<RemoteModule<never>>>();

/**
 * Starts loading a remote's module (and its page's first data, for `address`) before its area
 * renders (the page being opened shows it); the area's first load takes it, failure included,
 * and a retry loads afresh.
 */
export function preloadRemoteComponent(remote: RemoteName, module: string, address?: PageAddress): void {
  const id = moduleId(remote, module);
  if (preloaded.has(id)) return;
  // Every remote page calls its domain's API through @hearth/host/api (RTK Query, the largest
  // module they share): it loads and runs now, while the remote's manifest and entry are on the
  // wire, rather than inside the long task that runs the page's modules once they arrive.
  import('@hearth/host/api').catch(() => undefined);
  const loading = loadRemoteModule<never>(remote, module, address);
  // Reported by the area that takes it, not as an unhandled rejection meanwhile.
  loading.catch(() => undefined);
  preloaded.set(id, loading);
}

/** Calls a page module's `prefetch` for `address`: its first data is on the wire while the page renders. */
function startFirstData({ prefetch }: { prefetch?: PagePrefetch }, address: PageAddress | undefined) {
  if (!address) return;
  try {
    prefetch?.(address);
  } catch (error) {
    // The page asks for its data itself as it renders.
    console.error('A page could not start loading its data early', error);
  }
}

/**
 * Loads a remote's exposed module, e.g. `household` + `./HouseholdPage`, and for a page at
 * `address` starts its first data as soon as the module arrives. A remote that is down or hangs is
 * retried once; then RemoteUnavailableError goes to the area's error boundary.
 */
export async function loadRemoteModule<P>(remote: RemoteName, module: string, address?: PageAddress): Promise<RemoteModule<P>> {
  const id = moduleId(remote, module);
  const started = preloaded.get(id);
  if (started) {
    preloaded.delete(id);
    return started as Promise<RemoteModule<P>>;
  }
  shareFederationRuntime();
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const loaded = await withTimeout(loadRemote<RemoteModule<P>>(id), REMOTE_TIMEOUT_MS);
      if (!loaded?.default) throw new RemoteUnavailableError(`${id} has no default export`);
      startFirstData(loaded, address);
      return loaded;
    } catch (error) {
      lastError = error;
      registerHearthRemotes(remote, true);
      if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new RemoteUnavailableError(`Could not load ${id}: ${String(lastError)}`);
}
