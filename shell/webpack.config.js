// The shell: Hearth's Module Federation host. It owns the route table and the layout and loads
// each remote at runtime, from /mf/<name>/mf-manifest.json, only when one of its routes is shown.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { injectManifest } = require('workbox-build');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies, antdComponentsFile } = require('@hearth/frontend-build/shared');
const parts = require('@hearth/frontend-build/webpack-parts');
const { AntdStylesheetPlugin } = require('@hearth/frontend-build/antd-stylesheet');
const { PageFilesPlugin } = require('@hearth/frontend-build/page-files');
const { loadHostModule } = require('@hearth/frontend-build/host-source');
// Each remote's pages as it declares them (mf-<name>/pages.json), read as the build starts.
const { pagesForRoutes, offlineGets } = require('@hearth/frontend-build/remote-pages');

// The remotes' pages, their paths, guards and modules (src/app/remote-pages.ts), as a string of
// JSON: its `typeof` is known as the build reads it, so the branch jest takes is left out.
/** The remotes' pages (remote-pages.ts), with what the build's code reads of them: `pagesForRoutes`'s options. */
const remotePagesDefinition = (only) => new DefinePlugin({ HEARTH_REMOTE_PAGES: JSON.stringify(JSON.stringify(pagesForRoutes(undefined, only))) });

const dist = path.join(__dirname, 'dist');
// first-data.<hash>.js and what goes with it (.map, .gz).
const isFirstDataFile = (file) => /^first-data\./.test(file);
const firstDataScript = /^first-data\.[0-9a-f]{12}\.js$/;

/**
 * first-data.js (src/first-data-start.ts) as the page's first script: it asks for the page's first
 * data and code while the shell's first chunk is still on its way. A build of its own, because
 * Module Federation puts its runtime (~100 KB) into every entry of the shell's build.
 */
const firstData = (argv) => ({
  name: 'first-data',
  mode: argv.mode ?? 'production',
  entry: { 'first-data': './src/first-data-start.ts' },
  devtool: 'hidden-source-map',
  resolve: parts.resolve,
  module: { rules: parts.rules },
  // Its own earlier builds' files go; the shell's stay.
  output: { ...parts.output(__dirname, '/'), clean: { keep: (file) => !isFirstDataFile(file) } },
  plugins: [remotePagesDefinition({ widgets: false })],
  performance: parts.performance,
});

/** The first-data build's script, ahead of the shell's own in index.html (both deferred: run in order). */
const firstDataScriptTag = {
  apply: (compiler) =>
    compiler.hooks.compilation.tap('first-data-script', (compilation) =>
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('first-data-script', (groups) => {
        const file = readdirSync(dist).find((name) => firstDataScript.test(name));
        if (!file) throw new Error('first-data.js is not built: the shell is built after it (webpack.config.js)');
        groups.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `/${file}` }));
        return groups;
      }),
    ),
};

const antdStylesheet = new AntdStylesheetPlugin({ publicPath: '/' });

// What a remote page's first render loads (the lazy parts named in the shell's code: the app, its
// theme and remote area, a phone's tab bar; and each shared module's files), listed in index.html
// for first-data.js to ask for at once (src/first-data.ts).
const pageFiles = new PageFilesPlugin({
  parts: { app: ['bootstrap', 'antd-theme', 'remote-area'], phone: ['tab-bar'] },
  extraFiles: { app: [antdStylesheet.fileName] },
});

