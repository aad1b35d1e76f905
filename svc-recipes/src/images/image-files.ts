/**
 * How an image's files are named. Everything derives from the SHA-256 of the uploaded original:
 * the same picture is stored once, and a served name never changes content (cacheable forever).
 * The `v1` marks the processing recipe: changing sizes or quality means a new version.
 */
export type ImageSize = 'card' | 'detail';

export const imageSizes: Record<ImageSize, { width: number; height: number }> = {
  /** The list's card: 2× a ~320 px wide card. */
  card: { width: 640, height: 480 },
  /** The recipe's image area (300 px high, full width). */
  detail: { width: 1600, height: 1200 },
};

const VERSION = 'v1';

export const originalFile = (hash: string) => `originals/${hash}`;

export const servedFile = (hash: string, size: ImageSize) => `${hash.slice(0, 32)}-${size}-${VERSION}.webp`;

/** A name `GET /api/images/:name` serves: only processed files, never an original (it may carry GPS). */
export const servedName = /^[0-9a-f]{32}-(card|detail)-v[0-9]+\.webp$/;

export const IMAGE_ROUTE = '/api/images';

export function imageUrls(hash: string): { url: string; cardUrl: string } {
  return { url: `${IMAGE_ROUTE}/${servedFile(hash, 'detail')}`, cardUrl: `${IMAGE_ROUTE}/${servedFile(hash, 'card')}` };
}

export const allFilesOf = (hash: string) => [originalFile(hash), servedFile(hash, 'card'), servedFile(hash, 'detail')];
