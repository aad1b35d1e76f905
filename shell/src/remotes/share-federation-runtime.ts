/**
 * Remotes are built with Module Federation's `externalRuntime`: instead of bundling a second copy
 * of the federation runtime (~19 KB gzipped per remote page), they use the one the shell puts on
 * the global object here, before the first remote entry is fetched. Loaded with the first remote
 * page, so the home page does not carry the runtime's parts only remotes use.
 */
export async function shareFederationRuntime(): Promise<void> {
  const core = await import('@module-federation/runtime-tools/runtime-core');
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= core;
}
