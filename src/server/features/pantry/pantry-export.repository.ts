/**
 * The household's pantry read whole: every entry, product and barcode for the export, and what
 * matching foods against the pantry reads (recipes, shopping lists).
 */
import { toNumber, type Executor } from '../../db/database';
import type { BarcodeRow, EntryRow, ProductRow } from './pantry.rows';

export function listEntriesOfHousehold(db: Executor, householdId: string): Promise<EntryRow[]> {
  return db
    .selectFrom('stock_entries')
    .selectAll()
    .where('household_id', '=', householdId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function listProductsOfHousehold(db: Executor, householdId: string): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('household_id', '=', householdId)
    .orderBy('name_normalized')
    .orderBy('id')
    .execute();
}

export function listBarcodesOfHousehold(db: Executor, householdId: string): Promise<BarcodeRow[]> {
  return db.selectFrom('product_barcodes').selectAll().where('household_id', '=', householdId).execute();
}

/** What matching a food to the pantry reads of each product (recipes, shopping lists). */
export type ProductForMatching = Pick<
  ProductRow,
  'id' | 'name' | 'name_normalized' | 'default_unit' | 'conversions' | 'min_stock_milli'
>;

export function listProductsForMatching(db: Executor, householdId: string): Promise<ProductForMatching[]> {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'name_normalized', 'default_unit', 'conversions', 'min_stock_milli'])
    .where('household_id', '=', householdId)
    .execute();
}

/**
 * Per product, the stock that can still be used on `today` (more than nothing, not expired) and
 * the earliest expiry among it; products with none are absent.
 */
export async function listUsableStock(
  db: Executor,
  householdId: string,
  today: string,
): Promise<Array<{ productId: string; milli: number; nextExpiry: string | null }>> {
  const rows = await db
    .selectFrom('stock_entries')
    .select(({ fn }) => [
      'product_id',
      fn.sum<number | string>('quantity_milli').as('milli'),
      fn.min<string | null>('expires_on').as('next_expiry'),
    ])
    .where('household_id', '=', householdId)
    .where('quantity_milli', '>', 0)
    .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', today)]))
    .groupBy('product_id')
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    milli: toNumber(row.milli),
    nextExpiry: row.next_expiry,
  }));
}
