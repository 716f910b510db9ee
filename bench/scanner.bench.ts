/**
 * The scanner's decode pipeline, timed on the dev set (scripts/barcode-dev-set.ts), in Node with
 * the real ZXing WebAssembly reader, one photo at a time as the decode worker runs them.
 *
 * - A picked photo: the whole pipeline once, from RGBA pixels (at most PHOTO_MAX_SIDE, as the page
 *   draws them) to the answer; p50/p95 over all photos and over those read. Target: p95 < 300 ms.
 * - A camera frame: the photo at the camera's 1280 px, up to FRAMES successive frames of it, each
 *   running the step the frame schedule gives it (the first pass, or one further step); p50/p95 per
 *   frame, and how many photos two agreeing frames accept. Target: p95 < 50 ms per frame.
 * Each with the single pass of before in the same run, for the ratio. JPEG decoding is not timed
 * (the browser's createImageBitmap does it before the worker sees the pixels).
 *
 * Run: npm run bench:scanner   (BENCH_PHOTOS=100 for a shorter run)
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadDevSet } from '../scripts/barcode-dev-set';
import { judge, loadPhoto, prepareZxingInNode } from '../scripts/barcode-dev-photos';
import { percentile } from '../scripts/barcode-greedy';
import {
  PHOTO_MAX_SIDE,
  decodeFrameSteps,
  decodePhoto,
} from '../src/web/features/pantry/scanner/decode-pipeline';
import {
  CAMERA_FIRST_STEP,
  FrameAgreement,
  FrameSchedule,
} from '../src/web/features/pantry/scanner/frame-schedule';
import { readGray } from '../src/web/features/pantry/scanner/zxing-read';

const FRAMES = 10;
const PHOTO_TARGET_MS = 300;
const FRAME_TARGET_MS = 50;

type Timings = { all: number[]; read: number[]; right: number; wrong: number };
const timings = (): Timings => ({ all: [], read: [], right: 0, wrong: 0 });

function line(name: string, t: Timings, total: number, target: number): string {
  const p95 = percentile(t.all, 0.95);
  const pct = (n: number) => `${((100 * n) / total).toFixed(1)} %`;
  return [
    name.padEnd(26),
    `read ${pct(t.right).padStart(7)}`,
    `wrong ${pct(t.wrong).padStart(6)}`,
    `p50 ${percentile(t.all, 0.5).toFixed(1).padStart(6)} ms`,
    `p95 ${p95.toFixed(1).padStart(6)} ms ${p95 < target ? '(under' : '(OVER'} ${target} ms)`,
    `to a read p50 ${percentile(t.read, 0.5).toFixed(1).padStart(6)} ms, p95 ${percentile(t.read, 0.95).toFixed(1).padStart(6)} ms`,
  ].join('  ');
}

function record(t: Timings, ms: number, outcome: 'right' | 'wrong' | 'none'): void {
  t.all.push(ms);
  if (outcome !== 'none') t.read.push(ms);
  if (outcome === 'right') t.right++;
  if (outcome === 'wrong') t.wrong++;
}

await prepareZxingInNode();
const cases = (await loadDevSet()).slice(0, Number(process.env.BENCH_PHOTOS ?? Infinity));
console.log(
  `Scanner bench: ${cases.length} dev-set photos, Node ${process.version}, ${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(1)}`,
);

// Warm-up: the first reads compile the WebAssembly and fill caches.
for (const photo of cases.slice(0, 5))
  await decodePhoto(await loadPhoto(photo.file, PHOTO_MAX_SIDE), readGray);

const singlePhoto = timings();
const pipelinePhoto = timings();
const singleFrame = timings();
const pipelineFrame = timings();
let agreedRight = 0;
let agreedWrong = 0;
const framesToAgree: number[] = [];

for (const photo of cases) {
  const pixels = await loadPhoto(photo.file, PHOTO_MAX_SIDE);
  for (const [passes, t] of [[['base'], singlePhoto] as const, [undefined, pipelinePhoto] as const]) {
    // Each run gets its own copy: the worker receives a fresh buffer for every request too.
    const image = { ...pixels, data: pixels.data.slice() };
    const started = performance.now();
    const result = await decodePhoto(image, readGray, passes);
    record(t, performance.now() - started, judge(result.found, photo.expected));
  }

  const frame = await loadPhoto(photo.file, 1280);
  const single = performance.now();
  const singleResult = await decodeFrameSteps(frame, readGray, [CAMERA_FIRST_STEP]);
  record(singleFrame, performance.now() - single, judge(singleResult.found, photo.expected));
  const schedule = new FrameSchedule();
  const agreement = new FrameAgreement();
  for (let n = 1; n <= FRAMES; n++) {
    const started = performance.now();
    const result = await decodeFrameSteps(frame, readGray, schedule.plan());
    record(pipelineFrame, performance.now() - started, judge(result.found, photo.expected));
    schedule.record(result.step);
    const agreed = agreement.offer(result.found[0]);
    if (agreed) {
      framesToAgree.push(n);
      if (judge([agreed], photo.expected) === 'right') agreedRight++;
      else agreedWrong++;
      break;
    }
  }
}

const n = cases.length;
console.log('\nA picked photo (whole pipeline, pixels to answer):');
console.log(line('single pass (before)', singlePhoto, n, PHOTO_TARGET_MS));
console.log(line('pipeline', pipelinePhoto, n, PHOTO_TARGET_MS));
console.log(
  `pipeline / single pass: p50 ×${(percentile(pipelinePhoto.all, 0.5) / percentile(singlePhoto.all, 0.5)).toFixed(2)}, p95 ×${(percentile(pipelinePhoto.all, 0.95) / percentile(singlePhoto.all, 0.95)).toFixed(2)}`,
);
console.log(
  `\nA camera frame at 1280 px (per frame; read shares are per frame, ${FRAMES} frames a photo at most):`,
);
console.log(line('single pass (before)', singleFrame, singleFrame.all.length, FRAME_TARGET_MS));
console.log(line('scheduled steps', pipelineFrame, pipelineFrame.all.length, FRAME_TARGET_MS));
console.log(
  `two agreeing frames within ${FRAMES}: ${((100 * agreedRight) / n).toFixed(1)} % of photos right, ${((100 * agreedWrong) / n).toFixed(1)} % wrong; median ${percentile(framesToAgree, 0.5)} frames to agree`,
);
