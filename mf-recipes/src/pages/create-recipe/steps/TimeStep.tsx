import { recipeDefaults } from '@hearth/contracts/recipes';
import { MinutesFields } from '../../../components/MinutesFields';
import { wizardCookTimeRules, wizardPrepTimeRules } from '../../../recipe-rules';

/** Says that a prefilled time is the product's default, not something the user typed. */
export const defaultHint = (minutes: number) => `Default: ${minutes} minutes`;

/**
 * Step 2: prep and cook minutes. They start filled with the defaults (15 and 30), labelled as
 * such, rather than empty with the defaults as placeholders: an emptied field must still say
 * 'Prep time is required' (docs/product/recipes.md "Create a recipe" checks).
 */
export function TimeStep() {
  return (
    <MinutesFields
      prepRules={wizardPrepTimeRules}
      cookRules={wizardCookTimeRules}
      prepHint={defaultHint(recipeDefaults.prepTime)}
      cookHint={defaultHint(recipeDefaults.cookTime)}
    />
  );
}
