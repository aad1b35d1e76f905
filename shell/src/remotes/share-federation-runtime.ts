import * as core from '@module-federation/runtime-tools/runtime-core';

/**
 * Remotes are built with Module Federation's `externalRuntime`: instead of bundling a second copy
 * of the federation runtime (~19 KB gzipped per remote page), they use the one the shell puts on
 * the global object here, before the first remote entry is fetched. The shell's own runtime is
 * that module already, so importing it here costs no download and no extra round trip.
 */
export function shareFederationRuntime(): void {
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= core;
}
