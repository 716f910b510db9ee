import {
  MAX_SHOPPING_ITEMS_PER_LIST,
  OFFLINE_EDIT_MAX_AGE_MS,
  SHOPPING_QUICK_ADD_LINES_MAX,
  SHOPPING_SUGGESTIONS_MAX,
  type AddShoppingItemInput,
  type ShoppingItem,
  type ShoppingItemField,
  type ShoppingItemResponse,
  type ShoppingItemSource,
  type ShoppingQuickAddResponse,
  type ShoppingSourceKind,
  type ShoppingSuggestion,
  type UpdateShoppingItemInput,
} from '@shared/contracts/shopping';
import { learnFromTick, sameTrip } from '@shared/domain/aisle-order';
import { FOOD_CATALOGUE, findFood } from '@shared/domain/food-catalogue';
import type { FoodCategory } from '@shared/domain/food-categories';
import { normalizeBarcode } from '@shared/domain/barcode';
import { convertMilli, isUnit, toMilli, type Unit } from '@shared/domain/units';
import { uuidv7 } from '@shared/ids';
import { nowIso, type Executor } from '../../db/database';
import { AppError, notFound } from '../../platform/errors';
import { displayName, normalizeName } from '../pantry/pantry.mappers';
import { listBelowMinimum } from '../pantry/pantry-views.repository';
import type { ProductRow } from '../pantry/pantry.rows';
import { findBarcodeRowInAnyForm, findProductRow, findProductRows } from '../pantry/products.repository';
import { findProductForName, parseOrFail } from '../pantry/quick-add.service';
import { type ShoppingContext, listOr404, parseRanks } from './lists.service';
import { aisleOf, parseFieldTimes, toItemDto, type FieldTimes } from './shopping.mappers';
import { shoppingError } from './shopping-messages';
import {
  type ItemRow,
  type ItemWithAdder,
  type ListWithCounts,
  countItems,
  deleteCheckedItems,
  deleteItemRow,
  findAisleOrder,
  findItemRows,
  insertItemRows,
  itemIdTaken,
  listItemRows,
  listOftenBought,
  lockHousehold,
  lockItem,
  saveAisleOrder,
  touchList,
  updateItemRow,
} from './shopping.repository';

/** "What the household buys often" looks this far back. */
const SUGGESTION_WINDOW_MS = 120 * 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Making items

/** What a new item is made of, before the household's product and the catalogue fill the rest. */
export type NewItem = {
  id?: string | undefined;
  name: string;
  quantityMilli: number | null;
  unit: Unit | null;
  category?: FoodCategory | undefined;
  note?: string | null | undefined;
  product?: ProductRow | undefined;
  source: ShoppingSourceKind;
  sources?: ShoppingItemSource[] | undefined;
  checked?: boolean | undefined;
  /** The food as planning identified it (the smart list); absent: the catalogue's for the name. */
  foodKey?: string | null | undefined;
};

/** The item as a row: the aisle is the one given, else the product's, else the catalogue's, else other. */
export function itemRow(ctx: ShoppingContext, listId: string, item: NewItem, at: string): ItemRow {
  const food = findFood(item.name, ctx.language);
  const category =
    item.category ?? (item.product ? aisleOf(item.product.category) : (food?.category ?? 'other'));
  const times: FieldTimes = { name: at, amount: at, category: at, note: at, checked: at };
  return {
    id: item.id ?? uuidv7(),
    household_id: ctx.householdId,
    list_id: listId,
    name: item.name,
    name_normalized: normalizeName(item.name),
    food_key: item.foodKey !== undefined ? item.foodKey : (food?.key ?? null),
    product_id: item.product?.id ?? null,
    quantity_milli: item.quantityMilli,
    unit: item.quantityMilli === null ? null : item.unit,
    category,
    note: item.note ?? null,
    checked: item.checked ? 1 : 0,
    checked_at: item.checked ? at : null,
    checked_by: item.checked ? ctx.userId : null,
    source: item.source,
    sources: JSON.stringify(item.sources ?? [sourceOf(item.source)]),
    added_by: ctx.userId,
    field_times: JSON.stringify(times),
    moved_operation_id: null,
    moved_at: null,
    created_at: at,
    updated_at: at,
  };
}

