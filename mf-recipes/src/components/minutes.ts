/** '45 min': the product gives times in minutes. */
export const minutes = (value: number) => `${value} min`;

/** docs/product/recipes.md "Recipe list": the total time is prepTime plus cookTime. */
export const totalMinutes = (recipe: { prepTime: number; cookTime: number }) => recipe.prepTime + recipe.cookTime;
