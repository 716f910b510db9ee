import { expect } from 'vitest';
import type {
  Location,
  PantryPage,
  Product,
  StockChangeResponse,
  StockEntry,
} from '@shared/contracts/pantry';
import type { TestApp, TestClient } from '../../../../tests/app';
import { createSignedInUser, type SignedIn } from '../../../../tests/factories';

/** Test helpers for the pantry's route tests (not a test file itself). */

export type Household = SignedIn & {
  locations: { pantry: Location; fridge: Location; freezer: Location };
  /** The user's today as the server sees it (their time zone). */
  today: string;
  warningDays: number;
};

export async function newHousehold(t: TestApp): Promise<Household> {
  const signedIn = await createSignedInUser(t);
  const res = await signedIn.client.get('/api/locations');
  expect(res.statusCode).toBe(200);
  const list = res.json().locations as Location[];
  const byKind = (kind: Location['kind']) => list.find((l) => l.kind === kind)!;
  const page = (await signedIn.client.get('/api/pantry')).json() as PantryPage;
  return {
    ...signedIn,
    locations: { pantry: byKind('pantry'), fridge: byKind('fridge'), freezer: byKind('freezer') },
    today: page.today,
    warningDays: page.warningDays,
  };
}

export async function makeProduct(client: TestClient, body: Record<string, unknown>): Promise<Product> {
  const res = await client.post('/api/products', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as Product;
}

export async function add(client: TestClient, body: Record<string, unknown>): Promise<StockChangeResponse> {
  const res = await client.post('/api/stock', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as StockChangeResponse;
}

export async function ok(
  promise: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  status = 200,
): Promise<StockChangeResponse> {
  const res = await promise;
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as StockChangeResponse;
}

export async function detail(
  client: TestClient,
  productId: string,
): Promise<{ product: Product; entries: StockEntry[] }> {
  const res = await client.get(`/api/products/${productId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { product: Product; entries: StockEntry[] };
}

/** 'YYYY-MM-DD' plus days (UTC calendar arithmetic, like the domain's addDays). */
export function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
