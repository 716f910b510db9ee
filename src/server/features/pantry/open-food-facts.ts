import { gtinForms } from '@shared/domain/barcode';
import type { FoodCategory } from '@shared/domain/food-catalogue';
import { parseUnit, type Unit } from '@shared/domain/units';

/**
 * The Open Food Facts API v2 (https://openfoodfacts.github.io/openfoodfacts-server/api/): one GET
 * per barcode, asking only for the fields we map. Errors and timeouts are answered as "unavailable"
 * (the lookup then goes on without it); a product OFF does not know is "not found".
 */
export const OFF_USER_AGENT = 'Larder/0.1 (self-hosted kitchen app)';
export const OFF_TIMEOUT_MS = 4000;
export const OFF_FIELDS = 'product_name,brands,quantity,categories_tags,image_front_small_url';
/** Pictures fetched from Open Food Facts are refused above this size. */
export const OFF_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The fields we read from OFF's product object (any may be missing). */
export type OffProduct = {
  product_name?: unknown;
  brands?: unknown;
  quantity?: unknown;
  categories_tags?: unknown;
  image_front_small_url?: unknown;
};

export type OffAnswer =
  { kind: 'found'; product: OffProduct } | { kind: 'not_found' } | { kind: 'unavailable' };

/**
 * The codes to ask Open Food Facts for, most likely first. OFF files products under their EAN-13
 * (a UPC-A with a leading 0) or EAN-8 and turns 12- and 14-digit queries into 13 digits itself;
 * a UPC-E it knows under its UPC-A's EAN-13, now and then under the 8 printed digits. A code that
 * is no valid GTIN is asked as it is.
 */
export function openFoodFactsCodes(code: string): string[] {
  const forms = gtinForms(code);
  const thirteen = forms.filter((form) => form.length === 13 && !form.startsWith('00000'));
  const eight = forms.filter((form) => form.length === 8);
  const asked = [...thirteen, ...eight];
  return asked.length > 0 ? asked : [code];
}

export async function fetchOffProduct(
  baseUrl: string,
  code: string,
  timeoutMs = OFF_TIMEOUT_MS,
): Promise<OffAnswer> {
  const url = `${baseUrl}/api/v2/product/${encodeURIComponent(code)}.json?fields=${OFF_FIELDS}`;
  try {
    const res = await fetch(url, {
      headers: { 'User-Agent': OFF_USER_AGENT, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'follow',
    });
    // OFF answers an unknown code with 404 and {status: 0}; anything else non-2xx is trouble.
    if (!res.ok && res.status !== 404) return { kind: 'unavailable' };
    const body = (await res.json()) as { status?: unknown; product?: unknown };
    if (body.status === 1 && body.product && typeof body.product === 'object') {
      return { kind: 'found', product: body.product as OffProduct };
    }
    if (body.status === 0) return { kind: 'not_found' };
    return { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

/** Downloads a picture OFF points to (http(s) only, size-limited); null on any failure. */
export async function fetchOffImage(url: unknown, timeoutMs = OFF_TIMEOUT_MS): Promise<Buffer | null> {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    const res = await fetch(url, {
      headers: { 'User-Agent': OFF_USER_AGENT },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok || !res.body) return null;
    const declared = Number(res.headers.get('content-length') ?? 0);
    if (declared > OFF_IMAGE_MAX_BYTES) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > OFF_IMAGE_MAX_BYTES) return null;
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.replace(/\s+/g, ' ').trim() : null;

/** OFF category tags → our display categories; the first tag that maps wins, else 'other'. */
export function mapOffCategory(tags: unknown): FoodCategory {
  if (!Array.isArray(tags)) return 'other';
  const list = tags.filter((t): t is string => typeof t === 'string').map((t) => t.toLowerCase());
  const has = (pattern: RegExp) => list.some((t) => pattern.test(t));
  // Frozen first: frozen vegetables are found in the freezer, not the produce drawer.
  if (has(/^en:frozen-foods?$/)) return 'frozen';
  if (has(/^en:(dairies|dairy|milks|cheeses|yogurts|butters|creams)$/)) return 'dairy';
  if (has(/^en:(beverages|drinks|waters|sodas|juices|coffees|teas)$/)) return 'beverages';
  if (has(/^en:(meats|fishes|seafood|poultries|sausages|hams)$/)) return 'meat';
  if (has(/^en:(fruits|vegetables|fresh-foods|fresh-vegetables|fresh-fruits|fresh)$/)) return 'produce';
  if (
    has(
      /^en:(cereals-and-potatoes|cereals-and-their-products|cereals|pastas|canned-foods|condiments|sauces|snacks|spreads|breakfast-cereals|rices|flours|sweet-spreads|breads|biscuits-and-cakes)$/,
    )
  ) {
    return 'pantry';
  }
  return 'other';
}

/**
 * OFF's free-text quantity → one pack: "500 g" → 500 g, "1 L" → 1 l, "6 x 33 cl" → 198 cl (the
 * whole multipack, as one scan adds it). null when it does not read as an amount with a unit.
 */
export function parseOffQuantity(value: unknown): { quantity: number; unit: Unit } | null {
  const raw = text(value);
  if (!raw) return null;
  const number = (s: string) => Number(s.replace(',', '.'));
  const multi = /^(\d+)\s*[x×*]\s*(\d+(?:[.,]\d+)?)\s*([^\d\s(][^()]*?)\s*(\(.*\))?$/i.exec(raw);
  const single = /^(\d+(?:[.,]\d+)?)\s*([^\d\s(][^()]*?)\s*(\(.*\))?$/i.exec(raw);
  let quantity: number;
  let unitWord: string;
  if (multi) {
    quantity = number(multi[1]!) * number(multi[2]!);
    unitWord = multi[3]!;
  } else if (single) {
    quantity = number(single[1]!);
    unitWord = single[2]!;
  } else {
    return null;
  }
  const unit = parseUnit(unitWord.trim());
  if (!unit || !Number.isFinite(quantity) || quantity <= 0) return null;
  return { quantity: Math.round(quantity * 1000) / 1000, unit };
}

export type OffDraftFields = {
  name: string;
  brand: string | null;
  category: FoodCategory;
  pack: { quantity: number; unit: Unit } | null;
};

export function mapOffProduct(product: OffProduct): OffDraftFields {
  const brands = text(product.brands);
  return {
    name: text(product.product_name) ?? '',
    brand: brands ? (brands.split(',')[0]?.trim() ?? null) : null,
    category: mapOffCategory(product.categories_tags),
    pack: parseOffQuantity(product.quantity),
  };
}
