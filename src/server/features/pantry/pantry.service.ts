import type {
  Location,
  PantryListQuery,
  PantryPage,
  PantrySummary,
  Product,
  StockEntry,
  WasteReport,
} from '@shared/contracts/pantry';
import type { Language } from '@shared/contracts/settings';
import { FOOD_CATEGORIES, type FoodCategory } from '@shared/domain/food-catalogue';
import { addDays, todayIn } from '@shared/domain/stock';
import { fromMilli, isUnit } from '@shared/domain/units';
import type { FastifyRequest } from 'fastify';
import type { DB } from '../../db/database';
import { requestLanguage } from '../../platform/language';
import { requireUser } from '../../platform/sessions';
import { getSettings } from '../settings/settings.service';
import {
  barcodesByProduct,
  normalizeName,
  numericEntry,
  toEntryDto,
  toProductDto,
  type PantryContext,
} from './pantry.mappers';
import { listLocations } from './locations.service';
import {
  listEntriesOfHousehold,
  listBarcodesOfHousehold,
  listProductsOfHousehold,
} from './pantry-export.repository';
import {
  countExpiringEntries,
  countProductLabels,
  listBelowMinimum,
  listExpiringEntries,
  listPantryRows,
  listRecentWaste,
  sumTransactionsByMonth,
  sumWasteByCategory,
} from './pantry-views.repository';
import { listBarcodeRows } from './products.repository';
import { productDtos } from './stock-responses.service';

/** The context of a signed-in request: the user's today in their time zone and warning window. */
export async function pantryContext(options: {
  db: DB;
  householdId: string;
  userId: string;
  /** The language to answer in; the user's setting when not given. */
  language?: Language | undefined;
  now?: Date | undefined;
}): Promise<PantryContext> {
  const settings = await getSettings({ db: options.db, userId: options.userId });
  return {
    db: options.db,
    householdId: options.householdId,
    userId: options.userId,
    language: options.language ?? settings.language,
    today: todayIn(settings.timezone, options.now),
    warningDays: settings.expiryWarningDays,
  };
}

/** The context of a request of a signed-in user, in the language the request asks for. */
export async function signedInContext(
  db: DB,
  request: FastifyRequest,
): Promise<PantryContext & { userId: string }> {
  const user = requireUser(request);
  const ctx = await pantryContext({
    db,
    householdId: user.householdId,
    userId: user.id,
    language: requestLanguage(request),
  });
  return { ...ctx, userId: user.id };
}

/**
 * GET /api/pantry: products with their totals, filtered, sorted and paged in SQL. Grouped by
 * location, a product stocked in two places is a row in each, with its totals there.
 */
export async function listPantry(ctx: PantryContext, query: PantryListQuery): Promise<PantryPage> {
  const filter = {
    q: query.q ? normalizeName(query.q) : undefined,
    label: query.label,
    locationId: query.locationId,
    category: query.category,
    includeEmpty: query.includeEmpty ?? false,
    today: ctx.today,
    soonUntil: addDays(ctx.today, ctx.warningDays),
  };
  const { rows, total } = await listPantryRows(ctx.db, ctx.householdId, filter, {
    sort: query.sort,
    groupBy: query.groupBy,
    offset: query.offset,
    limit: query.limit,
  });
  const barcodes = await listBarcodeRows(
    ctx.db,
    ctx.householdId,
    rows.map((r) => r.id),
  );
  const byProduct = barcodesByProduct(barcodes);
  const items = rows.map((r) => ({
    ...toProductDto(r, byProduct.get(r.id) ?? [], ctx, {
      stockMilli: r.row_stock_milli,
      nextExpiry: r.row_next_expiry,
    }),
    group:
      query.groupBy === 'category' ? r.category : query.groupBy === 'location' ? r.group_location_id : null,
    entryCount: r.row_entry_count,
    openedCount: r.row_opened_count,
  }));
  return { items, total, today: ctx.today, warningDays: ctx.warningDays };
}

const SUMMARY_LIST_MAX = 20;

/**
 * GET /api/pantry/summary. counts.expired/expiresSoon count entries; lowStock counts products
 * that have some stock but less than their minimum, outOfStock those with none. The lowStock list
 * holds every product under its minimum, empty ones included (they belong on the shopping list).
 */
