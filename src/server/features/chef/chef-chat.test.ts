import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChefMessage, ChefStreamEvent, ChefTip } from '@shared/contracts/chef';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { add, type Household, makeProduct, newHousehold, plusDays } from '../pantry/pantry.test-support';

/**
 * The conversation with the built-in Chef, through real HTTP: each message is kept and answered
 * as a stream of NDJSON events, changes come back as cards (nothing changes until the browser
 * calls the action endpoint), questions are answered with the household's own data, the history
 * is the user's alone, and 'Chef Says' tips come at most once every few hours.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Milk in the fridge that expires in `days`. */
async function milkExpiring(h: Household, days: number): Promise<void> {
  const milk = await makeProduct(h.client, { name: 'Milk', defaultUnit: 'l' });
  await add(h.client, {
    productId: milk.id,
    quantity: 1,
    locationId: h.locations.fridge.id,
    expiresOn: plusDays(h.today, days),
  });
}

async function say(
  client: TestClient,
  text: string,
): Promise<{ events: ChefStreamEvent[]; reply: ChefMessage }> {
  const res = await client.post('/api/chat/messages', { text });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/x-ndjson');
  const events = res.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChefStreamEvent);
  const done = events.find((e) => e.type === 'done');
  expect(done, res.body).toBeDefined();
  return { events, reply: (done as Extract<ChefStreamEvent, { type: 'done' }>).message };
}

