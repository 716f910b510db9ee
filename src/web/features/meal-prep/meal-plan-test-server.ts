import type {
  MealPlanEntry,
  MealPlanEntryInput,
  MealPlanEntryPatch,
  MealSlot,
  PrepSession,
} from '@shared/contracts/meal-plans';
import type { RecipeSummary } from '@shared/contracts/recipes';
import type { ShoppingItem } from '@shared/contracts/shopping';
import { addDays } from '@shared/domain/stock';
import { recipePage, recipeSummary } from '../../components/recipes/recipe-fixtures';
import {
  csrfRoute,
  installFakeNetwork,
  type FakeRequest,
  type FakeResponse,
  type Handler,
} from '../../lib/test-network';

/*
 * The meal plan's server behind the web tests' fake network: entries in memory, the routes of
 * meal-plans.routes.ts answering as the real ones do (201 on a new entry, 204 on a delete, a moved
 * entry locked and last in its slot), and the recipes the add dialog searches.
 */

/** A Wednesday: its Monday week is 23–29 November 2026, its Sunday week 22–28 November. */
export const TODAY = '2026-11-25';

export const soup = recipeSummary();
export const pancakes = recipeSummary({
  id: '01938f6e-0000-7000-8000-000000000002',
  title: 'Pancakes',
  image: {
    thumb: '/api/recipes/p2/image?size=thumb',
    medium: '/api/recipes/p2/image?size=medium',
    large: '/api/recipes/p2/image?size=large',
  },
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: 20,
});
export const curry = recipeSummary({
  id: '01938f6e-0000-7000-8000-000000000003',
  title: 'Green curry',
  totalMinutes: 40,
  cuisine: 'Thai',
});

