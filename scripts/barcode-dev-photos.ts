/**
 * The dev set's photos as the scanner's worker receives them, in Node: ZXing's WebAssembly read
 * from disk, each JPEG decoded by sharp into RGBA pixels no larger than the browser would draw
 * them, and a read judged right or wrong against the digits printed under the code.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { isSameGtin } from '../src/shared/domain/barcode';
import type { DecodedBarcode } from '../src/web/features/pantry/scanner/decoder';
import type { RgbaImage } from '../src/web/features/pantry/scanner/gray-image';
import type { Outcome } from './barcode-greedy';

/** Loads ZXing's WebAssembly from node_modules (the browser fetches it from our origin instead). */
export async function prepareZxingInNode(): Promise<void> {
  const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  await prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasmPath) }, fireImmediately: true });
}

/**
 * A photo's RGBA pixels, shrunk (as the browser's canvas does when drawing it) so that its longer
 * side is at most `maxSide`.
 */
export async function loadPhoto(file: string, maxSide: number): Promise<RgbaImage> {
  const { data, info } = await sharp(file)
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(new ArrayBuffer(data.length));
  pixels.set(data);
  return { data: pixels, width: info.width, height: info.height };
}

/** Right when the first code read is the expected one in any of its forms; wrong when it is another. */
export function judge(found: readonly DecodedBarcode[], expected: string): Outcome {
  const first = found[0];
  if (!first) return 'none';
  return isSameGtin(expected, first.text) ? 'right' : 'wrong';
}
