import { randomBytes } from 'node:crypto';
import { toWebp } from '../../platform/images';

/** Product pictures are shown as thumbnails and on the product page: 512 px is plenty for both. */
export const PRODUCT_IMAGE_SIZE = 512;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A product picture (an upload, or one fetched from Open Food Facts) as WebP of at most
 * PRODUCT_IMAGE_SIZE on its longer side, never enlarged. Throws UnreadableImageError
 * (platform/images) for anything that is not an accepted picture.
 */
export function toProductWebp(input: Buffer): Promise<Buffer> {
  return toWebp(input, { size: PRODUCT_IMAGE_SIZE, fit: 'inside', withoutEnlargement: true, quality: 80 });
}

/** A fresh key per picture, so a cached old picture is never served for the new one. */
export function productImageKey(productId: string): string {
  return `products/${productId}-${randomBytes(4).toString('hex')}.webp`;
}