const shell = (argv) => ({
  name: 'shell',
  mode: argv.mode ?? 'production',
  // first-data.js is built first, on its own (below), and kept by this build's clean.
  dependencies: argv.mode === 'development' ? [] : ['first-data'],
  entry: {
    main: './src/index.ts',
    // Never loaded by a page: it makes the shell provide every antd component any remote uses.
    'antd-for-remotes': antdComponentsFile,
  },
  // Production maps stay on the build machine, for reading a reported stack: not referenced, never served.
    devtool: argv.mode === 'development' ? 'eval-cheap-module-source-map' : 'hidden-source-map',
  resolve: parts.resolve,
  module: { rules: parts.rules },
  output: { ...parts.output(__dirname, '/'), clean: { keep: isFirstDataFile } },
  plugins: [
    ...parts.plugins,
    // The pages' first reads and views are first-data.js's alone.
    remotePagesDefinition({ firstReads: false }),
    ...(argv.mode === 'development' ? [] : [firstDataScriptTag]),
    new ModuleFederationPlugin({
      name: 'shell',
      // No static remotes: they are registered at runtime, so a remote that is down or slow
      // cannot hold up the shell's start (src/remotes/).
      remotes: {},
      shared: sharedDependencies(),
      shareStrategy: 'loaded-first',
      runtimePlugins: [path.resolve(__dirname, 'src/remotes/remote-failure-plugin.ts')],
      dts: false,
      // A browser-only build: the runtime's Node.js script loading left out (~5 KB).
      experiments: { optimization: { target: 'web' } },
    }),
    // antd's styles as a file, computed here rather than in every phone (src/app/antd-stylesheet.ts).
    antdStylesheet,
    // Hearth's colours, light and dark, as CSS custom properties in the page itself: the frame is
    // painted in the right scheme before any script but the page's first has run.
    new HtmlWebpackPlugin({
      template: './public/index.html',
      favicon: './public/favicon.svg',
      chunks: ['main'],
      templateParameters: {
        paletteCss: loadHostModule('palette-css').paletteCss(),
        barColor: loadHostModule('palette').palette.bar,
        firstHome: readFileSync(path.join(__dirname, 'public/first-home.html'), 'utf8').trim(),
      },
    }),
    ...(argv.mode === 'development' ? [] : [pageFiles]),
    // The web app manifest and its icons: Hearth installs as an app.
    new CopyPlugin({ patterns: [{ from: 'public/manifest.webmanifest' }, { from: 'public/icons', to: 'icons' }] }),
  ],
  optimization: {
    // index.html as html-webpack-plugin writes it (whitespace and comments gone): webpack's own HTML
    // minifier would rewrite its first script, whose exact text the Content-Security-Policy allows
    // by hash (gateway/routes.json).
    minimizeOptions: { html: false },
    splitChunks: {
      ...parts.splitChunks,
      cacheGroups: {
        // What every antd component is built on (its theme and style engine, ConfigProvider, locale,
        // shared utilities and motion) in one chunk, rather than the dozen small ones splitting by
        // shared module gives: a page with antd then loads and runs a dozen fewer scripts, each a
        // request and a task of its own on a phone's main thread.
        antdCore: {
          // (antd's version and Hearth's stand-in for unused antd parts too: tiny modules that
          // splitting wrote as a dozen files of the same content, one per page that takes them.)
          test: /[\\/]frontend-build[\\/]antd-stand-in\.js$|[\\/]node_modules[\\/](antd[\\/]es[\\/](_util|theme|style|config-provider|locale|version)[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/]|@rc-component[\\/](util|motion)[\\/]|stylis[\\/]|@emotion[\\/]|@babel[\\/]runtime[\\/]|clsx[\\/])/,
          name: 'antd-core',
          chunks: 'async',
          enforce: true,
          priority: 10,
        },
      },
    },
  },
  performance: parts.performance,
  devServer: {
    port: 8081,
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/mf'], target: 'http://localhost:8080' }],
  },
});

/**
 * sw.js (src/service-worker/sw.ts), built after the shell on its own: Module Federation's hooks
 * must not reach the worker. Then workbox-build writes the list of the shell's files to precache
 * into it (not source maps, nor the antd bundle only remotes' shared scope asks for).
 */
const serviceWorker = (argv) => ({
  name: 'service-worker',
  dependencies: ['shell'],
  mode: argv.mode ?? 'production',
  target: 'webworker',
  entry: { sw: './src/service-worker/sw.ts' },
  devtool: false,
  resolve: parts.resolve,
  module: { rules: parts.rules },
  output: { path: dist, filename: '[name].js', clean: false },
  plugins: [
    // The GET paths the remotes' pages may keep for offline use (src/service-worker/api-answers.ts).
    new DefinePlugin({ HEARTH_OFFLINE_GETS: JSON.stringify(JSON.stringify(offlineGets())) }),
    {
      apply: (compiler) =>
        compiler.hooks.afterEmit.tapPromise('precache-manifest', () =>
          injectManifest({
            swSrc: path.join(__dirname, 'dist/sw.js'),
            swDest: path.join(__dirname, 'dist/sw.js'),
            globDirectory: path.join(__dirname, 'dist'),
            globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
            globIgnores: ['sw.js', '**/*.map', 'antd-for-remotes.*', '**/*.LICENSE.txt'],
            // Hashed file names change with their content: no revision needed.
            dontCacheBustURLsMatching: /\.[0-9a-f]{12}\./,
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          }).then(({ warnings }) => warnings.forEach((warning) => console.warn(warning))),
        ),
    },
  ],
  performance: parts.performance,
});

// The service worker only in production builds: in development it would serve stale files.
module.exports = (_env, argv) => (argv.mode === 'development' ? shell(argv) : [firstData(argv), shell(argv), serviceWorker(argv)]);
