import { DEFAULT_SETTINGS } from '@shared/contracts/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { User } from '@shared/contracts/auth';
import type { MealPlanEntry, MealPlanResponse } from '@shared/contracts/meal-plans';
import type { ExpiringEntry, PantrySummary, Product, StockChangeResponse } from '@shared/contracts/pantry';
import type { RecipeSuggestion } from '@shared/contracts/recipes';
import { renderApp, setUpI18n, testUser } from '../../../../tests/web';
import { recipeSummary, suggestion } from '../../components/recipes/recipe-fixtures';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { closeScanner, useScannerOpen } from '../../lib/scan-store';
import { csrfRoute, installFakeNetwork, type Handler } from '../../lib/test-network';
import { clearToasts } from '../../lib/toast-store';
import { DashboardPage } from './dashboard-page';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = '2026-11-05T10:00:00.000Z';

function summary(overrides: Partial<PantrySummary> = {}): PantrySummary {
  return {
    today: '2026-11-05',
    warningDays: 3,
    counts: { products: 0, expired: 0, expiresSoon: 0, lowStock: 0, outOfStock: 0 },
    expiring: [],
    lowStock: [],
    month: {
      month: '2026-11',
      wasted: { count: 0, valueCents: 0 },
      consumed: { count: 0, valueCents: 0 },
      saved: { count: 0, valueCents: 0 },
    },
    ...overrides,
  };
}

