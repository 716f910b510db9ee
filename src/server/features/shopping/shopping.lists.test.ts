import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  ShoppingItem,
  ShoppingItemResponse,
  ShoppingListDetail,
  ShoppingListSummary,
  ShoppingQuickAddResponse,
  ShoppingSuggestion,
} from '@shared/contracts/shopping';
import { MAX_SHOPPING_LISTS } from '@shared/contracts/shopping';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { createSignedInUser, joinHousehold } from '../../../../tests/factories';
import { newHousehold } from '../pantry/pantry.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function firstList(client: TestClient): Promise<ShoppingListSummary> {
  const res = await client.get('/api/shopping-lists');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().lists as ShoppingListSummary[])[0]!;
}

async function detail(client: TestClient, listId: string): Promise<ShoppingListDetail> {
  const res = await client.get(`/api/shopping-lists/${listId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ShoppingListDetail;
}

async function quickAdd(client: TestClient, listId: string, text: string): Promise<ShoppingQuickAddResponse> {
  const res = await client.post(`/api/shopping-lists/${listId}/items/quick-add`, { text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ShoppingQuickAddResponse;
}

async function patch(
  client: TestClient,
  listId: string,
  itemId: string,
  body: Record<string, unknown>,
): Promise<ShoppingItemResponse> {
  const res = await client.patch(`/api/shopping-lists/${listId}/items/${itemId}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ShoppingItemResponse;
}

const byName = (items: readonly ShoppingItem[], name: string) => items.find((i) => i.name === name)!;

describe('lists', () => {
  test('a household gets one list in its language on the first visit, and can keep several', async () => {
    const h = await newHousehold(t);
    expect((await h.client.patch('/api/user/settings', { language: 'de' })).statusCode).toBe(200);
    const res = await h.client.get('/api/shopping-lists');
    const lists = res.json().lists as ShoppingListSummary[];
    expect(lists).toHaveLength(1);
    expect(lists[0]!.name).toBe('Einkaufsliste');
    // A second visit does not make a second one.
    expect(((await h.client.get('/api/shopping-lists')).json().lists as unknown[]).length).toBe(1);
    const created = await h.client.post('/api/shopping-lists', { name: '  Weekend market ', store: 'Lidl' });
    expect(created.statusCode, created.body).toBe(201);
    const list = created.json().list as ShoppingListSummary;
    expect(list).toMatchObject({ name: 'Weekend market', store: 'Lidl', itemCount: 0 });
    const renamed = await h.client.patch(`/api/shopping-lists/${list.id}`, { name: 'Market', store: null });
    expect(renamed.json().list).toMatchObject({ name: 'Market', store: null });
    expect((await h.client.get('/api/shopping-lists/default')).json().listId).toBe(lists[0]!.id);
    expect((await h.client.delete(`/api/shopping-lists/${list.id}`)).statusCode).toBe(204);
    expect((await h.client.get(`/api/shopping-lists/${list.id}`)).statusCode).toBe(404);
  });

  test('caps the lists of a household', async () => {
    const h = await newHousehold(t);
    await firstList(h.client);
    for (let i = 1; i < MAX_SHOPPING_LISTS; i++) {
      expect((await h.client.post('/api/shopping-lists', { name: `List ${i}` })).statusCode).toBe(201);
    }
    const refused = await h.client.post('/api/shopping-lists', { name: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain(String(MAX_SHOPPING_LISTS));
  });
});

describe('items', () => {
  test('quick add reads several lines in any language, finds the aisle, and merges repeats', async () => {
    const h = await newHousehold(t);
    const list = await firstList(h.client);
    const added = await quickAdd(h.client, list.id, '2 kg potatoes\n1 l Milch\n3 œufs;\n\n-2 apples');
    expect(added.failed).toHaveLength(1);
    expect(added.failed[0]!.line).toBe('-2 apples');
    expect(added.items.map((i) => [i.name, i.quantity, i.unit, i.category])).toEqual([
      ['potatoes', 2, 'kg', 'produce'],
      ['Milch', 1, 'l', 'dairy'],
      ['œufs', 3, null, 'dairy'],
    ]);
    expect(added.items[0]!.addedBy).toEqual({ id: h.user.id, name: 'Ada Lovelace' });
    expect(added.items[0]!.source).toBe('typed');
    // The same food again in the same unit adds to the item instead of making a second one.
    const again = await quickAdd(h.client, list.id, '500 g potatoes\n1 kg Potatoes\n2 lemons');
    expect(again.items.map((i) => [i.name, i.quantity, i.unit])).toEqual([
      ['potatoes', 3.5, 'kg'],
      ['lemons', 2, null],
    ]);
    const after = await detail(h.client, list.id);
    expect(after.items.map((i) => i.name)).toEqual(['potatoes', 'Milch', 'œufs', 'lemons']);
    expect(after.list.itemCount).toBe(4);
  });

  test('an item with an id from the device is created once however often the add is replayed', async () => {
    const h = await newHousehold(t);
    const list = await firstList(h.client);
    const id = '01932c1e-7a1b-7000-8000-00000000abcd';
    const body = { id, name: 'Bread', quantity: 1, unit: 'piece', note: 'sliced' };
    const first = await h.client.post(`/api/shopping-lists/${list.id}/items`, body);
    expect(first.statusCode, first.body).toBe(201);
    const second = await h.client.post(`/api/shopping-lists/${list.id}/items`, body);
    expect(second.statusCode, second.body).toBe(200);
    expect((await detail(h.client, list.id)).items).toHaveLength(1);
    // Moved to another list since: a late replay still changes nothing.
    const other = (await h.client.post('/api/shopping-lists', { name: 'Bakery' })).json()
      .list as ShoppingListSummary;
    await patch(h.client, list.id, id, { listId: other.id });
    const late = await h.client.post(`/api/shopping-lists/${list.id}/items`, body);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().item.listId).toBe(other.id);
    expect((await detail(h.client, list.id)).items).toHaveLength(0);
    // The same id from another household is not theirs to take.
    const outsider = await newHousehold(t);
    const outsiderList = await firstList(outsider.client);
    expect(
      (await outsider.client.post(`/api/shopping-lists/${outsiderList.id}/items`, body)).statusCode,
    ).toBe(404);
  });

  test('edits keep the latest edit per field: an older offline edit loses only where a newer one was made', async () => {
    const h = await newHousehold(t);
    const list = await firstList(h.client);
    const now = Date.now();
    const created = await h.client.post(`/api/shopping-lists/${list.id}/items`, {
      name: 'milk',
      at: new Date(now - 600_000).toISOString(),
    });
    const item = created.json().item as ShoppingItem;
    // Someone changes the note now.
    await patch(h.client, list.id, item!.id, { note: 'oat', at: new Date(now).toISOString() });
    // A phone that was offline a minute ago ticked it and wrote another note.
    const replay = await patch(h.client, list.id, item!.id, {
      checked: true,
      note: 'semi-skimmed',
      at: new Date(now - 60_000).toISOString(),
    });
    expect(replay.overridden).toEqual(['note']);
    expect(replay.item).toMatchObject({ checked: true, note: 'oat' });
    // A clock in the future does not win every later edit.
    await patch(h.client, list.id, item!.id, { note: 'future', at: new Date(now + 3_600_000).toISOString() });
    const later = await patch(h.client, list.id, item!.id, { note: 'whole' });
    expect(later.overridden).toEqual([]);
    expect(later.item.note).toBe('whole');
  });

  test('ticking, clearing ticked, deleting and moving to another list', async () => {
    const h = await newHousehold(t);
    const list = await firstList(h.client);
    const { items } = await quickAdd(h.client, list.id, 'bread\nbutter\njam');
    const ticked = await patch(h.client, list.id, items[0]!.id, { checked: true });
    expect(ticked.item.checked).toBe(true);
    expect(ticked.item.checkedAt).not.toBeNull();
    const other = (await h.client.post('/api/shopping-lists', { name: 'Bakery' })).json()
      .list as ShoppingListSummary;
    const moved = await patch(h.client, list.id, items[1]!.id, { listId: other.id });
    expect(moved.item.listId).toBe(other.id);
    expect((await h.client.post(`/api/shopping-lists/${list.id}/clear-checked`)).json()).toEqual({
      removed: 1,
    });
    expect((await h.client.delete(`/api/shopping-lists/${list.id}/items/${items[2]!.id}`)).statusCode).toBe(
      204,
    );
    expect((await h.client.delete(`/api/shopping-lists/${list.id}/items/${items[2]!.id}`)).statusCode).toBe(
      404,
    );
    expect((await detail(h.client, list.id)).items).toEqual([]);
    expect((await detail(h.client, other.id)).items.map((i) => i.name)).toEqual(['butter']);
  });

  test('the aisle order is set per store and learns from the order items are ticked', async () => {
    const h = await newHousehold(t);
    const list = await firstList(h.client);
    await h.client.patch(`/api/shopping-lists/${list.id}`, { store: 'Corner shop' });
    expect((await detail(h.client, list.id)).aisleOrder.slice(0, 3)).toEqual(['produce', 'dairy', 'meat']);
    // Two trips where the meat counter comes before the dairy.
    for (let trip = 0; trip < 2; trip++) {
      const start = Date.now() - (2 - trip) * 24 * 3_600_000;
      const items: ShoppingItem[] = [];
      for (const name of ['minced beef', 'milk']) {
        const at = new Date(start - 60_000).toISOString();
        items.push((await h.client.post(`/api/shopping-lists/${list.id}/items`, { name, at })).json().item);
      }
      await patch(h.client, list.id, byName(items, 'minced beef').id, {
        checked: true,
        at: new Date(start).toISOString(),
      });
      await patch(h.client, list.id, byName(items, 'milk').id, {
        checked: true,
        at: new Date(start + 60_000).toISOString(),
      });
      await h.client.post(`/api/shopping-lists/${list.id}/clear-checked`);
    }
    const learned = (await detail(h.client, list.id)).aisleOrder;
    expect(learned.indexOf('meat')).toBeLessThan(learned.indexOf('dairy'));
    // Set by hand; another store keeps its own order.
    const set = await h.client.put(`/api/shopping-lists/${list.id}/aisle-order`, {
      aisles: ['frozen', 'beverages'],
    });
    expect(set.json().aisleOrder.slice(0, 3)).toEqual(['frozen', 'beverages', 'produce']);
    const market = (await h.client.post('/api/shopping-lists', { name: 'Market', store: 'Market' })).json()
      .list as ShoppingListSummary;
    expect((await detail(h.client, market.id)).aisleOrder[0]).toBe('produce');
    expect(
      (await h.client.put(`/api/shopping-lists/${list.id}/aisle-order`, { aisles: ['meat', 'meat'] }))
        .statusCode,
    ).toBe(400);
  });

  test('suggestions: low stock first, then what the household buys often, never what is on the list', async () => {
    const h = await newHousehold(t);
    const list = await firstList(h.client);
    for (let i = 0; i < 3; i++) await h.client.post('/api/stock/quick-add', { text: '1 l milk' });
    await h.client.post('/api/stock/quick-add', { text: '500 g coffee' });
    const coffee = (await h.client.get('/api/products?search=coffee')).json().items[0];
    await h.client.patch(`/api/products/${coffee.id}`, { minStock: 1000 });
    const res = await h.client.get(`/api/shopping-lists/suggestions?listId=${list.id}`);
    const suggestions = res.json().suggestions as ShoppingSuggestion[];
    expect(suggestions.slice(0, 2).map((s) => [s.name, s.low, s.timesBought])).toEqual([
      ['Coffee', true, 1],
      ['Milk', false, 3],
    ]);
    await quickAdd(h.client, list.id, 'milk');
    const without = (await h.client.get(`/api/shopping-lists/suggestions?listId=${list.id}`)).json()
      .suggestions as ShoppingSuggestion[];
    expect(without.map((s) => s.name)).not.toContain('Milk');
    const typed = (await h.client.get('/api/shopping-lists/suggestions?q=tom')).json()
      .suggestions as ShoppingSuggestion[];
    expect(typed.map((s) => s.name)).toContain('Tomatoes');
  });
});

describe('the household', () => {
  test('members share the lists; another household gets 404 for every id', async () => {
    const h = await newHousehold(t);
    const list = await firstList(h.client);
    const [item] = (await quickAdd(h.client, list.id, '2 lemons')).items;
    const member = await createSignedInUser(t, { firstName: 'Ben', lastName: 'Cook' });
    await joinHousehold(t, member.user.id, await householdOf(h.user.id));
    const seen = await detail(member.client, list.id);
    expect(seen.items.map((i) => i.name)).toEqual(['lemons']);
    const ticked = await patch(member.client, list.id, item!.id, { checked: true });
    expect(ticked.item.checked).toBe(true);

    const outsider = await newHousehold(t);
    const paths: Array<[method: 'get' | 'patch' | 'delete' | 'post' | 'put', url: string, body?: object]> = [
      ['get', `/api/shopping-lists/${list.id}`],
      ['patch', `/api/shopping-lists/${list.id}`, { name: 'Mine' }],
      ['put', `/api/shopping-lists/${list.id}/aisle-order`, { aisles: ['meat'] }],
      ['post', `/api/shopping-lists/${list.id}/items`, { name: 'x' }],
      ['post', `/api/shopping-lists/${list.id}/items/quick-add`, { text: 'x' }],
      ['patch', `/api/shopping-lists/${list.id}/items/${item!.id}`, { checked: false }],
      ['delete', `/api/shopping-lists/${list.id}/items/${item!.id}`],
      ['post', `/api/shopping-lists/${list.id}/clear-checked`],
      ['post', `/api/shopping-lists/${list.id}/smart`, { lowStock: true }],
      ['get', `/api/shopping-lists/${list.id}/to-pantry`],
      [
        'post',
        `/api/shopping-lists/${list.id}/to-pantry`,
        { items: [{ itemId: item!.id, quantity: 1, unit: 'piece' }] },
      ],
      ['get', `/api/shopping-lists/suggestions?listId=${list.id}`],
      ['delete', `/api/shopping-lists/${list.id}`],
    ];
    for (const [method, url, body] of paths) {
      const res =
        method === 'get' ? await outsider.client.get(url) : await outsider.client[method](url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // The outsider's own list cannot take the item by moving it either.
    const own = await firstList(outsider.client);
    const moveIn = await outsider.client.patch(`/api/shopping-lists/${own.id}/items/${item!.id}`, {
      checked: true,
    });
    expect(moveIn.statusCode).toBe(404);
    expect((await detail(h.client, list.id)).items).toHaveLength(1);
  });

  test('bad input is a 400 with a message, never a 500', async () => {
    const h = await newHousehold(t);
    const list = await firstList(h.client);
    const bad: Array<[string, object]> = [
      ['/items', { name: '' }],
      ['/items', { name: 'x', quantity: -1 }],
      ['/items', { name: 'x', unit: 'bushel' }],
      ['/items', { name: 'x'.repeat(500) }],
      ['/items', { name: 'x', at: 'yesterday' }],
      ['/items', { name: 'x', extra: 1 }],
      ['/items/quick-add', { text: '' }],
      ['/smart', {}],
      ['/smart', { recipes: [{ recipeId: '../etc' }] }],
      ['/to-pantry', { items: [] }],
    ];
    for (const [suffix, body] of bad) {
      const res = await h.client.post(`/api/shopping-lists/${list.id}${suffix}`, body);
      expect(res.statusCode, `${suffix} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    const translated = await h.client.post(
      `/api/shopping-lists/${list.id}/smart`,
      {},
      { 'accept-language': 'fr' },
    );
    expect(translated.statusCode).toBe(400);
  });
});

async function householdOf(userId: string): Promise<string> {
  const row = await t.db
    .selectFrom('household_members')
    .select('household_id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.household_id;
}
