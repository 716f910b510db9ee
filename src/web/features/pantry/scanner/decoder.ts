/**
 * Barcode decoding in the browser: the platform's BarcodeDetector when it reads retail codes
 * (Android Chrome, Safari 17+ on Apple devices), else ZXing compiled to WebAssembly, served from our
 * own origin and loaded only when a scan starts so that no page pays for it. ZXing runs a pipeline
 * of decode passes in a Web Worker (decode-pipeline.ts) and is also the detector's second opinion.
 */

/** The formats a kitchen scans, named as BarcodeDetector names them. */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'qr_code'] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];

export type DecodedBarcode = { text: string; format: ScanFormat };

/** A video frame (the camera) or a decoded picture. */
export type DecodeSource = HTMLVideoElement | ImageBitmap;

export type BarcodeDecoder = {
  kind: 'native' | 'zxing';
  /** The codes in the camera's current frame, best first; empty when none. */
  decodeFrame(video: HTMLVideoElement): Promise<DecodedBarcode[]>;
  /** The codes in a picture file (an upload, a photo from the native camera). */
  decodeImage(image: Blob): Promise<DecodedBarcode[]>;
};

/** What the scanner needs to get a decoder; tests pass their own. */
export type DecoderLoader = () => Promise<BarcodeDecoder>;

/** The slice of the Barcode Detection API used here (not in TypeScript's DOM library yet). */
export type DetectedBarcodeLike = { rawValue: string; format: string };
export type BarcodeDetectorLike = { detect(source: ImageBitmapSource): Promise<DetectedBarcodeLike[]> };
export type BarcodeDetectorClass = {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
};

export function isScanFormat(value: string): value is ScanFormat {
  return (SCAN_FORMATS as readonly string[]).includes(value);
}

function platformDetector(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

/**
 * A decoder over the platform's BarcodeDetector, limited to the formats it supports. When the
 * detector finds nothing, `secondOpinion` (the ZXing pipeline, loaded on first need) looks too:
 * it reads codes the detector misses, and formats it lacks.
 */
export function nativeDecoder(
  Detector: BarcodeDetectorClass,
  formats: ScanFormat[],
  secondOpinion?: DecoderLoader,
): BarcodeDecoder {
  const detector = new Detector({ formats });
  const detect = async (source: ImageBitmapSource) =>
    (await detector.detect(source)).flatMap((barcode) =>
      isScanFormat(barcode.format) ? [{ text: barcode.rawValue, format: barcode.format }] : [],
    );
  let fallback: Promise<BarcodeDecoder> | null = null;
  const askFallback = async (ask: (decoder: BarcodeDecoder) => Promise<DecodedBarcode[]>) => {
    if (!secondOpinion) return [];
    fallback ??= secondOpinion().catch((error: unknown) => {
      fallback = null;
      throw error;
    });
    // The detector's own answer (nothing) stands when ZXing cannot be loaded.
    return fallback.then(ask).catch(() => []);
  };
  return {
    kind: 'native',
    async decodeFrame(video) {
      const found = await detect(video);
      return found.length > 0 ? found : askFallback((zxing) => zxing.decodeFrame(video));
    },
    async decodeImage(image) {
      const bitmap = await createImageBitmap(image);
      let found: DecodedBarcode[];
      try {
        found = await detect(bitmap);
      } finally {
        bitmap.close();
      }
      return found.length > 0 ? found : askFallback((zxing) => zxing.decodeImage(image));
    },
  };
}

export const loadZxingDecoder: DecoderLoader = () =>
  import('./zxing-decoder').then((module) => module.createZxingDecoder());

/**
 * The best decoder here: BarcodeDetector when present and able to read EAN-13 (some desktop
 * browsers expose the API with no formats), with ZXing as its second opinion; else ZXing.
 */
export async function createBarcodeDecoder(
  options: { detector?: BarcodeDetectorClass | undefined; loadZxing?: DecoderLoader } = {},
): Promise<BarcodeDecoder> {
  const Detector = 'detector' in options ? options.detector : platformDetector();
  if (Detector) {
    let supported: readonly string[] = SCAN_FORMATS;
    if (Detector.getSupportedFormats) {
      supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
    }
    const formats = SCAN_FORMATS.filter((format) => supported.includes(format));
    if (formats.includes('ean_13'))
      return nativeDecoder(Detector, formats, options.loadZxing ?? loadZxingDecoder);
  }
  return (options.loadZxing ?? loadZxingDecoder)();
}
