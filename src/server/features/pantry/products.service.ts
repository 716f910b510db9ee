import type { CreateProductInput, Product, StockEntry, UpdateProductInput } from '@shared/contracts/pantry';
import { findFood, type FoodCategory } from '@shared/domain/food-catalogue';
import { NO_SHELF_LIFE, fefoSort, type ShelfLife } from '@shared/domain/stock';
import { convertMilli, toMilli, type Unit, type UnitConversion } from '@shared/domain/units';
import { uuidv7 } from '@shared/ids';
import { nowIso, type Executor } from '../../db/database';
import { notFound, type AppError } from '../../platform/errors';
import { UnreadableImageError } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import { isUniqueViolation } from '../users/users.service';
import {
  normalizeName,
  numericEntry,
  parseConversions,
  productUnit,
  toEntryDto,
  type PantryContext,
} from './pantry.mappers';
import { pantryError } from './pantry-messages';
import { productImageKey, toProductWebp } from './product-image';
import { findLocationRow } from './locations.repository';
import type { BarcodeRow, ProductRow } from './pantry.rows';
import {
  deleteProductRow,
  findBarcodeRowsByCodes,
  findProductRow,
  insertProductRow,
  replaceBarcodeRows,
  searchProductRows,
  updateProductRow,
} from './products.repository';
import { claimProducts, listEntryRowsOfProducts, setEntryQuantity } from './stock.repository';
import { refreshTotals } from './stock-recorder.service';
import { productDtos } from './stock-responses.service';

export async function productOr404(db: Executor, ctx: PantryContext, id: string): Promise<ProductRow> {
  const row = await findProductRow(db, ctx.householdId, id);
  if (!row) throw notFound();
  return row;
}

export async function getProduct(ctx: PantryContext, id: string): Promise<Product> {
  const [dto] = await productDtos(ctx, ctx.db, [await productOr404(ctx.db, ctx, id)]);
  return dto!;
}

/** The product and its entries, first-expiring first. */
export async function getProductDetail(
  ctx: PantryContext,
  id: string,
): Promise<{ product: Product; entries: StockEntry[] }> {
  const row = await productOr404(ctx.db, ctx, id);
  const [product] = await productDtos(ctx, ctx.db, [row]);
  const entries = (await listEntryRowsOfProducts(ctx.db, ctx.householdId, [id])).map(numericEntry);
  const ordered = fefoSort(
    entries.map((e) => ({
      ...e,
      quantityMilli: e.quantity_milli,
      expiresOn: e.expires_on,
      openedOn: e.opened_on,
      purchasedOn: e.purchased_on,
      createdAt: e.created_at,
    })),
  );
  return { product: product!, entries: ordered.map((e) => toEntryDto(e, ctx)) };
}

export async function listProducts(
  ctx: PantryContext,
  query: { q?: string | undefined; offset: number; limit: number },
): Promise<{ items: Product[]; total: number }> {
  const q = query.q ? normalizeName(query.q) : undefined;
  const { rows, total } = await searchProductRows(ctx.db, ctx.householdId, { ...query, q });
  return { items: await productDtos(ctx, ctx.db, rows), total };
}

type BarcodeInput = { code: string; packQuantity: number; packUnit: Unit };

/** Barcodes for a product: each once, none already on another product of the household. */
async function checkBarcodes(
  db: Executor,
  ctx: PantryContext,
  productId: string,
  barcodes: readonly BarcodeInput[],
): Promise<BarcodeRow[]> {
  const seen = new Set<string>();
  barcodes.forEach((b, i) => {
    if (seen.has(b.code)) {
      throw pantryError(
        'VALIDATION_FAILED',
        'duplicateBarcode',
        ctx.language,
        { code: b.code },
        `barcodes.${i}.code`,
      );
    }
    seen.add(b.code);
  });
  const taken = (await findBarcodeRowsByCodes(db, ctx.householdId, [...seen])).find(
    (b) => b.product_id !== productId,
  );
  if (taken) {
    const owner = await findProductRow(db, ctx.householdId, taken.product_id);
    throw pantryError('CONFLICT', 'barcodeTaken', ctx.language, {
      code: taken.code,
      product: owner?.name ?? '',
    });
  }
  const at = nowIso();
  return barcodes.map((b) => ({
    household_id: ctx.householdId,
    code: b.code,
    product_id: productId,
    pack_milli: toMilli(b.packQuantity),
    pack_unit: b.packUnit,
    created_at: at,
  }));
}

