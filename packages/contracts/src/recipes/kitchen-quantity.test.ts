import { kitchenQuantity, scaledLine, scaledQuantity } from './kitchen-quantity';
import type { RecipeUnit } from './schemas';

// [quantity, unit, factor, what the cook reads]
const table: [number, RecipeUnit, number, string][] = [
  // Spoons and cups: kitchen fractions.
  [1, 'cup', 1.5, '1 ½ cup'],
  [1, 'cup', 0.5, '½ cup'],
  [1, 'cup', 1 / 3, '⅓ cup'],
  [2, 'cup', 1 / 3, '⅔ cup'],
  [0.75, 'cup', 2, '1 ½ cup'],
  [1.5, 'cup', 1.5, '2 ¼ cup'],
  [1, 'cup', 4 / 3, '1 ⅓ cup'],
  [2, 'tbsp', 1.5, '3 tbsp'],
  [1, 'tbsp', 0.5, '½ tbsp'],
  [1, 'tsp', 0.25, '¼ tsp'],
  [0.5, 'tsp', 0.25, '⅛ tsp'],
  [0.25, 'tsp', 0.25, '⅛ tsp'],
  [3, 'tsp', 2, '6 tsp'],
  [0.33, 'cup', 3, '1 cup'],
  [1, 'tsp', 1.1, '1 ⅛ tsp'],
  [1, 'cup', 2.95, '3 cup'],
  // Ounces and pounds: fractions too.
  [8, 'oz', 1.5, '12 oz'],
  [3, 'oz', 0.5, '1 ½ oz'],
  [1, 'lb', 0.75, '¾ lb'],
  [2, 'lb', 1.5, '3 lb'],
  [1, 'lb', 1 / 3, '⅓ lb'],
  // Grams and millilitres: whole, then to 5 and 10.
  [1000, 'g', 1 / 3, '335 g'],
  [500, 'g', 1.5, '750 g'],
  [250, 'g', 1 / 3, '83 g'],
  [125, 'g', 0.5, '63 g'],
  [5, 'g', 0.5, '3 g'],
  [1, 'g', 0.25, '1 g'],
  [400, 'ml', 1.5, '600 ml'],
  [330, 'ml', 1 / 3, '110 ml'],
  [750, 'ml', 2, '1500 ml'],
  [1234, 'ml', 1, '1230 ml'],
  [200, 'ml', 0.55, '110 ml'],
  // Kilograms and litres: to 0.05.
  [1, 'kg', 1 / 3, '0.35 kg'],
  [1.5, 'kg', 1.5, '2.25 kg'],
  [1, 'l', 0.5, '0.5 l'],
  [0.1, 'l', 0.25, '0.05 l'],
  // Things counted.
  [1, 'whole', 1.5, '1 ½ whole'],
  [3, 'whole', 1 / 3, '1 whole'],
  [1, 'whole', 0.25, '½ whole'],
  [2, 'whole', 1.25, '2 ½ whole'],
  [4, 'clove', 1.5, '6 clove'],
  [1, 'clove', 0.5, '1 clove'],
  [3, 'clove', 1 / 3, '1 clove'],
  [8, 'slice', 0.75, '6 slice'],
  [1, 'slice', 0.25, '1 slice'],
  // A pinch is never scaled past sense.
  [1, 'pinch', 2, '2 pinch'],
  [1, 'pinch', 0.5, '1 pinch'],
  [2, 'pinch', 3, '4 pinch'],
  [1, 'pinch', 10, '4 pinch'],
];

describe('scaling a quantity for the servings cooked', () => {
  it.each(table)('%p %s × %p reads %p', (quantity, unit, factor, expected) => {
    expect(scaledLine(quantity, unit, factor)).toBe(expected);
  });

  it('gives the number measured, for adding up', () => {
    expect(scaledQuantity(1, 'cup', 1.5)).toBe(1.5);
    expect(scaledQuantity(1000, 'g', 1 / 3)).toBe(335);
    expect(scaledQuantity(1, 'kg', 1 / 3)).toBe(0.35);
  });

  it('writes an unscaled quantity as a cook reads it', () => {
    expect(kitchenQuantity(1.5, 'cup')).toBe('1 ½');
    expect(kitchenQuantity(0.75, 'tsp')).toBe('¾');
    expect(kitchenQuantity(2, 'tbsp')).toBe('2');
    expect(kitchenQuantity(250, 'g')).toBe('250');
    expect(kitchenQuantity(1.25, 'kg')).toBe('1.25');
  });
});
