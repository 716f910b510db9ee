import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { starterPantry } from '@shared/domain/starter-pantry';
import type { BulkAddResponse, PantryPage, Product } from '@shared/contracts/pantry';
import { findFood } from '@shared/domain/food-catalogue';
import { createTestApp, type TestApp } from '../../../../tests/app';
import { createSignedInUser } from '../../../../tests/factories';
import { makeProduct, newHousehold, ok, plusDays } from './pantry.test-support';
import type { TestClient } from '../../../../tests/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('quick add', () => {
  test('"2 l milk" makes the product from the food catalogue and stocks it in the fridge', async () => {
    const h = await newHousehold(t);
    const res = await ok(h.client.post('/api/stock/quick-add', { text: '2 l milk' }), 201);
    const milk = findFood('milk')!;
    expect(res.products[0]).toMatchObject({
      name: 'Milk',
      category: milk.category,
      defaultUnit: milk.unit,
      totalQuantity: 2,
      shelfLife: milk.shelfLife,
    });
    expect(res.entries[0]).toMatchObject({
      quantity: 2,
      locationId: h.locations.fridge.id,
      expiresOn: plusDays(h.today, milk.shelfLife.fridge!),
    });
  });

  test('the same product is found again by name, any case, and "500g" is converted into its unit', async () => {
    const h = await newHousehold(t);
    const beef = await makeProduct(h.client, { name: 'Minced Beef', defaultUnit: 'kg' });
    const res = await ok(h.client.post('/api/stock/quick-add', { text: '500g minced beef' }), 201);
    expect(res.products[0]).toMatchObject({ id: beef.id, totalQuantity: 0.5 });
  });

  test("a bare count is pieces for what is weighed in grams, and the product's unit otherwise", async () => {
    const h = await newHousehold(t);
    // The catalogue weighs chicken in grams: "2 chicken breasts" is two pieces, not 2 g.
    const chicken = await ok(h.client.post('/api/stock/quick-add', { text: '2 chicken breasts' }), 201);
    expect(chicken.products[0]).toMatchObject({ defaultUnit: 'piece', totalQuantity: 2 });
    // Flour is kept in kilograms: "2 flour" is 2 kg.
    const flour = await ok(h.client.post('/api/stock/quick-add', { text: '2 flour' }), 201);
    expect(flour.products[0]).toMatchObject({ defaultUnit: 'kg', totalQuantity: 2 });
    // A product kept in grams without a conversion for pieces: a clear 400, nothing added.
    await makeProduct(h.client, { name: 'Minced beef', defaultUnit: 'g' });
    const refused = await h.client.post('/api/stock/quick-add', { text: '2 minced beef' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('Minced beef');
  });

  test('a catalogue food typed in another language finds the household’s product', async () => {
    const h = await newHousehold(t);
    const first = await ok(h.client.post('/api/stock/quick-add', { text: '6 eggs' }), 201);
    const again = await ok(h.client.post('/api/stock/quick-add', { text: '4 Eier' }), 201);
    expect(again.products[0]!.id).toBe(first.products[0]!.id);
    expect(again.products[0]!.totalQuantity).toBe(10);
  });

  test('a new product is named in the user’s language when the text is a catalogue name', async () => {
    const german = await createSignedInUser(t, { settings: { language: 'de' } });
    const res = await ok(german.client.post('/api/stock/quick-add', { text: '1 l milk' }), 201);
    expect(res.products[0]!.name).toBe('Milch');
  });

  test('no quantity: one of the product’s unit; an unknown food keeps the typed name and unit', async () => {
    const h = await newHousehold(t);
    const one = await ok(h.client.post('/api/stock/quick-add', { text: 'zorblax' }), 201);
    expect(one.products[0]).toMatchObject({
      name: 'Zorblax',
      category: 'other',
      defaultUnit: 'piece',
      totalQuantity: 1,
    });
    const jars = await ok(h.client.post('/api/stock/quick-add', { text: '3 jars of zorblax paste' }), 201);
    expect(jars.products[0]).toMatchObject({ name: 'Zorblax paste', defaultUnit: 'jar', totalQuantity: 3 });
  });

  test('into a chosen location; text that names nothing is a 400 with the hint', async () => {
    const h = await newHousehold(t);
    const res = await ok(
      h.client.post('/api/stock/quick-add', { text: '2 l milk', locationId: h.locations.pantry.id }),
      201,
    );
    expect(res.entries[0]!.locationId).toBe(h.locations.pantry.id);
    const bad = await h.client.post('/api/stock/quick-add', { text: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Type what you bought, for example "2 l milk"');
    const mismatch = await h.client.post('/api/stock/quick-add', { text: '2 kg milk' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toContain('kg cannot be converted');
  });
});

test('an absurd amount is a 400 naming the limit, never a server error', async () => {
  const { client } = await createSignedInUser(t);
  const res = await client.post('/api/stock/quick-add', { text: '999999999999999999999 g salt' });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toContain('1000000');
  // In a batch, only the absurd line is refused, with the same reason.
  const batch = await client.post('/api/stock/bulk-add', {
    lines: ['999999999999999999999 g salt', '2 l milk'],
  });
  expect(batch.statusCode).toBe(200);
  expect(batch.json().failed).toEqual([
    expect.objectContaining({ index: 0, error: expect.stringContaining('1000000') }),
  ]);
  expect(batch.json().added).toEqual([expect.objectContaining({ index: 1 })]);
});

test('a negative, scientific, NaN or infinite amount is a clear 400, never a product', async () => {
  const h = await newHousehold(t);
  for (const [text, reason] of [
    ['-5 kg rice', '"-5" is a negative amount'],
    ['rice -5kg', '"-5kg" is a negative amount'],
    ['1e308 kg rice', '"1e308" is not an amount we can use'],
    ['NaN kg rice', '"NaN" is not an amount we can use'],
    ['Infinity l milk', '"Infinity" is not an amount we can use'],
  ]) {
    const res = await h.client.post('/api/stock/quick-add', { text });
    expect(res.statusCode, text).toBe(400);
    expect(res.json().error, text).toContain(reason);
    expect(res.json().details, text).toEqual([{ path: 'text', message: res.json().error }]);
  }
  const bulk = await h.client.post('/api/stock/bulk-add', { lines: ['-2 l milk', '2 l milk'] });
  expect(bulk.json().failed).toEqual([
    expect.objectContaining({ index: 0, error: expect.stringContaining('negative amount') }),
  ]);
  const page = (await h.client.get('/api/pantry?includeEmpty=true')).json() as PantryPage;
  expect(page.items.map((p) => p.name)).toEqual(['Milk']);
});

describe('bulk add', () => {
  test('the lines that are understood go in as one operation; the others come back with the reason', async () => {
    const h = await newHousehold(t);
    const res = await h.client.post('/api/stock/bulk-add', {
      lines: ['2 l milk', '42', '6 eggs', '2 kg milk'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as BulkAddResponse;
    expect(body.added.map((a) => [a.index, a.line])).toEqual([
      [0, '2 l milk'],
      [2, '6 eggs'],
    ]);
    expect(body.failed.map((f) => [f.index, f.line])).toEqual([
      [1, '42'],
      [3, '2 kg milk'],
    ]);
    expect(body.failed[0]!.error).toBe('Type what you bought, for example "2 l milk"');
    expect(body.operation).toMatchObject({ kind: 'add', canUndo: true });
    expect(body.entries).toHaveLength(2);
    // One undo takes both back.
    await ok(h.client.post(`/api/stock/operations/${body.operation!.id}/undo`));
    const page = (await h.client.get('/api/pantry')).json() as PantryPage;
    expect(page.items).toEqual([]);
  });

  test('when no line can be added nothing is made and the operation is null', async () => {
    const h = await newHousehold(t);
    const res = await h.client.post('/api/stock/bulk-add', { lines: ['42', '7'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ operation: null, added: [], entries: [], products: [] });
    expect(res.json().failed).toHaveLength(2);
  });
});

describe('the starter pantry (onboarding setup_pantry)', () => {
  async function products(client: TestClient): Promise<Product[]> {
    const res = await client.get('/api/products?limit=100');
    return res.json().items as Product[];
  }

  for (const size of ['small', 'medium', 'large'] as const) {
    test(`${size}: every staple in stock, without expiry dates`, async () => {
      const h = await newHousehold(t);
      const res = await h.client.post('/api/user/onboarding', { action: 'setup_pantry', pantrySize: size });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, pantrySize: size });
      const staples = starterPantry(size);
      const list = await products(h.client);
      expect(list).toHaveLength(staples.length);
      expect(list.every((p) => p.totalQuantity > 0 && p.nextExpiry === null)).toBe(true);
      const ops = (await h.client.get('/api/stock/operations')).json().items;
      expect(ops).toHaveLength(1);
      expect(ops[0].kind).toBe('add');
    });
  }

  test('running it again duplicates nothing; a larger size adds only what is missing', async () => {
    const h = await newHousehold(t);
    await h.client.post('/api/user/onboarding', { action: 'setup_pantry', pantrySize: 'small' });
    const first = await products(h.client);
    await h.client.post('/api/user/onboarding', { action: 'setup_pantry', pantrySize: 'small' });
    expect(await products(h.client)).toEqual(first);
    await h.client.post('/api/user/onboarding', { action: 'setup_pantry', pantrySize: 'large' });
    const after = await products(h.client);
    expect(after).toHaveLength(starterPantry('large').length);
    const salt = after.find((p) => p.name === 'Salt')!;
    expect(salt.totalQuantity).toBe(first.find((p) => p.name === 'Salt')!.totalQuantity);
  });

  test('staples are named in the user’s language', async () => {
    const spanish = await createSignedInUser(t, { settings: { language: 'es' } });
    await spanish.client.post('/api/user/onboarding', { action: 'setup_pantry', pantrySize: 'small' });
    const names = (await products(spanish.client)).map((p) => p.name);
    expect(names).toContain('Sal');
    expect(names).toContain('Arroz');
  });
});

test('the same new food added by several requests at once makes one product', async () => {
  const h = await newHousehold(t);
  await h.client.csrfToken();
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => h.client.post('/api/stock/quick-add', { text: '1 zorblax fruit' })),
  );
  expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
  const products = new Set(answers.map((a) => (a.json() as { products: Product[] }).products[0]!.id));
  expect(products.size).toBe(1);
  const page = (await h.client.get('/api/pantry')).json() as PantryPage;
  expect(page.items).toEqual([expect.objectContaining({ name: 'Zorblax fruit', totalQuantity: 8 })]);
});
