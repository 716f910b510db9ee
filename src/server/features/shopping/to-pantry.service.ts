import type { PantryDraft, ShoppingItem, ToPantryInput, ToPantryResponse } from '@shared/contracts/shopping';
import { findFood } from '@shared/domain/food-catalogue';
import { defaultExpiry } from '@shared/domain/stock';
import { convertMilli, fromMilli, isUnit, toMilli, type Unit } from '@shared/domain/units';
import { nowIso } from '../../db/database';
import { notFound } from '../../platform/errors';
import {
  effectiveShelfLife,
  normalizeName,
  parseConversions,
  productUnit,
  storageKind,
} from '../pantry/pantry.mappers';
import { pantryError } from '../pantry/pantry-messages';
import { listLocationRows } from '../pantry/locations.repository';
import type { LocationRow, ProductRow } from '../pantry/pantry.rows';
import { findProductRow, listBarcodeRows } from '../pantry/products.repository';
import { catalogueDefaults } from '../pantry/products.service';
import { findProductForName, productForName } from '../pantry/quick-add.service';
import { addEntries, defaultLocationFor, type NewEntry } from '../pantry/stock-add.service';
import { undoOperation } from '../pantry/stock-history.service';
import { locationOr404 } from '../pantry/stock-inputs.service';
import { operationResponse, recordOperation, withRetries } from '../pantry/stock-recorder.service';
import { type ShoppingContext, listOr404 } from './lists.service';
import { toItemDto } from './shopping.mappers';
import { shoppingError } from './shopping-messages';
import {
  MOVED_ITEMS_KEPT_MS,
  type ItemWithAdder,
  findItemRows,
  lastPrices,
  listItemRows,
  listMovedItems,
  markItemsMoved,
  pruneMovedItems,
  restoreMovedItems,
  touchList,
} from './shopping.repository';

/** The household's product for an item, and how it was found; none: a new product of its name. */
async function matchProduct(
  ctx: ShoppingContext,
  item: ItemWithAdder,
): Promise<{ product: ProductRow | undefined; matchedBy: PantryDraft['matchedBy'] }> {
  if (item.product_id !== null) {
    const product = await findProductRow(ctx.db, ctx.householdId, item.product_id);
    if (product) return { product, matchedBy: 'item' };
  }
  const product = await findProductForName(ctx.db, ctx.householdId, item.name);
  return { product, matchedBy: product ? 'name' : 'none' };
}

/** A guess for something bought without an amount: one of what a shop sells it by (1 kg, not 1 g). */
function onePack(unit: Unit): { milli: number; unit: Unit } {
  const bigger: Partial<Record<Unit, Unit>> = { g: 'kg', ml: 'l', mg: 'g' };
  const shopUnit = bigger[unit] ?? unit;
  return { milli: convertMilli(toMilli(1), shopUnit, unit) ?? toMilli(1), unit };
}

/**
 * An item's amount in the product's unit: its own when it converts; else (no amount, or one that
 * does not convert, as "2 flour" for flour kept in kg) one pack of the product's barcode, else one
 * of what the product is sold by. Always an amount the move into the pantry accepts; the review
 * shows it for the shopper to correct.
 */
async function amountIn(
  ctx: ShoppingContext,
  item: ItemWithAdder,
  product: ProductRow,
): Promise<{ milli: number; unit: Unit }> {
  const unit = productUnit(product);
  const conversions = parseConversions(product.conversions);
  if (item.quantity_milli !== null) {
    const from = item.unit !== null && isUnit(item.unit) ? item.unit : 'piece';
    const milli = convertMilli(item.quantity_milli, from, unit, conversions);
    if (milli !== null && milli > 0) return { milli, unit };
  }
  const [pack] = await listBarcodeRows(ctx.db, ctx.householdId, [product.id]);
  if (pack) {
    const milli = convertMilli(Number(pack.pack_milli), pack.pack_unit as Unit, unit, conversions);
    if (milli !== null && milli > 0) return { milli, unit };
  }
  return onePack(unit);
}

/** Where a new product of this name would be stored: the location of its food's storage, else a pantry. */
function locationForNew(name: string, locations: readonly LocationRow[]): LocationRow {
  const food = findFood(name);
  return (
    (food && locations.find((l) => l.kind === food.storage)) ??
    locations.find((l) => l.kind === 'pantry') ??
    locations[0]!
  );
}

const unitOf = (item: ItemWithAdder): Unit => (item.unit !== null && isUnit(item.unit) ? item.unit : 'piece');
const foodOf = (item: ItemWithAdder): string => findFood(item.name)?.key ?? normalizeName(item.name);

/**
 * The unit a new product will be kept in when the move makes it for these items: the unit of the
 * first item of the same food that has an amount, else the catalogue's.
 */
function newProductUnit(
  item: ItemWithAdder,
  items: readonly ItemWithAdder[],
  matched: ReadonlyArray<{ product: ProductRow | undefined }>,
  catalogueUnit: Unit,
): Unit {
  const first = items.find(
    (other, index) =>
      !matched[index]!.product && other.quantity_milli !== null && foodOf(other) === foodOf(item),
  );
  return first ? unitOf(first) : catalogueUnit;
}

/**
 * GET /api/shopping-lists/:id/to-pantry: every ticked item as a pantry entry to review: matched to
 * the household's product (the item's own, else by name and the catalogue's synonyms in the five
 * languages), its amount in that product's unit, the product's usual location, the expiry its shelf
 * life gives from today, and the price the household paid last time for as much.
 */
