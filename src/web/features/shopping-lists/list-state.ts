import type {
  AddShoppingItemInput,
  ShoppingItem,
  ShoppingListDetail,
  UpdateShoppingItemInput,
} from '@shared/contracts/shopping';
import type { FoodCategory } from '@shared/domain/food-categories';

/*
 * The item changes this device makes, as data: what is queued (offline-queue.ts), sent
 * (shopping-api.ts sendMutation) and shown before the server has them. The screen shows the
 * server's last answer with every pending change applied on top (applyPending), so undoing a
 * refused change is simply leaving it out, and a fresh answer from the server never hides a change
 * that is still on its way. Applying a change twice gives the same list as applying it once.
 */

type MutationBase = {
  /** The change's own id (for the queue); not the item's. */
  id: string;
  listId: string;
  /** When the user made it (ISO), sent as `at` so the latest edit of each field wins. */
  at: string;
  /** The item's name when the change was made, for the notes about it. */
  name: string;
};

/** POST …/items with an id chosen here: replaying it is harmless. */
export type AddItemMutation = MutationBase & {
  kind: 'add';
  body: AddShoppingItemInput & { id: string; at: string };
  /** The item as shown until the server's answer arrives. */
  item: ShoppingItem;
};
/** PATCH …/items/:itemId: a tick or an edit (or a move to another list). */
export type UpdateItemMutation = MutationBase & {
  kind: 'update';
  itemId: string;
  body: UpdateShoppingItemInput & { at: string };
};
/** DELETE …/items/:itemId. */
export type DeleteItemMutation = MutationBase & { kind: 'delete'; itemId: string };
/** POST …/clear-checked. */
export type ClearCheckedMutation = MutationBase & { kind: 'clear-checked' };

export type ShoppingMutation =
  AddItemMutation | UpdateItemMutation | DeleteItemMutation | ClearCheckedMutation;

/** The list's counts, as the server would count these items. */
export function withCounts(detail: ShoppingListDetail): ShoppingListDetail {
  const itemCount = detail.items.length;
  const checkedCount = detail.items.filter((item) => item.checked).length;
  if (detail.list.itemCount === itemCount && detail.list.checkedCount === checkedCount) return detail;
  return { ...detail, list: { ...detail.list, itemCount, checkedCount } };
}

/** An item with an edit's fields applied; quantity and unit travel together, as on the server. */
export function applyChanges(item: ShoppingItem, body: UpdateShoppingItemInput, at: string): ShoppingItem {
  const next: ShoppingItem = { ...item, updatedAt: at };
  if (body.name !== undefined) next.name = body.name;
  if (body.quantity !== undefined || body.unit !== undefined) {
    const quantity = body.quantity === undefined ? item.quantity : body.quantity;
    next.quantity = quantity;
    next.unit = quantity === null ? null : body.unit !== undefined ? body.unit : item.unit;
  }
  if (body.category !== undefined) next.category = body.category;
  if (body.note !== undefined) next.note = body.note;
  if (body.checked !== undefined && body.checked !== item.checked) {
    next.checked = body.checked;
    next.checkedAt = body.checked ? at : null;
  }
  if (body.listId !== undefined) next.listId = body.listId;
  return next;
}

/** One change applied to a list (changes of other lists leave it as it is). */
export function applyMutation(detail: ShoppingListDetail, mutation: ShoppingMutation): ShoppingListDetail {
  if (mutation.listId !== detail.list.id) return detail;
  let items = detail.items;
  switch (mutation.kind) {
    case 'add':
      if (!items.some((item) => item.id === mutation.item.id)) items = [...items, mutation.item];
      break;
    case 'update':
      items = items.flatMap((item) => {
        if (item.id !== mutation.itemId) return [item];
        const changed = applyChanges(item, mutation.body, mutation.at);
        // Moved to another list: it leaves this one.
        return changed.listId === detail.list.id ? [changed] : [];
      });
      break;
    case 'delete':
      items = items.filter((item) => item.id !== mutation.itemId);
      break;
    case 'clear-checked':
      items = items.filter((item) => !item.checked);
      break;
  }
  return items === detail.items ? detail : withCounts({ ...detail, items });
}

/** The server's list with every pending change of this device applied, oldest first. */
export function applyPending(
  detail: ShoppingListDetail,
  pending: readonly ShoppingMutation[],
): ShoppingListDetail {
  return pending.reduce(applyMutation, detail);
}

/** Items the server answered with, put in (or replaced); those now on another list leave this one. */
export function upsertItems(
  detail: ShoppingListDetail,
  incoming: readonly ShoppingItem[],
): ShoppingListDetail {
  if (incoming.length === 0) return detail;
  const byId = new Map(incoming.map((item) => [item.id, item]));
  const items = detail.items.flatMap((item) => {
    const fresh = byId.get(item.id);
    if (!fresh) return [item];
    byId.delete(item.id);
    return fresh.listId === detail.list.id ? [fresh] : [];
  });
  const added = [...byId.values()].filter((item) => item.listId === detail.list.id);
  return withCounts({ ...detail, items: [...items, ...added] });
}

export function removeItems(detail: ShoppingListDetail, ids: readonly string[]): ShoppingListDetail {
  const gone = new Set(ids);
  return withCounts({ ...detail, items: detail.items.filter((item) => !gone.has(item.id)) });
}

export type AisleGroup = { aisle: FoodCategory; items: ShoppingItem[] };

/**
 * The items still to buy under their aisle, aisles in the store's walking order (an aisle the
 * order does not name goes last), and the ticked ones apart: "In the basket".
 */
export function groupByAisle(detail: ShoppingListDetail): { aisles: AisleGroup[]; basket: ShoppingItem[] } {
  const open = detail.items.filter((item) => !item.checked);
  const order = [
    ...detail.aisleOrder,
    ...open.map((item) => item.category).filter((a) => !detail.aisleOrder.includes(a)),
  ];
  const aisles = [...new Set(order)]
    .map((aisle) => ({ aisle, items: open.filter((item) => item.category === aisle) }))
    .filter((group) => group.items.length > 0);
  return { aisles, basket: detail.items.filter((item) => item.checked) };
}
