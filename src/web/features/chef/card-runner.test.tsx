import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ChefProposal } from '@shared/contracts/chef';
import type { StockChangeResponse } from '@shared/contracts/pantry';
import type { ShoppingItem } from '@shared/contracts/shopping';
import { renderPage } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { csrfRoute, installFakeNetwork, type Handler } from '../../lib/test-network';
import { clearToasts } from '../../lib/toast-store';
import { runProposal } from './card-runner';
import type { AnyProposal } from './chef-messages';

beforeAll(() => {
  // jsdom lacks pointer capture; Radix's toast asks for it.
  Element.prototype.hasPointerCapture ??= () => false;
});
beforeEach(() => {
  clearCsrfToken();
  clearToasts();
});
afterEach(() => vi.unstubAllGlobals());

const pantryCard: ChefProposal = {
  kind: 'pantry',
  action: { type: 'ADD_TO_PANTRY', items: [{ name: 'milk', quantity: 2, unit: 'l' }] },
};
const dietCard: ChefProposal = {
  kind: 'dietaryPreferences',
  action: { type: 'UPDATE_DIETARY_PREFERENCES', add: ['Vegetarian'] },
};
const applianceCard: ChefProposal = {
  kind: 'appliance',
  action: { type: 'ADD_KITCHEN_APPLIANCE', appliance: { applianceSlug: 'air-fryer' } },
};

const stockChange: StockChangeResponse = {
  operation: {
    id: 'op1',
    kind: 'add',
    productIds: ['p1'],
    quantity: 2,
    unit: 'l',
    shortQuantity: null,
    userId: 'u1',
    userName: 'Ana Diaz',
    createdAt: '2026-12-01T10:00:00.000Z',
    undoneAt: null,
    canUndo: true,
  },
  products: [],
  entries: [],
};

function shoppingItem(name: string): ShoppingItem {
  return {
    id: `item-${name}`,
    listId: 'list-1',
    name,
    quantity: null,
    unit: null,
    category: 'other',
    note: null,
    checked: false,
    checkedAt: null,
    productId: null,
    source: 'chef',
    sources: [],
    addedBy: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
  };
}

/** The toaster on a page, the app's query client with cached data, and the chef words. */
function setUp(routes: Record<string, Handler>) {
  const net = installFakeNetwork({ ...csrfRoute, ...routes });
  const page = renderPage(null);
  const t = page.i18n.getFixedT('en', 'chef');
  const startTimer = vi.fn();
  const navigate = vi.fn();
  const run = (proposal: AnyProposal) =>
    runProposal(proposal, { t, queryClient: page.queryClient, startTimer, navigate });
  const sent = (method: string, url: string) =>
    net.requests.filter((r) => r.method === method && r.url === url);
  return { ...page, net, run, sent, startTimer, navigate };
}

// Generous: a loaded machine running every test file at once is slow to paint the first toast.
const FIND = { timeout: 5000 };
const toastTitle = async (title: string) =>
  expect(await screen.findByText(title, {}, FIND)).toBeInTheDocument();

