import { recipesLimits, type recipeUnits } from './rules';

type RecipeUnit = (typeof recipeUnits)[number];

/** An ingredient line as a recipe form holds it. */
export interface ParsedIngredient {
  name: string;
  quantity: number;
  unit: RecipeUnit;
}

/**
 * Reads a line as recipe sites and other apps write it ("1 ½ cups plain flour, sifted",
 * "200g butter", "2-3 cloves garlic", "Salt to taste") into quantity, unit and name. The rules:
 *
 * - Quantities: whole numbers, decimals (`1.5`, `1,5`), fractions (`1/2`, `1 1/2`), unicode
 *   fractions (`½`, `1½`, `1 ½`), `a`/`an` and the numbers one to twelve as words. A range
 *   (`2-3`, `2 to 3`, `2–3`) counts as its larger end: a shopping list should hold enough.
 * - Units: the spellings, abbreviations and plurals of Hearth's 13 units (`tablespoons`, `Tbsp`,
 *   `T`, `grams`, `mL`, `cups`...), also glued to the number (`200g`); pints, quarts, gallons,
 *   decilitres, centilitres and milligrams become cups, millilitres and grams; `fl oz` becomes
 *   millilitres. Any other word (`can`, `bunch`, `large`) is part of the name, counted `whole`.
 * - No quantity at all (`Salt to taste`): 1 `whole`, the whole line as the name, for the cook to
 *   adjust while reviewing the import.
 * - Quantities are rounded to hundredths (the forms' step); a line's leading `(14 oz)` note moves
 *   to the end of the name; `of` after a unit is dropped; names are cut to the forms' limit.
 */
export function parseIngredientLine(line: string): ParsedIngredient {
  const text = normalise(line);
  const amount = readQuantity(text);
  if (!amount) return { quantity: 1, unit: 'whole', name: clip(text) || 'Ingredient' };
  const measured = readUnit(amount.rest);
  const factor = measured?.factor ?? 1;
  let name = (measured ? measured.rest : amount.rest).replace(/^of\s+/i, '');
  const note = /^(\([^)]*\))\s*(.*)$/.exec(name);
  if (note) name = `${note[2]} ${note[1]}`.trim();
  return {
    quantity: Math.max(0.01, Math.round(amount.quantity * factor * 100) / 100),
    unit: measured?.unit ?? 'whole',
    name: clip(name.replace(/^[,;:\s-]+/, '')) || 'Ingredient',
  };
}

/** Each non-blank line of a pasted list or a source's text block. */
export function parseIngredientLines(text: string): ParsedIngredient[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•▢□☐]|\d+[.)](?=\s))\s*/, ''))
    .filter((line) => line.trim() !== '')
    .map(parseIngredientLine);
}

const vulgarFractions: Record<string, string> = {
  '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅖': '2/5', '⅗': '3/5', '⅘': '4/5',
  '⅙': '1/6', '⅚': '5/6', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8', '⅐': '1/7', '⅑': '1/9', '⅒': '1/10',
};

function normalise(line: string): string {
  return line
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/\u2044/g, '/')
    .replace(/(\d)?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞⅐⅑⅒])/g, (_, whole: string | undefined, fraction: string) => `${whole ? `${whole} ` : ''}${vulgarFractions[fraction]}`)
    .replace(/\s+/g, ' ')
    .trim();
}

const clip = (name: string) => name.trim().slice(0, recipesLimits.ingredientNameMax).trim();

const words: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};

/** `1`, `1.5`, `1,5`, `1/2`, `1 1/2`. */
const number = String.raw`\d+(?:[.,]\d+)?(?:\s+\d+/\d+)?|\d+/\d+`;
const range = new RegExp(String.raw`^(${number})(?:\s*(?:-|–|—|to|or)\s*(${number}))?(?=$|[^\d/.,])\s*(.*)$`, 'i');

function valueOf(text: string): number {
  if (/^\d{1,3}(?:,\d{3})+$/.test(text)) return Number(text.replace(/,/g, ''));
  const [whole, fraction] = text.includes('/') ? (text.includes(' ') ? text.split(' ') : ['0', text]) : [text, undefined];
  const base = Number(whole!.replace(',', '.'));
  if (!fraction) return base;
  const [top, bottom] = fraction.split('/').map(Number);
  return base + (bottom ? top! / bottom : 0);
}

function readQuantity(text: string): { quantity: number; rest: string } | undefined {
  const numeric = range.exec(text);
  if (numeric) {
    const quantity = Math.max(valueOf(numeric[1]!), numeric[2] ? valueOf(numeric[2]) : 0);
    return quantity > 0 ? { quantity, rest: numeric[3]! } : undefined;
  }
  const word = /^([a-z]+)\s+(.*)$/i.exec(text);
  const value = word ? words[word[1]!.toLowerCase()] : undefined;
  if (!word || value === undefined) return undefined;
  // "a little oil" and "a handful of herbs" are not one of anything.
  if (/^an?$/i.test(word[1]!) && /^(?:little|few|couple|bit|dash|splash|drizzle|handful|knob|sprinkle)\b/i.test(word[2]!)) return undefined;
  return { quantity: value, rest: word[2]! };
}

/** Spellings by unit; `factor` converts units Hearth has no name for. */
const spellings: { unit: RecipeUnit; factor?: number; pattern: RegExp }[] = [
  { unit: 'ml', factor: 29.57, pattern: /^(?:fl\.?\s*oz\.?|fluid\s+ounces?)(?=$|[\s,.)])/i },
  { unit: 'tbsp', pattern: /^(?:tablespoons?|tbsps?|tbls?|tbs|T)(?:\.|(?=$|[\s,)]))/ },
  { unit: 'tbsp', pattern: /^(?:tablespoons?|tbsps?|tbls?|tbs)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'tsp', pattern: /^(?:teaspoons?|tsps?|t)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'cup', pattern: /^(?:cups?|c)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'cup', factor: 2, pattern: /^(?:pints?|pts?)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'cup', factor: 4, pattern: /^(?:quarts?|qts?)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'cup', factor: 16, pattern: /^(?:gallons?|gals?)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'oz', pattern: /^(?:ounces?|oz)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'lb', pattern: /^(?:pounds?|lbs?)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'kg', pattern: /^(?:kilograms?|kilogrammes?|kilos?|kgs?)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'g', factor: 0.001, pattern: /^(?:milligrams?|milligrammes?|mg)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'g', pattern: /^(?:grams?|grammes?|gr|g)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'ml', factor: 100, pattern: /^(?:decilit(?:er|re)s?|dl)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'ml', factor: 10, pattern: /^(?:centilit(?:er|re)s?|cl)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'ml', pattern: /^(?:millilit(?:er|re)s?|mls?)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'l', pattern: /^(?:lit(?:er|re)s?|l)(?:\.|(?=$|[\s,)]))/i },
  { unit: 'pinch', pattern: /^(?:pinch(?:es)?)(?=$|[\s,.)])/i },
  { unit: 'slice', pattern: /^(?:slices?)(?=$|[\s,.)])/i },
  { unit: 'clove', pattern: /^(?:cloves?)(?=$|[\s,.)])/i },
  { unit: 'whole', pattern: /^(?:whole|pieces?|pcs?)(?:\.|(?=$|[\s,)]))/i },
];

function readUnit(text: string): { unit: RecipeUnit; factor: number; rest: string } | undefined {
  for (const { unit, factor = 1, pattern } of spellings) {
    const match = pattern.exec(text);
    if (match) return { unit, factor, rest: text.slice(match[0].length).trim() };
  }
  return undefined;
}
