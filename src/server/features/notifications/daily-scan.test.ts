import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { NotificationsPage } from '@shared/contracts/notifications';
import { addDays, todayIn } from '@shared/domain/stock';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { createSignedInUser, type SignedIn } from '../../../../tests/factories';
import { createLocalBus } from '../../platform/events/local-bus';
import { takeLease } from '../../platform/jobs';
import { runDailyScan, SCAN_HOUR, dueHouseholds, type ScanDeps } from './daily-scan.service';

/**
 * The daily scan: what expires, has expired, runs low, is planned for tomorrow and a trial that
 * ends, as notifications once per household and local day, at 08:00 in the owner's time zone;
 * the same again finds nothing new; a day missed while the server was down is scanned once; the
 * e-mail digest; one lease holder at a time.
 */

let t: TestApp;
let deps: ScanDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = {
    db: t.db,
    events: createLocalBus({ db: t.db, dialect: t.dialect }),
    mailer: {
      send: async (m) => void (await t.db.insertInto('mail_outbox').values(outboxRow(m)).execute()),
      close() {},
    },
    config: t.config,
    log: { warn: () => undefined },
  };
});
afterAll(async () => t.close());

let mails = 0;
function outboxRow(message: { to: string; subject: string; text: string }) {
  mails += 1;
  return {
    id: `mail-${Date.now()}-${mails}`,
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: null,
    created_at: new Date().toISOString(),
    sent_at: null,
    error: null,
  };
}

/** 08:30 in Berlin on the household's day (Berlin is UTC+1 in November). */
const BERLIN = 'Europe/Berlin';
const morning = (day: string) => new Date(`${day}T07:30:00Z`);

async function household(timezone = BERLIN): Promise<SignedIn & { today: string }> {
  const who = await createSignedInUser(t);
  expect((await who.client.patch('/api/user/settings', { timezone })).statusCode).toBe(200);
  // Nothing is scanned for days before this test's.
  return { ...who, today: todayIn(timezone) };
}

