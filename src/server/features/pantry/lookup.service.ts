import type { BarcodeLookupResponse, ProductDraft } from '@shared/contracts/pantry';
import { gtinForms } from '@shared/domain/barcode';
import { findFood } from '@shared/domain/food-catalogue';
import { NO_SHELF_LIFE } from '@shared/domain/stock';
import type { Config } from '../../config';
import { nowIso } from '../../db/database';
import { notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import type { PantryContext } from './pantry.mappers';
import type { LookupRow } from './pantry.rows';
import {
  findBarcodeRowInAnyForm,
  findLookupRow,
  findProductRow,
  saveLookupRow,
  updateProductRow,
} from './products.repository';
import { findCatalogueProduct } from './product-catalogue';
import { productImageKey, toProductWebp } from './product-image';
import {
  fetchOffImage,
  fetchOffProduct,
  mapOffProduct,
  openFoodFactsCodes,
  type OffDraftFields,
  type OffProduct,
} from './open-food-facts';
import { productDtos } from './stock-responses.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A product OFF knows is asked again after 30 days; one it does not know, after a day. */
export const OFF_FOUND_TTL_MS = 30 * DAY_MS;
export const OFF_NOT_FOUND_TTL_MS = DAY_MS;

export type LookupDeps = { config: Config; storage: Storage };

export function lookupImageUrl(code: string): string {
  return `/api/products/lookup/${code}/image`;
}

function draftFrom(fields: OffDraftFields, imageUrl: string | null): ProductDraft {
  const food = fields.name ? findFood(fields.name) : null;
  return {
    name: fields.name,
    brand: fields.brand,
    category: fields.category === 'other' && food ? food.category : fields.category,
    // One scan adds one pack: keeping the stock in the pack's unit makes every scan exact.
    defaultUnit: fields.pack?.unit ?? food?.unit ?? 'piece',
    packQuantity: fields.pack?.quantity ?? null,
    packUnit: fields.pack?.unit ?? null,
    shelfLife: food?.shelfLife ?? NO_SHELF_LIFE,
    imageUrl,
  };
}

const EMPTY_DRAFT: ProductDraft = draftFrom({ name: '', brand: null, category: 'other', pack: null }, null);

/** Fetches the front picture OFF names, re-encoded into our storage; null when anything fails. */
async function storeOffImage(deps: LookupDeps, code: string, url: unknown): Promise<string | null> {
  const bytes = await fetchOffImage(url, deps.config.openFoodFactsTimeoutMs);
  if (!bytes) return null;
  try {
    const key = `lookups/${code}.webp`;
    await deps.storage.put(key, await toProductWebp(bytes));
    return key;
  } catch {
    return null;
  }
}

/**
 * The forms a barcode is looked up under: as scanned first, then its other GTIN forms (UPC-E,
 * UPC-A, EAN-13, GTIN-14), so that a product saved under one is found by a scan that reads
 * another. A code that is no valid GTIN (a shop's own label) is looked up as it is.
 */
export function lookupForms(code: string): string[] {
  const forms = gtinForms(code);
  return forms.length > 0 ? forms : [code];
}

type OffLookup = { kind: 'found'; draft: ProductDraft } | { kind: 'not_found' } | { kind: 'unavailable' };

/** Open Food Facts through the cache: the cached answer while fresh, else one request (and cache it). */
async function offLookup(ctx: PantryContext, deps: LookupDeps, code: string): Promise<OffLookup> {
  const now = new Date();
  const cached = await findLookupRow(ctx.db, code);
  if (cached && cached.expires_at > nowIso(now)) return fromCache(cached, code);
  const answer = await fetchOffProduct(
    deps.config.openFoodFactsUrl,
    code,
    deps.config.openFoodFactsTimeoutMs,
  );
  if (answer.kind === 'unavailable') {
    // Not cached: the next scan asks again. A stale cached answer still beats nothing.
    return cached ? fromCache(cached, code) : { kind: 'unavailable' };
  }
  if (answer.kind === 'not_found') {
    await saveLookupRow(ctx.db, {
      code,
      source: 'none',
      payload: null,
      image_key: null,
      fetched_at: nowIso(now),
      expires_at: nowIso(new Date(now.getTime() + OFF_NOT_FOUND_TTL_MS)),
    });
    return { kind: 'not_found' };
  }
  const imageKey = await storeOffImage(deps, code, answer.product.image_front_small_url);
  const row: LookupRow = {
    code,
    source: 'openfoodfacts',
    payload: JSON.stringify(answer.product),
    image_key: imageKey,
    fetched_at: nowIso(now),
    expires_at: nowIso(new Date(now.getTime() + OFF_FOUND_TTL_MS)),
  };
  await saveLookupRow(ctx.db, row);
  return fromCache(row, code);
}

function fromCache(row: LookupRow, code: string): OffLookup {
  const draft = cachedDraft(row, code);
  return draft ? { kind: 'found', draft } : { kind: 'not_found' };
}

function cachedDraft(row: LookupRow, code: string): ProductDraft | null {
  if (row.source !== 'openfoodfacts' || row.payload === null) return null;
  let product: OffProduct;
  try {
    product = JSON.parse(row.payload) as OffProduct;
  } catch {
    return null;
  }
  return draftFrom(mapOffProduct(product), row.image_key ? lookupImageUrl(code) : null);
}

/**
 * GET /api/products/lookup: this household's product with the barcode; else a draft from the
 * shipped catalogue; else from Open Food Facts when enabled; else an empty draft (source 'none')
 * for the "new product" form, whose barcode is remembered once the product is saved. Each source
 * is asked under every form of the barcode (lookupForms). The household's product answers with
 * the barcode as the product stores it, so that adding a pack by that barcode finds it.
 */
export async function lookupBarcode(
  ctx: PantryContext,
  deps: LookupDeps,
  code: string,
): Promise<BarcodeLookupResponse> {
  const own = await findBarcodeRowInAnyForm(ctx.db, ctx.householdId, code);
  if (own) {
    const row = await findProductRow(ctx.db, ctx.householdId, own.product_id);
    if (row) {
      const [product] = await productDtos(ctx, ctx.db, [row]);
      return { barcode: own.code, source: 'household', product: product!, draft: null };
    }
  }
  const known = lookupForms(code)
    .map((form) => findCatalogueProduct(form))
    .find((product) => product !== undefined);
  if (known) {
    const food = findFood(known.name);
    return {
      barcode: code,
      source: 'catalogue',
      product: null,
      draft: {
        name: known.name,
        brand: known.brand,
        category: known.category,
        defaultUnit: known.defaultUnit,
        packQuantity: known.packQuantity,
        packUnit: known.packUnit,
        shelfLife: food?.shelfLife ?? NO_SHELF_LIFE,
        imageUrl: null,
      },
    };
  }
  if (deps.config.openFoodFacts) {
    for (const offCode of openFoodFactsCodes(code)) {
      const answer = await offLookup(ctx, deps, offCode);
      if (answer.kind === 'found')
        return { barcode: code, source: 'openfoodfacts', product: null, draft: answer.draft };
      // Unreachable now: asking again under another form would only wait for another time-out.
      if (answer.kind === 'unavailable') break;
    }
  }
  return { barcode: code, source: 'none', product: null, draft: EMPTY_DRAFT };
}

/** The picture of a looked-up barcode, for the "new product" form. */
export async function readLookupImage(ctx: PantryContext, deps: LookupDeps, code: string): Promise<Buffer> {
  const row = await findLookupRow(ctx.db, code);
  if (!row?.image_key) throw notFound();
  return deps.storage.get(row.image_key);
}

/**
 * A product made from a looked-up barcode takes the picture fetched for it (a copy: the cache may
 * be refreshed or dropped). Best effort: without a picture the product is made all the same.
 */
export async function adoptLookupImage(
  ctx: PantryContext,
  deps: LookupDeps,
  productId: string,
  codes: readonly string[],
): Promise<void> {
  // The picture may have been fetched under another form of the barcode (the EAN-13 of a UPC-E).
  for (const code of [...new Set(codes.flatMap(lookupForms))]) {
    const row = await findLookupRow(ctx.db, code);
    if (!row?.image_key) continue;
    try {
      const bytes = await deps.storage.get(row.image_key);
      const key = productImageKey(productId);
      await deps.storage.put(key, bytes);
      await updateProductRow(ctx.db, ctx.householdId, productId, { image_key: key, updated_at: nowIso() });
      return;
    } catch {
      continue;
    }
  }
}
