/**
 * One-click meal planning at household scale: one household with 10,000 recipes of its own
 * (besides the built-in library) and a pantry of 500 products, served by buildApp() on a temporary
 * SQLite file (or BENCH_DATABASE_URL=postgres://… for a fresh PostgreSQL database) over real HTTP.
 *
 * Measures POST /api/meal-plans/generate for a 7-day plan (7 dinners; and 21 meals: breakfast,
 * lunch and dinner), each run with a new seed replacing the last plan, as sequential requests:
 * exact p50/p95/p99, next to a bare Fastify POST answering the same bytes in the same run.
 * Target: a 7-day plan from 10,000 recipes in under 300 ms. Run: npm run bench:meal-plans
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
const RUNS = Number(process.env.BENCH_SEQUENTIAL ?? 60);
const TARGET_MS = 300;

async function main(): Promise<void> {
  const server = await startBenchServer('meal-plans', { library: true });
  const { handle, base, cookie } = server;
  try {
    const seeding = performance.now();
    await seedRecipes(handle.db, server.user.householdId, RECIPES);
    await seedPantry(handle.db, server.user.householdId, { products: PRODUCTS, entries: ENTRIES });
    if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db);
    console.log(
      `seeded ${RECIPES} recipes, ${PRODUCTS} products and ${ENTRIES} entries in ${((performance.now() - seeding) / 1000).toFixed(1)} s (${handle.dialect})`,
    );

    // The first request after a long seeding may meet a kept-alive socket the server has closed.
    const csrfUrl = `${base}/api/csrf-token`;
    const csrf = await fetch(csrfUrl, { headers: { cookie } }).catch(() =>
      fetch(csrfUrl, { headers: { cookie } }),
    );
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const headers = {
      cookie: [cookie, csrfCookie].filter(Boolean).join('; '),
      'csrf-token': csrfToken,
      'content-type': 'application/json',
    };
    const today = new Date().toISOString().slice(0, 10);

    const measure = async (url: string, body: (i: number) => unknown, useHeaders: Record<string, string>) => {
      const once = async (i: number) => {
        const res = await fetch(url, { method: 'POST', headers: useHeaders, body: JSON.stringify(body(i)) });
        const text = await res.text();
        if (!res.ok) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
        return text;
      };
      await once(0).catch(() => once(0));
      for (let i = 1; i < 6; i++) await once(i);
      const times: number[] = [];
      let last = '';
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        last = await once(100 + i);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), last };
    };

    const cases = [
      ['7 dinners', ['dinner']],
      ['21 meals (breakfast, lunch, dinner)', ['breakfast', 'lunch', 'dinner']],
    ] as const;
    const rows: string[] = [];
    const verdicts: string[] = [];
    for (const [name, slots] of cases) {
      const run = await measure(
        `${base}/api/meal-plans/generate`,
        (seed) => ({ from: today, days: 7, slots, seed }),
        headers,
      );
      const planned = (JSON.parse(run.last) as { entries: unknown[] }).entries.length;
      server.bare.setBody(run.last);
      const bare = await measure(`${server.bare.base}/bare`, () => ({}), {
        'content-type': 'application/json',
      });
      rows.push(
        [
          name.padEnd(38),
          String(planned).padStart(5),
          `${run.p50.toFixed(1).padStart(7)} ${run.p95.toFixed(1).padStart(7)} ${run.p99.toFixed(1).padStart(7)}`,
          `${bare.p50.toFixed(1).padStart(6)} ${bare.p95.toFixed(1).padStart(6)}`,
          `${(run.p95 / bare.p95).toFixed(1).padStart(7)}×`,
        ].join('  '),
      );
      verdicts.push(
        `${name}: p95 ${run.p95.toFixed(1)} ms, ${run.p95 < TARGET_MS ? 'under' : 'OVER'} the ${TARGET_MS} ms target`,
      );
    }
    console.log(
      `\n${RECIPES} household recipes + ${RECIPE_LIBRARY.length} built-in, pantry of ${PRODUCTS} products, ${handle.dialect}, NODE_ENV=production, HTTP on 127.0.0.1`,
    );
    console.log(
      `${RUNS} sequential plans each (a new seed each, replacing the last), exact percentiles in ms`,
    );
    console.log(
      'plan                                    meals      p50     p95     p99  bare p50   p95  p95 ratio',
    );
    for (const row of rows) console.log(row);
    console.log('');
    for (const verdict of verdicts) console.log(verdict);
  } finally {
    await server.close();
  }
}

await main();