describe('confirming a card runs what it proposes', () => {
  test('a pantry card posts its action, says “Item added to your pantry” and offers Undo', async () => {
    const { run, sent } = setUp({
      'POST /api/chat/actions/pantry': () => ({ body: { type: 'ADD_TO_PANTRY', result: stockChange } }),
      'POST /api/stock/operations/op1/undo': () => ({
        body: { ...stockChange, operation: { ...stockChange.operation, undoneAt: 'now', canUndo: false } },
      }),
    });
    await expect(run(pantryCard)).resolves.toBe(true);
    const [post] = sent('POST', '/api/chat/actions/pantry');
    expect(post!.body).toEqual(pantryCard.action);
    expect(post!.headers['CSRF-Token']).toBe('token-1');
    await toastTitle('Item added to your pantry');

    // A click as the browser sends it (Radix lets the toast region take pointers a render later).
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await toastTitle('Taken out of the pantry again');
    expect(sent('POST', '/api/stock/operations/op1/undo')).toHaveLength(1);
  });

  test('a dietary preferences card posts its action and says “Dietary preferences updated”', async () => {
    const { run, sent } = setUp({
      'POST /api/chat/actions/dietary-preferences': () => ({
        body: { type: 'UPDATE_DIETARY_PREFERENCES', dietaryPreferences: ['Vegetarian'] },
      }),
    });
    await expect(run(dietCard)).resolves.toBe(true);
    expect(sent('POST', '/api/chat/actions/dietary-preferences')[0]!.body).toEqual(dietCard.action);
    await toastTitle('Dietary preferences updated');
  });

  test('an appliance card posts its action and says “Kitchen appliance added”', async () => {
    const { run, sent } = setUp({
      'POST /api/chat/actions/appliance': () => ({ status: 201, body: { type: 'ADD_KITCHEN_APPLIANCE' } }),
    });
    await expect(run(applianceCard)).resolves.toBe(true);
    expect(sent('POST', '/api/chat/actions/appliance')[0]!.body).toEqual(applianceCard.action);
    await toastTitle('Kitchen appliance added');
  });

  test('a shopping-list card adds its lines to the default list, one line each', async () => {
    const { run, sent, navigate } = setUp({
      'GET /api/shopping-lists/default': () => ({ body: { listId: 'list-1' } }),
      'POST /api/shopping-lists/list-1/items/quick-add': () => ({
        status: 201,
        body: { items: [shoppingItem('butter'), shoppingItem('eggs')], failed: [] },
      }),
    });
    await expect(run({ kind: 'shoppingList', lines: ['butter', '12 eggs'] })).resolves.toBe(true);
    expect(sent('POST', '/api/shopping-lists/list-1/items/quick-add')[0]!.body).toEqual({
      text: 'butter\n12 eggs',
    });
    await toastTitle('2 items added to your shopping list');
    fireEvent.click(screen.getByRole('button', { name: 'Open list' }));
    expect(navigate).toHaveBeenCalledWith('/shopping-lists');
  });

  test('a meal-plan card adds the recipe to the day’s slot', async () => {
    const { run, sent } = setUp({ 'POST /api/meal-plans/entries': () => ({ status: 201, body: {} }) });
    const card: ChefProposal = {
      kind: 'mealPlan',
      recipeId: 'r1',
      recipeTitle: 'Shakshuka',
      date: '2026-12-01',
      slot: 'dinner',
    };
    await expect(run(card)).resolves.toBe(true);
    expect(sent('POST', '/api/meal-plans/entries')[0]!.body).toEqual({
      date: '2026-12-01',
      slot: 'dinner',
      recipeId: 'r1',
    });
    await toastTitle('Shakshuka added to your meal plan');
  });

  test('a timer card starts a timer in the browser, without a request', async () => {
    const { run, net, startTimer } = setUp({});
    await expect(run({ kind: 'timer', seconds: 600, label: 'Pasta' })).resolves.toBe(true);
    expect(startTimer).toHaveBeenCalledWith('Pasta', 600);
    expect(net.requests).toHaveLength(0);
  });
});

