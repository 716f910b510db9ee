import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/app';
import { createSignedInUser } from '../../../../tests/factories';
import { add, detail, makeProduct, newHousehold, ok, plusDays } from './pantry.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const SHELF = { pantry: null, fridge: 7, freezer: 90, opened: 3 };

describe('adding stock', () => {
  test('an entry in the product’s unit with the default expiry of its location', async () => {
    const h = await newHousehold(t);
    const milk = await makeProduct(h.client, { name: 'Milk', defaultUnit: 'l', shelfLife: SHELF });
    const res = await add(h.client, {
      productId: milk.id,
      quantity: 2,
      locationId: h.locations.fridge.id,
      priceCents: 198,
    });
    expect(res.operation).toMatchObject({
      kind: 'add',
      quantity: 2,
      unit: 'l',
      canUndo: true,
      undoneAt: null,
    });
    expect(res.operation.userId).toBe(h.user.id);
    expect(res.operation.userName).toBe('Ada Lovelace');
    expect(res.entries).toHaveLength(1);
    expect(res.entries[0]).toMatchObject({
      productId: milk.id,
      locationId: h.locations.fridge.id,
      quantity: 2,
      unit: 'l',
      purchasedOn: h.today,
      expiresOn: plusDays(h.today, 7),
      expiryKind: 'best_before',
      openedOn: null,
      frozenOn: null,
      priceCents: 198,
      expiryLabel: null,
    });
    expect(res.products[0]).toMatchObject({
      id: milk.id,
      totalQuantity: 2,
      stockLabel: 'in_stock',
      nextExpiry: plusDays(h.today, 7),
    });
  });

  test('another unit is converted; an impossible conversion is a 400 that names both units', async () => {
    const h = await newHousehold(t);
    const flour = await makeProduct(h.client, { name: 'Flour', defaultUnit: 'kg' });
    const res = await add(h.client, { productId: flour.id, quantity: 500, unit: 'g' });
    expect(res.entries[0]).toMatchObject({ quantity: 0.5, unit: 'kg' });
    const bad = await h.client.post('/api/stock', { productId: flour.id, quantity: 2, unit: 'l' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(
      'Flour is kept in kg, and l cannot be converted to it. Add a conversion to the product first.',
    );
    // In the user's language.
    const german = await createSignedInUser(t, { settings: { language: 'de' } });
    const mehl = await makeProduct(german.client, { name: 'Mehl', defaultUnit: 'kg' });
    const de = await german.client.post('/api/stock', { productId: mehl.id, quantity: 2, unit: 'l' });
    expect(de.json().error).toBe(
      'Mehl wird in kg geführt, und l lässt sich nicht umrechnen. Lege zuerst eine Umrechnung beim Produkt an.',
    );
  });

  test('a product’s own conversions let cans become grams', async () => {
    const h = await newHousehold(t);
    const tomatoes = await makeProduct(h.client, {
      name: 'Chopped tomatoes',
      defaultUnit: 'g',
      conversions: [{ from: 'can', amount: 400, unit: 'g' }],
    });
    const res = await add(h.client, { productId: tomatoes.id, quantity: 3, unit: 'can' });
    expect(res.entries[0]).toMatchObject({ quantity: 1200, unit: 'g' });
  });

  test('by barcode: one pack per scan, several packs at once', async () => {
    const h = await newHousehold(t);
    const cola = await makeProduct(h.client, {
      name: 'Cola',
      defaultUnit: 'l',
      barcodes: [{ code: '5449000000996', packQuantity: 330, packUnit: 'ml' }],
    });
    const one = await add(h.client, { barcode: '5449000000996' });
    expect(one.entries[0]).toMatchObject({ productId: cola.id, quantity: 0.33, unit: 'l' });
    const six = await add(h.client, { barcode: '5449000000996', packs: 6 });
    expect(six.entries[0]!.quantity).toBe(1.98);
    const unknown = await h.client.post('/api/stock', { barcode: '4006381333931' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('No product has the barcode 4006381333931 yet.');
  });

  test('by barcode in another of its GTIN forms: a UPC-A saved, its EAN-13 scanned', async () => {
    const h = await newHousehold(t);
    const soup = await makeProduct(h.client, {
      name: 'Tomato soup',
      defaultUnit: 'piece',
      barcodes: [{ code: '036000291452', packQuantity: 1, packUnit: 'piece' }],
    });
    const added = await add(h.client, { barcode: '0036000291452' });
    expect(added.entries[0]).toMatchObject({ productId: soup.id });
  });

  test('explicit expiry wins, null means none, and the freezer records when it went in', async () => {
    const h = await newHousehold(t);
    const peas = await makeProduct(h.client, { name: 'Peas', defaultUnit: 'g', shelfLife: SHELF });
    const dated = await add(h.client, {
      productId: peas.id,
      quantity: 1,
      expiresOn: '2031-01-31',
      expiryKind: 'use_by',
    });
    expect(dated.entries[0]).toMatchObject({ expiresOn: '2031-01-31', expiryKind: 'use_by' });
    const none = await add(h.client, {
      productId: peas.id,
      quantity: 1,
      expiresOn: null,
      locationId: h.locations.fridge.id,
    });
    expect(none.entries[0]!.expiresOn).toBeNull();
    const frozen = await add(h.client, {
      productId: peas.id,
      quantity: 1,
      locationId: h.locations.freezer.id,
    });
    expect(frozen.entries[0]).toMatchObject({ frozenOn: h.today, expiresOn: plusDays(h.today, 90) });
  });

  test('without a location, stock goes to the product’s default location', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, { name: 'Ice cubes', defaultLocationId: h.locations.freezer.id });
    const res = await add(h.client, { productId: p.id, quantity: 1 });
    expect(res.entries[0]!.locationId).toBe(h.locations.freezer.id);
  });
});

describe('consuming, first expiring first', () => {
  async function threeEntries() {
    const h = await newHousehold(t);
    const yoghurt = await makeProduct(h.client, { name: 'Yoghurt', defaultUnit: 'piece', shelfLife: SHELF });
    const late = await add(h.client, {
      productId: yoghurt.id,
      quantity: 4,
      expiresOn: plusDays(h.today, 10),
      priceCents: 400,
    });
    const early = await add(h.client, {
      productId: yoghurt.id,
      quantity: 2,
      expiresOn: plusDays(h.today, 2),
      priceCents: 100,
    });
    const none = await add(h.client, { productId: yoghurt.id, quantity: 3, expiresOn: null });
    return { h, yoghurt, late: late.entries[0]!, early: early.entries[0]!, none: none.entries[0]! };
  }

  test('takes the earliest expiry first and spans entries; products show the new total', async () => {
    const { h, yoghurt, late, early } = await threeEntries();
    const res = await ok(h.client.post('/api/stock/consume', { productId: yoghurt.id, quantity: 3 }));
    expect(res.operation).toMatchObject({ kind: 'consume', quantity: 3, unit: 'piece', shortQuantity: null });
    expect(res.products[0]).toMatchObject({ totalQuantity: 6, nextExpiry: plusDays(h.today, 10) });
    const { entries } = await detail(h.client, yoghurt.id);
    expect(entries.map((e) => [e.id, e.quantity])).toEqual([
      [late.id, 3],
      [expect.any(String), 3],
    ]);
    expect(entries.some((e) => e.id === early.id)).toBe(false);
  });

  test('opened entries go before unopened ones with the same expiry', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, {
      name: 'Jam',
      defaultUnit: 'piece',
      shelfLife: { ...SHELF, opened: null },
    });
    const a = (await add(h.client, { productId: p.id, quantity: 1, expiresOn: plusDays(h.today, 30) }))
      .entries[0]!;
    const b = (await add(h.client, { productId: p.id, quantity: 1, expiresOn: plusDays(h.today, 30) }))
      .entries[0]!;
    await ok(h.client.post(`/api/stock/entries/${b.id}/open`, {}));
    const res = await ok(h.client.post('/api/stock/consume', { productId: p.id, quantity: 1 }));
    expect(res.entries).toEqual([]);
    const { entries } = await detail(h.client, p.id);
    expect(entries.map((e) => e.id)).toEqual([a.id]);
  });

  test('more than there is: 409 naming what there is, or everything with allowPartial', async () => {
    const { h, yoghurt } = await threeEntries();
    const refused = await h.client.post('/api/stock/consume', { productId: yoghurt.id, quantity: 10 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('There is only 9 piece of Yoghurt.');
    expect((await detail(h.client, yoghurt.id)).product.totalQuantity).toBe(9);
    const partial = await ok(
      h.client.post('/api/stock/consume', { productId: yoghurt.id, quantity: 10, allowPartial: true }),
    );
    expect(partial.operation).toMatchObject({ quantity: 9, shortQuantity: 1 });
    expect(partial.products[0]).toMatchObject({
      totalQuantity: 0,
      stockLabel: 'out_of_stock',
      nextExpiry: null,
    });
    const empty = await h.client.post('/api/stock/consume', { productId: yoghurt.id });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error).toBe('Yoghurt is out of stock.');
  });

  test('without a quantity, everything; a single entry by id, in part or whole', async () => {
    const { h, yoghurt, late } = await threeEntries();
    const part = await ok(h.client.post('/api/stock/consume', { entryId: late.id, quantity: 1 }));
    expect(part.entries[0]).toMatchObject({ id: late.id, quantity: 3 });
    const tooMuch = await h.client.post('/api/stock/consume', { entryId: late.id, quantity: 5 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toBe('This item holds only 3 piece.');
    const whole = await ok(h.client.post('/api/stock/consume', { entryId: late.id }));
    expect(whole.entries).toEqual([]);
    const gone = await h.client.post('/api/stock/consume', { entryId: late.id });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toBe('This item was used up or removed in the meantime.');
    const all = await ok(h.client.post('/api/stock/consume', { productId: yoghurt.id }));
    expect(all.operation.quantity).toBe(5);
    expect(all.products[0]!.totalQuantity).toBe(0);
  });

  test('spoiling takes the same way and is valued pro rata of the price paid', async () => {
    const { h, yoghurt } = await threeEntries();
    const res = await ok(h.client.post('/api/stock/spoil', { productId: yoghurt.id, quantity: 3 }));
    expect(res.operation.kind).toBe('spoil');
    const waste = (await h.client.get('/api/pantry/waste')).json();
    // 2 of 2 at 1.00 (early), then 1 of 4 at 4.00 (late): 100 + 100.
    expect(waste.totals.wasted).toEqual({ count: 2, valueCents: 200 });
    expect(waste.recent).toHaveLength(2);
    expect(waste.recent[0]).toMatchObject({ productId: yoghurt.id, productName: 'Yoghurt', unit: 'piece' });
  });
});

describe('opening', () => {
  test('shortens the expiry to the opened shelf life', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, { name: 'Cream', defaultUnit: 'ml', shelfLife: SHELF });
    const e = (await add(h.client, { productId: p.id, quantity: 200, expiresOn: plusDays(h.today, 20) }))
      .entries[0]!;
    const res = await ok(h.client.post(`/api/stock/entries/${e.id}/open`, {}));
    expect(res.entries[0]).toMatchObject({
      id: e.id,
      openedOn: h.today,
      expiresOn: plusDays(h.today, 3),
      expiryLabel: 'expires_soon',
    });
    const again = await h.client.post(`/api/stock/entries/${e.id}/open`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This item is already open.');
  });

  test('never extends an expiry that comes sooner', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, { name: 'Cream', defaultUnit: 'ml', shelfLife: SHELF });
    const e = (await add(h.client, { productId: p.id, quantity: 200, expiresOn: plusDays(h.today, 1) }))
      .entries[0]!;
    const res = await ok(h.client.post(`/api/stock/entries/${e.id}/open`));
    expect(res.entries[0]!.expiresOn).toBe(plusDays(h.today, 1));
  });

  test('part of an entry is split off and opened; the rest stays closed', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, { name: 'Cream', defaultUnit: 'ml', shelfLife: SHELF });
    const e = (
      await add(h.client, {
        productId: p.id,
        quantity: 600,
        expiresOn: plusDays(h.today, 20),
        priceCents: 300,
      })
    ).entries[0]!;
    const res = await ok(h.client.post(`/api/stock/entries/${e.id}/open`, { quantity: 200 }));
    expect(res.entries).toHaveLength(2);
    expect(res.entries[0]).toMatchObject({
      id: e.id,
      quantity: 400,
      openedOn: null,
      expiresOn: plusDays(h.today, 20),
    });
    expect(res.entries[1]).toMatchObject({
      quantity: 200,
      openedOn: h.today,
      expiresOn: plusDays(h.today, 3),
      priceCents: 100,
    });
    expect(res.products[0]).toMatchObject({ totalQuantity: 600 });
    const pantry = (await h.client.get('/api/pantry')).json();
    expect(pantry.items[0]).toMatchObject({ entryCount: 2, openedCount: 1 });
  });
});

