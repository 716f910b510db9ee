/**
 * Notifications at service scale, on a temporary SQLite file (or BENCH_DATABASE_URL=postgres://…
 * for a fresh PostgreSQL database):
 *
 * 1. Push latency: an app with its scheduler on, a browser subscribed at the local push service
 *    (tests/push-service.ts: VAPID checked, payload decrypted); from notify() to the push service
 *    holding the decrypted notification, BENCH_PUSHES times: p50/p95/max. Target: under 1 s.
 * 2. The daily scan of BENCH_HOUSEHOLDS (10,000) households, each with an owner, three products
 *    (one below its minimum) and three stock entries (expired, expiring tomorrow, fresh), all due:
 *    one round of runDailyScan, next to a baseline in the same run (reading what the scan reads,
 *    without writing). Target: under 60 s.
 *
 * Run: npm run bench:notifications
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { DEFAULT_SETTINGS } from '@shared/contracts/settings';
import { uuidv7 } from '@shared/ids';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { type DB, nowIso } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { dueHouseholds, runDailyScan } from '../src/server/features/notifications/daily-scan.service';
import { notify } from '../src/server/features/notifications/notifications.service';
import type { EntryRow, ProductRow } from '../src/server/features/pantry/pantry.rows';
import { createLocalBus } from '../src/server/platform/events/local-bus';
import { createEventBus } from '../src/server/platform/events/event-bus';
import { startPushService } from '../tests/push-service';
import { addDays, openBenchDatabase, percentile } from './support';

const HOUSEHOLDS = Number(process.env.BENCH_HOUSEHOLDS ?? 10_000);
const PUSHES = Number(process.env.BENCH_PUSHES ?? 30);
const SCAN_TARGET_S = 60;
const PUSH_TARGET_MS = 1_000;
const CHUNK = 400;

const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh'] as const;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Households with an owner each, their settings, a pantry location, products and entries. */
async function seedHouseholds(db: DB, count: number, today: string): Promise<void> {
  const at = nowIso();
  const households = [];
  const users = [];
  const members = [];
  const settings = [];
  const locations = [];
  const products: ProductRow[] = [];
  const entries: EntryRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const householdId = uuidv7();
    const userId = uuidv7();
    const locationId = uuidv7();
    households.push({ id: householdId, name: `Kitchen ${i}`, created_at: at });
    users.push({
      id: userId,
      email: `bench${i}@example.com`,
      email_normalized: `bench${i}@example.com`,
      username: `bench${i}`,
      username_normalized: `bench${i}`,
      first_name: 'Bench',
      last_name: String(i),
      password_hash: null,
      email_verified_at: at,
      avatar_path: null,
      trial_ends_at: null,
      created_at: at,
      updated_at: at,
    });
    members.push({ household_id: householdId, user_id: userId, role: 'owner' as const, joined_at: at });
    settings.push({
      user_id: userId,
      settings: JSON.stringify({
        ...DEFAULT_SETTINGS,
        timezone: 'UTC',
        language: LANGUAGES[i % LANGUAGES.length],
      }),
      updated_at: at,
    });
    locations.push({
      id: locationId,
      household_id: householdId,
      name: 'Fridge',
      kind: 'fridge' as const,
      sort_order: 0,
      created_at: at,
    });
    ['Milk', 'Ham', 'Coffee'].forEach((name, p) => {
      const productId = uuidv7();
      const stock = p === 2 ? 100_000 : 1_000;
      const expires = p === 0 ? addDays(today, 1) : p === 1 ? addDays(today, -1) : null;
      products.push({
        id: productId,
        household_id: householdId,
        name,
        name_normalized: name.toLowerCase(),
        brand: null,
        category: 'other',
        default_unit: p === 2 ? 'g' : 'pcs',
        min_stock_milli: p === 2 ? 500_000 : 0,
        shelf_life_pantry: null,
        shelf_life_fridge: null,
        shelf_life_freezer: null,
        shelf_life_opened: null,
        conversions: '[]',
        notes: null,
        image_key: null,
        default_location_id: null,
        stock_milli: stock,
        next_expiry: expires,
        expiry_sort: expires ?? '9999-12-31',
        entry_count: 1,
        opened_count: 0,
        last_added_at: at,
        listed: 1,
        stock_version: 1,
        created_at: at,
        updated_at: at,
      });
      entries.push({
        id: uuidv7(),
        household_id: householdId,
        product_id: productId,
        location_id: locationId,
        quantity_milli: stock,
        initial_milli: stock,
        unit: p === 2 ? 'g' : 'pcs',
        purchased_on: today,
        expires_on: expires,
        expiry_kind: 'best_before' as const,
        opened_on: null,
        frozen_on: null,
        price_cents: null,
        note: null,
        version: 1,
        created_by: userId,
        created_at: at,
        updated_at: at,
      });
    });
  }
  await insertChunks(households, (c) => db.insertInto('households').values(c).execute());
  await insertChunks(users, (c) => db.insertInto('users').values(c).execute());
  await insertChunks(members, (c) => db.insertInto('household_members').values(c).execute());
  await insertChunks(settings, (c) => db.insertInto('user_settings').values(c).execute());
  await insertChunks(locations, (c) => db.insertInto('locations').values(c).execute());
  await insertChunks(products, (c) => db.insertInto('products').values(c).execute());
  await insertChunks(entries, (c) => db.insertInto('stock_entries').values(c).execute());
}

