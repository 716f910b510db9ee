import type {
  AddShoppingItemInput,
  ShoppingItem,
  ShoppingItemField,
  ShoppingListSummary,
  ShoppingSuggestion,
  UpdateShoppingItemInput,
} from '@shared/contracts/shopping';
import { DEFAULT_AISLE_ORDER } from '@shared/domain/aisle-order';
import type { FoodCategory } from '@shared/domain/food-categories';
import { DEFAULT_SETTINGS } from '@shared/contracts/settings';
import { csrfRoute, installFakeNetwork, type FakeRequest, type Handler } from '../../lib/test-network';
import { applyChanges } from './list-state';
import { AT, item as buildItem, summary } from './shopping-fixtures';

/*
 * The shopping lists' server behind the web tests' fake network: lists and items in memory, the
 * routes of shopping.routes.ts answering as the real ones do (device ids, 404 for a gone item,
 * `overridden` for fields someone else changed later), and a switch that makes every request fail
 * as a lost connection does.
 */

export type ServerSetup = {
  lists?: ShoppingListSummary[];
  items?: ShoppingItem[];
  aisleOrder?: FoodCategory[];
  suggestions?: ShoppingSuggestion[];
  /** Fields of an item that someone else changed after any edit these tests make. */
  laterEdits?: Record<string, ShoppingItemField[]>;
  routes?: Record<string, Handler>;
};

const FIELD_OF: Record<string, ShoppingItemField> = {
  name: 'name',
  quantity: 'amount',
  unit: 'amount',
  category: 'category',
  note: 'note',
  checked: 'checked',
};

export function shoppingServer(setup: ServerSetup = {}) {
  const state = {
    lists: setup.lists ?? [summary()],
    items: [...(setup.items ?? [])],
    aisleOrder: setup.aisleOrder ?? [...DEFAULT_AISLE_ORDER],
    down: false,
  };
  const counted = (list: ShoppingListSummary): ShoppingListSummary => {
    const items = state.items.filter((i) => i.listId === list.id);
    return { ...list, itemCount: items.length, checkedCount: items.filter((i) => i.checked).length };
  };
  const notFound = { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };

  const listRoute = (method: string, listId: string, rest: string | undefined, req: FakeRequest) => {
    const list = state.lists.find((l) => l.id === listId);
    if (!list) return notFound;
    if (method === 'GET' && rest === undefined) {
      return {
        body: {
          list: counted(list),
          items: state.items.filter((i) => i.listId === listId),
          aisleOrder: state.aisleOrder,
        },
      };
    }
    if (method === 'POST' && rest === 'items') {
      const body = req.body as AddShoppingItemInput & { id: string };
      const existing = state.items.find((i) => i.id === body.id);
      if (existing) return { status: 200, body: { item: existing, overridden: [] } };
      const created = buildItem({
        id: body.id,
        listId,
        name: body.name,
        quantity: body.quantity ?? null,
        unit: body.quantity == null ? null : (body.unit ?? null),
        category: body.category ?? 'other',
        productId: body.productId ?? null,
        createdAt: body.at ?? AT,
        updatedAt: body.at ?? AT,
      });
      state.items.push(created);
      return { status: 201, body: { item: created, overridden: [] } };
    }
    const itemMatch = /^items\/([^/]+)$/.exec(rest ?? '');
    if (itemMatch) {
      const index = state.items.findIndex((i) => i.id === itemMatch[1] && i.listId === listId);
      if (index < 0) return notFound;
      if (method === 'DELETE') {
        state.items.splice(index, 1);
        return { status: 204 };
      }
      if (method === 'PATCH') {
        const body = { ...(req.body as UpdateShoppingItemInput & { at: string }) };
        const later = new Set(setup.laterEdits?.[itemMatch[1]!] ?? []);
        const overridden = new Set<ShoppingItemField>();
        for (const key of Object.keys(body)) {
          const field = FIELD_OF[key];
          if (field && later.has(field)) {
            overridden.add(field);
            delete body[key as keyof typeof body];
          }
        }
        state.items[index] = applyChanges(state.items[index]!, body, body.at);
        return { body: { item: state.items[index], overridden: [...overridden] } };
      }
    }
    if (method === 'POST' && rest === 'clear-checked') {
      const before = state.items.length;
      state.items = state.items.filter((i) => !(i.listId === listId && i.checked));
      return { body: { removed: before - state.items.length } };
    }
    return notFound;
  };

  const fixed: Record<string, Handler> = {
    ...csrfRoute,
    'GET /api/user/settings': () => ({ body: DEFAULT_SETTINGS }),
    'GET /api/shopping-lists': () => ({ body: { lists: state.lists.map(counted) } }),
    'GET /api/shopping-lists/suggestions': () => ({ body: { suggestions: setup.suggestions ?? [] } }),
    ...setup.routes,
  };
  const offline: Handler = () => {
    throw new TypeError('Failed to fetch');
  };
  const routes = new Proxy(fixed, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      if (state.down) return offline;
      if (target[key]) return target[key];
      const match = /^(GET|POST|PATCH|PUT|DELETE) \/api\/shopping-lists\/([^/?]+)(?:\/([^?]+))?$/.exec(key);
      if (!match) return undefined;
      return (req: FakeRequest) => listRoute(match[1]!, match[2]!, match[3], req);
    },
  });
  const net = installFakeNetwork(routes);
  /** The requests sent to a path (without its query), in order. */
  const sent = (method: string, path: string) =>
    net.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
  /** Every item change sent, as "METHOD path". */
  const changes = () =>
    net.requests
      .filter((r) => r.method !== 'GET' && r.url.includes('/items'))
      .map((r) => `${r.method} ${r.url.replace('/api/shopping-lists/', '')}`);
  return { state, net, sent, changes };
}

/** Makes the browser say it is offline (or online again), as the real events do. */
export function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
