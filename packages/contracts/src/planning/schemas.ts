import { z } from 'zod';
import { addDays, calendarDay, instant, whenFieldsValid } from '../dates';
import { idParam, optionalQuery, requiredText, wholeQueryNumber } from '../fields';
import { recipeUnits } from '../recipes/rules';
import { servingsCount } from '../recipes/schemas';
import { mealTypes, planningLimits as limits, planningMessages as messages, planningOwnMessages as own, shoppingAisles } from './rules';

/**
 * The planning domain's wire shapes (docs/product/planning.md "Calls"): what svc-planning accepts
 * and answers. Dates are calendar days, answered as `YYYY-MM-DD` and accepted as that or as an
 * RFC 3339 date-time (../dates.ts); a week is the 7 days from its start date.
 */

const day = (required: string) => calendarDay({ required, invalid: own.dateInvalid });

/** The last day of the week that starts on `startDate`, or undefined when it would end after year 9999. */
export const weekEnd = (startDate: string) => addDays(startDate, limits.mealPlanDays - 1);

const notes = z
  .string()
  .trim()
  .max(limits.notesMax, own.notesTooLong)
  .nullish()
  .transform((value) => value ?? '');

/** An optional text: blank or null means absent. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || undefined);

/** How many a meal or a list is for, as a recipe's servings are counted; absent or null: as the recipe says. */
const servings = servingsCount
  .nullish()
  .transform((value) => value ?? null);

const mealRecipe = z
  .union([z.string(), z.null()], { error: messages.mealNeedsRecipeAndType })
  .pipe(z.string({ error: messages.mealNeedsRecipeAndType }).trim().min(1, messages.mealNeedsRecipeAndType).max(limits.idMax));

// Requests

/**
 * POST /meal-plans/{id}/meals, and each meal of a plan sent whole. `recipeId` is null while the
 * dialog says 'None'; a meal needs a recipe and a meal type all the same.
 */
export const addMealBody = z.object({
  date: day(own.dateInvalid),
  mealType: z.enum(mealTypes, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? messages.mealNeedsRecipeAndType : own.mealTypeInvalid),
  }),
  recipeId: mealRecipe,
  notes,
  /** The people it is cooked for: a list made from the week scales the recipe's lines to them. */
  servings,
});

const meals = z.array(addMealBody).max(limits.mealsMax, own.tooManyMeals);

/**
 * POST /meal-plans: the week starting on `startDate` (the locale's first day of the week). A week
 * that has a plan already answers with that plan (200, the meals sent added to it), so two members
 * adding the week's first meal at once share one plan; a new plan is 201. `notes` defaults to
 * 'Meal plan for week of {startDate}'.
 */
export const createMealPlanBody = z
  .object({
    startDate: day(own.startDateRequired),
    endDate: day(own.dateInvalid).optional(),
    notes: z.string().trim().max(limits.notesMax, own.notesTooLong).nullish(),
    meals: meals.optional().transform((value) => value ?? []),
  })
  // A transform runs only on a body whose fields are valid: the week's end is worked out once, here.
  .transform((body, ctx) => {
    const endDate = weekEnd(body.startDate);
    if (endDate === undefined) ctx.issues.push({ code: 'custom', path: ['startDate'], message: own.weekOutOfRange, input: body.startDate });
    else if (body.endDate !== undefined && body.endDate !== endDate) ctx.issues.push({ code: 'custom', path: ['endDate'], message: own.weekSpan, input: body.endDate });
    return { ...body, endDate: endDate ?? body.startDate };
  });

/** PUT /meal-plans/{id}: new notes, and (when sent) the meals that replace the plan's meals. */
export const updateMealPlanBody = z.object({
  notes: z.string().trim().max(limits.notesMax, own.notesTooLong).nullish(),
  meals: meals.optional(),
});

