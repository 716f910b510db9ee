import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { grayImage, toGray, toRgba, type GrayImage } from './gray-image';
import { crop, downscale, fitWithin, meanLevel, rotate, scale, upscale } from './pixel-geometry';

function picture(width: number, height: number, level: (x: number, y: number) => number): GrayImage {
  const image = grayImage(width, height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) image.data[y * width + x] = level(x, y);
  return image;
}

const mean = (image: GrayImage) => image.data.reduce((sum, v) => sum + v, 0) / image.data.length;

describe('grey pictures', () => {
  test('RGBA becomes grey with the weights ZXing uses, and grey goes back to RGBA unchanged', () => {
    const rgba = {
      data: new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 90, 90, 90, 255]),
      width: 4,
      height: 1,
    };
    const gray = toGray(rgba);
    expect([...gray.data]).toEqual([76, 150, 29, 90]);
    expect([...toRgba(gray).data]).toEqual([
      76, 76, 76, 255, 150, 150, 150, 255, 29, 29, 29, 255, 90, 90, 90, 255,
    ]);
  });
});

describe('crops and scaling', () => {
  test('a crop copies its rectangle, clipped to the picture', () => {
    const image = picture(4, 3, (x, y) => y * 10 + x);
    expect(crop(image, 1, 1, 2, 2)).toEqual({ data: new Uint8Array([11, 12, 21, 22]), width: 2, height: 2 });
    expect(crop(image, 3, 2, 5, 5)).toEqual({ data: new Uint8Array([23]), width: 1, height: 1 });
  });

  test('shrinking averages the pixels each new pixel covers: one-pixel bars become grey, not false bars', () => {
    const bars = picture(8, 2, (x) => (x % 2 === 0 ? 0 : 255));
    expect([...downscale(bars, 4, 1).data]).toEqual([128, 128, 128, 128]);
    const thirds = picture(3, 1, (x) => [0, 90, 255][x]!);
    expect([...downscale(thirds, 2, 1).data]).toEqual([30, 200]);
  });

  test('shrinking by any factor keeps the picture’s mean grey level', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 40 }),
        fc.integer({ min: 8, max: 40 }),
        fc.integer({ min: 0, max: 1000 }),
        (w, h, seed) => {
          const image = picture(w, h, (x, y) => ((x * 7919 + y * 104729 + seed) * 2654435761) >>> 24);
          const small = downscale(image, Math.max(1, w >> 1) + 1, Math.max(1, h >> 2) + 1);
          expect(Math.abs(mean(small) - mean(image))).toBeLessThan(1.5);
        },
      ),
    );
  });

  test('enlarging interpolates between pixels and keeps a flat picture flat', () => {
    const step = picture(2, 1, (x) => (x === 0 ? 0 : 200));
    expect([...upscale(step, 4, 1).data]).toEqual([0, 50, 150, 200]);
    expect(
      new Set(
        upscale(
          picture(3, 3, () => 77),
          7,
          5,
        ).data,
      ),
    ).toEqual(new Set([77]));
  });

  test('fitting within a size shrinks only larger pictures, keeping the aspect', () => {
    const photo = grayImage(4000, 3000);
    const fitted = fitWithin(photo, 1600);
    expect([fitted.width, fitted.height]).toEqual([1600, 1200]);
    const small = grayImage(800, 600);
    expect(fitWithin(small, 1600)).toBe(small);
    expect(scale(small, 1)).toBe(small);
    expect([scale(small, 2).width, scale(small, 2).height]).toEqual([1600, 1200]);
  });
});

describe('rotation', () => {
  test('a quarter turn swaps the sides and moves the corners clockwise', () => {
    const image = picture(3, 2, (x, y) => [10, 20, 30, 40, 50, 60][y * 3 + x]!);
    const turned = rotate(image, 90);
    expect([turned.width, turned.height]).toEqual([2, 3]);
    expect([...turned.data]).toEqual([40, 10, 50, 20, 60, 30]);
  });

  test('a small tilt grows the canvas to hold the whole picture and fills the new corners with its mean grey', () => {
    const image = picture(100, 50, (x) => (x < 50 ? 40 : 200));
    const tilted = rotate(image, 15);
    expect(tilted.width).toBe(Math.ceil(100 * Math.cos(Math.PI / 12) + 50 * Math.sin(Math.PI / 12)));
    expect(tilted.height).toBe(Math.ceil(100 * Math.sin(Math.PI / 12) + 50 * Math.cos(Math.PI / 12)));
    expect(tilted.data[0]).toBe(meanLevel(image));
    expect(
      tilted.data[Math.floor(tilted.height / 2) * tilted.width + Math.floor(tilted.width / 2)],
    ).toBeGreaterThan(30);
  });
});
