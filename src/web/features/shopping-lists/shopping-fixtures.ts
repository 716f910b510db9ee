import type {
  ShoppingItem,
  ShoppingItemSource,
  ShoppingListDetail,
  ShoppingListSummary,
} from '@shared/contracts/shopping';
import { DEFAULT_AISLE_ORDER } from '@shared/domain/aisle-order';
import type { FoodCategory } from '@shared/domain/food-categories';
import type { AddItemMutation, UpdateItemMutation } from './list-state';

/* Records shaped exactly as the shopping lists' API answers them, for the web tests. */

export const AT = '2026-11-22T10:00:00.000Z';

export function summary(overrides: Partial<ShoppingListSummary> = {}): ShoppingListSummary {
  return {
    id: 'l1',
    name: 'Weekly shop',
    store: null,
    itemCount: 0,
    checkedCount: 0,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function source(overrides: Partial<ShoppingItemSource> = {}): ShoppingItemSource {
  return { kind: 'typed', recipeId: null, title: null, quantityText: null, productId: null, ...overrides };
}

export function item(overrides: Partial<ShoppingItem> = {}): ShoppingItem {
  return {
    id: 'i1',
    listId: 'l1',
    name: 'Milk',
    quantity: 1,
    unit: 'l',
    category: 'dairy',
    note: null,
    checked: false,
    checkedAt: null,
    productId: null,
    source: 'typed',
    sources: [source()],
    addedBy: { id: 'u1', name: 'Ana Diaz' },
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function detail(
  list: ShoppingListSummary,
  items: ShoppingItem[],
  aisleOrder: FoodCategory[] = [...DEFAULT_AISLE_ORDER],
): ShoppingListDetail {
  return {
    list: { ...list, itemCount: items.length, checkedCount: items.filter((i) => i.checked).length },
    items,
    aisleOrder,
  };
}

/** A tick queued on this device (as an earlier visit would have left it in storage). */
export function queuedTick(target: ShoppingItem, checked = true, id = `m-${target.id}`): UpdateItemMutation {
  return {
    id,
    kind: 'update',
    listId: target.listId,
    at: AT,
    name: target.name,
    itemId: target.id,
    body: { checked, at: AT },
  };
}

export function queuedAdd(target: ShoppingItem, id = `m-${target.id}`): AddItemMutation {
  return {
    id,
    kind: 'add',
    listId: target.listId,
    at: AT,
    name: target.name,
    body: { id: target.id, name: target.name, at: AT },
    item: target,
  };
}
