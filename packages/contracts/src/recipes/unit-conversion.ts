import type { RecipeUnit } from './schemas';

/** How a cook reads weights and volumes: as the recipe wrote them, metric, or US customary. */
export type UnitSystem = 'written' | 'metric' | 'us';

const GRAMS: Partial<Record<RecipeUnit, number>> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };
const MILLILITRES: Partial<Record<RecipeUnit, number>> = { ml: 1, l: 1000, tsp: 4.92892159375, tbsp: 14.78676478125, cup: 236.5882365 };

/** The US unit a metric amount reads best in, and back: the larger unit once it is a whole one of them. */
function inSystem(amount: number, base: 'g' | 'ml', system: 'metric' | 'us'): { quantity: number; unit: RecipeUnit } {
  if (system === 'metric') {
    const [small, large] = base === 'g' ? (['g', 'kg'] as const) : (['ml', 'l'] as const);
    return amount >= 1000 ? { quantity: amount / 1000, unit: large } : { quantity: amount, unit: small };
  }
  if (base === 'g') return amount >= GRAMS.lb! ? { quantity: amount / GRAMS.lb!, unit: 'lb' } : { quantity: amount / GRAMS.oz!, unit: 'oz' };
  if (amount >= MILLILITRES.cup! / 4) return { quantity: amount / MILLILITRES.cup!, unit: 'cup' };
  if (amount >= MILLILITRES.tbsp!) return { quantity: amount / MILLILITRES.tbsp!, unit: 'tbsp' };
  return { quantity: amount / MILLILITRES.tsp!, unit: 'tsp' };
}

/**
 * `quantity` of `unit` in the system a cook reads: weights between g/kg and oz/lb, volumes between
 * ml/l and tsp/tbsp/cup. Counted units (whole, slice, clove, pinch) and `written` stay as they are.
 * Not rounded: kitchen-quantity.ts rounds for the unit it lands in.
 */
export function convertQuantity(quantity: number, unit: RecipeUnit, system: UnitSystem): { quantity: number; unit: RecipeUnit } {
  if (system === 'written') return { quantity, unit };
  const grams = GRAMS[unit];
  if (grams !== undefined) return inSystem(quantity * grams, 'g', system);
  const millilitres = MILLILITRES[unit];
  if (millilitres !== undefined) return inSystem(quantity * millilitres, 'ml', system);
  return { quantity, unit };
}
