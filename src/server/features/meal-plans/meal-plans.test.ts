import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  GeneratePlanResponse,
  MealPlanEntry,
  MealPlanResponse,
  MealPlanShoppingResponse,
  PrepSession,
} from '@shared/contracts/meal-plans';
import type { Recipe, RecipeDraftInput, RecipeSummary } from '@shared/contracts/recipes';
import type { ShoppingListDetail } from '@shared/contracts/shopping';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { createSignedInUser, joinHousehold } from '../../../../tests/factories';
import { newHousehold, plusDays, type Household } from '../pantry/pantry.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ROAST: RecipeDraftInput = {
  title: 'Test roast vegetables',
  servings: 2,
  ingredients: [
    { text: '2 onions, chopped' },
    { text: '500 g potatoes, diced' },
    { text: '2 tbsp olive oil' },
  ],
  steps: [
    { text: 'Preheat the oven to 200 °C.' },
    { text: 'Toss the potatoes and onions with the oil.' },
    { text: 'Roast for 40 minutes.' },
  ],
};
const SOUP: RecipeDraftInput = {
  title: 'Test onion soup',
  servings: 4,
  ingredients: [
    { text: '4 onions, chopped' },
    { text: '1 l vegetable stock' },
    { text: '30 g butter' },
  ],
  steps: [
    { text: 'Melt the butter in a pot and soften the onions for 15 minutes.' },
    { text: 'Add the stock and simmer for 30 minutes.' },
  ],
};

async function create(client: TestClient, draft: RecipeDraftInput): Promise<Recipe> {
  const res = await client.post('/api/recipes', draft);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().recipe as Recipe;
}

async function plan(client: TestClient, from: string, days = 7): Promise<MealPlanResponse> {
  const res = await client.get(from ? `/api/meal-plans?from=${from}&days=${days}` : '/api/meal-plans');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MealPlanResponse;
}