export function sourceOf(
  kind: ShoppingSourceKind,
  detail: Partial<ShoppingItemSource> = {},
): ShoppingItemSource {
  return { kind, recipeId: null, title: null, quantityText: null, productId: null, ...detail };
}

/** Refuses an add that would take the list past its cap (caller holds the household lock). */
export async function assertRoom(
  db: Executor,
  ctx: ShoppingContext,
  listId: string,
  adding: number,
): Promise<void> {
  if ((await countItems(db, listId)) + adding > MAX_SHOPPING_ITEMS_PER_LIST) {
    throw shoppingError('CONFLICT', 'tooManyItems', ctx.language, { max: MAX_SHOPPING_ITEMS_PER_LIST });
  }
}

/** The household's product an item names: the one given (404 if not the household's), by barcode, by name. */
async function productFor(
  db: Executor,
  ctx: ShoppingContext,
  input: { productId?: string | undefined; barcode?: string | undefined; name: string },
): Promise<ProductRow | undefined> {
  if (input.productId !== undefined) {
    const product = await findProductRow(db, ctx.householdId, input.productId);
    if (!product) throw notFound();
    return product;
  }
  if (input.barcode !== undefined) {
    const barcode = await findBarcodeRowInAnyForm(db, ctx.householdId, normalizeBarcode(input.barcode));
    if (barcode) return findProductRow(db, ctx.householdId, barcode.product_id);
  }
  return findProductForName(db, ctx.householdId, input.name);
}

async function itemsOf(ctx: ShoppingContext, ids: readonly string[]): Promise<ShoppingItem[]> {
  const rows = await findItemRows(ctx.db, ctx.householdId, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItemDto(row)] : [];
  });
}

/**
 * POST /api/shopping-lists/:id/items. With an id the device chose (an offline add replayed), a
 * second create answers the item as it is now (on whichever of the household's lists it went
 * to); an id another household holds is a 404, as for anything of another household.
 */
export async function addItem(
  ctx: ShoppingContext,
  listId: string,
  input: AddShoppingItemInput,
): Promise<{ item: ShoppingItem; created: boolean }> {
  const created = await ctx.db.transaction().execute(async (trx) => {
    await listOr404(trx, ctx, listId);
    // Behind the lock: two replays of one add at once meet here one after the other.
    await lockHousehold(trx, ctx.householdId);
    if (input.id !== undefined) {
      const taken = await itemIdTaken(trx, input.id);
      // Already made (and maybe moved to another list since): the replay changes nothing.
      if (taken && taken.household_id === ctx.householdId) return false;
      // Another household's: answered like an id that names nothing, so that no one can learn
      // which ids exist elsewhere (ids are random; only a made-up request meets one).
      if (taken) throw notFound();
    }
    await assertRoom(trx, ctx, listId, 1);
    const product = await productFor(trx, ctx, input);
    const at = editTime(input.at);
    const quantity = input.quantity ?? null;
    const row = itemRow(
      ctx,
      listId,
      {
        id: input.id,
        name: input.name,
        quantityMilli: quantity === null ? null : toMilli(quantity),
        unit: input.unit ?? null,
        category: input.category,
        note: input.note,
        product,
        source: input.source ?? 'typed',
        checked: input.checked,
      },
      at,
    );
    await insertItemRows(trx, [row]);
    await touchList(trx, listId, nowIso());
    return row.id;
  });
  const id = created === false ? input.id! : created;
  const [item] = await itemsOf(ctx, [id]);
  if (!item) throw notFound();
  return { item, created: created !== false };
}

