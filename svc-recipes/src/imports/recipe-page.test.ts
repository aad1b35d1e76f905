import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readRecipePage } from './recipe-page';

const page = (name: string) => readRecipePage(readFileSync(path.join(__dirname, 'fixtures/pages', `${name}.html`), 'utf8'), `https://site.example/recipes/${name}`);

describe('the recipe a page publishes', () => {
  it('a WordPress recipe plugin inside a Yoast @graph: sections, the largest of several images, a text yield', () => {
    expect(page('wprm-yoast-graph')).toEqual({
      title: 'Easy Chicken Curry',
      ingredients: ['1 tablespoon vegetable oil', '1 onion, diced', '2 cloves garlic, minced', '1 ½ pounds boneless chicken thighs', '400 ml coconut milk', '2 tablespoons curry powder', 'Salt to taste'],
      instructions:
        'Make the sauce:\n1. Heat the oil and soften the onion for 5 minutes.\n2. Add garlic and curry powder; cook 1 minute.\n\nCook the chicken:\n1. Add the chicken and coconut milk and simmer 20 minutes.',
      prepTime: 10,
      cookTime: 25,
      totalTime: 35,
      servings: 4,
      category: 'Main Course',
      imageUrl: 'https://cook.example/wp-content/uploads/curry.jpg',
    });
  });

  it('Tasty Recipes: HowToSteps, hours, a yield in pieces', () => {
    expect(page('tasty-recipes')).toMatchObject({
      title: 'Lemon Bars',
      prepTime: 120,
      cookTime: 45,
      totalTime: 300,
      servings: 16,
      category: 'Dessert',
      instructions: expect.stringMatching(/^1\. Preheat oven to 325°F \(163°C\)\.\n2\. Make the crust.*\n3\. Whisk the eggs in.*$/),
    });
    expect(page('tasty-recipes')!.ingredients[1]).toBe('½ cup (100g) granulated sugar');
  });

  it('an array holding a Recipe typed ["Recipe", "NewsArticle"], with a sized ImageObject', () => {
    expect(page('news-article-type-array')).toMatchObject({
      title: 'Banana Banana Bread',
      servings: 12,
      category: 'Bread',
      imageUrl: 'https://big.example/photo/banana-bread.jpg',
      instructions: expect.stringContaining('3. Bake in the preheated oven'),
    });
  });

  it('"Serves 2", a category list in one string, HTML inside steps', () => {
    const recipe = page('serves-text-html-steps')!;
    expect(recipe).toMatchObject({ title: 'Shakshuka', servings: 2, totalTime: 35, category: 'Breakfast' });
    expect(recipe.instructions).toContain('2. Stir in the tomatoes and sugar, then bubble for 8-10 mins until thick. Can be frozen for 1 month.');
    expect(recipe.instructions).not.toMatch(/<|strong/);
  });

  it('the largest of several ImageObjects by their sizes', () => {
    expect(page('image-objects-sized')!.imageUrl).toBe('https://news.example/images/chicken-superJumbo.jpg');
  });

  it('entities decoded, durations with days, instructions as one text, a numeric yield', () => {
    expect(page('entities-days-duration')).toMatchObject({
      title: 'Classic Pot Roast & Vegetables',
      prepTime: 20,
      cookTime: 210,
      servings: 6,
      ingredients: expect.arrayContaining(['1 cup red wine (Cabernet & Merlot work)', '4 carrots, cut into 2" pieces']),
      instructions: '1. Season the roast.\n2. Brown on all sides, 10 minutes.\n3. Braise covered at 300°F for 3 hours.',
    });
  });

  it("a WebPage's mainEntity, and a relative picture made absolute", () => {
    expect(page('main-entity')).toMatchObject({ title: 'Fluffy Pancakes', servings: 8, imageUrl: 'https://site.example/images/pancakes.jpg' });
  });

  it('microdata only: meta and time values, list items, paragraphs as steps', () => {
    expect(page('microdata-only')).toEqual({
      title: "Grandma's Apple Pie",
      ingredients: ['6 cups sliced apples', '3/4 cup white sugar', '1 teaspoon ground cinnamon', '2 pie crusts'],
      instructions: '1. Toss the apples with sugar and cinnamon.\n2. Fill the crust, cover and bake at 425°F for 45 minutes.',
      prepTime: 30,
      cookTime: 60,
      servings: 8,
      category: 'Dessert',
      imageUrl: 'https://old.example/img/apple-pie.jpg',
    });
  });

  it('microdata HowToStep items and the older `ingredients` property', () => {
    expect(page('microdata-howto-steps')).toMatchObject({
      title: 'Roasted Tomato Soup',
      ingredients: ['2 lbs tomatoes', '1 onion', '500 ml vegetable stock'],
      instructions: '1. Roast the tomatoes and onion for 30 minutes.\n2. Blend with the stock and simmer 10 minutes.',
      totalTime: 50,
      servings: 4,
      imageUrl: 'https://soup.example/soup-small.jpg',
    });
  });

  it('skips broken JSON-LD and reads the microdata', () => {
    expect(page('broken-jsonld-then-microdata')).toMatchObject({ title: 'Guacamole', ingredients: ['3 avocados', '1 lime, juiced', '½ tsp salt'], instructions: '1. Mash everything together.' });
  });

  it('a schema.org URL as the type, CDATA, ingredients in one text, "Step 1:" prefixes, contentUrl', () => {
    expect(page('schema-url-type-how-to-text')).toMatchObject({
      title: 'Overnight Oats',
      ingredients: ['1/2 cup rolled oats', '1/2 cup milk', '1 tbsp chia seeds'],
      instructions: '1. Stir everything together in a jar.\n2. Refrigerate overnight.',
      servings: 1,
      cookTime: 0,
      imageUrl: 'https://oats.example/oats.webp',
    });
  });

  it('the first of several recipes on a page', () => {
    expect(page('two-recipes-first-wins')).toMatchObject({ title: 'Herb Butter', servings: 10 });
  });

  it('none on a page without a recipe', () => {
    expect(page('no-recipe')).toBeUndefined();
    expect(readRecipePage('<html><body>nothing here</body></html>', 'https://x.example/')).toBeUndefined();
  });
});
