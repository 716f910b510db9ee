import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BarcodeLookupResponse } from '@shared/contracts/pantry';
import { createTestApp, testConfig, type TestApp } from '../../../../tests/app';
import { add, makeProduct, newHousehold } from './pantry.test-support';
import { OFF_USER_AGENT, mapOffCategory, parseOffQuantity } from './open-food-facts';

/**
 * A faithful local Open Food Facts: GET /api/v2/product/{code}.json answers OFF's v2 shape
 * ({ code, status: 1, product: {…} } or 404 { status: 0 }), and serves the product's image.
 */
type FakeOff = { url: string; hits: Map<string, number>; agents: string[]; close(): Promise<void> };

const OFF_PRODUCTS: Record<string, Record<string, unknown>> = {
  '4000000000017': {
    product_name: 'Bio Vollmilch',
    brands: 'Gläserne Molkerei, Demeter',
    quantity: '1 L',
    categories_tags: ['en:dairies', 'en:milks'],
    image_front_small_url: '/images/milk.png',
  },
  '4000000000024': {
    product_name: 'Sparkling water',
    brands: 'Fontaine',
    quantity: '6 x 33 cl',
    categories_tags: ['en:beverages', 'en:waters'],
  },
  // Filed under EAN-13, as OFF files UPC codes: the UPC-E 04252614 and the UPC-A 036000291452.
  '0042100005264': {
    product_name: 'Breath mints',
    quantity: '14 g',
    image_front_small_url: '/images/milk.png',
  },
  '0036000291452': {
    product_name: 'Paper tissues',
    quantity: '80 piece',
  },
  '4000000000031': {
    product_name: 'Mystery bar',
    quantity: 'one bar',
    image_front_small_url: '/images/broken.png',
  },
};

async function startFakeOff(): Promise<FakeOff> {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e33' } })
    .png()
    .toBuffer();
  const hits = new Map<string, number>();
  const agents: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    agents.push(String(req.headers['user-agent']));
    if (url.pathname === '/images/milk.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      return;
    }
    if (url.pathname === '/images/broken.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end('not a png');
      return;
    }
    const match = /^\/api\/v2\/product\/(\d+)\.json$/.exec(url.pathname);
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const code = match[1]!;
    hits.set(code, (hits.get(code) ?? 0) + 1);
    if (code === '4000000000048') {
      // Slower than the timeout: the lookup must not wait for it.
      setTimeout(() => res.writeHead(200).end('{}'), 2000);
      return;
    }
    if (code === '4000000000055') {
      res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>busy</h1>');
      return;
    }
    const product = OFF_PRODUCTS[code];
    if (!product) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code, status: 0, status_verbose: 'product not found' }));
      return;
    }
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const answer = { ...product };
    if (typeof answer.image_front_small_url === 'string')
      answer.image_front_small_url = base + answer.image_front_small_url;
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code, product: answer, status: 1, status_verbose: 'product found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    agents,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let off: FakeOff;
let t: TestApp;
beforeAll(async () => {
  off = await startFakeOff();
  const config = {
    ...testConfig({ OPENFOODFACTS: 'on', OPENFOODFACTS_URL: off.url }),
    openFoodFactsTimeoutMs: 300,
  };
  t = await createTestApp({ config });
});
afterAll(async () => {
  await t.close();
  await off.close();
});

