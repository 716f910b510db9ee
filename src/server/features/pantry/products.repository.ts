/**
 * Products and their barcodes: finding, creating (under the household's lock), changing and
 * searching them; and the cache of Open Food Facts answers by barcode.
 */
import { sql } from 'kysely';
import { gtinForms } from '@shared/domain/barcode';
import type { Executor } from '../../db/database';
import { num, type BarcodeRow, type LookupRow, type ProductRow } from './pantry.rows';

// ---------------------------------------------------------------------------------------------
// Products and barcodes

export function findProductRow(
  db: Executor,
  householdId: string,
  id: string,
): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findProductRows(
  db: Executor,
  householdId: string,
  ids: readonly string[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/**
 * Holds the household's row until the transaction ends, so that two requests that both found no
 * product by a name cannot both create one (PostgreSQL runs them side by side; on SQLite the one
 * writer already queues them). Taken only on the way to creating a product.
 */
export async function lockHouseholdProducts(db: Executor, householdId: string): Promise<void> {
  await db.updateTable('households').set({ id: householdId }).where('id', '=', householdId).execute();
}

/** The oldest product of the household with one of these normalised names. */
export function findProductByNames(
  db: Executor,
  householdId: string,
  normalizedNames: readonly string[],
): Promise<ProductRow | undefined> {
  if (normalizedNames.length === 0) return Promise.resolve(undefined);
  return db
    .selectFrom('products')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('name_normalized', 'in', [...new Set(normalizedNames)])
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertProductRow(db: Executor, row: ProductRow): Promise<void> {
  await db.insertInto('products').values(row).execute();
}

export async function updateProductRow(
  db: Executor,
  householdId: string,
  id: string,
  changes: Partial<Omit<ProductRow, 'id' | 'household_id'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('products')
    .set(changes)
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .execute();
}

export async function deleteProductRow(db: Executor, householdId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('products')
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .executeTakeFirst();
  return num(result.numDeletedRows) > 0;
}

export async function listBarcodeRows(
  db: Executor,
  householdId: string,
  productIds: readonly string[],
): Promise<BarcodeRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_barcodes')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('product_id', 'in', [...new Set(productIds)])
    .orderBy('created_at')
    .orderBy('code')
    .execute();
}

export function findBarcodeRow(
  db: Executor,
  householdId: string,
  code: string,
): Promise<BarcodeRow | undefined> {
  return db
    .selectFrom('product_barcodes')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function findBarcodeRowsByCodes(
  db: Executor,
  householdId: string,
  codes: readonly string[],
): Promise<BarcodeRow[]> {
  if (codes.length === 0) return [];
  return db
    .selectFrom('product_barcodes')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('code', 'in', [...codes])
    .execute();
}

/**
 * The household's barcode row for a code in any of its GTIN forms (a UPC-E scanned for a product
 * saved under its UPC-A or EAN-13), the form as given first; a code that is no valid GTIN as it is.
 */
export async function findBarcodeRowInAnyForm(
  db: Executor,
  householdId: string,
  code: string,
): Promise<BarcodeRow | undefined> {
  const forms = gtinForms(code);
  if (forms.length === 0) return findBarcodeRow(db, householdId, code);
  const rows = await findBarcodeRowsByCodes(db, householdId, forms);
  return forms.map((form) => rows.find((row) => row.code === form)).find((row) => row !== undefined);
}

/** Replaces a product's barcodes with the given ones. */
export async function replaceBarcodeRows(
  db: Executor,
  householdId: string,
  productId: string,
  rows: BarcodeRow[],
): Promise<void> {
  await db
    .deleteFrom('product_barcodes')
    .where('household_id', '=', householdId)
    .where('product_id', '=', productId)
    .execute();
  if (rows.length > 0) await db.insertInto('product_barcodes').values(rows).execute();
}

export async function searchProductRows(
  db: Executor,
  householdId: string,
  options: { q?: string | undefined; offset: number; limit: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const q = options.q;
  const base = db
    .selectFrom('products')
    .where('household_id', '=', householdId)
    .$if(q !== undefined && q !== '', (b) =>
      b.where(sql<boolean>`name_normalized like ${likePattern(q!)} escape '\\'`),
    );
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('name_normalized')
      .orderBy('id')
      .offset(options.offset)
      .limit(options.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: num(count?.n) };
}

/** `%text%` for LIKE with the wildcards in the text escaped (ESCAPE '\'). */
export function likePattern(normalizedText: string): string {
  return `%${normalizedText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// ---------------------------------------------------------------------------------------------
// Open Food Facts cache

export function findLookupRow(db: Executor, code: string): Promise<LookupRow | undefined> {
  return db.selectFrom('barcode_lookups').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function saveLookupRow(db: Executor, row: LookupRow): Promise<void> {
  await db
    .insertInto('barcode_lookups')
    .values(row)
    .onConflict((oc) =>
      oc.column('code').doUpdateSet({
        source: row.source,
        payload: row.payload,
        image_key: row.image_key,
        fetched_at: row.fetched_at,
        expires_at: row.expires_at,
      }),
    )
    .execute();
}
