/**
 * Recipes at household scale: one household with 10,000 recipes of its own (besides the built-in
 * library) and a pantry of 500 products with 1,500 stock entries, served by buildApp() on a
 * temporary SQLite file (or BENCH_DATABASE_URL=postgres://… for a fresh PostgreSQL database) over
 * real HTTP on 127.0.0.1.
 *
 * For recipe search (several queries, with and without filters) and for "what can I cook" it prints
 * exact p50/p95/p99 of sequential requests (BENCH_SEQUENTIAL of them after a warm-up), next to a bare
 * Fastify route answering the same bytes in the same process, measured the same way in the same run.
 * Targets: search p95 under 30 ms, what-can-I-cook p95 under 100 ms. Run: npm run bench:recipes
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { RECIPE_LIBRARY } from '../src/server/features/recipes/library';
import { seedPantry } from './seed-pantry';
import { seedRecipes } from './seed-recipes';
import { percentile, startBenchServer } from './support';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 10_000);
const PRODUCTS = 500;
const ENTRIES = 1500;
const SEQUENTIAL_REQUESTS = Number(process.env.BENCH_SEQUENTIAL ?? 300);
const SEARCH_TARGET_P95_MS = 30;
const SUGGEST_TARGET_P95_MS = 100;

/** 500 products named after catalogue foods, with 1,500 entries, some expiring this week, some expired. */
async function sequential(url: string, cookie: string) {
  const fetchOnce = async () => {
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
    return body.byteLength;
  };
  // The first request after a long seeding may meet a kept-alive socket the server has closed.
  await fetchOnce().catch(fetchOnce);
  for (let i = 0; i < 19; i++) await fetchOnce();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SEQUENTIAL_REQUESTS; i++) {
    const started = performance.now();
    bytes = await fetchOnce();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), bytes };
}

async function main(): Promise<void> {
  const server = await startBenchServer('recipes', { library: true });
  const { handle, base, cookie } = server;

  const bareBase = server.bare.base;
  try {
    const seeding = performance.now();
    await seedRecipes(handle.db, server.user.householdId, RECIPES);
    await seedPantry(handle.db, server.user.householdId, { products: PRODUCTS, entries: ENTRIES });
    // What autovacuum does soon after a bulk load: without statistics the planner takes the
    // household's 10,000 recipes for a few dozen, and until the visibility map is set a count
    // reads the table instead of the index alone.
    if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db);
    const seconds = ((performance.now() - seeding) / 1000).toFixed(1);
    console.log(
      `seeded ${RECIPES} recipes, ${PRODUCTS} products and ${ENTRIES} entries in ${seconds} s (${handle.dialect})`,
    );

    const queries = [
      ['search q=chicken', '/api/recipes?q=chicken', SEARCH_TARGET_P95_MS],
      ['search q=spicy tom', '/api/recipes?q=spicy%20tom', SEARCH_TARGET_P95_MS],
      [
        'search q=rice, easy, ≤45 min',
        '/api/recipes?q=rice&difficulty=easy&maxMinutes=45',
        SEARCH_TARGET_P95_MS,
      ],
      ['list, sort=newest', '/api/recipes?sort=newest', SEARCH_TARGET_P95_MS],
      ['what can I cook', '/api/recipes/suggestions', SUGGEST_TARGET_P95_MS],
      ['what can I cook, maxMissing=1', '/api/recipes/suggestions?maxMissing=1', SUGGEST_TARGET_P95_MS],
    ] as const;
    const rows: string[] = [];
    const verdicts: string[] = [];
    for (const [name, query, target] of queries) {
      const url = `${base}${query}`;
      const seq = await sequential(url, cookie);
      const bareBody = await (await fetch(url, { headers: { cookie } })).text();
      server.bare.setBody(bareBody);
      const bareSeq = await sequential(`${bareBase}/bare`, '');
      const total =
        (JSON.parse(bareBody) as { total?: number; suggestions?: unknown[] }).total ??
        (JSON.parse(bareBody) as { suggestions: unknown[] }).suggestions.length;
      rows.push(
        [
          name.padEnd(32),
          String(total).padStart(6),
          `${(seq.bytes / 1024).toFixed(0).padStart(4)} KB`,
          `${seq.p50.toFixed(1).padStart(6)} ${seq.p95.toFixed(1).padStart(6)} ${seq.p99.toFixed(1).padStart(6)}`,
          `${bareSeq.p50.toFixed(1).padStart(6)} ${bareSeq.p95.toFixed(1).padStart(6)}`,
          `${(seq.p95 / bareSeq.p95).toFixed(1).padStart(6)}×`,
        ].join('  '),
      );
      verdicts.push(
        `${name}: p95 ${seq.p95.toFixed(1)} ms, ${seq.p95 < target ? 'under' : 'OVER'} the ${target} ms target`,
      );
    }
    console.log(
      `\n${RECIPES} household recipes + ${RECIPE_LIBRARY.length} built-in, pantry of ${PRODUCTS} products / ${ENTRIES} entries, ${handle.dialect}, NODE_ENV=production, HTTP on 127.0.0.1`,
    );
    console.log(
      `${SEQUENTIAL_REQUESTS} sequential requests each after a warm-up (exact percentiles, ms); bare: a Fastify route answering the same bytes`,
    );
    console.log(
      'query                              found  body    p50    p95    p99  bare p50  p95   p95 ratio',
    );
    for (const row of rows) console.log(row);
    console.log('');
    for (const verdict of verdicts) console.log(verdict);
  } finally {
    await server.close();
  }
}

await main();
