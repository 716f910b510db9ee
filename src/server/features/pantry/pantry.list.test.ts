import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PantryPage, PantryRow, PantrySummary } from '@shared/contracts/pantry';
import { createTestApp, type TestApp } from '../../../../tests/app';
import { createSignedInUser } from '../../../../tests/factories';
import { add, makeProduct, newHousehold, ok, plusDays, type Household } from './pantry.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function list(h: Household, query = ''): Promise<PantryPage> {
  const res = await h.client.get(`/api/pantry${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PantryPage;
}
const names = (page: PantryPage) => page.items.map((i: PantryRow) => i.name);

/**
 * A small household: Milk (fridge, expires in 2 days: soon), Ham (fridge, expired), Rice (pantry,
 * no expiry, below its minimum of 5), Peas (freezer and fridge), Salt (no stock, minimum 1),
 * Vinegar (no stock, no minimum).
 */
async function stocked(): Promise<Household & { ids: Record<string, string> }> {
  const h = await newHousehold(t);
  const { fridge, pantry, freezer } = h.locations;
  const ids: Record<string, string> = {};
  const make = async (name: string, body: Record<string, unknown>) => {
    ids[name] = (await makeProduct(h.client, { name, ...body })).id;
  };
  await make('Milk', { category: 'dairy', defaultUnit: 'l' });
  await make('Ham', { category: 'meat', defaultUnit: 'g' });
  await make('Rice', { category: 'pantry', defaultUnit: 'kg', minStock: 5 });
  await make('Peas', { category: 'frozen', defaultUnit: 'g' });
  await make('Salt', { category: 'pantry', defaultUnit: 'g', minStock: 1 });
  await make('Vinegar', { category: 'pantry', defaultUnit: 'l' });
  await add(h.client, {
    productId: ids.Milk,
    quantity: 1,
    locationId: fridge.id,
    expiresOn: plusDays(h.today, 2),
  });
  await add(h.client, {
    productId: ids.Ham,
    quantity: 200,
    locationId: fridge.id,
    expiresOn: plusDays(h.today, -1),
  });
  await add(h.client, { productId: ids.Rice, quantity: 2, locationId: pantry.id, expiresOn: null });
  await add(h.client, {
    productId: ids.Peas,
    quantity: 500,
    locationId: freezer.id,
    expiresOn: plusDays(h.today, 100),
  });
  await add(h.client, {
    productId: ids.Peas,
    quantity: 100,
    locationId: fridge.id,
    expiresOn: plusDays(h.today, 3),
  });
  return { ...h, ids };
}

describe('the pantry list', () => {
  test('by default: stocked products and those below their minimum, first expiring first, no expiry last', async () => {
    const h = await stocked();
    const page = await list(h);
    expect(names(page)).toEqual(['Ham', 'Milk', 'Peas', 'Rice', 'Salt']);
    expect(page.total).toBe(5);
    expect(page).toMatchObject({ today: h.today, warningDays: 3 });
    const byName = Object.fromEntries(page.items.map((i) => [i.name, i]));
    expect(byName.Ham).toMatchObject({
      expiryLabel: 'expired',
      stockLabel: 'in_stock',
      group: null,
      entryCount: 1,
    });
    expect(byName.Milk).toMatchObject({ expiryLabel: 'expires_soon', totalQuantity: 1 });
    expect(byName.Peas).toMatchObject({
      totalQuantity: 600,
      nextExpiry: plusDays(h.today, 3),
      entryCount: 2,
    });
    expect(byName.Rice).toMatchObject({ stockLabel: 'low_stock', expiryLabel: null, nextExpiry: null });
    expect(byName.Salt).toMatchObject({ stockLabel: 'out_of_stock', totalQuantity: 0 });
  });

  test('includeEmpty shows every product', async () => {
    const h = await stocked();
    expect(names(await list(h, '?includeEmpty=true'))).toEqual([
      'Ham',
      'Milk',
      'Peas',
      'Rice',
      'Salt',
      'Vinegar',
    ]);
  });

  test('sorted by name or by when stock was last added', async () => {
    const h = await stocked();
    expect(names(await list(h, '?sort=name'))).toEqual(['Ham', 'Milk', 'Peas', 'Rice', 'Salt']);
    const added = names(await list(h, '?sort=added'));
    expect(added.slice(0, 4)).toEqual(['Peas', 'Rice', 'Ham', 'Milk']);
  });

  test('each label filter', async () => {
    const h = await stocked();
    expect(names(await list(h, '?label=expired'))).toEqual(['Ham']);
    expect(names(await list(h, '?label=expires_soon'))).toEqual(['Milk', 'Peas']);
    expect(names(await list(h, '?label=low_stock'))).toEqual(['Rice']);
    expect(names(await list(h, '?label=out_of_stock&sort=name'))).toEqual(['Salt', 'Vinegar']);
    expect(names(await list(h, '?label=in_stock&sort=name'))).toEqual(['Ham', 'Milk', 'Peas']);
  });

  test('the warning window is the user’s setting', async () => {
    const h = await stocked();
    const res = await h.client.patch('/api/user/settings', { expiryWarningDays: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const page = await list(h, '?label=expires_soon');
    expect(page.warningDays).toBe(1);
    expect(names(page)).toEqual([]);
  });

  test('search, category and location filters', async () => {
    const h = await stocked();
    expect(names(await list(h, '?q=ILK'))).toEqual(['Milk']);
    expect(names(await list(h, '?q=%25'))).toEqual([]);
    expect(names(await list(h, '?category=pantry'))).toEqual(['Rice', 'Salt']);
    const fridge = await list(h, `?locationId=${h.locations.fridge.id}`);
    expect(names(fridge)).toEqual(['Ham', 'Milk', 'Peas']);
    // Totals within the location.
    expect(fridge.items.find((i) => i.name === 'Peas')).toMatchObject({ totalQuantity: 100, entryCount: 1 });
  });

  test('grouped by category: categories in display order', async () => {
    const h = await stocked();
    const page = await list(h, '?groupBy=category');
    expect(page.items.map((i) => [i.group, i.name])).toEqual([
      ['dairy', 'Milk'],
      ['meat', 'Ham'],
      ['pantry', 'Rice'],
      ['pantry', 'Salt'],
      ['frozen', 'Peas'],
    ]);
  });

  test('grouped by location: a row per place with the totals there; stockless products last', async () => {
    const h = await stocked();
    const page = await list(h, '?groupBy=location');
    expect(page.items.map((i) => [i.group, i.name, i.totalQuantity])).toEqual([
      [h.locations.pantry.id, 'Rice', 2],
      [h.locations.fridge.id, 'Ham', 200],
      [h.locations.fridge.id, 'Milk', 1],
      [h.locations.fridge.id, 'Peas', 100],
      [h.locations.freezer.id, 'Peas', 500],
      [null, 'Salt', 0],
    ]);
    expect(page.total).toBe(6);
    // Paging runs across both parts.
    const second = await list(h, '?groupBy=location&offset=4&limit=2');
    expect(second.items.map((i) => i.name)).toEqual(['Peas', 'Salt']);
    expect(second.total).toBe(6);
  });

  test('pages with offset and limit; the total counts every match', async () => {
    const h = await stocked();
    const first = await list(h, '?limit=2');
    const second = await list(h, '?limit=2&offset=2');
    const third = await list(h, '?limit=2&offset=4');
    expect([...names(first), ...names(second), ...names(third)]).toEqual([
      'Ham',
      'Milk',
      'Peas',
      'Rice',
      'Salt',
    ]);
    expect(first.total).toBe(5);
    expect(names(await list(h, '?offset=50'))).toEqual([]);
  });

  test('another household sees none of it', async () => {
    await stocked();
    const other = await newHousehold(t);
    expect((await list(other)).items).toEqual([]);
  });
});

describe('the summary and the waste report', () => {
  test('counts, expiring entries, products below minimum, and this month in money', async () => {
    const h = await stocked();
    const salad = await makeProduct(h.client, { name: 'Salad', category: 'produce', defaultUnit: 'piece' });
    await add(h.client, {
      productId: salad.id,
      quantity: 2,
      priceCents: 300,
      expiresOn: plusDays(h.today, 1),
    });
    await add(h.client, {
      productId: salad.id,
      quantity: 1,
      priceCents: 500,
      expiresOn: plusDays(h.today, 20),
    });
    // Eaten within its warning window: rescued. Then the later one spoils.
    await ok(h.client.post('/api/stock/consume', { productId: salad.id, quantity: 2 }));
    await ok(h.client.post('/api/stock/spoil', { productId: salad.id }));
    const res = await h.client.get('/api/pantry/summary');
    expect(res.statusCode).toBe(200);
    const summary = res.json() as PantrySummary;
    expect(summary.counts).toEqual({ products: 4, expired: 1, expiresSoon: 2, lowStock: 1, outOfStock: 3 });
    expect(summary.expiring.map((e) => [e.productName, e.expiryLabel])).toEqual([
      ['Ham', 'expired'],
      ['Milk', 'expires_soon'],
      ['Peas', 'expires_soon'],
    ]);
    expect(summary.lowStock.map((p) => p.name)).toEqual(['Salt', 'Rice']);
    expect(summary.month).toEqual({
      month: h.today.slice(0, 7),
      wasted: { count: 1, valueCents: 500 },
      consumed: { count: 1, valueCents: 300 },
      saved: { count: 1, valueCents: 300 },
    });
  });

  test('waste by month and category, with who threw what away', async () => {
    const h = await newHousehold(t);
    const bread = await makeProduct(h.client, { name: 'Bread', category: 'pantry', defaultUnit: 'piece' });
    const fish = await makeProduct(h.client, { name: 'Fish', category: 'meat', defaultUnit: 'g' });
    await add(h.client, { productId: bread.id, quantity: 1, priceCents: 250 });
    await add(h.client, { productId: fish.id, quantity: 400, priceCents: 800 });
    await ok(h.client.post('/api/stock/spoil', { productId: bread.id }));
    await ok(h.client.post('/api/stock/spoil', { productId: fish.id, quantity: 100 }));
    await ok(h.client.post('/api/stock/consume', { productId: fish.id, quantity: 300 }));
    const res = await h.client.get('/api/pantry/waste?months=3');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.months).toHaveLength(3);
    expect(report.months[2]).toEqual({ month: h.today.slice(0, 7), count: 2, valueCents: 450 });
    expect(report.months[0].count).toBe(0);
    expect(report.byCategory).toEqual([
      { category: 'meat', count: 1, valueCents: 200 },
      { category: 'pantry', count: 1, valueCents: 250 },
    ]);
    expect(
      report.recent.map((r: { productName: string; quantity: number }) => [r.productName, r.quantity]),
    ).toEqual([
      ['Fish', 100],
      ['Bread', 1],
    ]);
    expect(report.recent[0].userName).toBe('Ada Lovelace');
    expect(report.totals).toEqual({
      wasted: { count: 2, valueCents: 450 },
      consumed: { count: 1, valueCents: 600 },
    });
  });

  test('a member of the household sees the same pantry; their changes carry their name', async () => {
    const h = await stocked();
    const member = await createSignedInUser(t, { firstName: 'Grace', lastName: 'Hopper' });
    const { joinHousehold } = await import('../../../../tests/factories');
    await joinHousehold(t, member.user.id, h.user.household_id);
    expect(names(await list({ ...h, client: member.client }))).toEqual(names(await list(h)));
    const res = await ok(member.client.post('/api/stock/consume', { productId: h.ids.Milk }));
    expect(res.operation.userName).toBe('Grace Hopper');
  });
});
