import type { RecipeUnit } from '@hearth/contracts/recipes';
import { scaledLine } from '@hearth/contracts/recipes/kitchen-quantity';
import { convertQuantity, type UnitSystem } from '@hearth/contracts/recipes/unit-conversion';

/**
 * A line's amount as the page shows it: as stored ('1.5 cup') when neither scaled nor converted,
 * else scaled by `factor`, in `system`'s units, rounded as a cook measures ('1 ½ cup', '355 ml').
 */
export function ingredientAmount(quantity: number, unit: RecipeUnit, factor: number, system: UnitSystem): string {
  if (factor === 1 && system === 'written') return `${quantity} ${unit}`;
  const converted = convertQuantity(quantity * factor, unit, system);
  return scaledLine(converted.quantity, converted.unit, 1);
}
