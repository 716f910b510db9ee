import { AVATAR_SIZE } from '@shared/contracts/profile';

/** Formats we decode; SVG and the rest are refused (SVG is a document, not a photo). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** A decompression bomb (a small file that claims huge dimensions) is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

export class UnreadableImageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableImageError';
  }
}

/**
 * Decodes an uploaded picture and re-encodes it as a square WebP: turned upright by its EXIF
 * orientation, cover-cropped to AVATAR_SIZE, first frame only. Re-encoding drops every byte the
 * upload carried besides pixels, including EXIF (camera, GPS) and embedded scripts.
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  // Loaded on first upload: libvips adds tens of megabytes to a server that may never see one.
  const { default: sharp } = await import('sharp');
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', autoOrient: true } as const;
  let format: string | undefined;
  try {
    format = (await sharp(input, options).metadata()).format;
  } catch (err) {
    throw new UnreadableImageError(err instanceof Error ? err.message : String(err));
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new UnreadableImageError(`format ${format ?? 'unknown'}`);
  try {
    return await sharp(input, options)
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    throw new UnreadableImageError(err instanceof Error ? err.message : String(err));
  }
}
