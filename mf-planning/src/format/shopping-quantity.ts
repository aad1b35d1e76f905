import type { RecipeUnit } from '@hearth/contracts/recipes';
import { exactKitchenFraction } from '@hearth/contracts/recipes/kitchen-quantity';

/**
 * An item's quantity as a cook says it, for the screen and the printed list only: the API keeps
 * its numbers (docs/product/planning.md "A shopping list").
 * - 1000 g and more in kilograms, 1000 ml and more in litres: '1 kg', '1.85 l';
 * - at most 2 decimals, no trailing zeros: '0.5 kg', not '0.50 kg';
 * - a quantity that is exactly a kitchen fraction reads as the recipe page writes it (kitchen-quantity
 *   in the contracts): '¾ cup', '1 ½ tsp', '½ whole'. Never rounded to one: '0.3 cup' stays;
 * - the counted units in the plural past one: '10 cloves', '2 slices', '2 pinches'; 'whole' and the
 *   measures (g, cup, tsp...) are written as the rest of Hearth writes them: '4 whole', '3 cup'.
 */

/** Where a quantity moves up to a bigger unit, and how many of the small unit make one. */
const bigger: Partial<Record<RecipeUnit, { unit: RecipeUnit; size: number }>> = {
  g: { unit: 'kg', size: 1000 },
  ml: { unit: 'l', size: 1000 },
};

const plural: Partial<Record<RecipeUnit, string>> = { clove: 'cloves', slice: 'slices', pinch: 'pinches' };

/** To hundredths; a positive quantity never reads as 0. */
function hundredths(value: number): number {
  const rounded = Math.round((value + Number.EPSILON) * 100) / 100;
  return value > 0 ? Math.max(0.01, rounded) : rounded;
}

/** `quantity` of `unit` as the list shows it: '1 kg', '1.85 l', '¾ cup', '10 cloves', '4 whole'. */
export function shoppingQuantity(quantity: number, unit: RecipeUnit): string {
  let value = hundredths(quantity);
  let shown = unit;
  const up = bigger[unit];
  if (up && value >= up.size) {
    value = hundredths(value / up.size);
    shown = up.unit;
  }
  const number = exactKitchenFraction(value, shown) ?? String(value);
  return `${number} ${value > 1 ? (plural[shown] ?? shown) : shown}`;
}
