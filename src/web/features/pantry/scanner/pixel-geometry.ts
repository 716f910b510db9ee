import { grayImage, type GrayImage } from './gray-image';

/**
 * Where a decode pass looks and at what size: crops, scaling and small rotations of a grey
 * picture. Pure functions over pixel buffers (the scanner's Web Worker and the Node tests share
 * them); each returns a new picture and leaves its input alone.
 */

/** The rectangle (clipped to the picture) as a picture of its own. */
export function crop(image: GrayImage, x: number, y: number, width: number, height: number): GrayImage {
  const left = Math.max(0, Math.round(x));
  const top = Math.max(0, Math.round(y));
  const w = Math.max(1, Math.min(image.width - left, Math.round(width)));
  const h = Math.max(1, Math.min(image.height - top, Math.round(height)));
  const out = grayImage(w, h);
  for (let row = 0; row < h; row++) {
    const from = (top + row) * image.width + left;
    out.data.set(image.data.subarray(from, from + w), row * w);
  }
  return out;
}

/**
 * Box-filter weights for resampling one axis from `from` to `to` pixels: each output pixel
 * averages the source pixels it covers (area averaging), so thin bars fade rather than vanish
 * or alias into false bars, as they would with nearest-neighbour or plain bilinear sampling.
 */
function areaWeights(from: number, to: number): { start: Int32Array; weights: Float32Array[] } {
  const ratio = from / to;
  const start = new Int32Array(to);
  const weights: Float32Array[] = [];
  for (let o = 0; o < to; o++) {
    const a = o * ratio;
    const b = a + ratio;
    const first = Math.floor(a);
    const last = Math.min(from - 1, Math.ceil(b) - 1);
    const w = new Float32Array(last - first + 1);
    for (let s = first; s <= last; s++) w[s - first] = (Math.min(b, s + 1) - Math.max(a, s)) / ratio;
    start[o] = first;
    weights.push(w);
  }
  return { start, weights };
}

/** Shrinks the picture to `width` × `height` by area averaging (both no larger than the picture). */
export function downscale(image: GrayImage, width: number, height: number): GrayImage {
  const cols = areaWeights(image.width, width);
  const rows = areaWeights(image.height, height);
  // Rows first into a float buffer, then columns: two cheap passes instead of one 2-D filter.
  const mid = new Float32Array(width * image.height);
  for (let y = 0; y < image.height; y++) {
    const line = y * image.width;
    for (let x = 0; x < width; x++) {
      const w = cols.weights[x]!;
      let sum = 0;
      for (let k = 0, s = line + cols.start[x]!; k < w.length; k++, s++) sum += image.data[s]! * w[k]!;
      mid[y * width + x] = sum;
    }
  }
  const out = grayImage(width, height);
  for (let y = 0; y < height; y++) {
    const w = rows.weights[y]!;
    const first = rows.start[y]!;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = 0; k < w.length; k++) sum += mid[(first + k) * width + x]! * w[k]!;
      out.data[y * width + x] = sum + 0.5;
    }
  }
  return out;
}

/** Enlarges the picture to `width` × `height` by bilinear interpolation (pixel centres aligned). */
export function upscale(image: GrayImage, width: number, height: number): GrayImage {
  const out = grayImage(width, height);
  const sx = image.width / width;
  const sy = image.height / height;
  const maxX = image.width - 1;
  const maxY = image.height - 1;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(maxY, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(maxY, y0 + 1);
    const dy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(maxX, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(maxX, x0 + 1);
      const dx = fx - x0;
      const top = image.data[y0 * image.width + x0]! * (1 - dx) + image.data[y0 * image.width + x1]! * dx;
      const bottom = image.data[y1 * image.width + x0]! * (1 - dx) + image.data[y1 * image.width + x1]! * dx;
      out.data[y * width + x] = top * (1 - dy) + bottom * dy + 0.5;
    }
  }
  return out;
}

/** The picture scaled by `factor` (area averaging down, bilinear up); the same picture at 1. */
export function scale(image: GrayImage, factor: number): GrayImage {
  const width = Math.max(1, Math.round(image.width * factor));
  const height = Math.max(1, Math.round(image.height * factor));
  if (width === image.width && height === image.height) return image;
  return factor < 1 ? downscale(image, width, height) : upscale(image, width, height);
}

/** The picture shrunk so that its longer side is at most `maxSide`; the same picture when it fits. */
export function fitWithin(image: GrayImage, maxSide: number): GrayImage {
  const long = Math.max(image.width, image.height);
  return long <= maxSide ? image : scale(image, maxSide / long);
}

/** The picture scaled so that its longer side is `side` exactly (down or up). */
export function scaleToSide(image: GrayImage, side: number): GrayImage {
  return scale(image, side / Math.max(image.width, image.height));
}

/** The picture's mean grey level (what a rotation fills its new corners with). */
export function meanLevel(image: GrayImage): number {
  let sum = 0;
  // Every 7th pixel is plenty for a mean and keeps this cheap on large pictures.
  for (let i = 0; i < image.data.length; i += 7) sum += image.data[i]!;
  return Math.round(sum / Math.ceil(image.data.length / 7));
}

/**
 * The picture turned by `degrees` (clockwise) about its centre, on a canvas grown to hold all of
 * it, corners filled with the mean grey so that no hard edge is added. For the few degrees to
 * tens of degrees a hand tilts a code; ZXing itself tries quarter turns.
 */
export function rotate(image: GrayImage, degrees: number): GrayImage {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const width = Math.ceil(Math.abs(image.width * cos) + Math.abs(image.height * sin));
  const height = Math.ceil(Math.abs(image.width * sin) + Math.abs(image.height * cos));
  const out = grayImage(width, height);
  out.data.fill(meanLevel(image));
  const cx = image.width / 2;
  const cy = image.height / 2;
  const ox = width / 2;
  const oy = height / 2;
  const { data, width: w } = image;
  const maxX = image.width - 1;
  const maxY = image.height - 1;
  for (let y = 0; y < height; y++) {
    const ry = y + 0.5 - oy;
    for (let x = 0; x < width; x++) {
      const rx = x + 0.5 - ox;
      // The inverse rotation finds where this output pixel comes from.
      let fx = rx * cos + ry * sin + cx - 0.5;
      let fy = -rx * sin + ry * cos + cy - 0.5;
      if (fx < -0.5 || fy < -0.5 || fx > maxX + 0.5 || fy > maxY + 0.5) continue;
      fx = Math.min(maxX, Math.max(0, fx));
      fy = Math.min(maxY, Math.max(0, fy));
      const x0 = fx | 0;
      const y0 = fy | 0;
      const dx = fx - x0;
      const dy = fy - y0;
      const right = x0 < maxX ? 1 : 0;
      const below = y0 < maxY ? w : 0;
      const i = y0 * w + x0;
      const top = data[i]! * (1 - dx) + data[i + right]! * dx;
      const bottom = data[i + below]! * (1 - dx) + data[i + below + right]! * dx;
      out.data[y * width + x] = top * (1 - dy) + bottom * dy + 0.5;
    }
  }
  return out;
}