/**
 * POST /api/shopping-lists/:id/items/quick-add: one item per typed line, in any of the five
 * languages. A line naming what is already on the list unticked, in the same unit (or both without
 * an amount), adds to that item instead of making a second one. Lines that cannot be read are
 * answered back with the reason; the others still go in.
 */
export async function quickAddItems(
  ctx: ShoppingContext,
  listId: string,
  text: string,
): Promise<ShoppingQuickAddResponse> {
  const lines = text
    .split(/[\r\n;]+/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, SHOPPING_QUICK_ADD_LINES_MAX);
  const failed: ShoppingQuickAddResponse['failed'] = [];
  const touched: string[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    failed.length = 0;
    touched.length = 0;
    await listOr404(trx, ctx, listId);
    await lockHousehold(trx, ctx.householdId);
    const open = (await listItemRows(trx, ctx.householdId, listId)).filter((row) => row.checked === 0);
    const fresh: ItemRow[] = [];
    const at = nowIso();
    for (const text of lines) {
      let parsed;
      try {
        parsed = parseOrFail(ctx, text, 'text');
      } catch (err) {
        if (err instanceof AppError && err.hasCustomMessage) {
          failed.push({ line: text, error: err.message });
          continue;
        }
        throw err;
      }
      const quantityMilli = parsed.quantity === null ? null : toMilli(parsed.quantity);
      const same = sameFood(open, parsed.name, parsed.unit, quantityMilli);
      if (same) {
        const extra = quantityMilli === null ? null : inUnitOf(same, quantityMilli, parsed.unit);
        const sum = same.quantity_milli === null || extra === null ? null : same.quantity_milli + extra;
        same.quantity_milli = sum;
        await updateItemRow(trx, ctx.householdId, same.id, {
          quantity_milli: sum,
          field_times: JSON.stringify({ ...parseFieldTimes(same.field_times), amount: at }),
          updated_at: at,
        });
        touched.push(same.id);
        continue;
      }
      const product = await findProductForName(trx, ctx.householdId, parsed.name);
      const row = itemRow(
        ctx,
        listId,
        { name: parsed.name, quantityMilli, unit: parsed.unit, product, source: 'typed' },
        at,
      );
      fresh.push(row);
      open.push({ ...row, adder_first: null, adder_last: null });
      touched.push(row.id);
    }
    await assertRoom(trx, ctx, listId, fresh.length);
    await insertItemRows(trx, fresh);
    if (touched.length > 0) await touchList(trx, listId, at);
  });
  return { items: await itemsOf(ctx, [...new Set(touched)]), failed };
}

/** An amount in an item's unit (500 g onto an item of kg), or null when the units do not convert. */
function inUnitOf(row: ItemRow, milli: number, unit: Unit | null): number | null {
  const to = row.unit !== null && isUnit(row.unit) ? row.unit : null;
  if (to === null || unit === null) return to === unit ? milli : null;
  return convertMilli(milli, unit, to);
}

/**
 * An unticked item of the same food (catalogue key or name) to add an amount to: both without an
 * amount, or amounts whose units convert into each other (a count only meets a count).
 */
function sameFood(
  open: readonly ItemWithAdder[],
  name: string,
  unit: Unit | null,
  quantityMilli: number | null,
): ItemWithAdder | undefined {
  const normalized = normalizeName(name);
  const key = findFood(name)?.key ?? null;
  return open.find(
    (row) =>
      (row.name_normalized === normalized || (key !== null && row.food_key === key)) &&
      ((quantityMilli === null && row.quantity_milli === null) ||
        (quantityMilli !== null &&
          row.quantity_milli !== null &&
          inUnitOf(row, quantityMilli, unit) !== null)),
  );
}

// ---------------------------------------------------------------------------------------------
// Editing

/**
 * When an edit happened, for last-writer-wins: the device's time when it says, never in the future
 * (a fast clock must not win every later edit) nor older than a month; else now.
 */
