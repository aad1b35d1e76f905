/** Where the gateway serves a remote's manifest (gateway/routes.json: each remote at /mf/<name>/). */
export const remoteManifestUrl = (name: string) => `/mf/${name}/mf-manifest.json`;

/** What the shell reads of a remote's mf-manifest.json (Module Federation's manifest). */
export interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  // `shared`: the share keys the exposed module's chunks consume (packages/frontend-build/page-files.js).
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } }; shared?: string[] }[];
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

/** index.html's data block of a remote page's first-render files (packages/frontend-build/page-files.js). */
export const PAGE_FILES_ID = 'hearth-page-files';

/**
 * The shell's files a remote page's first render loads, as its build lists them: `parts.app`, the
 * lazy parts every remote page renders in (the app, its theme, the remote area, antd's
 * stylesheet); `parts.phone`, a phone's tab bar; `shared`, each shared module's files. `files`
 * holds each name once; the rest are indexes into it.
 */
export interface ShellPageFiles {
  files: string[];
  parts: Record<'app' | 'phone', number[]>;
  shared: Record<string, number[]>;
}

/** The list index.html carries, or undefined (a development build writes none, or it is unreadable). */
export function readShellPageFiles(doc: Document): ShellPageFiles | undefined {
  const text = doc.getElementById(PAGE_FILES_ID)?.textContent;
  if (!text) return undefined;
  try {
    const list = JSON.parse(text) as ShellPageFiles;
    return Array.isArray(list.files) && Array.isArray(list.parts?.app) && Array.isArray(list.parts.phone) && typeof list.shared === 'object' ? list : undefined;
  } catch {
    return undefined;
  }
}

/** The shell's files, at the site's root: those of a part, or of each shared module in `sharedKeys`. */
export function shellFiles(list: ShellPageFiles, which: { part: 'app' | 'phone' } | { sharedKeys: string[] }): string[] {
  const indexes = 'part' in which ? list.parts[which.part] : which.sharedKeys.flatMap((key) => list.shared[key] ?? []);
  return [...new Set(indexes.map((index) => list.files[index]).filter((file) => file !== undefined))].map((file) => `/${file}`);
}