async function addStock(client: TestClient, text: string, expiresOn: string | null) {
  const quick = await client.post('/api/stock/quick-add', { text });
  expect(quick.statusCode, quick.body).toBe(201);
  const entryId = quick.json().entries[0].id as string;
  if (expiresOn) {
    const res = await client.patch(`/api/stock/entries/${entryId}`, { expiresOn });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function bodies(client: TestClient): Promise<Array<[string, string]>> {
  const page = (await client.get('/api/notifications?limit=50')).json() as NotificationsPage;
  return page.items.map((n) => [n.title, n.body] as [string, string]).sort();
}

describe('the daily scan', () => {
  test('tells each kind once, at 08:00 local time; the same state the next day tells nothing new', async () => {
    const h = await household();
    const today = h.today;
    await addStock(h.client, '1 l milk', addDays(today, 1));
    await addStock(h.client, '200 g ham', addDays(today, -1));
    const product = await h.client.post('/api/products', { name: 'Coffee', defaultUnit: 'g', minStock: 500 });
    expect(product.statusCode, product.body).toBe(201);
    const recipe = await h.client.post('/api/recipes', {
      title: 'Tomato soup',
      servings: 2,
      ingredients: [{ text: '6 tomatoes' }],
      steps: [{ text: 'Simmer the tomatoes for 20 minutes.' }],
    });
    const planned = await h.client.post('/api/meal-plans/entries', {
      date: addDays(today, 1),
      slot: 'dinner',
      recipeId: recipe.json().recipe.id,
    });
    expect(planned.statusCode, planned.body).toBe(201);
    await t.db
      .updateTable('users')
      .set({ trial_ends_at: new Date(morning(today).getTime() + 36 * 60 * 60 * 1000).toISOString() })
      .where('id', '=', h.user.id)
      .execute();

    // 07:30 in Berlin: not yet.
    const early = new Date(`${today}T06:30:00Z`);
    expect((await dueHouseholds(t.db, early)).map((d) => d.id)).not.toContain(h.user.household_id);
    const now = morning(today);
    expect((await dueHouseholds(t.db, now)).find((d) => d.id === h.user.household_id)).toMatchObject({
      timezone: BERLIN,
      today,
    });
    await runDailyScan(deps, now);
    const told = await bodies(h.client);
    expect(told.map(([title]) => title)).toEqual([
      'Expired',
      'Expiring soon',
      'Meal prep reminder',
      'Running low',
      'Your trial ends soon',
    ]);
    expect(told.find(([title]) => title === 'Expired')?.[1]).toBe('Past its date: Ham');
    expect(told.find(([title]) => title === 'Expiring soon')?.[1]).toMatch(/^Use soon: Milk \(.+\)$/);
    expect(told.find(([title]) => title === 'Running low')?.[1]).toBe(
      'Running low: Coffee. Put them on the shopping list?',
    );
    expect(told.find(([title]) => title === 'Meal prep reminder')?.[1]).toBe(
      'Tomorrow: Tomato soup. Anything to thaw or prepare tonight?',
    );
    const scanned = await t.db
      .selectFrom('households')
      .select('last_scan_on')
      .where('id', '=', h.user.household_id)
      .executeTakeFirstOrThrow();
    expect(scanned.last_scan_on).toBe(today);

    // Again the same day: not due. Forced anyway (a second process, a crash before the day was
    // written): the same notifications exist, so nothing is sent twice.
    expect((await dueHouseholds(t.db, now)).map((d) => d.id)).not.toContain(h.user.household_id);
    await t.db
      .updateTable('households')
      .set({ last_scan_on: null })
      .where('id', '=', h.user.household_id)
      .execute();
    await runDailyScan(deps, now);
    expect(await bodies(h.client)).toEqual(told);
  });

  test('a day missed while the server was down is scanned once, late', async () => {
    const h = await household('America/New_York');
    await addStock(h.client, '2 yoghurts', addDays(h.today, -2));
    await t.db
      .updateTable('households')
      .set({ last_scan_on: addDays(h.today, -4) })
      .where('id', '=', h.user.household_id)
      .execute();
    // 15:00 in New York: long past 08:00.
    const now = new Date(`${h.today}T20:00:00Z`);
    const due = (await dueHouseholds(t.db, now)).filter((d) => d.id === h.user.household_id);
    expect(due).toHaveLength(1);
    await runDailyScan(deps, now);
    expect((await bodies(h.client)).filter(([title]) => title === 'Expired')).toHaveLength(1);
    expect((await dueHouseholds(t.db, now)).map((d) => d.id)).not.toContain(h.user.household_id);
    expect(SCAN_HOUR).toBe(8);
  });

  test('whoever chose e-mail gets one digest in their language, and only once', async () => {
    const h = await household();
    await h.client.patch('/api/user/settings', { language: 'de' });
    await h.client.patch('/api/notifications/preferences', { kinds: { expired: { email: true } } });
    await addStock(h.client, '1 Brot', addDays(h.today, -1));
    await runDailyScan(deps, morning(h.today));
    const sent = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', h.user.email)
      .execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Deine Küche heute: 1 neu');
    expect(sent[0]?.text_body).toContain('• Abgelaufen: Datum überschritten: Brot');
    expect(sent[0]?.text_body).toContain('http://localhost:3000/settings?tab=notifications');
    await t.db
      .updateTable('households')
      .set({ last_scan_on: null })
      .where('id', '=', h.user.household_id)
      .execute();
    await runDailyScan(deps, morning(h.today));
    expect(
      await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', h.user.email).execute(),
    ).toHaveLength(1);
  });
});

describe('leases', () => {
  test('one holder at a time; it renews its own, and another takes it once it runs out', async () => {
    const now = new Date('2026-11-26T08:00:00Z');
    const later = new Date(now.getTime() + 61_000);
    const name = `test-lease-${Date.now()}`;
    expect(await takeLease(t.db, name, { owner: 'one', ttlMs: 60_000, now })).toBe(true);
    expect(await takeLease(t.db, name, { owner: 'two', ttlMs: 60_000, now })).toBe(false);
    expect(await takeLease(t.db, name, { owner: 'one', ttlMs: 60_000, now })).toBe(true);
    expect(await takeLease(t.db, name, { owner: 'two', ttlMs: 60_000, now: later })).toBe(true);
    expect(await takeLease(t.db, name, { owner: 'one', ttlMs: 60_000, now: later })).toBe(false);
  });

  test('racing for one lease, exactly one of many wins', async () => {
    const name = `race-${Date.now()}`;
    const wins = await Promise.all(
      Array.from({ length: 8 }, (_, i) => takeLease(t.db, name, { owner: `p${i}`, ttlMs: 60_000 })),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
  });
});
