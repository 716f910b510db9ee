/**
 * The geometry and light of a phone photo of a barcode, on raw RGB pixels, for the scanner's dev
 * set (scripts/barcode-dev-set.ts): a label tilted in 3-D and seen in perspective, wrapped round
 * a can or a bottle, lit unevenly with a glare spot, and sensor noise. sharp does the rest (blur,
 * JPEG); these are the parts it has no operation for.
 */

/** Interleaved 8-bit RGB, row after row. */
export type RgbPixels = { data: Uint8Array; width: number; height: number };

type Point = readonly [number, number];
/** A 3×3 projective transform, row-major, with h[8] = 1. */
export type Homography = readonly number[];

/** The homography taking the four `from` points to the four `to` points (a direct linear solve). */
export function solveHomography(from: readonly Point[], to: readonly Point[]): Homography {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gauss-Jordan elimination with partial pivoting on the 8×9 augmented matrix.
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    const p = rows[col]!;
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const row = rows[r]!;
      const factor = row[col]! / p[col]!;
      for (let c = col; c < 9; c++) row[c]! -= factor * p[c]!;
    }
  }
  return [...rows.map((row, i) => row[8]! / row[i]!), 1];
}

export function applyHomography(h: Homography, x: number, y: number): [number, number] {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
}

/**
 * Where the corners of a flat label land in the photo: a rectangle of `width` × `height` pixels
 * centred at `centre`, turned by `roll` in the picture plane and tilted by `pitch` and `yaw` (degrees)
 * towards a pinhole camera whose focal length is `focal` pixels.
 */
export function projectLabel(options: {
  width: number;
  height: number;
  centre: Point;
  roll: number;
  pitch: number;
  yaw: number;
  focal: number;
}): Point[] {
  const { width, height, centre, focal } = options;
  const [a, b, c] = [options.pitch, options.yaw, options.roll].map((deg) => (deg * Math.PI) / 180);
  const corners: Point[] = [
    [-width / 2, -height / 2],
    [width / 2, -height / 2],
    [width / 2, height / 2],
    [-width / 2, height / 2],
  ];
  return corners.map(([x0, y0]) => {
    // Pitch about the x axis, then yaw about the y axis, then roll about the view axis.
    const y1 = y0 * Math.cos(a!);
    const z1 = y0 * Math.sin(a!);
    const x2 = x0 * Math.cos(b!) + z1 * Math.sin(b!);
    const z2 = -x0 * Math.sin(b!) + z1 * Math.cos(b!);
    const x3 = x2 * Math.cos(c!) - y1 * Math.sin(c!);
    const y3 = x2 * Math.sin(c!) + y1 * Math.cos(c!);
    const scale = focal / (focal + z2);
    return [centre[0] + x3 * scale, centre[1] + y3 * scale] as Point;
  });
}

/** How wide a label `width` wide looks when wrapped round a cylinder over a half-angle `wrap`. */
export function apparentWidth(width: number, wrap: number): number {
  return wrap > 0 ? (width / wrap) * Math.sin(wrap) : width;
}

/**
 * Draws `label` into `frame` onto the quadrilateral `quad` (its corners clockwise from top left),
 * wrapped round a cylinder whose axis runs along the bars: `wrap` is the half-angle (radians) the
 * label covers, 0 for a flat label. The label then looks narrower than printed, its edges
 * squeezed and darker, as on a can.
 */
