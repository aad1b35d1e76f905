// Steps 2 to 6, one chunk loaded after the page (CreateRecipePage.tsx): the page opens on step 1.
export { CookingStep } from './CookingStep';
export { IngredientsStep } from './IngredientsStep';
export { PreparationStep } from './PreparationStep';
export { ReviewStep } from './ReviewStep';
export { TimeStep } from './TimeStep';
