import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { recipeDraftResponse } from '@hearth/contracts/recipes/schemas';
import { recipesOwnMessages as own } from '@hearth/contracts/recipes';
import { expectToMatchContract } from '@hearth/service-kit/testing';
import { noHouseholdMessage } from '@hearth/service-kit';
import sharp from 'sharp';
import { startRecipesService, type Person, type RecipesHarness } from '../test/recipes-harness';

/** Recipe pages on loopback, reachable only because the service is told this host is allowed. */
let pages: http.Server;
let origin: string;
let svc: RecipesHarness;
let ada: Person;

const soupPage = (category: string) => `<!doctype html><html><head><title>Soup</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Roasted Tomato Soup",
"recipeCategory":"${category}","recipeYield":"4 servings","prepTime":"PT15M","totalTime":"PT1H",
"image":{"@type":"ImageObject","url":"/img/soup.webp","width":800,"height":600},
"recipeIngredient":["2 lbs tomatoes","1 ½ cups vegetable stock","Salt to taste"],
"recipeInstructions":[{"@type":"HowToStep","text":"Roast the tomatoes for 30 minutes."},{"@type":"HowToStep","text":"Blend with the stock."}]}</script>
</head><body></body></html>`;

beforeAll(async () => {
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } }).webp().toBuffer();
  pages = http.createServer((req, res) => {
    if (req.url?.startsWith('/soup')) return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(soupPage(new URL(req.url, 'http://x').searchParams.get('category') ?? 'Soups'));
    if (req.url === '/img/soup.webp') return res.writeHead(200, { 'Content-Type': 'image/webp' }).end(picture);
    if (req.url === '/about') return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>About us</body></html>');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const { port } = pages.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  svc = await startRecipesService({ importAllowedHosts: [`127.0.0.1:${port}`] });
  ada = await svc.person('Ada');
});
afterAll(async () => {
  await svc.stop();
  pages.closeAllConnections();
  await new Promise((resolve) => pages.close(resolve));
});

const importPage = (url: string, person: Person = ada) => svc.http.post('/api/recipes/import').set(svc.auth(person)).send({ url });

describe('POST /recipes/import', () => {
  it("answers a draft to review, matched to the catalogue's category, its picture uploaded, and saves nothing else", async () => {
    const soups = await svc.category('Soups');
    const response = await importPage(`${origin}/soup?category=soups`);
    expect(response.status).toBe(200);
    const draft = expectToMatchContract(recipeDraftResponse, response.body);
    expect(draft).toMatchObject({
      title: 'Roasted Tomato Soup',
      category: soups,
      categoryName: null,
      prepTime: 15,
      cookTime: 45,
      servings: 4,
      ingredients: [
        { quantity: 2, unit: 'lb', name: 'tomatoes' },
        { quantity: 1.5, unit: 'cup', name: 'vegetable stock' },
        { quantity: 1, unit: 'whole', name: 'Salt to taste' },
      ],
      instructions: '1. Roast the tomatoes for 30 minutes.\n2. Blend with the stock.',
      isPrivate: false,
      sourceUrl: `${origin}/soup?category=soups`,
      image: { status: 'pending' },
    });
    expect((await svc.http.get('/api/recipes?search=Roasted').set(svc.auth(ada))).body.total).toBe(0);

    // The draft, reviewed, is the usual create.
    const { categoryName: _offered, sourceUrl: _from, image, ...fields } = draft;
    const saved = await svc.http.post('/api/recipes').set(svc.auth(ada)).send({ ...fields, image: image!._id }).expect(201);
    expect(saved.body).toMatchObject({ title: 'Roasted Tomato Soup', servings: 4, image: { _id: image!._id } });
  });

  it("offers the page's category as new when the catalogue has none of that name", async () => {
    const response = await importPage(`${origin}/soup?category=Grandma%27s%20Winter%20Warmers`);
    expect(response.body).toMatchObject({ category: null, categoryName: "Grandma's Winter Warmers" });
  });

  it('says what went wrong, as {message}', async () => {
    const refused = async (url: string, status: number, message: string) => {
      const response = await importPage(url);
      expect([url, response.status, response.body.message]).toEqual([url, status, message]);
    };
    await refused('not a url', 400, own.importUrlInvalid);
    await refused('ftp://example.com/recipe', 400, own.importUrlInvalid);
    await refused('http://169.254.169.254/latest/meta-data/', 400, own.importNotAllowed);
    await refused('http://127.0.0.1:9/recipe', 400, own.importNotAllowed);
    await refused(`${origin}/about`, 422, own.importNoRecipe);
    await refused(`${origin}/gone`, 422, own.importUnreachable);
  });

  it('needs a session and a household', async () => {
    await svc.http.post('/api/recipes/import').send({ url: `${origin}/soup` }).expect(401);
    const loner = await svc.person('Lou');
    await svc.removeFromHousehold(loner);
    const response = await importPage(`${origin}/soup`, loner);
    expect([response.status, response.body.message]).toEqual([409, noHouseholdMessage]);
  });

  it('lets an account import 60 pages an hour', async () => {
    const busy = await svc.person('Busy');
    for (let i = 0; i < 60; i++) expect((await importPage(`${origin}/about`, busy)).status).toBe(422);
    const refused = await importPage(`${origin}/about`, busy);
    expect([refused.status, refused.body.message]).toEqual([429, own.importTooMany]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
