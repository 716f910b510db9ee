import {
  MAX_SHOPPING_LISTS,
  type CreateShoppingListInput,
  type ShoppingListDetail,
  type ShoppingListSummary,
  type UpdateShoppingListInput,
} from '@shared/contracts/shopping';
import { aisleOrder, ranksFromOrder, type AisleRanks } from '@shared/domain/aisle-order';
import type { FoodCategory } from '@shared/domain/food-categories';
import { uuidv7 } from '@shared/ids';
import { nowIso, type Executor } from '../../db/database';
import { notFound } from '../../platform/errors';
import type { PantryContext } from '../pantry/pantry.mappers';
import { storeKey, toItemDto, toListDto } from './shopping.mappers';
import { shoppingError, shoppingMessage } from './shopping-messages';
import {
  type AisleOrderRow,
  type ListWithCounts,
  countLists,
  deleteListRow,
  findAisleOrder,
  findListRow,
  insertListRow,
  listItemRows,
  listListRows,
  lockHousehold,
  saveAisleOrder,
  updateListRow,
} from './shopping.repository';

/** A signed-in request's context: who, which household, their language and today. */
export type ShoppingContext = PantryContext & { userId: string };

export async function listOr404(db: Executor, ctx: ShoppingContext, id: string): Promise<ListWithCounts> {
  const row = await findListRow(db, ctx.householdId, id);
  if (!row) throw notFound();
  return row;
}

/**
 * GET /api/shopping-lists: the household's lists, oldest first. A household that has none gets one
 * named in the user's language, so that every "add to the shopping list" has somewhere to go.
 */
export async function listLists(ctx: ShoppingContext): Promise<ShoppingListSummary[]> {
  const rows = await listListRows(ctx.db, ctx.householdId);
  if (rows.length > 0) return rows.map(toListDto);
  await defaultListId(ctx);
  return (await listListRows(ctx.db, ctx.householdId)).map(toListDto);
}

/** The list that one-tap adds go to: the household's first, made when there is none. */
export async function defaultListId(ctx: ShoppingContext): Promise<string> {
  const [first] = await listListRows(ctx.db, ctx.householdId);
  if (first) return first.id;
  return ctx.db.transaction().execute(async (trx) => {
    await lockHousehold(trx, ctx.householdId);
    const [raced] = await listListRows(trx, ctx.householdId);
    if (raced) return raced.id;
    const id = uuidv7();
    const at = nowIso();
    await insertListRow(trx, {
      id,
      household_id: ctx.householdId,
      name: shoppingMessage('defaultListName', ctx.language),
      store: null,
      store_key: '',
      created_by: ctx.userId,
      created_at: at,
      updated_at: at,
    });
    return id;
  });
}

export async function createList(
  ctx: ShoppingContext,
  input: CreateShoppingListInput,
): Promise<ShoppingListSummary> {
  const id = uuidv7();
  await ctx.db.transaction().execute(async (trx) => {
    await lockHousehold(trx, ctx.householdId);
    if ((await countLists(trx, ctx.householdId)) >= MAX_SHOPPING_LISTS) {
      throw shoppingError('CONFLICT', 'tooManyLists', ctx.language, { max: MAX_SHOPPING_LISTS });
    }
    const at = nowIso();
    const store = input.store ? input.store : null;
    await insertListRow(trx, {
      id,
      household_id: ctx.householdId,
      name: input.name,
      store,
      store_key: storeKey(store),
      created_by: ctx.userId,
      created_at: at,
      updated_at: at,
    });
  });
  return toListDto(await listOr404(ctx.db, ctx, id));
}

export async function updateList(
  ctx: ShoppingContext,
  id: string,
  input: UpdateShoppingListInput,
): Promise<ShoppingListSummary> {
  await listOr404(ctx.db, ctx, id);
  const store = input.store === undefined ? undefined : input.store ? input.store : null;
  await updateListRow(ctx.db, ctx.householdId, id, {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(store === undefined ? {} : { store, store_key: storeKey(store) }),
    updated_at: nowIso(),
  });
  return toListDto(await listOr404(ctx.db, ctx, id));
}

/** Deletes a list with its items. The household's last list may go too: the next visit makes one. */
export async function deleteList(ctx: ShoppingContext, id: string): Promise<void> {
  const deleted = await ctx.db.transaction().execute((trx) => deleteListRow(trx, ctx.householdId, id));
  if (!deleted) throw notFound();
}

/** GET /api/shopping-lists/:id: the list, its items, and its store's aisles in walking order. */
export async function getList(ctx: ShoppingContext, id: string): Promise<ShoppingListDetail> {
  const list = await listOr404(ctx.db, ctx, id);
  const [items, ranks] = await Promise.all([
    listItemRows(ctx.db, ctx.householdId, id),
    storeRanks(ctx.db, ctx.householdId, list.store_key),
  ]);
  return { list: toListDto(list), items: items.map(toItemDto), aisleOrder: aisleOrder(ranks) };
}

export async function storeRanks(db: Executor, householdId: string, key: string): Promise<AisleRanks> {
  return parseRanks(await findAisleOrder(db, householdId, key));
}

/** A store's saved ranks; none (or unreadable) is the default order. */
export function parseRanks(row: Pick<AisleOrderRow, 'ranks'> | undefined): AisleRanks {
  if (!row) return {};
  try {
    return JSON.parse(row.ranks) as AisleRanks;
  } catch {
    return {};
  }
}

/** PUT /api/shopping-lists/:id/aisle-order: the store's aisles as the household walks them. */
export async function setAisleOrder(
  ctx: ShoppingContext,
  id: string,
  aisles: readonly FoodCategory[],
): Promise<FoodCategory[]> {
  const list = await listOr404(ctx.db, ctx, id);
  const ranks = ranksFromOrder(aisles);
  await saveAisleOrder(ctx.db, {
    household_id: ctx.householdId,
    store_key: list.store_key,
    ranks: JSON.stringify(ranks),
    last_aisle: null,
    last_tick_at: null,
    updated_at: nowIso(),
  });
  return aisleOrder(ranks);
}
