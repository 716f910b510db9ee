import { randomBytes } from 'node:crypto';

/** Formats we decode; SVG and the rest are refused (SVG is a document, not a photo). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** A decompression bomb (a small file that claims huge dimensions) is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Product pictures are shown as thumbnails and on the product page: 512 px is plenty for both. */
export const PRODUCT_IMAGE_SIZE = 512;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export class UnreadableProductImageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableProductImageError';
  }
}

/**
 * Decodes a picture (an upload, or one fetched from Open Food Facts) and re-encodes it as WebP of
 * at most PRODUCT_IMAGE_SIZE on its longer side, turned upright, first frame only. As with avatars
 * (profile/avatar-image.ts), re-encoding keeps pixels only: no EXIF, no embedded scripts.
 */
export async function toProductWebp(input: Buffer): Promise<Buffer> {
  // Loaded on first use: libvips adds tens of megabytes to a server that may never need it.
  const { default: sharp } = await import('sharp');
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', autoOrient: true } as const;
  let format: string | undefined;
  try {
    format = (await sharp(input, options).metadata()).format;
  } catch (err) {
    throw new UnreadableProductImageError(err instanceof Error ? err.message : String(err));
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new UnreadableProductImageError(`format ${format ?? 'unknown'}`);
  }
  try {
    return await sharp(input, options)
      .resize(PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (err) {
    throw new UnreadableProductImageError(err instanceof Error ? err.message : String(err));
  }
}

/** A fresh key per picture, so a cached old picture is never served for the new one. */
export function productImageKey(productId: string): string {
  return `products/${productId}-${randomBytes(4).toString('hex')}.webp`;
}
