/**
 * Adding stock: new entries of products, each in its location (the product's default, else where
 * its food keeps best) with an expiry from the shelf life unless one is given.
 */
import type { AddStockInput, StockChangeResponse } from '@shared/contracts/pantry';
import { findFood } from '@shared/domain/food-catalogue';
import { defaultExpiry, type ExpiryKind } from '@shared/domain/stock';
import { fromMilli, type Unit } from '@shared/domain/units';
import { uuidv7 } from '@shared/ids';
import { notFound } from '../../platform/errors';
import { listLocationRows } from './locations.repository';
import { effectiveShelfLife, productUnit, storageKind, type PantryContext } from './pantry.mappers';
import { pantryError } from './pantry-messages';
import type { EntryRow, LocationRow, ProductRow } from './pantry.rows';
import { findBarcodeRowInAnyForm, findProductRow } from './products.repository';
import { locationOr404, toProductMilli } from './stock-inputs.service';
import { runOperation, type OperationRecorder } from './stock-recorder.service';

export type NewEntry = {
  product: ProductRow;
  milli: number;
  location?: LocationRow | undefined;
  purchasedOn?: string | undefined;
  /** undefined: the default from the shelf life; null: no expiry. */
  expiresOn?: string | null | undefined;
  expiryKind?: ExpiryKind | undefined;
  priceCents?: number | null | undefined;
  note?: string | null | undefined;
};

/**
 * Where new stock of a product goes when no location is given: the product's default location,
 * else the first location of the storage its food keeps best in, else the first pantry, else the first.
 */
export function defaultLocationFor(product: ProductRow, locations: readonly LocationRow[]): LocationRow {
  const own = product.default_location_id && locations.find((l) => l.id === product.default_location_id);
  if (own) return own;
  const food = findFood(product.name);
  const byKind = food && locations.find((l) => l.kind === food.storage);
  if (byKind) return byKind;
  return locations.find((l) => l.kind === 'pantry') ?? locations[0]!;
}

export async function addEntries(op: OperationRecorder, items: NewEntry[]): Promise<EntryRow[]> {
  const { ctx, trx } = op;
  await op.claim(items.map((i) => i.product.id));
  const locations = await listLocationRows(trx, ctx.householdId);
  const added: EntryRow[] = [];
  for (const item of items) {
    const location = item.location ?? defaultLocationFor(item.product, locations);
    const purchasedOn = item.purchasedOn ?? ctx.today;
    const expiresOn =
      item.expiresOn !== undefined
        ? item.expiresOn
        : defaultExpiry(purchasedOn, storageKind(location.kind), effectiveShelfLife(item.product));
    const entry: EntryRow = {
      id: uuidv7(),
      household_id: ctx.householdId,
      product_id: item.product.id,
      location_id: location.id,
      quantity_milli: item.milli,
      initial_milli: item.milli,
      unit: productUnit(item.product),
      purchased_on: purchasedOn,
      expires_on: expiresOn,
      expiry_kind: item.expiryKind ?? 'best_before',
      opened_on: null,
      frozen_on: location.kind === 'freezer' ? purchasedOn : null,
      price_cents: item.priceCents ?? null,
      note: item.note ?? null,
      version: 1,
      created_by: ctx.userId,
      created_at: op.at,
      updated_at: op.at,
    };
    added.push(await op.insert(entry, { valueCents: entry.price_cents }));
  }
  return added;
}

/** POST /api/stock: an amount of a product (or packs of a barcode) into a location. */
export async function addStock(ctx: PantryContext, input: AddStockInput): Promise<StockChangeResponse> {
  return runOperation(ctx, 'add', async (op) => {
    let product: ProductRow | undefined;
    let milli: number;
    const packs = input.packs ?? 1;
    if (input.productId !== undefined) {
      product = await findProductRow(op.trx, ctx.householdId, input.productId);
      if (!product) throw notFound();
    }
    const barcode =
      input.barcode === undefined
        ? undefined
        : await findBarcodeRowInAnyForm(op.trx, ctx.householdId, input.barcode);
    if (input.barcode !== undefined && !barcode) {
      throw pantryError('NOT_FOUND', 'barcodeUnknown', ctx.language, { code: input.barcode }, 'barcode');
    }
    if (!product) {
      product = await findProductRow(op.trx, ctx.householdId, barcode!.product_id);
      if (!product) throw notFound();
    }
    if (input.quantity !== undefined) {
      milli = toProductMilli(ctx, product, input.quantity * packs, input.unit);
    } else if (barcode && barcode.product_id === product.id) {
      milli = toProductMilli(
        ctx,
        product,
        fromMilli(Number(barcode.pack_milli)) * packs,
        barcode.pack_unit as Unit,
      );
    } else {
      milli = toProductMilli(ctx, product, packs, input.unit);
    }
    const location =
      input.locationId === undefined ? undefined : await locationOr404(op.trx, ctx, input.locationId);
    await addEntries(op, [
      {
        product,
        milli,
        location,
        purchasedOn: input.purchasedOn,
        expiresOn: input.expiresOn,
        expiryKind: input.expiryKind,
        priceCents: input.priceCents,
        note: input.note,
      },
    ]);
  });
}