describe('a card that fails says why (spec §8)', () => {
  test.each([
    [
      'pantry',
      '/api/chat/actions/pantry',
      pantryCard,
      'Error adding to pantry',
      'Failed to add item to pantry',
    ],
    [
      'dietary preferences',
      '/api/chat/actions/dietary-preferences',
      dietCard,
      'Error updating preferences',
      'Failed to update dietary preferences',
    ],
    [
      'appliance',
      '/api/chat/actions/appliance',
      applianceCard,
      'Error adding appliance',
      'Failed to add appliance',
    ],
  ] as const)(
    '%s: the server’s reason under its title, else the fallback',
    async (_name, path, card, title, fallback) => {
      let answer = {
        status: 404,
        body: { error: 'That location is not in your kitchen.', code: 'NOT_FOUND' },
      };
      const { run } = setUp({ [`POST ${path}`]: () => answer });
      await expect(run(card)).resolves.toBe(false);
      const toast = (await screen.findByText(title, {}, FIND)).closest('[data-slot="toast"]')!;
      expect(toast).toHaveAttribute('data-variant', 'destructive');
      expect(toast).toHaveTextContent('That location is not in your kitchen.');

      clearToasts();
      answer = { status: 500, body: 'Internal Server Error' as never };
      await expect(run(card)).resolves.toBe(false);
      const second = (await screen.findByText(title, {}, FIND)).closest('[data-slot="toast"]')!;
      expect(second).toHaveTextContent(fallback);
    },
  );

  test('a kind this browser does not know: “Unsupported action”, and nothing is sent', async () => {
    const { run, net } = setUp({});
    await expect(run({ kind: 'restaurant', seats: 2 })).resolves.toBe(false);
    await toastTitle('Unsupported action');
    expect(screen.getByText('This action is not supported yet')).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  test('a known kind whose payload does not hold together is unsupported too', async () => {
    const { run } = setUp({});
    await expect(run({ kind: 'pantry', action: { type: 'ADD_TO_PANTRY', items: [] } })).resolves.toBe(false);
    await toastTitle('Unsupported action');
  });

  test('any other failure: “Action Failed”, “Something went wrong”', async () => {
    const { run } = setUp({ 'GET /api/shopping-lists/default': () => ({ status: 503 }) });
    await expect(run({ kind: 'shoppingList', lines: ['butter'] })).resolves.toBe(false);
    await toastTitle('Action Failed');
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  });

  test('a shopping-list card whose every line failed says the server’s reason', async () => {
    const { run } = setUp({
      'GET /api/shopping-lists/default': () => ({ body: { listId: 'list-1' } }),
      'POST /api/shopping-lists/list-1/items/quick-add': () => ({
        status: 201,
        body: { items: [], failed: [{ line: '???', error: 'Could not read “???”.' }] },
      }),
    });
    await expect(run({ kind: 'shoppingList', lines: ['???'] })).resolves.toBe(false);
    await toastTitle('Action Failed');
    expect(screen.getByText('Could not read “???”.')).toBeInTheDocument();
  });
});

describe('after a change, the cached data it touched is fetched again', () => {
  const SPEC_GROUPS = [
    '/api/food/catalogue',
    '/api/pantry?sort=name',
    '/api/user/preferences',
    '/api/user/settings',
    '/api/kitchen',
    '/api/appliances',
    '/api/appliance/catalogue',
    '/api/user/onboarding',
  ];

  function seed(client: ReturnType<typeof setUp>['queryClient'], keys: readonly string[]) {
    for (const key of keys) client.setQueryData([key], { seeded: true });
  }
  const invalidated = (client: ReturnType<typeof setUp>['queryClient'], key: string) =>
    client.getQueryState([key])?.isInvalidated;

  test('a spec action refreshes spec §7’s groups and the pantry’s lists, not unrelated data', async () => {
    const { run, queryClient } = setUp({
      'POST /api/chat/actions/dietary-preferences': () => ({
        body: { type: 'UPDATE_DIETARY_PREFERENCES', dietaryPreferences: ['Vegetarian'] },
      }),
    });
    const others = ['/api/products?q=', '/api/stock/operations', '/api/recipes/suggestions?limit=6'];
    seed(queryClient, [...SPEC_GROUPS, ...others, '/api/family', '/api/meal-plans?from=2026-12-01&days=7']);
    await run(dietCard);
    for (const key of [...SPEC_GROUPS, ...others]) expect(invalidated(queryClient, key), key).toBe(true);
    expect(invalidated(queryClient, '/api/family')).toBe(false);
    expect(invalidated(queryClient, '/api/meal-plans?from=2026-12-01&days=7')).toBe(false);
  });

  test('a shopping-list card refreshes the lists; a meal-plan card the plan', async () => {
    const { run, queryClient } = setUp({
      'GET /api/shopping-lists/default': () => ({ body: { listId: 'list-1' } }),
      'POST /api/shopping-lists/list-1/items/quick-add': () => ({
        status: 201,
        body: { items: [shoppingItem('butter')], failed: [] },
      }),
      'POST /api/meal-plans/entries': () => ({ status: 201, body: {} }),
    });
    seed(queryClient, ['/api/shopping-lists/list-1', '/api/meal-plans?from=2026-12-01&days=7']);
    await run({ kind: 'shoppingList', lines: ['butter'] });
    expect(invalidated(queryClient, '/api/shopping-lists/list-1')).toBe(true);
    expect(invalidated(queryClient, '/api/meal-plans?from=2026-12-01&days=7')).toBe(false);
    await run({ kind: 'mealPlan', recipeId: 'r1', recipeTitle: 'Soup', date: '2026-12-01', slot: 'lunch' });
    await waitFor(() =>
      expect(invalidated(queryClient, '/api/meal-plans?from=2026-12-01&days=7')).toBe(true),
    );
  });

  test('a failed action refreshes nothing', async () => {
    const { run, queryClient } = setUp({
      'POST /api/chat/actions/pantry': () => ({ status: 400, body: { error: 'No.', code: 'VALIDATION' } }),
    });
    seed(queryClient, SPEC_GROUPS);
    await run(pantryCard);
    for (const key of SPEC_GROUPS) expect(invalidated(queryClient, key), key).toBe(false);
  });
});
