// What a remote page's first render loads beyond the page's own chunks, named at build time so the
// page's first script (shell/src/first-data.ts) can ask for all of it at once. Otherwise each part
// is found only when the code before it runs: the shell's lazy theme and remote area once the
// shell's code has run, the shared modules (antd's, @hearth/host's) once Module Federation runs
// the remote's entry, the remote area once the theme has rendered: wave after wave on a slow line.
//
// Module Federation loads a shared module from the build that provides it (the shell, for every
// singleton) through the provide module's async block; the files of that block's chunk group, and
// of every shared module those chunks consume in turn, are what one shared module costs. A remote's
// exposed page names the shared modules its chunks consume (`shared` on its exposes in
// mf-manifest.json), the shell's index.html the files behind each (PageFilesPlugin).
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { Compilation, sources } = require('webpack');

const PROVIDE_MODULE = 'provide-module';
const CONSUME_SHARED_MODULE = 'consume-shared-module';

/** index.html's data block (not a script: nothing runs it) that first-data.ts reads. */
const PAGE_FILES_ID = 'hearth-page-files';

/** A chunk group's JavaScript and CSS files, and the share keys its chunks consume. */
function groupContents(compilation, group) {
  const files = new Set();
  const consumes = new Set();
  for (const chunk of group.chunks) {
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === CONSUME_SHARED_MODULE) consumes.add(module.options.shareKey);
    }
  }
  return { files, consumes };
}

/**
 * Every file `keys` and what they consume in turn load, given each share key's own files and
 * consumes (`provided`); a key nobody provides adds nothing. In the order first met.
 */
function filesOfShared(provided, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const contents = provided.get(key);
    if (!contents) return;
    for (const file of contents.files) files.add(file);
    for (const next of contents.consumes) visit(next);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/** Each shared module this build provides: its share key, and its async block's files and consumes. */
function providedShared(compilation) {
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_MODULE || module.blocks.length === 0) continue;
    // The share key, in a field of Module Federation's own (its module has no public getter).
    const key = module._name;
    if (typeof key !== 'string') throw new Error('page-files: a provided shared module without its share key (did Module Federation change?)');
    const group = compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
    if (group) provided.set(key, groupContents(compilation, group));
  }
  return provided;
}

/**
 * The data block: for each of `parts` (a name and the chunk groups it is made of, by their
 * webpackChunkName), the files of those groups and of the shared modules they consume, in that
 * order, then its `extraFiles`; `shared`, each provided share key's files. Files are listed once
 * (`files`) and referred to by index, which keeps it to a few KB.
 */
function pageFilesData(compilation, { parts, extraFiles }) {
  const provided = providedShared(compilation);
  const files = [];
  // webpack may write one chunk's modules as several files of the same content, each of which
  // installs all their chunk ids: the first listed stands for the others, so none is asked twice.
  const byContent = new Map();
  const indexOf = (file) => {
    const content = compilation.getAsset(file)?.source.source().toString() ?? file;
    const first = byContent.get(content) ?? file;
    byContent.set(content, first);
    const at = files.indexOf(first);
    return at === -1 ? files.push(first) - 1 : at;
  };
  const partFiles = (groups) =>
    groups.flatMap((name) => {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`page-files: no chunk group named "${name}" (a webpackChunkName in the shell's code)`);
      const contents = groupContents(compilation, group);
      return [...contents.files, ...filesOfShared(provided, contents.consumes)];
    });
  const partIndexes = Object.fromEntries(
    Object.entries(parts).map(([part, groups]) => [part, [...new Set([...partFiles(groups), ...(extraFiles[part] ?? [])].map(indexOf))]]),
  );
  const shared = Object.fromEntries([...provided.keys()].sort().map((key) => [key, [...new Set(filesOfShared(provided, [key]).map(indexOf))]]));
  return { files, parts: partIndexes, shared };
}

/**
 * In the shell's build: writes the page-files data block into index.html. `parts`: each part's
 * chunk groups (webpackChunkName) that a remote page's first render loads; `extraFiles`: what a
 * part loads that is no chunk (antd's stylesheet).
 */
class PageFilesPlugin {
  constructor({ parts, extraFiles = {} }) {
    this.options = { parts, extraFiles };
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PageFilesPlugin', (compilation) =>
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PageFilesPlugin', (tags) => {
        // Hashed names as they stand now; webpack's real content hash rewrites them in index.html too.
        const json = JSON.stringify(pageFilesData(compilation, this.options)).replace(/</g, '\\u003c');
        tags.bodyTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', { type: 'application/json', id: PAGE_FILES_ID }, json));
        return tags;
      }),
    );
  }
}

/** The chunk group Module Federation makes for an exposed module, by the expose's name in mf-manifest.json. */
const exposeGroupName = (name) => `__federation_expose_${name.replace(/[^\w]/g, '_')}`;

/**
 * In a remote's build: adds to each expose in mf-manifest.json the share keys its chunks consume
 * (`shared`), once Module Federation has written the manifest.
 */
class ExposedSharedPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ExposedSharedPlugin', (compilation) =>
      compilation.hooks.processAssets.tap({ name: 'ExposedSharedPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const asset = compilation.getAsset('mf-manifest.json');
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString());
        for (const expose of manifest.exposes) {
          const group = compilation.namedChunkGroups.get(exposeGroupName(expose.name));
          if (!group) throw new Error(`ExposedSharedPlugin: no chunk group for the exposed module "${expose.name}"`);
          expose.shared = [...groupContents(compilation, group).consumes].sort();
        }
        compilation.updateAsset('mf-manifest.json', new sources.RawSource(JSON.stringify(manifest, null, 2)));
      }),
    );
  }
}

module.exports = { PageFilesPlugin, ExposedSharedPlugin, filesOfShared, PAGE_FILES_ID };
