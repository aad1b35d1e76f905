import { scaledLine } from './kitchen-quantity';
import type { RecipeUnit } from './schemas';
import { convertQuantity, type UnitSystem } from './unit-conversion';

/** What the cook reads once converted, rounded as scaling rounds. */
const reads = (quantity: number, unit: RecipeUnit, system: UnitSystem) => {
  const converted = convertQuantity(quantity, unit, system);
  return scaledLine(converted.quantity, converted.unit, 1);
};

const table: [number, RecipeUnit, UnitSystem, string][] = [
  [500, 'g', 'us', '1 lb'],
  [250, 'g', 'us', '9 oz'],
  [100, 'g', 'us', '3 ½ oz'],
  [1, 'kg', 'us', '2 ¼ lb'],
  [30, 'g', 'us', '1 oz'],
  [240, 'ml', 'us', '1 cup'],
  [120, 'ml', 'us', '½ cup'],
  [60, 'ml', 'us', '¼ cup'],
  [30, 'ml', 'us', '2 tbsp'],
  [15, 'ml', 'us', '1 tbsp'],
  [5, 'ml', 'us', '1 tsp'],
  [1, 'l', 'us', '4 ¼ cup'],
  [1, 'cup', 'metric', '235 ml'],
  [2, 'tbsp', 'metric', '30 ml'],
  [1, 'tsp', 'metric', '5 ml'],
  [5, 'cup', 'metric', '1.2 l'],
  [8, 'oz', 'metric', '225 g'],
  [1, 'lb', 'metric', '455 g'],
  [3, 'lb', 'metric', '1.35 kg'],
  [2, 'whole', 'us', '2 whole'],
  [3, 'clove', 'metric', '3 clove'],
  [1, 'pinch', 'us', '1 pinch'],
  [2, 'slice', 'metric', '2 slice'],
  [250, 'g', 'metric', '250 g'],
  [1, 'cup', 'us', '1 cup'],
];

describe('converting between metric and US units', () => {
  it.each(table)('%p %s in %s reads %p', (quantity, unit, system, expected) => {
    expect(reads(quantity, unit, system)).toBe(expected);
  });

  it('leaves a recipe as written when asked to', () => {
    expect(convertQuantity(250, 'g', 'written')).toEqual({ quantity: 250, unit: 'g' });
  });
});
