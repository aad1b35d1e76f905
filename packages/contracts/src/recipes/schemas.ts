import { z } from 'zod';
import { idParam, optionalQuery, requiredText, wholeQueryNumber } from '../fields';
import {
  imageStatuses,
  recipeUnits,
  recipesLimits as limits,
  recipesMessages as messages,
  recipesOwnMessages as own,
} from './rules';

/**
 * The recipes domain's wire shapes (docs/product/recipes.md "Calls"): what svc-recipes accepts and
 * answers. Request bodies ignore unknown keys, so the edit form may send the recipe it loaded.
 */

/** A reference to another thing by id: the id itself, or the `{_id, ...}` object the client loaded. */
const reference = (required: string) =>
  z
    .union([z.string({ error: required }), z.object({ _id: z.string({ error: required }) }, { error: required })], { error: required })
    .transform((value) => (typeof value === 'string' ? value : value._id))
    .pipe(z.string().trim().min(1, required).max(100, required));

const minutes = (required: string, tooSmall: string) =>
  z
    .number({ error: required })
    .int(messages.wholeNumber)
    .min(limits.minutesMin, tooSmall)
    .max(limits.minutesMax, own.minutesTooLarge);

/** A number of people served: a recipe's, a planned meal's, a list's. */
export const servingsCount = z
  .number({ error: own.servingsInvalid })
  .int(own.servingsInvalid)
  .min(limits.servingsMin, own.servingsInvalid)
  .max(limits.servingsMax, own.servingsInvalid);

/** How many the recipe serves; null (on an edit) removes it. */
const servings = servingsCount.nullable().optional();

/** Where the recipe came from (a web page it was imported from); null (on an edit) removes it. */
const sourceUrl = z
  .string({ error: own.importUrlInvalid })
  .trim()
  .max(limits.importUrlMax, own.importUrlInvalid)
  .refine((url) => /^https?:\/\/\S+$/i.test(url), own.importUrlInvalid)
  .nullable()
  .optional();

const title = (required: string) => requiredText(required).max(limits.titleMax, messages.titleTooLong);

const instructions = requiredText(messages.instructionsRequired).max(limits.instructionsMax, own.instructionsTooLong);

/** One line of a recipe as a form sends it; the ingredient is found or created by name. */
export const ingredientLineBody = z.object({
  name: requiredText(messages.ingredientNameRequired).max(limits.ingredientNameMax, own.ingredientNameTooLong),
  quantity: z
    .number({ error: messages.quantityRequired })
    .positive(messages.quantityPositive)
    .max(limits.quantityMax, own.quantityTooLarge),
  unit: z.enum(recipeUnits, { error: (issue) => (issue.input === undefined || issue.input === '' ? messages.unitRequired : own.unitInvalid) }),
});

const ingredientLines = z
  .array(ingredientLineBody, { error: messages.ingredientsRequired })
  .min(1, messages.ingredientsRequired)
  .max(limits.ingredientsMax, own.ingredientsTooMany);

/** An image by id (or the `{_id, url, status}` object), or null to remove it; absent keeps it. */
const imageReference = reference(own.imageNotFound).nullable().optional();

// Requests

/** POST /recipes (the create wizard's payload). */
export const createRecipeBody = z.object({
  title: title(messages.recipeTitleRequired),
  category: reference(messages.categoryRequired),
  prepTime: minutes(messages.prepTimeRequired, own.prepTimeNegative),
  cookTime: minutes(messages.cookTimeRequired, messages.cookTimeMin),
  ingredients: ingredientLines,
  instructions,
  isPrivate: z.boolean().default(false),
  image: imageReference,
  servings,
  sourceUrl,
});

/**
 * PUT /recipes/{id} (the edit form's payload). Every field is optional: what is sent is checked
 * with the edit form's rules and replaces the stored value; what is absent stays as it is.
 */
export const updateRecipeBody = z.object({
  title: title(messages.titleRequired).optional(),
  category: reference(messages.categoryRequired).optional(),
  prepTime: minutes(messages.prepTimeRequired, own.prepTimeNegative).optional(),
  cookTime: minutes(messages.cookTimeRequired, messages.cookTimeMin).optional(),
  ingredients: ingredientLines.optional(),
  instructions: instructions.pipe(z.string().min(limits.instructionsMinOnEdit, messages.instructionsTooShort)).optional(),
  isPrivate: z.boolean().optional(),
  image: imageReference,
  servings,
  sourceUrl,
});

