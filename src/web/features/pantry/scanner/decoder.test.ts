import { describe, expect, test, vi } from 'vitest';
import {
  createBarcodeDecoder,
  type BarcodeDecoder,
  type BarcodeDetectorClass,
  type DetectedBarcodeLike,
} from './decoder';

/** A stand-in for the browser's BarcodeDetector (a platform API, not ours). */
function fakeDetector(supported: string[] | null, found: DetectedBarcodeLike[] = []) {
  const created: Array<{ formats: string[] } | undefined> = [];
  const Detector = class {
    constructor(options?: { formats: string[] }) {
      created.push(options);
    }
    async detect() {
      return found;
    }
  } as unknown as BarcodeDetectorClass;
  if (supported) Detector.getSupportedFormats = async () => supported;
  return { Detector, created };
}

const zxing: BarcodeDecoder = { kind: 'zxing', decodeFrame: async () => [], decodeImage: async () => [] };

describe('choosing the decoder', () => {
  test('uses the platform BarcodeDetector when it reads retail codes, asking only for formats it has', async () => {
    const { Detector, created } = fakeDetector(['qr_code', 'ean_13', 'code_128', 'upc_a']);
    const loadZxing = vi.fn(async () => zxing);
    const decoder = await createBarcodeDecoder({ detector: Detector, loadZxing });
    expect(decoder.kind).toBe('native');
    expect(created).toEqual([{ formats: ['ean_13', 'upc_a', 'qr_code'] }]);
    expect(loadZxing).not.toHaveBeenCalled();
  });

  test('falls back to ZXing without BarcodeDetector', async () => {
    const decoder = await createBarcodeDecoder({ detector: undefined, loadZxing: async () => zxing });
    expect(decoder).toBe(zxing);
  });

  test('falls back to ZXing when BarcodeDetector exists but cannot read EAN-13', async () => {
    const { Detector } = fakeDetector(['qr_code']);
    const decoder = await createBarcodeDecoder({ detector: Detector, loadZxing: async () => zxing });
    expect(decoder.kind).toBe('zxing');
  });

  test('the native decoder reports our formats and drops the others', async () => {
    const { Detector } = fakeDetector(null, [
      { rawValue: 'ABC-123', format: 'code_128' },
      { rawValue: '4006381333931', format: 'ean_13' },
    ]);
    const decoder = await createBarcodeDecoder({ detector: Detector, loadZxing: async () => zxing });
    const video = document.createElement('video');
    expect(await decoder.decodeFrame(video)).toEqual([{ text: '4006381333931', format: 'ean_13' }]);
  });
});