function expiring(overrides: Partial<ExpiringEntry>): ExpiringEntry {
  return {
    id: 'e1',
    productId: 'p1',
    productName: 'Milk',
    category: 'dairy',
    locationId: 'l1',
    quantity: 1,
    unit: 'l',
    purchasedOn: '2026-11-01',
    expiresOn: '2026-11-06',
    expiryKind: 'best_before',
    openedOn: null,
    frozenOn: null,
    priceCents: 129,
    note: null,
    expiryLabel: 'expires_soon',
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

function product(overrides: Partial<Product>): Product {
  return {
    id: 'p1',
    name: 'Milk',
    brand: null,
    category: 'dairy',
    defaultUnit: 'l',
    minStock: 2,
    shelfLife: { pantry: null, fridge: 7, freezer: 90, opened: 7 },
    barcodes: [],
    conversions: [],
    notes: null,
    imageUrl: null,
    defaultLocationId: null,
    totalQuantity: 0.5,
    stockLabel: 'low_stock',
    nextExpiry: null,
    expiryLabel: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

function change(
  kind: 'add' | 'consume' | 'spoil',
  name: string,
  quantity: number | null,
): StockChangeResponse {
  return {
    operation: {
      id: `op-${kind}`,
      kind,
      productIds: ['p1'],
      quantity,
      unit: quantity === null ? null : 'l',
      shortQuantity: null,
      userId: 'u1',
      userName: 'Ana',
      createdAt: NOW,
      undoneAt: null,
      canUndo: true,
    },
    products: [product({ name })],
    entries: [],
  };
}

function mealPlan(overrides: Partial<MealPlanResponse> = {}): MealPlanResponse {
  return {
    from: '2026-11-05',
    to: '2026-11-05',
    weekStartsOn: 1,
    defaultServings: 2,
    today: '2026-11-05',
    entries: [],
    ...overrides,
  };
}

function planEntry(overrides: Partial<MealPlanEntry> & Pick<MealPlanEntry, 'id'>): MealPlanEntry {
  return {
    date: '2026-11-05',
    slot: 'dinner',
    position: 0,
    recipe: null,
    note: null,
    servings: 2,
    locked: false,
    reasons: [],
    cookedAt: null,
    createdBy: { id: 'u1', name: 'Ana Diaz' },
    updatedAt: NOW,
    ...overrides,
  };
}

function network(routes: Record<string, Handler> = {}) {
  return installFakeNetwork({
    ...csrfRoute,
    'GET /api/pantry/summary': () => ({ body: summary() }),
    'GET /api/appliances': () => ({ body: { appliances: [] } }),
    'GET /api/recipes/suggestions': () => ({ body: { suggestions: [] } }),
    'GET /api/meal-plans': () => ({ body: mealPlan() }),
    'POST /api/auth/resend-verification': () => ({ body: { success: true } }),
    ...routes,
  });
}

/** Renders the dashboard at a local time of day, for a user like testUser. */
function renderAt(localTime: Date, user: Partial<User> = {}) {
  vi.setSystemTime(localTime);
  return renderApp(<DashboardPage />, { path: '/dashboard', user: { ...testUser, ...user } });
}

beforeAll(async () => {
  await setUpI18n();
  // jsdom lacks pointer capture; Radix's toast (swipe to dismiss) asks for it on click.
  Element.prototype.hasPointerCapture ??= () => false;
});
beforeEach(async () => {
  clearCsrfToken();
  clearToasts();
  closeScanner();
  await i18next.changeLanguage('en');
  // Only the clock is fake: the page's requests and Testing Library's waits run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('dashboard greeting', () => {
  test.each([
    ['08:30', 'Good morning, Ana'],
    ['12:00', 'Good afternoon, Ana'],
    ['17:59', 'Good afternoon, Ana'],
    ['21:15', 'Good evening, Ana'],
    ['02:00', 'Good evening, Ana'],
  ])('at %s local time it says "%s"', (time, greeting) => {
    network();
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    renderAt(new Date(2026, 10, 5, hours, minutes));
    expect(screen.getByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
  });
});

describe('dashboard trial status', () => {
  test('counts the days left in the free trial', () => {
    network();
    const now = new Date(2026, 10, 5, 10, 0);
    renderAt(now, { trialEndsAt: new Date(now.getTime() + 3 * DAY_MS).toISOString() });
    expect(screen.getByText('3 days left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View subscription' })).toHaveAttribute('href', '/subscription');
  });

  test('counts a part day as a day left', () => {
    network();
    const now = new Date(2026, 10, 5, 10, 0);
    renderAt(now, { trialEndsAt: new Date(now.getTime() + 2 * 60 * 60 * 1000).toISOString() });
    expect(screen.getByText('1 day left')).toBeInTheDocument();
  });

  test('says when the trial has ended', () => {
    network();
    const now = new Date(2026, 10, 20, 10, 0);
    renderAt(now, { trialEndsAt: new Date(now.getTime() - DAY_MS).toISOString() });
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.getByText(/^Your free trial ended on/)).toBeInTheDocument();
  });

  test('shows no trial status for an account without a trial', () => {
    network();
    renderAt(new Date(2026, 10, 5, 10, 0), { trialEndsAt: null });
    expect(screen.queryByRole('heading', { name: /Free trial/ })).not.toBeInTheDocument();
  });
});

describe('dashboard email verification banner', () => {
  test('is shown to an unverified user and resends the verification email', async () => {
    const net = network();
    const user = userEvent.setup();
    renderAt(new Date(2026, 10, 5, 10, 0), { emailVerified: false });
    expect(screen.getByRole('heading', { name: 'Please verify your email address' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    const sent = net.requests.filter((r) => r.url === '/api/auth/resend-verification');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers['CSRF-Token']).toBe('token-1');
  });

  test('shows the server reason when the email cannot be sent', async () => {
    network({
      'POST /api/auth/resend-verification': () => ({
        status: 429,
        body: { error: 'Too many requests. Please wait and try again.', code: 'RATE_LIMITED' },
      }),
    });
    const user = userEvent.setup();
    renderAt(new Date(2026, 10, 5, 10, 0), { emailVerified: false });
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('The email could not be sent')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait and try again.')).toBeInTheDocument();
  });

  test('is not shown once the email address is verified', () => {
    network();
    renderAt(new Date(2026, 10, 5, 10, 0), { emailVerified: true });
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });
});

describe('dashboard cards', () => {
  test('show their empty states and link to their screens', async () => {
    network();
    renderAt(new Date(2026, 10, 5, 10, 0));
    expect(await screen.findByText('Nothing is expiring soon')).toBeInTheDocument();
    expect(screen.getByText('Nothing has expired')).toBeInTheDocument();
    expect(screen.getByText('Nothing is running low')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open pantry' })).toHaveAttribute(
      'href',
      '/pantry?label=expires_soon',
    );
    expect(screen.getByRole('link', { name: 'Open recipes' })).toHaveAttribute('href', '/recipes');
    expect(screen.getByRole('link', { name: 'Open shopping lists' })).toHaveAttribute(
      'href',
      '/shopping-lists',
    );
    expect(screen.getByRole('link', { name: 'Open meal plan' })).toHaveAttribute('href', '/meal-prep-plan');
    expect(await screen.findByText('No appliances added')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add appliances' })).toHaveAttribute(
      'href',
      '/kitchen-appliance',
    );
  });

  test('count the kitchen appliances', async () => {
    network({ 'GET /api/appliances': () => ({ body: { appliances: [{ id: 'a1' }, { id: 'a2' }] } }) });
    renderAt(new Date(2026, 10, 5, 10, 0));
    expect(await screen.findByText('2 appliances in your kitchen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage appliances' })).toHaveAttribute(
      'href',
      '/kitchen-appliance',
    );
  });
});

describe('dashboard "Today\'s meals"', () => {
  const soup = recipeSummary();
  const pancakes = recipeSummary({ id: 'r-pancakes', title: 'Pancakes' });

  test("lists today's meals by meal, each recipe with a Cook link for that meal, notes as written", async () => {
    const net = network({
      'GET /api/meal-plans': () => ({
        body: mealPlan({
          entries: [
            planEntry({ id: 'e-dinner', slot: 'dinner', recipe: soup, servings: 4 }),
            planEntry({ id: 'e-lunch', slot: 'lunch', note: 'Eat out with Sam' }),
            planEntry({
              id: 'e-breakfast',
              slot: 'breakfast',
              recipe: pancakes,
              cookedAt: '2026-11-05T08:00:00.000Z',
            }),
          ],
        }),
      }),
    });
    renderAt(new Date(2026, 10, 5, 10, 0));
    const card = await screen.findByRole('region', { name: "Today's meals" });
    await within(card).findAllByTestId('todays-meal');
    expect(
      within(card)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    const breakfast = within(card).getByRole('region', { name: 'Breakfast' });
    expect(within(breakfast).getByRole('link', { name: 'Pancakes' })).toHaveAttribute(
      'href',
      '/recipes/r-pancakes',
    );
    expect(within(breakfast).getByText('Cooked')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Lunch' })).toHaveTextContent('Eat out with Sam');
    expect(within(card).queryByRole('link', { name: /Eat out/ })).not.toBeInTheDocument();
    const dinner = within(card).getByRole('region', { name: 'Dinner' });
    expect(dinner).toHaveTextContent('4 servings');
    expect(within(dinner).getByRole('link', { name: 'Cook Lentil soup' })).toHaveAttribute(
      'href',
      `/recipes/${soup.id}?cook=1&entry=e-dinner`,
    );
    expect(within(card).getByRole('link', { name: 'Open meal plan' })).toHaveAttribute(
      'href',
      '/meal-prep-plan',
    );
    const asked = net.requests.filter((r) => r.url.startsWith('/api/meal-plans'));
    expect(asked.map((r) => r.url)).toEqual(['/api/meal-plans?from=2026-11-05&days=1']);
  });

  test('with nothing planned, it says so and links to the meal plan', async () => {
    network();
    renderAt(new Date(2026, 10, 5, 10, 0));
    const card = await screen.findByRole('region', { name: "Today's meals" });
    expect(await within(card).findByText('Nothing planned for today')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Plan your meals' })).toHaveAttribute(
      'href',
      '/meal-prep-plan',
    );
    expect(within(card).queryByTestId('todays-meal')).not.toBeInTheDocument();
  });

  test("asks for the household's today when it is another day than the device's", async () => {
    const net = network({
      'GET /api/meal-plans': (req) =>
        req.url.includes('from=2026-11-06')
          ? {
              body: mealPlan({
                from: '2026-11-06',
                to: '2026-11-06',
                today: '2026-11-06',
                entries: [planEntry({ id: 'e1', date: '2026-11-06', recipe: soup })],
              }),
            }
          : { body: mealPlan({ today: '2026-11-06' }) },
    });
    // Late evening on the device; past midnight where the household lives.
    renderAt(new Date(2026, 10, 5, 23, 30));
    const card = await screen.findByRole('region', { name: "Today's meals" });
    expect(await within(card).findByRole('link', { name: 'Cook Lentil soup' })).toHaveAttribute(
      'href',
      `/recipes/${soup.id}?cook=1&entry=e1`,
    );
    expect(net.requests.filter((r) => r.url.startsWith('/api/meal-plans')).map((r) => r.url)).toEqual([
      '/api/meal-plans?from=2026-11-05&days=1',
      '/api/meal-plans?from=2026-11-06&days=1',
    ]);
  });

  test('says so when the plan cannot be loaded', async () => {
    network({
      'GET /api/meal-plans': () => ({
        status: 503,
        body: { error: 'The service is temporarily unavailable.', code: 'UNAVAILABLE' },
      }),
    });
    renderAt(new Date(2026, 10, 5, 10, 0));
    const card = await screen.findByRole('region', { name: "Today's meals" });
    expect(await within(card).findByText("Today's meals could not be loaded.")).toBeInTheDocument();
  });
});

describe('dashboard "What can I cook"', () => {
  const soup = recipeSummary();
  const pancakes = recipeSummary({ id: 'r-pancakes', title: 'Pancakes' });
  const salad = recipeSummary({ id: 'r-salad', title: 'Green salad' });
  const curry = recipeSummary({ id: 'r-curry', title: 'Curry' });

  function withSuggestions(suggestions: RecipeSuggestion[]) {
    return network({ 'GET /api/recipes/suggestions': () => ({ body: { suggestions } }) });
  }

  test('shows the top three suggestions with their reasons in words and links to them', async () => {
    const net = withSuggestions([
      suggestion({
        recipe: soup,
        expiringSoon: [
          { productId: 'p1', name: 'spinach', expiresOn: '2026-11-06' },
          { productId: 'p2', name: 'milk', expiresOn: '2026-11-07' },
        ],
      }),
      suggestion({ recipe: pancakes, ingredientCount: 5, haveCount: 3, missing: ['flour', 'eggs'] }),
      suggestion({ recipe: salad }),
      suggestion({ recipe: curry }),
    ]);
    renderAt(new Date(2026, 10, 5, 10, 0));
    const card = await screen.findByRole('region', { name: 'What can I cook?' });
    const items = await within(card).findAllByTestId('suggestion');
    expect(items).toHaveLength(3);

    const first = within(items[0]!);
    expect(first.getByRole('heading', { level: 4, name: 'Lentil soup' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Lentil soup' })).toHaveAttribute('href', `/recipes/${soup.id}`);
    expect(first.getByText('Uses 2 items expiring soon: spinach and milk')).toBeInTheDocument();
    expect(first.getByText('You have everything')).toBeInTheDocument();
    const second = within(items[1]!);
    expect(second.getByRole('link', { name: 'Pancakes' })).toHaveAttribute('href', '/recipes/r-pancakes');
    expect(second.getByText('Missing: 2 — flour and eggs')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('link', { name: 'Green salad' })).toBeInTheDocument();
    expect(within(card).queryByText('Curry')).not.toBeInTheDocument();

    expect(within(card).getByRole('link', { name: 'All suggestions' })).toHaveAttribute('href', '/recipes');
    const asked = net.requests.filter((r) => r.url.startsWith('/api/recipes/suggestions'));
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!.url, 'http://x').searchParams.get('limit')).toBe('3');
  });

  test('a suggestion goes onto the meal plan for today’s dinner in two taps', async () => {
    const net = network({
      'GET /api/recipes/suggestions': () => ({ body: { suggestions: [suggestion({ recipe: soup })] } }),
      'POST /api/meal-plans/entries': (req) => ({
        status: 201,
        body: {
          entry: planEntry({
            id: 'e-new',
            recipe: soup,
            servings: (req.body as { servings: number }).servings,
          }),
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(new Date(2026, 10, 5, 10, 0));
    const card = await screen.findByRole('region', { name: 'What can I cook?' });
    await user.click(await within(card).findByRole('button', { name: 'Add Lentil soup to the meal plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to meal plan' });
    expect(await within(dialog).findByLabelText(/^Day/)).toHaveValue('2026-11-05');
    expect(within(dialog).getByLabelText('Meal')).toHaveValue('dinner');
    // The recipe's own servings.
    expect(within(dialog).getByLabelText(/^Servings/)).toHaveValue(4);
    await user.click(within(dialog).getByRole('button', { name: 'Add to plan' }));
    await waitFor(() =>
      expect(
        net.requests.filter((r) => r.method === 'POST' && r.url === '/api/meal-plans/entries'),
      ).toHaveLength(1),
    );
    expect(net.requests.find((r) => r.url === '/api/meal-plans/entries')!.body).toEqual({
      date: '2026-11-05',
      slot: 'dinner',
      recipeId: soup.id,
      servings: 4,
    });
    expect(await screen.findByText('Added to the meal plan')).toBeInTheDocument();
  });

  test('reads in the reader language', async () => {
    withSuggestions([suggestion({ recipe: pancakes, missing: ['Mehl', 'Eier'] })]);
    await i18next.changeLanguage('de');
    renderAt(new Date(2026, 10, 5, 10, 0));
    const card = await screen.findByRole('region', { name: 'Was kann ich kochen?' });
    expect(await within(card).findByText('Es fehlen: 2 — Mehl und Eier')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Alle Vorschläge' })).toHaveAttribute('href', '/recipes');
  });

  test('with nothing the pantry covers, it asks for food in the pantry', async () => {
    withSuggestions([]);
    renderAt(new Date(2026, 10, 5, 10, 0));
    const card = await screen.findByRole('region', { name: 'What can I cook?' });
    expect(await within(card).findByText('Nothing to suggest yet')).toBeInTheDocument();
    expect(
      within(card).getByText(/^Add what you have to the pantry to see what you can cook\./),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Go to the pantry' })).toHaveAttribute('href', '/pantry');
    expect(within(card).getByRole('link', { name: 'Open recipes' })).toHaveAttribute('href', '/recipes');
    expect(within(card).queryByTestId('suggestion')).not.toBeInTheDocument();
  });

  test('says so when the suggestions cannot be loaded', async () => {
    network({
      'GET /api/recipes/suggestions': () => ({
        status: 503,
        body: { error: 'The service is temporarily unavailable.', code: 'UNAVAILABLE' },
      }),
    });
    renderAt(new Date(2026, 10, 5, 10, 0));
    const card = await screen.findByRole('region', { name: 'What can I cook?' });
    expect(await within(card).findByText('The suggestions could not be loaded.')).toBeInTheDocument();
  });
});

describe('dashboard pantry', () => {
  test('lists what expires soon and what has expired, with when, and counts the rest', async () => {
    network({
      'GET /api/pantry/summary': () => ({
        body: summary({
          counts: { products: 9, expired: 1, expiresSoon: 3, lowStock: 0, outOfStock: 0 },
          expiring: [
            expiring({
              id: 'e0',
              productName: 'Yoghurt',
              expiresOn: '2026-11-03',
              expiryLabel: 'expired',
              expiryKind: 'use_by',
            }),
            expiring({ id: 'e1', productName: 'Milk', quantity: 2, expiresOn: '2026-11-06' }),
            expiring({
              id: 'e2',
              productName: 'Spinach',
              quantity: 0.5,
              unit: 'kg',
              expiresOn: '2026-11-05',
            }),
          ],
        }),
      }),
    });
    renderAt(new Date(2026, 10, 5, 10, 0));
    const soon = await screen.findByRole('region', { name: 'Expiring soon' });
    expect(await within(soon).findByText('Milk')).toBeInTheDocument();
    expect(within(soon).getByText('2 l · expires tomorrow')).toBeInTheDocument();
    expect(within(soon).getByText('0.5 kg · expires today')).toBeInTheDocument();
    expect(within(soon).getByText('and 1 more')).toBeInTheDocument();
    const expired = screen.getByRole('region', { name: 'Expired' });
    expect(within(expired).getByText('Yoghurt')).toBeInTheDocument();
    expect(within(expired).getByText('1 l · expired 2 days ago · use by')).toBeInTheDocument();
  });

  test('one tap consumes an entry, says so with Undo, and Undo reverts it', async () => {
    let entries = [expiring({ id: 'e1', productName: 'Milk' })];
    const net = network({
      'GET /api/pantry/summary': () => ({
        body: summary({
          counts: { products: 1, expired: 0, expiresSoon: entries.length, lowStock: 0, outOfStock: 0 },
          expiring: entries,
        }),
      }),
      'POST /api/stock/consume': () => {
        entries = [];
        return { body: change('consume', 'Milk', 1) };
      },
      'POST /api/stock/operations/op-consume/undo': () => {
        entries = [expiring({ id: 'e1', productName: 'Milk' })];
        return { body: change('consume', 'Milk', 1) };
      },
    });
    const user = userEvent.setup();
    renderAt(new Date(2026, 10, 5, 10, 0));
    await user.click(await screen.findByRole('button', { name: 'Consume Milk' }));
    expect(await screen.findByText('Consumed 1 l Milk')).toBeInTheDocument();
    expect(net.requests.find((r) => r.url === '/api/stock/consume')?.body).toEqual({ entryId: 'e1' });
    expect(net.requests.find((r) => r.url === '/api/stock/consume')?.headers['CSRF-Token']).toBe('token-1');
    // The summary is fetched again after the change: the entry is gone.
    expect(await screen.findByText('Nothing is expiring soon')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Change undone')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Consume Milk' })).toBeInTheDocument();
  });

  test('spoiling an entry posts it as waste', async () => {
    const net = network({
      'GET /api/pantry/summary': () => ({
        body: summary({ expiring: [expiring({ id: 'e7', productName: 'Milk' })] }),
      }),
      'POST /api/stock/spoil': () => ({ body: change('spoil', 'Milk', 1) }),
    });
    const user = userEvent.setup();
    renderAt(new Date(2026, 10, 5, 10, 0));
    await user.click(await screen.findByRole('button', { name: 'Mark Milk as spoiled' }));
    expect(await screen.findByText('Marked 1 l Milk as spoiled')).toBeInTheDocument();
    expect(net.requests.find((r) => r.url === '/api/stock/spoil')?.body).toEqual({ entryId: 'e7' });
  });

  test('low stock lists the products against their minimum and links to the pantry', async () => {
    network({
      'GET /api/pantry/summary': () => ({
        body: summary({ lowStock: [product({ id: 'p1', name: 'Milk', totalQuantity: 0.5, minStock: 2 })] }),
      }),
    });
    renderAt(new Date(2026, 10, 5, 10, 0));
    const card = await screen.findByRole('region', { name: 'Low stock' });
    expect(await within(card).findByText('Milk')).toBeInTheDocument();
    expect(within(card).getByText('0.5 l of 2 l')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See low stock' })).toHaveAttribute(
      'href',
      '/pantry?label=low_stock',
    );
  });

  test('low stock: one tap puts a product on the shopping list, another puts them all', async () => {
    const item = (name: string) => ({
      id: `i-${name}`,
      listId: 'list1',
      name,
      quantity: 1.5,
      unit: 'l',
      category: 'dairy',
      note: null,
      checked: false,
      checkedAt: null,
      productId: 'p1',
      source: 'low-stock',
      sources: [],
      addedBy: null,
      createdAt: NOW,
      updatedAt: NOW,
    });
    const net = network({
      'GET /api/pantry/summary': () => ({
        body: summary({
          lowStock: [
            product({ id: 'p1', name: 'Milk', totalQuantity: 0.5, minStock: 2 }),
            product({ id: 'p2', name: 'Rice', defaultUnit: 'kg', totalQuantity: 0, minStock: 1 }),
          ],
        }),
      }),
      'GET /api/shopping-lists/default': () => ({ body: { listId: 'list1' } }),
      'POST /api/shopping-lists/list1/items': () => ({
        status: 201,
        body: { item: item('Milk'), overridden: [] },
      }),
      'POST /api/shopping-lists/list1/smart': () => ({ body: { added: [item('Rice')], updated: [] } }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(new Date(2026, 10, 5, 10, 0));
    const card = await screen.findByRole('region', { name: 'Low stock' });
    await user.click(await within(card).findByRole('button', { name: 'Add Milk to the shopping list' }));
    expect(await within(card).findByRole('button', { name: 'Milk is on the shopping list' })).toBeDisabled();
    expect(net.requests.find((r) => r.url === '/api/shopping-lists/list1/items')?.body).toEqual({
      name: 'Milk',
      productId: 'p1',
      quantity: 1.5,
      unit: 'l',
      source: 'low-stock',
    });
    await user.click(within(card).getByRole('button', { name: 'Add all to the list' }));
    expect(await screen.findByText('1 item on the shopping list')).toBeInTheDocument();
    expect(net.requests.find((r) => r.url === '/api/shopping-lists/list1/smart')?.body).toEqual({
      lowStock: true,
    });
  });

  test("this month's waste, use and savings", async () => {
    network({
      'GET /api/pantry/summary': () => ({
        body: summary({
          month: {
            month: '2026-11',
            wasted: { count: 2, valueCents: 349 },
            consumed: { count: 14, valueCents: 4210 },
            saved: { count: 1, valueCents: 129 },
          },
        }),
      }),
    });
    renderAt(new Date(2026, 10, 5, 10, 0));
    const card = await screen.findByRole('region', { name: 'This month' });
    expect(await within(card).findByText('2 items · $3.49')).toBeInTheDocument();
    expect(within(card).getByText('14 items · $42.10')).toBeInTheDocument();
    expect(within(card).getByText('1 item · $1.29')).toBeInTheDocument();
  });

  test("this month's money is in the currency of the settings", async () => {
    network({
      'GET /api/user/settings': () => ({ body: { ...DEFAULT_SETTINGS, currency: 'KRW' } }),
      'GET /api/pantry/summary': () => ({
        body: summary({
          month: {
            month: '2026-11',
            wasted: { count: 2, valueCents: 3490 },
            consumed: { count: 0, valueCents: 0 },
            saved: { count: 1, valueCents: 129 },
          },
        }),
      }),
    });
    renderAt(new Date(2026, 10, 5, 10, 0));
    const card = await screen.findByRole('region', { name: 'This month' });
    // The won has no minor unit.
    expect(await within(card).findByText('2 items · ₩3,490')).toBeInTheDocument();
    expect(within(card).getByText('0 items · ₩0')).toBeInTheDocument();
  });

  test('quick add posts the typed line and confirms it', async () => {
    const net = network({ 'POST /api/stock/quick-add': () => ({ body: change('add', 'Milk', 2) }) });
    const user = userEvent.setup();
    renderAt(new Date(2026, 10, 5, 10, 0));
    await user.type(screen.getByLabelText('Quick add'), '2 l milk');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added 2 l Milk')).toBeInTheDocument();
    expect(net.requests.find((r) => r.url === '/api/stock/quick-add')?.body).toEqual({ text: '2 l milk' });
    expect(screen.getByLabelText('Quick add')).toHaveValue('');
  });

  test("quick add shows the server's reason when a line cannot be added", async () => {
    network({
      'POST /api/stock/quick-add': () => ({
        status: 400,
        body: { error: 'Type what you bought, for example "2 l milk"', code: 'VALIDATION_FAILED' },
      }),
    });
    const user = userEvent.setup();
    renderAt(new Date(2026, 10, 5, 10, 0));
    await user.type(screen.getByLabelText('Quick add'), '2');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Type what you bought, for example "2 l milk"',
    );
  });

  test('the Scan button opens the scan modal', async () => {
    network();
    const user = userEvent.setup();
    function ScannerState() {
      const [open] = useScannerOpen();
      return <output aria-label="scanner">{open ? 'open' : 'closed'}</output>;
    }
    vi.setSystemTime(new Date(2026, 10, 5, 10, 0));
    renderApp(
      <>
        <DashboardPage />
        <ScannerState />
      </>,
      { path: '/dashboard', user: testUser },
    );
    expect(screen.getByLabelText('scanner')).toHaveTextContent('closed');
    await user.click(screen.getByRole('button', { name: 'Scan' }));
    await waitFor(() => expect(screen.getByLabelText('scanner')).toHaveTextContent('open'));
  });
});
