import { isSameGtin } from '@shared/domain/barcode';
import { CANDIDATE_PASSES, type PassId } from './decode-passes';
import { PHOTO_PASSES, type PassStep } from './decode-pipeline';
import type { DecodedBarcode } from './decoder';

/**
 * The pipeline on the camera. A frame has about 50 ms, and the first pass and a further step
 * together take more on a 1280 × 720 frame (bench/scanner.bench.ts), so each frame runs one step:
 * the first pass on every other frame, the further steps in turn on the frames between; a frame
 * after a read repeats the step that read, so that it can confirm the code. And a code is
 * believed only when two frames close together agree on it: a wrong number is worse than none.
 */

/** The pass every other camera frame runs (today's single pass). */
export const CAMERA_FIRST_STEP: PassStep = { pass: 'base', view: 0 };

/** Every view of each pass, in order: a pass with four tiles is four frames' work. */
export function stepsOfPasses(passes: readonly PassId[]): PassStep[] {
  return passes.flatMap((pass) =>
    Array.from({ length: CANDIDATE_PASSES[pass].viewCount }, (_, view) => ({ pass, view })),
  );
}

/** The further steps the camera takes in turn: those of a picked photo after its first pass. */
export const CAMERA_STEPS: readonly PassStep[] = stepsOfPasses(PHOTO_PASSES.slice(1));

/** Which step each camera frame runs. */
export class FrameSchedule {
  private frame = 0;
  private turn = 0;
  private confirming: PassStep | null = null;

  constructor(
    private readonly steps: readonly PassStep[] = CAMERA_STEPS,
    private readonly first: PassStep = CAMERA_FIRST_STEP,
  ) {}

  /** The next frame's steps: the step to confirm, else the first pass or the next further step. */
  plan(): PassStep[] {
    if (this.confirming) return [this.confirming];
    this.frame++;
    if (this.frame % 2 === 1 || this.steps.length === 0) return [this.first];
    return [this.steps[this.turn++ % this.steps.length]!];
  }

  /** What the last frame planned read with: its step, or null when it read nothing. */
  record(step: PassStep | null): void {
    this.confirming = step;
  }
}

/** How many frames apart two agreeing reads may be (a frame in between may read nothing). */
export const AGREEMENT_WINDOW = 3;

/** Believes a code once two frames within AGREEMENT_WINDOW of each other read the same digits. */
export class FrameAgreement {
  private frame = 0;
  private last: { text: string; frame: number } | null = null;

  constructor(private readonly window = AGREEMENT_WINDOW) {}

  /** What one frame read (nothing: undefined); returns the code once it is agreed. */
  offer(found: DecodedBarcode | undefined): DecodedBarcode | null {
    this.frame++;
    if (!found) return null;
    const last = this.last;
    // The same number in two forms agrees too: a detector may write a UPC-E as its UPC-A.
    const same = last && (last.text === found.text || isSameGtin(last.text, found.text));
    if (last && same && this.frame - last.frame <= this.window) {
      this.last = null;
      return found;
    }
    this.last = { text: found.text, frame: this.frame };
    return null;
  }
}
