/** Where the gateway serves a remote's manifest (gateway/routes.json: each remote at /mf/<name>/). */
export const remoteManifestUrl = (name: string) => `/mf/${name}/mf-manifest.json`;

/** What the shell reads of a remote's mf-manifest.json (Module Federation's manifest). */
export interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/**
 * The files a page of the remote needs before it can render: the remote's entry and the exposed
 * module's own chunks, as the manifest names them (none if its public path is not a fixed one).
 */
export function pageFiles(manifest: RemoteManifest, module: string): { scripts: string[]; styles: string[] } {
  const base = manifest.metaData.publicPath;
  const expose = manifest.exposes.find((entry) => entry.name === module);
  if (!base?.startsWith('/') || !expose) return { scripts: [], styles: [] };
  const { remoteEntry } = manifest.metaData;
  const entry = `${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`;
  return { scripts: [entry, ...expose.assets.js.sync.map((file) => base + file)], styles: expose.assets.css.sync.map((file) => base + file) };
}