export async function pantryDrafts(ctx: ShoppingContext, listId: string): Promise<PantryDraft[]> {
  await listOr404(ctx.db, ctx, listId);
  const items = (await listItemRows(ctx.db, ctx.householdId, listId)).filter((row) => row.checked === 1);
  const locations = await listLocationRows(ctx.db, ctx.householdId);
  const matched = await Promise.all(items.map((item) => matchProduct(ctx, item)));
  const prices = await lastPrices(
    ctx.db,
    ctx.householdId,
    matched.flatMap((m) => (m.product ? [m.product.id] : [])),
  );
  const drafts: PantryDraft[] = [];
  for (const [index, item] of items.entries()) {
    const { product, matchedBy } = matched[index]!;
    if (product) {
      const { milli, unit } = await amountIn(ctx, item, product);
      const location = defaultLocationFor(product, locations);
      const last = prices.get(product.id);
      drafts.push({
        itemId: item.id,
        name: item.name,
        productId: product.id,
        productName: product.name,
        matchedBy,
        quantity: fromMilli(milli),
        unit,
        locationId: location.id,
        expiresOn: defaultExpiry(ctx.today, storageKind(location.kind), effectiveShelfLife(product)),
        priceCents: last && last.milli > 0 ? Math.round((last.priceCents * milli) / last.milli) : null,
      });
      continue;
    }
    // A new product, made by the move in the unit of the first of its items with an amount (or
    // the catalogue's): every item of that food is proposed in an amount that converts to it.
    const defaults = catalogueDefaults(item.name);
    const location = locationForNew(item.name, locations);
    const unit = newProductUnit(item, items, matched, defaults.unit);
    const own = item.quantity_milli === null ? null : convertMilli(item.quantity_milli, unitOf(item), unit);
    const amount = own !== null && own > 0 ? { milli: own, unit } : onePack(unit);
    drafts.push({
      itemId: item.id,
      name: item.name,
      productId: null,
      productName: null,
      matchedBy,
      quantity: fromMilli(amount.milli),
      unit: amount.unit,
      locationId: location.id,
      expiresOn: defaultExpiry(ctx.today, storageKind(location.kind), defaults.shelfLife),
      priceCents: null,
    });
  }
  return drafts;
}

/**
 * POST /api/shopping-lists/:id/to-pantry: the reviewed items go into the pantry as one stock
 * operation (one undo), each into its product (a new product of the item's name when none is
 * given), and leave the list in the same transaction.
 */
export async function moveToPantry(
  ctx: ShoppingContext,
  listId: string,
  input: ToPantryInput,
): Promise<ToPantryResponse> {
  const ids = input.items.map((i) => i.itemId);
  const op = await withRetries(ctx, () =>
    ctx.db.transaction().execute(async (trx) => {
      const scoped = { ...ctx, db: trx };
      await listOr404(trx, ctx, listId);
      const rows = new Map((await findItemRows(trx, ctx.householdId, ids)).map((row) => [row.id, row]));
      const recorder = await recordOperation(trx, scoped, 'add', async (op) => {
        const entries: NewEntry[] = [];
        for (const [index, line] of input.items.entries()) {
          const item = rows.get(line.itemId);
          if (!item || item.list_id !== listId || item.moved_operation_id !== null) throw notFound();
          const path = `items.${index}`;
          if (item.checked !== 1)
            throw shoppingError('CONFLICT', 'notTicked', ctx.language, { name: item.name }, path);
          const product =
            line.productId != null
              ? await findProductRow(trx, ctx.householdId, line.productId)
              : (await productForName(trx, scoped, item.name, line.unit)).product;
          if (!product) throw notFound();
          const to = productUnit(product);
          const milli = convertMilli(
            toMilli(line.quantity),
            line.unit,
            to,
            parseConversions(product.conversions),
          );
          if (milli === null || milli <= 0) {
            throw pantryError(
              'VALIDATION_FAILED',
              'unitMismatch',
              ctx.language,
              { product: product.name, from: line.unit, to },
              `${path}.unit`,
            );
          }
          entries.push({
            product,
            milli,
            location:
              line.locationId === undefined ? undefined : await locationOr404(trx, ctx, line.locationId),
            expiresOn: line.expiresOn,
            expiryKind: line.expiryKind,
            priceCents: line.priceCents,
          });
        }
        await addEntries(op, entries);
      });
      if (!recorder) throw pantryError('CONFLICT', 'nothingSelected', ctx.language);
      const at = nowIso();
      await markItemsMoved(trx, ctx.householdId, ids, recorder.id, at);
      await pruneMovedItems(trx, ctx.householdId, new Date(Date.now() - MOVED_ITEMS_KEPT_MS).toISOString());
      await touchList(trx, listId, at);
      return recorder;
    }),
  );
  return { ...(await operationResponse(ctx, op)), movedItemIds: ids };
}

/**
 * POST /api/shopping-lists/:id/to-pantry/:operationId/undo: the stock operation is undone (409 when
 * the pantry changed those entries since) and its items come back to the list, ticked, together.
 */
export async function undoMoveToPantry(
  ctx: ShoppingContext,
  listId: string,
  operationId: string,
): Promise<ShoppingItem[]> {
  await listOr404(ctx.db, ctx, listId);
  const moved = await listMovedItems(ctx.db, ctx.householdId, listId, operationId);
  if (moved.length === 0) throw notFound();
  await undoOperation(ctx, operationId, async (trx) => {
    await restoreMovedItems(trx, ctx.householdId, operationId, nowIso());
    await touchList(trx, listId, nowIso());
  });
  return (
    await findItemRows(
      ctx.db,
      ctx.householdId,
      moved.map((m) => m.id),
    )
  ).map(toItemDto);
}
