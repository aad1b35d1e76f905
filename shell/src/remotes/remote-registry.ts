import { registerRemotes } from '@module-federation/enhanced/runtime';

/** The remotes and where the gateway serves them (gateway/routes.json). */
export const remotes = {
  recipes: '/mf/recipes/mf-manifest.json',
  household: '/mf/household/mf-manifest.json',
  planning: '/mf/planning/mf-manifest.json',
} as const;

export type RemoteName = keyof typeof remotes;

/**
 * Tells the Module Federation runtime where each remote is. Nothing is fetched until a remote's
 * route is shown; `force` re-registers one whose earlier load failed, so a retry starts clean.
 */
export function registerHearthRemotes(only?: RemoteName, force = false): void {
  const names = only ? [only] : (Object.keys(remotes) as RemoteName[]);
  registerRemotes(
    names.map((name) => ({ name, entry: remotes[name] })),
    { force },
  );
}