export function editTime(at: string | undefined, now = new Date()): string {
  if (at === undefined) return now.toISOString();
  const ms = Date.parse(at);
  const clamped = Math.min(Math.max(ms, now.getTime() - OFFLINE_EDIT_MAX_AGE_MS), now.getTime());
  return new Date(clamped).toISOString();
}

/**
 * PATCH /api/shopping-lists/:id/items/:itemId. Each field given is applied unless the field was
 * changed by an edit made after this one (per-field last-writer-wins); the answer names the fields
 * where that later edit won. A tick also teaches the list's store its aisle order.
 */
export async function updateItem(
  ctx: ShoppingContext,
  listId: string,
  itemId: string,
  input: UpdateShoppingItemInput,
): Promise<ShoppingItemResponse> {
  const overridden: ShoppingItemField[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    overridden.length = 0;
    const list = await listOr404(trx, ctx, listId);
    // Take the row's lock first, so that two edits of one item apply one after the other.
    await lockItem(trx, ctx.householdId, itemId);
    const [row] = await findItemRows(trx, ctx.householdId, [itemId]);
    if (!row || row.list_id !== listId || row.moved_operation_id !== null) throw notFound();
    const at = editTime(input.at);
    const times = parseFieldTimes(row.field_times);
    const fields: Partial<ItemRow> = {};
    const wins = (field: ShoppingItemField): boolean => {
      const last = times[field];
      if (last !== undefined && last > at) {
        overridden.push(field);
        return false;
      }
      times[field] = at;
      return true;
    };
    if (input.name !== undefined && wins('name')) {
      fields.name = input.name;
      fields.name_normalized = normalizeName(input.name);
      fields.food_key = findFood(input.name, ctx.language)?.key ?? null;
    }
    if ((input.quantity !== undefined || input.unit !== undefined) && wins('amount')) {
      const quantity =
        input.quantity === undefined
          ? row.quantity_milli
          : input.quantity === null
            ? null
            : toMilli(input.quantity);
      fields.quantity_milli = quantity;
      fields.unit =
        quantity === null
          ? null
          : input.unit !== undefined
            ? input.unit
            : row.unit !== null && isUnit(row.unit)
              ? row.unit
              : null;
    }
    if (input.category !== undefined && wins('category')) fields.category = input.category;
    if (input.note !== undefined && wins('note')) fields.note = input.note;
    if (input.checked !== undefined && wins('checked') && input.checked !== (row.checked === 1)) {
      fields.checked = input.checked ? 1 : 0;
      fields.checked_at = input.checked ? at : null;
      fields.checked_by = input.checked ? ctx.userId : null;
      if (input.checked) await learnAisleOrder(trx, ctx, list, aisleOf(fields.category ?? row.category), at);
    }
    if (input.listId !== undefined && input.listId !== listId) {
      await listOr404(trx, ctx, input.listId);
      await lockHousehold(trx, ctx.householdId);
      await assertRoom(trx, ctx, input.listId, 1);
      fields.list_id = input.listId;
      await touchList(trx, input.listId, nowIso());
    }
    const now = nowIso();
    await updateItemRow(trx, ctx.householdId, itemId, {
      ...fields,
      field_times: JSON.stringify(times),
      updated_at: now,
    });
    await touchList(trx, listId, now);
  });
  const [item] = await itemsOf(ctx, [itemId]);
  if (!item) throw notFound();
  return { item, overridden };
}

/** One tick of an item in `aisle`: the store's order learns from the aisle ticked before it in this trip. */
async function learnAisleOrder(
  db: Executor,
  ctx: ShoppingContext,
  list: ListWithCounts,
  aisle: FoodCategory,
  at: string,
): Promise<void> {
  const row = await findAisleOrder(db, ctx.householdId, list.store_key);
  const ranks = parseRanks(row);
  const previous = row && sameTrip(row.last_tick_at, at) ? aisleOf(row.last_aisle ?? 'other') : null;
  await saveAisleOrder(db, {
    household_id: ctx.householdId,
    store_key: list.store_key,
    ranks: JSON.stringify(learnFromTick(ranks, previous, aisle)),
    last_aisle: aisle,
    last_tick_at: at,
    updated_at: nowIso(),
  });
}

