import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remotePages } from '../app/remote-pages';

/** A remote: one with a pages.json among gateway/routes.json's domains (app/remote-pages.ts). */
export type RemoteName = string;

/** The remotes and where the gateway serves them: /mf/<name>/ (gateway/routes.json). */
export const remotes: Record<RemoteName, string> = Object.fromEntries(
  Object.keys(remotePages).map((name) => [name, `/mf/${name}/mf-manifest.json`]),
);

/**
 * Tells the Module Federation runtime where each remote is. Nothing is fetched until a remote's
 * route is shown; `force` re-registers one whose earlier load failed, so a retry starts clean.
 */
export function registerHearthRemotes(only?: RemoteName, force = false): void {
  const names = only ? [only] : Object.keys(remotes);
  registerRemotes(
    names.map((name) => ({ name, entry: remotes[name]! })),
    { force },
  );
}
