import { microdataItems } from './microdata';
import { findRecipeNodes, jsonLdBlocks, readRecipeNode, type SourceRecipe } from './schema-org-recipe';

/**
 * The recipe a page publishes: its first schema.org Recipe in JSON-LD, or else in microdata;
 * none when the page has none, or one without a name or with neither ingredients nor steps.
 * The picture's address is made absolute against the page's.
 */
export function readRecipePage(html: string, pageUrl: string): SourceRecipe | undefined {
  const node = jsonLdBlocks(html).flatMap((block) => findRecipeNodes(block))[0] ?? findRecipeNodes(microdataItems(html))[0];
  if (!node) return undefined;
  const recipe = readRecipeNode(node);
  if (!recipe.title || (recipe.ingredients.length === 0 && !recipe.instructions)) return undefined;
  if (recipe.imageUrl) {
    try {
      recipe.imageUrl = new URL(recipe.imageUrl, pageUrl).href;
    } catch {
      delete recipe.imageUrl;
    }
  }
  return recipe;
}
