import { gzipSync } from 'node:zlib';
import { readExportFile } from './export-formats';
import { ArchiveRefused, writeZip } from '@hearth/service-kit';

const picture = Buffer.from('RIFF....WEBPVP8 ', 'latin1');
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

describe("Mealie's exports", () => {
  it('its recipe export: a folder per recipe with its JSON and picture', () => {
    const soup = {
      id: '0c6f0d2c-9a43-4b8e-9a0e-6c3b3f0c1a11',
      name: 'Tomato Soup',
      slug: 'tomato-soup',
      description: 'Warming.',
      recipe_yield: '4 servings',
      total_time: '1 Hour',
      prep_time: '15 Minutes',
      perform_time: '45 Minutes',
      recipe_category: [{ id: 'c1', name: 'Soups', slug: 'soups' }],
      tags: [{ name: 'Vegetarian' }],
      org_url: 'https://cooking.example/tomato-soup',
      recipe_ingredient: [
        { title: null, note: '2 lbs ripe tomatoes', unit: null, food: null, quantity: 1, original_text: null, disable_amount: true },
        { title: null, note: 'sliced', unit: { name: 'clove' }, food: { name: 'garlic' }, quantity: 2, original_text: null },
        { title: 'To serve', note: 'Crusty bread', unit: null, food: null, quantity: 0 },
      ],
      recipe_instructions: [
        { id: 's1', title: '', text: 'Roast the tomatoes and garlic for 30 minutes.' },
        { id: 's2', title: 'Finish', text: 'Blend with the stock.' },
      ],
    };
    const file = writeZip([
      { name: 'recipes/tomato-soup/tomato-soup.json', data: JSON.stringify(soup) },
      { name: 'recipes/tomato-soup/images/original.webp', data: picture },
      { name: 'recipes/tomato-soup/images/min-original.webp', data: Buffer.from('small') },
    ]);
    const { format, recipes } = readExportFile(file);
    expect(format).toBe('mealie');
    expect(recipes).toEqual([
      {
        recipe: {
          title: 'Tomato Soup',
          ingredients: ['2 lbs ripe tomatoes', '2 clove garlic, sliced', 'Crusty bread'],
          instructions: '1. Roast the tomatoes and garlic for 30 minutes.\n\nFinish:\n1. Blend with the stock.',
          prepTime: 15,
          cookTime: 45,
          totalTime: 60,
          servings: 4,
          category: 'Soups',
        },
        picture,
        sourceUrl: 'https://cooking.example/tomato-soup',
      },
    ]);
  });

  it("its backup's database.json: tables joined by id, lines and steps in order, the picture by the recipe's id", () => {
    const database = {
      recipes: [{ id: 'r1', name: 'Pancakes', slug: 'pancakes', recipe_servings: 8, recipe_yield: '', prep_time: 'PT5M', perform_time: '15 min', total_time: null, org_url: '' }],
      recipes_ingredients: [
        { recipe_id: 'r1', position: 1, title: null, note: '', quantity: 1.25, unit_id: 'u1', food_id: 'f2', original_text: null },
        { recipe_id: 'r1', position: 0, title: null, note: 'sifted', quantity: 1.5, unit_id: 'u1', food_id: 'f1', original_text: null },
      ],
      recipe_instructions: [
        { recipe_id: 'r1', position: 1, title: '', text: 'Cook on a hot griddle.' },
        { recipe_id: 'r1', position: 0, title: '', text: 'Whisk everything.' },
      ],
      ingredient_units: [{ id: 'u1', name: 'cup' }],
      ingredient_foods: [{ id: 'f1', name: 'flour' }, { id: 'f2', name: 'milk' }],
      categories: [{ id: 'k1', name: 'Breakfast' }],
      recipes_to_categories: [{ recipe_id: 'r1', category_id: 'k1' }],
    };
    const file = writeZip([
      { name: 'database.json', data: JSON.stringify(database) },
      { name: 'data/recipes/r1/images/original.webp', data: picture },
    ]);
    expect(readExportFile(file).recipes).toEqual([
      {
        recipe: {
          title: 'Pancakes',
          ingredients: ['1.5 cup flour, sifted', '1.25 cup milk'],
          instructions: '1. Whisk everything.\n2. Cook on a hot griddle.',
          prepTime: 5,
          cookTime: 15,
          servings: 8,
          category: 'Breakfast',
        },
        picture,
        sourceUrl: undefined,
      },
    ]);
  });
});

