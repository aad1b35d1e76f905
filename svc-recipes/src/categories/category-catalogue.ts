import { recipesLimits, recipesOwnMessages } from '@hearth/contracts/recipes';
import { namedCatalogue } from '../catalogue/named-catalogue';
import { categoryInUse } from './category-queries';

/** A duplicate POST answers 409 `{message, category}`: the wizard then uses the existing one. */
export const categoryCatalogue = namedCatalogue('categories', {
  messages: { notFound: recipesOwnMessages.categoryNotFound, exists: recipesOwnMessages.categoryExists },
  conflictKey: 'category',
  quota: { name: 'new-categories', perDay: recipesLimits.newCategoriesPerDay, message: recipesOwnMessages.tooManyNewCategories },
  inUse: categoryInUse,
  shownByName: true,
});

/**
 * Categories are few: the list is all of them, by name, up to this many. Past it, those recipes
 * use are kept first, the oldest first, so new names nobody uses cannot push them out.
 */
export const CATEGORY_LIST_MAX = 1000;