/** GET /meal-plans: the household's plans whose week overlaps the range (both ends optional), by start date. */
export const listMealPlansQuery = z
  .object({
    startDate: day(own.dateInvalid).optional(),
    endDate: day(own.dateInvalid).optional(),
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    path: ['endDate'],
    message: own.rangeInvalid,
    ...whenFieldsValid(['startDate', 'endDate']),
  });

/** The id of a thing in a path: one longer than any id is refused (400), any other non-id is not found (404). */
const pathId = (notFound: string) => z.string().max(limits.idMax).pipe(idParam(notFound));

const mealPlanId = pathId(own.mealPlanNotFound);

/** GET/PUT/DELETE /meal-plans/{id}, POST /meal-plans/{id}/meals */
export const mealPlanParams = z.object({ id: mealPlanId });

/** DELETE /meal-plans/{id}/meals/{mealId} */
export const mealParams = z.object({ id: mealPlanId, mealId: pathId(own.mealNotFound) });

const listName = (required: string) => requiredText(required).max(limits.listNameMax, own.listNameTooLong);

/**
 * POST /shopping-lists: a name, and optionally recipes whose ingredient lines fill the list, each
 * scaled to `servings` people when given (a recipe that does not say how many it serves is taken
 * as written).
 */
export const createShoppingListBody = z.object({
  name: listName(messages.listNameRequired),
  recipeIds: z
    .array(z.string().trim().min(1).max(limits.idMax))
    .max(limits.recipeIdsMax, own.tooManyRecipes)
    .nullish()
    .transform((value) => value ?? []),
  servings,
});

/** PUT /shopping-lists/{id} */
export const renameShoppingListBody = z.object({ name: listName(messages.listNameEmpty) });

/** A shopping-list item's aisle (`shoppingAisles`, in the order a shop is walked). */
const aisle = z.enum(shoppingAisles, { error: own.aisleInvalid });

/** POST /shopping-lists/{id}/items: a catalogue ingredient by id, or a custom item by name. */
export const addShoppingItemBody = z
  .object({
    ingredientId: optionalText(limits.idMax, own.ingredientNotFound),
    name: optionalText(limits.itemNameMax, own.itemNameTooLong),
    quantity: z.number({ error: own.quantityRequired }).positive(own.quantityPositive).max(limits.quantityMax, own.quantityTooLarge),
    unit: z.enum(recipeUnits, {
      error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? own.unitRequired : own.unitInvalid),
    }),
    /** Absent: guessed from the item's name (./aisle-guess.ts). */
    aisle: aisle.optional(),
  })
  .refine((body) => body.ingredientId !== undefined || body.name !== undefined, {
    path: ['name'],
    message: messages.itemNeedsName,
    ...whenFieldsValid(['ingredientId', 'name']),
  });

/** POST /shopping-lists/generate-from-meal-plan: every recipe of the week's meals, once per meal. */
export const generateShoppingListBody = z.object({
  mealPlanId: z.string({ error: own.mealPlanRequired }).trim().min(1, own.mealPlanRequired).max(limits.idMax),
  /** Default: 'Shopping list for week of {startDate}'. */
  name: optionalText(limits.listNameMax, own.listNameTooLong),
});

/** GET/PUT/DELETE /shopping-lists/{id}, POST /shopping-lists/{id}/items */
export const shoppingListParams = z.object({ id: pathId(messages.listNotFound) });

/** DELETE /shopping-lists/{id}/items/{itemId}, PATCH /shopping-lists/{id}/items/{itemId}/toggle */
export const shoppingItemParams = z.object({ id: pathId(messages.listNotFound), itemId: pathId(own.itemNotFound) });

/**
 * PATCH .../toggle: an empty body flips `purchased`. A phone replaying a tick made offline sends
 * the state it chose and when: the later change to an item's purchased state wins.
 */
export const toggleShoppingItemBody = z.object({
  purchased: z.boolean().optional(),
  changedAt: instant(own.changedAtInvalid).optional(),
});

