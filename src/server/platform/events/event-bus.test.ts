import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { HouseholdEvent } from '@shared/contracts/events';
import { uuidv7 } from '@shared/ids';
import { pgUrlFor, createTestDatabase } from '../../../../tests/db';
import { nowIso, openDatabase, type DatabaseHandle, type DB } from '../../db/database';
import { createEventBus, type EventBus } from './event-bus';

/**
 * The household event bus on the database the suite runs on (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set): what one household publishes reaches that household's subscribers,
 * and only theirs; a reconnecting screen resumes from its last id; on PostgreSQL, a publish in one
 * process reaches the subscribers of another.
 */

const PG_BASE = process.env.TEST_DATABASE_URL;
const silent = { warn: () => undefined };

let handle: DatabaseHandle;
let databaseUrl: string | undefined;
let bus: EventBus;

beforeAll(async () => {
  handle = await createTestDatabase();
  if (PG_BASE) {
    // The LISTEN connection needs a URL: the same database this file's pool talks to.
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(handle.db);
    databaseUrl = pgUrlFor(PG_BASE, rows[0]!.name);
  }
  bus = createEventBus({ db: handle.db, dialect: handle.dialect, databaseUrl, log: silent });
  await bus.ready();
});

afterAll(async () => {
  await bus?.close();
  await handle?.close();
});

async function newHousehold(db: DB): Promise<string> {
  const id = uuidv7();
  await db.insertInto('households').values({ id, name: 'Test kitchen', created_at: nowIso() }).execute();
  return id;
}

/** Collects what a subscription receives; `next()` waits for the next one (or fails after a while). */
function collect(target: EventBus, householdId: string) {
  const received: HouseholdEvent[] = [];
  const waiting: Array<() => void> = [];
  const unsubscribe = target.subscribe(householdId, (event) => {
    received.push(event);
    waiting.splice(0).forEach((wake) => wake());
  });
  const until = async (count: number, timeoutMs = 5000): Promise<HouseholdEvent[]> => {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} events, got ${received.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return received;
  };
  return { received, until, unsubscribe };
}

const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the household event bus', () => {
  test('a published event reaches the subscribers of its household, with who caused it', async () => {
    const household = await newHousehold(handle.db);
    const first = collect(bus, household);
    const second = collect(bus, household);
    const published = await bus.publish(household, 'pantry.changed', { productIds: ['p1'] }, 'user-1');

    expect(published).toMatchObject({
      type: 'pantry.changed',
      actorId: 'user-1',
      data: { productIds: ['p1'] },
    });
    expect(published.id).toMatch(/^\d+$/);
    expect(await first.until(1)).toEqual([published]);
    expect(await second.until(1)).toEqual([published]);
    first.unsubscribe();
    second.unsubscribe();
  });

  test('another household’s subscriber receives nothing', async () => {
    const mine = await newHousehold(handle.db);
    const theirs = await newHousehold(handle.db);
    const mySubscription = collect(bus, mine);
    const theirSubscription = collect(bus, theirs);

    await bus.publish(mine, 'shopping.changed', { listIds: ['l1'] }, null);
    await mySubscription.until(1);
    await settle();
    expect(theirSubscription.received).toEqual([]);
    mySubscription.unsubscribe();
    theirSubscription.unsubscribe();
  });

  test('an unsubscribed listener hears nothing more', async () => {
    const household = await newHousehold(handle.db);
    const stays = collect(bus, household);
    const leaves = collect(bus, household);
    await bus.publish(household, 'recipes.changed', { recipeIds: ['r1'] });
    await leaves.until(1);
    leaves.unsubscribe();
    await bus.publish(household, 'recipes.changed', { recipeIds: ['r2'] });
    await stays.until(2);
    await settle();
    expect(leaves.received).toHaveLength(1);
    stays.unsubscribe();
  });

  test('since(lastId) resumes after the last event a screen saw, for its household only', async () => {
    const household = await newHousehold(handle.db);
    const other = await newHousehold(handle.db);
    const a = await bus.publish(household, 'pantry.changed', { productIds: ['a'] });
    await bus.publish(other, 'pantry.changed', { productIds: ['not yours'] });
    const b = await bus.publish(household, 'mealplan.changed', { dayIds: ['b'] });
    const c = await bus.publish(household, 'family.changed', {}, 'user-2');

    expect(await bus.since(household, a.id)).toEqual([b, c]);
    expect(await bus.since(household, '0')).toEqual([a, b, c]);
    expect(await bus.since(household, c.id)).toEqual([]);
  });

  test('events older than the retention are pruned by a later publish', async () => {
    const own = createEventBus({ db: handle.db, dialect: handle.dialect, databaseUrl, log: silent });
    const household = await newHousehold(handle.db);
    await handle.db
      .insertInto('household_events')
      .values({
        household_id: household,
        type: 'pantry.changed',
        actor_id: null,
        data: '{}',
        created_at: nowIso(new Date(Date.now() - 60 * 60 * 1000)),
      })
      .execute();
    const fresh = await own.publish(household, 'pantry.changed', { productIds: [] });
    // close() waits for the prune that publish started.
    await own.close();
    expect(await bus.since(household, '0')).toEqual([fresh]);
  });

  test('a closed bus refuses to publish', async () => {
    const own = createEventBus({ db: handle.db, dialect: handle.dialect, databaseUrl, log: silent });
    await own.close();
    await expect(own.publish(await newHousehold(handle.db), 'pantry.changed', {})).rejects.toThrow(/closed/);
  });
});

