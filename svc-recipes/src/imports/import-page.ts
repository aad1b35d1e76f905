import { recipesLimits as limits, recipesOwnMessages as own, type ImportRecipeBody, type RecipeDraft, type UploadedImage } from '@hearth/contracts/recipes';
import { AppError, badRequest, householdToCreateIn, RateLimiter, type Actor, type Limit } from '@hearth/service-kit';
import { findEntryByName } from '../catalogue/catalogue-queries';
import type { RecipesDeps } from '../recipes-deps';
import { uploadImportedPicture } from './imported-picture';
import { readRecipePage } from './recipe-page';
import { draftOf } from './recipe-draft';
import { FetchRefused, safeFetch, type Fetched } from './safe-fetch';

const importLimit: Limit = { name: 'recipe-import', max: limits.importsPerHour, windowMs: 3_600_000 };

/** Each reason a fetch was refused, as the member reads it. */
function refusal(error: unknown): Error {
  if (!(error instanceof FetchRefused)) return error as Error;
  switch (error.reason) {
    case 'invalid-url':
      return badRequest(own.importUrlInvalid, { errors: { url: own.importUrlInvalid } });
    case 'not-allowed':
      return badRequest(own.importNotAllowed, { errors: { url: own.importNotAllowed } });
    case 'too-large':
      return new AppError(422, own.importTooLarge);
    default:
      return new AppError(422, own.importUnreachable);
  }
}

/** Every attempt counts (a fetch costs the same whether or not it finds a recipe). */
async function countImport(deps: RecipesDeps, actor: Actor): Promise<void> {
  const limiter = new RateLimiter(deps.database.manager.connection);
  try {
    await limiter.assertAllowed(importLimit, actor.id);
  } catch (error) {
    if (error instanceof AppError && error.status === 429) throw new AppError(429, own.importTooMany, {}, error.headers);
    throw error;
  }
  await limiter.hit(importLimit, actor.id);
}

/** The page's text in the charset it declares (UTF-8 unless it says otherwise, or names one unknown). */
function pageText(page: Fetched): string {
  const declared = /charset=["']?([\w-]+)/i.exec(page.contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(page.body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(page.body);
  } catch {
    return page.body.toString('utf8');
  }
}

/** The page's picture, fetched as safely as the page; none if it cannot be had. */
async function importPicture(deps: RecipesDeps, actor: Actor, url: string): Promise<UploadedImage | null> {
  const picture = await safeFetch(url, { maxBytes: limits.imageMaxBytes, accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8', allowedHosts: deps.importAllowedHosts }).catch(() => undefined);
  return uploadImportedPicture(deps, actor, picture?.body);
}

/** POST /recipes/import: the recipe a page publishes, as a draft to review; only its picture is stored. */
export async function importRecipePage(deps: RecipesDeps, actor: Actor, { url }: ImportRecipeBody): Promise<RecipeDraft> {
  householdToCreateIn(actor.householdId);
  await countImport(deps, actor);
  const page = await safeFetch(url, {
    maxBytes: limits.importPageMaxBytes,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
    allowedHosts: deps.importAllowedHosts,
  }).catch((error: unknown) => {
    throw refusal(error);
  });
  const recipe = readRecipePage(pageText(page), page.url);
  if (!recipe) throw new AppError(422, own.importNoRecipe);
  const category = recipe.category ? await findEntryByName(deps.database.manager, 'categories', recipe.category) : undefined;
  const image = recipe.imageUrl ? await importPicture(deps, actor, recipe.imageUrl) : null;
  return draftOf(recipe, { category, image, sourceUrl: page.url });
}
