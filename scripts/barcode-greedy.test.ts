import { describe, expect, test } from 'vitest';
import { percentile, pipelineTimes, selectGreedily, type Outcome, type PassOutcomes } from './barcode-greedy';

/** A pass from a string of outcomes: r right, w wrong, . none; each photo took `ms`. */
function pass(name: string, outcomes: string, ms = 10): PassOutcomes {
  const map: Record<string, Outcome> = { r: 'right', w: 'wrong', '.': 'none' };
  return { pass: name, outcomes: [...outcomes].map((c) => map[c]!), ms: [...outcomes].map(() => ms) };
}

describe('choosing passes greedily', () => {
  test('after the first pass, the pass that reads the most photos not yet read, then the next', () => {
    const rows = selectGreedily(
      [pass('base', 'rrrr......'), pass('a', 'rr..rr....'), pass('b', 'rrrr..rrr.'), pass('c', '....r.r..r')],
      { first: 'base', minAdds: 1 },
    );
    expect(rows.map((r) => [r.pass, r.adds])).toEqual([
      ['base', 4],
      ['b', 3],
      ['a', 2],
      ['c', 1],
    ]);
    expect(rows.at(-1)?.readShare).toBe(1);
  });

  test('a pass that would add a wrong read is never chosen; strictly, neither is one that misreads anywhere', () => {
    const candidates = [
      pass('base', 'rr....'),
      pass('misreads', '..rrrw'),
      pass('first', '..rrr.'),
      // Its wrong read is of a photo 'first' reads before it: masked, it adds a right read.
      pass('masked', '..rw.r'),
    ];
    expect(selectGreedily(candidates, { first: 'base', minAdds: 1 }).map((r) => r.pass)).toEqual([
      'base',
      'first',
      'masked',
    ]);
    expect(
      selectGreedily(candidates, { first: 'base', minAdds: 1, strict: true }).map((r) => r.pass),
    ).toEqual(['base', 'first']);
  });

  test('passes that add too few reads, or do not fit in the time budget, are left out', () => {
    const candidates = [
      pass('base', 'r.....', 20),
      pass('slow', '.rrrr.', 500),
      pass('quick', '.rr...', 30),
      pass('one', '.....r', 5),
    ];
    expect(selectGreedily(candidates, { first: 'base', minAdds: 2 }).map((r) => r.pass)).toEqual([
      'base',
      'slow',
    ]);
    expect(
      selectGreedily(candidates, { first: 'base', minAdds: 2, budgetMs: 100 }).map((r) => r.pass),
    ).toEqual(['base', 'quick']);
    expect(
      selectGreedily(candidates, { first: 'base', minAdds: 1, rank: 'adds-per-ms' }).map((r) => r.pass),
    ).toEqual(['base', 'one', 'quick', 'slow']);
  });
});

describe('timing a pipeline from its passes', () => {
  test('a photo takes every pass’s time until one reads it, right or wrong', () => {
    const candidates = [pass('base', 'r..', 10), pass('a', '.w.', 20), pass('b', 'rrr', 40)];
    expect(pipelineTimes(candidates, ['base', 'a', 'b'])).toEqual([10, 30, 70]);
  });

  test('percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile([], 0.5)).toBe(0);
  });
});
