import type { ReaderOptions } from 'zxing-wasm/reader';
import type { GrayImage } from './gray-image';
import { crop, fitWithin, rotate, scale, scaleToSide } from './pixel-geometry';
import { normalizeTiles, sharpen, softBlur, stretchContrast, thresholdLocal } from './pixel-tone';
import { ZXING_READER_OPTIONS } from './zxing-read';

/**
 * Every decode pass the scanner could run: a picture derived from the photo (a crop, a scale, a
 * tone change, a rotation) and how ZXing reads it. decode-pipeline.ts runs the ones chosen, in
 * the order scripts/barcode-pass-selection.ts found across the dev set.
 */

/** The longer side of today's single pass: large enough for most codes, fast to read. */
export const BASE_SIDE = 1600;
/** A crop is read at least this large (enlarged if need be), so a small code gets pixels to spare. */
const ZOOM_MIN_SIDE = 1200;

/** The photo and the pictures derived from it, each made once however many passes use it. */
export class PassSource {
  private readonly cache = new Map<string, GrayImage>();
  constructor(readonly photo: GrayImage) {}

  derived(key: string, make: () => GrayImage): GrayImage {
    let image = this.cache.get(key);
    if (!image) {
      image = make();
      this.cache.set(key, image);
    }
    return image;
  }

  /** The photo at no more than BASE_SIDE: the single pass's picture and most passes' start. */
  get base(): GrayImage {
    return this.derived('base', () => fitWithin(this.photo, BASE_SIDE));
  }
}

/** One picture for ZXing and the options to read it with. */
export type PassView = { image: GrayImage; options: ReaderOptions };
/** A view made only when it is read (a camera frame may read one tile of several). */
export type LazyView = () => PassView;

export type DecodePass = {
  /** How many pictures the pass reads at most (a camera frame reads one at a time). */
  viewCount: number;
  /** The pictures this pass reads, in order; none when the pass does not apply to this photo. */
  views(source: PassSource): LazyView[];
};

/**
 * The options of every pass after the first: the same, except that a linear code must read alike
 * on three scan lines instead of two. The passes after the first see the photos that are hard to
 * read, where a misread is likelier: on the 69 dev-set photos the first pass misses, the 36
 * candidate passes made 14 wrong reads (in 12 passes) with two lines and 3 (in 3) with three, for
 * 397 right reads instead of 433.
 */
export const EXTRA_PASS_OPTIONS: ReaderOptions = { ...ZXING_READER_OPTIONS, minLineCount: 3 };

const withOptions = (options: ReaderOptions): ReaderOptions => ({ ...EXTRA_PASS_OPTIONS, ...options });

/** A pass reading one picture made from the photo. */
function single(make: (source: PassSource) => GrayImage, options: ReaderOptions = {}): DecodePass {
  return {
    viewCount: 1,
    views: (source) => [() => ({ image: make(source), options: withOptions(options) })],
  };
}

/** A crop read at a size where its bars are several pixels wide: at least ZOOM_MIN_SIDE, at most BASE_SIDE. */
function zoom(image: GrayImage): GrayImage {
  const long = Math.max(image.width, image.height);
  if (long < ZOOM_MIN_SIDE) return scaleToSide(image, ZOOM_MIN_SIDE);
  return fitWithin(image, BASE_SIDE);
}

/** The middle `share` of the photo (by side), from the full-resolution photo, zoomed. */
function centre(share: number): (source: PassSource) => GrayImage {
  return (source) => {
    const { photo } = source;
    const w = photo.width * share;
    const h = photo.height * share;
    return source.derived(`centre-${share}`, () =>
      zoom(crop(photo, (photo.width - w) / 2, (photo.height - h) / 2, w, h)),
    );
  };
}

/** An n × n grid of overlapping crops, each `share` of a side, read one after another. */
function tiles(
  n: number,
  share: number,
  options: ReaderOptions = {},
  tone: (image: GrayImage) => GrayImage = (image) => image,
): DecodePass {
  return {
    viewCount: n * n,
    views(source) {
      const { photo } = source;
      const w = photo.width * share;
      const h = photo.height * share;
      const views: LazyView[] = [];
      for (let j = 0; j < n; j++) {
        for (let i = 0; i < n; i++) {
          const x = n === 1 ? 0 : ((photo.width - w) * i) / (n - 1);
          const y = n === 1 ? 0 : ((photo.height - h) * j) / (n - 1);
          views.push(() => ({ image: tone(zoom(crop(photo, x, y, w, h))), options: withOptions(options) }));
        }
      }
      return views;
    },
  };
}

