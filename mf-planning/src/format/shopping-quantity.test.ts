import type { RecipeUnit } from '@hearth/contracts/recipes';
import { shoppingQuantity } from './shopping-quantity';

// [quantity the API holds, its unit, what the list shows]
const table: [number, RecipeUnit, string][] = [
  // Lines the planning e2e reads, unchanged.
  [700, 'g', '700 g'],
  [1.1, 'l', '1.1 l'],
  [1, 'tsp', '1 tsp'],
  [4, 'whole', '4 whole'],
  [2, 'whole', '2 whole'],
  [0.5, 'kg', '0.5 kg'],
  // A thousand grams or millilitres and more: kilograms and litres.
  [1000, 'g', '1 kg'],
  [2000, 'g', '2 kg'],
  [1850, 'ml', '1.85 l'],
  [1500, 'g', '1.5 kg'],
  [1234.5, 'g', '1.23 kg'],
  [999.996, 'g', '1 kg'],
  [999, 'ml', '999 ml'],
  [2500, 'kg', '2500 kg'],
  // At most two decimals, no trailing zeros; never 0 for something to buy.
  [1.005, 'kg', '1.01 kg'],
  [0.1 + 0.2, 'l', '0.3 l'],
  [333.333, 'g', '333.33 g'],
  [0.001, 'kg', '0.01 kg'],
  // Kitchen fractions, only where the quantity is one.
  [0.75, 'cup', '¾ cup'],
  [1.5, 'tsp', '1 ½ tsp'],
  [0.33, 'cup', '⅓ cup'],
  [2.67, 'tbsp', '2 ⅔ tbsp'],
  [0.125, 'tsp', '⅛ tsp'],
  [0.3, 'cup', '0.3 cup'],
  [2, 'cup', '2 cup'],
  [1.5, 'whole', '1 ½ whole'],
  [0.75, 'whole', '0.75 whole'],
  [0.75, 'lb', '¾ lb'],
  [1.5, 'oz', '1 ½ oz'],
  [0.25, 'oz', '0.25 oz'],
  // Counted things in the plural past one.
  [10, 'clove', '10 cloves'],
  [1, 'clove', '1 clove'],
  [0.5, 'clove', '0.5 clove'],
  [2, 'slice', '2 slices'],
  [1, 'slice', '1 slice'],
  [2, 'pinch', '2 pinches'],
  [1, 'pinch', '1 pinch'],
  [12, 'whole', '12 whole'],
];

describe('a shopping quantity as a cook says it', () => {
  it.each(table)('%p %s reads %p', (quantity, unit, shown) => {
    expect(shoppingQuantity(quantity, unit)).toBe(shown);
  });
});