/** PATCH /shopping-lists/{id}/items/{itemId}: what a member changes of an item (its aisle). */
export const updateShoppingItemBody = z.object({ aisle });

/** The `Idempotency-Key` header of a change to a list's items: a replay of the same key applies once. */
export const changeIdHeader = z.uuid({ error: own.changeIdInvalid }).optional();

// Responses

/** A recipe as planning knows it; a recipe deleted since keeps the title it had. */
export const recipeReferenceResponse = z.strictObject({ _id: z.string(), title: z.string() });

export const mealResponse = z.strictObject({
  _id: z.string(),
  date: z.iso.date(),
  mealType: z.enum(mealTypes),
  recipe: recipeReferenceResponse.nullable(),
  /** Its recipe's picture, the card size (the recipe's `image.cardUrl`); null while it has none ready, or once deleted. */
  recipeImage: z
    .string()
    .nullable()
    .meta({
      description: "The card-size picture of the meal's recipe, as the recipe's `image.cardUrl` (served by `GET /api/images/{name}`); null when it has none ready.",
      examples: ['/api/images/3f1c4a8eb6d59c2e7f1a4b830b6f3c1e-card-v1.webp', null],
    }),
  notes: z.string(),
  /** The people it is planned for; null: as many as the recipe serves. */
  servings: z.number().int().nullable(),
});

/** A week's plan (docs/product/planning.md "What they are"); meals by date, then meal type. */
export const mealPlanResponse = z.strictObject({
  _id: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  notes: z.string(),
  meals: z.array(mealResponse),
  /** The newest list generated from this week, which generating again may update; null when there is none. */
  shoppingList: z.strictObject({ _id: z.string(), name: z.string() }).nullable(),
});

/** GET /meal-plans */
export const mealPlanListResponse = z.array(mealPlanResponse);

/**
 * An item of a list. `name` is always set: the ingredient's name for a catalogue item, the typed
 * name for a custom one (`ingredient` null). `recipes` are the recipes it came from, if any.
 */
export const shoppingItemResponse = z.strictObject({
  _id: z.string(),
  name: z.string(),
  ingredient: z.strictObject({ _id: z.string(), name: z.string() }).nullable(),
  quantity: z.number(),
  unit: z.enum(recipeUnits),
  purchased: z.boolean(),
  recipes: z.array(recipeReferenceResponse),
  /** Where it is in a shop: chosen by a member, or guessed from its name. */
  aisle: z.enum(shoppingAisles),
});

/**
 * GET /meal-plans/{id}/shopping-lines: what a list generated from the plan would hold, by name,
 * each line as the list's item would be without its id and tick.
 */
export const shoppingLinesResponse = z.array(shoppingItemResponse.omit({ _id: true, purchased: true }));

/** A shopping list with its items by name, and the recipes it was made from ('Recipes Included'). */
export const shoppingListResponse = z.strictObject({
  _id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  recipes: z.array(recipeReferenceResponse),
  items: z.array(shoppingItemResponse),
});

/** A card of the lists page. */
export const shoppingListSummaryResponse = z.strictObject({
  _id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  recipes: z.array(recipeReferenceResponse),
  itemCount: z.number().int().nonnegative(),
  purchasedCount: z.number().int().nonnegative(),
});

/** GET /shopping-lists: the household's lists, newest first. */
export const shoppingListSummaryListResponse = z.array(shoppingListSummaryResponse);

/**
 * GET /shopping-lists: pages numbered from 1, newest first; without `limit` a page holds the most
 * it may (100), so a client that does not page gets the household's newest 100.
 */
export const listShoppingListsQuery = z.object({
  page: optionalQuery(wholeQueryNumber(own.pageInvalid, 1_000_000)).transform((v) => v ?? 1),
  limit: optionalQuery(wholeQueryNumber(own.limitInvalid, limits.listsPageSizeMax)).transform((v) => v ?? limits.listsPageSizeMax),
});