describe('moving', () => {
  async function chicken() {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, {
      name: 'Chicken',
      defaultUnit: 'g',
      shelfLife: { pantry: null, fridge: 2, freezer: 270, opened: null },
    });
    const e = (
      await add(h.client, {
        productId: p.id,
        quantity: 500,
        locationId: h.locations.fridge.id,
        expiresOn: plusDays(h.today, 2),
      })
    ).entries[0]!;
    return { h, p, e };
  }

  test('freezing extends the expiry and records the day; thawing shortens it again', async () => {
    const { h, e } = await chicken();
    const frozen = await ok(
      h.client.post(`/api/stock/entries/${e.id}/move`, { locationId: h.locations.freezer.id }),
    );
    expect(frozen.entries[0]).toMatchObject({
      locationId: h.locations.freezer.id,
      expiresOn: plusDays(h.today, 270),
      frozenOn: h.today,
    });
    const thawed = await ok(
      h.client.post(`/api/stock/entries/${e.id}/move`, { locationId: h.locations.fridge.id }),
    );
    expect(thawed.entries[0]).toMatchObject({
      locationId: h.locations.fridge.id,
      expiresOn: plusDays(h.today, 2),
      frozenOn: null,
    });
  });

  test('part of an entry moves as a new entry; moving to where it is is refused', async () => {
    const { h, p, e } = await chicken();
    const res = await ok(
      h.client.post(`/api/stock/entries/${e.id}/move`, { locationId: h.locations.freezer.id, quantity: 200 }),
    );
    expect(res.entries.map((x) => [x.locationId, x.quantity])).toEqual([
      [h.locations.fridge.id, 300],
      [h.locations.freezer.id, 200],
    ]);
    const same = await h.client.post(`/api/stock/entries/${e.id}/move`, {
      locationId: h.locations.fridge.id,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().details).toEqual([
      { path: 'locationId', message: 'This item is already in that location.' },
    ]);
    expect((await detail(h.client, p.id)).product.totalQuantity).toBe(500);
  });
});

