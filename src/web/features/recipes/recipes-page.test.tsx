import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Product } from '@shared/contracts/pantry';
import type { RecipeSuggestion, RecipeSummary } from '@shared/contracts/recipes';
import { deferred, renderApp, setUpI18n } from '../../../../tests/web';
import { recipePage, recipeSummary, suggestion } from '../../components/recipes/recipe-fixtures';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { csrfRoute, installFakeNetwork, type Handler } from '../../lib/test-network';
import { clearToasts } from '../../lib/toast-store';
import { RecipesPage } from './recipes-page';

const soup = recipeSummary();
const pancakes = recipeSummary({
  id: '01938f6e-0000-7000-8000-000000000002',
  title: 'Pancakes',
  image: {
    thumb: '/api/recipes/p2/image?size=thumb',
    medium: '/api/recipes/p2/image?size=medium',
    large: '/api/recipes/p2/image?size=large',
  },
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: 90,
  difficulty: 'medium',
  dietaryFlags: ['Vegetarian', 'Nut-Free', 'Halal', 'Kosher', 'Low Carb'],
  favorite: true,
});
const tagine = recipeSummary({
  id: 'lib-tagine',
  source: 'library',
  title: 'Chickpea tagine',
  prepMinutes: null,
  cookMinutes: null,
  difficulty: null,
  dietaryFlags: [],
});

type Setup = {
  recipes?: RecipeSummary[];
  suggestions?: RecipeSuggestion[];
  cuisines?: string[];
  routes?: Record<string, Handler>;
  /** The answer to a favorite change, instead of making it. */
  favoriteRefusal?: () => { status: number; body: unknown } | null;
  /** Holds the list's answers back until it resolves. */
  listGate?: () => Promise<void>;
};

/**
 * The recipes API behind the fake network: paged as the server pages, filtered by source, and
 * keeping the favorite marks it is sent.
 */
function recipesApi(setup: Setup = {}) {
  const all = (setup.recipes ?? [soup, pancakes, tagine]).map((recipe) => ({ ...recipe }));
  const favoriteRoutes: Record<string, Handler> = {};
  for (const recipe of all) {
    for (const method of ['PUT', 'DELETE'] as const) {
      favoriteRoutes[`${method} /api/recipes/${recipe.id}/favorite`] = () => {
        const refusal = setup.favoriteRefusal?.();
        if (refusal) return refusal;
        recipe.favorite = method === 'PUT';
        return { body: { favorite: recipe.favorite } };
      };
    }
  }
  const net = installFakeNetwork({
    ...csrfRoute,
    ...favoriteRoutes,
    'GET /api/recipes': async (req) => {
      await setup.listGate?.();
      const query = new URL(req.url, 'http://x').searchParams;
      const source = query.get('source');
      const matching = all.filter((recipe) => !source || recipe.source === source);
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 24);
      return {
        body: recipePage(matching.slice(offset, offset + limit), {
          total: matching.length,
          offset,
          limit,
          cuisines: setup.cuisines ?? ['Turkish'],
        }),
      };
    },
    'GET /api/recipes/suggestions': () => ({ body: { suggestions: setup.suggestions ?? [] } }),
    ...setup.routes,
  });
  const listQueries = () =>
    net.requests
      .filter((r) => r.method === 'GET' && r.url.startsWith('/api/recipes?'))
      .map((r) => new URL(r.url, 'http://x').searchParams);
  return { net, listQueries };
}

