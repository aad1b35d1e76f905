import { recipesLimits, recipesOwnMessages as own } from '@hearth/contracts/recipes';
import type { RecipesOperations } from '@hearth/contracts/recipes/operations';
import { handlersOf, readUploadedFile, signedInActor } from '@hearth/service-kit';
import { exportRecipes } from '../exports/recipes-export';
import type { RecipesDeps } from '../recipes-deps';
import { importRecipePage } from './import-page';
import { cancelImport, getImport, startImport } from './import-jobs';

export const importHandlers = (deps: RecipesDeps) =>
  handlersOf<RecipesOperations>()({
    importRecipe: ({ body }, ctx) => importRecipePage(deps, signedInActor(ctx), body),
    startImport: async (_, ctx) => {
      const actor = signedInActor(ctx);
      const refusals = { tooLarge: own.importFileTooLarge, missing: own.importFileRefused, field: 'file' };
      return startImport(deps, actor, { data: await readUploadedFile(ctx, recipesLimits.importFileMaxBytes, refusals) });
    },
    getImport: ({ params }, ctx) => getImport(deps, signedInActor(ctx), params),
    cancelImport: ({ params }, ctx) => cancelImport(deps, signedInActor(ctx), params),
    exportRecipes: async (_, ctx) => {
      const { fileName, data } = await exportRecipes(deps, signedInActor(ctx));
      ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'application/zip';
      ctx.body = data;
    },
  });
