import { sql } from 'kysely';
import { toNumber, type Executor } from '../../db/database';
import type { ShoppingAisleOrdersTable, ShoppingItemsTable, ShoppingListsTable } from '../../db/types';

export type ListRow = ShoppingListsTable;
export type ItemRow = ShoppingItemsTable;
export type AisleOrderRow = ShoppingAisleOrdersTable;
/** An item with the name of who added it. */
export type ItemWithAdder = ItemRow & { adder_first: string | null; adder_last: string | null };
export type ListWithCounts = ListRow & { item_count: number; checked_count: number };

/** Items moved into the pantry stay this long (for undo), then go. */
export const MOVED_ITEMS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Lists

/** Lists with how many items each holds and how many of those are ticked (moved ones left out). */
function listsWithCounts(db: Executor, householdId: string) {
  return db
    .selectFrom('shopping_lists as l')
    .leftJoin('shopping_items as i', (join) =>
      join.onRef('i.list_id', '=', 'l.id').on('i.moved_operation_id', 'is', null),
    )
    .selectAll('l')
    .select(({ fn }) => [
      fn.count<number | string>('i.id').as('item_count'),
      fn.sum<number | string | null>('i.checked').as('checked_count'),
    ])
    .where('l.household_id', '=', householdId)
    .groupBy('l.id');
}

export async function listListRows(db: Executor, householdId: string): Promise<ListWithCounts[]> {
  const rows = await listsWithCounts(db, householdId).orderBy('l.created_at').orderBy('l.id').execute();
  return rows.map(withCounts);
}

export async function findListRow(
  db: Executor,
  householdId: string,
  id: string,
): Promise<ListWithCounts | undefined> {
  const row = await listsWithCounts(db, householdId).where('l.id', '=', id).executeTakeFirst();
  return row && withCounts(row);
}

function withCounts<T extends { item_count: number | string; checked_count: number | string | null }>(
  row: T,
): T & { item_count: number; checked_count: number } {
  return { ...row, item_count: toNumber(row.item_count), checked_count: toNumber(row.checked_count ?? 0) };
}

export async function countLists(db: Executor, householdId: string): Promise<number> {
  const row = await db
    .selectFrom('shopping_lists')
    .select(({ fn }) => fn.countAll<number | string>().as('n'))
    .where('household_id', '=', householdId)
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}

export async function insertListRow(db: Executor, row: ListRow): Promise<void> {
  await db.insertInto('shopping_lists').values(row).execute();
}

export async function updateListRow(
  db: Executor,
  householdId: string,
  id: string,
  fields: Partial<Pick<ListRow, 'name' | 'store' | 'store_key' | 'updated_at'>>,
): Promise<void> {
  await db
    .updateTable('shopping_lists')
    .set(fields)
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .execute();
}

/** Marks the list changed (its items did), so that "updated" orders lists by activity. */
export async function touchList(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable('shopping_lists').set({ updated_at: at }).where('id', '=', id).execute();
}