describe.runIf(Boolean(PG_BASE))('across processes (PostgreSQL)', () => {
  test('a publish on one bus reaches the subscriber of another bus with its own pool and LISTEN connection', async () => {
    const otherHandle = openDatabase({ databaseUrl: databaseUrl!, poolSize: 2 });
    const other = createEventBus({ db: otherHandle.db, dialect: 'postgres', databaseUrl, log: silent });
    try {
      const household = await newHousehold(handle.db);
      const bystander = await newHousehold(handle.db);
      const there = collect(other, household);
      const thereBystander = collect(other, bystander);
      const here = collect(bus, household);
      await other.ready();

      const published = await bus.publish(household, 'pantry.changed', { productIds: ['x'] }, 'user-3');
      expect(await there.until(1)).toEqual([published]);
      expect(await here.until(1)).toEqual([published]);
      // Each bus hands every event out once, however many notifications came.
      const second = await other.publish(household, 'pantry.changed', { productIds: ['y'] });
      expect(await here.until(2)).toEqual([published, second]);
      expect(await there.until(2)).toEqual([published, second]);
      await settle();
      expect(there.received).toHaveLength(2);
      expect(thereBystander.received).toEqual([]);
      there.unsubscribe();
      here.unsubscribe();
      thereBystander.unsubscribe();
    } finally {
      await other.close();
      await otherHandle.close();
    }
  });

  test('after its LISTEN connection is killed, a bus reconnects and delivers what was published meanwhile', async () => {
    const household = await newHousehold(handle.db);
    const own = createEventBus({ db: handle.db, dialect: 'postgres', databaseUrl, log: silent });
    try {
      const subscription = collect(own, household);
      await own.ready();
      const before = await bus.publish(household, 'pantry.changed', { productIds: ['before'] });
      await subscription.until(1);

      // Ends every LISTEN connection on this database (this file's buses only; its pool does not LISTEN).
      const killed = await sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN %'`.execute(handle.db);
      expect(killed.rows.length).toBeGreaterThan(0);
      const during = await bus.publish(household, 'pantry.changed', { productIds: ['during'] });

      expect(await subscription.until(2, 10_000)).toEqual([before, during]);
      subscription.unsubscribe();
    } finally {
      await own.close();
    }
  });
});
