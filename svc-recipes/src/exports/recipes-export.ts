import { householdArchive, type HouseholdArchiveManifest } from '@hearth/contracts/archive';
import type { ArchivedRecipe } from '@hearth/contracts/recipes';
import { householdToRead, noHouseholdMessage, writeZip, type Actor } from '@hearth/service-kit';
import { servedFile } from '../images/image-files';
import type { RecipesDeps } from '../recipes-deps';
import type { RecipeRow } from '../recipes/recipe-queries';
import { findHouseholdName, findHouseholdRecipes } from './export-queries';

const pictureFile = (recipeId: string) => `${householdArchive.images}${recipeId}.webp`;

function archived(recipe: RecipeRow, hasPicture: boolean): ArchivedRecipe {
  return {
    id: recipe.id,
    title: recipe.title,
    category: recipe.categoryName,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    ingredients: recipe.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
    instructions: recipe.instructions,
    isPrivate: recipe.isPrivate,
    sourceUrl: recipe.sourceUrl,
    image: hasPicture ? pictureFile(recipe.id) : null,
    createdAt: recipe.createdAt.toISOString(),
  };
}

/** The file a download is saved as: `hearth-<household>-<day>.zip`. */
function fileNameOf(household: string, day: string): string {
  const slug = household.normalize('NFKD').replace(/[^\w]+/g, '-').replace(/^-|-$/g, '').toLowerCase().slice(0, 40);
  return `hearth-${slug || 'household'}-${day}.zip`;
}

/**
 * GET /recipes/export: the household's recipes part of its export (@hearth/contracts/archive).
 * Pictures go in as served (the detail size, WebP): the originals are not kept (image-originals.ts).
 * Any member may export: the archive holds nothing a member cannot read in the app already.
 */
export async function exportRecipes(deps: RecipesDeps, actor: Actor): Promise<{ fileName: string; data: Buffer }> {
  const householdId = householdToRead(actor.householdId, noHouseholdMessage);
  const { manager } = deps.database;
  const [recipes, household] = await Promise.all([findHouseholdRecipes(manager, householdId), findHouseholdName(manager, householdId)]);
  const pictures = new Map<string, Buffer>();
  for (const recipe of recipes) {
    if (recipe.imageStatus !== 'ready' || !recipe.imageHash) continue;
    const data = await deps.storage.read(servedFile(recipe.imageHash, 'detail'));
    if (data) pictures.set(recipe.id, data);
  }
  const exportedAt = new Date().toISOString();
  const manifest: HouseholdArchiveManifest = { format: householdArchive.format, version: householdArchive.version, exportedAt, household };
  const categories = [...new Set(recipes.map((recipe) => recipe.categoryName).filter((name): name is string => name !== null))].sort();
  const data = writeZip([
    { name: householdArchive.manifest, data: JSON.stringify(manifest, null, 2) },
    {
      name: householdArchive.recipes,
      data: JSON.stringify({ categories: categories.map((name) => ({ name })), recipes: recipes.map((recipe) => archived(recipe, pictures.has(recipe.id))) }, null, 2),
    },
    ...[...pictures].map(([id, picture]) => ({ name: pictureFile(id), data: picture, stored: true })),
  ]);
  return { fileName: fileNameOf(household, exportedAt.slice(0, 10)), data };
}
