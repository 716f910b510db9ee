import { decodeFrameSteps, decodePhoto, type PassStep } from './decode-pipeline';
import type { DecodedBarcode } from './decoder';
import type { RgbaImage } from './gray-image';
import type { GrayReader } from './zxing-read';

/**
 * The messages between the page and the decode worker. The page draws a camera frame or a picked
 * photo into a canvas and sends its pixels (the buffer transferred, not copied); the worker runs
 * the pipeline and answers with what it read. The handler is a plain function: the worker wires
 * it to its message event, a page without Worker (and the tests) call it directly.
 */

export type DecodeRequest =
  | { id: number; kind: 'photo'; image: RgbaImage }
  | { id: number; kind: 'frame'; image: RgbaImage; steps: PassStep[] };

export type DecodeReply =
  | { id: number; ok: true; found: DecodedBarcode[]; step: PassStep | null; ms: number }
  | { id: number; ok: false; error: string };

/** Answers one request; never throws (a failure is a reply, so that the page's promise settles). */
export function createDecodeHandler(read: GrayReader): (request: DecodeRequest) => Promise<DecodeReply> {
  return async (request) => {
    const started = performance.now();
    try {
      const result =
        request.kind === 'photo'
          ? await decodePhoto(request.image, read)
          : await decodeFrameSteps(request.image, read, request.steps);
      return {
        id: request.id,
        ok: true,
        found: result.found,
        step: result.step,
        ms: performance.now() - started,
      };
    } catch (error) {
      return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