describe("Tandoor's export", () => {
  it('a zip of one zip per recipe, each with recipe.json and its image', () => {
    const recipe = {
      name: 'Shakshuka',
      description: '',
      keywords: [{ name: 'Breakfast', description: '' }],
      working_time: 10,
      waiting_time: 25,
      servings: 2,
      servings_text: 'people',
      source_url: 'https://food.example/shakshuka',
      internal: true,
      steps: [
        {
          name: 'Sauce',
          instruction: 'Soften the onions for 5 minutes.\nAdd the tomatoes.',
          ingredients: [
            { food: { name: 'red onions' }, unit: null, amount: 2, note: 'chopped', is_header: false, no_amount: false, order: 0 },
            { food: { name: 'For the sauce' }, unit: null, amount: 0, note: '', is_header: true, no_amount: true, order: 1 },
            { food: { name: 'cherry tomatoes' }, unit: { name: 'g' }, amount: 800, note: '', is_header: false, no_amount: false, order: 2 },
            { food: { name: 'salt' }, unit: null, amount: 0, note: 'to taste', is_header: false, no_amount: true, order: 3 },
          ],
        },
        { name: '', instruction: 'Crack in the eggs and cook 6-8 mins.', ingredients: [] },
      ],
    };
    const inner = writeZip([
      { name: 'recipe.json', data: JSON.stringify(recipe) },
      { name: 'image.jpeg', data: jpeg },
    ]);
    const { format, recipes } = readExportFile(writeZip([{ name: 'Shakshuka.zip', data: inner }]));
    expect(format).toBe('tandoor');
    expect(recipes).toEqual([
      {
        recipe: {
          title: 'Shakshuka',
          ingredients: ['2 red onions, chopped', '800 g cherry tomatoes', 'salt, to taste'],
          instructions: 'Sauce:\n1. Soften the onions for 5 minutes.\n2. Add the tomatoes.\n3. Crack in the eggs and cook 6-8 mins.',
          prepTime: 10,
          cookTime: 25,
          servings: 2,
          category: 'Breakfast',
        },
        picture: jpeg,
        sourceUrl: 'https://food.example/shakshuka',
      },
    ]);
  });
});

describe("Paprika's export", () => {
  it('.paprikarecipes: gzipped JSON per recipe, the photo inside as base64', () => {
    const recipe = {
      uid: 'A1B2',
      name: 'Lemon Bars',
      ingredients: '1 cup butter, melted\n½ cup sugar\n\n2 cups flour',
      directions: 'Preheat oven to 325°F.\nMix and press into the pan; bake 20 minutes.',
      servings: '16 bars',
      prep_time: '20 mins',
      cook_time: '1 hr 5 min',
      total_time: '',
      categories: ['Desserts', 'Baking'],
      source_url: 'https://bake.example/lemon-bars',
      photo_data: jpeg.toString('base64'),
      notes: '',
    };
    const file = writeZip([{ name: 'Lemon Bars.paprikarecipe', data: gzipSync(JSON.stringify(recipe)) }]);
    const { format, recipes } = readExportFile(file);
    expect(format).toBe('paprika');
    expect(recipes).toEqual([
      {
        recipe: {
          title: 'Lemon Bars',
          ingredients: ['1 cup butter, melted', '½ cup sugar', '2 cups flour'],
          instructions: '1. Preheat oven to 325°F.\n2. Mix and press into the pan; bake 20 minutes.',
          prepTime: 20,
          cookTime: 65,
          servings: 16,
          category: 'Desserts',
        },
        picture: jpeg,
        sourceUrl: 'https://bake.example/lemon-bars',
      },
    ]);
  });

  it('refuses a gzip bomb inside, and a file no app wrote', () => {
    const bomb = writeZip([{ name: 'Bomb.paprikarecipe', data: gzipSync(Buffer.alloc(40 * 1024 * 1024)) }]);
    expect(() => readExportFile(bomb)).toThrow(ArchiveRefused);
    expect(() => readExportFile(writeZip([{ name: 'notes.txt', data: 'hello' }]))).toThrow('not an export Hearth can read');
    expect(() => readExportFile(writeZip([{ name: 'recipes/x/x.json', data: '{not json' }]))).toThrow('not an export Hearth can read');
  });
});