/** POST /recipes/import: the page to read a recipe from. */
export const importRecipeBody = z.object({
  url: z
    .string({ error: own.importUrlInvalid })
    .trim()
    .min(1, own.importUrlInvalid)
    .max(limits.importUrlMax, own.importUrlInvalid)
    .refine((url) => /^https?:\/\/\S+$/i.test(url), own.importUrlInvalid),
});

/**
 * A recipe in `recipes.json` of a household export (GET /recipes/export), as a restore reads it:
 * the rules a stored recipe keeps (an imported one may have no cook time), its category by name,
 * its picture by its file in the archive.
 */
export const archivedRecipe = z.object({
  id: z.string().trim().min(1).max(100),
  title: z.string().trim().min(1).max(limits.titleMax),
  category: z.string().trim().max(limits.categoryNameMax).nullable(),
  prepTime: z.number().int().min(0).max(limits.minutesMax),
  cookTime: z.number().int().min(0).max(limits.minutesMax),
  servings: z.number().int().min(limits.servingsMin).max(limits.servingsMax).nullable(),
  ingredients: z.array(ingredientLineBody).max(limits.ingredientsMax),
  instructions: z.string().max(limits.instructionsMax),
  isPrivate: z.boolean(),
  sourceUrl: z.string().max(limits.importUrlMax).regex(/^https?:\/\/\S+$/i).nullable(),
  image: z.string().max(200).nullable(),
  createdAt: z.iso.datetime(),
});

/** `recipes.json`: the categories the recipes use, and the recipes (each read on its own: one bad recipe is skipped, not the file). */
export const recipesArchive = z.object({
  categories: z.array(z.object({ name: z.string() })),
  recipes: z.array(z.unknown()),
});

/** GET/DELETE /recipes/imports/{id} */
export const importJobParams = z.object({ id: idParam(own.importNotFound) });

/**
 * An import of an export file, as it goes: `done` of `total` recipes looked at, those imported
 * (with their new ids) and those not (with why), until it is `done` or `cancelled`.
 */
export const importJobResponse = z.strictObject({
  _id: z.string(),
  format: z.enum(['mealie', 'tandoor', 'paprika', 'hearth']),
  status: z.enum(['running', 'done', 'cancelled', 'failed']),
  total: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  imported: z.array(z.strictObject({ _id: z.string(), title: z.string() })),
  skipped: z.array(z.strictObject({ title: z.string(), reason: z.string() })),
  createdAt: z.iso.datetime(),
});

/**
 * GET /recipes. `search` matches titles and ingredient names; `category` is a category id;
 * `household=mine` keeps the caller's household's recipes (the dashboard; signed in only).
 * Pages are numbered from 1; newest first.
 */
export const listRecipesQuery = z.object({
  search: optionalQuery(z.string().trim().max(limits.searchMax, own.searchTooLong)),
  category: optionalQuery(z.string().trim().max(100)),
  household: optionalQuery(z.literal('mine', { error: own.householdFilterInvalid })),
  limit: optionalQuery(wholeQueryNumber(own.limitInvalid, limits.pageSizeMax)).transform((v) => v ?? limits.pageSizeDefault),
  page: optionalQuery(wholeQueryNumber(own.pageInvalid, 1_000_000)).transform((v) => v ?? 1),
});

/**
 * A thing's id in a path: anything but an id is answered 404 with `notFound`; one over 100
 * characters stays the 400 it has always been.
 */
const pathId = (notFound: string) => z.string().max(100).pipe(idParam(notFound));

/** GET/PUT/DELETE /recipes/{id} */
export const recipeParams = z.object({ id: pathId(messages.recipeNotFound) });

/** POST /categories */
export const createCategoryBody = z.object({
  name: requiredText(own.categoryNameRequired).max(limits.categoryNameMax, own.categoryNameTooLong),
});

/** GET /categories/{id} */
export const categoryParams = z.object({ id: pathId(own.categoryNotFound) });

/** POST /ingredients */
export const createIngredientBody = z.object({
  name: requiredText(messages.ingredientNameRequired).max(limits.ingredientNameMax, own.ingredientNameTooLong),
});

/** GET /ingredients: the catalogue by name, optionally those whose name contains `search`. */
export const listIngredientsQuery = z.object({
  search: optionalQuery(z.string().trim().max(limits.searchMax, own.searchTooLong)),
  limit: optionalQuery(wholeQueryNumber(own.limitInvalid, limits.ingredientPageSizeMax)).transform(
    (v) => v ?? limits.ingredientPageSizeDefault,
  ),
});