async function checkLocation(db: Executor, ctx: PantryContext, id: string | null | undefined): Promise<void> {
  if (id && !(await findLocationRow(db, ctx.householdId, id))) throw notFound();
}

export type ProductDefaults = { category: FoodCategory; unit: Unit; shelfLife: ShelfLife };

/** What the food catalogue knows about a name (category, unit, shelf lives), else neutral values. */
export function catalogueDefaults(name: string): ProductDefaults {
  const food = findFood(name);
  return food
    ? { category: food.category, unit: food.unit, shelfLife: food.shelfLife }
    : { category: 'other', unit: 'piece', shelfLife: NO_SHELF_LIFE };
}

/**
 * Inserts a product inside the caller's transaction. Fields not given come from the food catalogue
 * when the name is a known food. Returns the row.
 */
export async function insertProduct(
  db: Executor,
  ctx: PantryContext,
  input: CreateProductInput,
): Promise<ProductRow> {
  const defaults = catalogueDefaults(input.name);
  const id = uuidv7();
  const at = nowIso();
  await checkLocation(db, ctx, input.defaultLocationId);
  const barcodes = await checkBarcodes(db, ctx, id, input.barcodes ?? []);
  const shelfLife = input.shelfLife ?? defaults.shelfLife;
  const row: ProductRow = {
    id,
    household_id: ctx.householdId,
    name: input.name,
    name_normalized: normalizeName(input.name),
    brand: input.brand || null,
    category: input.category ?? defaults.category,
    default_unit: input.defaultUnit ?? defaults.unit,
    min_stock_milli: toMilli(input.minStock ?? 0),
    shelf_life_pantry: shelfLife.pantry,
    shelf_life_fridge: shelfLife.fridge,
    shelf_life_freezer: shelfLife.freezer,
    shelf_life_opened: shelfLife.opened,
    conversions: JSON.stringify(input.conversions ?? []),
    notes: input.notes || null,
    image_key: null,
    default_location_id: input.defaultLocationId ?? null,
    stock_milli: 0,
    next_expiry: null,
    expiry_sort: '9999-12-31',
    entry_count: 0,
    opened_count: 0,
    last_added_at: at,
    listed: toMilli(input.minStock ?? 0) > 0 ? 1 : 0,
    stock_version: 0,
    created_at: at,
    updated_at: at,
  };
  await insertProductRow(db, row);
  await replaceBarcodeRows(db, ctx.householdId, id, barcodes);
  return row;
}

/** A barcode claimed by another product between our check and our write (a unique violation). */
function barcodeConflict(ctx: PantryContext): AppError {
  return pantryError('CONFLICT', 'barcodeJustTaken', ctx.language);
}

export async function createProduct(ctx: PantryContext, input: CreateProductInput): Promise<Product> {
  try {
    const row = await ctx.db.transaction().execute((trx) => insertProduct(trx, ctx, input));
    return getProduct(ctx, row.id);
  } catch (err) {
    // Two requests giving the same new barcode at once: the primary key decides.
    if (isUniqueViolation(err)) throw barcodeConflict(ctx);
    throw err;
  }
}

/**
 * Changes a product. A new defaultUnit converts every entry (and the minimum, unless one is given)
 * with the product's conversions, or is refused when one cannot be converted. Converted entries get
 * a new version, so older changes of them can no longer be undone (their snapshots are in the old unit).
 */
