import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/app';
import { createSignedInUser, joinHousehold } from '../../../../tests/factories';
import { add, detail, makeProduct, newHousehold } from './pantry.test-support';

/**
 * Real parallel requests (Promise.all of app.inject): on PostgreSQL they run on separate pooled
 * connections at the same time; on SQLite they interleave on the one writer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function family() {
  const h = await newHousehold(t);
  const partner = await createSignedInUser(t, { firstName: 'Grace', lastName: 'Hopper' });
  await joinHousehold(t, partner.user.id, h.user.household_id);
  // Fetched now: parallel first requests would each fetch (and rotate) the token.
  await h.client.csrfToken();
  await partner.client.csrfToken();
  return { h, partner };
}

async function transactionsOf(productId: string) {
  return t.db
    .selectFrom('stock_transactions')
    .innerJoin('stock_operations', 'stock_operations.id', 'stock_transactions.operation_id')
    .select(['stock_transactions.kind', 'stock_transactions.delta_milli', 'stock_operations.user_id'])
    .where('stock_transactions.product_id', '=', productId)
    .execute();
}

describe('two family members at the same moment', () => {
  test('both consume the whole same entry: one succeeds, the other is told it is gone', async () => {
    const { h, partner } = await family();
    const p = await makeProduct(h.client, { name: 'Last yoghurt', defaultUnit: 'piece' });
    const entry = (await add(h.client, { productId: p.id, quantity: 1 })).entries[0]!;
    const [a, b] = await Promise.all([
      h.client.post('/api/stock/consume', { entryId: entry.id }),
      partner.client.post('/api/stock/consume', { entryId: entry.id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error).toBe('This item was used up or removed in the meantime.');
    expect((await detail(h.client, p.id)).product.totalQuantity).toBe(0);
    const consumed = (await transactionsOf(p.id)).filter((x) => x.kind === 'consume');
    expect(consumed).toHaveLength(1);
    expect(consumed[0]!.delta_milli).toBe(-1000);
  });

  test('both consume more than half of a product: one succeeds; with allowPartial the other takes the rest', async () => {
    const { h, partner } = await family();
    const p = await makeProduct(h.client, { name: 'Milk', defaultUnit: 'l' });
    await add(h.client, { productId: p.id, quantity: 1 });
    await add(h.client, { productId: p.id, quantity: 1 });
    const [a, b] = await Promise.all([
      h.client.post('/api/stock/consume', { productId: p.id, quantity: 1.5 }),
      partner.client.post('/api/stock/consume', { productId: p.id, quantity: 1.5, allowPartial: true }),
    ]);
    expect([a.statusCode, b.statusCode]).toContain(200);
    const taken = [a, b]
      .filter((r) => r.statusCode === 200)
      .reduce((sum, r) => sum + (r.json().operation.quantity as number), 0);
    const left = (await detail(h.client, p.id)).product.totalQuantity;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(taken + left).toBe(2);
    const deltas = (await transactionsOf(p.id)).reduce((sum, x) => sum + Number(x.delta_milli), 0);
    expect(deltas).toBe(left * 1000);
  });

  test('ten parallel consumes of 1 from 5: exactly five succeed and the stock ends at 0', async () => {
    const { h, partner } = await family();
    const p = await makeProduct(h.client, { name: 'Eggs', defaultUnit: 'piece' });
    await add(h.client, { productId: p.id, quantity: 2 });
    await add(h.client, { productId: p.id, quantity: 3 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? partner.client : h.client).post('/api/stock/consume', { productId: p.id, quantity: 1 }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    expect((await detail(h.client, p.id)).product.totalQuantity).toBe(0);
    const consumed = (await transactionsOf(p.id)).filter((x) => x.kind === 'consume');
    expect(consumed.reduce((sum, x) => sum + Number(x.delta_milli), 0)).toBe(-5000);
    const operations = (await h.client.get(`/api/stock/operations?productId=${p.id}&limit=50`)).json().items;
    expect(operations.filter((o: { kind: string }) => o.kind === 'consume')).toHaveLength(5);
  });

  test('an undo racing a consume of the same entry: never both', async () => {
    const { h, partner } = await family();
    const p = await makeProduct(h.client, { name: 'Bread', defaultUnit: 'piece' });
    const entry = (await add(h.client, { productId: p.id, quantity: 4 })).entries[0]!;
    const first = (await h.client.post('/api/stock/consume', { entryId: entry.id, quantity: 1 })).json();
    const [undo, consume] = await Promise.all([
      h.client.post(`/api/stock/operations/${first.operation.id}/undo`),
      partner.client.post('/api/stock/consume', { entryId: entry.id, quantity: 1 }),
    ]);
    expect(consume.statusCode).toBe(200);
    const left = (await detail(h.client, p.id)).product.totalQuantity;
    // Undo first then consume: 4 - 1 = 3; consume first: undo refused, 4 - 2 = 2.
    if (undo.statusCode === 200) expect(left).toBe(3);
    else {
      expect(undo.statusCode).toBe(409);
      expect(left).toBe(2);
    }
  });
});
