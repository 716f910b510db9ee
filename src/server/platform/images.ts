/** Formats we decode; SVG and the rest are refused (SVG is a document, not a photo). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** A decompression bomb (a small file that claims huge dimensions) is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The bytes are not a picture we accept: callers turn this into their own 400/422 message. */
export class UnreadableImageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableImageError';
  }
}

export interface WebpOptions {
  /** Target width and height in pixels (a square box). */
  size: number;
  /** 'cover' crops to fill the square; 'inside' keeps the whole picture within it. */
  fit: 'cover' | 'inside';
  /** Where a 'cover' crop centres, as sharp names it (e.g. 'attention'). */
  position?: string;
  quality: number;
  withoutEnlargement?: boolean;
}

function unreadable(err: unknown): UnreadableImageError {
  return new UnreadableImageError(err instanceof Error ? err.message : String(err));
}

/**
 * Decodes an uploaded or fetched picture and re-encodes it as WebP: turned upright by its EXIF
 * orientation, resized into a size × size box, first frame only. Re-encoding drops every byte the
 * input carried besides pixels, including EXIF (camera, GPS) and embedded scripts. Anything that is
 * not a decodable picture of an accepted format throws UnreadableImageError.
 */
export async function toWebp(input: Buffer, options: WebpOptions): Promise<Buffer> {
  // Loaded on first use: libvips adds tens of megabytes to a server that may never need it.
  const { default: sharp } = await import('sharp');
  const decode = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', autoOrient: true } as const;
  let format: string | undefined;
  try {
    format = (await sharp(input, decode).metadata()).format;
  } catch (err) {
    throw unreadable(err);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new UnreadableImageError(`format ${format ?? 'unknown'}`);
  }
  try {
    return await sharp(input, decode)
      .resize(options.size, options.size, {
        fit: options.fit,
        position: options.position,
        withoutEnlargement: options.withoutEnlargement,
      })
      .webp({ quality: options.quality })
      .toBuffer();
  } catch (err) {
    throw unreadable(err);
  }
}