export async function pantrySummary(ctx: PantryContext): Promise<PantrySummary> {
  const { db, householdId, today } = ctx;
  const soonUntil = addDays(today, ctx.warningDays);
  const month = today.slice(0, 7);
  const [labels, expiring, expiringRows, below, money] = await Promise.all([
    countProductLabels(db, householdId),
    countExpiringEntries(db, householdId, today, soonUntil),
    listExpiringEntries(db, householdId, soonUntil, SUMMARY_LIST_MAX),
    listBelowMinimum(db, householdId, SUMMARY_LIST_MAX),
    sumTransactionsByMonth(db, householdId, `${month}-01`),
  ]);
  const figure = (kind: string, rescued = false) => {
    const rows = money.filter((m) => m.kind === kind && m.month === month);
    return {
      count: rows.reduce((s, r) => s + (rescued ? r.rescued_count : r.count), 0),
      valueCents: rows.reduce((s, r) => s + (rescued ? r.rescued_value : r.value), 0),
    };
  };
  return {
    today,
    warningDays: ctx.warningDays,
    counts: {
      products: labels.inStock,
      expired: expiring.expired,
      expiresSoon: expiring.soon,
      lowStock: labels.low,
      outOfStock: labels.out,
    },
    expiring: expiringRows.map((r) => {
      const category = (FOOD_CATEGORIES as readonly string[]).includes(r.category)
        ? (r.category as FoodCategory)
        : 'other';
      return { ...toEntryDto(numericEntry(r), ctx), productName: r.product_name, category };
    }),
    lowStock: await productDtos(ctx, db, below),
    month: { month, wasted: figure('spoil'), consumed: figure('consume'), saved: figure('consume', true) },
  };
}

/** The first day of the month `back` months before the month of `today`. */
function monthStart(today: string, back: number): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 - back;
  const d = new Date(Date.UTC(year, month, 1));
  return d.toISOString().slice(0, 10);
}

/** GET /api/pantry/waste: the last `months` calendar months (this one included). */
export async function wasteReport(ctx: PantryContext, months: number): Promise<WasteReport> {
  const { db, householdId, today } = ctx;
  const from = monthStart(today, months - 1);
  const [money, byCategory, recent] = await Promise.all([
    sumTransactionsByMonth(db, householdId, from),
    sumWasteByCategory(db, householdId, from),
    listRecentWaste(db, householdId, SUMMARY_LIST_MAX),
  ]);
  const monthList = Array.from({ length: months }, (_, i) => monthStart(today, months - 1 - i).slice(0, 7));
  const sum = (kind: string) => {
    const rows = money.filter((m) => m.kind === kind);
    return {
      count: rows.reduce((s, r) => s + r.count, 0),
      valueCents: rows.reduce((s, r) => s + r.value, 0),
    };
  };
  const categoryOf = (c: string): FoodCategory =>
    (FOOD_CATEGORIES as readonly string[]).includes(c) ? (c as FoodCategory) : 'other';
  const categories = new Map<FoodCategory, { count: number; valueCents: number }>();
  for (const row of byCategory) {
    const key = categoryOf(row.category);
    const now = categories.get(key) ?? { count: 0, valueCents: 0 };
    categories.set(key, { count: now.count + row.count, valueCents: now.valueCents + row.value });
  }
  return {
    months: monthList.map((month) => {
      const rows = money.filter((m) => m.kind === 'spoil' && m.month === month);
      return {
        month,
        count: rows.reduce((s, r) => s + r.count, 0),
        valueCents: rows.reduce((s, r) => s + r.value, 0),
      };
    }),
    byCategory: FOOD_CATEGORIES.filter((c) => categories.has(c)).map((category) => ({
      category,
      ...categories.get(category)!,
    })),
    recent: recent.map((r) => ({
      productId: r.product_id,
      productName: r.product_name,
      category: categoryOf(r.category),
      quantity: fromMilli(Math.abs(Number(r.delta_milli))),
      unit: isUnit(r.unit) ? r.unit : 'piece',
      valueCents: r.value_cents === null ? null : Number(r.value_cents),
      at: r.created_at,
      userName: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
    })),
    totals: { wasted: sum('spoil'), consumed: sum('consume') },
  };
}

/** The household's pantry for "export my data": locations, products and entries (no history). */
export async function exportPantry(
  db: DB,
  options: { householdId: string; userId: string },
): Promise<{ locations: Location[]; products: Product[]; entries: StockEntry[] }> {
  const ctx = await pantryContext({ db, ...options });
  const [locations, products, barcodes, entries] = await Promise.all([
    listLocations(ctx),
    listProductsOfHousehold(db, options.householdId),
    listBarcodesOfHousehold(db, options.householdId),
    listEntriesOfHousehold(db, options.householdId),
  ]);
  return {
    locations,
    products: await productDtos(ctx, db, products, barcodes),
    entries: entries.map((e) => toEntryDto(numericEntry(e), ctx)),
  };
}