export function planEntry(overrides: Partial<MealPlanEntry> = {}): MealPlanEntry {
  return {
    id: 'e1',
    date: '2026-11-24',
    slot: 'dinner',
    position: 0,
    recipe: soup,
    note: null,
    servings: 2,
    locked: false,
    reasons: [],
    cookedAt: null,
    createdBy: { id: 'u1', name: 'Ana Diaz' },
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** An item of a shopping list as the API answers it. */
export function shoppingItem(overrides: Partial<ShoppingItem> = {}): ShoppingItem {
  return {
    id: 'i1',
    listId: 'l1',
    name: 'Red lentils',
    quantity: 200,
    unit: 'g',
    category: 'pantry',
    note: null,
    checked: false,
    checkedAt: null,
    productId: null,
    source: 'mealplan',
    sources: [
      { kind: 'recipe', recipeId: soup.id, title: soup.title, quantityText: '200 g', productId: null },
    ],
    addedBy: { id: 'u1', name: 'Ana Diaz' },
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** A prep session as POST /api/meal-prep/sessions answers it. */
export function prepSession(overrides: Partial<PrepSession> = {}): PrepSession {
  return {
    id: 's1',
    from: '2026-11-23',
    to: '2026-11-29',
    createdAt: '2026-11-22T10:00:00.000Z',
    totalMinutes: 90,
    sequentialMinutes: 150,
    tasks: [],
    meals: [],
    done: [],
    ...overrides,
  };
}

export type PlanServerSetup = {
  entries?: MealPlanEntry[];
  today?: string;
  weekStartsOn?: number;
  defaultServings?: number;
  recipes?: RecipeSummary[];
  feedUrl?: string | null;
  /** Answers that replace the fake server's own (a refusal, say). */
  routes?: Record<string, Handler>;
};

const notFound: FakeResponse = { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };

export function mealPlanServer(setup: PlanServerSetup = {}) {
  const recipes = setup.recipes ?? [soup, pancakes, curry];
  const state = {
    entries: [...(setup.entries ?? [])],
    feedUrl: setup.feedUrl ?? null,
    feedCount: 0,
    made: 0,
  };
  const today = setup.today ?? TODAY;

  const lastPosition = (date: string, slot: MealSlot) =>
    state.entries
      .filter((e) => e.date === date && e.slot === slot)
      .reduce((max, e) => Math.max(max, e.position + 1), 0);

  const entryRoute = (
    method: string,
    id: string,
    action: string | undefined,
    req: FakeRequest,
  ): FakeResponse => {
    const index = state.entries.findIndex((e) => e.id === id);
    if (index < 0) return notFound;
    const current = state.entries[index]!;
    if (method === 'DELETE' && !action) {
      state.entries.splice(index, 1);
      return { status: 204 };
    }
    if (method === 'PATCH' && !action) {
      const patch = req.body as MealPlanEntryPatch;
      const moving =
        (patch.date !== undefined && patch.date !== current.date) ||
        (patch.slot !== undefined && patch.slot !== current.slot);
      const next: MealPlanEntry = {
        ...current,
        ...(patch.servings === undefined ? {} : { servings: patch.servings }),
        ...(patch.locked === undefined ? {} : { locked: patch.locked }),
        ...(patch.note === undefined ? {} : { note: patch.note }),
        ...(moving
          ? {
              date: patch.date ?? current.date,
              slot: patch.slot ?? current.slot,
              position: lastPosition(patch.date ?? current.date, patch.slot ?? current.slot),
              locked: patch.locked ?? true,
            }
          : {}),
      };
      state.entries[index] = next;
      return { body: { entry: next } };
    }
    if (method === 'POST' && action === 'copy') {
      const target = req.body as { date: string; slot: MealSlot };
      state.made += 1;
      const copy = {
        ...current,
        id: `new-${state.made}`,
        ...target,
        position: lastPosition(target.date, target.slot),
        locked: true,
      };
      state.entries.push(copy);
      return { status: 201, body: { entry: copy } };
    }
    if (method === 'POST' && action === 'swap') {
      const other = recipes.find((r) => r.id !== current.recipe?.id)!;
      const next = { ...current, recipe: other };
      state.entries[index] = next;
      return { body: { entry: next } };
    }
    return notFound;
  };

  const fixed: Record<string, Handler> = {
    ...csrfRoute,
    'GET /api/meal-plans': (req) => {
      const query = new URL(req.url, 'http://x').searchParams;
      const from = query.get('from')!;
      const days = Number(query.get('days') ?? 7);
      const to = addDays(from, days - 1);
      return {
        body: {
          from,
          to,
          weekStartsOn: setup.weekStartsOn ?? 1,
          defaultServings: setup.defaultServings ?? 3,
          today,
          entries: state.entries.filter((e) => e.date >= from && e.date <= to),
        },
      };
    },
    'POST /api/meal-plans/entries': (req) => {
      const input = req.body as MealPlanEntryInput;
      state.made += 1;
      const entry = planEntry({
        id: `new-${state.made}`,
        date: input.date,
        slot: input.slot,
        position: lastPosition(input.date, input.slot),
        recipe: input.recipeId ? (recipes.find((r) => r.id === input.recipeId) ?? null) : null,
        note: input.note ?? null,
        servings: input.servings ?? setup.defaultServings ?? 3,
      });
      state.entries.push(entry);
      return { status: 201, body: { entry } };
    },
    'GET /api/recipes': (req) => {
      const q = (new URL(req.url, 'http://x').searchParams.get('q') ?? '').toLowerCase();
      const found = recipes.filter((r) => r.title.toLowerCase().includes(q));
      return { body: recipePage(found, { total: found.length, offset: 0, limit: 8 }) };
    },
    'GET /api/meal-plans/calendar-feed': () => ({ body: { url: state.feedUrl } }),
    'POST /api/meal-plans/calendar-feed': () => {
      state.feedCount += 1;
      state.feedUrl = `https://larder.example/api/calendar/feed-${state.feedCount}.ics`;
      return { body: { url: state.feedUrl } };
    },
    'DELETE /api/meal-plans/calendar-feed': () => {
      state.feedUrl = null;
      return { status: 204 };
    },
    ...setup.routes,
  };
  for (const recipe of recipes) {
    fixed[`GET /api/recipes/${recipe.id}`] ??= () => ({ body: { recipe } });
  }

  const routes = new Proxy(fixed, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      if (target[key]) return target[key];
      const match = /^(POST|PATCH|DELETE) \/api\/meal-plans\/entries\/([^/?]+)(?:\/([^?]+))?$/.exec(key);
      if (!match) return undefined;
      return (req: FakeRequest) => entryRoute(match[1]!, match[2]!, match[3], req);
    },
  });
  const net = installFakeNetwork(routes);
  /** The requests sent to a path (without its query), in order. */
  const sent = (method: string, path: string) =>
    net.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
  /** The `from` of every week asked for. */
  const weeksAsked = () =>
    sent('GET', '/api/meal-plans').map((r) => new URL(r.url, 'http://x').searchParams.get('from'));
  return { state, net, sent, weeksAsked };
}