/**
 * `planning.json` of a household export (GET /meal-plans/export, POST /meal-plans/restore): the
 * weeks with their meals and the lists with their items, recipes named by their id in the
 * export's `recipes.json`.
 */
const archivedId = z.string().trim().min(1).max(limits.idMax);
const archivedRecipes = z.array(archivedId).max(limits.recipeIdsMax);
export const planningArchive = z.strictObject({
  version: z.literal(1),
  mealPlans: z
    .array(
      z.strictObject({
        id: archivedId,
        startDate: z.iso.date(),
        notes: z.string().max(limits.notesMax),
        meals: z
          .array(z.strictObject({
              date: z.iso.date(),
              mealType: z.enum(mealTypes),
              recipe: archivedId,
              notes: z.string().max(limits.notesMax),
              // Written by exports since meals have servings; older archives have none.
              servings,
            }))
          .max(limits.mealsMax),
      }),
    )
    .max(limits.archiveWeeksMax),
  shoppingLists: z
    .array(
      z.strictObject({
        id: archivedId,
        name: z.string().max(limits.listNameMax),
        createdAt: z.iso.datetime(),
        recipes: archivedRecipes,
        items: z
          .array(
            z.strictObject({
              name: z.string().trim().min(1).max(limits.itemNameMax),
              quantity: z.number().positive().max(limits.quantityMax),
              unit: z.enum(recipeUnits),
              purchased: z.boolean(),
              recipes: archivedRecipes,
              // Written by exports since items have aisles; an item without one gets the guess from its name.
              aisle: z.enum(shoppingAisles).optional(),
            }),
          )
          .max(limits.archiveItemsMax),
      }),
    )
    .max(limits.archiveListsMax),
});

/** What POST /meal-plans/restore put back; meals whose recipe is not in the household are left out and counted. */
export const planningRestoreResponse = z.strictObject({
  mealPlans: z.number().int().nonnegative(),
  meals: z.number().int().nonnegative(),
  mealsWithoutRecipe: z.number().int().nonnegative(),
  shoppingLists: z.number().int().nonnegative(),
  items: z.number().int().nonnegative(),
});

export type PlanningArchive = z.infer<typeof planningArchive>;
export type PlanningRestore = z.infer<typeof planningRestoreResponse>;
export type AddMealBody = z.input<typeof addMealBody>;
export type ListMealPlansQuery = z.input<typeof listMealPlansQuery>;
export type MealPlanParams = z.infer<typeof mealPlanParams>;
export type MealParams = z.infer<typeof mealParams>;
export type RenameShoppingListBody = z.infer<typeof renameShoppingListBody>;
export type AddShoppingItemBody = z.input<typeof addShoppingItemBody>;
export type ShoppingListParams = z.infer<typeof shoppingListParams>;
/** As a handler has it: `page` and `limit` filled in. */
export type ListShoppingListsQuery = z.output<typeof listShoppingListsQuery>;
export type ShoppingItemParams = z.infer<typeof shoppingItemParams>;
export type ToggleShoppingItemBody = z.input<typeof toggleShoppingItemBody>;
export type RecipeReference = z.infer<typeof recipeReferenceResponse>;
export type Meal = z.infer<typeof mealResponse>;
export type MealPlan = z.infer<typeof mealPlanResponse>;
export type ShoppingItem = z.infer<typeof shoppingItemResponse>;
export type ShoppingLine = z.infer<typeof shoppingLinesResponse>[number];
export type ShoppingList = z.infer<typeof shoppingListResponse>;
export type ShoppingListSummary = z.infer<typeof shoppingListSummaryResponse>;
export type MealType = (typeof mealTypes)[number];
export type ShoppingAisle = (typeof shoppingAisles)[number];
export type UpdateShoppingItemBody = z.infer<typeof updateShoppingItemBody>;

// The live stream's messages are plain types (./live.ts), carried to index.ts with these: its
// re-exports are pinned to the rules and this module's types (contracts.test.ts).
export type * from './live';
