import { parseIngredientLine } from '@hearth/contracts/recipes/ingredient-line';
import { recipesLimits as limits, recipesOwnMessages as own, type ImportJob } from '@hearth/contracts/recipes';
import { AppError, ArchiveRefused, badRequest, derivedId, householdToCreateIn, householdToRead, type Actor } from '@hearth/service-kit';
import { findEntryByName } from '../catalogue/catalogue-queries';
import { categoryCatalogue } from '../categories/category-catalogue';
import type { RecipesDeps } from '../recipes-deps';
import { createImportedRecipe } from '../recipes/recipe-use-cases';
import { readExportFile } from './archives/export-formats';
import type { ExportedRecipe } from './archives/exported-recipe';
import { cancelImportJob, findImportJob, insertImportJob, recipeAlreadyThere, recipeRestoredAlready, recordImportStep, type ImportJobRow } from './import-job-queries';
import { uploadImportedPicture } from './imported-picture';
import { draftOf } from './recipe-draft';

export const presentImportJob = (row: ImportJobRow): ImportJob => ({
  _id: row.id,
  format: row.format,
  status: row.status,
  total: row.total,
  done: row.done,
  imported: row.imported,
  skipped: row.skipped,
  createdAt: row.createdAt.toISOString(),
});

/** The category of that name, made if the catalogue has none and the member's quota allows; else none. */
async function categoryNamed(deps: RecipesDeps, actor: Actor, name: string | undefined): Promise<string | null> {
  const wanted = name?.slice(0, limits.categoryNameMax).trim();
  if (!wanted) return null;
  const found = await findEntryByName(deps.database.manager, 'categories', wanted);
  if (found) return found._id;
  try {
    return (await categoryCatalogue.create(deps.database, actor, { name: wanted }))._id;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return ((error.details.category as { _id?: string }) ?? {})._id ?? null;
    if (error instanceof AppError && error.status === 429) return null;
    throw error;
  }
}

/**
 * One recipe of the file: skipped when it is there already or has no title, else saved (private
 * unless a Hearth export says otherwise). A Hearth export's recipe gets the id its restore names
 * it by (derivedId: what svc-planning's restore expects a meal's recipe to be), so it is "there
 * already" when restored before, whatever its title.
 */
async function importOne(deps: RecipesDeps, actor: Actor, householdId: string, exported: ExportedRecipe) {
  const title = exported.recipe.title.slice(0, limits.titleMax).trim();
  const sourceUrl = exported.sourceUrl && /^https?:\/\/\S+$/i.test(exported.sourceUrl) ? exported.sourceUrl.slice(0, limits.importUrlMax) : null;
  if (exported.unreadable) return { skipped: { title: title || '(untitled)', reason: exported.unreadable } };
  if (!title) return { skipped: { title: '(untitled)', reason: own.importNoRecipe } };
  const restoredId = exported.restore && derivedId(householdId, exported.restore.id);
  const there = restoredId
    ? await recipeRestoredAlready(deps.database.manager, restoredId)
    : await recipeAlreadyThere(deps.database.manager, householdId, title, sourceUrl);
  if (there) return { skipped: { title, reason: own.importDuplicate } };
  const draft = draftOf(exported.recipe, { category: undefined, image: null, sourceUrl: sourceUrl ?? '' });
  const categoryId = await categoryNamed(deps, actor, exported.recipe.category);
  const image = await uploadImportedPicture(deps, actor, exported.picture);
  const row = await createImportedRecipe(
    deps,
    { createdBy: actor.id, householdId, id: restoredId, createdAt: exported.restore?.createdAt },
    {
      title,
      categoryId,
      prepTime: draft.prepTime,
      cookTime: draft.cookTime,
      servings: draft.servings,
      sourceUrl,
      instructions: draft.instructions,
      isPrivate: exported.isPrivate ?? true,
      imageId: image?._id ?? null,
    },
    exported.restore?.ingredients ?? exported.recipe.ingredients.slice(0, limits.ingredientsMax).map(parseIngredientLine),
  );
  return { imported: { _id: row.id, title: row.title } };
}

/** Goes through the file's recipes one by one, recording each; stops when the import is cancelled. */
async function run(deps: RecipesDeps, actor: Actor, job: ImportJobRow, recipes: ExportedRecipe[]): Promise<void> {
  for (const exported of recipes) {
    let outcome;
    try {
      outcome = await importOne(deps, actor, job.householdId, exported);
    } catch (error) {
      deps.logger.warn({ err: error, job: job.id }, 'an imported recipe could not be saved');
      outcome = { skipped: { title: exported.recipe.title || '(untitled)', reason: error instanceof AppError ? error.message : 'It could not be saved' } };
    }
    if ((await recordImportStep(deps.database.manager, job.id, outcome)) !== 'running') return;
  }
}

/** POST /recipes/imports: the file is read now (a refusal is a 400); its recipes are saved in the background. */
export async function startImport(deps: RecipesDeps, actor: Actor, { data }: { data: Buffer }): Promise<ImportJob> {
  const householdId = householdToCreateIn(actor.householdId);
  let read;
  try {
    read = readExportFile(data);
  } catch (error) {
    const message = error instanceof ArchiveRefused ? `${own.importFileRefused}: ${error.message}` : own.importFileRefused;
    throw badRequest(message, { errors: { file: message } });
  }
  const job = await insertImportJob(deps.database.manager, { householdId, userId: actor.id, format: read.format, total: read.recipes.length });
  void run(deps, actor, job, read.recipes).catch((error: unknown) => deps.logger.error({ err: error, job: job.id }, 'an import stopped'));
  return presentImportJob(job);
}

export async function getImport(deps: RecipesDeps, actor: Actor, { id }: { id: string }): Promise<ImportJob> {
  const job = await findImportJob(deps.database.manager, id, householdToRead(actor.householdId, own.importNotFound));
  if (!job) throw new AppError(404, own.importNotFound);
  return presentImportJob(job);
}

export async function cancelImport(deps: RecipesDeps, actor: Actor, { id }: { id: string }): Promise<ImportJob> {
  const householdId = householdToRead(actor.householdId, own.importNotFound);
  await cancelImportJob(deps.database.manager, id, householdId);
  return getImport(deps, actor, { id });
}
