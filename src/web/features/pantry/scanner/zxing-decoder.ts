import { prepareZXingModule, readBarcodes, type ReadResult, type ReaderOptions } from 'zxing-wasm/reader';
// The library fetches its .wasm from a CDN unless told otherwise; we serve it ourselves.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { BarcodeDecoder, DecodeSource, DecodedBarcode, ScanFormat } from './decoder';

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

/** ZXing's results in the decoder's terms (valid reads of the formats we asked for). */
export function toDecoded(results: readonly ReadResult[]): DecodedBarcode[] {
  return results.flatMap((result) => {
    const format = FORMAT_NAMES[result.format];
    return result.isValid && format ? [{ text: result.text, format }] : [];
  });
}

/** Decodes RGBA pixels (or an image file's bytes) with the reader options above. */
export async function readWithZxing(input: ImageData | Uint8Array | Blob): Promise<DecodedBarcode[]> {
  return toDecoded(await readBarcodes(input, ZXING_READER_OPTIONS));
}

/** Photos can be 4000 px wide; barcodes read as well at this size and decode much faster. */
const MAX_DECODE_SIDE = 1600;

let canvas: HTMLCanvasElement | null = null;

function pixelsOf(source: DecodeSource): ImageData | null {
  const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
  const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
  if (!width || !height) return null;
  const scale = Math.min(1, MAX_DECODE_SIDE / Math.max(width, height));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  canvas ??= document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, w, h);
  return context.getImageData(0, 0, w, h);
}

export function createZxingDecoder(): BarcodeDecoder {
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
  return {
    kind: 'zxing',
    async decodeFrame(video) {
      const pixels = pixelsOf(video);
      return pixels ? readWithZxing(pixels) : [];
    },
    async decodeImage(image) {
      // The browser decodes every format it shows (HEIC on iPhones, WebP); ZXing alone reads
      // PNG, JPEG, BMP and GIF. Without createImageBitmap, hand ZXing the file as it is.
      if (typeof createImageBitmap !== 'function') return readWithZxing(image);
      const bitmap = await createImageBitmap(image);
      try {
        const pixels = pixelsOf(bitmap);
        return pixels ? readWithZxing(pixels) : [];
      } finally {
        bitmap.close();
      }
    },
  };
}
