import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StockOperation } from '@shared/contracts/pantry';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { add, detail, makeProduct, newHousehold, ok, plusDays, type Household } from './pantry.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const SHELF = { pantry: 365, fridge: 7, freezer: 90, opened: 3 };

/** The product's entries as comparable data, FEFO ordered. */
async function snapshot(client: TestClient, productId: string) {
  const { product, entries } = await detail(client, productId);
  return {
    total: product.totalQuantity,
    nextExpiry: product.nextExpiry,
    entries: entries.map(({ updatedAt: _u, expiryLabel: _l, ...e }) => e),
  };
}

async function undo(client: TestClient, operationId: string) {
  return client.post(`/api/stock/operations/${operationId}/undo`);
}

async function setUp(): Promise<{ h: Household; productId: string; entryId: string; second: string }> {
  const h = await newHousehold(t);
  const p = await makeProduct(h.client, { name: 'Soup', defaultUnit: 'piece', shelfLife: SHELF });
  const first = await add(h.client, {
    productId: p.id,
    quantity: 4,
    expiresOn: plusDays(h.today, 5),
    priceCents: 400,
  });
  const second = await add(h.client, {
    productId: p.id,
    quantity: 2,
    expiresOn: plusDays(h.today, 9),
    locationId: h.locations.fridge.id,
  });
  return { h, productId: p.id, entryId: first.entries[0]!.id, second: second.entries[0]!.id };
}

describe('undo restores exactly what each kind of operation changed', () => {
  const cases: Array<
    [
      string,
      (
        s: Awaited<ReturnType<typeof setUp>>,
      ) => Promise<{ statusCode: number; body: string; json: () => unknown }>,
    ]
  > = [
    [
      'consume spanning entries',
      (s) => s.h.client.post('/api/stock/consume', { productId: s.productId, quantity: 5 }),
    ],
    ['spoil', (s) => s.h.client.post('/api/stock/spoil', { entryId: s.entryId, quantity: 1 })],
    ['open whole', (s) => s.h.client.post(`/api/stock/entries/${s.entryId}/open`, {})],
    ['open part (split)', (s) => s.h.client.post(`/api/stock/entries/${s.entryId}/open`, { quantity: 1 })],
    [
      'move to the freezer',
      (s) =>
        s.h.client.post(`/api/stock/entries/${s.entryId}/move`, { locationId: s.h.locations.freezer.id }),
    ],
    [
      'adjust',
      (s) =>
        s.h.client.patch(`/api/stock/entries/${s.entryId}`, {
          quantity: 7,
          note: 'counted',
          expiresOn: null,
        }),
    ],
    ['adjust to zero', (s) => s.h.client.patch(`/api/stock/entries/${s.entryId}`, { quantity: 0 })],
    ['delete', (s) => s.h.client.delete(`/api/stock/entries/${s.entryId}`)],
    [
      'bulk consume',
      (s) => s.h.client.post('/api/stock/bulk', { action: 'consume', productIds: [s.productId] }),
    ],
  ];

  for (const [name, run] of cases) {
    test(name, async () => {
      const s = await setUp();
      const before = await snapshot(s.h.client, s.productId);
      const res = await ok(run(s));
      expect(await snapshot(s.h.client, s.productId)).not.toEqual(before);
      const undone = await ok(undo(s.h.client, res.operation.id));
      expect(undone.operation).toMatchObject({ id: res.operation.id, canUndo: false });
      expect(undone.operation.undoneAt).not.toBeNull();
      expect(await snapshot(s.h.client, s.productId)).toEqual(before);
      // And the pantry list's totals follow.
      const row = (await s.h.client.get('/api/pantry'))
        .json()
        .items.find((i: { id: string }) => i.id === s.productId);
      expect(row).toMatchObject({
        totalQuantity: before.total,
        nextExpiry: before.nextExpiry,
        entryCount: before.entries.length,
      });
    });
  }

  test('add: the added entry goes away', async () => {
    const s = await setUp();
    const before = await snapshot(s.h.client, s.productId);
    const res = await add(s.h.client, { productId: s.productId, quantity: 3 });
    await ok(undo(s.h.client, res.operation.id));
    expect(await snapshot(s.h.client, s.productId)).toEqual(before);
  });

  test('waste of an undone spoil no longer counts', async () => {
    const s = await setUp();
    const res = await ok(s.h.client.post('/api/stock/spoil', { entryId: s.entryId, quantity: 2 }));
    expect((await s.h.client.get('/api/pantry/waste')).json().totals.wasted).toEqual({
      count: 1,
      valueCents: 200,
    });
    await ok(undo(s.h.client, res.operation.id));
    expect((await s.h.client.get('/api/pantry/waste')).json().totals.wasted).toEqual({
      count: 0,
      valueCents: 0,
    });
  });
});

