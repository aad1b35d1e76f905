import type { RecipeUnit } from '@hearth/contracts/recipes';
import { schemaOf, type Transaction } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import { findOrCreateIngredients } from '../ingredients/ingredient-catalogue';

export interface IngredientLine {
  name: string;
  quantity: number;
  unit: RecipeUnit;
}

export interface RecipeFields {
  title: string;
  categoryId: string | null;
  prepTime: number;
  cookTime: number;
  instructions: string;
  isPrivate: boolean;
  imageId: string | null;
}

/** What the list's search reads: the title and the ingredient names, lower-cased, one per line. */
const searchText = (title: string, lines: IngredientLine[]) => [title, ...lines.map((line) => line.name)].join('\n').toLowerCase();

const table = (manager: EntityManager, name: string) => `"${schemaOf(manager.connection)}".${name}`;

async function writeLines(manager: EntityManager, recipeId: string, lines: IngredientLine[]): Promise<void> {
  const catalogue = await findOrCreateIngredients(manager, lines.map((line) => line.name));
  await manager.query(`DELETE FROM ${table(manager, 'recipe_ingredients')} WHERE recipe_id = $1`, [recipeId]);
  await manager.query(
    `INSERT INTO ${table(manager, 'recipe_ingredients')} (recipe_id, position, ingredient_id, quantity, unit)
     SELECT $1, line.position, line.ingredient_id, line.quantity, line.unit
     FROM unnest($2::int[], $3::uuid[], $4::float8[], $5::text[]) AS line(position, ingredient_id, quantity, unit)`,
    [
      recipeId,
      lines.map((_, i) => i),
      lines.map((line) => catalogue.get(line.name.toLowerCase())!._id),
      lines.map((line) => line.quantity),
      lines.map((line) => line.unit),
    ],
  );
}

export async function insertRecipe(
  tx: Transaction,
  owner: { createdBy: string; householdId: string },
  fields: RecipeFields,
  lines: IngredientLine[],
): Promise<string> {
  const [{ id }] = await tx.manager.query(
    `INSERT INTO ${table(tx.manager, 'recipes')}
       (title, category_id, created_by, household_id, is_private, prep_time, cook_time, instructions, image_id, search_text)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      fields.title,
      fields.categoryId,
      owner.createdBy,
      owner.householdId,
      fields.isPrivate,
      fields.prepTime,
      fields.cookTime,
      fields.instructions,
      fields.imageId,
      searchText(fields.title, lines),
    ],
  );
  await writeLines(tx.manager, id, lines);
  return id;
}

/** Replaces a recipe's fields; its lines too when `lines` is given. */
export async function updateRecipeRow(tx: Transaction, id: string, fields: RecipeFields, lines: IngredientLine[], linesChanged: boolean) {
  await tx.manager.query(
    `UPDATE ${table(tx.manager, 'recipes')}
     SET title = $2, category_id = $3, is_private = $4, prep_time = $5, cook_time = $6, instructions = $7,
         image_id = $8, search_text = $9, updated_at = now()
     WHERE id = $1`,
    [id, fields.title, fields.categoryId, fields.isPrivate, fields.prepTime, fields.cookTime, fields.instructions, fields.imageId, searchText(fields.title, lines)],
  );
  if (linesChanged) await writeLines(tx.manager, id, lines);
}
