import type { RecipeUnit } from './schemas';

/**
 * A quantity scaled for the servings cooked, rounded to what a cook measures and written as a
 * cook reads it (docs/product/recipes.md "Scaling"):
 * - spoons and cups in kitchen fractions (⅛ ¼ ⅓ ½ ⅔ ¾), `1 ½`; pounds by quarters and thirds,
 *   ounces by halves;
 * - grams and millilitres: whole numbers, to the nearest 5 from 100 and 10 from 1,000 (no `333.33 g`);
 *   kilograms and litres to the nearest 0.05;
 * - whole things by halves (half an onion), slices and cloves whole; never less than one of them;
 * - a pinch scales by whole pinches, at least one and at most four: past that it is a teaspoon.
 * Plain constants and functions, no zod: the front ends import it.
 */

const FRACTIONS: [number, string][] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/** The fractions each unit is measured in: spoons and cups by all of them, pounds by quarters and thirds, ounces by halves. */
const fractionsOf: Partial<Record<RecipeUnit, [number, string][]>> = {
  tsp: FRACTIONS,
  tbsp: FRACTIONS,
  cup: FRACTIONS,
  lb: FRACTIONS.slice(1),
  oz: [[1 / 2, '½']],
  whole: [[1 / 2, '½']],
};

/**
 * `value` in its unit's kitchen fraction ('¾', '1 ½') when it is one, to the half hundredth a
 * stored quantity keeps (0.33 for a third); undefined when it is not, or is whole.
 */
export function exactKitchenFraction(value: number, unit: RecipeUnit): string | undefined {
  const fractions = fractionsOf[unit];
  if (!fractions || Number.isInteger(value)) return undefined;
  const whole = Math.floor(value);
  const glyph = fractions.find(([part]) => Math.abs(value - whole - part) <= 0.005 + 1e-9)?.[1];
  if (!glyph) return undefined;
  return whole === 0 ? glyph : `${whole} ${glyph}`;
}

const nearest = (value: number, step: number) => Math.round(value / step) * step;

/** The nearest whole-and-fraction to `value` among `fractions`, as [whole, fraction's value, its glyph]. */
function kitchenFraction(value: number, fractions: [number, string][]): [number, number, string] {
  let whole = Math.floor(value);
  let best: [number, string] = [0, ''];
  let distance = value - whole;
  for (const [part, glyph] of [...fractions, [1, ''] as [number, string]]) {
    const gap = Math.abs(value - whole - part);
    if (gap < distance - 1e-9) [best, distance] = [[part, glyph], gap];
  }
  if (best[0] === 1) [whole, best] = [whole + 1, [0, '']];
  return [whole, best[0], best[1]];
}

/** The amount to measure: `quantity` × `factor`, rounded for its unit. */
export function scaledQuantity(quantity: number, unit: RecipeUnit, factor: number): number {
  const value = quantity * factor;
  const fractions = fractionsOf[unit];
  if (fractions && unit !== 'whole') {
    const [whole, part] = kitchenFraction(value, fractions);
    return whole + part || fractions[0]![0];
  }
  switch (unit) {
    case 'g':
    case 'ml':
      return Math.max(1, value >= 1000 ? nearest(value, 10) : value >= 100 ? nearest(value, 5) : Math.round(value));
    case 'kg':
    case 'l':
      return Math.max(0.05, Math.round(nearest(value, 0.05) * 100) / 100);
    case 'whole':
      return Math.max(0.5, nearest(value, 0.5));
    case 'pinch':
      return Math.min(4, Math.max(1, Math.round(value)));
    default:
      return Math.max(1, Math.round(value));
  }
}

/** `quantity` of `unit` as a cook reads it: '1 ½', '¾', '335', '1.25'. */
export function kitchenQuantity(quantity: number, unit: RecipeUnit): string {
  const fractions = fractionsOf[unit];
  if (!fractions) return String(Math.round(quantity * 100) / 100);
  const [whole, , glyph] = kitchenFraction(quantity, fractions);
  if (!glyph) return String(whole);
  return whole === 0 ? glyph : `${whole} ${glyph}`;
}

/** A line scaled by `factor`, written for the cook: '1 ½ cup'. */
export const scaledLine = (quantity: number, unit: RecipeUnit, factor: number) => `${kitchenQuantity(scaledQuantity(quantity, unit, factor), unit)} ${unit}`;