async function lookup(client: Awaited<ReturnType<typeof newHousehold>>['client'], code: string) {
  const res = await client.get(`/api/products/lookup?barcode=${code}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BarcodeLookupResponse;
}

describe('barcode lookup order', () => {
  test('the household’s own product comes first', async () => {
    const h = await newHousehold(t);
    const mine = await makeProduct(h.client, {
      name: 'Our hazelnut spread',
      barcodes: [{ code: '3017620422003', packQuantity: 400, packUnit: 'g' }],
    });
    const res = await lookup(h.client, '3017620422003');
    expect(res).toMatchObject({ barcode: '3017620422003', source: 'household', draft: null });
    expect(res.product?.id).toBe(mine.id);
  });

  test('then the shipped catalogue, without asking Open Food Facts', async () => {
    const h = await newHousehold(t);
    const res = await lookup(h.client, '3017620422003');
    expect(res).toMatchObject({
      source: 'catalogue',
      product: null,
      draft: { name: 'Nutella', brand: 'Ferrero', category: 'pantry', packQuantity: 400, packUnit: 'g' },
    });
    expect(off.hits.get('3017620422003')).toBeUndefined();
  });

  test('then Open Food Facts: name, brand, pack, category and picture mapped to ours, and cached', async () => {
    const h = await newHousehold(t);
    const res = await lookup(h.client, '4000000000017');
    expect(res.source).toBe('openfoodfacts');
    expect(res.draft).toMatchObject({
      name: 'Bio Vollmilch',
      brand: 'Gläserne Molkerei',
      category: 'dairy',
      defaultUnit: 'l',
      packQuantity: 1,
      packUnit: 'l',
      imageUrl: '/api/products/lookup/4000000000017/image',
    });
    expect(off.agents).toContain(OFF_USER_AGENT);
    const image = await h.client.get('/api/products/lookup/4000000000017/image');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 384]);
    // Another household scanning it: the cache answers.
    const other = await newHousehold(t);
    expect((await lookup(other.client, '4000000000017')).draft?.name).toBe('Bio Vollmilch');
    expect(off.hits.get('4000000000017')).toBe(1);
  });

  test('a product made from the lookup keeps the barcode and the picture; next time it is the household’s', async () => {
    const h = await newHousehold(t);
    const { draft } = await lookup(h.client, '4000000000017');
    const product = await makeProduct(h.client, {
      name: draft!.name,
      category: draft!.category,
      defaultUnit: draft!.defaultUnit,
      barcodes: [{ code: '4000000000017', packQuantity: draft!.packQuantity, packUnit: draft!.packUnit }],
    });
    expect(product.imageUrl).toMatch(new RegExp(`^/api/products/${product.id}/image\\?v=`));
    expect((await h.client.get(product.imageUrl!)).statusCode).toBe(200);
    expect((await lookup(h.client, '4000000000017')).source).toBe('household');
  });

  test('multipacks count as one pack; a picture that cannot be read is left out, not an error', async () => {
    const h = await newHousehold(t);
    expect((await lookup(h.client, '4000000000024')).draft).toMatchObject({
      category: 'beverages',
      packQuantity: 198,
      packUnit: 'cl',
      imageUrl: null,
    });
    expect((await lookup(h.client, '4000000000031')).draft).toMatchObject({
      name: 'Mystery bar',
      packQuantity: null,
      imageUrl: null,
    });
  });

  test('unknown everywhere: source none with an empty draft; the "not found" is cached too', async () => {
    const h = await newHousehold(t);
    const res = await lookup(h.client, '4000000000062');
    expect(res).toMatchObject({ source: 'none', product: null, draft: { name: '', category: 'other' } });
    await lookup(h.client, '4000000000062');
    expect(off.hits.get('4000000000062')).toBe(1);
  });

  test('a slow or failing Open Food Facts is "none" quickly, and asked again next time', async () => {
    const h = await newHousehold(t);
    const started = Date.now();
    expect((await lookup(h.client, '4000000000048')).source).toBe('none');
    expect(Date.now() - started).toBeLessThan(1500);
    expect((await lookup(h.client, '4000000000055')).source).toBe('none');
    await lookup(h.client, '4000000000055');
    expect(off.hits.get('4000000000055')).toBe(2);
  });

  test('a malformed barcode is a 400', async () => {
    const h = await newHousehold(t);
    expect((await h.client.get('/api/products/lookup?barcode=12ab')).statusCode).toBe(400);
    expect((await h.client.get('/api/products/lookup')).statusCode).toBe(400);
  });
});

describe('every form of a barcode', () => {
  test('a product saved under one form is found by a scan of another, with the barcode as the product stores it', async () => {
    const h = await newHousehold(t);
    const tissues = await makeProduct(h.client, {
      name: 'Tissues',
      barcodes: [{ code: '0036000291452', packQuantity: 1, packUnit: 'piece' }],
    });
    const mints = await makeProduct(h.client, {
      name: 'Mints',
      barcodes: [{ code: '04252614', packQuantity: 1, packUnit: 'piece' }],
    });
    expect(await lookup(h.client, '036000291452')).toMatchObject({
      barcode: '0036000291452',
      source: 'household',
      product: { id: tissues.id },
    });
    expect(await lookup(h.client, '0042100005264')).toMatchObject({
      barcode: '04252614',
      source: 'household',
      product: { id: mints.id },
    });
    // One tap adds a pack by the barcode the lookup answered with.
    const added = await add(h.client, { barcode: '04252614' });
    expect(added.products[0]?.id).toBe(mints.id);
  });

  test('Open Food Facts is asked for a UPC-A under the EAN-13 it files it under, once', async () => {
    const h = await newHousehold(t);
    const res = await lookup(h.client, '036000291452');
    expect(res).toMatchObject({
      barcode: '036000291452',
      source: 'openfoodfacts',
      draft: { name: 'Paper tissues' },
    });
    expect(off.hits.get('0036000291452')).toBe(1);
    expect(off.hits.get('036000291452')).toBeUndefined();
  });

  test('a UPC-E is found under its EAN-13, and the product made from it keeps the picture', async () => {
    const h = await newHousehold(t);
    const res = await lookup(h.client, '04252614');
    expect(res).toMatchObject({
      barcode: '04252614',
      source: 'openfoodfacts',
      draft: { name: 'Breath mints', imageUrl: '/api/products/lookup/0042100005264/image' },
    });
    expect(off.hits.get('04252614')).toBeUndefined();
    const product = await makeProduct(h.client, {
      name: 'Breath mints',
      barcodes: [{ code: '04252614', packQuantity: 14, packUnit: 'g' }],
    });
    expect(product.imageUrl).toMatch(new RegExp(`^/api/products/${product.id}/image\\?v=`));
  });

  test('a UPC-E nobody knows is asked under its EAN-13, then under its 8 printed digits', async () => {
    const h = await newHousehold(t);
    expect((await lookup(h.client, '07654325')).source).toBe('none');
    expect(off.hits.get('0076200005435')).toBe(1);
    expect(off.hits.get('07654325')).toBe(1);
  });
});

describe('with OPENFOODFACTS=off', () => {
  test('Open Food Facts is never asked', async () => {
    const offline = await createTestApp({ env: { OPENFOODFACTS: 'off', OPENFOODFACTS_URL: off.url } });
    try {
      const h = await newHousehold(offline);
      const res = await h.client.get('/api/products/lookup?barcode=4000000000079');
      expect(res.json().source).toBe('none');
      expect(off.hits.get('4000000000079')).toBeUndefined();
    } finally {
      await offline.close();
    }
  });
});

describe('mapping Open Food Facts fields', () => {
  test('categories', () => {
    expect(mapOffCategory(['en:plant-based-foods', 'en:frozen-foods', 'en:vegetables'])).toBe('frozen');
    expect(mapOffCategory(['en:meats', 'en:sausages'])).toBe('meat');
    expect(mapOffCategory(['en:fishes'])).toBe('meat');
    expect(mapOffCategory(['en:fruits'])).toBe('produce');
    expect(mapOffCategory(['en:pastas'])).toBe('pantry');
    expect(mapOffCategory(['en:canned-foods'])).toBe('pantry');
    expect(mapOffCategory(['en:snacks'])).toBe('pantry');
    expect(mapOffCategory(['en:something-else'])).toBe('other');
    expect(mapOffCategory('en:dairies')).toBe('other');
  });

  test('quantities', () => {
    expect(parseOffQuantity('500 g')).toEqual({ quantity: 500, unit: 'g' });
    expect(parseOffQuantity('1 L')).toEqual({ quantity: 1, unit: 'l' });
    expect(parseOffQuantity('1,5 l')).toEqual({ quantity: 1.5, unit: 'l' });
    expect(parseOffQuantity('6 x 33 cl')).toEqual({ quantity: 198, unit: 'cl' });
    expect(parseOffQuantity('400 g (2 x 200 g)')).toEqual({ quantity: 400, unit: 'g' });
    expect(parseOffQuantity('some')).toBeNull();
    expect(parseOffQuantity(12)).toBeNull();
  });
});
