import { recipesOwnMessages } from '@hearth/contracts/recipes';
import { notFound } from '@hearth/service-kit';
import type { Readable } from 'node:stream';
import type { RecipesDeps } from '../recipes-deps';
import { servedName } from './image-files';

/** GET /images/{name}: a processed file (never an original), or 404. */
export async function openServedImage(deps: RecipesDeps, { name }: { name: string }): Promise<{ stream: Readable; size: number }> {
  const file = servedName.test(name) ? await deps.storage.open(name) : null;
  if (!file) throw notFound(recipesOwnMessages.imageNotFound);
  return file;
}
