import type { IngredientLine } from '../../recipes/recipe-writes';
import type { SourceRecipe } from '../schema-org-recipe';

/** A recipe read from another app's export: what Hearth keeps, its picture's bytes, where it came from. */
export interface ExportedRecipe {
  recipe: SourceRecipe;
  picture?: Buffer;
  sourceUrl?: string;
  /** Only Hearth's own exports say; anything else comes in private. */
  isPrivate?: boolean;
  /** A recipe of a Hearth export: its id there, its date, its lines as they were (not read again from text). */
  restore?: { id: string; createdAt: string; ingredients: IngredientLine[] };
  /** Why it cannot come in, when the file holds it in a shape Hearth cannot read. */
  unreadable?: string;
}

/** "2 cup flour, sifted" from an app's structured line, or its own text of it when it kept one. */
export function ingredientText(line: { original?: unknown; amount?: unknown; unit?: unknown; food?: unknown; note?: unknown }): string {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
  if (text(line.original)) return text(line.original);
  const amount = typeof line.amount === 'number' && line.amount > 0 ? String(Math.round(line.amount * 1000) / 1000) : text(line.amount);
  const main = [amount, text(line.unit), text(line.food)].filter(Boolean).join(' ');
  const note = text(line.note);
  return main && note ? `${main}, ${note}` : main || note;
}

/** A `{ name }` object's name, or a string itself. */
export const nameOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string' ? (value as { name: string }).name : '';
