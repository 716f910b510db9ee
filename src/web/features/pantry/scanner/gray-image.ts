/**
 * Pictures as the decode pipeline sees them: plain pixel buffers, so that the same code runs in
 * a Web Worker in the browser and in Node in the tests (no canvas, no DOM).
 */

/** RGBA pixels, row after row: the shape of a canvas's ImageData. */
export type RgbaImage = { data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number };

/** One byte of luminance per pixel: what every pass works on, and what ZXing reads. */
export type GrayImage = { data: Uint8Array; width: number; height: number };

export function grayImage(width: number, height: number): GrayImage {
  return { data: new Uint8Array(width * height), width, height };
}

/** Luminance with ZXing's own weights (so a picture reads the same after the round trip). */
export function toGray(image: RgbaImage): GrayImage {
  const { data, width, height } = image;
  const gray = grayImage(width, height);
  const out = gray.data;
  for (let i = 0, o = 0; o < out.length; i += 4, o++) {
    out[o] = (306 * data[i]! + 601 * data[i + 1]! + 117 * data[i + 2]! + 512) >> 10;
  }
  return gray;
}

/** Grey pixels back as RGBA, the only pixel input ZXing's JavaScript API takes. */
export function toRgba(image: GrayImage): RgbaImage {
  const { data, width, height } = image;
  const rgba = new Uint8ClampedArray(width * height * 4);
  // One 32-bit write per pixel: R = G = B = the grey level, A = 255 (little-endian byte order).
  const words = new Uint32Array(rgba.buffer);
  for (let i = 0; i < data.length; i++) words[i] = 0xff000000 | (data[i]! * 0x010101);
  return { data: rgba, width, height };
}