/** GET /ingredients/{id} */
export const ingredientParams = z.object({ id: pathId(own.ingredientNotFound) });

// Responses

const named = z.strictObject({ _id: z.string(), name: z.string() });

export const categoryResponse = named;
/** GET /categories: every category, by name. */
export const categoryListResponse = z.array(categoryResponse);
/** POST /categories when the name is taken (any case): the existing one, for the wizard to use. */
export const categoryConflictResponse = z.strictObject({ message: z.string(), category: categoryResponse });

export const ingredientResponse = named;
export const ingredientListResponse = z.array(ingredientResponse);
/** POST /ingredients when the name is taken (any case). */
export const ingredientConflictResponse = z.strictObject({ message: z.string(), ingredient: ingredientResponse });

/**
 * A recipe's image. `url` is the detail-size picture and `cardUrl` the list card's, both served
 * from /api/images/ under content-hashed names (cacheable forever); they answer 404 until `status`
 * is `ready`.
 */
export const recipeImageResponse = z.strictObject({
  _id: z.string().optional(),
  url: z.string(),
  cardUrl: z.string().optional(),
  status: z.enum(imageStatuses),
});

/** POST /recipes/upload (201): the stored image, processed in the background. */
export const uploadedImageResponse = z.strictObject({
  _id: z.string(),
  url: z.string(),
  cardUrl: z.string().optional(),
  status: z.literal('pending'),
});

export const recipeIngredientResponse = z.strictObject({
  ingredient: named,
  quantity: z.number(),
  unit: z.enum(recipeUnits),
});

/** The recipe as the client sees it (docs/product/recipes.md "What a recipe is"). */
export const recipeResponse = z.strictObject({
  _id: z.string(),
  title: z.string(),
  category: named.nullable(),
  createdBy: named,
  household: named,
  isPrivate: z.boolean(),
  prepTime: z.number().int(),
  cookTime: z.number().int(),
  /** How many it serves; null when the recipe does not say. */
  servings: z.number().int().nullable(),
  /** The page it was imported from, if it was. */
  sourceUrl: z.string().nullable(),
  ingredients: z.array(recipeIngredientResponse),
  instructions: z.string(),
  image: recipeImageResponse.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/**
 * POST /recipes/import: a recipe read from a page, not saved: the create payload's fields for the
 * member to review (`category` an existing category matched by name, else null with the page's
 * own `categoryName` to offer as new), its picture already uploaded, and where it came from.
 */
export const recipeDraftResponse = z.strictObject({
  title: z.string(),
  category: z.string().nullable(),
  categoryName: z.string().nullable(),
  prepTime: z.number().int(),
  cookTime: z.number().int(),
  servings: z.number().int().nullable(),
  ingredients: z.array(z.strictObject({ name: z.string(), quantity: z.number(), unit: z.enum(recipeUnits) })),
  instructions: z.string(),
  isPrivate: z.boolean(),
  image: uploadedImageResponse.nullable(),
  sourceUrl: z.string(),
});

/**
 * GET /recipes: one page, newest first, and how many recipes match in all: exact up to 500 matches
 * and on the last page, an estimate above (see svc-recipes/README.md "List").
 */
export const recipeListResponse = z.strictObject({
  recipes: z.array(recipeResponse),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});

export type CreateRecipeBody = z.input<typeof createRecipeBody>;
export type UpdateRecipeBody = z.input<typeof updateRecipeBody>;
export type Category = z.infer<typeof categoryResponse>;
export type Ingredient = z.infer<typeof ingredientResponse>;
export type RecipeImage = z.infer<typeof recipeImageResponse>;
export type UploadedImage = z.infer<typeof uploadedImageResponse>;
export type Recipe = z.infer<typeof recipeResponse>;
export type RecipeList = z.infer<typeof recipeListResponse>;
export type RecipeDraft = z.infer<typeof recipeDraftResponse>;
export type ImportJob = z.infer<typeof importJobResponse>;
export type ArchivedRecipe = z.infer<typeof archivedRecipe>;
export type ImportRecipeBody = z.input<typeof importRecipeBody>;
export type RecipeUnit = (typeof recipeUnits)[number];
export type ImageStatus = (typeof imageStatuses)[number];
