import { grayImage, type GrayImage } from './gray-image';

/**
 * The tone of a picture, for the decode passes that ZXing's own binarizers miss: contrast
 * stretched globally or tile by tile, a mild blur (JPEG blocks and sensor noise), sharpening (a
 * soft focus) and a local threshold. Pure functions over grey pixel buffers.
 */

/** The grey levels below which `low` and `high` of the pixels lie (a 256-bin histogram). */
export function levelsAt(image: GrayImage, low: number, high: number): [number, number] {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < image.data.length; i++) histogram[image.data[i]!]!++;
  const total = image.data.length;
  let seen = 0;
  let lo = 0;
  while (lo < 255 && seen + histogram[lo]! <= total * low) seen += histogram[lo++]!;
  seen = 0;
  let hi = 255;
  while (hi > 0 && seen + histogram[hi]! <= total * (1 - high)) seen += histogram[hi--]!;
  return [lo, Math.max(lo, hi)];
}

/**
 * Spreads the levels between the 1st and 99th percentiles over the full range: a washed-out
 * photo (grey bars on grey paper) gets black bars on white.
 */
export function stretchContrast(image: GrayImage, low = 0.01, high = 0.99): GrayImage {
  const [lo, hi] = levelsAt(image, low, high);
  const span = Math.max(1, hi - lo);
  const table = new Uint8Array(256);
  for (let v = 0; v < 256; v++) table[v] = Math.max(0, Math.min(255, Math.round(((v - lo) * 255) / span)));
  const out = grayImage(image.width, image.height);
  for (let i = 0; i < image.data.length; i++) out.data[i] = table[image.data[i]!]!;
  return out;
}

/**
 * Stretches contrast tile by tile (a grid of `tiles` across the longer side), each pixel's range
 * interpolated between the four nearest tile centres so that no seams appear: a code half in
 * shadow and half in glare gets the same black and white on both halves. A tile with almost no
 * contrast (`minSpan` levels) is stretched no further than that, so flat areas keep their noise
 * small.
 */
export function normalizeTiles(image: GrayImage, tiles = 8, minSpan = 32): GrayImage {
  const { width, height, data } = image;
  const size = Math.max(8, Math.ceil(Math.max(width, height) / tiles));
  const tx = Math.ceil(width / size);
  const ty = Math.ceil(height / size);
  const lows = new Float32Array(tx * ty);
  const highs = new Float32Array(tx * ty);
  for (let j = 0; j < ty; j++) {
    for (let i = 0; i < tx; i++) {
      let lo = 255;
      let hi = 0;
      // The darkest and lightest levels of a 4×-subsampled tile, enough for a range.
      for (let y = j * size; y < Math.min(height, (j + 1) * size); y += 2) {
        for (let x = i * size; x < Math.min(width, (i + 1) * size); x += 2) {
          const v = data[y * width + x]!;
          if (v < lo) lo = v;
          if (v > hi) hi = v;
        }
      }
      const mid = (lo + hi) / 2;
      const half = Math.max(hi - lo, minSpan) / 2;
      lows[j * tx + i] = mid - half;
      highs[j * tx + i] = mid + half;
    }
  }
  // Per row: each tile column's range interpolated down to this row, then across per pixel.
  const rowLows = new Float32Array(tx);
  const rowSpans = new Float32Array(tx);
  const out = grayImage(width, height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(ty - 1, Math.max(0, (y + 0.5) / size - 0.5));
    const j0 = Math.floor(fy);
    const j1 = Math.min(ty - 1, j0 + 1);
    const dy = fy - j0;
    for (let i = 0; i < tx; i++) {
      const lo = lows[j0 * tx + i]! * (1 - dy) + lows[j1 * tx + i]! * dy;
      const hi = highs[j0 * tx + i]! * (1 - dy) + highs[j1 * tx + i]! * dy;
      rowLows[i] = lo;
      rowSpans[i] = hi - lo;
    }
    const line = y * width;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(tx - 1, Math.max(0, (x + 0.5) / size - 0.5));
      const i0 = fx | 0;
      const i1 = i0 + 1 < tx ? i0 + 1 : i0;
      const dx = fx - i0;
      const lo = rowLows[i0]! * (1 - dx) + rowLows[i1]! * dx;
      const span = rowSpans[i0]! * (1 - dx) + rowSpans[i1]! * dx;
      const v = ((data[line + x]! - lo) * 255) / span;
      out.data[line + x] = v <= 0 ? 0 : v >= 255 ? 255 : v + 0.5;
    }
  }
  return out;
}

/** A box blur of the given radius along rows then columns (running sums: cost independent of radius). */
export function boxBlur(image: GrayImage, radius: number): GrayImage {
  if (radius < 1) return image;
  const { width, height } = image;
  const pass = (
    src: Uint8Array,
    dst: Uint8Array,
    length: number,
    lines: number,
    step: number,
    stride: number,
  ) => {
    const span = 2 * radius + 1;
    for (let line = 0; line < lines; line++) {
      const base = line * stride;
      // Edges repeat the first and last pixel.
      let sum = src[base]! * (radius + 1);
      for (let k = 1; k <= radius; k++) sum += src[base + Math.min(length - 1, k) * step]!;
      for (let i = 0; i < length; i++) {
        dst[base + i * step] = (sum / span + 0.5) | 0;
        const add = src[base + Math.min(length - 1, i + radius + 1) * step]!;
        const drop = src[base + Math.max(0, i - radius) * step]!;
        sum += add - drop;
      }
    }
  };
  const mid = new Uint8Array(width * height);
  pass(image.data, mid, width, height, 1, width);
  const out = grayImage(width, height);
  pass(mid, out.data, height, width, width, 1);
  return out;
}

/** Two box blurs: close to a Gaussian, without a Gaussian's cost. */
export function softBlur(image: GrayImage, radius = 1): GrayImage {
  return boxBlur(boxBlur(image, radius), radius);
}

/**
 * Unsharp masking: the picture plus `amount` times its difference from a blurred copy, which
 * steepens the edges of slightly out-of-focus bars.
 */
export function sharpen(image: GrayImage, amount = 1, radius = 1): GrayImage {
  const blurred = softBlur(image, radius);
  const out = grayImage(image.width, image.height);
  for (let i = 0; i < image.data.length; i++) {
    const v = image.data[i]! + amount * (image.data[i]! - blurred.data[i]!);
    out.data[i] = v <= 0 ? 0 : v >= 255 ? 255 : v;
  }
  return out;
}

/**
 * Black and white by comparing each pixel with the mean of its neighbourhood (`radius` pixels
 * around, from an integral image): a threshold that follows shadows and glare across the code.
 * Pixels within `bias` levels of flat are white, so paper noise does not become bars.
 */
export function thresholdLocal(image: GrayImage, radius = 12, bias = 6): GrayImage {
  const { width, height, data } = image;
  const stride = width + 1;
  const integral = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x]!;
      integral[(y + 1) * stride + x + 1] = integral[y * stride + x + 1]! + row;
    }
  }
  const out = grayImage(width, height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum =
        integral[y1 * stride + x1]! -
        integral[y0 * stride + x1]! -
        integral[y1 * stride + x0]! +
        integral[y0 * stride + x0]!;
      const mean = sum / ((x1 - x0) * (y1 - y0));
      out.data[y * width + x] = data[y * width + x]! < mean - bias ? 0 : 255;
    }
  }
  return out;
}
