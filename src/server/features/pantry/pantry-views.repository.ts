/**
 * What the pantry's screens read: the pantry list (filtered, sorted, paged across category or
 * location groups), the summary's counts, expiring entries and products below their minimum, and
 * the money and waste reports.
 */
import { FOOD_CATEGORIES } from '@shared/domain/food-categories';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/database';
import { listLocationRows } from './locations.repository';
import { num, type EntryRow, type ProductRow, type TransactionRow } from './pantry.rows';
import { likePattern } from './products.repository';

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
