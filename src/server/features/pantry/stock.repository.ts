/**
 * Stock writes and their log: entries (changed only at the version that was read), claiming
 * products and writing their totals, and the operations with their transactions that undo and the
 * history read.
 */
import type { Executor } from '../../db/database';
import type { StockByLocationTable } from '../../db/types';
import { num, type EntryRow, type OperationRow, type ProductRow, type TransactionRow } from './pantry.rows';

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
