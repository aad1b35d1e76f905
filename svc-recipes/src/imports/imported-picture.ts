import { recipesLimits as limits, type UploadedImage } from '@hearth/contracts/recipes';
import type { Actor } from '@hearth/service-kit';
import sharp from 'sharp';
import { detectImageType } from '../images/image-type';
import { uploadImage } from '../images/upload-image';
import type { RecipesDeps } from '../recipes-deps';

/**
 * An imported recipe's picture through the upload pipeline (type by content, size, EXIF stripped by
 * the worker); a WebP or AVIF is turned into a JPEG first, as uploads take JPEG, PNG or GIF. One that
 * cannot be read leaves the recipe without a picture: the recipe is what was asked for.
 */
export async function uploadImportedPicture(deps: RecipesDeps, actor: Actor, bytes: Buffer | undefined): Promise<UploadedImage | null> {
  if (!bytes || bytes.length === 0) return null;
  try {
    const data = detectImageType(bytes) ? bytes : await sharp(bytes, { limitInputPixels: 50_000_000 }).rotate().jpeg({ quality: 90 }).toBuffer();
    return data.length > limits.imageMaxBytes ? null : await uploadImage(deps, actor, { data });
  } catch (error) {
    deps.logger.info({ err: error }, "an imported recipe's picture could not be used");
    return null;
  }
}