export async function deleteListRow(db: Executor, householdId: string, id: string): Promise<boolean> {
  await db
    .deleteFrom('shopping_items')
    .where('household_id', '=', householdId)
    .where('list_id', '=', id)
    .execute();
  const result = await db
    .deleteFrom('shopping_lists')
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Holds the household's row until the transaction ends, so that two first visits do not both make
 * the default list, and two adds do not both pass the item cap (as the pantry's product lock).
 */
export async function lockHousehold(db: Executor, householdId: string): Promise<void> {
  await db.updateTable('households').set({ id: householdId }).where('id', '=', householdId).execute();
}

// ---------------------------------------------------------------------------------------------
// Items

function itemsWithAdder(db: Executor) {
  return db
    .selectFrom('shopping_items as i')
    .leftJoin('users as u', 'u.id', 'i.added_by')
    .selectAll('i')
    .select(['u.first_name as adder_first', 'u.last_name as adder_last']);
}

/** The items on a list (not those moved into the pantry), oldest first. */
export async function listItemRows(
  db: Executor,
  householdId: string,
  listId: string,
): Promise<ItemWithAdder[]> {
  const rows = await itemsWithAdder(db)
    .where('i.household_id', '=', householdId)
    .where('i.list_id', '=', listId)
    .where('i.moved_operation_id', 'is', null)
    .orderBy('i.created_at')
    .orderBy('i.id')
    .execute();
  return rows.map(numericItem);
}

export async function findItemRows(
  db: Executor,
  householdId: string,
  ids: readonly string[],
): Promise<ItemWithAdder[]> {
  if (ids.length === 0) return [];
  const rows = await itemsWithAdder(db)
    .where('i.household_id', '=', householdId)
    .where('i.id', 'in', [...new Set(ids)])
    .execute();
  return rows.map(numericItem);
}

/** Any item with this id, whoever's it is: an offline create replayed must not take another's id. */
export async function itemIdTaken(
  db: Executor,
  id: string,
): Promise<{ household_id: string; list_id: string } | undefined> {
  return db
    .selectFrom('shopping_items')
    .select(['household_id', 'list_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countItems(db: Executor, listId: string): Promise<number> {
  const row = await db
    .selectFrom('shopping_items')
    .select(({ fn }) => fn.countAll<number | string>().as('n'))
    .where('list_id', '=', listId)
    .where('moved_operation_id', 'is', null)
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}

export async function insertItemRows(db: Executor, rows: readonly ItemRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('shopping_items')
    .values([...rows])
    .execute();
}

export async function updateItemRow(
  db: Executor,
  householdId: string,
  id: string,
  fields: Partial<Omit<ItemRow, 'id' | 'household_id'>>,
): Promise<void> {
  await db
    .updateTable('shopping_items')
    .set(fields)
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .execute();
}

/** Takes the item's row lock (PostgreSQL) or the write lock (SQLite) before it is read and changed. */
export async function lockItem(db: Executor, householdId: string, id: string): Promise<void> {
  await db
    .updateTable('shopping_items')
    .set({ id })
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .execute();
}

export async function deleteItemRow(
  db: Executor,
  householdId: string,
  listId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('shopping_items')
    .where('household_id', '=', householdId)
    .where('list_id', '=', listId)
    .where('id', '=', id)
    .where('moved_operation_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteCheckedItems(db: Executor, householdId: string, listId: string): Promise<number> {
  const result = await db
    .deleteFrom('shopping_items')
    .where('household_id', '=', householdId)
    .where('list_id', '=', listId)
    .where('checked', '=', 1)
    .where('moved_operation_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Takes items off the list into the pantry: hidden, and tied to the stock operation that undo reverses. */
export async function markItemsMoved(
  db: Executor,
  householdId: string,
  ids: readonly string[],
  operationId: string,
  at: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('shopping_items')
    .set({ moved_operation_id: operationId, moved_at: at, updated_at: at })
    .where('household_id', '=', householdId)
    .where('id', 'in', [...ids])
    .execute();
}

export async function listMovedItems(
  db: Executor,
  householdId: string,
  listId: string,
  operationId: string,
): Promise<ItemRow[]> {
  const rows = await db
    .selectFrom('shopping_items')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('list_id', '=', listId)
    .where('moved_operation_id', '=', operationId)
    .execute();
  return rows.map(numericItem);
}

export async function restoreMovedItems(
  db: Executor,
  householdId: string,
  operationId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('shopping_items')
    .set({ moved_operation_id: null, moved_at: null, updated_at: at })
    .where('household_id', '=', householdId)
    .where('moved_operation_id', '=', operationId)
    .execute();
}

export async function pruneMovedItems(db: Executor, householdId: string, before: string): Promise<void> {
  await db
    .deleteFrom('shopping_items')
    .where('household_id', '=', householdId)
    .where('moved_operation_id', 'is not', null)
    .where('moved_at', '<', before)
    .execute();
}

function numericItem<T extends ItemRow>(row: T): T {
  return {
    ...row,
    quantity_milli: row.quantity_milli === null ? null : toNumber(row.quantity_milli),
    checked: toNumber(row.checked),
  };
}

// ---------------------------------------------------------------------------------------------
// What the household buys

export type BoughtRow = { product_id: string; times: number };

/** Products added to the pantry most often since `since` (each add operation counts once). */
export async function listOftenBought(
  db: Executor,
  householdId: string,
  since: string,
  limit: number,
): Promise<BoughtRow[]> {
  const rows = await db
    .selectFrom('stock_transactions')
    .select(['product_id', sql<number | string>`count(distinct operation_id)`.as('times')])
    .where('household_id', '=', householdId)
    .where('kind', '=', 'add')
    .where('created_at', '>=', since)
    .groupBy('product_id')
    .orderBy(sql`count(distinct operation_id)`, 'desc')
    .orderBy('product_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ product_id: row.product_id, times: toNumber(row.times) }));
}

/** The household's last priced purchase of each product: what it paid for how much. */
export async function lastPrices(
  db: Executor,
  householdId: string,
  productIds: readonly string[],
): Promise<Map<string, { priceCents: number; milli: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('stock_entries')
    .select(['product_id', 'price_cents', 'initial_milli', 'created_at'])
    .where('household_id', '=', householdId)
    .where('product_id', 'in', [...new Set(productIds)])
    .where('price_cents', 'is not', null)
    .orderBy('created_at', 'desc')
    .execute();
  const prices = new Map<string, { priceCents: number; milli: number }>();
  for (const row of rows) {
    if (prices.has(row.product_id)) continue;
    prices.set(row.product_id, { priceCents: toNumber(row.price_cents), milli: toNumber(row.initial_milli) });
  }
  return prices;
}

// ---------------------------------------------------------------------------------------------
// Aisle orders

export function findAisleOrder(
  db: Executor,
  householdId: string,
  storeKey: string,
): Promise<AisleOrderRow | undefined> {
  return db
    .selectFrom('shopping_aisle_orders')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('store_key', '=', storeKey)
    .executeTakeFirst();
}

export async function saveAisleOrder(db: Executor, row: AisleOrderRow): Promise<void> {
  await db
    .insertInto('shopping_aisle_orders')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['household_id', 'store_key']).doUpdateSet({
        ranks: row.ranks,
        last_aisle: row.last_aisle,
        last_tick_at: row.last_tick_at,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}
