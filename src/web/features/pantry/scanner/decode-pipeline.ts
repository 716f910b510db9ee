import { checkBarcode } from '@shared/domain/barcode';
import { CANDIDATE_PASSES, PassSource, type PassId } from './decode-passes';
import type { DecodedBarcode } from './decoder';
import { toGray, type RgbaImage } from './gray-image';
import type { GrayReader } from './zxing-read';

/**
 * The decode pipeline: today's single pass first, then, only while nothing is read, the passes
 * that read most of what it misses, stopping at the first valid read. Pure TypeScript over
 * pixels: the browser runs it in a Web Worker (decode.worker.ts), the tests and benches in Node.
 */

/**
 * A picked photo's passes, in order, chosen by scripts/barcode-pass-selection.ts over the 300
 * photos of the dev set: greedily, the pass that reads the most photos the passes before it
 * missed; no pass that reads any photo wrong; at least 3 new reads (1 %) each; their mean times
 * within 200 ms. Photos read (of 300), as each pass is added:
 *
 *   base (today's single pass)     228   76.0 %  (3 wrong, 1.0 %)
 *   normalize-fixed               +33   87.0 %
 *   centre-50-normalize            +8   89.7 %
 *   normalize-fine-histogram       +3   90.7 %  (no wrong read added)
 *
 * A second set drawn with another seed, never used for choosing, reads 77.3 % → 86.3 %, wrong
 * 0.3 % → 0.7 % (one photo that six passes misread alike). Details in docs/scanner.md.
 */
export const PHOTO_PASSES: readonly PassId[] = [
  'base',
  'normalize-fixed',
  'centre-50-normalize',
  'normalize-fine-histogram',
];

/** A photo is handed over no larger than this (the crops then have real pixels to zoom into). */
export const PHOTO_MAX_SIDE = 3200;

/** One pass, or one of a pass's several views (a tile), as a camera frame runs it. */
export type PassStep = { pass: PassId; view: number };

export type PipelineResult = {
  found: DecodedBarcode[];
  /** The step that read it; null when nothing was read. */
  step: PassStep | null;
};

/** A read the pipeline believes: a QR code (error-corrected), or digits with a valid check digit. */
export function isValidRead(barcode: DecodedBarcode): boolean {
  return barcode.format === 'qr_code' || checkBarcode(barcode.text).ok;
}

/** Runs the steps in order on the picture, stopping at the first that reads a valid code. */
export async function runSteps(
  source: PassSource,
  steps: readonly PassStep[],
  read: GrayReader,
): Promise<PipelineResult> {
  for (const step of steps) {
    const view = CANDIDATE_PASSES[step.pass].views(source)[step.view];
    if (!view) continue;
    const { image, options } = view();
    const found = (await read(image, options)).filter(isValidRead);
    if (found.length > 0) return { found, step };
  }
  return { found: [], step: null };
}

/** Every view of each pass, in order: the steps of a whole pipeline. */
export function stepsOf(source: PassSource, passes: readonly PassId[]): PassStep[] {
  return passes.flatMap((pass) => CANDIDATE_PASSES[pass].views(source).map((_, view) => ({ pass, view })));
}

/** A picked photo through the whole pipeline. */
export function decodePhoto(
  image: RgbaImage,
  read: GrayReader,
  passes: readonly PassId[] = PHOTO_PASSES,
): Promise<PipelineResult> {
  const source = new PassSource(toGray(image));
  return runSteps(source, stepsOf(source, passes), read);
}

/** One camera frame through the steps the frame schedule gives it. */
export function decodeFrameSteps(
  image: RgbaImage,
  read: GrayReader,
  steps: readonly PassStep[],
): Promise<PipelineResult> {
  return runSteps(new PassSource(toGray(image)), steps, read);
}
