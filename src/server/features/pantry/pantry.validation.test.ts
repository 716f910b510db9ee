import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/app';
import { add, makeProduct, newHousehold, type Household } from './pantry.test-support';

let t: TestApp;
let owner: Household;
let stranger: Household;
let ids: { product: string; entry: string; location: string; operation: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await newHousehold(t);
  stranger = await newHousehold(t);
  const product = await makeProduct(owner.client, { name: 'Butter', defaultUnit: 'g' });
  const added = await add(owner.client, {
    productId: product.id,
    quantity: 250,
    locationId: owner.locations.fridge.id,
  });
  ids = {
    product: product.id,
    entry: added.entries[0]!.id,
    location: owner.locations.fridge.id,
    operation: added.operation.id,
  };
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const ROUTES: Array<[Method, string]> = [
  ['GET', '/api/pantry'],
  ['GET', '/api/pantry/summary'],
  ['GET', '/api/pantry/waste'],
  ['GET', '/api/locations'],
  ['POST', '/api/locations'],
  ['PATCH', '/api/locations/x'],
  ['DELETE', '/api/locations/x'],
  ['GET', '/api/products'],
  ['POST', '/api/products'],
  ['GET', '/api/products/lookup?barcode=12345678'],
  ['GET', '/api/products/lookup/12345678/image'],
  ['GET', '/api/products/x'],
  ['PATCH', '/api/products/x'],
  ['DELETE', '/api/products/x'],
  ['GET', '/api/products/x/image'],
  ['POST', '/api/products/x/image'],
  ['DELETE', '/api/products/x/image'],
  ['POST', '/api/stock'],
  ['POST', '/api/stock/quick-add'],
  ['POST', '/api/stock/bulk-add'],
  ['POST', '/api/stock/consume'],
  ['POST', '/api/stock/spoil'],
  ['POST', '/api/stock/bulk'],
  ['POST', '/api/stock/entries/x/open'],
  ['POST', '/api/stock/entries/x/move'],
  ['PATCH', '/api/stock/entries/x'],
  ['DELETE', '/api/stock/entries/x'],
  ['GET', '/api/stock/operations'],
  ['POST', '/api/stock/operations/x/undo'],
];

describe('every pantry route', () => {
  test('needs a signed-in user (401 before anything else)', async () => {
    const anonymous = t.client();
    for (const [method, url] of ROUTES) {
      const res = await anonymous.request(method, url, {
        body: method === 'GET' ? undefined : {},
        withCsrf: method !== 'GET',
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  test('changes need the CSRF token', async () => {
    for (const [method, url] of ROUTES.filter(([m]) => m !== 'GET')) {
      const res = await owner.client.request(method, url, { body: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('CSRF_INVALID');
    }
  });
});

describe('another household’s ids are 404', () => {
  test('products, entries, locations and operations', async () => {
    const c = stranger.client;
    await c.csrfToken();
    const { product, entry, location, operation } = ids;
    const attempts = [
      c.get(`/api/products/${product}`),
      c.patch(`/api/products/${product}`, { name: 'Mine now' }),
      c.delete(`/api/products/${product}`),
      c.get(`/api/products/${product}/image`),
      c.delete(`/api/products/${product}/image`),
      c.patch(`/api/locations/${location}`, { name: 'Mine now' }),
      c.delete(`/api/locations/${location}`),
      c.post('/api/stock', { productId: product, quantity: 1 }),
      c.post('/api/stock', { productId: product, quantity: 1, locationId: location }),
      c.post('/api/stock/consume', { productId: product }),
      c.post('/api/stock/consume', { entryId: entry }),
      c.post('/api/stock/spoil', { entryId: entry }),
      c.post('/api/stock/bulk', { action: 'delete', entryIds: [entry] }),
      c.post('/api/stock/bulk', { action: 'delete', productIds: [product] }),
      c.post(`/api/stock/entries/${entry}/open`, {}),
      c.post(`/api/stock/entries/${entry}/move`, { locationId: stranger.locations.freezer.id }),
      c.patch(`/api/stock/entries/${entry}`, { quantity: 1 }),
      c.delete(`/api/stock/entries/${entry}`),
      c.post(`/api/stock/operations/${operation}/undo`),
      c.get(`/api/pantry?locationId=${location}`),
    ];
    const results = await Promise.all(attempts);
    results.forEach((res, i) => {
      if (i === results.length - 1) {
        // A filter by someone else's location simply matches nothing.
        expect(res.json().items).toEqual([]);
        return;
      }
      expect(res.statusCode, `attempt ${i}: ${res.body}`).toBe(404);
    });
    // Stock moved with one's own entry into their location is refused too.
    const mine = await makeProduct(stranger.client, { name: 'Mine' });
    const myEntry = (await add(stranger.client, { productId: mine.id, quantity: 1 })).entries[0]!;
    expect((await c.post(`/api/stock/entries/${myEntry.id}/move`, { locationId: location })).statusCode).toBe(
      404,
    );
    expect(
      (await c.post('/api/stock', { productId: mine.id, quantity: 1, locationId: location })).statusCode,
    ).toBe(404);
    expect((await c.post('/api/products', { name: 'X', defaultLocationId: location })).statusCode).toBe(404);
    // The owner still has everything.
    const detail = await owner.client.get(`/api/products/${product}`);
    expect(detail.json()).toMatchObject({ product: { name: 'Butter', totalQuantity: 250 } });
    expect(detail.json().entries).toHaveLength(1);
  });
});

describe('malformed input is a 400, never a 500', () => {
  const cases: Array<[string, Method, string, unknown]> = [
    ['wrong type', 'POST', '/api/stock', { productId: 'p', quantity: '2' }],
    ['negative quantity', 'POST', '/api/stock', { productId: 'p', quantity: -1 }],
    ['zero quantity', 'POST', '/api/stock', { productId: 'p', quantity: 0 }],
    ['four decimals', 'POST', '/api/stock', { productId: 'p', quantity: 1.0001 }],
    ['huge quantity', 'POST', '/api/stock', { productId: 'p', quantity: 1e12 }],
    ['unknown unit', 'POST', '/api/stock', { productId: 'p', quantity: 1, unit: 'smidgen' }],
    ['no product or barcode', 'POST', '/api/stock', { quantity: 1 }],
    ['bad barcode', 'POST', '/api/stock', { barcode: 'abc' }],
    ['impossible date', 'POST', '/api/stock', { productId: 'p', quantity: 1, expiresOn: '2026-02-30' }],
    [
      'date with time',
      'POST',
      '/api/stock',
      { productId: 'p', quantity: 1, purchasedOn: '2026-01-01T10:00' },
    ],
    ['unknown expiry kind', 'POST', '/api/stock', { productId: 'p', quantity: 1, expiryKind: 'maybe' }],
    ['negative price', 'POST', '/api/stock', { productId: 'p', quantity: 1, priceCents: -5 }],
    ['fractional price', 'POST', '/api/stock', { productId: 'p', quantity: 1, priceCents: 1.5 }],
    ['too many packs', 'POST', '/api/stock', { barcode: '12345678', packs: 1000 }],
    ['extra field', 'POST', '/api/stock', { productId: 'p', quantity: 1, hack: true }],
    ['oversized note', 'POST', '/api/stock', { productId: 'p', quantity: 1, note: 'x'.repeat(501) }],
    ['empty quick add', 'POST', '/api/stock/quick-add', { text: '   ' }],
    ['oversized quick add', 'POST', '/api/stock/quick-add', { text: 'x'.repeat(201) }],
    [
      'too many bulk lines',
      'POST',
      '/api/stock/bulk-add',
      { lines: Array.from({ length: 101 }, () => 'milk') },
    ],
    ['no bulk lines', 'POST', '/api/stock/bulk-add', { lines: [] }],
    ['product and entry', 'POST', '/api/stock/consume', { productId: 'p', entryId: 'e' }],
    ['neither product nor entry', 'POST', '/api/stock/spoil', { quantity: 1 }],
    ['unknown bulk action', 'POST', '/api/stock/bulk', { action: 'eat', productIds: ['p'] }],
    ['empty bulk selection', 'POST', '/api/stock/bulk', { action: 'consume' }],
    ['move without location', 'POST', '/api/stock/entries/e/move', {}],
    ['open with zero', 'POST', '/api/stock/entries/e/open', { quantity: 0 }],
    ['adjust negative', 'PATCH', '/api/stock/entries/e', { quantity: -1 }],
    ['adjust bad date', 'PATCH', '/api/stock/entries/e', { openedOn: '2025-13-01' }],
    ['location without name', 'POST', '/api/locations', { kind: 'fridge' }],
    ['location of unknown kind', 'POST', '/api/locations', { name: 'Shed', kind: 'garage' }],
    ['oversized location name', 'POST', '/api/locations', { name: 'x'.repeat(61), kind: 'pantry' }],
    ['product without name', 'POST', '/api/products', { category: 'dairy' }],
    ['unknown category', 'POST', '/api/products', { name: 'X', category: 'snacks' }],
    ['oversized product name', 'POST', '/api/products', { name: 'x'.repeat(121) }],
    [
      'bad shelf life',
      'POST',
      '/api/products',
      { name: 'X', shelfLife: { pantry: -1, fridge: null, freezer: null, opened: null } },
    ],
    [
      'barcode too short',
      'POST',
      '/api/products',
      { name: 'X', barcodes: [{ code: '123', packQuantity: 1, packUnit: 'g' }] },
    ],
    ['product patch wrong type', 'PATCH', '/api/products/p', { minStock: 'lots' }],
    ['list: unknown sort', 'GET', '/api/pantry?sort=price', undefined],
    ['list: unknown label', 'GET', '/api/pantry?label=fresh', undefined],
    ['list: unknown group', 'GET', '/api/pantry?groupBy=brand', undefined],
    ['list: limit too large', 'GET', '/api/pantry?limit=1000', undefined],
    ['list: negative offset', 'GET', '/api/pantry?offset=-1', undefined],
    ['list: bad includeEmpty', 'GET', '/api/pantry?includeEmpty=yes', undefined],
    ['list: oversized search', 'GET', `/api/pantry?q=${'x'.repeat(121)}`, undefined],
    ['products: limit zero', 'GET', '/api/products?limit=0', undefined],
    ['waste: too many months', 'GET', '/api/pantry/waste?months=99', undefined],
    ['operations: bad limit', 'GET', '/api/stock/operations?limit=abc', undefined],
  ];

  for (const [name, method, url, body] of cases) {
    test(name, async () => {
      const res = await owner.client.request(method, url, { body, withCsrf: method !== 'GET' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    });
  }

  test('malformed JSON', async () => {
    const res = await owner.client.request('POST', '/api/stock', {
      rawBody: '{"productId":',
      headers: { 'content-type': 'application/json' },
      withCsrf: true,
    });
    expect(res.statusCode).toBe(400);
  });

  test('an id longer than any id is refused; one of the right size that names nothing is a 404', async () => {
    expect((await owner.client.get(`/api/products/${'x'.repeat(65)}`)).statusCode).toBe(400);
    expect((await owner.client.get(`/api/products/${'x'.repeat(64)}`)).statusCode).toBe(404);
  });
});
