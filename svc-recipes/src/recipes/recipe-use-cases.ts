import { recipesOwnMessages as own, type Recipe, type RecipeList } from '@hearth/contracts/recipes';
import type { createRecipeBody, listRecipesQuery, recipeParams, updateRecipeBody } from '@hearth/contracts/recipes/schemas';
import { badRequest, householdToCreateIn, isId, unauthorized, type Actor, type Transaction } from '@hearth/service-kit';
import type { z } from 'zod';
import { requireEditor, requireVisible } from '../access/recipe-access';
import { categoryCatalogue } from '../categories/category-catalogue';
import { imageExists } from '../images/image-queries';
import { releaseImages, removeUnusedFiles } from '../images/image-use';
import type { RecipesDeps } from '../recipes-deps';
import { presentRecipe } from './present-recipe';
import { findRecipePage } from './recipe-list-queries';
import { findRecipeRow, lockRecipe, type RecipeFields, type RecipeOwner, type RecipeRow } from './recipe-queries';
import { deleteRecipes } from './recipe-removal';
import { recipeSnapshot } from './recipe-snapshot';
import { insertRecipe, replaceRecipe, type IngredientLine } from './recipe-writes';

type RecipeId = z.output<typeof recipeParams>;
type CreateRecipe = z.output<typeof createRecipeBody>;
type UpdateRecipe = RecipeId & z.output<typeof updateRecipeBody>;
type ListQuery = z.output<typeof listRecipesQuery>;

const emptyPage = (query: ListQuery): RecipeList => ({ recipes: [], total: 0, page: query.page, limit: query.limit });

/** GET /recipes: what the caller may see, narrowed by search, category and household=mine. */
export async function listRecipes(deps: RecipesDeps, actor: Actor | null, query: ListQuery): Promise<RecipeList> {
  if (query.household === 'mine' && !actor) throw unauthorized(own.signInForHousehold);
  if (query.category !== undefined && !isId(query.category)) return emptyPage(query);
  const householdId = query.household === 'mine' ? actor?.householdId : undefined;
  if (query.household === 'mine' && !householdId) return emptyPage(query);
  const { rows, total } = await findRecipePage(deps.database.manager, actor, {
    search: query.search,
    category: query.category,
    householdId: householdId ?? undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { recipes: rows.map(presentRecipe), total, page: query.page, limit: query.limit };
}

/** GET /recipes/{id}: a recipe the caller may see (404 otherwise, as for one that does not exist). */
export async function getRecipe(deps: RecipesDeps, actor: Actor | null, { id }: RecipeId): Promise<Recipe> {
  const row = await findRecipeRow(deps.database.manager, id);
  requireVisible(actor, row);
  return presentRecipe(row);
}

/** A category and an image named in a body must exist: a 400 on that field otherwise. */
async function checkReferences(tx: Transaction, references: { categoryId?: string; imageId?: string | null }): Promise<void> {
  const errors: Record<string, string> = {};
  if (references.categoryId !== undefined && !(isId(references.categoryId) && (await categoryCatalogue.findById(tx.manager, references.categoryId)))) {
    errors.category = own.categoryNotFound;
  }
  if (references.imageId && !(isId(references.imageId) && (await imageExists(tx.manager, references.imageId)))) {
    errors.image = own.imageNotFound;
  }
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, { errors });
}

/** POST /recipes: a recipe of the caller's household; its ingredients are found or added by name. */
export async function createRecipe(deps: RecipesDeps, actor: Actor, body: CreateRecipe): Promise<Recipe> {
  // A recipe belongs to the caller's household, which svc-household announces right after sign-up.
  const householdId = householdToCreateIn(actor.householdId);
  const row = await deps.database.transaction(async (tx) => {
    await checkReferences(tx, { categoryId: body.category, imageId: body.image });
    const fields: RecipeFields = { ...body, categoryId: body.category, imageId: body.image ?? null, servings: body.servings ?? null, sourceUrl: body.sourceUrl ?? null };
    const id = await insertRecipe(tx, { createdBy: actor.id, householdId }, fields, body.ingredients);
    const created = (await findRecipeRow(tx.manager, id))!;
    tx.emit('recipe.created', recipeSnapshot(created));
    return created;
  });
  return presentRecipe(row);
}

/**
 * A recipe brought in by an import, as its household's, with what the import found (its category
 * and picture already in place); announced as any new recipe is.
 */
export async function createImportedRecipe(deps: RecipesDeps, owner: RecipeOwner, fields: RecipeFields, lines: IngredientLine[]): Promise<RecipeRow> {
  return deps.database.transaction(async (tx) => {
    const id = await insertRecipe(tx, owner, fields, lines);
    const created = (await findRecipeRow(tx.manager, id))!;
    tx.emit('recipe.created', recipeSnapshot(created));
    return created;
  });
}

/** PUT /recipes/{id}: the fields sent replace the stored ones; its creator or a household member only. */
export async function updateRecipe(deps: RecipesDeps, actor: Actor, { id, ...body }: UpdateRecipe): Promise<Recipe> {
  const { row, released } = await deps.database.transaction(async (tx) => {
    const current = (await lockRecipe(tx.manager, id)) ? await findRecipeRow(tx.manager, id) : undefined;
    requireEditor(actor, current);
    await checkReferences(tx, { categoryId: body.category, imageId: body.image });
    const lines: IngredientLine[] = body.ingredients ?? current.ingredients;
    const fields: RecipeFields = {
      title: body.title ?? current.title,
      categoryId: body.category ?? current.categoryId,
      prepTime: body.prepTime ?? current.prepTime,
      cookTime: body.cookTime ?? current.cookTime,
      servings: body.servings === undefined ? current.servings : body.servings,
      sourceUrl: body.sourceUrl === undefined ? current.sourceUrl : body.sourceUrl,
      instructions: body.instructions ?? current.instructions,
      isPrivate: body.isPrivate ?? current.isPrivate,
      imageId: body.image === undefined ? current.imageId : body.image,
    };
    await replaceRecipe(tx, id, fields, lines, body.ingredients !== undefined);
    const updated = (await findRecipeRow(tx.manager, id))!;
    tx.emit('recipe.updated', recipeSnapshot(updated));
    const released = current.imageId !== fields.imageId ? await releaseImages(tx.manager, [current.imageId]) : [];
    return { row: updated, released };
  });
  await removeUnusedFiles(deps.database, deps.storage, deps.logger, released);
  return presentRecipe(row);
}

/** DELETE /recipes/{id}: its creator or a household member; its image files go unless shared. */
export async function deleteRecipe(deps: RecipesDeps, actor: Actor, { id }: RecipeId): Promise<void> {
  const released = await deps.database.transaction(async (tx) => {
    const current = (await lockRecipe(tx.manager, id)) ? await findRecipeRow(tx.manager, id) : undefined;
    requireEditor(actor, current);
    return deleteRecipes(tx, [id]);
  });
  await removeUnusedFiles(deps.database, deps.storage, deps.logger, released);
}
