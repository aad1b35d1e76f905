import { PAGE_FILES_ID, pageFiles, readShellPageFiles, shellFiles, type RemoteManifest, type ShellPageFiles } from './remote-files';

const manifest = (publicPath: string | undefined): RemoteManifest => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'RecipeListPage', assets: { js: { sync: ['1.a.js', '__federation_expose_RecipeListPage.b.js'] }, css: { sync: ['list.c.css'] } } },
    { name: 'RecipeDetailPage', assets: { js: { sync: ['2.d.js'] }, css: { sync: [] } } },
  ],
});

describe("a remote page's files, from the remote's manifest", () => {
  it("are the remote's entry and the exposed module's own chunks, under the remote's public path", () => {
    expect(pageFiles(manifest('/mf/recipes/'), 'RecipeListPage')).toEqual({
      scripts: ['/mf/recipes/remoteEntry.js', '/mf/recipes/1.a.js', '/mf/recipes/__federation_expose_RecipeListPage.b.js'],
      styles: ['/mf/recipes/list.c.css'],
    });
  });

  it('are none for a module the remote does not expose, or a public path worked out at run time', () => {
    expect(pageFiles(manifest('/mf/recipes/'), 'NoSuchPage')).toEqual({ scripts: [], styles: [] });
    expect(pageFiles(manifest('auto'), 'RecipeListPage')).toEqual({ scripts: [], styles: [] });
    expect(pageFiles(manifest(undefined), 'RecipeListPage')).toEqual({ scripts: [], styles: [] });
  });
});

describe("the shell's files of a remote page's first render, as index.html lists them", () => {
  const list: ShellPageFiles = {
    files: ['antd-theme.1.js', 'remote-area.2.js', 'antd.3.css', 'antd-core.4.js', '5.react.js', '6.button.js', 'tab-bar.7.js'],
    parts: { app: [0, 1, 2, 3], phone: [6, 4] },
    shared: { react: [4], 'antd/es/button': [5, 3, 4] },
  };
  const page = (block: string) => {
    document.body.innerHTML = block;
    return document;
  };
  afterEach(() => (document.body.innerHTML = ''));

  it("reads the list from index.html's data block", () => {
    expect(readShellPageFiles(page(`<script type="application/json" id="${PAGE_FILES_ID}">${JSON.stringify(list)}</script>`))).toEqual(list);
  });

  it('reads nothing where there is no list, or it is not one', () => {
    expect(readShellPageFiles(page('<p>No list</p>'))).toBeUndefined();
    expect(readShellPageFiles(page(`<script type="application/json" id="${PAGE_FILES_ID}">{not json</script>`))).toBeUndefined();
    expect(readShellPageFiles(page(`<script type="application/json" id="${PAGE_FILES_ID}">{"files":[],"shared":{}}</script>`))).toBeUndefined();
  });

  it("gives a part's files, or those of some shared modules, each once, at the site's root", () => {
    expect(shellFiles(list, { part: 'app' })).toEqual(['/antd-theme.1.js', '/remote-area.2.js', '/antd.3.css', '/antd-core.4.js']);
    expect(shellFiles(list, { part: 'phone' })).toEqual(['/tab-bar.7.js', '/5.react.js']);
    expect(shellFiles(list, { sharedKeys: ['antd/es/button', 'react', 'not-shared'] })).toEqual(['/6.button.js', '/antd-core.4.js', '/5.react.js']);
  });
});