describe('adjusting and deleting', () => {
  test('an adjustment changes what is given; 0 removes the entry', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, { name: 'Rice', defaultUnit: 'kg' });
    const e = (await add(h.client, { productId: p.id, quantity: 1 })).entries[0]!;
    const res = await ok(
      h.client.patch(`/api/stock/entries/${e.id}`, {
        quantity: 1.5,
        note: 'Basmati',
        expiresOn: '2030-05-01',
        priceCents: 250,
      }),
    );
    expect(res.operation.kind).toBe('adjust');
    expect(res.entries[0]).toMatchObject({
      quantity: 1.5,
      note: 'Basmati',
      expiresOn: '2030-05-01',
      priceCents: 250,
    });
    const zero = await ok(h.client.patch(`/api/stock/entries/${e.id}`, { quantity: 0 }));
    expect(zero.entries).toEqual([]);
    expect(zero.products[0]!.totalQuantity).toBe(0);
  });

  test('delete removes the entry and is not waste', async () => {
    const h = await newHousehold(t);
    const p = await makeProduct(h.client, { name: 'Rice', defaultUnit: 'kg' });
    const e = (await add(h.client, { productId: p.id, quantity: 1, priceCents: 300 })).entries[0]!;
    const res = await ok(h.client.delete(`/api/stock/entries/${e.id}`));
    expect(res.operation.kind).toBe('delete');
    expect(res.entries).toEqual([]);
    expect((await h.client.get('/api/pantry/waste')).json().totals.wasted).toEqual({
      count: 0,
      valueCents: 0,
    });
  });
});

