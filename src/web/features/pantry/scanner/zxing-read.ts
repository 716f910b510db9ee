import { readBarcodes, type ReadResult, type ReaderOptions } from 'zxing-wasm/reader';
import type { DecodedBarcode, ScanFormat } from './decoder';
import { toRgba, type GrayImage } from './gray-image';

/**
 * ZXing (zxing-wasm) reading one picture, without knowing where its WebAssembly comes from: the
 * browser's worker points it at our origin (decode.worker.ts), Node tests hand it the file.
 */

/** One pass of ZXing as the scanner first ran it: retail codes and QR, trying hard, one symbol. */
export const ZXING_READER_OPTIONS: ReaderOptions = {
  formats: ['EAN-13', 'EAN-8', 'UPC-A', 'UPC-E', 'QRCode'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

const FORMAT_NAMES: Record<string, ScanFormat> = {
  EAN13: 'ean_13',
  EAN8: 'ean_8',
  UPCA: 'upc_a',
  UPCE: 'upc_e',
  QRCode: 'qr_code',
};

/**
 * The printed digits of a UPC-E. ZXing reports a UPC-E as its 13-digit EAN form and keeps the
 * 8 printed digits in `extra` ({"UPCE":"04252614"}).
 */
function printedUpcE(result: ReadResult): string | null {
  try {
    const extra = JSON.parse(result.extra || '{}') as { UPCE?: unknown };
    return typeof extra.UPCE === 'string' && /^\d{8}$/.test(extra.UPCE) ? extra.UPCE : null;
  } catch {
    return null;
  }
}

/**
 * ZXing's valid results in the decoder's terms, as printed under the code: a UPC-E as its 8
 * digits, and an EAN-13 that begins with 0 (ZXing reads a UPC-A as that) as the 12-digit UPC-A.
 * The bars of the two are the same, so the UPC-A is what the pack shows.
 */
export function toDecoded(results: readonly ReadResult[]): DecodedBarcode[] {
  return results.flatMap((result): DecodedBarcode[] => {
    const format = FORMAT_NAMES[result.format];
    if (!result.isValid || !format) return [];
    if (format === 'upc_e') {
      const printed = printedUpcE(result);
      return [{ text: printed ?? result.text, format }];
    }
    if ((format === 'ean_13' || format === 'upc_a') && /^0\d{12}$/.test(result.text)) {
      return [{ text: result.text.slice(1), format: 'upc_a' }];
    }
    return [{ text: result.text, format }];
  });
}

/** Decodes RGBA pixels (or an image file's bytes) with the reader options above. */
export async function readWithZxing(
  input: ImageData | Uint8Array | Blob,
  options: ReaderOptions = ZXING_READER_OPTIONS,
): Promise<DecodedBarcode[]> {
  return toDecoded(await readBarcodes(input, options));
}

/** Decodes a grey picture with the given options (those of one decode pass). */
export function readGray(image: GrayImage, options: ReaderOptions): Promise<DecodedBarcode[]> {
  const { data, width, height } = toRgba(image);
  return readWithZxing({ data, width, height, colorSpace: 'srgb' }, options);
}

/** How a pass reads a picture; the pipeline takes it as an argument so that the benches can time it. */
export type GrayReader = (image: GrayImage, options: ReaderOptions) => Promise<DecodedBarcode[]>;
