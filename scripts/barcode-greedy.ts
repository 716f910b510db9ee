/**
 * Choosing the scanner's decode passes by what each adds across the dev set, never for single
 * photos: the first pass is fixed (today's single pass); then, again and again, the pass that
 * reads the most photos not yet read, as long as it adds no wrong read, reads enough new ones and
 * fits in the time budget.
 */

/** What one pass made of one photo. */
export type Outcome = 'right' | 'wrong' | 'none';

export type PassOutcomes = {
  pass: string;
  /** One outcome per photo, in the same order for every pass. */
  outcomes: readonly Outcome[];
  /** Milliseconds the pass took on each photo. */
  ms: readonly number[];
};

export type GreedyRow = {
  pass: string;
  /** Photos this pass reads right that no earlier pass read. */
  adds: number;
  /** Photos this pass reads wrong that no earlier pass read (the pipeline would stop there). */
  addsWrong: number;
  /** Share of all photos read right after this pass, and read wrong. */
  readShare: number;
  wrongShare: number;
  /** Mean milliseconds the pass took on the photos it ran on (those still unread). */
  meanMs: number;
};

export type GreedyOptions = {
  /** The pass that always runs first. */
  first: string;
  /** Stop when the best remaining pass reads fewer new photos than this. */
  minAdds: number;
  /** Stop after this many passes (the first one included). */
  maxPasses?: number;
  /**
   * Time budget: a pass is left out when the passes' mean times, added up, would exceed it (a photo
   * that no pass reads goes through them all).
   */
  budgetMs?: number;
  /**
   * What makes a pass best: the most new reads ('adds', the cheaper between equals), or the most
   * new reads per millisecond ('adds-per-ms': cheap passes first, a lower time to a read).
   */
  rank?: 'adds' | 'adds-per-ms';
  /**
   * Leave out every pass that reads a wrong number on any photo the first pass misses, not only
   * those whose wrong read would come first at their place in the order.
   */
  strict?: boolean;
};

/**
 * The passes in the order a pipeline should run them, each with what it adds. A pass that would
 * add a wrong read is never chosen: a wrong number is worse than none.
 */
export function selectGreedily(candidates: readonly PassOutcomes[], options: GreedyOptions): GreedyRow[] {
  const total = candidates[0]?.outcomes.length ?? 0;
  const first = candidates.find((c) => c.pass === options.first);
  if (!first) throw new Error(`no outcomes for the first pass ${options.first}`);
  const open = new Set<number>();
  let right = 0;
  let wrong = 0;
  first.outcomes.forEach((outcome, i) => {
    if (outcome === 'right') right++;
    else if (outcome === 'wrong') wrong++;
    else open.add(i);
  });
  const mean = (values: readonly number[], over: Iterable<number>) => {
    const picked = [...over].map((i) => values[i]!);
    return picked.length === 0 ? 0 : picked.reduce((a, b) => a + b, 0) / picked.length;
  };
  const rows: GreedyRow[] = [
    {
      pass: first.pass,
      adds: right,
      addsWrong: wrong,
      readShare: right / total,
      wrongShare: wrong / total,
      meanMs: mean(first.ms, first.ms.keys()),
    },
  ];
  const wrongOnOpen = (c: PassOutcomes) => [...open].some((i) => c.outcomes[i] === 'wrong');
  const left = candidates.filter((c) => c.pass !== options.first && !(options.strict && wrongOnOpen(c)));
  let spentMs = rows[0]!.meanMs;
  while (left.length > 0 && rows.length < (options.maxPasses ?? Infinity)) {
    let best: { index: number; adds: number; cost: number } | null = null;
    for (const [index, candidate] of left.entries()) {
      let adds = 0;
      let addsWrong = 0;
      for (const i of open) {
        if (candidate.outcomes[i] === 'right') adds++;
        else if (candidate.outcomes[i] === 'wrong') addsWrong++;
      }
      if (addsWrong > 0) continue;
      const cost = mean(candidate.ms, open);
      if (spentMs + cost > (options.budgetMs ?? Infinity)) continue;
      if (adds < options.minAdds) continue;
      if (!best || isBetter({ adds, cost }, best, options.rank ?? 'adds')) best = { index, adds, cost };
    }
    if (!best) break;
    const chosen = best;
    const [pass] = left.splice(chosen.index, 1);
    const meanMs = mean(pass!.ms, open);
    for (const i of [...open]) if (pass!.outcomes[i] === 'right') open.delete(i);
    right += chosen.adds;
    spentMs += meanMs;
    rows.push({
      pass: pass!.pass,
      adds: chosen.adds,
      addsWrong: 0,
      readShare: right / total,
      wrongShare: wrong / total,
      meanMs,
    });
  }
  return rows;
}

function isBetter(
  a: { adds: number; cost: number },
  b: { adds: number; cost: number },
  rank: 'adds' | 'adds-per-ms',
): boolean {
  if (rank === 'adds-per-ms') return a.adds / Math.max(1, a.cost) > b.adds / Math.max(1, b.cost);
  // More new reads first; between equals, the cheaper pass.
  return a.adds > b.adds || (a.adds === b.adds && a.cost < b.cost);
}

/** The value below which `p` (0–1) of the sorted values lie (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/**
 * The time each photo would take through the passes in order: every pass's own time until one
 * reads it (right or wrong: the pipeline stops at any valid read).
 */
export function pipelineTimes(candidates: readonly PassOutcomes[], order: readonly string[]): number[] {
  const passes = order.map((pass) => candidates.find((c) => c.pass === pass)!);
  const total = passes[0]?.outcomes.length ?? 0;
  return Array.from({ length: total }, (_, i) => {
    let ms = 0;
    for (const pass of passes) {
      ms += pass.ms[i]!;
      if (pass.outcomes[i] !== 'none') break;
    }
    return ms;
  });
}
