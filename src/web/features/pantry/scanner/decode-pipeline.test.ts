import { beforeAll, describe, expect, test } from 'vitest';
import { prepareZxingInNode } from '../../../../../scripts/barcode-dev-photos';
import { barcodePicture, blankPicture } from '../../../../../scripts/barcode-test-pictures';
import { PassSource } from './decode-passes';
import { PHOTO_PASSES, decodePhoto, isValidRead, stepsOf } from './decode-pipeline';
import type { DecodedBarcode } from './decoder';
import { grayImage, toGray } from './gray-image';
import { readGray, type GrayReader } from './zxing-read';

/*
 * The pipeline with the real ZXing WebAssembly reader; `counting` only notes which passes ran.
 */

beforeAll(prepareZxingInNode);

function counting(): { read: GrayReader; calls: () => number } {
  let calls = 0;
  return {
    read: async (image, options) => {
      calls++;
      return readGray(image, options);
    },
    calls: () => calls,
  };
}

describe('the decode pipeline', () => {
  test('a clear code is read by the first pass, and no other pass runs', async () => {
    const counter = counting();
    const result = await decodePhoto(
      await barcodePicture({ bcid: 'ean13', text: '4006381333931' }),
      counter.read,
    );
    expect(result).toEqual({
      found: [{ text: '4006381333931', format: 'ean_13' }],
      step: { pass: 'base', view: 0 },
    });
    expect(counter.calls()).toBe(1);
  });

  test('a washed-out code the single pass misses is read by a later pass', async () => {
    const washedOut = await barcodePicture({ bcid: 'ean13', text: '4006381333931', ink: 100, paper: 125 });
    expect((await decodePhoto(washedOut, readGray, ['base'])).found).toEqual([]);
    const result = await decodePhoto(washedOut, readGray);
    expect(result.found).toEqual([{ text: '4006381333931', format: 'ean_13' }]);
    expect(result.step?.pass).not.toBe('base');
  });

  test('a picture without a code goes through every pass and reads nothing', async () => {
    const counter = counting();
    const blank = blankPicture();
    const result = await decodePhoto(blank, counter.read);
    expect(result).toEqual({ found: [], step: null });
    expect(counter.calls()).toBe(stepsOf(new PassSource(toGray(blank)), PHOTO_PASSES).length);
  });

  test('only reads with a valid check digit (or QR codes) count', () => {
    const read = (text: string, format: DecodedBarcode['format']) => isValidRead({ text, format });
    expect(read('4006381333931', 'ean_13')).toBe(true);
    expect(read('04252614', 'upc_e')).toBe(true);
    expect(read('4006381333932', 'ean_13')).toBe(false);
    expect(read('https://example.com', 'qr_code')).toBe(true);
  });

  test('a pass with several pictures has a step per picture; a pass that does not apply has none', () => {
    const large = new PassSource(grayImage(2000, 1500));
    expect(stepsOf(large, ['tiles-2x2', 'upscale'])).toEqual(
      [0, 1, 2, 3].map((view) => ({ pass: 'tiles-2x2', view })),
    );
    const small = new PassSource(grayImage(400, 300));
    expect(stepsOf(small, ['upscale'])).toEqual([{ pass: 'upscale', view: 0 }]);
  });
});