/** A pass that applies only to small photos (whose base picture is under `side`). */
function whenSmall(side: number, pass: DecodePass): DecodePass {
  return {
    viewCount: pass.viewCount,
    views: (source) => (Math.max(source.base.width, source.base.height) < side ? pass.views(source) : []),
  };
}

const half = (source: PassSource) => source.derived('half', () => fitWithin(source.photo, BASE_SIDE / 2));

/** The candidates, by id; ids name what the pass does. */
export const CANDIDATE_PASSES = {
  // Today's single pass, with today's options.
  base: { viewCount: 1, views: (source) => [() => ({ image: source.base, options: ZXING_READER_OPTIONS })] },
  'base-histogram': single((s) => s.base, { binarizer: 'GlobalHistogram' }),
  'base-fixed': single((s) => s.base, { binarizer: 'FixedThreshold' }),
  'base-pure': single((s) => s.base, { isPure: true }),
  'base-no-downscale': single((s) => s.base, { tryDownscale: false }),
  stretch: single((s) => stretchContrast(s.base)),
  'stretch-fixed': single((s) => stretchContrast(s.base), { binarizer: 'FixedThreshold' }),
  normalize: single((s) => normalizeTiles(s.base)),
  'normalize-fixed': single((s) => normalizeTiles(s.base), { binarizer: 'FixedThreshold' }),
  'normalize-histogram': single((s) => normalizeTiles(s.base), { binarizer: 'GlobalHistogram' }),
  'normalize-coarse': single((s) => normalizeTiles(s.base, 4)),
  'normalize-fine': single((s) => normalizeTiles(s.base, 16)),
  'normalize-fine-histogram': single((s) => normalizeTiles(s.base, 16), { binarizer: 'GlobalHistogram' }),
  'half-normalize': single((s) => normalizeTiles(half(s))),
  threshold: single((s) => thresholdLocal(s.base), { binarizer: 'BoolCast' }),
  blur: single((s) => softBlur(s.base, 1)),
  'blur-strong': single((s) => softBlur(s.base, 2)),
  sharpen: single((s) => sharpen(s.base, 1, 1)),
  'sharpen-strong': single((s) => sharpen(s.base, 2, 2)),
  half: single(half),
  'half-histogram': single(half, { binarizer: 'GlobalHistogram' }),
  quarter: single((s) => fitWithin(s.photo, BASE_SIDE / 4)),
  upscale: whenSmall(
    1000,
    single((s) => scale(s.base, 2)),
  ),
  'upscale-sharpen': whenSmall(
    1000,
    single((s) => sharpen(scale(s.base, 2), 1, 2)),
  ),
  'centre-50': single(centre(0.5)),
  'centre-33': single(centre(1 / 3)),
  'centre-50-normalize': single((s) => normalizeTiles(centre(0.5)(s))),
  'tiles-2x2': tiles(2, 0.6),
  'tiles-3x3': tiles(3, 0.42),
  'tiles-2x2-normalize': tiles(2, 0.6, {}, (image) => normalizeTiles(image)),
  'tiles-2x2-histogram': tiles(2, 0.6, { binarizer: 'GlobalHistogram' }),
  'rotate-15': single((s) => rotate(s.base, -15)),
  'rotate+15': single((s) => rotate(s.base, 15)),
  'rotate-30': single((s) => rotate(s.base, -30)),
  'rotate+30': single((s) => rotate(s.base, 30)),
  'rotate-45': single((s) => rotate(s.base, -45)),
  'rotate+45': single((s) => rotate(s.base, 45)),
} satisfies Record<string, DecodePass>;

export type PassId = keyof typeof CANDIDATE_PASSES;
export const PASS_IDS = Object.keys(CANDIDATE_PASSES) as PassId[];
