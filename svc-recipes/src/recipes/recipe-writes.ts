import type { RecipeUnit } from '@hearth/contracts/recipes';
import type { Queryable, Transaction } from '@hearth/service-kit';
import { findOrCreateIngredients } from '../ingredients/ingredient-catalogue';
import { insertRecipeRow, replaceRecipeLines, updateRecipeRow, type RecipeFields, type RecipeOwner } from './recipe-queries';

export interface IngredientLine {
  name: string;
  quantity: number;
  unit: RecipeUnit;
}

/** What the list's search reads: the title and the ingredient names, lower-cased, one per line. */
const searchText = (title: string, lines: IngredientLine[]) => [title, ...lines.map((line) => line.name)].join('\n').toLowerCase();

async function writeLines(db: Queryable, recipeId: string, lines: IngredientLine[]): Promise<void> {
  const catalogue = await findOrCreateIngredients(
    db,
    lines.map((line) => line.name),
  );
  await replaceRecipeLines(
    db,
    recipeId,
    lines.map((line) => ({ ingredientId: catalogue.get(line.name.toLowerCase())!._id, quantity: line.quantity, unit: line.unit })),
  );
}

export async function insertRecipe(
  tx: Transaction,
  owner: RecipeOwner,
  fields: RecipeFields,
  lines: IngredientLine[],
): Promise<string> {
  const id = await insertRecipeRow(tx.manager, owner, fields, searchText(fields.title, lines));
  await writeLines(tx.manager, id, lines);
  return id;
}

/** Replaces a recipe's fields; its lines too when `linesChanged`. */
export async function replaceRecipe(tx: Transaction, id: string, fields: RecipeFields, lines: IngredientLine[], linesChanged: boolean) {
  await updateRecipeRow(tx.manager, id, fields, searchText(fields.title, lines));
  if (linesChanged) await writeLines(tx.manager, id, lines);
}
