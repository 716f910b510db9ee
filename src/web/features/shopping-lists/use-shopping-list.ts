import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import type {
  ShoppingItem,
  ShoppingListSummary,
  ShoppingSourceKind,
  UpdateShoppingItemInput,
} from '@shared/contracts/shopping';
import type { FoodCategory } from '@shared/domain/food-categories';
import type { Unit } from '@shared/domain/units';
import { uuidv7 } from '@shared/ids';
import { useAuth } from '../../lib/auth';
import { isNetworkError } from './offline-queue';
import { fetchListDetail, fetchLists, shoppingKeys } from './shopping-api';
import { useShoppingSync } from './use-shopping-sync';

/*
 * The screen's data: the lists and the chosen list, which stay readable offline (the last answer
 * saved by the sync engine), and the item changes, which show at once and reach the server through
 * the offline queue.
 */

/** GET /api/shopping-lists; offline, the lists this device saw last. */
export function useShoppingLists() {
  const sync = useShoppingSync();
  return useQuery({
    queryKey: shoppingKeys.lists(),
    networkMode: 'always',
    queryFn: async ({ signal }) => {
      try {
        return await sync.receiveLists(await fetchLists(signal));
      } catch (error) {
        const saved = isNetworkError(error) ? await sync.savedLists() : undefined;
        if (saved) return saved;
        throw error;
      }
    },
  });
}

/** GET /api/shopping-lists/:id with this device's pending changes on top; offline, the saved copy. */
export function useListDetail(listId: string | null) {
  const sync = useShoppingSync();
  return useQuery({
    queryKey: shoppingKeys.detail(listId ?? ''),
    networkMode: 'always',
    enabled: listId !== null,
    queryFn: async ({ signal }) => {
      try {
        return await sync.receiveDetail(await fetchListDetail(listId!, signal));
      } catch (error) {
        const saved = isNetworkError(error) ? await sync.savedDetail(listId!) : undefined;
        if (saved) return saved;
        throw error;
      }
    },
  });
}

export const SELECTED_LIST_KEY = 'larder.shoppingList';

function storedListId(): string | null {
  try {
    return localStorage.getItem(SELECTED_LIST_KEY);
  } catch {
    return null;
  }
}

/**
 * The list on screen: ?list= in the address, else the one chosen on the last visit (this
 * device), else the household's first. A list that is gone falls back to the first.
 */
export function useSelectedList(lists: readonly ShoppingListSummary[] | undefined) {
  const [params, setParams] = useSearchParams();
  const [stored] = useState(storedListId);
  const wanted = params.get('list') ?? stored;
  const selected = lists?.find((list) => list.id === wanted) ?? lists?.[0] ?? null;
  const select = useCallback(
    (id: string) => {
      try {
        localStorage.setItem(SELECTED_LIST_KEY, id);
      } catch {
        // Without storage the address alone remembers it.
      }
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('list', id);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { selected, select };
}

export type NewItem = {
  name: string;
  quantity?: number | null;
  unit?: Unit | null;
  category?: FoodCategory;
  note?: string | null;
  productId?: string;
  source?: ShoppingSourceKind;
  checked?: boolean;
};

/** The item changes of one list: each shows at once and is queued (works offline). */
export function useItemActions(listId: string) {
  const sync = useShoppingSync();
  const { user } = useAuth();
  return useMemo(() => {
    const update = (item: ShoppingItem, changes: UpdateShoppingItemInput) => {
      const at = new Date().toISOString();
      sync.commit({ kind: 'update', listId, at, name: item.name, itemId: item.id, body: { ...changes, at } });
    };
    return {
      /** Adds an item with an id chosen here (so that sending it twice makes one item). */
      add(input: NewItem): ShoppingItem {
        const at = new Date().toISOString();
        const id = uuidv7();
        const quantity = input.quantity ?? null;
        const source = input.source ?? 'typed';
        const body = {
          id,
          at,
          name: input.name,
          ...(quantity !== null ? { quantity, unit: input.unit ?? null } : {}),
          ...(input.category ? { category: input.category } : {}),
          ...(input.note ? { note: input.note } : {}),
          ...(input.productId ? { productId: input.productId } : {}),
          ...(source !== 'typed' ? { source } : {}),
          ...(input.checked ? { checked: true } : {}),
        };
        const item: ShoppingItem = {
          id,
          listId,
          name: input.name,
          quantity,
          unit: quantity === null ? null : (input.unit ?? null),
          // Until the server answers with the aisle it finds for the name.
          category: input.category ?? 'other',
          note: input.note ?? null,
          checked: input.checked ?? false,
          checkedAt: input.checked ? at : null,
          productId: input.productId ?? null,
          source,
          sources: [
            {
              kind: source,
              recipeId: null,
              title: null,
              quantityText: null,
              productId: input.productId ?? null,
            },
          ],
          addedBy: user ? { id: user.id, name: user.name } : null,
          createdAt: at,
          updatedAt: at,
        };
        sync.commit({ kind: 'add', listId, at, name: input.name, body, item });
        return item;
      },
      update,
      tick: (item: ShoppingItem, checked: boolean) => update(item, { checked }),
      remove(item: ShoppingItem) {
        const at = new Date().toISOString();
        sync.commit({ kind: 'delete', listId, at, name: item.name, itemId: item.id });
      },
      clearChecked(name: string) {
        const at = new Date().toISOString();
        sync.commit({ kind: 'clear-checked', listId, at, name });
      },
    };
  }, [sync, user, listId]);
}
