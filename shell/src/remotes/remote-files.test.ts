import { pageFiles, type RemoteManifest } from './remote-files';

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