describe('bulk actions', () => {
  test('consume all stock of several products and entries in one operation', async () => {
    const h = await newHousehold(t);
    const a = await makeProduct(h.client, { name: 'Apples', defaultUnit: 'piece' });
    const b = await makeProduct(h.client, { name: 'Bread', defaultUnit: 'piece' });
    const c = await makeProduct(h.client, { name: 'Carrots', defaultUnit: 'piece' });
    await add(h.client, { productId: a.id, quantity: 3 });
    await add(h.client, { productId: a.id, quantity: 2 });
    await add(h.client, { productId: b.id, quantity: 1 });
    const keep = (await add(h.client, { productId: c.id, quantity: 4 })).entries[0]!;
    const cEntry = (await add(h.client, { productId: c.id, quantity: 1 })).entries[0]!;
    const res = await ok(
      h.client.post('/api/stock/bulk', {
        action: 'consume',
        productIds: [a.id, b.id],
        entryIds: [cEntry.id],
      }),
    );
    expect(res.operation.kind).toBe('consume');
    expect(new Set(res.operation.productIds)).toEqual(new Set([a.id, b.id, c.id]));
    const totals = Object.fromEntries(res.products.map((p) => [p.name, p.totalQuantity]));
    expect(totals).toEqual({ Apples: 0, Bread: 0, Carrots: 4 });
    expect((await detail(h.client, c.id)).entries.map((e) => e.id)).toEqual([keep.id]);
  });

  test('move, open, spoil and delete in bulk', async () => {
    const h = await newHousehold(t);
    const a = await makeProduct(h.client, {
      name: 'Stew',
      defaultUnit: 'piece',
      shelfLife: { pantry: null, fridge: 4, freezer: 90, opened: 2 },
    });
    await add(h.client, { productId: a.id, quantity: 1, locationId: h.locations.fridge.id });
    await add(h.client, { productId: a.id, quantity: 2, locationId: h.locations.fridge.id });
    const moved = await ok(
      h.client.post('/api/stock/bulk', {
        action: 'move',
        productIds: [a.id],
        locationId: h.locations.freezer.id,
      }),
    );
    expect(
      moved.entries.every((e) => e.locationId === h.locations.freezer.id && e.frozenOn === h.today),
    ).toBe(true);
    const opened = await ok(h.client.post('/api/stock/bulk', { action: 'open', productIds: [a.id] }));
    expect(opened.entries.every((e) => e.openedOn === h.today)).toBe(true);
    const spoiled = await ok(h.client.post('/api/stock/bulk', { action: 'spoil', productIds: [a.id] }));
    expect(spoiled.products[0]!.totalQuantity).toBe(0);
    const nothing = await h.client.post('/api/stock/bulk', { action: 'delete', productIds: [a.id] });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error).toBe('None of the selected items has stock to change.');
    const noLocation = await h.client.post('/api/stock/bulk', { action: 'move', productIds: [a.id] });
    expect(noLocation.statusCode).toBe(400);
  });
});
