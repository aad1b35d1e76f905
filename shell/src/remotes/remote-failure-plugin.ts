import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin: a remote that cannot be loaded (down, hanging, broken manifest) is reported
 * with its id and the stage that failed. It offers no substitute module, so the error goes on to
 * the shell's retry and error boundary (load-remote-module.ts, RemoteArea.tsx), which show a
 * friendly message in the content area instead of a blank page.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hearth-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`Hearth could not load ${id} (${lifecycle})`, error);
      return undefined;
    },
  };
}
