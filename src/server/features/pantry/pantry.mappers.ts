import { FoodCategorySchema, type Location, type Product, type StockEntry } from '@shared/contracts/pantry';
import type { Language } from '@shared/contracts/settings';
import { findFood } from '@shared/domain/food-catalogue';
import { expiryLabel, stockLabel, type ShelfLife, type StorageKind } from '@shared/domain/stock';
import { fromMilli, isUnit, type Unit, type UnitConversion } from '@shared/domain/units';
import type { DB } from '../../db/database';
import type { BarcodeRow, EntryRow, LocationRow, ProductRow } from './pantry.rows';

/** Who asks, for which household, and their calendar: every pantry service call takes one. */
export type PantryContext = {
  /** The database, or the caller's open transaction (onboarding stocks the starter pantry in its own). */
  db: DB;
  householdId: string;
  userId: string | null;
  language: Language;
  /** The user's today in their time zone, and their "expires soon" window in days. */
  today: string;
  warningDays: number;
};

/** Lower case, accents and repeated spaces removed: "  Crème  Fraîche" → "creme fraiche". */
export function normalizeName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** "minced beef" → "Minced beef": product names start with a capital when we make them. */
export function displayName(name: string): string {
  const trimmed = name.replace(/\s+/g, ' ').trim();
  return trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
}

export function productUnit(row: Pick<ProductRow, 'default_unit'>): Unit {
  return isUnit(row.default_unit) ? row.default_unit : 'piece';
}

export function parseConversions(json: string): UnitConversion[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((c: unknown) => {
      const v = c as Partial<UnitConversion> | null;
      return v && isUnit(v.from) && isUnit(v.unit) && typeof v.amount === 'number' && v.amount > 0
        ? [{ from: v.from, amount: v.amount, unit: v.unit }]
        : [];
    });
  } catch {
    return [];
  }
}

export function shelfLifeOf(row: ProductRow): ShelfLife {
  return {
    pantry: row.shelf_life_pantry,
    fridge: row.shelf_life_fridge,
    freezer: row.shelf_life_freezer,
    opened: row.shelf_life_opened,
  };
}

/** The product's shelf lives, each unknown one taken from the food catalogue when the name is a known food. */
export function effectiveShelfLife(row: ProductRow): ShelfLife {
  const own = shelfLifeOf(row);
  if (own.pantry !== null && own.fridge !== null && own.freezer !== null && own.opened !== null) return own;
  const food = findFood(row.name);
  if (!food) return own;
  return {
    pantry: own.pantry ?? food.shelfLife.pantry,
    fridge: own.fridge ?? food.shelfLife.fridge,
    freezer: own.freezer ?? food.shelfLife.freezer,
    opened: own.opened ?? food.shelfLife.opened,
  };
}

export function storageKind(value: string): StorageKind {
  return value === 'fridge' || value === 'freezer' ? value : 'pantry';
}

export function toLocationDto(row: LocationRow, entryCount: number): Location {
  return { id: row.id, name: row.name, kind: storageKind(row.kind), sortOrder: row.sort_order, entryCount };
}

export type LabelClock = { today: string; warningDays: number };

export function productImageUrl(row: Pick<ProductRow, 'id' | 'image_key' | 'updated_at'>): string | null {
  return row.image_key ? `/api/products/${row.id}/image?v=${encodeURIComponent(row.updated_at)}` : null;
}

/** Barcode rows by product id, so that building many products reads each barcode once. */
export function barcodesByProduct(rows: readonly BarcodeRow[]): Map<string, BarcodeRow[]> {
  const byProduct = new Map<string, BarcodeRow[]>();
  for (const row of rows) {
    const list = byProduct.get(row.product_id);
    if (list) list.push(row);
    else byProduct.set(row.product_id, [row]);
  }
  return byProduct;
}

/** The API's product; `barcodes` are this product's rows (see barcodesByProduct). */
export function toProductDto(
  row: ProductRow,
  barcodes: readonly BarcodeRow[],
  clock: LabelClock,
  totals: { stockMilli: number; nextExpiry: string | null } = {
    stockMilli: Number(row.stock_milli),
    nextExpiry: row.next_expiry,
  },
): Product {
  const category = FoodCategorySchema.safeParse(row.category);
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category: category.success ? category.data : 'other',
    defaultUnit: productUnit(row),
    minStock: fromMilli(Number(row.min_stock_milli)),
    shelfLife: shelfLifeOf(row),
    barcodes: barcodes
      .filter((b) => isUnit(b.pack_unit))
      .map((b) => ({
        code: b.code,
        packQuantity: fromMilli(Number(b.pack_milli)),
        packUnit: b.pack_unit as Unit,
      })),
    conversions: parseConversions(row.conversions),
    notes: row.notes,
    imageUrl: productImageUrl(row),
    defaultLocationId: row.default_location_id,
    totalQuantity: fromMilli(totals.stockMilli),
    // Low stock is about the whole supply, whatever part of it a row shows.
    stockLabel: stockLabel(Number(row.stock_milli), Number(row.min_stock_milli)),
    nextExpiry: totals.nextExpiry,
    expiryLabel: expiryLabel(totals.nextExpiry, clock.today, clock.warningDays),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toEntryDto(row: EntryRow, clock: LabelClock): StockEntry {
  return {
    id: row.id,
    productId: row.product_id,
    locationId: row.location_id,
    quantity: fromMilli(Number(row.quantity_milli)),
    unit: isUnit(row.unit) ? row.unit : 'piece',
    purchasedOn: row.purchased_on,
    expiresOn: row.expires_on,
    expiryKind: row.expiry_kind === 'use_by' ? 'use_by' : 'best_before',
    openedOn: row.opened_on,
    frozenOn: row.frozen_on,
    priceCents: row.price_cents === null ? null : Number(row.price_cents),
    note: row.note,
    expiryLabel: expiryLabel(row.expires_on, clock.today, clock.warningDays),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** pg answers integer columns as numbers already; this guards the aggregates and old rows. */
export function numericEntry(row: EntryRow): EntryRow {
  return {
    ...row,
    quantity_milli: Number(row.quantity_milli),
    initial_milli: Number(row.initial_milli),
    price_cents: row.price_cents === null ? null : Number(row.price_cents),
    version: Number(row.version),
  };
}
