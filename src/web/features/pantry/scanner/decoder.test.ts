import { describe, expect, test, vi } from 'vitest';
import {
  createBarcodeDecoder,
  type BarcodeDecoder,
  type BarcodeDetectorClass,
  type DecodedBarcode,
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

describe('ZXing as the second opinion', () => {
  /** A stand-in for the ZXing decoder that sees what the test says and counts its calls. */
  function secondOpinion(found: DecodedBarcode[]) {
    const asked: string[] = [];
    const decoder: BarcodeDecoder = {
      kind: 'zxing',
      decodeFrame: async () => {
        asked.push('frame');
        return found;
      },
      decodeImage: async () => {
        asked.push('image');
        return found;
      },
    };
    return { asked, load: async () => decoder };
  }

  test('when the detector finds nothing on a frame, ZXing looks too, loaded on first need', async () => {
    const { Detector } = fakeDetector(['ean_13', 'ean_8']);
    const zxing = secondOpinion([{ text: '04252614', format: 'upc_e' }]);
    const decoder = await createBarcodeDecoder({ detector: Detector, loadZxing: zxing.load });
    expect(zxing.asked).toEqual([]);
    expect(await decoder.decodeFrame(document.createElement('video'))).toEqual([
      { text: '04252614', format: 'upc_e' },
    ]);
    expect(zxing.asked).toEqual(['frame']);
  });

  test('what the detector reads is not second-guessed', async () => {
    const { Detector } = fakeDetector(['ean_13'], [{ rawValue: '4006381333931', format: 'ean_13' }]);
    const zxing = secondOpinion([]);
    const decoder = await createBarcodeDecoder({ detector: Detector, loadZxing: zxing.load });
    await decoder.decodeFrame(document.createElement('video'));
    expect(zxing.asked).toEqual([]);
  });

  test('if ZXing cannot be loaded, the detector’s answer stands', async () => {
    const { Detector } = fakeDetector(['ean_13']);
    const decoder = await createBarcodeDecoder({
      detector: Detector,
      loadZxing: () => Promise.reject(new Error('offline')),
    });
    expect(await decoder.decodeFrame(document.createElement('video'))).toEqual([]);
  });
});
