/**
 * The planning domain's limits, constants and messages (docs/product/planning.md), for
 * svc-planning's schemas and mf-planning's form rules alike. Plain constants, no zod: a front end
 * imports this without the weight of a validation library.
 *
 * Units are the recipes domain's: `recipeUnits` from `@hearth/contracts/recipes` (an ingredient
 * line of a recipe lands on a shopping list with its unit, so both domains share one list).
 */

/** The rows of the planner, in the order it shows them. */
export const mealTypes = ['breakfast', 'lunch', 'dinner', 'snack'] as const;

/**
 * A shopping list's aisles, in the order a shop is walked (the list's 'By aisle' view): each item
 * has one, chosen by a member or guessed from its name (./aisle-guess.ts). The API speaks the
 * keys; `shoppingAisleNames` is what the page says.
 */
export const shoppingAisles = ['produce', 'meat-fish', 'dairy-eggs', 'bakery', 'pantry', 'spices-herbs', 'frozen', 'drinks', 'household', 'other'] as const;

export const shoppingAisleNames = {
  produce: 'Fruit & vegetables',
  'meat-fish': 'Meat & fish',
  'dairy-eggs': 'Dairy & eggs',
  bakery: 'Bakery',
  pantry: 'Pantry',
  'spices-herbs': 'Spices & herbs',
  frozen: 'Frozen',
  drinks: 'Drinks',
  household: 'Household',
  other: 'Other',
} as const satisfies Record<(typeof shoppingAisles)[number], string>;

/** Metric units that merge on a shopping list, and their size in the base unit (g, ml). */
export const metricUnitFamilies = {
  mass: { base: 'g', units: { g: 1, kg: 1000 } },
  volume: { base: 'ml', units: { ml: 1, l: 1000 } },
} as const;

export const planningLimits = {
  /** A meal plan spans 7 days, from the week's start. */
  mealPlanDays: 7,
  /** The add-item dialog's quantity step; any positive number is accepted. */
  quantityStep: 0.1,
  quantityMax: 1_000_000,
  listNameMax: 100,
  itemNameMax: 100,
  notesMax: 1000,
  /** Recipes a list may be created from in one call. */
  recipeIdsMax: 100,
  /** GET /shopping-lists: lists a page holds at most, and by default (the lists page asks for its own 24). */
  listsPageSizeMax: 100,
  /** Meals sent with a new or replaced plan: 4 meal types × 7 days, a few times over. */
  mealsMax: 200,
  idMax: 100,
  /** A household export's planning part: plans and lists it may hold, items a list may hold. */
  archiveWeeksMax: 5000,
  archiveListsMax: 5000,
  archiveItemsMax: 2000,
  /** A household export uploaded to restore (the whole archive, pictures and all). */
  restoreFileMaxBytes: 200 * 1024 * 1024,
} as const;

/** Quoted letter for letter from docs/product/planning.md (the contract's test checks it). */
export const planningMessages = {
  // The week's plan: a new plan's note is this, a space and the week's start date (YYYY-MM-DD).
  weekNotePrefix: 'Meal plan for week of',
  // The meal planner
  mealNeedsRecipeAndType: 'Please select both a recipe and meal type',
  mealAdded: 'Meal added to plan',
  mealUpdated: 'Meal updated successfully',
  mealSaveFailed: 'Failed to save meal to plan',
  mealRemoved: 'Meal removed from plan',
  mealRemoveFailed: 'Failed to remove meal from plan',
  generateShoppingList: 'Generate Shopping List',
  listGenerated: 'Shopping list generated successfully',
  listGenerateFailed: 'Failed to generate shopping list',
  // Shopping lists
  listNameRequired: 'Please enter a name for your shopping list',
  listsLoadFailed: 'Failed to load shopping lists',
  listCreated: 'Shopping list created successfully',
  listCreateFailed: 'Failed to create shopping list',
  listDeleted: 'Shopping list deleted successfully',
  listDeleteFailed: 'Failed to delete shopping list',
  // A shopping list ("(n)" is replaced by the count)
  listNameEmpty: 'List name cannot be empty',
  recipesIncluded: 'Recipes Included',
  itemsToPurchase: 'Items to Purchase (n)',
  purchasedItems: 'Purchased Items (n)',
  itemNeedsName: 'Please select or enter an ingredient name',
  listLoadFailed: 'Failed to load shopping list',
  listNotFound: 'Shopping list not found',
  itemToggled: 'Item status updated',
  itemToggleFailed: 'Failed to update item status',
  itemRemoved: 'Item removed successfully',
  itemRemoveFailed: 'Failed to remove item',
  itemAdded: 'Item added successfully',
  itemAddFailed: 'Failed to add item',
  listRenamed: 'List name updated successfully',
  listRenameFailed: 'Failed to update list name',
  // The list's order ('A–Z' is the default) and an item's aisle ("(aisle)" is replaced by its name)
  arrangeItems: 'Arrange items',
  alphabetical: 'A–Z',
  byAisle: 'By aisle',
  aisleLabel: 'Aisle',
  itemMoved: 'Item moved to (aisle)',
  itemMoveFailed: 'Failed to change the aisle',
} as const;

/** Hearth's own words, where docs/product/planning.md describes a check without quoting one. */
export const planningOwnMessages = {
  mealPlanNotFound: 'Meal plan not found',
  mealNotFound: 'Meal not found',
  itemNotFound: 'Item not found',
  recipeNotFound: 'Recipe not found',
  ingredientNotFound: 'Ingredient not found',
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
  startDateRequired: 'Start date is required',
  weekSpan: 'A meal plan spans 7 days: the end date must be 6 days after the start date',
  weekOutOfRange: 'A meal plan must end by 9999-12-31',
  rangeInvalid: 'The end date cannot be before the start date',
  dateOutsideWeek: "The date must be within the meal plan's week",
  mealTypeInvalid: 'Please choose a meal type from the list',
  tooManyMeals: 'A meal plan can have at most 200 meals',
  notesTooLong: 'Notes cannot exceed 1000 characters',
  listNameTooLong: 'List name cannot exceed 100 characters',
  itemNameTooLong: 'Item name cannot exceed 100 characters',
  quantityRequired: 'Quantity is required',
  quantityPositive: 'Quantity must be greater than 0',
  quantityTooLarge: 'Quantity is too large',
  unitRequired: 'Unit is required',
  unitInvalid: 'Please choose a unit from the list',
  aisleInvalid: `Please choose an aisle from the list: ${shoppingAisles.join(', ')}`,
  tooManyRecipes: 'A shopping list can be made from at most 100 recipes',
  mealPlanRequired: 'Meal plan is required',
  changeIdInvalid: 'Idempotency-Key must be a UUID',
  changedAtInvalid: 'changedAt must be a date and time (ISO 8601)',
  restoreNotEmpty: 'A household export restores into a household with no meal plans or shopping lists',
  restoreFileRefused: 'That file is not a Hearth household export',
  restoreFileTooLarge: 'The file is too large (200 MB at most)',
  pageInvalid: 'Page must be a whole number of at least 1',
  limitInvalid: 'Limit must be a whole number from 1 to 100',
  listNotFromWeek: "This list was not generated from a week's meal plan, or that week is gone",
  /** The planner's offer when the week has a generated list already, and its answers. */
  listUpdated: 'Shopping list updated from the week',
  listUpdateFailed: 'Failed to update shopping list',
  /** A generated list's name when none is sent; followed by a space and the week's start date. */
  generatedListNamePrefix: 'Shopping list for week of',
} as const;
