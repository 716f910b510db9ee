/**
 * The decode pipeline over the scanner's whole dev set (scripts/barcode-dev-set.ts: 300 photos of
 * product barcodes, degraded as phone photos are; drawn into .tmp/ on the first run), with the
 * real ZXing WebAssembly reader. Prints the share read, the share read wrong and the time per
 * photo, for the single pass of before and for the pipeline; timings are printed, never asserted
 * (bench/scanner.bench.ts measures them properly). It runs in the web project's jsdom
 * environment: ZXing and sharp work there as in Node, and the project's setup (tests/setup-web.ts)
 * needs jsdom's localStorage.
 */
import { performance } from 'node:perf_hooks';
import { beforeAll, expect, test } from 'vitest';
import { loadDevSet, type DevSetCase } from '../../../../../scripts/barcode-dev-set';
import { judge, loadPhoto, prepareZxingInNode } from '../../../../../scripts/barcode-dev-photos';
import { percentile, type Outcome } from '../../../../../scripts/barcode-greedy';
import { PHOTO_MAX_SIDE, decodePhoto } from './decode-pipeline';
import { readGray, type GrayReader } from './zxing-read';

let cases: DevSetCase[] = [];

beforeAll(async () => {
  await prepareZxingInNode();
  cases = await loadDevSet();
  // Drawing the 300 photos on a cold cache takes about a minute; later runs read them from .tmp/.
}, 240_000);

type Tally = { outcomes: Outcome[]; ms: number[] };

function summary(name: string, tally: Tally): string {
  const share = (outcome: Outcome) =>
    `${((100 * tally.outcomes.filter((o) => o === outcome).length) / tally.outcomes.length).toFixed(1)} %`;
  return `${name.padEnd(12)} read ${share('right').padStart(7)}   wrong ${share('wrong').padStart(6)}   median ${percentile(tally.ms, 0.5).toFixed(0).padStart(4)} ms   p95 ${percentile(tally.ms, 0.95).toFixed(0).padStart(4)} ms`;
}

test('the pipeline reads at least 85 % of the dev set and adds no wrong read to the single pass', async () => {
  const single: Tally = { outcomes: [], ms: [] };
  const pipeline: Tally = { outcomes: [], ms: [] };
  for (const photo of cases) {
    const image = await loadPhoto(photo.file, PHOTO_MAX_SIDE);
    // The single pass is the pipeline's first step: its time is the time to the first answer.
    let firstAnswer = 0;
    const read: GrayReader = async (view, options) => {
      const found = await readGray(view, options);
      firstAnswer ||= performance.now();
      return found;
    };
    const started = performance.now();
    const result = await decodePhoto(image, read);
    const ended = performance.now();
    const outcome = judge(result.found, photo.expected);
    single.outcomes.push(result.step?.pass === 'base' ? outcome : 'none');
    single.ms.push(firstAnswer - started);
    pipeline.outcomes.push(outcome);
    pipeline.ms.push(ended - started);
  }
  console.log(
    [
      `Scanner dev set: ${cases.length} photos (grey conversion, passes and ZXing per photo; JPEG decoding not counted)`,
      summary('single pass', single),
      summary('pipeline', pipeline),
    ].join('\n'),
  );

  const read = pipeline.outcomes.filter((o) => o === 'right').length;
  expect(read / cases.length).toBeGreaterThanOrEqual(0.85);
  // A wrong number is worse than none: the passes after the first may not add any.
  const wrongBeyondSingle = pipeline.outcomes.filter(
    (o, i) => o === 'wrong' && single.outcomes[i] !== 'wrong',
  );
  expect(wrongBeyondSingle).toEqual([]);
}, 180_000);