export async function deleteItem(ctx: ShoppingContext, listId: string, itemId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await listOr404(trx, ctx, listId);
    if (!(await deleteItemRow(trx, ctx.householdId, listId, itemId))) throw notFound();
    await touchList(trx, listId, nowIso());
  });
}

/** POST /api/shopping-lists/:id/clear-checked: the ticked items leave the list. */
export async function clearChecked(ctx: ShoppingContext, listId: string): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    await listOr404(trx, ctx, listId);
    const removed = await deleteCheckedItems(trx, ctx.householdId, listId);
    if (removed > 0) await touchList(trx, listId, nowIso());
    return removed;
  });
}

// ---------------------------------------------------------------------------------------------
// Suggestions

/**
 * GET /api/shopping-lists/suggestions: products below their minimum, then what the household
 * added to the pantry most often in the last months, then (when typing) catalogue foods whose
 * name starts with the text; never what is on the list unticked already.
 */
export async function suggestions(
  ctx: ShoppingContext,
  query: { listId?: string | undefined; q?: string | undefined },
): Promise<ShoppingSuggestion[]> {
  const q = normalizeName(query.q ?? '');
  const onList = new Set<string>();
  if (query.listId !== undefined) {
    await listOr404(ctx.db, ctx, query.listId);
    for (const row of await listItemRows(ctx.db, ctx.householdId, query.listId)) {
      if (row.checked === 1) continue;
      onList.add(row.name_normalized);
      if (row.product_id) onList.add(`product:${row.product_id}`);
    }
  }
  const since = new Date(Date.now() - SUGGESTION_WINDOW_MS).toISOString();
  const [low, bought] = await Promise.all([
    listBelowMinimum(ctx.db, ctx.householdId, 50),
    listOftenBought(ctx.db, ctx.householdId, since, 200),
  ]);
  const boughtProducts = new Map(
    (
      await findProductRows(
        ctx.db,
        ctx.householdId,
        bought.map((b) => b.product_id),
      )
    ).map((p) => [p.id, p]),
  );
  const timesOf = new Map(bought.map((b) => [b.product_id, b.times]));
  const out: ShoppingSuggestion[] = [];
  const seen = new Set<string>();
  const matches = (name: string) => q === '' || normalizeName(name).includes(q);
  const push = (product: ProductRow, lowNow: boolean) => {
    if (seen.has(product.id) || onList.has(`product:${product.id}`) || onList.has(product.name_normalized))
      return;
    if (!matches(product.name)) return;
    seen.add(product.id);
    seen.add(product.name_normalized);
    out.push({
      name: product.name,
      productId: product.id,
      unit: isUnit(product.default_unit) ? product.default_unit : null,
      category: aisleOf(product.category),
      timesBought: timesOf.get(product.id) ?? 0,
      low: lowNow,
    });
  };
  for (const product of low) push(product, true);
  for (const { product_id } of bought) {
    const product = boughtProducts.get(product_id);
    if (product) push(product, false);
  }
  if (q !== '' && out.length < SHOPPING_SUGGESTIONS_MAX) {
    for (const food of FOOD_CATALOGUE) {
      const name = food.names[ctx.language]?.[0] ?? food.names.en[0]!;
      const normalized = normalizeName(name);
      if (!normalized.startsWith(q) || seen.has(normalized) || onList.has(normalized)) continue;
      seen.add(normalized);
      out.push({
        name: displayName(name),
        productId: null,
        unit: food.unit,
        category: food.category,
        timesBought: 0,
        low: false,
      });
      if (out.length >= SHOPPING_SUGGESTIONS_MAX) break;
    }
  }
  return out.slice(0, SHOPPING_SUGGESTIONS_MAX);
}
