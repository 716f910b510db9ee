/**
 * Chooses the scanner's decode passes by data: runs today's single pass over the whole dev set,
 * then every candidate pass (src/web/features/pantry/scanner/decode-passes.ts) over the photos it
 * misses, and prints what each adds, greedily (the pass that reads the most photos not yet read,
 * then the next...), with wrong reads and the time each pass takes. The chosen order is kept in
 * decode-pipeline.ts with these figures.
 *
 * The rules (defaults): a pass must read at least 3 photos no earlier pass read (1 % of the set:
 * fewer would be choosing for single photos); a pass that reads any photo wrong is left out
 * (--lenient: only when that wrong read would come first at its place); the passes' mean times
 * must add up to at most 200 ms (--budget), so a photo that nothing reads still answers quickly;
 * --per-ms ranks by new reads per millisecond instead of new reads.
 *
 * Run: npx tsx scripts/barcode-pass-selection.ts [--seed N] [--count N] [--min-adds N] [--budget MS]
 *      [--lenient] [--per-ms] [--reuse] [--passes a,b,c]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PASS_IDS, PassSource } from '../src/web/features/pantry/scanner/decode-passes';
import { PHOTO_MAX_SIDE, runSteps, stepsOf } from '../src/web/features/pantry/scanner/decode-pipeline';
import { toGray } from '../src/web/features/pantry/scanner/gray-image';
import { readGray } from '../src/web/features/pantry/scanner/zxing-read';
import { devSetFolder, loadDevSet } from './barcode-dev-set';
import { judge, loadPhoto, prepareZxingInNode } from './barcode-dev-photos';
import { percentile, pipelineTimes, selectGreedily, type Outcome, type PassOutcomes } from './barcode-greedy';

/** What a pass did to each photo: outcome, time and the text it read ('' for none). */
type PassRecord = PassOutcomes & { outcomes: Outcome[]; ms: number[]; texts: string[] };

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : undefined;
};

await prepareZxingInNode();
const cases = await loadDevSet({ seed: arg('--seed'), count: arg('--count') });
// The outcomes are kept beside the dev set: --reuse prints the tables again without rerunning.
const outcomesFile = path.join(devSetFolder(arg('--seed'), arg('--count')), 'pass-outcomes.json');
const results = new Map<string, PassRecord>();
if (process.argv.includes('--reuse') && existsSync(outcomesFile)) {
  for (const entry of JSON.parse(readFileSync(outcomesFile, 'utf8')) as Array<PassRecord>) {
    results.set(entry.pass, entry);
  }
} else {
  for (const pass of PASS_IDS) results.set(pass, { pass, outcomes: [], ms: [], texts: [] });
  const started = performance.now();
  for (const [index, photo] of cases.entries()) {
    const source = new PassSource(toGray(await loadPhoto(photo.file, PHOTO_MAX_SIDE)));
    // Every pass's views are made from the same source; shared pictures (the base) are made once,
    // before any timing, so each pass is timed for its own work only.
    void source.base;
    let baseRead = false;
    for (const pass of PASS_IDS) {
      const entry = results.get(pass)!;
      if (pass !== 'base' && baseRead) {
        entry.outcomes.push('none');
        entry.texts.push('');
        entry.ms.push(0);
        continue;
      }
      const t0 = performance.now();
      const { found } = await runSteps(source, stepsOf(source, [pass]), readGray);
      entry.ms.push(performance.now() - t0);
      const outcome = judge(found, photo.expected);
      entry.outcomes.push(outcome);
      entry.texts.push(found[0]?.text ?? '');
      if (pass === 'base') baseRead = outcome !== 'none';
    }
    if (index % 25 === 24)
      console.error(
        `${index + 1}/${cases.length} photos, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
  }
  writeFileSync(outcomesFile, JSON.stringify([...results.values()]));
}

const base = results.get('base')!;
const misses = base.outcomes.flatMap((o, i) => (o === 'none' ? [i] : []));
const pct = (n: number, of = cases.length) => `${((100 * n) / of).toFixed(1)} %`;
console.log(
  `\n${cases.length} photos; the single pass reads ${pct(base.outcomes.filter((o) => o === 'right').length)}, wrong ${pct(base.outcomes.filter((o) => o === 'wrong').length)}; ${misses.length} missed\n`,
);
console.log('Each candidate alone on the photos the single pass misses:');
console.log('pass                    reads  wrong  mean ms');
for (const { pass, outcomes, ms } of results.values()) {
  if (pass === 'base') continue;
  const reads = misses.filter((i) => outcomes[i] === 'right').length;
  const wrong = misses.filter((i) => outcomes[i] === 'wrong').length;
  const mean = misses.reduce((sum, i) => sum + ms[i]!, 0) / Math.max(1, misses.length);
  console.log(
    `${pass.padEnd(22)} ${String(reads).padStart(6)} ${String(wrong).padStart(6)} ${mean.toFixed(0).padStart(8)}`,
  );
}

const budgetMs = arg('--budget') ?? 200;
const rank = process.argv.includes('--per-ms') ? 'adds-per-ms' : 'adds';
const strict = !process.argv.includes('--lenient');
const rows = selectGreedily([...results.values()], {
  first: 'base',
  minAdds: arg('--min-adds') ?? 3,
  budgetMs,
  rank,
  strict,
});
console.log('\nGreedy order (each pass runs only on photos the ones above it did not read):');
console.log('pass                    adds  wrong  read    wrong   mean ms');
for (const row of rows) {
  console.log(
    `${row.pass.padEnd(22)} ${String(row.adds).padStart(5)} ${String(row.addsWrong).padStart(6)}  ${pct(row.readShare * cases.length).padStart(7)} ${pct(row.wrongShare * cases.length).padStart(7)} ${row.meanMs.toFixed(0).padStart(8)}`,
  );
}

const times = pipelineTimes(
  [...results.values()],
  rows.map((row) => row.pass),
);
console.log(
  `\nThe pipeline's passes (${budgetMs} ms budget): ${rows.map((row) => `'${row.pass}'`).join(', ')}` +
    `\nZXing and pass time per photo (pixels already grey): median ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms`,
);

// --passes a,b,c: what a fixed order reads on this set (a held-out seed checks the chosen order).
const fixed = process.argv[process.argv.indexOf('--passes') + 1];
if (process.argv.includes('--passes') && fixed) {
  const order = fixed.split(',');
  const passes = order.map((pass) => results.get(pass)!);
  let right = 0;
  let wrong = 0;
  for (let i = 0; i < cases.length; i++) {
    const outcome = passes.map((p) => p.outcomes[i]).find((o) => o !== 'none') ?? 'none';
    if (outcome === 'right') right++;
    else if (outcome === 'wrong') wrong++;
  }
  const fixedTimes = pipelineTimes([...results.values()], order);
  console.log(
    `\nThe order ${order.join(', ')} reads ${pct(right)}, wrong ${pct(wrong)};` +
      ` median ${percentile(fixedTimes, 0.5).toFixed(0)} ms, p95 ${percentile(fixedTimes, 0.95).toFixed(0)} ms`,
  );
}
