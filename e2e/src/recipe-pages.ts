import http from 'node:http';
import { aJpeg } from './recipes-setup';

/**
 * A recipe site on loopback, for imports: the stack may fetch from it because scripts/test-e2e.mjs
 * listed its address in IMPORT_ALLOWED_HOSTS (E2E_PAGES_HOST); `npm start` is told the same.
 */
export const pagesHost = process.env.E2E_PAGES_HOST ?? '127.0.0.1:38517';

export interface RecipePages {
  origin: string;
  close(): Promise<void>;
}

export const soupPage = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Cooking</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"${title}"},
{"@type":"Recipe","name":"${title}","recipeCategory":"Soups","recipeYield":["4","4 servings"],"prepTime":"PT15M","cookTime":"PT45M",
"image":["/images/soup.jpg"],"recipeIngredient":["2 lbs ripe tomatoes","1 ½ cups vegetable stock","2 cloves garlic, sliced","Salt to taste"],
"recipeInstructions":[{"@type":"HowToStep","text":"Roast the tomatoes and garlic for 30 minutes."},{"@type":"HowToStep","text":"Blend with the stock and simmer for 15 minutes."}]}]}</script>
</head><body><h1>${title}</h1></body></html>`;

export async function startRecipePages(): Promise<RecipePages> {
  const picture = await aJpeg();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://pages');
    if (url.pathname === '/recipes/soup') {
      return response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(soupPage(url.searchParams.get('title') ?? 'Tomato Soup'));
    }
    if (url.pathname === '/images/soup.jpg') return response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(picture);
    response.writeHead(404).end();
  });
  const [host, port] = pagesHost.split(':');
  await new Promise<void>((resolve, reject) => server.listen(Number(port), host, resolve).on('error', reject));
  return {
    origin: `http://${pagesHost}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
