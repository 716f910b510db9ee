/**
 * The scanner's dev set: a few hundred photos of product barcodes (EAN-13, EAN-8, UPC-A, UPC-E,
 * ISBN with a price add-on) drawn by bwip-js and degraded the ways phone photos are, each with the
 * digits a reader should find. Deterministic (one seed draws the same set on every machine) and
 * cached as JPEG files under .tmp/, keyed by the generator's version, so only the first run pays.
 *
 * Each photo has one main difficulty at a graded strength (a small code in a large frame, low
 * contrast, blur or shake, tilt and perspective, a curved label, glare and uneven light, a dim
 * noisy JPEG, a cluttered background, an ISBN with its add-on) and milder amounts of the others.
 *
 * Run: npx tsx scripts/barcode-dev-set.ts [--seed N] [--count N]  (prints the set's composition)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expandUpcE, gtinCheckDigit } from '../src/shared/domain/barcode';
import { renderScene, seededRandom, type Backdrop, type BarcodeKind, type SceneSpec } from './barcode-scene';

/** Bump whenever a change to the generator would draw different photos: the cache follows it. */
export const DEV_SET_VERSION = 1;
export const DEV_SET_SEED = 20260517;
export const DEV_SET_COUNT = 300;

export const DIFFICULTIES = [
  'small',
  'contrast',
  'blur',
  'angle',
  'curved',
  'glare',
  'dim',
  'clutter',
  'addon',
] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export type DevSetCase = {
  file: string;
  kind: BarcodeKind;
  /** The digits as printed under the code (UPC-A 12, UPC-E 8). */
  expected: string;
  difficulty: Difficulty;
  /** How hard the main difficulty was made, 0 (mild) to 1 (severe). */
  strength: number;
  width: number;
  height: number;
};

type Random = () => number;
const between = (random: Random, lo: number, hi: number) => lo + random() * (hi - lo);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
function pick<T>(random: Random, weighted: ReadonlyArray<readonly [T, number]>): T {
  let r = random() * weighted.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of weighted) if ((r -= w) < 0) return value;
  return weighted[weighted.length - 1]![0];
}
const digits = (random: Random, n: number) =>
  Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

/** A plausible code of the kind: real GS1 country prefixes, a valid check digit. */
function drawCode(kind: BarcodeKind, random: Random): { text: string; expected: string } {
  if (kind === 'ean13') {
    const prefix = pick(random, [
      ['40', 3],
      ['30', 2],
      ['50', 1],
      ['80', 1],
      ['84', 1],
      ['87', 1],
      ['54', 1],
      ['76', 1],
      ['69', 1],
      ['49', 1],
      ['88', 1],
      ['78', 1],
    ] as const);
    const body = prefix + digits(random, 10);
    const code = body + gtinCheckDigit(body);
    return { text: code, expected: code };
  }
  if (kind === 'ean8') {
    const body = String(3 + Math.floor(random() * 7)) + digits(random, 6);
    const code = body + gtinCheckDigit(body);
    return { text: code, expected: code };
  }
  if (kind === 'upca') {
    const body =
      pick(random, [
        ['0', 3],
        ['1', 1],
        ['6', 1],
        ['7', 2],
        ['8', 1],
      ] as const) + digits(random, 10);
    const code = body + gtinCheckDigit(body);
    return { text: code, expected: code };
  }
  if (kind === 'upce') {
    const body = `0${digits(random, 6)}`;
    const upcA = expandUpcE(`${body}0`)!;
    const code = body + gtinCheckDigit(upcA.slice(0, 11));
    return { text: code, expected: code };
  }
  const body = `97${random() < 0.8 ? 8 : 9}${digits(random, 9)}`;
  const isbn = body + gtinCheckDigit(body);
  // The add-on: a price code (5 = US dollars, 9 = none/other) beside the main code.
  const addOn = random() < 0.7 ? `5${digits(random, 4)}` : '90000';
  return { text: `${isbn} ${addOn}`, expected: isbn };
}

