import { FOOD_CATEGORIES } from '@shared/domain/food-categories';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/database';
import { toNumber } from '../../db/database';
import type {
  BarcodeLookupsTable,
  LocationsTable,
  ProductBarcodesTable,
  ProductsTable,
  StockByLocationTable,
  StockEntriesTable,
  StockOperationsTable,
  StockTransactionsTable,
} from '../../db/types';

export type { Executor };
export type LocationRow = LocationsTable;
export type ProductRow = ProductsTable;
export type BarcodeRow = ProductBarcodesTable;
export type EntryRow = StockEntriesTable;
export type OperationRow = StockOperationsTable;
export type TransactionRow = StockTransactionsTable;
export type LookupRow = BarcodeLookupsTable;

/** pg answers integer columns as numbers, but aggregates as strings: callers get numbers. */
const num = (v: unknown): number => toNumber(v as number | string | null | undefined);

// ---------------------------------------------------------------------------------------------
// Locations

export function listLocationRows(db: Executor, householdId: string): Promise<LocationRow[]> {
  return db
    .selectFrom('locations')
    .selectAll()
    .where('household_id', '=', householdId)
    .orderBy('sort_order')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findLocationRow(
  db: Executor,
  householdId: string,
  id: string,
): Promise<LocationRow | undefined> {
  return db
    .selectFrom('locations')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countEntriesByLocation(
  db: Executor,
  householdId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('stock_entries')
    .select(['location_id', (eb) => eb.fn.countAll().as('n')])
    .where('household_id', '=', householdId)
    .groupBy('location_id')
    .execute();
  return new Map(rows.map((r) => [r.location_id, num(r.n)]));
}

export async function insertLocationRows(db: Executor, rows: LocationRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('locations').values(rows).execute();
}

export async function updateLocationRow(
  db: Executor,
  householdId: string,
  id: string,
  changes: Partial<Pick<LocationRow, 'name' | 'kind' | 'sort_order'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('locations')
    .set(changes)
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .execute();
}

export async function deleteLocationRow(db: Executor, householdId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('locations')
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .executeTakeFirst();
  return num(result.numDeletedRows) > 0;
}

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
// Stock entries

export function findEntryRow(db: Executor, householdId: string, id: string): Promise<EntryRow | undefined> {
  return db
    .selectFrom('stock_entries')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findEntryRows(
  db: Executor,
  householdId: string,
  ids: readonly string[],
): Promise<EntryRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('stock_entries')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

export async function listEntryRowsOfProducts(
  db: Executor,
  householdId: string,
  productIds: readonly string[],
): Promise<EntryRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('stock_entries')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('product_id', 'in', [...new Set(productIds)])
    .execute();
}

export async function countEntriesAt(db: Executor, householdId: string, locationId: string): Promise<number> {
  const row = await db
    .selectFrom('stock_entries')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('household_id', '=', householdId)
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  return num(row?.n);
}

export async function insertEntryRow(db: Executor, row: EntryRow): Promise<void> {
  await db.insertInto('stock_entries').values(row).execute();
}

/** Writes the changes when the entry still has `version`; false when someone changed it first. */
export async function updateEntryRowIfVersion(
  db: Executor,
  householdId: string,
  id: string,
  version: number,
  changes: Partial<Omit<EntryRow, 'id' | 'household_id'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('stock_entries')
    .set(changes)
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return num(result.numUpdatedRows) > 0;
}

export async function deleteEntryRowIfVersion(
  db: Executor,
  householdId: string,
  id: string,
  version: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('stock_entries')
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return num(result.numDeletedRows) > 0;
}

/** Converts every entry of a product to a new unit (PATCH defaultUnit). */
export async function setEntryQuantity(
  db: Executor,
  householdId: string,
  id: string,
  changes: {
    quantity_milli: number;
    initial_milli: number;
    unit: string;
    version: number;
    updated_at: string;
  },
): Promise<void> {
  await db
    .updateTable('stock_entries')
    .set(changes)
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Totals

/**
 * Queues this request behind any other stock change of the same products: the first write of an
 * operation bumps `stock_version`, which holds the rows until commit on PostgreSQL (SQLite has one
 * writer anyway). Reads after it see every change committed before. Sorted ids keep the lock order
 * the same across requests.
 */
export async function claimProducts(
  db: Executor,
  householdId: string,
  ids: readonly string[],
): Promise<void> {
  for (const id of [...new Set(ids)].sort()) {
    await db
      .updateTable('products')
      .set((eb) => ({ stock_version: eb('stock_version', '+', 1) }))
      .where('household_id', '=', householdId)
      .where('id', '=', id)
      .execute();
  }
}

export type ProductTotals = Pick<
  ProductRow,
  'stock_milli' | 'next_expiry' | 'expiry_sort' | 'entry_count' | 'opened_count' | 'last_added_at' | 'listed'
>;

export async function writeTotals(
  db: Executor,
  householdId: string,
  productId: string,
  totals: ProductTotals,
  byLocation: StockByLocationTable[],
): Promise<void> {
  await db
    .updateTable('products')
    .set(totals)
    .where('household_id', '=', householdId)
    .where('id', '=', productId)
    .execute();
  await db
    .deleteFrom('stock_by_location')
    .where('household_id', '=', householdId)
    .where('product_id', '=', productId)
    .execute();
  if (byLocation.length > 0) await db.insertInto('stock_by_location').values(byLocation).execute();
}

// ---------------------------------------------------------------------------------------------
// Operations and transactions

export async function insertOperation(
  db: Executor,
  operation: OperationRow,
  transactions: TransactionRow[],
): Promise<void> {
  await db.insertInto('stock_operations').values(operation).execute();
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let i = 0; i < transactions.length; i += 50) {
    await db
      .insertInto('stock_transactions')
      .values(transactions.slice(i, i + 50))
      .execute();
  }
}

export function findOperationRow(
  db: Executor,
  householdId: string,
  id: string,
): Promise<OperationRow | undefined> {
  return db
    .selectFrom('stock_operations')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markOperationUndone(
  db: Executor,
  householdId: string,
  id: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('stock_operations')
    .set({ undone_at: at })
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .where('undone_at', 'is', null)
    .executeTakeFirst();
  return num(result.numUpdatedRows) > 0;
}

export async function listTransactionRows(
  db: Executor,
  householdId: string,
  operationIds: readonly string[],
): Promise<TransactionRow[]> {
  if (operationIds.length === 0) return [];
  return db
    .selectFrom('stock_transactions')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('operation_id', 'in', [...operationIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type OperationListRow = OperationRow & { first_name: string | null; last_name: string | null };

/** Newest first; operations whose products were all deleted since are left out. */
export function listOperationRows(
  db: Executor,
  householdId: string,
  options: { productId?: string | undefined; limit: number },
): Promise<OperationListRow[]> {
  let query = db
    .selectFrom('stock_operations')
    .leftJoin('users', 'users.id', 'stock_operations.user_id')
    .selectAll('stock_operations')
    .select(['users.first_name', 'users.last_name'])
    .where('stock_operations.household_id', '=', householdId);
  const productId = options.productId;
  query = query.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('stock_transactions')
        .select('stock_transactions.id')
        .whereRef('stock_transactions.operation_id', '=', 'stock_operations.id')
        .$if(productId !== undefined, (q) => q.where('stock_transactions.product_id', '=', productId!)),
    ),
  );
  return query
    .orderBy('stock_operations.created_at', 'desc')
    .orderBy('stock_operations.id', 'desc')
    .limit(options.limit)
    .execute();
}

export async function findUserNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`.trim()]));
}

/** Did this entry ever exist in the household (it has a transaction)? Tells "used up" from "never". */
export async function entryHasHistory(db: Executor, householdId: string, entryId: string): Promise<boolean> {
  const row = await db
    .selectFrom('stock_transactions')
    .select('id')
    .where('household_id', '=', householdId)
    .where('entry_id', '=', entryId)
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// The pantry list

export type PantryListFilter = {
  q?: string | undefined;
  label?: 'out_of_stock' | 'low_stock' | 'in_stock' | 'expired' | 'expires_soon' | undefined;
  locationId?: string | undefined;
  category?: string | undefined;
  includeEmpty: boolean;
  today: string;
  soonUntil: string;
};

export type PantryListOptions = {
  sort: 'expiry' | 'name' | 'added';
  groupBy: 'none' | 'category' | 'location';
  offset: number;
  limit: number;
};

export type PantryListRow = ProductRow & {
  /** Location grouping: the location, and the product's totals there. */
  group_location_id: string | null;
  row_stock_milli: number;
  row_next_expiry: string | null;
  row_entry_count: number;
  row_opened_count: number;
};

/**
 * The list's conditions, on the product (`p`) and on the totals the row shows: the product's own
 * (`p`) or its totals in one location (`t`). Stock labels are always the product's (low stock is
 * about the household's whole supply); expiry labels are the row's. Expiry conditions use
 * expiry_sort (the expiry, or 9999-12-31 for none) so that they are index ranges.
 */
function listConditions(f: PantryListFilter, totals: 'p' | 't'): RawBuilder<unknown>[] {
  const expiry = sql.ref(`${totals}.expiry_sort`);
  const conditions: RawBuilder<unknown>[] = [];
  if (f.q) conditions.push(sql`p.name_normalized like ${likePattern(f.q)} escape '\\'`);
  if (f.category) conditions.push(sql`p.category = ${f.category}`);
  switch (f.label) {
    case 'out_of_stock':
      conditions.push(sql`p.stock_milli = 0`);
      break;
    case 'low_stock':
      conditions.push(sql`p.stock_milli > 0 and p.stock_milli < p.min_stock_milli`);
      break;
    case 'in_stock':
      conditions.push(sql`p.stock_milli > 0 and p.stock_milli >= p.min_stock_milli`);
      break;
    case 'expired':
      conditions.push(sql`${expiry} < ${f.today}`);
      break;
    case 'expires_soon':
      conditions.push(sql`${expiry} >= ${f.today} and ${expiry} <= ${f.soonUntil}`);
      break;
    default:
      break;
  }
  // By default: products in stock, or below a minimum. A location's row always has stock.
  if (totals === 'p' && !f.includeEmpty && f.label !== 'out_of_stock') conditions.push(sql`p.listed = 1`);
  return conditions;
}

/** Whether the conditions read product columns (a location's rows then need the join to count). */
function needsProduct(f: PantryListFilter): boolean {
  return Boolean(
    f.q || f.category || f.label === 'out_of_stock' || f.label === 'low_stock' || f.label === 'in_stock',
  );
}

const CATEGORY_ORDER: readonly string[] = FOOD_CATEGORIES;

function orderFor(sort: PantryListOptions['sort'], totals: 'p' | 't'): RawBuilder<unknown> {
  if (totals === 't') {
    if (sort === 'name') return sql`t.name_normalized, t.product_id`;
    if (sort === 'added') return sql`t.last_added_at desc, t.product_id desc`;
    return sql`t.expiry_sort, t.name_normalized, t.product_id`;
  }
  if (sort === 'name') return sql`p.name_normalized, p.id`;
  if (sort === 'added') return sql`p.last_added_at desc, p.id desc`;
  return sql`p.expiry_sort, p.name_normalized, p.id`;
}

const and = (conditions: RawBuilder<unknown>[]) =>
  conditions.length === 0 ? sql`` : sql` and ${sql.join(conditions, sql` and `)}`;

const PRODUCT_TOTALS = sql`null as group_location_id, p.stock_milli as row_stock_milli,
  p.next_expiry as row_next_expiry, p.entry_count as row_entry_count, p.opened_count as row_opened_count`;

const LOCATION_TOTALS = sql`t.location_id as group_location_id, t.stock_milli as row_stock_milli,
  t.next_expiry as row_next_expiry, t.entry_count as row_entry_count, t.opened_count as row_opened_count`;

/**
 * One page over groups that come in a fixed order: the groups' sizes first (one counting query),
 * then only the slices of the groups the page overlaps, each an indexed, limited read. The total
 * is the sum of the sizes.
 */
async function pageOverGroups<G>(
  groups: readonly G[],
  sizes: Map<G, number>,
  options: { offset: number; limit: number },
  read: (group: G, offset: number, limit: number) => Promise<PantryListRow[]>,
): Promise<{ rows: PantryListRow[]; total: number }> {
  const total = groups.reduce((sum, g) => sum + (sizes.get(g) ?? 0), 0);
  const rows: PantryListRow[] = [];
  let skip = options.offset;
  for (const group of groups) {
    const size = sizes.get(group) ?? 0;
    if (rows.length >= options.limit) break;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    rows.push(...(await read(group, skip, options.limit - rows.length)));
    skip = 0;
  }
  return { rows: rows.map(numericRow), total };
}

export async function listPantryRows(
  db: Executor,
  householdId: string,
  f: PantryListFilter,
  options: PantryListOptions,
): Promise<{ rows: PantryListRow[]; total: number }> {
  if (options.groupBy === 'location' || f.locationId !== undefined) {
    return listPantryRowsByLocation(db, householdId, f, options);
  }
  const where = sql`p.household_id = ${householdId}${and(listConditions(f, 'p'))}`;
  if (options.groupBy === 'category') {
    const counts = await sql<{ g: string; n: number }>`select p.category as g, count(*) as n from products p
      where ${where} group by p.category`.execute(db);
    const sizes = new Map(counts.rows.map((r) => [r.g, num(r.n)]));
    const groups = [
      ...CATEGORY_ORDER,
      ...[...sizes.keys()].filter((c) => !CATEGORY_ORDER.includes(c)).sort(),
    ];
    return pageOverGroups(groups, sizes, options, async (category, offset, limit) => {
      const page = await sql<PantryListRow>`select p.*, ${PRODUCT_TOTALS} from products p
        where ${where} and p.category = ${category}
        order by ${orderFor(options.sort, 'p')} limit ${limit} offset ${offset}`.execute(db);
      return page.rows;
    });
  }
  const [page, count] = await Promise.all([
    sql<PantryListRow>`select p.*, ${PRODUCT_TOTALS} from products p where ${where}
      order by ${orderFor(options.sort, 'p')} limit ${options.limit} offset ${options.offset}`.execute(db),
    sql<{ n: number }>`select count(*) as n from products p where ${where}`.execute(db),
  ]);
  return { rows: page.rows.map(numericRow), total: num(count.rows[0]?.n) };
}

/**
 * Grouped by location (or filtered to one): a row per product and location from the per-location
 * totals, locations in their order; without a location filter, products that have no stock anywhere
 * but match (below their minimum, or includeEmpty) follow as a group of their own (group null).
 */
async function listPantryRowsByLocation(
  db: Executor,
  householdId: string,
  f: PantryListFilter,
  options: PantryListOptions,
): Promise<{ rows: PantryListRow[]; total: number }> {
  const locations = (await listLocationRows(db, householdId))
    .filter((l) => f.locationId === undefined || l.id === f.locationId)
    .map((l) => l.id);
  const conditions = and(listConditions(f, 't'));
  const from = needsProduct(f)
    ? sql`stock_by_location t join products p on p.id = t.product_id`
    : sql`stock_by_location t`;
  const stockless = sql`products p where p.household_id = ${householdId} and p.entry_count = 0
    ${and(listConditions(f, 'p'))}`;
  const [counts, stocklessCount] = await Promise.all([
    sql<{ g: string; n: number }>`select t.location_id as g, count(*) as n from ${from}
      where t.household_id = ${householdId}${conditions} group by t.location_id`.execute(db),
    f.locationId === undefined
      ? sql<{ n: number }>`select count(*) as n from ${stockless}`.execute(db)
      : Promise.resolve({ rows: [{ n: 0 }] }),
  ]);
  const NONE = '';
  const sizes = new Map(counts.rows.map((r) => [r.g, num(r.n)]));
  sizes.set(NONE, num(stocklessCount.rows[0]?.n));
  return pageOverGroups([...locations, NONE], sizes, options, async (locationId, offset, limit) => {
    if (locationId === NONE) {
      const page = await sql<PantryListRow>`select p.*, ${PRODUCT_TOTALS} from ${stockless}
        order by ${orderFor(options.sort, 'p')} limit ${limit} offset ${offset}`.execute(db);
      return page.rows;
    }
    const page = await sql<PantryListRow>`select p.*, ${LOCATION_TOTALS}
      from stock_by_location t join products p on p.id = t.product_id
      where t.household_id = ${householdId} and t.location_id = ${locationId}${conditions}
      order by ${orderFor(options.sort, 't')} limit ${limit} offset ${offset}`.execute(db);
    return page.rows;
  });
}

function numericRow<T extends PantryListRow>(row: T): T {
  return {
    ...row,
    stock_milli: num(row.stock_milli),
    min_stock_milli: num(row.min_stock_milli),
    row_stock_milli: num(row.row_stock_milli),
    row_entry_count: num(row.row_entry_count),
    row_opened_count: num(row.row_opened_count),
  };
}

// ---------------------------------------------------------------------------------------------
// Summary and waste

export type ExpiringEntryRow = EntryRow & { product_name: string; category: string };

export function listExpiringEntries(
  db: Executor,
  householdId: string,
  until: string,
  limit: number,
): Promise<ExpiringEntryRow[]> {
  return db
    .selectFrom('stock_entries')
    .innerJoin('products', 'products.id', 'stock_entries.product_id')
    .selectAll('stock_entries')
    .select(['products.name as product_name', 'products.category'])
    .where('stock_entries.household_id', '=', householdId)
    .where('stock_entries.expires_on', 'is not', null)
    .where('stock_entries.expires_on', '<=', until)
    .orderBy('stock_entries.expires_on')
    .orderBy('products.name_normalized')
    .orderBy('stock_entries.id')
    .limit(limit)
    .execute();
}

export async function countExpiringEntries(
  db: Executor,
  householdId: string,
  today: string,
  until: string,
): Promise<{ expired: number; soon: number }> {
  const row = await db
    .selectFrom('stock_entries')
    .select([
      sql<number>`sum(case when expires_on < ${today} then 1 else 0 end)`.as('expired'),
      sql<number>`sum(case when expires_on >= ${today} then 1 else 0 end)`.as('soon'),
    ])
    .where('household_id', '=', householdId)
    .where('expires_on', 'is not', null)
    .where('expires_on', '<=', until)
    .executeTakeFirst();
  return { expired: num(row?.expired), soon: num(row?.soon) };
}

export async function countProductLabels(
  db: Executor,
  householdId: string,
): Promise<{ inStock: number; low: number; out: number }> {
  const row = await db
    .selectFrom('products')
    .select([
      sql<number>`sum(case when stock_milli > 0 then 1 else 0 end)`.as('in_stock'),
      sql<number>`sum(case when stock_milli > 0 and stock_milli < min_stock_milli then 1 else 0 end)`.as(
        'low',
      ),
      sql<number>`sum(case when stock_milli = 0 then 1 else 0 end)`.as('out'),
    ])
    .where('household_id', '=', householdId)
    .executeTakeFirst();
  return { inStock: num(row?.in_stock), low: num(row?.low), out: num(row?.out) };
}

/** Products below their minimum (out of stock ones included), emptiest first. */
export function listBelowMinimum(db: Executor, householdId: string, limit: number): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('min_stock_milli', '>', 0)
    .whereRef('stock_milli', '<', 'min_stock_milli')
    .orderBy(sql`cast(stock_milli as real) / min_stock_milli`)
    .orderBy('name_normalized')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export type MoneyRow = {
  kind: string;
  month: string;
  count: number;
  value: number;
  rescued_count: number;
  rescued_value: number;
};

/** Consumed and spoiled per month (of the acting user's calendar) from `fromDate`, operations not undone. */
export async function sumTransactionsByMonth(
  db: Executor,
  householdId: string,
  fromDate: string,
): Promise<MoneyRow[]> {
  const rows = await db
    .selectFrom('stock_transactions as x')
    .innerJoin('stock_operations as o', 'o.id', 'x.operation_id')
    .select([
      'x.kind',
      sql<string>`substr(x.on_date, 1, 7)`.as('month'),
      sql<number>`count(*)`.as('count'),
      sql<number>`coalesce(sum(x.value_cents), 0)`.as('value'),
      sql<number>`sum(x.rescued)`.as('rescued_count'),
      sql<number>`coalesce(sum(case when x.rescued = 1 then x.value_cents else 0 end), 0)`.as(
        'rescued_value',
      ),
    ])
    .where('x.household_id', '=', householdId)
    .where('x.kind', 'in', ['consume', 'spoil'])
    .where('x.on_date', '>=', fromDate)
    .where('o.undone_at', 'is', null)
    .groupBy(['x.kind', sql`substr(x.on_date, 1, 7)`])
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    month: r.month,
    count: num(r.count),
    value: num(r.value),
    rescued_count: num(r.rescued_count),
    rescued_value: num(r.rescued_value),
  }));
}

export async function sumWasteByCategory(
  db: Executor,
  householdId: string,
  fromDate: string,
): Promise<Array<{ category: string; count: number; value: number }>> {
  const rows = await db
    .selectFrom('stock_transactions as x')
    .innerJoin('stock_operations as o', 'o.id', 'x.operation_id')
    .innerJoin('products as p', 'p.id', 'x.product_id')
    .select([
      'p.category',
      sql<number>`count(*)`.as('count'),
      sql<number>`coalesce(sum(x.value_cents), 0)`.as('value'),
    ])
    .where('x.household_id', '=', householdId)
    .where('x.kind', '=', 'spoil')
    .where('x.on_date', '>=', fromDate)
    .where('o.undone_at', 'is', null)
    .groupBy('p.category')
    .execute();
  return rows.map((r) => ({ category: r.category, count: num(r.count), value: num(r.value) }));
}

export type WasteRow = TransactionRow & {
  product_name: string;
  category: string;
  first_name: string | null;
  last_name: string | null;
};

export function listRecentWaste(db: Executor, householdId: string, limit: number): Promise<WasteRow[]> {
  return db
    .selectFrom('stock_transactions as x')
    .innerJoin('stock_operations as o', 'o.id', 'x.operation_id')
    .innerJoin('products as p', 'p.id', 'x.product_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('x')
    .select(['p.name as product_name', 'p.category', 'u.first_name', 'u.last_name'])
    .where('x.household_id', '=', householdId)
    .where('x.kind', '=', 'spoil')
    .where('o.undone_at', 'is', null)
    .orderBy('x.created_at', 'desc')
    .orderBy('x.id', 'desc')
    .limit(limit)
    .execute();
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

// ---------------------------------------------------------------------------------------------
// Export

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