export async function updateProduct(
  ctx: PantryContext,
  id: string,
  input: UpdateProductInput,
): Promise<Product> {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await claimProducts(trx, ctx.householdId, [id]);
      const row = await productOr404(trx, ctx, id);
      const at = nowIso();
      const changes: Partial<ProductRow> = { updated_at: at };
      if (input.name !== undefined) {
        changes.name = input.name;
        changes.name_normalized = normalizeName(input.name);
      }
      if (input.brand !== undefined) changes.brand = input.brand || null;
      if (input.category !== undefined) changes.category = input.category;
      if (input.notes !== undefined) changes.notes = input.notes || null;
      if (input.shelfLife !== undefined) {
        changes.shelf_life_pantry = input.shelfLife.pantry;
        changes.shelf_life_fridge = input.shelfLife.fridge;
        changes.shelf_life_freezer = input.shelfLife.freezer;
        changes.shelf_life_opened = input.shelfLife.opened;
      }
      if (input.conversions !== undefined) changes.conversions = JSON.stringify(input.conversions);
      if (input.defaultLocationId !== undefined) {
        await checkLocation(trx, ctx, input.defaultLocationId);
        changes.default_location_id = input.defaultLocationId;
      }
      if (input.minStock !== undefined) changes.min_stock_milli = toMilli(input.minStock);
      const from = productUnit(row);
      if (input.defaultUnit !== undefined && input.defaultUnit !== from) {
        const conversions: UnitConversion[] = input.conversions ?? parseConversions(row.conversions);
        await convertStock(trx, ctx, row, from, input.defaultUnit, conversions, at);
        changes.default_unit = input.defaultUnit;
        if (input.minStock === undefined) {
          const min = convertMilli(Number(row.min_stock_milli), from, input.defaultUnit, conversions);
          if (min === null) throw unitChangeError(ctx, row, from, input.defaultUnit);
          changes.min_stock_milli = min;
        }
      }
      await updateProductRow(trx, ctx.householdId, id, changes);
      // The list's copy of the name, and whether the new minimum puts it on the list.
      if (changes.name_normalized !== undefined || changes.min_stock_milli !== undefined) {
        await refreshTotals(trx, ctx.householdId, [id]);
      }
      if (input.barcodes !== undefined) {
        await replaceBarcodeRows(trx, ctx.householdId, id, await checkBarcodes(trx, ctx, id, input.barcodes));
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw barcodeConflict(ctx);
    throw err;
  }
  return getProduct(ctx, id);
}

function unitChangeError(ctx: PantryContext, row: ProductRow, from: Unit, to: Unit): AppError {
  return pantryError(
    'VALIDATION_FAILED',
    'unitChangeImpossible',
    ctx.language,
    { product: row.name, from, to },
    'defaultUnit',
  );
}

async function convertStock(
  trx: Executor,
  ctx: PantryContext,
  row: ProductRow,
  from: Unit,
  to: Unit,
  conversions: UnitConversion[],
  at: string,
): Promise<void> {
  const entries = (await listEntryRowsOfProducts(trx, ctx.householdId, [row.id])).map(numericEntry);
  for (const e of entries) {
    const quantity = convertMilli(e.quantity_milli, from, to, conversions);
    const initial = convertMilli(e.initial_milli, from, to, conversions);
    if (quantity === null || initial === null) throw unitChangeError(ctx, row, from, to);
    await setEntryQuantity(trx, ctx.householdId, e.id, {
      quantity_milli: quantity,
      initial_milli: initial,
      unit: to,
      version: e.version + 1,
      updated_at: at,
    });
  }
  await refreshTotals(trx, ctx.householdId, [row.id]);
}

/** Deletes the product with its barcodes, entries and history; its picture too. */
export async function deleteProduct(ctx: PantryContext, storage: Storage, id: string): Promise<void> {
  const row = await productOr404(ctx.db, ctx, id);
  await deleteProductRow(ctx.db, ctx.householdId, id);
  if (row.image_key) await storage.delete(row.image_key);
}

/** Stores an uploaded picture (re-encoded) as the product's image, replacing any earlier one. */
export async function setProductImage(
  ctx: PantryContext,
  storage: Storage,
  id: string,
  image: Buffer,
): Promise<Product> {
  const row = await productOr404(ctx.db, ctx, id);
  let webp: Buffer;
  try {
    webp = await toProductWebp(image);
  } catch (err) {
    if (err instanceof UnreadableImageError) {
      throw pantryError('VALIDATION_FAILED', 'imageUnreadable', ctx.language);
    }
    throw err;
  }
  const key = productImageKey(id);
  await storage.put(key, webp);
  await updateProductRow(ctx.db, ctx.householdId, id, { image_key: key, updated_at: nowIso() });
  if (row.image_key && row.image_key !== key) await storage.delete(row.image_key);
  return getProduct(ctx, id);
}

export async function removeProductImage(ctx: PantryContext, storage: Storage, id: string): Promise<Product> {
  const row = await productOr404(ctx.db, ctx, id);
  if (row.image_key) {
    await updateProductRow(ctx.db, ctx.householdId, id, { image_key: null, updated_at: nowIso() });
    await storage.delete(row.image_key);
  }
  return getProduct(ctx, id);
}

export async function readProductImage(ctx: PantryContext, storage: Storage, id: string): Promise<Buffer> {
  const row = await productOr404(ctx.db, ctx, id);
  if (!row.image_key) throw notFound();
  return storage.get(row.image_key);
}
