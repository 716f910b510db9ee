/**
 * The pantry list at household scale: one household with 10,000 products and 50,000 stock entries
 * (expiries spread from last week to next year, some without, some opened, in five locations),
 * served by buildApp() on a temporary SQLite file over real HTTP on 127.0.0.1.
 *
 * For each query of GET /api/pantry it prints:
 * - exact p50/p95/p99 of single requests, measured by a timed loop of sequential requests
 *   (SEQUENTIAL_REQUESTS of them after a warm-up): the latency one person's screen sees;
 * - requests per second and p50/p97.5 under load, from autocannon (10 connections, BENCH_SECONDS
 *   each), and the ratio to a bare Fastify route answering the same bytes in the same process.
 * Target: p95 of the first page under 25 ms. Run: npm run bench:pantry
 * (BENCH_DATABASE_URL=postgres://… runs the same against a fresh PostgreSQL database instead.)
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { FOOD_CATALOGUE } from '@shared/domain/food-catalogue';
import { uuidv7 } from '@shared/ids';
import { nowIso, type DatabaseHandle } from '../src/server/db/database';
import type { EntryRow, ProductRow } from '../src/server/features/pantry/pantry.rows';
import { refreshTotals } from '../src/server/features/pantry/stock-recorder.service';
import { addDays, percentile, random, startBenchServer } from './support';

const PRODUCTS = 10_000;
const ENTRIES = 50_000;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const SEQUENTIAL_REQUESTS = Number(process.env.BENCH_SEQUENTIAL ?? 300);
const TARGET_P95_MS = 25;

/** 10,000 products and 50,000 entries in one transaction, totals computed by the service's own code. */
async function seed(db: DatabaseHandle['db'], householdId: string): Promise<void> {
  const rand = random(42);
  const today = new Date().toISOString().slice(0, 10);
  const at = nowIso();
  const locations = await db
    .selectFrom('locations')
    .select(['id', 'kind'])
    .where('household_id', '=', householdId)
    .execute();
  const extra = [
    { id: uuidv7(), kind: 'pantry' as const, name: 'Cellar' },
    { id: uuidv7(), kind: 'freezer' as const, name: 'Chest freezer' },
  ];
  const brands = ['Organic', 'Store brand', 'Family pack', 'Fresh', 'Value', 'Premium', 'Local', 'Classic'];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('locations')
      .values(extra.map((l, i) => ({ ...l, household_id: householdId, sort_order: 3 + i, created_at: at })))
      .execute();
    const allLocations = [...locations, ...extra];
    const products: ProductRow[] = [];
    for (let i = 0; i < PRODUCTS; i++) {
      const food = FOOD_CATALOGUE[i % FOOD_CATALOGUE.length]!;
      const name = `${food.names.en[0]} ${brands[Math.floor(rand() * brands.length)]} ${i}`;
      products.push({
        id: uuidv7(),
        household_id: householdId,
        name,
        name_normalized: name.toLowerCase(),
        brand: null,
        category: food.category,
        default_unit: food.unit,
        min_stock_milli: rand() < 0.2 ? 2000 : 0,
        shelf_life_pantry: food.shelfLife.pantry,
        shelf_life_fridge: food.shelfLife.fridge,
        shelf_life_freezer: food.shelfLife.freezer,
        shelf_life_opened: food.shelfLife.opened,
        conversions: '[]',
        notes: null,
        image_key: null,
        default_location_id: null,
        stock_milli: 0,
        next_expiry: null,
        expiry_sort: '9999-12-31',
        entry_count: 0,
        opened_count: 0,
        last_added_at: at,
        listed: 0,
        stock_version: 0,
        created_at: at,
        updated_at: at,
      });
    }
    for (let i = 0; i < products.length; i += 500) {
      await trx
        .insertInto('products')
        .values(products.slice(i, i + 500))
        .execute();
    }
    const entries: EntryRow[] = [];
    for (let i = 0; i < ENTRIES; i++) {
      // Some products have many entries, most a few, some none (skewed like a real pantry).
      const product = products[Math.floor(rand() ** 1.3 * PRODUCTS)]!;
      const location = allLocations[Math.floor(rand() * allLocations.length)]!;
      const purchased = addDays(today, -Math.floor(rand() * 60));
      const created = new Date(Date.now() - Math.floor(rand() * 60 * 86_400_000)).toISOString();
      const quantity = (1 + Math.floor(rand() * 20)) * 250;
      entries.push({
        id: uuidv7(),
        household_id: householdId,
        product_id: product.id,
        location_id: location.id,
        quantity_milli: quantity,
        initial_milli: quantity,
        unit: product.default_unit,
        purchased_on: purchased,
        expires_on: rand() < 0.15 ? null : addDays(today, Math.floor(rand() * 375) - 10),
        expiry_kind: rand() < 0.2 ? 'use_by' : 'best_before',
        opened_on: rand() < 0.1 ? purchased : null,
        frozen_on: location.kind === 'freezer' ? purchased : null,
        price_cents: rand() < 0.6 ? Math.floor(rand() * 1500) : null,
        note: null,
        version: 1,
        created_by: null,
        created_at: created,
        updated_at: created,
      });
    }
    const phase = performance.now();
    for (let i = 0; i < entries.length; i += 1000) {
      await trx
        .insertInto('stock_entries')
        .values(entries.slice(i, i + 1000))
        .execute();
    }
    console.log(`  entries inserted in ${((performance.now() - phase) / 1000).toFixed(1)} s`);
    const ids = products.map((p) => p.id);
    for (let i = 0; i < ids.length; i += 500) await refreshTotals(trx, householdId, ids.slice(i, i + 500));
  });
}

