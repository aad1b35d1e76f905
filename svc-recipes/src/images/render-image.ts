import sharp from 'sharp';
import { imageSizes, type ImageSize } from './image-files';

/**
 * The most pixels a picture may decode to: a 48 MP camera photo passes, a "decompression bomb"
 * (a tiny file that claims 30000×30000) is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The sizes the pages show, as WebP: turned upright from the EXIF orientation, then every piece
 * of metadata (EXIF, GPS, ICC comments) left behind, since sharp copies none unless asked. A file
 * that does not decode cleanly (truncated, corrupt) throws.
 */
export async function renderImage(original: Buffer): Promise<Record<ImageSize, Buffer>> {
  const render = ({ width, height }: { width: number; height: number }) =>
    sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', autoOrient: true })
      .resize({ width, height, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  const [card, detail] = await Promise.all([render(imageSizes.card), render(imageSizes.detail)]);
  return { card, detail };
}