export function drawLabel(frame: RgbPixels, label: RgbPixels, quad: readonly Point[], wrap: number): void {
  const seenWidth = apparentWidth(label.width, wrap);
  const radius = wrap > 0 ? label.width / 2 / wrap : 0;
  const rect: Point[] = [
    [0, 0],
    [seenWidth, 0],
    [seenWidth, label.height],
    [0, label.height],
  ];
  const toLabel = solveHomography(quad, rect);
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(frame.width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(frame.height - 1, Math.ceil(Math.max(...ys)));
  const { data: src, width: lw, height: lh } = label;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const [ua, v] = applyHomography(toLabel, x + 0.5, y + 0.5);
      if (ua < 0 || ua >= seenWidth || v < 0 || v >= lh) continue;
      let u = ua;
      let shade = 1;
      if (wrap > 0) {
        const offset = (ua - seenWidth / 2) / radius;
        const angle = Math.asin(Math.max(-1, Math.min(1, offset)));
        u = lw / 2 + angle * radius;
        // Light falls off towards the sides of the can.
        shade = 0.55 + 0.45 * Math.cos(angle);
      }
      const fx = Math.min(lw - 1.001, Math.max(0, u - 0.5));
      const fy = Math.min(lh - 1.001, Math.max(0, v - 0.5));
      const ix = Math.floor(fx);
      const iy = Math.floor(fy);
      const dx = fx - ix;
      const dy = fy - iy;
      const i00 = (iy * lw + ix) * 3;
      const i01 = i00 + 3;
      const i10 = i00 + lw * 3;
      const i11 = i10 + 3;
      const o = (y * frame.width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const top = src[i00 + c]! * (1 - dx) + src[i01 + c]! * dx;
        const bottom = src[i10 + c]! * (1 - dx) + src[i11 + c]! * dx;
        frame.data[o + c] = Math.round((top * (1 - dy) + bottom * dy) * shade);
      }
    }
  }
}

/**
 * Uneven light over the whole photo: its exposure, a linear fall-off of `gradient` across it at `angle`
 * (radians), a vignette, and a glare spot (a soft bright ellipse that washes the print out) of
 * `glare` strength at `glareAt` (fractions of the frame) with radius `glareRadius` (fraction of
 * the long side).
 */
export function light(
  frame: RgbPixels,
  options: {
    gradient: number;
    angle: number;
    vignette: number;
    /** Overall brightness: 1 for a well-lit photo, less for a dim kitchen. */
    exposure: number;
    glare: number;
    glareAt: Point;
    glareRadius: number;
  },
): void {
  const { width, height } = frame;
  // A clamped view rounds and clips on every write, which is what light does to a sensor.
  const data = new Uint8ClampedArray(frame.data.buffer, frame.data.byteOffset, frame.data.length);
  const long = Math.max(width, height);
  const cos = Math.cos(options.angle);
  const sin = Math.sin(options.angle);
  const gx = options.glareAt[0] * width;
  const gy = options.glareAt[1] * height;
  const gr2 = (options.glareRadius * long) ** 2;
  for (let y = 0; y < height; y++) {
    const ny = y / height - 0.5;
    for (let x = 0; x < width; x++) {
      const nx = x / width - 0.5;
      const gain =
        options.exposure *
        (1 + options.gradient * (nx * cos + ny * sin) * 2) *
        (1 - options.vignette * (nx * nx + ny * ny) * 2);
      const o = (y * width + x) * 3;
      const d2 = ((x - gx) * (x - gx)) / 1.8 + (y - gy) * (y - gy);
      if (options.glare > 0 && d2 < 9 * gr2) {
        const glare = options.glare * 255 * Math.exp(-d2 / gr2);
        for (let c = 0; c < 3; c++) {
          const value = data[o + c]! * gain;
          // Glare adds light and lifts the dark bars towards the white of the paper.
          data[o + c] = value + glare * (1 - value / 300);
        }
      } else {
        data[o] = data[o]! * gain;
        data[o + 1] = data[o + 1]! * gain;
        data[o + 2] = data[o + 2]! * gain;
      }
    }
  }
}

/** Sensor noise: Gaussian, `sigma` grey levels, from the given random source. */
export function addNoise(frame: RgbPixels, sigma: number, random: () => number): void {
  if (sigma <= 0) return;
  // A table of Gaussian samples (Box-Muller) indexed at random: a per-pixel logarithm and cosine
  // would make this the slowest step of drawing a photo.
  const table = new Float32Array(4096);
  for (let i = 0; i < table.length; i++) {
    table[i] = Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random()) * sigma;
  }
  const data = new Uint8ClampedArray(frame.data.buffer, frame.data.byteOffset, frame.data.length);
  let state = Math.floor(random() * 2 ** 32) >>> 0;
  for (let i = 0; i < data.length; i += 3) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    // The same noise on the three channels is luminance noise, as most of a phone's is.
    const n = table[state >>> 20]!;
    data[i] = data[i]! + n;
    data[i + 1] = data[i + 1]! + n;
    data[i + 2] = data[i + 2]! + n;
  }
}
