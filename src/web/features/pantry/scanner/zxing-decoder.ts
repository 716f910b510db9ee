import { prepareZXingModule } from 'zxing-wasm/reader';
// The library fetches its .wasm from a CDN unless told otherwise; we serve it ourselves.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { createDecodeClient, type WorkerLike } from './decode-client';
import { PHOTO_MAX_SIDE } from './decode-pipeline';
import { createDecodeHandler } from './decode-protocol';
import type { BarcodeDecoder, DecodeSource } from './decoder';
import { FrameSchedule } from './frame-schedule';
import type { RgbaImage } from './gray-image';
import { readGray, readWithZxing } from './zxing-read';

/**
 * The ZXing decoder of the scan modal: the decode pipeline (decode-pipeline.ts) in a Web Worker,
 * fed with the pixels of a camera frame or a picked photo drawn into a canvas here.
 */

/** Camera frames are read at the camera's own size (REAR_CAMERA_CONSTRAINTS asks for 1280 × 720). */
const FRAME_MAX_SIDE = 1280;

let canvas: HTMLCanvasElement | null = null;

/** The source's pixels, shrunk to at most `maxSide` with the browser's best filtering. */
function pixelsOf(source: DecodeSource, maxSide: number): RgbaImage | null {
  const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
  const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
  if (!width || !height) return null;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  canvas ??= document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  // The default ("low") smoothing samples too few pixels when shrinking a large photo, and thin
  // bars alias into false ones.
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, w, h);
  const { data } = context.getImageData(0, 0, w, h);
  return { data, width: w, height: h };
}

function prepareInThisThread(): void {
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
}

/** The decode worker, or null where workers are missing (jsdom) or refused. */
function startDecodeWorker(): WorkerLike | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./decode.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

export function createZxingDecoder(options: { startWorker?: () => WorkerLike | null } = {}): BarcodeDecoder {
  // Also needed by the in-thread fallbacks below; this only sets where the .wasm is fetched from.
  prepareInThisThread();
  const client = createDecodeClient({
    worker: (options.startWorker ?? startDecodeWorker)(),
    inThread: () => createDecodeHandler(readGray),
  });
  const schedule = new FrameSchedule();

  const decode = async (image: RgbaImage | null, kind: 'photo' | 'frame') => {
    if (!image) return [];
    const reply =
      kind === 'photo'
        ? await client.decode({ kind, image })
        : await client.decode({ kind, image, steps: schedule.plan() });
    if (!reply.ok) throw new Error(reply.error);
    if (kind === 'frame') schedule.record(reply.step);
    return reply.found;
  };

  return {
    kind: 'zxing',
    decodeFrame: (video) => decode(pixelsOf(video, FRAME_MAX_SIDE), 'frame'),
    async decodeImage(image) {
      // The browser decodes every format it shows (HEIC on iPhones, WebP); ZXing alone reads
      // PNG, JPEG, BMP and GIF. Without createImageBitmap, hand ZXing the file as it is (one pass).
      if (typeof createImageBitmap !== 'function') return readWithZxing(image);
      const bitmap = await createImageBitmap(image);
      try {
        return await decode(pixelsOf(bitmap, PHOTO_MAX_SIDE), 'photo');
      } finally {
        bitmap.close();
      }
    },
  };
}