/** fetch, once more when a kept-alive socket was closed meanwhile (after the long seeding pause). */
async function get(url: string, cookie: string): Promise<Response> {
  try {
    return await fetch(url, { headers: { cookie } });
  } catch {
    return fetch(url, { headers: { cookie } });
  }
}

async function sequential(
  url: string,
  cookie: string,
): Promise<{ p50: number; p95: number; p99: number; bytes: number }> {
  let bytes = 0;
  for (let i = 0; i < 20; i++) await (await get(url, cookie)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL_REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), bytes };
}

async function load(url: string, cookie: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p975: result.latency.p97_5 };
}

async function main(): Promise<void> {
  const server = await startBenchServer('pantry');
  const { handle, base, cookie } = server;

  const bareBase = server.bare.base;
  try {
    const seeding = performance.now();
    await seed(handle.db, server.user.householdId);
    const seconds = ((performance.now() - seeding) / 1000).toFixed(1);
    console.log(`seeded ${PRODUCTS} products and ${ENTRIES} entries in ${seconds} s (${handle.dialect})`);

    const queries = [
      ['first page (sort=expiry)', ''],
      ['sort=name', '?sort=name'],
      ['groupBy=category', '?groupBy=category'],
      ['groupBy=location', '?groupBy=location'],
      ['label=expires_soon', '?label=expires_soon'],
      ['q=milk', '?q=milk'],
    ] as const;
    const rows: string[] = [];
    let firstP95 = 0;
    for (const [name, query] of queries) {
      const url = `${base}/api/pantry${query}`;
      const check = (await (await get(url, cookie)).json()) as { items: unknown[]; total: number };
      const seq = await sequential(url, cookie);
      server.bare.setBody(await (await get(url, cookie)).text());
      const loaded = await load(url, cookie);
      const bareLoaded = await load(`${bareBase}/bare`, '');
      if (query === '') firstP95 = seq.p95;
      rows.push(
        [
          name.padEnd(26),
          `${String(check.items.length).padStart(3)}/${String(check.total).padStart(5)}`,
          `${(seq.bytes / 1024).toFixed(0).padStart(4)} KB`,
          `${seq.p50.toFixed(1).padStart(6)} ${seq.p95.toFixed(1).padStart(6)} ${seq.p99.toFixed(1).padStart(6)}`,
          `${String(loaded.rps).padStart(7)} ${String(loaded.p50).padStart(5)} ${String(loaded.p975).padStart(6)}`,
          `${String(bareLoaded.rps).padStart(8)}   ${(loaded.rps / bareLoaded.rps).toFixed(2)}`,
        ].join('  '),
      );
    }
    console.log(
      `\nGET /api/pantry, ${PRODUCTS} products / ${ENTRIES} entries, ${handle.dialect}, NODE_ENV=production, in-process HTTP on 127.0.0.1`,
    );
    console.log(
      `sequential: ${SEQUENTIAL_REQUESTS} timed requests one after another (exact percentiles, ms); ` +
        `load: autocannon ${CONNECTIONS} connections × ${DURATION_S} s (p50/p97.5 ms)`,
    );
    console.log(
      'query                       rows/total  body    seq p50    p95    p99    req/s   p50  p97.5  bare req/s  ratio',
    );
    for (const row of rows) console.log(row);
    console.log(
      `\nfirst page p95 ${firstP95.toFixed(1)} ms: ${firstP95 < TARGET_P95_MS ? 'under' : 'OVER'} the ${TARGET_P95_MS} ms target`,
    );
  } finally {
    await server.close();
  }
}

await main();