async function addEntry(client: TestClient, body: Record<string, unknown>): Promise<MealPlanEntry> {
  const res = await client.post('/api/meal-plans/entries', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().entry as MealPlanEntry;
}

async function generate(client: TestClient, body: Record<string, unknown>): Promise<GeneratePlanResponse> {
  const res = await client.post('/api/meal-plans/generate', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GeneratePlanResponse;
}

const recipeIds = (entries: MealPlanEntry[]) => entries.map((e) => `${e.date} ${e.slot} ${e.recipe?.id}`);

describe('the calendar', () => {
  test('plans recipes and notes, with the household size as servings, and reads a week', async () => {
    const h = await newHousehold(t);
    expect((await h.client.post('/api/user/onboarding', { household_size: 3 })).statusCode).toBe(200);
    const roast = await create(h.client, ROAST);
    const dinner = await addEntry(h.client, { date: h.today, slot: 'dinner', recipeId: roast.id });
    expect(dinner).toMatchObject({ slot: 'dinner', servings: 3, locked: false, note: null });
    expect(dinner.recipe).toMatchObject({ id: roast.id, title: 'Test roast vegetables' });
    const out = await addEntry(h.client, { date: h.today, slot: 'dinner', note: '  Eat out  ', servings: 2 });
    expect(out).toMatchObject({ note: 'Eat out', recipe: null, position: 1, servings: 2 });
    const library = await addEntry(h.client, { date: plusDays(h.today, 1), slot: 'lunch', recipeId: 'lib-shakshuka' });
    expect(library.recipe?.source).toBe('library');

    const week = await plan(h.client, h.today);
    expect(week).toMatchObject({ from: h.today, to: plusDays(h.today, 6), defaultServings: 3, today: h.today });
    expect(week.weekStartsOn).toBe(0); // the default region, US, starts on Sunday
    expect(week.entries.map((e) => e.id)).toEqual([dinner.id, out.id, library.id]);
    // Without a day: the reader's week, from its first day.
    const current = await plan(h.client, '');
    expect(new Date(`${current.from}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(current.from <= h.today && h.today <= current.to).toBe(true);
    // Outside the range: not there.
    expect((await plan(h.client, plusDays(h.today, 2), 3)).entries).toEqual([]);
  });

  test('moves, reorders, copies and deletes entries; a moved meal is locked', async () => {
    const h = await newHousehold(t);
    const roast = await create(h.client, ROAST);
    const soup = await create(h.client, SOUP);
    const a = await addEntry(h.client, { date: h.today, slot: 'dinner', recipeId: roast.id });
    const b = await addEntry(h.client, { date: h.today, slot: 'dinner', recipeId: soup.id });
    const first = await h.client.patch(`/api/meal-plans/entries/${b.id}`, { position: 0 });
    expect(first.statusCode, first.body).toBe(200);
    let day = (await plan(h.client, h.today, 1)).entries;
    expect(day.map((e) => [e.id, e.position])).toEqual([
      [b.id, 0],
      [a.id, 1],
    ]);
    const tomorrow = plusDays(h.today, 1);
    const moved = await h.client.patch(`/api/meal-plans/entries/${b.id}`, { date: tomorrow, slot: 'lunch', servings: 5 });
    expect(moved.json().entry).toMatchObject({ date: tomorrow, slot: 'lunch', servings: 5, locked: true, position: 0 });
    day = (await plan(h.client, h.today, 1)).entries;
    expect(day.map((e) => [e.id, e.position])).toEqual([[a.id, 0]]);
    const copy = await h.client.post(`/api/meal-plans/entries/${a.id}/copy`, { date: tomorrow, slot: 'dinner' });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().entry).toMatchObject({ date: tomorrow, slot: 'dinner', recipe: { id: roast.id } });
    expect((await h.client.delete(`/api/meal-plans/entries/${a.id}`)).statusCode).toBe(204);
    expect((await h.client.delete(`/api/meal-plans/entries/${a.id}`)).statusCode).toBe(404);
    expect((await plan(h.client, h.today, 2)).entries).toHaveLength(2);
  });

  test('a full meal is refused in the reader’s language', async () => {
    const h = await newHousehold(t);
    expect((await h.client.patch('/api/user/settings', { language: 'de' })).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) await addEntry(h.client, { date: h.today, slot: 'snack', note: `Obst ${i}` });
    const refused = await h.client.post('/api/meal-plans/entries', { date: h.today, slot: 'snack', note: 'Noch eins' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('Eine Mahlzeit fasst bis zu 10 Einträge');
    const other = await addEntry(h.client, { date: h.today, slot: 'lunch', note: 'Suppe' });
    const move = await h.client.patch(`/api/meal-plans/entries/${other.id}`, { slot: 'snack' });
    expect(move.statusCode).toBe(409);
  });

  test('a deleted recipe stays in the plan as its title', async () => {
    const h = await newHousehold(t);
    const roast = await create(h.client, ROAST);
    await addEntry(h.client, { date: h.today, slot: 'dinner', recipeId: roast.id });
    expect((await h.client.delete(`/api/recipes/${roast.id}`)).statusCode).toBeLessThan(300);
    const [entry] = (await plan(h.client, h.today, 1)).entries;
    expect(entry).toMatchObject({ recipe: null, note: 'Test roast vegetables' });
  });

  test('refuses bad input with clear messages, and another household’s ids are unknown', async () => {
    const h = await newHousehold(t);
    const other = await newHousehold(t);
    const roast = await create(other.client, ROAST);
    const bad: Array<[string, string, unknown]> = [
      ['GET', '/api/meal-plans?from=2026-02-30', undefined],
      ['GET', '/api/meal-plans?from=2026-01-01&days=15', undefined],
      ['GET', '/api/meal-plans?from=2026-01-01&x=1', undefined],
      ['POST', '/api/meal-plans/entries', { date: h.today, slot: 'brunch', note: 'x' }],
      ['POST', '/api/meal-plans/entries', { date: h.today, slot: 'dinner' }],
      ['POST', '/api/meal-plans/entries', { date: h.today, slot: 'dinner', note: 'x', servings: 0 }],
      ['POST', '/api/meal-plans/entries', { date: h.today, slot: 'dinner', note: 'x'.repeat(201) }],
      ['POST', '/api/meal-plans/generate', { from: h.today, slots: ['dinner', 'dinner'] }],
      ['POST', '/api/meal-plans/generate', { from: h.today, days: 30 }],
      ['POST', '/api/meal-plans/generate', { from: h.today, maxMinutes: 1 }],
      ['POST', '/api/meal-prep/sessions', { from: 'today' }],
    ];
    for (const [method, url, body] of bad) {
      const res = await h.client.request(method as 'GET' | 'POST', url, { body, withCsrf: true });
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    const missing = await h.client.post('/api/meal-plans/entries', {
      date: h.today,
      slot: 'dinner',
      recipeId: roast.id,
    });
    expect(missing.statusCode).toBe(404);
    const theirs = await addEntry(other.client, { date: other.today, slot: 'dinner', recipeId: roast.id });
    for (const [method, url, body] of [
      ['PATCH', `/api/meal-plans/entries/${theirs.id}`, { servings: 2 }],
      ['POST', `/api/meal-plans/entries/${theirs.id}/copy`, { date: h.today, slot: 'lunch' }],
      ['POST', `/api/meal-plans/entries/${theirs.id}/swap`, {}],
      ['POST', `/api/meal-plans/entries/${theirs.id}/cooked`, undefined],
      ['DELETE', `/api/meal-plans/entries/${theirs.id}`, undefined],
    ] as const) {
      expect((await h.client.request(method, url, { body, withCsrf: true })).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await plan(other.client, other.today, 1)).entries).toHaveLength(1);
  });
});

describe('live screens', () => {
  /** The household's recorded plan and list events, once `count` are there (publishing follows the answer). */
  async function eventTypes(householdId: string, count: number): Promise<string[]> {
    for (let i = 0; i < 100; i++) {
      const rows = await t.db
        .selectFrom('household_events')
        .select(['type'])
        .where('household_id', '=', householdId)
        .where('type', 'in', ['mealplan.changed', 'shopping.changed'])
        .orderBy('id')
        .execute();
      if (rows.length >= count) return rows.map((r) => r.type);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`fewer than ${count} events`);
  }

  test('a change to the plan tells the household; reads, refusals and the feed address do not', async () => {
    const h = await newHousehold(t);
    const householdId = h.user.household_id;
    const roast = await create(h.client, ROAST);
    await addEntry(h.client, { date: h.today, slot: 'dinner', recipeId: roast.id });
    await plan(h.client, h.today);
    expect((await h.client.post('/api/meal-plans/entries', { date: h.today, slot: 'dinner' })).statusCode).toBe(400);
    expect((await h.client.post('/api/meal-plans/calendar-feed')).statusCode).toBe(200);
    expect((await h.client.post('/api/meal-plans/shopping-list', { from: h.today })).statusCode).toBe(200);
    const types = await eventTypes(householdId, 2);
    expect(types).toEqual(['mealplan.changed', 'shopping.changed']);
  });
});

describe('generating a week', () => {
  async function vegetarianHousehold(): Promise<Household> {
    const h = await newHousehold(t);
    const res = await h.client.post('/api/user/onboarding', {
      dietary_preferences: ['Vegetarian'],
      household_size: 2,
      cooking_frequency: 'Daily',
    });
    expect(res.statusCode, res.body).toBe(200);
    return h;
  }

  test('fills the chosen meals from the library, honours the diet, and is the same for the same seed', async () => {
    const h = await vegetarianHousehold();
    const made = await generate(h.client, { from: h.today, days: 7, slots: ['dinner'], seed: 42 });
    expect(made.seed).toBe(42);
    expect(made.entries).toHaveLength(7);
    expect(made.unfilled).toBe(0);
    for (const entry of made.entries) {
      expect(entry.recipe!.dietaryFlags).toContain('Vegetarian');
      expect(entry.servings).toBe(2);
      expect(entry.reasons.length).toBeGreaterThan(0);
    }
    // No recipe twice in a week when the library has enough.
    expect(new Set(made.entries.map((e) => e.recipe!.id)).size).toBe(7);
    // Again with the same seed: the same plan (the planner's own entries are replaced).
    const again = await generate(h.client, { from: h.today, days: 7, slots: ['dinner'], seed: 42 });
    expect(recipeIds(again.entries)).toEqual(recipeIds(made.entries));
    expect((await plan(h.client, h.today)).entries).toHaveLength(7);
  });

  test('keeps locked and hand-made meals, and a time budget', async () => {
    const h = await vegetarianHousehold();
    const roast = await create(h.client, ROAST);
    const mine = await addEntry(h.client, { date: h.today, slot: 'dinner', recipeId: roast.id });
    const made = await generate(h.client, { from: h.today, days: 3, slots: ['dinner'], seed: 1, maxMinutes: 45 });
    expect(made.entries).toHaveLength(2);
    expect(made.entries.every((e) => e.date !== h.today)).toBe(true);
    for (const e of made.entries) expect(e.recipe!.totalMinutes ?? 0).toBeLessThanOrEqual(45);
    const lock = await h.client.patch(`/api/meal-plans/entries/${made.entries[0]!.id}`, { locked: true });
    expect(lock.statusCode).toBe(200);
    const next = await generate(h.client, { from: h.today, days: 3, slots: ['dinner'], seed: 2, maxMinutes: 45 });
    expect(next.entries).toHaveLength(1);
    const week = (await plan(h.client, h.today, 3)).entries;
    expect(week.map((e) => e.id)).toEqual(expect.arrayContaining([mine.id, made.entries[0]!.id]));
    expect(week).toHaveLength(3);
  });

  test('leftovers for a household that cooks twice a week, and a swap picks another recipe', async () => {
    const h = await vegetarianHousehold();
    await h.client.post('/api/user/onboarding', { cooking_frequency: '2-3 times a week' });
    const made = await generate(h.client, { from: h.today, days: 4, slots: ['dinner'], seed: 7 });
    expect(made.entries).toHaveLength(4);
    expect(new Set(made.entries.map((e) => e.recipe!.id)).size).toBe(2);
    expect(made.entries[0]!.reasons).toContainEqual({ kind: 'leftovers', meals: 2 });
    const target = made.entries[0]!;
    const swapped = await h.client.post(`/api/meal-plans/entries/${target.id}/swap`, { seed: 3 });
    expect(swapped.statusCode, swapped.body).toBe(200);
    const entry = swapped.json().entry as MealPlanEntry;
    expect(entry.id).toBe(target.id);
    expect(entry.recipe!.id).not.toBe(target.recipe!.id);
    expect(entry.recipe!.dietaryFlags).toContain('Vegetarian');
    const note = await addEntry(h.client, { date: h.today, slot: 'lunch', note: 'Sandwiches' });
    expect((await h.client.post(`/api/meal-plans/entries/${note.id}/swap`, {})).statusCode).toBe(409);
  });
});

describe('from the plan to the kitchen', () => {
  test('the week’s recipes become one shopping list, less the pantry; again adds nothing', async () => {
    const h = await newHousehold(t);
    const roast = await create(h.client, ROAST);
    const soup = await create(h.client, SOUP);
    await addEntry(h.client, { date: h.today, slot: 'dinner', recipeId: roast.id, servings: 2 });
    await addEntry(h.client, { date: plusDays(h.today, 1), slot: 'dinner', recipeId: soup.id, servings: 4 });
    await addEntry(h.client, { date: plusDays(h.today, 1), slot: 'lunch', note: 'Leftovers' });
    expect((await h.client.post('/api/stock/quick-add', { text: '1 kg potatoes' })).statusCode).toBe(201);
    const res = await h.client.post('/api/meal-plans/shopping-list', { from: h.today, days: 7 });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json() as MealPlanShoppingResponse;
    expect(made.meals).toBe(2);
    const list = (await h.client.get(`/api/shopping-lists/${made.listId}`)).json() as ShoppingListDetail;
    const names = list.items.map((i) => i.name.toLowerCase());
    // Onions from both recipes on one line (2 + 4); potatoes are in the pantry.
    const onions = list.items.filter((i) => /onion/i.test(i.name));
    expect(onions).toHaveLength(1);
    expect(onions[0]!.quantity).toBe(6);
    expect(onions[0]!.source).toBe('mealplan');
    expect(names.some((n) => n.includes('potato'))).toBe(false);
    const again = (await h.client.post('/api/meal-plans/shopping-list', { from: h.today, days: 7 })).json();
    expect(again.added).toEqual([]);
    // A range without recipes says so.
    const empty = await h.client.post('/api/meal-plans/shopping-list', { from: plusDays(h.today, 30), days: 7 });
    expect(empty.statusCode).toBe(409);
  });

  test('a prep session merges the shared chopping, runs oven and hob together, keeps progress', async () => {
    const h = await newHousehold(t);
    const roast = await create(h.client, ROAST);
    const soup = await create(h.client, SOUP);
    await addEntry(h.client, { date: h.today, slot: 'dinner', recipeId: roast.id });
    await addEntry(h.client, { date: plusDays(h.today, 2), slot: 'dinner', recipeId: soup.id });
    const res = await h.client.post('/api/meal-prep/sessions', { from: h.today, days: 7 });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json().session as PrepSession;
    expect(session.meals.map((m) => m.title).sort()).toEqual(['Test onion soup', 'Test roast vegetables']);
    const onions = session.tasks.filter((task) => task.kind === 'prep');
    expect(onions).toHaveLength(1);
    expect(onions[0]!.recipeIds.sort()).toEqual([roast.id, soup.id].sort());
    expect(session.totalMinutes).toBeLessThan(session.sequentialMinutes);
    const roasting = session.tasks.find((task) => task.text?.startsWith('Roast'))!;
    const simmering = session.tasks.find((task) => task.text?.startsWith('Add the stock'))!;
    expect(roasting).toMatchObject({ appliance: 'oven', passive: true, timerSeconds: 2400 });
    // The two long waits overlap.
    expect(roasting.startMinute).toBeLessThan(simmering.startMinute + simmering.minutes);
    expect(simmering.startMinute).toBeLessThan(roasting.startMinute + roasting.minutes);
    for (const meal of session.meals) expect(meal.useByDays).toBeGreaterThan(0);
    expect(session.meals.find((m) => m.recipeId === soup.id)).toMatchObject({ storage: 'fridge', freezable: true });

    // Soup again six days on: more than it keeps in the fridge, so those portions are frozen.
    await addEntry(h.client, { date: plusDays(h.today, 6), slot: 'lunch', recipeId: soup.id });
    const later = (await h.client.post('/api/meal-prep/sessions', { from: h.today, days: 7 })).json()
      .session as PrepSession;
    expect(later.meals.find((m) => m.recipeId === soup.id)).toMatchObject({
      storage: 'freezer',
      useByDays: 60,
      dates: [plusDays(h.today, 2), plusDays(h.today, 6)],
    });

    const tick = await h.client.patch(`/api/meal-prep/sessions/${session.id}`, {
      taskId: onions[0]!.id,
      done: true,
    });
    expect(tick.statusCode, tick.body).toBe(200);
    const reopened = (await h.client.get(`/api/meal-prep/sessions/${session.id}`)).json().session as PrepSession;
    expect(reopened.done).toEqual([onions[0]!.id]);
    const listed = (await h.client.get('/api/meal-prep/sessions')).json().sessions;
    expect(listed[1]).toEqual(
      expect.objectContaining({ id: session.id, doneCount: 1, taskCount: session.tasks.length }),
    );
    expect(
      (await h.client.patch(`/api/meal-prep/sessions/${session.id}`, { taskId: 'nope', done: true })).statusCode,
    ).toBe(404);
    const stranger = await newHousehold(t);
    expect((await stranger.client.get(`/api/meal-prep/sessions/${session.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.client.patch(`/api/meal-prep/sessions/${session.id}`, { taskId: onions[0]!.id, done: true }))
        .statusCode,
    ).toBe(404);
    const none = await h.client.post('/api/meal-prep/sessions', { from: plusDays(h.today, 40), days: 7 });
    expect(none.statusCode).toBe(409);
  });

  test('cooked from the plan, and the whole family sees one plan', async () => {
    const h = await newHousehold(t);
    const partner = await createSignedInUser(t);
    await joinHousehold(t, partner.user.id, h.user.household_id);
    const roast = await create(h.client, ROAST);
    const entry = await addEntry(h.client, { date: h.today, slot: 'dinner', recipeId: roast.id });
    const seen = (await plan(partner.client, h.today, 1)).entries;
    expect(seen.map((e) => e.id)).toEqual([entry.id]);
    expect(seen[0]!.createdBy?.id).toBe(h.user.id);
    const cooked = await partner.client.post(`/api/meal-plans/entries/${entry.id}/cooked`);
    expect(cooked.statusCode, cooked.body).toBe(200);
    expect((cooked.json().entry as MealPlanEntry).cookedAt).not.toBeNull();
  });
});

describe('the calendar feed', () => {
  test('a secret address lists the meals; rotating it retires the old one', async () => {
    const h = await newHousehold(t);
    expect((await h.client.get('/api/meal-plans/calendar-feed')).json()).toEqual({ url: null });
    const soup = await create(h.client, { ...SOUP, title: 'Soup, with onions; and a long title that needs folding' });
    await addEntry(h.client, { date: h.today, slot: 'dinner', recipeId: soup.id });
    await addEntry(h.client, { date: h.today, slot: 'lunch', note: 'Picnic' });
    const made = await h.client.post('/api/meal-plans/calendar-feed');
    expect(made.statusCode, made.body).toBe(200);
    const url = new URL(made.json().url as string);
    const anonymous = t.client();
    const feed = await anonymous.get(url.pathname);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const unfolded = feed.body.replace(/\r\n /g, '');
    expect(unfolded).toContain('BEGIN:VCALENDAR');
    expect(unfolded).toContain('SUMMARY:Dinner: Soup\\, with onions\\; and a long title that needs folding');
    expect(unfolded).toContain('SUMMARY:Lunch: Picnic');
    expect(feed.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const rotated = new URL((await h.client.post('/api/meal-plans/calendar-feed')).json().url as string);
    expect(rotated.pathname).not.toBe(url.pathname);
    expect((await anonymous.get(url.pathname)).statusCode).toBe(404);
    expect((await anonymous.get(rotated.pathname)).statusCode).toBe(200);
    expect((await h.client.delete('/api/meal-plans/calendar-feed')).statusCode).toBe(204);
    expect((await anonymous.get(rotated.pathname)).statusCode).toBe(404);
    expect((await anonymous.get('/api/meal-plans/calendar/not-a-token.ics')).statusCode).toBe(404);
  });
});

describe('the recipe summary in an entry', () => {
  test('is the recipe card the recipes list shows', async () => {
    const h = await newHousehold(t);
    const roast = await create(h.client, ROAST);
    const entry = await addEntry(h.client, { date: h.today, slot: 'dinner', recipeId: roast.id });
    const listed = (await h.client.get('/api/recipes?source=household')).json().recipes as RecipeSummary[];
    expect(entry.recipe).toEqual(listed.find((r) => r.id === roast.id));
  });
});