describe('POST /api/chat/messages', () => {
  test('streams the user message, the answer in pieces, then the kept answer with its card', async () => {
    const h = await newHousehold(t);
    const { events, reply } = await say(h.client, 'add 2 litres of milk and a dozen eggs to the fridge');
    expect(events[0]).toMatchObject({ type: 'user', message: { role: 'user' } });
    const deltas = events.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text);
    expect(deltas.join('')).toBe(reply.text);
    expect(reply.card).toMatchObject({
      status: 'proposed',
      proposal: {
        kind: 'pantry',
        action: {
          type: 'ADD_TO_PANTRY',
          items: [{ text: '2 l milk' }, { text: '12 eggs' }],
          locationId: h.locations.fridge.id,
        },
      },
    });
    expect(reply.card!.summary).toContain('2 l milk');
    // Proposed only: the pantry is still empty.
    expect((await h.client.get('/api/pantry')).json().items).toEqual([]);
  });

  test('the card, confirmed through the action endpoint, stocks the pantry', async () => {
    const h = await newHousehold(t);
    const { reply } = await say(h.client, 'add 2 litres of milk');
    const card = reply.card!;
    if (card.proposal.kind !== 'pantry') throw new Error('a pantry card');
    const res = await h.client.post('/api/chat/actions/pantry', card.proposal.action);
    expect(res.statusCode, res.body).toBe(200);
    const marked = await h.client.patch(`/api/chat/messages/${reply.id}`, { status: 'done' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().message.card.status).toBe('done');
    const items = (await h.client.get('/api/pantry')).json().items as Array<{
      name: string;
      totalQuantity: number;
    }>;
    expect(items.map((i) => [i.name, i.totalQuantity])).toEqual([['Milk', 2]]);
  });

  test('dietary preferences, appliances and timers are proposed; what is already so is said', async () => {
    const h = await newHousehold(t);
    const diet = (await say(h.client, "I'm vegetarian now")).reply;
    expect(diet.card?.proposal).toEqual({
      kind: 'dietaryPreferences',
      action: { type: 'UPDATE_DIETARY_PREFERENCES', add: ['Vegetarian'] },
    });
    const applied = await h.client.post('/api/chat/actions/dietary-preferences', {
      type: 'UPDATE_DIETARY_PREFERENCES',
      add: ['Vegetarian'],
    });
    expect(applied.statusCode).toBe(200);
    const again = (await say(h.client, "I'm vegetarian now")).reply;
    expect(again.card).toBeNull();
    expect(again.text).toContain('Vegetarian');

    const fryer = (await say(h.client, 'we got an air fryer')).reply;
    expect(fryer.card?.proposal).toEqual({
      kind: 'appliance',
      action: { type: 'ADD_KITCHEN_APPLIANCE', appliance: { applianceSlug: 'air-fryer' } },
    });
    const timer = (await say(h.client, 'set a timer for 10 minutes')).reply;
    expect(timer.card?.proposal).toEqual({ kind: 'timer', seconds: 600, label: '10:00' });
  });

  test('questions are answered from the household’s own pantry', async () => {
    const h = await newHousehold(t);
    await milkExpiring(h, 2);
    const { reply } = await say(h.client, 'what expires this week?');
    expect(reply.text).toMatch(/Milk/);
    expect(reply.links).toContainEqual({ label: 'Open the pantry', href: '/pantry' });

    const converted = (await say(h.client, 'how many grams is a cup of flour')).reply;
    expect(converted.text).toMatch(/1 cup flour is about 1\d\d g/);
    const swap = (await say(h.client, 'what can I use instead of buttermilk')).reply;
    expect(swap.text).toMatch(/lemon|vinegar/i);
  });

  test('an unsupported request gets an honest answer and what the Chef can do, in the user’s language', async () => {
    const h = await newHousehold(t);
    const { reply } = await say(h.client, 'book me a table at a restaurant');
    expect(reply.card).toBeNull();
    expect(reply.text).toContain("Sorry, I can't do that yet");
    expect(reply.chips.length).toBeGreaterThan(0);

    await h.client.patch('/api/user/settings', { language: 'de' });
    const german = (await say(h.client, 'bestell mir eine Pizza')).reply;
    expect(german.text).not.toContain("Sorry, I can't do that yet");
  });

  test('bad input is a 400, signed out is 401, without CSRF 403', async () => {
    const h = await newHousehold(t);
    for (const body of [
      {},
      { text: '' },
      { text: 'x'.repeat(501) },
      { text: 'hi', extra: 1 },
      { text: 42 },
    ]) {
      const res = await h.client.post('/api/chat/messages', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const anonymous = t.client();
    expect((await anonymous.get('/api/chat/messages')).statusCode).toBe(401);
    const noCsrf = await h.client.request('POST', '/api/chat/messages', { body: { text: 'hi' } });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('the history', () => {
  test('is kept per user, paged oldest first, and cleared', async () => {
    const h = await newHousehold(t);
    const empty = (await h.client.get('/api/chat/messages')).json();
    expect(empty.messages).toEqual([]);
    expect(empty.starters.length).toBeGreaterThan(0);
    await say(h.client, 'hello');
    await say(h.client, 'what is running low?');
    const all = (await h.client.get('/api/chat/messages')).json();
    expect(all.messages.map((m: ChefMessage) => m.role)).toEqual(['user', 'chef', 'user', 'chef']);
    expect(all.messages[0].text).toBe('hello');
    const page = (await h.client.get('/api/chat/messages?limit=2')).json();
    expect(page.messages.map((m: ChefMessage) => m.text)[0]).toBe('what is running low?');
    expect(page.hasMore).toBe(true);
    const older = (await h.client.get(`/api/chat/messages?limit=2&before=${page.messages[0].id}`)).json();
    expect(older.messages[0].text).toBe('hello');
    expect(older.hasMore).toBe(false);

    // Another household's user sees none of it, and cannot mark its cards.
    const other = await newHousehold(t);
    expect((await other.client.get('/api/chat/messages')).json().messages).toEqual([]);
    const withCard = (await say(h.client, 'add 1 kg rice')).reply;
    const foreign = await other.client.patch(`/api/chat/messages/${withCard.id}`, { status: 'done' });
    expect(foreign.statusCode).toBe(404);

    expect((await h.client.delete('/api/chat/messages')).statusCode).toBe(204);
    expect((await h.client.get('/api/chat/messages')).json().messages).toEqual([]);
  });
});

describe('GET /api/chat/tip', () => {
  test('an item expiring tomorrow gives one tip, then none for a few hours; none when turned off', async () => {
    const h = await newHousehold(t);
    expect((await h.client.get('/api/chat/tip')).json()).toEqual({ tip: null });
    await milkExpiring(h, 1);
    const first = (await h.client.get('/api/chat/tip')).json().tip as ChefTip;
    expect(first.text).toMatch(/Milk/);
    expect(first.action.kind).toBe('open');
    expect((await h.client.get('/api/chat/tip')).json()).toEqual({ tip: null });

    const other = await newHousehold(t);
    await other.client.patch('/api/user/settings', { chefTips: false });
    await milkExpiring(other, 1);
    expect((await other.client.get('/api/chat/tip')).json()).toEqual({ tip: null });
  });
});