/** Phone photo sizes: most 1–3 megapixels, some small (messaging apps), a handful at 12 MP. */
const SIZES: ReadonlyArray<readonly [readonly [number, number], number]> = [
  [[320, 240], 2],
  [[480, 360], 3],
  [[640, 480], 4],
  [[800, 600], 4],
  [[1280, 960], 16],
  [[1440, 1080], 12],
  [[1600, 1200], 18],
  [[1920, 1080], 12],
  [[1920, 1440], 12],
  [[2048, 1536], 10],
  [[2592, 1944], 4],
  [[3264, 2448], 2],
  [[4032, 3024], 1.3],
];

/** One photo's description, drawn from its own seeded stream so that photos do not depend on each other. */
export function drawSpec(
  index: number,
  seed: number,
): { spec: SceneSpec; expected: string; difficulty: Difficulty; strength: number } {
  const random = seededRandom(seed * 7919 + index * 104729);
  const kind = pick(random, [
    ['ean13', 40],
    ['ean8', 12],
    ['upca', 17],
    ['upce', 13],
    ['isbn', 0],
  ] as const);
  const difficulty = DIFFICULTIES[index % DIFFICULTIES.length]!;
  const code = drawCode(difficulty === 'addon' ? 'isbn' : kind, random);
  const strength = random();
  const s = (which: Difficulty) => (which === difficulty ? strength : between(random, 0, 0.25));
  const [w, h] = pick(random, SIZES);
  const portrait = random() < 0.5;
  const width = portrait ? h : w;
  const height = portrait ? w : h;
  const long = Math.max(width, height);
  // Small photos are usually of the code alone; large ones show more of the pack.
  const baseShare = long <= 800 ? between(random, 0.45, 0.8) : between(random, 0.18, 0.5);
  // A small code is small in pixels per bar: from 3 px down to 1.1 px per module at full size,
  // which only a reader that zooms into the full-resolution photo can still read.
  const codeShare = difficulty === 'small' ? Math.min(0.3, (lerp(3, 1.1, strength) * 113) / long) : baseShare;
  const modulePx = (codeShare * long) / 113;
  const angle = s('angle');
  const turned = random() < 0.25 ? 90 : 0;
  const contrast = s('contrast');
  const inkLevel = lerp(between(random, 10, 50), 158, contrast);
  const paperLevel = lerp(between(random, 215, 250), 172, contrast);
  const tint = (level: number) =>
    [0, 1, 2].map(() => Math.max(0, Math.min(255, level + between(random, -18, 18)))) as unknown as [
      number,
      number,
      number,
    ];
  const glare = s('glare');
  const centre: [number, number] = [between(random, 0.3, 0.7), between(random, 0.3, 0.7)];
  const blur = s('blur');
  const shaken = difficulty === 'blur' && random() < 0.5;
  const dim = s('dim');
  const backdrop: Backdrop =
    difficulty === 'clutter'
      ? pick(random, [
          ['stripes', 2],
          ['packaging', 1],
        ] as const)
      : pick(random, [
          ['worktop', 1],
          ['packaging', 2],
          ['cloth', 1],
          ['stripes', 0.3],
        ] as const);
  const spec: SceneSpec = {
    kind: difficulty === 'addon' ? 'isbn' : kind,
    text: code.text,
    width,
    height,
    codeShare: difficulty === 'clutter' ? codeShare * lerp(1, 0.6, strength) : codeShare,
    centre,
    roll: turned + between(random, -1, 1) * lerp(4, 40, angle),
    pitch: between(random, -1, 1) * lerp(8, 55, angle),
    yaw: between(random, -1, 1) * lerp(8, 55, angle),
    wrap: difficulty === 'curved' ? lerp(30, 88, strength) : random() < 0.2 ? between(random, 5, 25) : 0,
    barHeightMm: between(random, 8, 23),
    ink: tint(inkLevel),
    paper: tint(paperLevel),
    backdrop,
    light: {
      gradient: lerp(0.1, 0.8, Math.max(glare, s('glare') * 0.5)) * between(random, 0.3, 1),
      angle: random() * Math.PI * 2,
      vignette: between(random, 0.05, 0.35),
      exposure: lerp(1, 0.22, dim),
      glare: glare > 0.3 || difficulty === 'glare' ? lerp(0.3, 1, glare) : 0,
      glareAt: [centre[0] + between(random, -0.12, 0.12), centre[1] + between(random, -0.08, 0.08)],
      glareRadius: between(random, 0.03, 0.12),
    },
    blur: modulePx * (difficulty === 'blur' && !shaken ? lerp(0.25, 0.85, blur) : between(random, 0.1, 0.3)),
    shake: shaken ? modulePx * lerp(0.8, 2.8, blur) : 0,
    shakeAngle: random() * 180,
    noise: lerp(between(random, 1, 3), 24, dim),
    jpegQuality: Math.round(lerp(between(random, 72, 92), 10, dim)),
    seed: seed + index,
  };
  return { spec, expected: code.expected, difficulty, strength };
}