/** What one scan reads, without writing: the floor of the scan on this machine and database. */
async function readOnlyBaseline(db: DB, now: Date, today: string): Promise<number> {
  const started = performance.now();
  const due = await dueHouseholds(db, now);
  for (const household of due) {
    await db
      .selectFrom('stock_entries')
      .innerJoin('products', 'products.id', 'stock_entries.product_id')
      .select(['stock_entries.id', 'products.name'])
      .where('stock_entries.household_id', '=', household.id)
      .where('stock_entries.expires_on', '<=', addDays(today, 3))
      .execute();
    await db
      .selectFrom('household_members')
      .select('user_id')
      .where('household_id', '=', household.id)
      .execute();
  }
  return (performance.now() - started) / 1000;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-notifications-bench-'));
  const handle = await openBenchDatabase(dataDir);
  const push = await startPushService();
  try {
    await migrateToLatest(handle.db);
    const db = handle.db;

    // 1. Push latency, through the app's own push job (poked when a notification is made).
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      APP_URL: 'https://larder.example',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PUSH_SERVICE_ORIGINS: push.origin,
      PUSH_SERVICE_CA_FILE: push.caFile,
      SCHEDULER: 'on',
    });
    const events = createEventBus({ db, dialect: handle.dialect });
    const app = await buildApp({ config, db, dialect: handle.dialect, events, logger: false });
    await app.ready();
    const today = new Date().toISOString().slice(0, 10);
    await seedHouseholds(db, 1, today);
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('notification_preferences')
      .values({
        user_id: user.id,
        preferences: JSON.stringify({ quietHours: { enabled: false, start: '22:00', end: '07:00' } }),
        updated_at: nowIso(),
      })
      .execute();
    const subscription = push.subscribe();
    await db
      .insertInto('push_subscriptions')
      .values({
        id: uuidv7(),
        user_id: user.id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        created_at: nowIso(),
      })
      .execute();
    const latencies: number[] = [];
    for (let i = 0; i < PUSHES; i += 1) {
      const arriving = push.next(subscription.endpoint, 10_000);
      const started = performance.now();
      await notify(
        { db, events, log: { warn: () => undefined } },
        {
          kind: 'expiringSoon',
          userIds: [user.id],
          text: () => ({ title: 'Expiring soon', body: `Use soon: Milk (${i})` }),
          link: '/pantry',
        },
      );
      const delivery = await arriving;
      latencies.push(performance.now() - started);
      if (!delivery.payload.includes(`Use soon: Milk (${i})`)) throw new Error('the wrong push arrived');
    }
    await app.close();
    await events.close();
    latencies.sort((a, b) => a - b);
    console.log(
      `push, notify() → decrypted at the push service (${PUSHES} pushes, ${handle.dialect}): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms (target < ${PUSH_TARGET_MS} ms), refused ${push.refused.length}`,
    );

    // 2. The daily scan of many households.
    await db.deleteFrom('households').execute();
    await db.deleteFrom('users').execute();
    const seeding = performance.now();
    await seedHouseholds(db, HOUSEHOLDS, today);
    if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(db);
    console.log(
      `seeded ${HOUSEHOLDS} households (3 products and 3 entries each) in ${((performance.now() - seeding) / 1000).toFixed(1)} s (${handle.dialect})`,
    );
    const now = new Date(`${today}T12:00:00Z`);
    const baseline = await readOnlyBaseline(db, now, today);
    const scanDeps = {
      db,
      events: createLocalBus({ db, dialect: handle.dialect }),
      mailer: { send: async () => undefined, close: () => undefined },
      config,
      log: { warn: (obj: object, msg: string) => console.warn(msg, obj) },
    };
    const started = performance.now();
    const result = await runDailyScan(scanDeps, now);
    const seconds = (performance.now() - started) / 1000;
    const again = performance.now();
    const second = await runDailyScan(scanDeps, now);
    const secondSeconds = (performance.now() - again) / 1000;
    console.log(
      `daily scan: ${result.households} households, ${result.notifications} notifications in ${seconds.toFixed(1)} s ` +
        `(${((seconds * 1000) / Math.max(1, result.households)).toFixed(2)} ms a household; target < ${SCAN_TARGET_S} s); ` +
        `read-only baseline ${baseline.toFixed(1)} s (scan/baseline ${(seconds / baseline).toFixed(1)}×); ` +
        `a second round the same day: ${second.households} households in ${secondSeconds.toFixed(2)} s`,
    );
  } finally {
    await push.close();
    await handle.close();
    await handle.drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
