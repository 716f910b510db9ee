/**
 * Renders one photo of the scanner's dev set (scripts/barcode-dev-set.ts) from its description: a
 * product barcode drawn by bwip-js on a printed label, placed on packaging, a worktop or cloth,
 * tilted and curved in 3-D, lit unevenly, blurred, noisy and saved as a JPEG, as a phone would.
 */
import bwipjs from 'bwip-js/node';
import sharp, { type Sharp } from 'sharp';
import { addNoise, apparentWidth, drawLabel, light, projectLabel, type RgbPixels } from './barcode-warp';

export type BarcodeKind = 'ean13' | 'ean8' | 'upca' | 'upce' | 'isbn';
export type Backdrop = 'worktop' | 'packaging' | 'stripes' | 'cloth';
type Rgb = readonly [number, number, number];

/** Everything that decides one photo; the dev set's generator draws these at random. */
export type SceneSpec = {
  kind: BarcodeKind;
  /** What bwip-js encodes: the digits, and for an ISBN its price add-on after a space. */
  text: string;
  width: number;
  height: number;
  /** The code's printed width as a share of the photo's long side. */
  codeShare: number;
  /** Where the code's centre is, as fractions of the photo's width and height. */
  centre: readonly [number, number];
  roll: number;
  pitch: number;
  yaw: number;
  /** Half-angle in degrees of a cylinder the label is wrapped round; 0 when flat. */
  wrap: number;
  barHeightMm: number;
  ink: Rgb;
  paper: Rgb;
  backdrop: Backdrop;
  light: Parameters<typeof light>[1];
  /** Gaussian blur (out of focus), in pixels of the photo. */
  blur: number;
  /** Camera shake: length in pixels and direction in degrees; 0 for none. */
  shake: number;
  shakeAngle: number;
  noise: number;
  jpegQuality: number;
  /** Seed of the backdrop's shapes and the noise. */
  seed: number;
};

