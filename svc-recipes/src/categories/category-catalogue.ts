import { recipesOwnMessages } from '@hearth/contracts/recipes';
import { namedCatalogue } from '../catalogue/named-catalogue';

/** A duplicate POST answers 409 `{message, category}`: the wizard then uses the existing one. */
export const categoryCatalogue = namedCatalogue('categories', {
  messages: { notFound: recipesOwnMessages.categoryNotFound, exists: recipesOwnMessages.categoryExists },
  conflictKey: 'category',
});

/** Categories are few: the list is all of them, by name. */
export const CATEGORY_LIST_MAX = 1000;
