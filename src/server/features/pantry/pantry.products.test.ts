import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Location, Product } from '@shared/contracts/pantry';
import { MAX_LOCATIONS } from '@shared/contracts/pantry';
import { findFood } from '@shared/domain/food-catalogue';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { createSignedInUser } from '../../../../tests/factories';
import { add, detail, makeProduct, newHousehold, ok, plusDays } from './pantry.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('locations', () => {
  test('every new household has Pantry, Fridge and Freezer, named in its language', async () => {
    const h = await newHousehold(t);
    const res = (await h.client.get('/api/locations')).json().locations as Location[];
    expect(res.map((l) => [l.name, l.kind, l.sortOrder, l.entryCount])).toEqual([
      ['Pantry', 'pantry', 0, 0],
      ['Fridge', 'fridge', 1, 0],
      ['Freezer', 'freezer', 2, 0],
    ]);
    const french = await createSignedInUser(t, { settings: { language: 'fr' } });
    const names = (await french.client.get('/api/locations')).json().locations.map((l: Location) => l.name);
    expect(names).toEqual(['Garde-manger', 'Réfrigérateur', 'Congélateur']);
  });

  test('add, rename, reorder and delete a custom location', async () => {
    const h = await newHousehold(t);
    const created = await h.client.post('/api/locations', { name: '  Cellar ', kind: 'pantry' });
    expect(created.statusCode).toBe(201);
    const cellar = created.json().location as Location;
    expect(cellar).toMatchObject({ name: 'Cellar', kind: 'pantry', sortOrder: 3, entryCount: 0 });
    const renamed = await h.client.patch(`/api/locations/${cellar.id}`, {
      name: 'Wine cellar',
      sortOrder: 0,
      kind: 'fridge',
    });
    expect(renamed.json().location).toMatchObject({ name: 'Wine cellar', sortOrder: 0, kind: 'fridge' });
    expect((await h.client.delete(`/api/locations/${cellar.id}`)).json()).toEqual({ success: true });
    expect((await h.client.get('/api/locations')).json().locations).toHaveLength(3);
  });

  test('a location with stock cannot be deleted, nor the last one', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, { name: 'Jam' });
    await add(h.client, { productId: p.id, quantity: 1, locationId: h.locations.pantry.id });
    const full = await h.client.delete(`/api/locations/${h.locations.pantry.id}`);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('This location still holds stock. Move it elsewhere or use it up first.');
    expect((await h.client.get('/api/locations')).json().locations[0].entryCount).toBe(1);
    expect((await h.client.delete(`/api/locations/${h.locations.fridge.id}`)).statusCode).toBe(200);
    expect((await h.client.delete(`/api/locations/${h.locations.freezer.id}`)).statusCode).toBe(200);
    await ok(h.client.post('/api/stock/consume', { productId: p.id }));
    const last = await h.client.delete(`/api/locations/${h.locations.pantry.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toBe('A household needs at least one location.');
  });

  test(`at most ${MAX_LOCATIONS} locations`, async () => {
    const h = await newHousehold(t);
    for (let i = 3; i < MAX_LOCATIONS; i++) {
      expect((await h.client.post('/api/locations', { name: `Shelf ${i}`, kind: 'pantry' })).statusCode).toBe(
        201,
      );
    }
    const res = await h.client.post('/api/locations', { name: 'One more', kind: 'pantry' });
    expect(res.statusCode).toBe(409);
  });
});

describe('products', () => {
  test('only a name: the food catalogue fills category, unit and shelf lives', async () => {
    const h = await newHousehold(t);
    const product = await makeProduct(h.client, { name: 'Greek yoghurt' });
    const food = findFood('Greek yoghurt')!;
    expect(product).toMatchObject({
      name: 'Greek yoghurt',
      brand: null,
      category: food.category,
      defaultUnit: food.unit,
      shelfLife: food.shelfLife,
      minStock: 0,
      barcodes: [],
      conversions: [],
      imageUrl: null,
      totalQuantity: 0,
      stockLabel: 'out_of_stock',
      nextExpiry: null,
      expiryLabel: null,
    });
    const unknown = await makeProduct(h.client, { name: 'Zorblax' });
    expect(unknown).toMatchObject({
      category: 'other',
      defaultUnit: 'piece',
      shelfLife: { pantry: null, fridge: null, freezer: null, opened: null },
    });
  });

  test('everything given is kept', async () => {
    const h = await newHousehold(t);
    const body = {
      name: 'Oat drink',
      brand: 'Oatly',
      category: 'beverages',
      defaultUnit: 'l',
      minStock: 2,
      shelfLife: { pantry: 240, fridge: 7, freezer: null, opened: 5 },
      barcodes: [
        { code: '7394376616037', packQuantity: 1, packUnit: 'l' },
        { code: '7394376616044', packQuantity: 6, packUnit: 'l' },
      ],
      conversions: [{ from: 'bottle', amount: 1, unit: 'l' }],
      notes: 'Barista edition',
      defaultLocationId: h.locations.pantry.id,
    };
    const product = await makeProduct(h.client, body);
    const { defaultLocationId, ...rest } = body;
    expect(product).toMatchObject({ ...rest, defaultLocationId });
  });

  test('a barcode belongs to one product per household', async () => {
    const h = await newHousehold(t);
    await makeProduct(h.client, {
      name: 'Coffee',
      barcodes: [{ code: '12345670', packQuantity: 500, packUnit: 'g' }],
    });
    const taken = await h.client.post('/api/products', {
      name: 'Other coffee',
      barcodes: [{ code: '12345670', packQuantity: 250, packUnit: 'g' }],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('The barcode 12345670 already belongs to Coffee.');
    const twice = await h.client.post('/api/products', {
      name: 'Tea',
      barcodes: [
        { code: '87654325', packQuantity: 1, packUnit: 'box' },
        { code: '87654325', packQuantity: 2, packUnit: 'box' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    // Another household may use the same code.
    const other = await newHousehold(t);
    await makeProduct(other.client, {
      name: 'Coffee',
      barcodes: [{ code: '12345670', packQuantity: 500, packUnit: 'g' }],
    });
  });

  test('list and search by name, accents and case ignored, paged', async () => {
    const h = await newHousehold(t);
    for (const name of ['Crème fraîche', 'Cream', 'Bread', 'Apples']) await makeProduct(h.client, { name });
    const all = (await h.client.get('/api/products')).json();
    expect(all.items.map((p: Product) => p.name)).toEqual(['Apples', 'Bread', 'Cream', 'Crème fraîche']);
    expect(all.total).toBe(4);
    const found = (await h.client.get('/api/products?q=CREME')).json();
    expect(found.items.map((p: Product) => p.name)).toEqual(['Crème fraîche']);
    const page = (await h.client.get('/api/products?limit=2&offset=2')).json();
    expect(page.items.map((p: Product) => p.name)).toEqual(['Cream', 'Crème fraîche']);
    expect(page.total).toBe(4);
  });

  test('the detail lists entries first-expiring first', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, { name: 'Cheese', defaultUnit: 'g' });
    await add(h.client, { productId: p.id, quantity: 100, expiresOn: plusDays(h.today, 30) });
    await add(h.client, { productId: p.id, quantity: 200, expiresOn: null });
    await add(h.client, { productId: p.id, quantity: 300, expiresOn: plusDays(h.today, 5) });
    const { product, entries } = await detail(h.client, p.id);
    expect(entries.map((e) => e.quantity)).toEqual([300, 100, 200]);
    expect(product).toMatchObject({ totalQuantity: 600, nextExpiry: plusDays(h.today, 5) });
  });

  test('changes: name, minimum (low stock), barcodes replaced, notes cleared', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, {
      name: 'Rice',
      defaultUnit: 'kg',
      notes: 'Jasmine',
      barcodes: [{ code: '11111116', packQuantity: 1, packUnit: 'kg' }],
    });
    await add(h.client, { productId: p.id, quantity: 1 });
    const res = await h.client.patch(`/api/products/${p.id}`, {
      name: 'Basmati rice',
      minStock: 2,
      notes: null,
      barcodes: [{ code: '22222222', packQuantity: 0.5, packUnit: 'kg' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({
      name: 'Basmati rice',
      minStock: 2,
      stockLabel: 'low_stock',
      notes: null,
      barcodes: [{ code: '22222222', packQuantity: 0.5, packUnit: 'kg' }],
    });
    expect((await h.client.get('/api/products/lookup?barcode=11111116')).json().source).toBe('none');
  });

  test('a new default unit converts the stock and the minimum, or is refused', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, { name: 'Flour', defaultUnit: 'kg', minStock: 1 });
    await add(h.client, { productId: p.id, quantity: 1.5 });
    const res = await h.client.patch(`/api/products/${p.id}`, { defaultUnit: 'g' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({ defaultUnit: 'g', totalQuantity: 1500, minStock: 1000 });
    expect((await detail(h.client, p.id)).entries[0]).toMatchObject({ quantity: 1500, unit: 'g' });
    const refused = await h.client.patch(`/api/products/${p.id}`, { defaultUnit: 'piece' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('The stock of Flour cannot be converted from g to piece.');
    expect((await detail(h.client, p.id)).product.defaultUnit).toBe('g');
    // With a conversion given in the same change, it can.
    const bags = await h.client.patch(`/api/products/${p.id}`, {
      defaultUnit: 'bag',
      conversions: [{ from: 'bag', amount: 500, unit: 'g' }],
    });
    expect(bags.statusCode, bags.body).toBe(200);
    expect(bags.json().product).toMatchObject({ defaultUnit: 'bag', totalQuantity: 3, minStock: 2 });
  });

  test('deleting a product removes its stock', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, { name: 'Old jam' });
    await add(h.client, { productId: p.id, quantity: 1 });
    expect((await h.client.delete(`/api/products/${p.id}`)).json()).toEqual({ success: true });
    expect((await h.client.get(`/api/products/${p.id}`)).statusCode).toBe(404);
    expect((await h.client.get('/api/pantry')).json().items).toEqual([]);
    expect((await h.client.get('/api/locations')).json().locations[0].entryCount).toBe(0);
  });
});

describe('product pictures', () => {
  function upload(client: TestClient, productId: string, bytes: Buffer | string, type = 'image/png') {
    const form = new FormData();
    form.append(
      'file',
      new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }),
      'p.png',
    );
    return client.post(`/api/products/${productId}/image`, form);
  }

  test('upload (re-encoded to WebP, at most 512 px), serve, replace and remove', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, { name: 'Honey' });
    const png = await sharp({ create: { width: 1024, height: 2048, channels: 3, background: '#fc0' } })
      .png()
      .toBuffer();
    const res = await upload(h.client, p.id, png);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().product.imageUrl as string;
    expect(url).toMatch(new RegExp(`^/api/products/${p.id}/image\\?v=`));
    const image = await h.client.get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, max-age=86400');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 512]);
    // Other households cannot see it.
    const other = await newHousehold(t);
    expect((await other.client.get(url)).statusCode).toBe(404);
    const removed = await h.client.delete(`/api/products/${p.id}/image`);
    expect(removed.json().product.imageUrl).toBeNull();
    expect((await h.client.get(url)).statusCode).toBe(404);
  });

  test('a file that is not a picture, or no file, is refused with a message', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, { name: 'Honey' });
    const bad = await upload(
      h.client,
      p.id,
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      'image/svg+xml',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('not a picture we can read');
    const json = await h.client.post(`/api/products/${p.id}/image`, { file: 'x' });
    expect(json.statusCode).toBe(415);
  });
});

describe('data export', () => {
  test('"export my data" carries the household’s locations, products and entries', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, { name: 'Lentils', defaultUnit: 'g' });
    const e = (await add(h.client, { productId: p.id, quantity: 500, priceCents: 199 })).entries[0]!;
    const res = await h.client.get('/api/user/export');
    expect(res.statusCode, res.body).toBe(200);
    const { pantry } = res.json().household;
    expect(pantry.locations.map((l: Location) => l.name)).toEqual(['Pantry', 'Fridge', 'Freezer']);
    expect(pantry.products).toEqual([
      expect.objectContaining({ id: p.id, name: 'Lentils', totalQuantity: 500 }),
    ]);
    expect(pantry.entries).toEqual([expect.objectContaining({ id: e.id, quantity: 500, priceCents: 199 })]);
  });
});
