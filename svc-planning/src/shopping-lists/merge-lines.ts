import { metricUnitFamilies } from '@hearth/contracts/planning';

/** A line to put on a list: one ingredient line of a recipe, once per time the recipe is used. */
export interface ListLine {
  recipeId: string | null;
  ingredientId: string | null;
  name: string;
  quantity: number;
  unit: string;
}

/** An item of a new list, and the recipes its lines came from. */
export interface MergedItem {
  ingredientId: string | null;
  name: string;
  quantity: number;
  unit: string;
  recipeIds: string[];
}

interface Family {
  name: string;
  base: string;
  large: string;
  factor: number;
}

const families = new Map<string, Family>(
  Object.entries(metricUnitFamilies).flatMap(([name, family]) => {
    const units = Object.entries(family.units) as [string, number][];
    const large = units.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
    return units.map(([unit, factor]) => [unit, { name, base: family.base, large, factor }] as const);
  }),
);

/** Three decimals: enough for any kitchen, and no 0.30000000000000004. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** What tells one item of a list from another: the ingredient (its id, or its name in any case) and the unit, g and kg being one. */
export function lineKey(line: { ingredientId: string | null; name: string; unit: string }): string {
  const family = families.get(line.unit);
  const who = line.ingredientId ?? `name:${line.name.trim().toLowerCase()}`;
  return `${who}|${family ? family.name : line.unit}`;
}

/**
 * The merge rules of a list made from recipes: lines of the same ingredient (the catalogue id, or
 * the name in any case for a line without one) in the same unit become one item with the
 * quantities added; g and kg, ml and l are merged too, in the small unit, or the large one once
 * the total reaches it (600 g + 0.6 kg = 1.2 kg). Each item lists its recipes once, first seen
 * first; items come in the order their first line came.
 */
export function mergeLines(lines: ListLine[]): MergedItem[] {
  const groups = new Map<string, { item: MergedItem; units: Set<string>; base: number; family?: Family }>();
  for (const line of lines) {
    const family = families.get(line.unit);
    const key = lineKey(line);
    let group = groups.get(key);
    if (!group) {
      group = { item: { ingredientId: line.ingredientId, name: line.name.trim(), quantity: 0, unit: line.unit, recipeIds: [] }, units: new Set(), base: 0, family };
      groups.set(key, group);
    }
    group.units.add(line.unit);
    group.item.quantity += line.quantity;
    group.base += line.quantity * (family?.factor ?? 1);
    if (line.recipeId && !group.item.recipeIds.includes(line.recipeId)) group.item.recipeIds.push(line.recipeId);
  }
  return [...groups.values()].map(({ item, units, base, family }) => {
    if (!family || units.size === 1) return { ...item, quantity: round(item.quantity) };
    const large = families.get(family.large)!;
    return base >= large.factor ? { ...item, quantity: round(base / large.factor), unit: family.large } : { ...item, quantity: round(base), unit: family.base };
  });
}