describe('undo is refused when it would overwrite a later change', () => {
  test('a later change of the same entry: 409 with the message, and nothing moves', async () => {
    const s = await setUp();
    const first = await ok(s.h.client.post('/api/stock/consume', { entryId: s.entryId, quantity: 1 }));
    await ok(s.h.client.post('/api/stock/consume', { entryId: s.entryId, quantity: 1 }));
    const before = await snapshot(s.h.client, s.productId);
    const res = await undo(s.h.client, first.operation.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This change can no longer be undone because the stock changed since');
    expect(await snapshot(s.h.client, s.productId)).toEqual(before);
  });

  test('undoing the latest first makes the earlier one undoable again', async () => {
    const s = await setUp();
    const before = await snapshot(s.h.client, s.productId);
    const first = await ok(s.h.client.post('/api/stock/consume', { entryId: s.entryId, quantity: 1 }));
    const second = await ok(s.h.client.post('/api/stock/consume', { entryId: s.entryId, quantity: 1 }));
    await ok(undo(s.h.client, second.operation.id));
    await ok(undo(s.h.client, first.operation.id));
    expect(await snapshot(s.h.client, s.productId)).toEqual(before);
  });

  test('an operation is undone once', async () => {
    const s = await setUp();
    const res = await ok(s.h.client.post('/api/stock/consume', { entryId: s.entryId, quantity: 1 }));
    await ok(undo(s.h.client, res.operation.id));
    const again = await undo(s.h.client, res.operation.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This change has already been undone.');
  });

  test('a change of another entry does not block it', async () => {
    const s = await setUp();
    const res = await ok(s.h.client.post('/api/stock/consume', { entryId: s.entryId, quantity: 1 }));
    await ok(s.h.client.post('/api/stock/consume', { entryId: s.second, quantity: 1 }));
    await ok(undo(s.h.client, res.operation.id));
    expect((await detail(s.h.client, s.productId)).product.totalQuantity).toBe(5);
  });

  test('an entry deleted by the operation cannot come back into a location deleted since', async () => {
    const h = await newHousehold(t);
    const cellar = (await h.client.post('/api/locations', { name: 'Cellar', kind: 'pantry' })).json()
      .location;
    const p = await makeProduct(h.client, { name: 'Wine', defaultUnit: 'bottle' });
    const e = (await add(h.client, { productId: p.id, quantity: 1, locationId: cellar.id })).entries[0]!;
    const res = await ok(h.client.delete(`/api/stock/entries/${e.id}`));
    expect((await h.client.delete(`/api/locations/${cellar.id}`)).statusCode).toBe(200);
    expect((await undo(h.client, res.operation.id)).statusCode).toBe(409);
  });

  test('converting the product to another unit ends undo of older changes', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, { name: 'Sugar', defaultUnit: 'kg' });
    const res = await add(h.client, { productId: p.id, quantity: 1 });
    const patched = await h.client.patch(`/api/products/${p.id}`, { defaultUnit: 'g' });
    expect(patched.statusCode).toBe(200);
    expect((await undo(h.client, res.operation.id)).statusCode).toBe(409);
  });
});

describe('the operations list', () => {
  test('newest first, with who, what, and whether each can still be undone; filtered by product', async () => {
    const s = await setUp();
    const other = await makeProduct(s.h.client, { name: 'Tea', defaultUnit: 'piece' });
    await add(s.h.client, { productId: other.id, quantity: 1 });
    const consumed = await ok(s.h.client.post('/api/stock/consume', { entryId: s.entryId, quantity: 1 }));
    const later = await ok(s.h.client.post('/api/stock/consume', { entryId: s.entryId, quantity: 1 }));
    await ok(undo(s.h.client, later.operation.id));
    const res = await s.h.client.get(`/api/stock/operations?productId=${s.productId}&limit=10`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as StockOperation[];
    expect(items.map((o) => o.kind)).toEqual(['consume', 'consume', 'add', 'add']);
    expect(items[0]).toMatchObject({
      id: later.operation.id,
      canUndo: false,
      quantity: 1,
      unit: 'piece',
      userName: 'Ada Lovelace',
    });
    expect(items[0]!.undoneAt).not.toBeNull();
    expect(items[1]).toMatchObject({ id: consumed.operation.id, canUndo: true, productIds: [s.productId] });
    // The first add's entry changed since; the second add's did not.
    expect(items[2]!.canUndo).toBe(true);
    expect(items[3]!.canUndo).toBe(false);
    const all = (await s.h.client.get('/api/stock/operations?limit=2')).json().items as StockOperation[];
    expect(all).toHaveLength(2);
  });
});
