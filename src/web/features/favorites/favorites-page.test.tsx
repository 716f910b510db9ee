import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { RecipeSummary } from '@shared/contracts/recipes';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { recipePage, recipeSummary } from '../../components/recipes/recipe-fixtures';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { csrfRoute, installFakeNetwork, type Handler } from '../../lib/test-network';
import { clearToasts } from '../../lib/toast-store';
import { FavoritesPage } from './favorites-page';

/** The recipes API behind the fake network, answering ?favorites=true with the marked recipes. */
function favoritesApi(recipes: RecipeSummary[]) {
  const all = recipes.map((recipe) => ({ ...recipe }));
  const routes: Record<string, Handler> = {};
  for (const recipe of all) {
    routes[`DELETE /api/recipes/${recipe.id}/favorite`] = () => {
      recipe.favorite = false;
      return { body: { favorite: false } };
    };
  }
  const net = installFakeNetwork({
    ...csrfRoute,
    ...routes,
    'GET /api/recipes': (req) => {
      const query = new URL(req.url, 'http://x').searchParams;
      const shown = all.filter((recipe) => query.get('favorites') !== 'true' || recipe.favorite);
      return { body: recipePage(shown) };
    },
  });
  return net;
}

beforeAll(async () => {
  await setUpI18n();
});
beforeEach(async () => {
  clearCsrfToken();
  clearToasts();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the favorites', () => {
  const soup = recipeSummary({ favorite: true });
  const tagine = recipeSummary({
    id: 'lib-tagine',
    source: 'library',
    title: 'Chickpea tagine',
    favorite: true,
  });
  const salad = recipeSummary({ id: 'r-salad', title: 'Salad', favorite: false });

  test('lists the favorite recipes as cards, and a recipe un-ticked there leaves the list', async () => {
    const net = favoritesApi([soup, tagine, salad]);
    const user = userEvent.setup();
    renderApp(<FavoritesPage />, { path: '/favorites' });
    const cards = await screen.findAllByTestId('recipe-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Lentil soup',
      'Chickpea tagine',
    ]);
    expect(
      new URL(net.requests.find((r) => r.url.startsWith('/api/recipes?'))!.url, 'http://x').searchParams.get(
        'favorites',
      ),
    ).toBe('true');
    expect(screen.getByRole('list', { name: 'Favorite recipes' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Favorite: Chickpea tagine' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(1));
    expect(
      net.requests.some((r) => r.method === 'DELETE' && r.url === '/api/recipes/lib-tagine/favorite'),
    ).toBe(true);
  });

  test('with no favorites, says how to add one and links to the recipes', async () => {
    favoritesApi([salad]);
    await i18next.changeLanguage('fr');
    renderApp(<FavoritesPage />, { path: '/favorites' });
    expect(await screen.findByRole('heading', { name: 'Pas encore de favoris' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir les recettes' })).toHaveAttribute('href', '/recipes');
  });
});
