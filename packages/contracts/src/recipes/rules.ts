/**
 * The recipes domain's limits, constants and messages (docs/product/recipes.md), for svc-recipes'
 * schemas and mf-recipes' form rules alike. Plain constants, no zod: a front end imports this
 * without the weight of a validation library.
 */

export const recipesLimits = {
  /** A recipe's title, after trimming. */
  titleMax: 100,
  /** Instructions on the edit form; the wizard always generates longer text. */
  instructionsMinOnEdit: 10,
  instructionsMax: 20_000,
  /** Prep and cook time: whole minutes, 0 or more on the server (the wizard asks at least 1 for prep). */
  minutesMin: 0,
  wizardPrepTimeMin: 1,
  /** 30 days: anything longer is a typo. */
  minutesMax: 43_200,
  ingredientsMax: 100,
  ingredientNameMax: 100,
  /** The quantity field's step in the forms; any positive number is accepted. */
  quantityStep: 0.01,
  quantityMax: 1_000_000,
  /** How many a recipe serves (its yield), when it says: a whole number. */
  servingsMin: 1,
  servingsMax: 100,
  /** POST /recipes/import: the address's length, and how many pages one account may import an hour. */
  importUrlMax: 2000,
  importsPerHour: 60,
  /** The largest page or picture an import reads, in bytes (5 MB). */
  importPageMaxBytes: 5 * 1024 * 1024,
  /** POST /recipes/imports: an export file's size, in bytes (200 MB). */
  importFileMaxBytes: 200 * 1024 * 1024,
  categoryNameMax: 50,
  /**
   * New entries one account may add to the shared catalogues in a day (POST /categories, POST
   * /ingredients): plenty for a family, too few for one account to flood everyone's dropdowns.
   */
  newCategoriesPerDay: 20,
  newIngredientsPerDay: 100,
  /** An upload's size, in bytes (5 MB). Only POST /recipes/upload accepts a body this large. */
  imageMaxBytes: 5 * 1024 * 1024,
  /** The image area's height on a recipe, in pixels. */
  imageHeight: 300,
  /** GET /recipes: page size when none is asked, and the largest accepted. */
  pageSizeDefault: 20,
  pageSizeMax: 100,
  searchMax: 100,
  /** GET /ingredients: how many names a search answers at most. */
  ingredientPageSizeDefault: 50,
  ingredientPageSizeMax: 200,
  /** The dashboard's household recipes. */
  dashboardRecipes: 6,
  /** Polling while an image is pending, in milliseconds. */
  listPollingMs: 8000,
  recipePollingMs: 5000,
} as const;

/** The units an ingredient line may use, in the order the forms list them. */
export const recipeUnits = ['tsp', 'tbsp', 'cup', 'oz', 'lb', 'g', 'kg', 'ml', 'l', 'pinch', 'whole', 'slice', 'clove'] as const;

/** Image states; the product treats anything but pending and failed as ready. */
export const imageStatuses = ['pending', 'ready', 'failed'] as const;

/** The file types an upload may hold (checked by content on the server). */
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** What a new recipe and a new ingredient row start with. */
export const recipeDefaults = {
  prepTime: 15,
  cookTime: 30,
  ingredient: { quantity: 1, unit: 'whole' },
  isPrivate: false,
} as const;

