import { parseIngredientLine, parseIngredientLines } from './ingredient-line';

/** Lines as recipe sites, plugins and other apps' exports write them, and what a cook means by them. */
const lines: [string, number, string, string][] = [
  // whole numbers and decimals
  ['2 cups all-purpose flour', 2, 'cup', 'all-purpose flour'],
  ['1 cup sugar', 1, 'cup', 'sugar'],
  ['3 eggs', 3, 'whole', 'eggs'],
  ['2 large eggs, beaten', 2, 'whole', 'large eggs, beaten'],
  ['1.5 kg potatoes', 1.5, 'kg', 'potatoes'],
  ['1,5 kg Kartoffeln', 1.5, 'kg', 'Kartoffeln'],
  ['0.25 tsp cayenne pepper', 0.25, 'tsp', 'cayenne pepper'],
  ['12 oz. spaghetti', 12, 'oz', 'spaghetti'],
  ['1,000 g strong white flour', 1000, 'g', 'strong white flour'],
  // fractions
  ['1/2 cup milk', 0.5, 'cup', 'milk'],
  ['1 1/2 cups buttermilk', 1.5, 'cup', 'buttermilk'],
  ['3/4 teaspoon salt', 0.75, 'tsp', 'salt'],
  ['1/3 cup olive oil', 0.33, 'cup', 'olive oil'],
  ['2 2/3 cups water', 2.67, 'cup', 'water'],
  ['1⁄4 cup honey', 0.25, 'cup', 'honey'],
  // unicode fractions
  ['½ cup butter, melted', 0.5, 'cup', 'butter, melted'],
  ['1½ cups rolled oats', 1.5, 'cup', 'rolled oats'],
  ['1 ½ tbsp soy sauce', 1.5, 'tbsp', 'soy sauce'],
  ['¼ tsp ground nutmeg', 0.25, 'tsp', 'ground nutmeg'],
  ['¾ cup brown sugar, packed', 0.75, 'cup', 'brown sugar, packed'],
  ['⅓ cup maple syrup', 0.33, 'cup', 'maple syrup'],
  ['2⅔ cups stock', 2.67, 'cup', 'stock'],
  ['⅛ teaspoon cloves', 0.13, 'tsp', 'cloves'],
  // ranges: the larger end
  ['2-3 cloves garlic, minced', 3, 'clove', 'garlic, minced'],
  ['2 - 3 tablespoons lemon juice', 3, 'tbsp', 'lemon juice'],
  ['1–2 tsp chilli flakes', 2, 'tsp', 'chilli flakes'],
  ['4 to 6 chicken thighs', 6, 'whole', 'chicken thighs'],
  ['1 or 2 red onions', 2, 'whole', 'red onions'],
  ['1/2-1 cup cream', 1, 'cup', 'cream'],
  // spellings, abbreviations and plurals of the 13 units
  ['2 tablespoons unsalted butter', 2, 'tbsp', 'unsalted butter'],
  ['1 Tbsp. Dijon mustard', 1, 'tbsp', 'Dijon mustard'],
  ['1 tbs capers', 1, 'tbsp', 'capers'],
  ['2 T sugar', 2, 'tbsp', 'sugar'],
  ['1 t vanilla extract', 1, 'tsp', 'vanilla extract'],
  ['2 tsp. baking powder', 2, 'tsp', 'baking powder'],
  ['1 teaspoon ground cumin', 1, 'tsp', 'ground cumin'],
  ['3 c. chicken broth', 3, 'cup', 'chicken broth'],
  ['8 ounces cream cheese, softened', 8, 'oz', 'cream cheese, softened'],
  ['2 lbs ground beef', 2, 'lb', 'ground beef'],
  ['1 pound carrots', 1, 'lb', 'carrots'],
  ['500 grams minced lamb', 500, 'g', 'minced lamb'],
  ['200g plain flour', 200, 'g', 'plain flour'],
  ['250 gr mascarpone', 250, 'g', 'mascarpone'],
  ['1 kilogram beef brisket', 1, 'kg', 'beef brisket'],
  ['400ml coconut milk', 400, 'ml', 'coconut milk'],
  ['150 mL double cream', 150, 'ml', 'double cream'],
  ['1 litre vegetable stock', 1, 'l', 'vegetable stock'],
  ['2 liters water', 2, 'l', 'water'],
  ['1.5L passata', 1.5, 'l', 'passata'],
  ['1 pinch of salt', 1, 'pinch', 'salt'],
  ['2 pinches saffron', 2, 'pinch', 'saffron'],
  ['4 slices bacon', 4, 'slice', 'bacon'],
  ['2 slices of bread', 2, 'slice', 'bread'],
  ['3 cloves garlic', 3, 'clove', 'garlic'],
  ['1 whole chicken', 1, 'whole', 'chicken'],
  ['2 pieces ginger', 2, 'whole', 'ginger'],
  // units Hearth converts
  ['1 pint milk', 2, 'cup', 'milk'],
  ['1 quart chicken stock', 4, 'cup', 'chicken stock'],
  ['8 fl oz orange juice', 236.56, 'ml', 'orange juice'],
  ['2 dl cream', 200, 'ml', 'cream'],
  ['5 cl rum', 50, 'ml', 'rum'],
  ['500 mg saffron', 0.5, 'g', 'saffron'],
  // words, articles and notes
  ['a pinch of cinnamon', 1, 'pinch', 'cinnamon'],
  ['an onion, diced', 1, 'whole', 'onion, diced'],
  ['two eggs', 2, 'whole', 'eggs'],
  ['One lemon, zested', 1, 'whole', 'lemon, zested'],
  ['1 (14 oz) can diced tomatoes', 1, 'whole', 'can diced tomatoes (14 oz)'],
  ['2 (15-ounce) cans black beans, drained', 2, 'whole', 'cans black beans, drained (15-ounce)'],
  ['1 can coconut milk', 1, 'whole', 'can coconut milk'],
  ['1 bunch coriander', 1, 'whole', 'bunch coriander'],
  ['3 medium tomatoes', 3, 'whole', 'medium tomatoes'],
  ['10 cherry tomatoes', 10, 'whole', 'cherry tomatoes'],
  // no quantity: 1 whole, the line as the name
  ['Salt to taste', 1, 'whole', 'Salt to taste'],
  ['Freshly ground black pepper', 1, 'whole', 'Freshly ground black pepper'],
  ['a little olive oil', 1, 'whole', 'a little olive oil'],
  ['a handful of basil leaves', 1, 'whole', 'a handful of basil leaves'],
  ['Juice of 1 lemon', 1, 'whole', 'Juice of 1 lemon'],
  ['Tomatoes', 1, 'whole', 'Tomatoes'],
  ['  2   cups\u00a0rice  ', 2, 'cup', 'rice'],
];

describe('an ingredient line', () => {
  it.each(lines)('%j is %d %s of %j', (line, quantity, unit, name) => {
    expect(parseIngredientLine(line)).toEqual({ quantity, unit, name });
  });

  it('keeps a name within the forms limit and never empty', () => {
    expect(parseIngredientLine(`1 cup ${'x'.repeat(300)}`).name).toHaveLength(100);
    expect(parseIngredientLine('2 cups').name).toBe('Ingredient');
    expect(parseIngredientLine('').name).toBe('Ingredient');
  });
});

describe('a pasted list', () => {
  it('reads each non-blank line, without bullets or numbering', () => {
    expect(parseIngredientLines('- 2 cups flour\n\n• 1 tsp salt\r\n3. 2 eggs\n▢ ½ cup milk')).toEqual([
      { quantity: 2, unit: 'cup', name: 'flour' },
      { quantity: 1, unit: 'tsp', name: 'salt' },
      { quantity: 2, unit: 'whole', name: 'eggs' },
      { quantity: 0.5, unit: 'cup', name: 'milk' },
    ]);
  });
});
