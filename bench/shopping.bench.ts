/**
 * The smart shopping list at household scale: 21 recipes (three meals a day for a week, taken from
 * the built-in library at 6 servings) planned against a pantry of 500 products with 1,500 stock
 * entries, 60 of them with a minimum stock, plus the products below their minimum. Served by
 * buildApp() on a temporary SQLite file (or BENCH_DATABASE_URL=postgres://… for a fresh PostgreSQL
 * database) over real HTTP on 127.0.0.1.
 *
 * Prints, in one run:
 * - the planning alone (planShoppingList on the loaded inputs, in this process);
 * - POST /api/shopping-lists/:id/smart end to end, each time on a fresh empty list (so every call
 *   writes the whole plan), and the same call again on the full list (which plans and adds nothing);
 * - the very first call, before the ingredient parser's memo holds these recipes' lines;
 * - a bare Fastify route answering the same bytes, measured the same way (the floor of HTTP here).
 * Target: the smart list p95 under 50 ms. Run: npm run bench:shopping
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { RecipePage } from '@shared/contracts/recipes';
import type { ShoppingListSummary, SmartListResponse } from '@shared/contracts/shopping';
import { parseIngredientLine } from '@shared/domain/ingredient-parser';
import { planShoppingList, type ShoppingRecipe } from '@shared/domain/shopping-list';
import { isUnit } from '@shared/domain/units';
import { pantryContext } from '../src/server/features/pantry/pantry.service';
import { usableStock } from '../src/server/features/pantry/usable-stock.service';
import { findVisibleRecipe, listIngredientRows } from '../src/server/features/recipes/recipes.repository';
import { seedPantry } from './seed-pantry';
import { percentile, startBenchServer } from './support';

const RECIPES = 21;
const SERVINGS = 6;
const PRODUCTS = 500;
const ENTRIES = 1500;
const WITH_MINIMUM = 60;
const RUNS = Number(process.env.BENCH_SEQUENTIAL ?? 100);
const TARGET_P95_MS = 50;

type Stats = { p50: number; p95: number; max: number };
const stats = (times: number[]): Stats => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
};
const row = (name: string, s: Stats, note = '') =>
  `${name.padEnd(44)} ${s.p50.toFixed(1).padStart(7)} ${s.p95.toFixed(1).padStart(7)} ${s.max.toFixed(1).padStart(7)}  ${note}`;

async function main(): Promise<void> {
  const server = await startBenchServer('shopping', { library: true });
  const { handle, base, cookie } = server;

  const bareBase = server.bare.base;
  try {
    await seedPantry(handle.db, server.user.householdId, {
      products: PRODUCTS,
      entries: ENTRIES,
      withMinimum: WITH_MINIMUM,
    });
    if (handle.dialect === 'postgres') await sql`analyze`.execute(handle.db);

    const csrf = await fetch(`${base}/api/csrf-token`, { headers: { cookie } });
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const headers = { cookie: [cookie, csrfCookie].filter(Boolean).join('; '), 'csrf-token': csrfToken };
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        ...(body === undefined
          ? { headers }
          : { headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
      return text;
    };

    const page = JSON.parse(await call('GET', `/api/recipes?source=library&limit=${RECIPES}`)) as RecipePage;
    const body = {
      recipes: page.recipes.map((r) => ({ recipeId: r.id, servings: SERVINGS })),
      lowStock: true,
    };

    // The planning alone, on the inputs the route loads.
    const ctx = {
      ...(await pantryContext({
        db: handle.db,
        householdId: server.user.householdId,
        userId: server.user.id,
      })),
      userId: server.user.id,
    };
    const pantry = await usableStock(ctx);
    const recipes: ShoppingRecipe[] = [];
    for (const summary of page.recipes) {
      const recipe = (await findVisibleRecipe(handle.db, ctx, summary.id))!;
      const lines = await listIngredientRows(handle.db, [recipe.id]);
      recipes.push({
        recipeId: recipe.public_id,
        title: recipe.title,
        servings: recipe.servings ?? SERVINGS,
        wantedServings: SERVINGS,
        lines: lines.map((l) => parseIngredientLine(l.text, 'en')),
      });
    }
    const input = {
      recipes,
      pantry: pantry.map((p) => ({
        productId: p.id,
        name: p.name,
        nameNormalized: p.nameNormalized,
        foodKey: p.foodKey,
        unit: isUnit(p.unit) ? p.unit : ('piece' as const),
        conversions: p.conversions,
        usableMilli: p.usableMilli,
        minimumMilli: p.minimumMilli > 0 ? p.minimumMilli : null,
      })),
      existing: [],
      lowStock: true,
    };
    const planTimes: number[] = [];
    let planned = 0;
    for (let i = 0; i < RUNS + 20; i++) {
      const started = performance.now();
      planned = planShoppingList(input).length;
      if (i >= 20) planTimes.push(performance.now() - started);
    }

    // End to end, each call on a fresh list; then again on the full list.
    const freshTimes: number[] = [];
    const againTimes: number[] = [];
    let lastBody = '';
    let cold = 0;
    let added = 0;
    for (let i = 0; i < RUNS + 5; i++) {
      const list = (
        JSON.parse(await call('POST', '/api/shopping-lists', { name: `Week ${i}` })) as {
          list: ShoppingListSummary;
        }
      ).list;
      let started = performance.now();
      lastBody = await call('POST', `/api/shopping-lists/${list.id}/smart`, body);
      const fresh = performance.now() - started;
      added = (JSON.parse(lastBody) as SmartListResponse).added.length;
      started = performance.now();
      const again = JSON.parse(
        await call('POST', `/api/shopping-lists/${list.id}/smart`, body),
      ) as SmartListResponse;
      const second = performance.now() - started;
      if (again.added.length + again.updated.length > 0)
        throw new Error(`a second run changed the list: ${JSON.stringify(again).slice(0, 1500)}`);
      await call('DELETE', `/api/shopping-lists/${list.id}`);
      if (i === 0) cold = fresh;
      if (i >= 5) {
        freshTimes.push(fresh);
        againTimes.push(second);
      }
    }
    server.bare.setBody(lastBody);
    const bareTimes: number[] = [];
    for (let i = 0; i < RUNS + 5; i++) {
      const started = performance.now();
      const res = await fetch(`${bareBase}/bare`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await res.text();
      if (i >= 5) bareTimes.push(performance.now() - started);
    }

    const fresh = stats(freshTimes);
    const bareStats = stats(bareTimes);
    console.log(
      `\nsmart list: ${RECIPES} library recipes at ${SERVINGS} servings + low stock, pantry of ${PRODUCTS} products / ${ENTRIES} entries (${WITH_MINIMUM} with a minimum), ${handle.dialect}, NODE_ENV=production, HTTP on 127.0.0.1`,
    );
    console.log(`${RUNS} sequential runs each after a warm-up (ms)`);
    console.log(`${'measure'.padEnd(44)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`);
    console.log(row('planShoppingList alone (in process)', stats(planTimes), `${planned} lines`));
    console.log(
      row(
        'POST …/smart on an empty list',
        fresh,
        `${added} items added, ${(lastBody.length / 1024).toFixed(0)} KB`,
      ),
    );
    console.log(row('POST …/smart again (adds nothing)', stats(againTimes)));
    console.log(
      `${'the first call of the run (lines not parsed yet)'.padEnd(44)} ${cold.toFixed(1).padStart(7)}`,
    );
    console.log(
      row(
        'bare Fastify route, same bytes',
        bareStats,
        `ratio p95 ${(fresh.p95 / bareStats.p95).toFixed(1)}×`,
      ),
    );
    console.log(
      `\nsmart list p95 ${fresh.p95.toFixed(1)} ms: ${fresh.p95 < TARGET_P95_MS ? 'under' : 'OVER'} the ${TARGET_P95_MS} ms target`,
    );
  } finally {
    await server.close();
  }
}

await main();
