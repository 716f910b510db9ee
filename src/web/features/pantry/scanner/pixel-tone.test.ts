import { describe, expect, test } from 'vitest';
import { grayImage, type GrayImage } from './gray-image';
import {
  boxBlur,
  levelsAt,
  normalizeTiles,
  sharpen,
  softBlur,
  stretchContrast,
  thresholdLocal,
} from './pixel-tone';

function picture(width: number, height: number, level: (x: number, y: number) => number): GrayImage {
  const image = grayImage(width, height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) image.data[y * width + x] = level(x, y);
  return image;
}

const at = (image: GrayImage, x: number, y: number) => image.data[y * image.width + x]!;
/** Bars 4 px wide, alternating dark and light, at the given levels. */
const bars = (dark: number, light: number) => (x: number) => (Math.floor(x / 4) % 2 === 0 ? dark : light);

describe('contrast', () => {
  test('the levels below which a share of the pixels lie', () => {
    const image = picture(100, 1, (x) => x);
    expect(levelsAt(image, 0.25, 0.75)).toEqual([25, 74]);
  });

  test('a washed-out code (grey bars on grey paper) is stretched to black on white', () => {
    const washed = picture(64, 4, bars(110, 150));
    const stretched = stretchContrast(washed);
    expect(new Set(stretched.data)).toEqual(new Set([0, 255]));
  });

  test('tile by tile, a code half in shadow and half in glare gets the same black and white on both halves', () => {
    const uneven = picture(256, 64, (x) => (x < 128 ? bars(20, 70)(x) : bars(170, 235)(x)));
    const even = normalizeTiles(uneven, 8);
    for (const x of [8, 40, 200, 232]) {
      expect(at(even, x + 1, 32)).toBeLessThan(40);
      expect(at(even, x + 5, 32)).toBeGreaterThan(215);
    }
  });

  test('a flat area is stretched no further than its minimum span: noise stays small', () => {
    const flat = picture(64, 64, (x, y) => 128 + ((x * 31 + y * 17) % 5) - 2);
    const out = normalizeTiles(flat, 8, 32);
    expect(Math.max(...out.data) - Math.min(...out.data)).toBeLessThanOrEqual(40);
  });
});

describe('blur and sharpening', () => {
  test('a box blur averages a pixel with its neighbours and keeps a flat picture flat', () => {
    const dot = picture(5, 5, (x, y) => (x === 2 && y === 2 ? 225 : 0));
    const blurred = boxBlur(dot, 1);
    expect(at(blurred, 2, 2)).toBe(25);
    expect(at(blurred, 1, 1)).toBe(25);
    expect(at(blurred, 0, 0)).toBe(0);
    expect(
      new Set(
        softBlur(
          picture(9, 9, () => 90),
          2,
        ).data,
      ),
    ).toEqual(new Set([90]));
    const same = picture(3, 3, () => 1);
    expect(boxBlur(same, 0)).toBe(same);
  });

  test('sharpening steepens a soft edge and leaves flat areas alone', () => {
    const soft = softBlur(
      picture(32, 8, (x) => (x < 16 ? 60 : 190)),
      2,
    );
    const sharp = sharpen(soft, 1, 1);
    expect(at(sharp, 14, 4)).toBeLessThan(at(soft, 14, 4));
    expect(at(sharp, 17, 4)).toBeGreaterThan(at(soft, 17, 4));
    expect(at(sharp, 2, 4)).toBe(at(soft, 2, 4));
  });
});

describe('local threshold', () => {
  test('bars become black and paper white, even under a strong light gradient', () => {
    const lit = picture(128, 16, (x) => Math.round(bars(0, 90)(x) + x * 1.2));
    const binary = thresholdLocal(lit, 6, 6);
    for (const x of [9, 57, 121]) expect(at(binary, x, 8)).toBe(0);
    for (const x of [5, 53, 117]) expect(at(binary, x, 8)).toBe(255);
  });
});
