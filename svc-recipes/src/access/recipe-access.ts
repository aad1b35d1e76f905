import { recipesMessages, recipesOwnMessages } from '@hearth/contracts/recipes';
import { forbidden, notFound, type Actor } from '@hearth/service-kit';

/** What decides who may see and change a recipe (canSee, holdsRecipe). */
export interface Visibility {
  isPrivate: boolean;
  householdId: string;
  createdBy: string;
  /** Its household has ceased to exist (or was never announced here): nobody is a member of it. */
  householdGone: boolean;
}

/**
 * Whose recipe it is: its household's members, and its creator only while in that household or
 * once the household is gone. A member removed from the household (or who left it) keeps no
 * rights over the recipes they wrote there: those are the household's. The SQL twin of this rule
 * is recipes/recipe-queries.ts recipeHeldBy.
 */
export function holdsRecipe(actor: Actor | null, recipe: Visibility): boolean {
  if (!actor) return false;
  return recipe.householdId === actor.householdId || (recipe.createdBy === actor.id && recipe.householdGone);
}

/** Anyone sees a public recipe; a private one, only those who hold it. */
export function canSee(actor: Actor | null, recipe: Visibility): boolean {
  return !recipe.isPrivate || holdsRecipe(actor, recipe);
}

/** Someone who cannot see the recipe learns nothing of it: 404, as for one that does not exist. */
export function requireVisible(actor: Actor | null, recipe: Visibility | undefined): asserts recipe is Visibility {
  if (!recipe || !canSee(actor, recipe)) throw notFound(recipesMessages.recipeNotFound);
}

/** Edit and delete: those who hold it (holdsRecipe); others who can see it get 403, the rest 404. */
export function requireEditor(actor: Actor, recipe: Visibility | undefined): asserts recipe is Visibility {
  requireVisible(actor, recipe);
  if (!holdsRecipe(actor, recipe)) throw forbidden(recipesOwnMessages.notAllowed);
}
