import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyAnswer } from '@hearth/host/early-answers';
import { remotePages } from '../app/remote-pages';
import { remoteManifestUrl } from './remote-files';

/** A remote: one with a pages.json among gateway/routes.json's domains (app/remote-pages.ts). */
export type RemoteName = string;

/** The remotes and where the gateway serves them: /mf/<name>/ (gateway/routes.json). */
export const remotes: Record<RemoteName, string> = Object.fromEntries(
  Object.keys(remotePages).map((name) => [name, remoteManifestUrl(name)]),
);

/** A remote's manifest the page's first script already asked for (first-data.ts) is taken, not asked again. */
let pluginRegistered = false;
function takeEarlyManifests(): void {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([{ name: 'hearth-early-manifests', fetch: (url: string) => takeEarlyAnswer(new Request(new URL(url, window.location.href))) }]);
}

/**
 * Tells the Module Federation runtime where each remote is. Nothing is fetched until a remote's
 * route is shown; `force` re-registers one whose earlier load failed, so a retry starts clean.
 */
export function registerHearthRemotes(only?: RemoteName, force = false): void {
  takeEarlyManifests();
  const names = only ? [only] : Object.keys(remotes);
  registerRemotes(
    names.map((name) => ({ name, entry: remotes[name]! })),
    { force },
  );
}