/** A small seeded generator (mulberry32): the same seed draws the same photo on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'Organic',
  'Whole milk',
  'Net wt 500 g',
  'Ingredients',
  'Best before',
  'Bio',
  'Lait entier',
  'Leche',
  'Vollkorn',
  '有机',
  'Nutrition facts',
  'Energy 1520 kJ',
  'Keep refrigerated',
  'Made in EU',
  'Recycle',
];

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** The backdrop as SVG at a reduced size (librsvg draws it; sharp enlarges it to the photo). */
function backdropSvg(kind: Backdrop, width: number, height: number, random: () => number): string {
  const colour = (lo: number, hi: number): Rgb =>
    [0, 1, 2].map(() => lo + random() * (hi - lo)) as unknown as Rgb;
  const parts: string[] = [];
  const base = colour(40, 230);
  parts.push(`<rect width="${width}" height="${height}" fill="${hex(base)}"/>`);
  if (kind === 'worktop') {
    parts.push(
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hex(colour(120, 240))}"/><stop offset="1" stop-color="${hex(colour(60, 200))}"/></linearGradient></defs>`,
      `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    );
  } else if (kind === 'cloth') {
    parts.push(
      `<filter id="t"><feTurbulence type="fractalNoise" baseFrequency="${(0.01 + random() * 0.05).toFixed(3)} ${(0.05 + random() * 0.3).toFixed(3)}" numOctaves="3" seed="${Math.floor(random() * 1000)}"/><feColorMatrix type="saturate" values="0.2"/></filter>`,
      `<rect width="${width}" height="${height}" filter="url(#t)" opacity="0.8"/>`,
    );
  } else if (kind === 'stripes') {
    // Regular lines (a striped tea towel, a nutrition table): what a linear reader may take for bars.
    const gap = 4 + random() * 14;
    const angle = random() * 180;
    const stroke = hex(colour(0, 120));
    const lines: string[] = [];
    const span = Math.hypot(width, height);
    for (let x = -span; x < span; x += gap)
      lines.push(`<line x1="${x.toFixed(1)}" y1="${-span}" x2="${x.toFixed(1)}" y2="${span}"/>`);
    parts.push(
      `<g stroke="${stroke}" stroke-width="${(1 + random() * gap * 0.4).toFixed(1)}" transform="translate(${width / 2} ${height / 2}) rotate(${angle.toFixed(0)})">${lines.join('')}</g>`,
    );
  }
  if (kind === 'packaging' || kind === 'stripes') {
    for (let i = 0; i < 6 + random() * 10; i++) {
      const x = random() * width;
      const y = random() * height;
      const s = (0.05 + random() * 0.3) * width;
      parts.push(
        random() < 0.5
          ? `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${s.toFixed(0)}" height="${(s * (0.3 + random())).toFixed(0)}" fill="${hex(colour(0, 255))}" opacity="${(0.5 + random() * 0.5).toFixed(2)}"/>`
          : `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(s / 2).toFixed(0)}" fill="${hex(colour(0, 255))}" opacity="${(0.5 + random() * 0.5).toFixed(2)}"/>`,
      );
    }
  }
  if (kind !== 'worktop') {
    for (let i = 0; i < 3 + random() * 8; i++) {
      const size = (0.02 + random() * 0.06) * height;
      const word = WORDS[Math.floor(random() * WORDS.length)]!;
      parts.push(
        `<text x="${(random() * width).toFixed(0)}" y="${(random() * height).toFixed(0)}" font-family="${random() < 0.5 ? 'DejaVu Sans' : 'Liberation Serif'}" font-size="${size.toFixed(0)}" fill="${hex(colour(0, 255))}">${word}</text>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

async function rawRgb(image: Sharp): Promise<RgbPixels> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/** Modules across each kind, quiet zones and the digit printed before an EAN-13 included. */
const MODULES: Record<BarcodeKind, number> = { ean13: 113, ean8: 81, upca: 113, upce: 67, isbn: 113 };

/**
 * The printed label: bwip-js's black-on-white code recoloured to the ink and paper, drawn with
 * about `modulePx` pixels per module so that the warp never shrinks it by much (no aliasing).
 */
async function renderLabel(spec: SceneSpec, modulePx: number): Promise<RgbPixels> {
  const scale = Math.max(1, Math.min(8, Math.ceil(modulePx * 1.5)));
  const bcid = spec.kind === 'isbn' ? 'ean13' : spec.kind;
  const png = await bwipjs.toBuffer({
    bcid,
    text: spec.text,
    scale,
    height: spec.barHeightMm,
    includetext: true,
    paddingwidth: 12,
    paddingheight: 6,
    backgroundcolor: 'FFFFFF',
  });
  const label = await rawRgb(sharp(png).flatten({ background: '#ffffff' }));
  const { data } = label;
  for (let i = 0; i < data.length; i += 3) {
    const t = (data[i]! + data[i + 1]! + data[i + 2]!) / 765;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round(spec.ink[c]! * (1 - t) + spec.paper[c]! * t);
  }
  return label;
}

/** The photo as JPEG bytes. */
export async function renderScene(spec: SceneSpec): Promise<Buffer> {
  const random = seededRandom(spec.seed);
  const long = Math.max(spec.width, spec.height);
  // librsvg's turbulence filter is slow: cloth is drawn smaller and enlarged (it is soft anyway).
  const small = Math.min(1, (spec.backdrop === 'cloth' ? 300 : 900) / long);
  const svg = backdropSvg(
    spec.backdrop,
    Math.round(spec.width * small),
    Math.round(spec.height * small),
    random,
  );
  // Rasterised first, then enlarged (bilinear is plenty for a backdrop): resizing the SVG itself
  // would make librsvg draw it full size.
  const drawn = await rawRgb(sharp(Buffer.from(svg)));
  const frame = await rawRgb(
    sharp(drawn.data, { raw: { width: drawn.width, height: drawn.height, channels: 3 } }).resize(
      spec.width,
      spec.height,
      {
        fit: 'fill',
        kernel: 'linear',
      },
    ),
  );

  const bwipModules = MODULES[spec.kind] + (spec.kind === 'isbn' ? 58 : 0);
  const codeWidth = spec.codeShare * long;
  const label = await renderLabel(spec, codeWidth / bwipModules);
  const wrap = (spec.wrap * Math.PI) / 180;
  const scale = codeWidth / label.width;
  const quad = fitInFrame(spec, (share) =>
    projectLabel({
      width: apparentWidth(label.width, wrap) * scale * share,
      height: label.height * scale * share,
      centre: [spec.centre[0] * spec.width, spec.centre[1] * spec.height],
      roll: spec.roll,
      pitch: spec.pitch,
      yaw: spec.yaw,
      focal: long * 1.2,
    }),
  );
  drawLabel(frame, label, quad, wrap);
  light(frame, spec.light);

  let optics = sharp(frame.data, { raw: { width: frame.width, height: frame.height, channels: 3 } });
  if (spec.blur >= 0.3) optics = optics.blur(spec.blur);
  if (spec.shake >= 2) optics = optics.convolve(shakeKernel(spec.shake, spec.shakeAngle));
  const blurred = await rawRgb(optics);
  addNoise(blurred, spec.noise, random);
  return sharp(blurred.data, { raw: { width: blurred.width, height: blurred.height, channels: 3 } })
    .jpeg({ quality: spec.jpegQuality })
    .toBuffer();
}

type Quad = ReturnType<typeof projectLabel>;

/**
 * The label where the spec puts it, moved (then shrunk) until it lies wholly inside the photo
 * with a small margin: people photograph the whole code.
 */
function fitInFrame(spec: SceneSpec, place: (share: number) => Quad): Quad {
  const margin = 0.02 * Math.min(spec.width, spec.height);
  for (let share = 1; ; share *= 0.9) {
    const quad = place(share);
    const xs = quad.map((p) => p[0]);
    const ys = quad.map((p) => p[1]);
    const [left, right] = [Math.min(...xs), Math.max(...xs)];
    const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
    if (right - left > spec.width - 2 * margin || bottom - top > spec.height - 2 * margin) continue;
    const dx = Math.max(0, margin - left) - Math.max(0, right - (spec.width - margin));
    const dy = Math.max(0, margin - top) - Math.max(0, bottom - (spec.height - margin));
    return quad.map(([x, y]) => [x + dx, y + dy] as const);
  }
}

/** A line `length` pixels long at `angle` degrees: the smear of a hand that moved. */
function shakeKernel(length: number, angle: number): { width: number; height: number; kernel: number[] } {
  const size = Math.round(length) | 1;
  const kernel = new Array<number>(size * size).fill(0);
  const r = (size - 1) / 2;
  const cos = Math.cos((angle * Math.PI) / 180);
  const sin = Math.sin((angle * Math.PI) / 180);
  for (let t = -r; t <= r; t += 0.25) {
    const x = Math.round(r + t * cos);
    const y = Math.round(r + t * sin);
    kernel[y * size + x] = 1;
  }
  return { width: size, height: size, kernel };
}