beforeAll(async () => {
  await setUpI18n();
  Element.prototype.hasPointerCapture ??= () => false;
});
beforeEach(async () => {
  clearCsrfToken();
  clearToasts();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the recipe book', () => {
  test('shows each recipe as a card: picture or placeholder, time, difficulty, diets and favorite mark', async () => {
    recipesApi();
    renderApp(<RecipesPage />, { path: '/recipes' });
    const cards = await screen.findAllByTestId('recipe-card');
    expect(cards).toHaveLength(3);
    expect(screen.getByText('3 recipes')).toBeInTheDocument();

    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Lentil soup' })).toHaveAttribute('href', `/recipes/${soup.id}`);
    expect(first.getByTestId('recipe-placeholder')).toBeInTheDocument();
    expect(first.getByText('45 min')).toBeInTheDocument();
    expect(first.getByText('Easy')).toBeInTheDocument();
    expect(first.getByText('Vegan')).toBeInTheDocument();
    expect(first.getByText('Gluten-Free')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Favorite: Lentil soup' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    const second = within(cards[1]!);
    expect(cards[1]!.querySelector('img')).toHaveAttribute('src', pancakes.image!.medium);
    expect(second.getByText('1 hr 30 min')).toBeInTheDocument();
    expect(second.getByText('Medium')).toBeInTheDocument();
    expect(second.getByText('+2 more')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Favorite: Pancakes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const third = within(cards[2]!);
    expect(third.getByText('Library')).toBeInTheDocument();
    expect(third.queryByText(/min/)).not.toBeInTheDocument();
  });

  test('speaks the reader language: diets in the onboarding words, times as the language writes them', async () => {
    recipesApi({ recipes: [soup] });
    await i18next.changeLanguage('de');
    renderApp(<RecipesPage />, { path: '/recipes' });
    const card = within(await screen.findByTestId('recipe-card'));
    expect(card.getByText('45 Min.')).toBeInTheDocument();
    expect(card.getByText('Leicht')).toBeInTheDocument();
    expect(card.getByText('Vegan')).toBeInTheDocument();
    expect(card.getByText('Glutenfrei')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Was kann ich kochen?' })).toBeInTheDocument();
  });

  test('"What can I cook" gives each suggestion its reasons in words and a link to the recipe', async () => {
    recipesApi({
      suggestions: [
        suggestion({
          recipe: soup,
          expiringSoon: [
            { productId: 'p1', name: 'spinach', expiresOn: '2026-11-24' },
            { productId: 'p2', name: 'milk', expiresOn: '2026-11-25' },
            { productId: 'p3', name: 'yogurt', expiresOn: '2026-11-25' },
          ],
        }),
        suggestion({
          recipe: pancakes,
          ingredientCount: 5,
          haveCount: 3,
          missing: ['flour', 'eggs'],
          lastCookedAt: '2026-11-02T18:00:00.000Z',
        }),
        suggestion({
          recipe: tagine,
          ingredientCount: 9,
          haveCount: 3,
          missing: ['chickpeas', 'cumin', 'onion', 'garlic', 'coriander', 'lemon'],
        }),
      ],
    });
    renderApp(<RecipesPage />, { path: '/recipes' });
    const items = await screen.findAllByTestId('suggestion');
    expect(items).toHaveLength(3);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Lentil soup' })).toHaveAttribute('href', `/recipes/${soup.id}`);
    expect(first.getByText('Uses 3 items expiring soon: spinach, milk, and yogurt')).toBeInTheDocument();
    expect(first.getByText('You have everything')).toBeInTheDocument();
    const second = within(items[1]!);
    expect(second.getByText('Missing: 2 — flour and eggs')).toBeInTheDocument();
    expect(second.getByText('Last cooked on Nov 2, 2026')).toBeInTheDocument();
    expect(
      within(items[2]!).getByText('Missing: 6 — chickpeas, cumin, onion, garlic, and 2 more'),
    ).toBeInTheDocument();
  });

  test('with nothing to suggest, it points to the pantry', async () => {
    recipesApi({ suggestions: [] });
    renderApp(<RecipesPage />, { path: '/recipes' });
    expect(await screen.findByRole('link', { name: 'Go to the pantry' })).toHaveAttribute('href', '/pantry');
  });

  test('search waits for a pause in typing, then goes into the address and the list query', async () => {
    const { listQueries } = recipesApi();
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<RecipesPage />, { path: '/recipes' });
    await screen.findAllByTestId('recipe-card');
    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'lentil');
    expect(currentUrl()).toBe('/recipes');
    await waitFor(() => expect(currentUrl()).toBe('/recipes?q=lentil'));
    await waitFor(() => expect(listQueries().at(-1)?.get('q')).toBe('lentil'));
    // One query for the whole word, not one per letter.
    expect(listQueries().filter((query) => query.has('q'))).toHaveLength(1);
  });

  test('source, filters and sort go into the address and the list query', async () => {
    const { listQueries } = recipesApi({ cuisines: ['Italian', 'Turkish'] });
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<RecipesPage />, { path: '/recipes' });
    await screen.findAllByTestId('recipe-card');
    expect(listQueries()[0]?.toString()).toBe('offset=0&limit=24');

    await user.click(screen.getByRole('button', { name: 'My recipes' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'My recipes' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Hard');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cuisine' }), 'Italian');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Diet' }), 'Vegan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ready in' }), 'Up to 30 min');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Quickest first');
    await user.click(screen.getByRole('checkbox', { name: 'Only with my appliances' }));
    await user.click(screen.getByRole('checkbox', { name: 'Favorites only' }));
    await waitFor(() =>
      expect(Object.fromEntries(listQueries().at(-1)!)).toEqual({
        source: 'household',
        difficulty: 'hard',
        cuisine: 'Italian',
        diet: 'Vegan',
        maxMinutes: '30',
        ownedAppliances: 'true',
        favorites: 'true',
        sort: 'quickest',
        offset: '0',
        limit: '24',
      }),
    );
    expect(currentUrl()).toContain('difficulty=hard');
    expect(currentUrl()).toContain('favorites=true');

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(currentUrl()).toBe('/recipes?source=household&sort=quickest'));
  });

  test('"Load more" asks for the next page and adds its cards', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      recipeSummary({ id: `r-${index}`, title: `Recipe ${String(index).padStart(2, '0')}` }),
    );
    const { listQueries } = recipesApi({ recipes: many });
    const user = userEvent.setup();
    renderApp(<RecipesPage />, { path: '/recipes' });
    expect(await screen.findAllByTestId('recipe-card')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(30));
    expect(listQueries().at(-1)?.get('offset')).toBe('24');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('the favorite mark changes at once, and goes back with the reason when the server refuses', async () => {
    let refuse = false;
    let gate: Promise<void> = Promise.resolve();
    const { net } = recipesApi({
      favoriteRefusal: () =>
        refuse
          ? { status: 403, body: { error: 'You do not have access to this.', code: 'FORBIDDEN' } }
          : null,
      listGate: () => gate,
    });
    const user = userEvent.setup();
    renderApp(<RecipesPage />, { path: '/recipes' });
    const button = await screen.findByRole('button', { name: 'Favorite: Lentil soup' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        net.requests.some(
          (r) =>
            r.method === 'PUT' &&
            r.url === `/api/recipes/${soup.id}/favorite` &&
            r.headers['CSRF-Token'] === 'token-1',
        ),
      ).toBe(true),
    );
    // The list is asked again once the server agreed, and still shows the mark.
    await waitFor(() =>
      expect(net.requests.filter((r) => r.url.startsWith('/api/recipes?'))).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Favorite: Lentil soup' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    refuse = true;
    // The list asked again after the refusal does not answer yet: only the undone change can show.
    const held = deferred<void>();
    gate = held.promise;
    await user.click(screen.getByRole('button', { name: 'Favorite: Lentil soup' }));
    expect(await screen.findByText('The favorites could not be changed for Lentil soup')).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this.')).toBeInTheDocument();
    expect(
      net.requests.some((r) => r.method === 'DELETE' && r.url === `/api/recipes/${soup.id}/favorite`),
    ).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorite: Lentil soup' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByRole('button', { name: 'Favorite: Pancakes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('an empty book offers to import, write or browse the library; an empty search offers to clear it', async () => {
    recipesApi({ recipes: [] });
    const user = userEvent.setup();
    const { unmount } = renderApp(<RecipesPage />, { path: '/recipes?source=household' });
    expect(
      await screen.findByRole('heading', { name: 'You have no recipes of your own yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import a recipe' })).toHaveAttribute('href', '/recipes/create');
    expect(screen.getByRole('link', { name: 'Write one' })).toHaveAttribute(
      'href',
      '/recipes/create?write=1',
    );
    expect(screen.getAllByRole('link', { name: /New recipe/ })[0]).toHaveAttribute('href', '/recipes/create');
    await user.click(screen.getByRole('button', { name: 'Browse the library' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Library' })).toHaveAttribute('aria-pressed', 'true'),
    );
    unmount();

    recipesApi({ recipes: [] });
    const { currentUrl } = renderApp(<RecipesPage />, { path: '/recipes?q=nothing' });
    expect(await screen.findByRole('heading', { name: 'No recipes match' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('nothing');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(currentUrl()).toBe('/recipes'));
  });

  test('a list that fails to load says so, and "Try again" asks again', async () => {
    let fail = true;
    recipesApi({
      routes: {
        'GET /api/recipes': () =>
          fail
            ? { status: 503, body: { error: 'The service is temporarily unavailable.', code: 'UNAVAILABLE' } }
            : { body: recipePage([soup]) },
      },
    });
    const user = userEvent.setup();
    renderApp(<RecipesPage />, { path: '/recipes' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The recipes could not be loaded. The service is temporarily unavailable.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('recipe-card')).toBeInTheDocument();
  });
});

describe('"What can I cook" with a pantry product (?with=)', () => {
  const eggs: Product = {
    id: 'p-eggs',
    name: 'Eggs',
    brand: null,
    category: 'dairy',
    defaultUnit: 'piece',
    minStock: 0,
    shelfLife: { pantry: null, fridge: 21, freezer: null, opened: null },
    barcodes: [],
    conversions: [],
    notes: null,
    imageUrl: null,
    defaultLocationId: null,
    totalQuantity: 6,
    stockLabel: 'in_stock',
    nextExpiry: null,
    expiryLabel: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
  const suggestionQueries = (net: ReturnType<typeof recipesApi>['net']) =>
    net.requests
      .filter((r) => r.method === 'GET' && r.url.startsWith('/api/recipes/suggestions'))
      .map((r) => Object.fromEntries(new URL(r.url, 'http://x').searchParams));

  test('asks for the recipes using the product, names it in the heading, and clears back to all', async () => {
    const { net } = recipesApi({
      routes: {
        'GET /api/products/p-eggs': () => ({ body: { product: eggs, entries: [] } }),
        'GET /api/recipes/suggestions': (req) =>
          new URL(req.url, 'http://x').searchParams.get('productId') === 'p-eggs'
            ? {
                body: {
                  suggestions: [
                    suggestion({
                      recipe: pancakes,
                      ingredientCount: 5,
                      haveCount: 3,
                      missing: ['flour', 'milk'],
                    }),
                  ],
                },
              }
            : { body: { suggestions: [suggestion({ recipe: soup }), suggestion({ recipe: tagine })] } },
      },
    });
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<RecipesPage />, { path: '/recipes?with=p-eggs' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Recipes with Eggs' })).toBeInTheDocument();
    const items = await screen.findAllByTestId('suggestion');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole('link', { name: 'Pancakes' })).toHaveAttribute(
      'href',
      `/recipes/${pancakes.id}`,
    );
    expect(within(items[0]!).getByText('Missing: 2 — flour and milk')).toBeInTheDocument();
    expect(suggestionQueries(net)).toEqual([{ maxMissing: '5', limit: '6', productId: 'p-eggs' }]);
    // The recipe book below is not narrowed by it.
    expect(
      net.requests.filter((r) => r.url.startsWith('/api/recipes?')).map((r) => r.url.includes('p-eggs')),
    ).toEqual([false]);

    const clear = screen.getByRole('button', { name: 'Show all suggestions' });
    clear.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/recipes'));
    expect(await screen.findByRole('heading', { level: 2, name: 'What can I cook?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('suggestion')).toHaveLength(2));
    expect(suggestionQueries(net).at(-1)).toEqual({ limit: '6' });
    expect(screen.queryByRole('button', { name: 'Show all suggestions' })).not.toBeInTheDocument();
  });

  test('clearing keeps the rest of the address', async () => {
    recipesApi({
      routes: { 'GET /api/products/p-eggs': () => ({ body: { product: eggs, entries: [] } }) },
    });
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<RecipesPage />, { path: '/recipes?with=p-eggs&source=household' });
    await user.click(await screen.findByRole('button', { name: 'Show all suggestions' }));
    await waitFor(() => expect(currentUrl()).toBe('/recipes?source=household'));
  });

  test('says when no recipe uses the product, in the reader language', async () => {
    recipesApi({
      suggestions: [],
      routes: { 'GET /api/products/p-eggs': () => ({ body: { product: eggs, entries: [] } }) },
    });
    await i18next.changeLanguage('fr');
    renderApp(<RecipesPage />, { path: '/recipes?with=p-eggs' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Recettes avec Eggs' })).toBeInTheDocument();
    expect(
      await screen.findByText('Aucune recette ne l’utilise, même s’il manque quelques ingrédients.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aller au garde-manger' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voir toutes les suggestions' })).toBeInTheDocument();
  });

  test('without the product name yet, the heading names its expiring food, else says "this food"', async () => {
    recipesApi({
      suggestions: [
        suggestion({
          recipe: pancakes,
          expiringSoon: [{ productId: 'p-eggs', name: 'eggs', expiresOn: '2026-11-26' }],
        }),
      ],
      // The product answer never comes.
      routes: { 'GET /api/products/p-eggs': () => new Promise(() => {}) },
    });
    const { unmount } = renderApp(<RecipesPage />, { path: '/recipes?with=p-eggs' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Recipes with eggs' })).toBeInTheDocument();
    unmount();

    recipesApi({
      suggestions: [suggestion({ recipe: pancakes })],
      routes: { 'GET /api/products/p-eggs': () => new Promise(() => {}) },
    });
    renderApp(<RecipesPage />, { path: '/recipes?with=p-eggs' });
    await screen.findByTestId('suggestion');
    expect(screen.getByRole('heading', { level: 2, name: 'Recipes with this food' })).toBeInTheDocument();
  });

  test('a product no longer in the pantry says so', async () => {
    recipesApi({
      routes: {
        'GET /api/products/p-gone': () => ({ status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } }),
        'GET /api/recipes/suggestions': () => ({
          status: 404,
          body: { error: 'Not found.', code: 'NOT_FOUND' },
        }),
      },
    });
    renderApp(<RecipesPage />, { path: '/recipes?with=p-gone' });
    expect(await screen.findByText('This food is no longer in your pantry.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recipes with this food' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all suggestions' })).toBeInTheDocument();
  });

  test('an id the API would refuse is ignored', async () => {
    const { net } = recipesApi();
    renderApp(<RecipesPage />, { path: '/recipes?with=..%2Fsecret' });
    expect(await screen.findByRole('heading', { level: 2, name: 'What can I cook?' })).toBeInTheDocument();
    await waitFor(() => expect(suggestionQueries(net)).toEqual([{ limit: '6' }]));
    expect(net.requests.some((r) => r.url.startsWith('/api/products'))).toBe(false);
  });
});