export function devSetFolder(seed = DEV_SET_SEED, count = DEV_SET_COUNT): string {
  // A path string, not a URL object: under jsdom the global URL is not Node's.
  return path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    '.tmp',
    'barcode-dev-set',
    `v${DEV_SET_VERSION}-${seed}-${count}`,
  );
}

/** Photos drawn at once: sharp's work for one overlaps the JavaScript warps of another. */
const DRAW_CONCURRENCY = 3;

/** The dev set's photos and what each holds: drawn into the cache folder when missing. */
export async function loadDevSet(options: { seed?: number; count?: number } = {}): Promise<DevSetCase[]> {
  const seed = options.seed ?? DEV_SET_SEED;
  const count = options.count ?? DEV_SET_COUNT;
  const folder = devSetFolder(seed, count);
  const manifest = path.join(folder, 'manifest.json');
  // The manifest names files relative to its folder, so the cache survives a moved checkout.
  const located = (cases: DevSetCase[]) => cases.map((c) => ({ ...c, file: path.resolve(folder, c.file) }));
  if (existsSync(manifest)) return located(JSON.parse(readFileSync(manifest, 'utf8')) as DevSetCase[]);
  mkdirSync(folder, { recursive: true });
  const cases: DevSetCase[] = new Array(count);
  let next = 0;
  const drawer = async () => {
    for (let index = next++; index < count; index = next++) {
      const { spec, expected, difficulty, strength } = drawSpec(index, seed);
      const file = `${String(index).padStart(3, '0')}-${spec.kind}-${difficulty}.jpg`;
      writeFileSync(path.join(folder, file), await renderScene(spec));
      cases[index] = {
        file,
        kind: spec.kind,
        expected,
        difficulty,
        strength,
        width: spec.width,
        height: spec.height,
      };
    }
  };
  await Promise.all(Array.from({ length: DRAW_CONCURRENCY }, drawer));
  // Written last: a run stopped half-way leaves no manifest and draws again.
  writeFileSync(manifest, JSON.stringify(cases, null, 1));
  return located(cases);
}

function describe(cases: readonly DevSetCase[]): string {
  const count = <K extends string>(key: (c: DevSetCase) => K) => {
    const tally = new Map<K, number>();
    for (const c of cases) tally.set(key(c), (tally.get(key(c)) ?? 0) + 1);
    return [...tally].map(([k, n]) => `${k} ${n}`).join(', ');
  };
  const mp = (c: DevSetCase) => (c.width * c.height) / 1e6;
  const band = (c: DevSetCase) =>
    mp(c) < 1 ? '<1 MP' : mp(c) <= 3.2 ? '1-3 MP' : mp(c) < 10 ? '4-8 MP' : '12 MP';
  return [
    `${cases.length} photos`,
    `kinds: ${count((c) => c.kind)}`,
    `difficulties: ${count((c) => c.difficulty)}`,
    `sizes: ${count(band)}`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : undefined;
  };
  const started = performance.now();
  const cases = await loadDevSet({ seed: arg('--seed'), count: arg('--count') });
  console.log(describe(cases));
  console.log(
    `ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ${devSetFolder(arg('--seed'), arg('--count'))}`,
  );
}
