import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@hearth/frontend-build/test/msw-server';
import { takeEarlyAnswer } from '@hearth/host/early-answers';
import { remotePageAt, startFirstData } from './first-data';

describe("the page's first data, from the shell's first chunk", () => {
  it('finds the remote page at an address as the router does: literal segments first', () => {
    expect(remotePageAt('/recipes/create')?.page.module).toBe('CreateRecipePage');
    expect(remotePageAt('/recipes/abc')).toMatchObject({ page: { module: 'RecipeDetailPage' }, params: { id: 'abc' } });
    expect(remotePageAt('/recipes')?.page.module).toBe('RecipeListPage');
    expect(remotePageAt('/nowhere/at/all')).toBeUndefined();
  });

  it("asks for a page's first reads with the device's token, and the page's request takes them", async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/recipes', ({ request }) => {
        asked.push(`${new URL(request.url).search} ${request.headers.get('authorization')}`);
        return HttpResponse.json({ recipes: [], total: 0, page: 2, limit: 12 });
      }),
      http.get('/api/categories', () => HttpResponse.json([])),
      http.get('/mf/recipes/mf-manifest.json', () => new HttpResponse(null, { status: 404 })),
    );
    localStorage.setItem('token', 'device-token');
    try {
      startFirstData({ pathname: '/recipes', search: '?page=2&search=soup' });
      const answer = takeEarlyAnswer(
        new Request('http://localhost/api/recipes?search=soup&page=2&limit=12', { headers: { Authorization: 'Bearer device-token' } }),
      );
      expect(await (await answer!).json()).toMatchObject({ page: 2 });
      expect(asked).toEqual(['?limit=12&page=2&search=soup Bearer device-token']);
    } finally {
      localStorage.removeItem('token');
    }
  });

  it("asks for the remote's manifest and preloads the shell's lazy parts at once, then the entry, the page's chunks and the shared modules' files it names", async () => {
    const manifestAsked: string[] = [];
    let answerManifest!: () => void;
    const manifestAnswered = new Promise<void>((resolve) => (answerManifest = resolve));
    server.use(
      http.get('/mf/recipes/mf-manifest.json', async ({ request }) => {
        manifestAsked.push(request.url);
        await manifestAnswered;
        return HttpResponse.json({
          metaData: { publicPath: '/mf/recipes/', remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [{ name: 'RecipeDetailPage', assets: { js: { sync: ['7.abc.js'] }, css: { sync: [] } }, shared: ['antd/es/button', 'react'] }],
        });
      }),
      http.get('/api/recipes/:id', () => HttpResponse.json({})),
    );
    const list = {
      files: ['antd-theme.1.js', 'antd.2.css', '3.react.js', '4.button.js', '5.form.js', 'tab-bar.6.js'],
      parts: { app: [0, 1, 2], phone: [5] },
      shared: { react: [2], 'antd/es/button': [3, 2], 'antd/es/form': [4] },
    };
    document.body.innerHTML = `<script type="application/json" id="hearth-page-files">${JSON.stringify(list)}</script>`;
    try {
      startFirstData({ pathname: '/recipes/r1', search: '' });
      const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);
      expect(preloaded()).toEqual(['script /antd-theme.1.js', 'style /antd.2.css', 'script /3.react.js']);
      answerManifest();
      await waitFor(() => expect(preloaded()).toHaveLength(6));
      expect(preloaded().slice(3)).toEqual(['script /mf/recipes/remoteEntry.js', 'script /mf/recipes/7.abc.js', 'script /4.button.js']);
      expect(manifestAsked).toHaveLength(1);
      // Module Federation's own request for the manifest takes that answer.
      const manifest = await takeEarlyAnswer(new Request('http://localhost/mf/recipes/mf-manifest.json'))!;
      expect((await manifest.json()).metaData.publicPath).toBe('/mf/recipes/');
    } finally {
      document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
      document.body.innerHTML = '';
    }
  });

  it("leaves the shell's files to the service worker where one is in charge (a returning member)", async () => {
    server.use(http.get('/mf/recipes/mf-manifest.json', () => new HttpResponse(null, { status: 404 })));
    document.body.innerHTML = `<script type="application/json" id="hearth-page-files">${JSON.stringify({ files: ['antd-theme.1.js'], parts: { app: [0], phone: [] }, shared: {} })}</script>`;
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
    try {
      startFirstData({ pathname: '/recipes', search: '' });
      expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      document.body.innerHTML = '';
    }
  });

  it("asks nothing for a signed-in page without a token (its guard sends the visitor to sign in)", () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/shopping-lists/:id', ({ request }) => void asked.push(request.url)),
      http.get('/mf/planning/mf-manifest.json', ({ request }) => void asked.push(request.url)),
    );
    startFirstData({ pathname: '/shopping-lists/abc', search: '' });
    expect(takeEarlyAnswer(new Request('http://localhost/api/shopping-lists/abc'))).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
