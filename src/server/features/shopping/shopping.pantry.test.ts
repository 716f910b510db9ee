import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PantryPage, Product } from '@shared/contracts/pantry';
import type { Recipe, RecipeDraftInput } from '@shared/contracts/recipes';
import type {
  PantryDraft,
  ShoppingItem,
  ShoppingListDetail,
  ShoppingListSummary,
  SmartListResponse,
  ToPantryResponse,
} from '@shared/contracts/shopping';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { newHousehold, plusDays } from '../pantry/pantry.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function listOf(client: TestClient): Promise<ShoppingListSummary> {
  return ((await client.get('/api/shopping-lists')).json().lists as ShoppingListSummary[])[0]!;
}

async function items(client: TestClient, listId: string): Promise<ShoppingItem[]> {
  return ((await client.get(`/api/shopping-lists/${listId}`)).json() as ShoppingListDetail).items;
}

async function recipe(client: TestClient, draft: RecipeDraftInput): Promise<Recipe> {
  const res = await client.post('/api/recipes', draft);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().recipe as Recipe;
}

async function smart(client: TestClient, listId: string, body: object): Promise<SmartListResponse> {
  const res = await client.post(`/api/shopping-lists/${listId}/smart`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SmartListResponse;
}

const PANCAKES: RecipeDraftInput = {
  title: 'Test pancakes',
  servings: 4,
  ingredients: [
    { text: '1 cup milk' },
    { text: '2 eggs' },
    { text: '200 g flour' },
    { text: 'a pinch of salt' },
  ],
  steps: [{ text: 'Whisk and fry.' }],
};
const CUSTARD: RecipeDraftInput = {
  title: 'Test custard',
  servings: 2,
  ingredients: [{ text: '200 ml milk' }, { text: '3 eggs' }, { text: '50 g sugar' }],
  steps: [{ text: 'Stir over low heat.' }],
};

describe('the smart list', () => {
  test('scales, merges milk across recipes, subtracts the pantry and adds low stock; a second run adds nothing', async () => {
    const h = await newHousehold(t);
    const list = await listOf(h.client);
    const pancakes = await recipe(h.client, PANCAKES);
    const custard = await recipe(h.client, CUSTARD);
    // 2 eggs in the pantry, and coffee below its minimum; expired flour does not count.
    await h.client.post('/api/stock/quick-add', { text: '2 eggs' });
    const flour = (
      await h.client.post('/api/stock', {
        productId: (await product(h.client, 'Flour')).id,
        quantity: 1,
        expiresOn: plusDays(h.today, -3),
      })
    ).json();
    expect(flour.operation).toBeTruthy();
    const coffee = await product(h.client, 'Coffee', { defaultUnit: 'g', minStock: 500 });
    expect(coffee.stockLabel).toBe('out_of_stock');

    const first = await smart(h.client, list.id, {
      recipes: [
        { recipeId: pancakes.id, servings: 8 },
        { recipeId: custard.id, servings: 2 },
      ],
      lowStock: true,
    });
    const byName = new Map(first.added.map((i) => [i.name.toLowerCase(), i]));
    // Milk: 2 × 1 cup (pancakes doubled) + 200 ml = one line.
    const milk = byName.get('milk')!;
    expect(milk.unit).toBe('ml');
    expect(milk.quantity).toBeGreaterThanOrEqual(673);
    expect(milk.sources.map((s) => s.title).sort()).toEqual(['Test custard', 'Test pancakes']);
    // Eggs: 4 + 3 needed, 2 held.
    expect(byName.get('eggs') ?? byName.get('egg')).toMatchObject({ quantity: 5, unit: 'piece' });
    // Flour is kept in kg: what the expired bag held does not count.
    expect(byName.get('flour')).toMatchObject({ quantity: 0.4, unit: 'kg', source: 'recipe' });
    expect(byName.get('coffee')).toMatchObject({
      quantity: 500,
      unit: 'g',
      source: 'low-stock',
      productId: coffee.id,
    });
    expect(first.added.every((i) => i.category !== undefined)).toBe(true);

    const again = await smart(h.client, list.id, {
      recipes: [
        { recipeId: custard.id, servings: 2 },
        { recipeId: pancakes.id, servings: 8 },
      ],
      lowStock: true,
    });
    expect(again).toEqual({ added: [], updated: [] });
    // More servings later: the amounts on the list grow instead of new lines.
    const more = await smart(h.client, list.id, { recipes: [{ recipeId: custard.id, servings: 4 }] });
    expect(more.added.map((i) => i.name)).toEqual([]);
    // Custard for 4 alone: the milk and eggs on the list already cover it, the sugar does not.
    expect(more.updated.map((i) => i.name.toLowerCase())).toEqual(['sugar']);
  });

  test('a week of built-in recipes: a second run adds nothing, whatever the lines say', async () => {
    const h = await newHousehold(t);
    const list = await listOf(h.client);
    await h.client.post('/api/stock/bulk-add', {
      lines: ['2 l milk', '6 eggs', '1 kg flour', '500 g rice', '3 onions'],
    });
    const page = (await h.client.get('/api/recipes?source=library&limit=21')).json() as {
      recipes: Array<{ id: string }>;
    };
    const body = {
      recipes: page.recipes.map((r, i) => ({ recipeId: r.id, servings: 1 + (i % 6) })),
      lowStock: true,
    };
    const first = await smart(h.client, list.id, body);
    expect(first.added.length).toBeGreaterThan(30);
    expect(await smart(h.client, list.id, body)).toEqual({ added: [], updated: [] });
  });

  test('a library recipe works too, and a recipe of another household is 404', async () => {
    const h = await newHousehold(t);
    const list = await listOf(h.client);
    const library = (await h.client.get('/api/recipes?source=library&limit=1')).json().recipes[0] as {
      id: string;
    };
    const added = await smart(h.client, list.id, { recipes: [{ recipeId: library.id }] });
    expect(added.added.length).toBeGreaterThan(0);
    expect(added.added.every((i) => i.sources[0]?.recipeId === library.id)).toBe(true);

    const other = await newHousehold(t);
    const theirs = await recipe(other.client, CUSTARD);
    const res = await h.client.post(`/api/shopping-lists/${list.id}/smart`, {
      recipes: [{ recipeId: theirs.id }],
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('bought → pantry', () => {
  test('ticked items go into the pantry with amounts, places, expiries and last prices, as one undoable operation', async () => {
    const h = await newHousehold(t);
    const list = await listOf(h.client);
    // The household bought milk before, for 1.20 a litre.
    await h.client.post('/api/stock', {
      productId: (await product(h.client, 'Milk')).id,
      quantity: 1,
      priceCents: 120,
    });
    const added = (
      await h.client.post(`/api/shopping-lists/${list.id}/items/quick-add`, {
        text: '2 l milk\n6 Eier\nbread',
      })
    ).json().items as ShoppingItem[];
    for (const item of added.slice(0, 2)) {
      await h.client.patch(`/api/shopping-lists/${list.id}/items/${item.id}`, { checked: true });
    }
    const drafts = (await h.client.get(`/api/shopping-lists/${list.id}/to-pantry`)).json()
      .items as PantryDraft[];
    expect(drafts.map((d) => [d.name, d.matchedBy, d.quantity, d.unit])).toEqual([
      ['milk', 'item', 2, 'l'],
      ['Eier', 'none', 6, 'piece'],
    ]);
    expect(drafts[0]!.priceCents).toBe(240);
    expect(drafts[0]!.locationId).toBe(h.locations.fridge.id);
    expect(drafts[0]!.expiresOn).not.toBeNull();

    // Not ticked: refused, nothing moves.
    const notTicked = await h.client.post(`/api/shopping-lists/${list.id}/to-pantry`, {
      items: [{ itemId: added[2]!.id, quantity: 1, unit: 'piece' }],
    });
    expect(notTicked.statusCode).toBe(409);

    const moved = await h.client.post(`/api/shopping-lists/${list.id}/to-pantry`, {
      items: drafts.map((d) => ({
        itemId: d.itemId,
        productId: d.productId,
        quantity: d.quantity,
        unit: d.unit,
        locationId: d.locationId,
        expiresOn: d.expiresOn,
        priceCents: d.priceCents,
      })),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const result = moved.json() as ToPantryResponse;
    expect(result.operation.kind).toBe('add');
    expect(result.entries).toHaveLength(2);
    expect(result.movedItemIds.sort()).toEqual(drafts.map((d) => d.itemId).sort());
    expect((await items(h.client, list.id)).map((i) => i.name)).toEqual(['bread']);
    const pantry = (await h.client.get('/api/pantry')).json() as PantryPage;
    const milk = pantry.items.find((p) => p.name === 'Milk')!;
    expect(milk.totalQuantity).toBe(3);
    // A new product is named by the catalogue in the user's language.
    expect(pantry.items.some((p) => p.name === 'Eggs')).toBe(true);

    // A second move of the same items finds nothing to move.
    const twice = await h.client.post(`/api/shopping-lists/${list.id}/to-pantry`, {
      items: [{ itemId: drafts[0]!.itemId, quantity: 1, unit: 'l' }],
    });
    expect(twice.statusCode).toBe(404);

    // Undo: the stock goes, the items come back ticked.
    const undo = await h.client.post(`/api/shopping-lists/${list.id}/to-pantry/${result.operation.id}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect((undo.json().restored as ShoppingItem[]).every((i) => i.checked)).toBe(true);
    expect((await items(h.client, list.id)).map((i) => i.name).sort()).toEqual(['Eier', 'bread', 'milk']);
    const after = (await h.client.get('/api/pantry')).json() as PantryPage;
    expect(after.items.find((p) => p.name === 'Milk')!.totalQuantity).toBe(1);
    expect(
      (await h.client.post(`/api/shopping-lists/${list.id}/to-pantry/${result.operation.id}/undo`))
        .statusCode,
    ).toBe(404);
  });

  test('the review always proposes amounts the move accepts, and a guess is one of what a shop sells', async () => {
    const h = await newHousehold(t);
    const list = await listOf(h.client);
    await h.client.post('/api/stock/quick-add', { text: '1 kg flour' });
    const added = (
      await h.client.post(`/api/shopping-lists/${list.id}/items/quick-add`, {
        text: '2 flour\nchicken breast\n2 chicken breasts\nsaffron threads',
      })
    ).json().items as ShoppingItem[];
    for (const item of added)
      await h.client.patch(`/api/shopping-lists/${list.id}/items/${item.id}`, { checked: true });
    const drafts = (await h.client.get(`/api/shopping-lists/${list.id}/to-pantry`)).json()
      .items as PantryDraft[];
    const byName = new Map(drafts.map((d) => [d.name, d]));
    // Flour is kept in kg: "2 flour" does not convert, so one kilogram is proposed.
    expect(byName.get('flour')).toMatchObject({ matchedBy: 'item', quantity: 1, unit: 'kg' });
    expect(byName.get('chicken breast')!.quantity).toBeGreaterThanOrEqual(1);
    expect(byName.get('chicken breast')).not.toMatchObject({ quantity: 1, unit: 'g' });
    expect(byName.get('chicken breasts')).toMatchObject({ quantity: 2, unit: 'piece' });
    const moved = await h.client.post(`/api/shopping-lists/${list.id}/to-pantry`, {
      items: drafts.map((d) => ({
        itemId: d.itemId,
        productId: d.productId,
        quantity: d.quantity,
        unit: d.unit,
      })),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as ToPantryResponse).movedItemIds).toHaveLength(4);
  });

  test('an amount that does not convert into the product is a 400 that names it; nothing moves', async () => {
    const h = await newHousehold(t);
    const list = await listOf(h.client);
    const milk = await product(h.client, 'Milk');
    const [item] = (
      await h.client.post(`/api/shopping-lists/${list.id}/items/quick-add`, { text: 'milk' })
    ).json().items as ShoppingItem[];
    await h.client.patch(`/api/shopping-lists/${list.id}/items/${item!.id}`, { checked: true });
    const res = await h.client.post(`/api/shopping-lists/${list.id}/to-pantry`, {
      items: [{ itemId: item!.id, productId: milk.id, quantity: 2, unit: 'piece' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Milk');
    expect(await items(h.client, list.id)).toHaveLength(1);
  });
});

describe('live', () => {
  test('every change publishes shopping.changed for the household; moving to the pantry publishes pantry.changed', async () => {
    const h = await newHousehold(t);
    const list = await listOf(h.client);
    const householdId = (
      await t.db
        .selectFrom('household_members')
        .select('household_id')
        .where('user_id', '=', h.user.id)
        .executeTakeFirstOrThrow()
    ).household_id;
    const before = await newestEventId(householdId);
    const [item] = (
      await h.client.post(`/api/shopping-lists/${list.id}/items/quick-add`, { text: 'milk' })
    ).json().items as ShoppingItem[];
    await h.client.patch(`/api/shopping-lists/${list.id}/items/${item!.id}`, { checked: true });
    await h.client.delete(`/api/shopping-lists/${list.id}/items/${item!.id}`);
    await h.client.get(`/api/shopping-lists/${list.id}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const events = await t.db
      .selectFrom('household_events')
      .select(['type', 'data', 'actor_id'])
      .where('household_id', '=', householdId)
      .where('id', '>', before)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['shopping.changed', 'shopping.changed', 'shopping.changed']);
    expect(events.every((e) => JSON.parse(e.data).listId === list.id && e.actor_id === h.user.id)).toBe(true);
  });
});

async function newestEventId(householdId: string): Promise<number> {
  const row = await t.db
    .selectFrom('household_events')
    .select(({ fn }) => fn.max('id').as('id'))
    .where('household_id', '=', householdId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

async function product(client: TestClient, name: string, fields: object = {}): Promise<Product> {
  const res = await client.post('/api/products', { name, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as Product;
}