/** Quoted letter for letter from docs/product/recipes.md (the contract's test checks it). */
export const recipesMessages = {
  // The create wizard, step 1
  recipeTitleRequired: 'Recipe title is required',
  titleTooLong: 'Title cannot exceed 100 characters',
  categoryRequired: 'Category is required',
  customCategoryNameRequired: 'Custom category name is required',
  createNewCategory: 'Create new category...',
  useExistingCategory: 'Use existing category instead',
  // Step 2
  prepTimeRequired: 'Prep time is required',
  prepTimeMin: 'Prep time must be at least 1 minute',
  wholeNumber: 'Please enter a whole number',
  cookTimeRequired: 'Cook time is required',
  cookTimeMin: 'Cook time must be at least 0 minutes',
  // Step 3
  ingredientsRequired: 'Add at least one ingredient',
  ingredientNameRequired: 'Ingredient name is required',
  quantityRequired: 'Quantity is required',
  quantityPositive: 'Must be positive',
  unitRequired: 'Unit is required',
  // Step 4
  preheatOven: 'Preheat Oven?',
  ovenTemperatureRequired: 'Oven temperature is required',
  temperatureNumber: 'Temperature must be a number',
  temperaturePositive: 'Must be a positive number',
  preparationStepsRequired: 'Add at least one preparation step',
  stepDescriptionRequired: 'Step description is required',
  // Step 5
  cookingStepsRequired: 'Add at least one cooking step',
  // Step 6 and the instructions text the wizard sends ({temp} is replaced)
  privateRecipeSwitch: 'Private Recipe (visible only to your household)',
  createRecipe: 'Create Recipe',
  createFailed: 'Failed to create recipe',
  preheatLine: 'Preheat oven to {temp}°F.',
  preparationHeading: 'Preparation:',
  cookingHeading: 'Cooking:',
  // The edit form
  titleRequired: 'Title is required',
  instructionsRequired: 'Instructions are required',
  instructionsTooShort: 'Instructions should be more detailed',
  updateRecipe: 'Update Recipe',
  updateFailed: 'Failed to update recipe',
  // Images
  imageTypeInvalid: 'Please select an image file',
  imageTooLarge: 'Image size must be less than 5MB',
  imageHint: 'JPG, PNG or GIF • Max 5MB',
  changeImage: 'Change Image',
  imageProcessingCard: 'Processing image...',
  imageFailedCard: 'Image failed to upload',
  imageProcessing: 'Image is being processed...',
  imageFailed: 'Image upload failed',
  uploadNewImage: 'Upload a new image',
  // The list
  addRecipe: 'Add Recipe',
  allCategories: 'All Categories',
  clearFilters: 'Clear Filters',
  noRecipes: 'No recipes found',
  noRecipesHint: 'Try adjusting your search criteria or create a new recipe',
  uncategorized: 'Uncategorized',
  privateBadge: 'Private',
  viewRecipe: 'View Recipe',
  // A recipe
  privateRecipeChip: 'Private Recipe',
  createdBy: 'Created by',
  deleteConfirm: 'Are you sure you want to delete this recipe?',
  recipeNotFound: 'Recipe not found',
  loadFailed: 'Error loading recipe',
} as const;

/** The dashboard's household recipes, quoted from docs/product/README.md "Dashboard". */
export const recipesDashboardMessages = {
  noHouseholdRecipes: 'No recipes found. Start by adding your first recipe!',
  viewAllRecipes: 'View All Recipes',
} as const;

/** Hearth's own words, where docs/product/recipes.md describes a check without quoting one. */
export const recipesOwnMessages = {
  prepTimeNegative: 'Prep time must be at least 0 minutes',
  minutesTooLarge: 'Time cannot exceed 43200 minutes',
  ingredientsTooMany: 'A recipe can have at most 100 ingredients',
  ingredientNameTooLong: 'Ingredient name cannot exceed 100 characters',
  quantityTooLarge: 'Quantity is too large',
  servingsInvalid: 'Servings must be a whole number from 1 to 100',
  unitInvalid: 'Please choose a unit from the list',
  instructionsTooLong: 'Instructions cannot exceed 20000 characters',
  categoryNotFound: 'Category not found',
  categoryNameRequired: 'Category name is required',
  categoryNameTooLong: 'Category name cannot exceed 50 characters',
  categoryExists: 'A category with this name already exists',
  tooManyNewCategories: 'You can add 20 new categories a day. Please try again tomorrow, or pick an existing one.',
  tooManyNewIngredients: 'You can add 100 new ingredients a day. Please try again tomorrow.',
  ingredientExists: 'An ingredient with this name already exists',
  ingredientNotFound: 'Ingredient not found',
  imageNotFound: 'Image not found',
  pageInvalid: 'Page must be a whole number of at least 1',
  limitInvalid: 'Limit must be a whole number from 1 to 100',
  searchTooLong: 'Search cannot exceed 100 characters',
  householdFilterInvalid: "household can only be 'mine'",
  signInForHousehold: 'Sign in to see your household recipes',
  notAllowed: 'Only its creator or a member of its household can change this recipe',
  importUrlInvalid: 'Enter a web address starting with http:// or https://',
  importNotAllowed: 'Recipes cannot be imported from that address',
  importUnreachable: 'Could not reach that page. Check the address and try again.',
  importTooLarge: 'That page is too large to import',
  importNoRecipe: 'That page has no recipe Hearth can read',
  importTooMany: 'You can import 60 pages an hour. Please try again later.',
  importFromWebsite: 'Import from a website',
  importFileRefused: 'That file is not an export Hearth can read',
  importFileTooLarge: 'The file is too large (200 MB at most)',
  importNotFound: 'Import not found',
  importDuplicate: 'Already in your recipes',
  importRecipeUnreadable: 'Hearth could not read this recipe in the file',
  /** Shown as `createdBy.name` once the creator's account is deleted. */
  deletedUser: 'Deleted user',
} as const;
