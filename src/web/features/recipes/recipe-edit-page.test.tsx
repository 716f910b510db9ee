import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Recipe } from '@shared/contracts/recipes';
import { Route } from 'wouter';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { applianceCatalogue, recipeDetail } from '../../components/recipes/recipe-fixtures';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { csrfRoute, installFakeNetwork, type Handler } from '../../lib/test-network';
import { clearToasts } from '../../lib/toast-store';
import { RecipeEditPage } from './recipe-edit-page';

const soup = recipeDetail({
  id: '01938f6e-0000-7000-8000-0000000000bb',
  appliances: ['stovetop'],
  tags: ['soup', 'winter'],
  notes: 'Freezes well.',
});
const builtIn = recipeDetail({ id: 'lib-shakshuka', source: 'library', title: 'Shakshuka', editable: false });
const picture = {
  thumb: `/api/recipes/${soup.id}/image?size=thumb&v=2`,
  medium: `/api/recipes/${soup.id}/image?size=medium&v=2`,
  large: `/api/recipes/${soup.id}/image?size=large&v=2`,
};

function editApi(recipes: Recipe[], routes: Record<string, Handler> = {}) {
  const detailRoutes: Record<string, Handler> = {};
  for (const recipe of recipes) {
    detailRoutes[`GET /api/recipes/${recipe.id}`] = () => ({ body: { recipe } });
  }
  const net = installFakeNetwork({
    ...csrfRoute,
    'GET /api/appliances/catalogue': () => ({ body: { catalogue: applianceCatalogue } }),
    ...detailRoutes,
    ...routes,
  });
  const sent = (method: string, path: string) =>
    net.requests.filter((r) => r.method === method && r.url === path);
  return { net, sent };
}

/** The editor at /recipes/edit/:id, inside a route so that it reads its id from the address. */
function renderEditor(id: string) {
  return renderApp(
    <Route path="/recipes/edit/:id">
      <RecipeEditPage />
    </Route>,
    { path: `/recipes/edit/${id}` },
  );
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

describe('editing a recipe', () => {
  test('opens with the saved recipe, saves the whole draft with PUT, then goes back to the recipe', async () => {
    const { sent } = editApi([soup], {
      [`PUT /api/recipes/${soup.id}`]: (req) => ({
        body: { recipe: { ...soup, title: (req.body as { title: string }).title } },
      }),
    });
    const user = userEvent.setup();
    const { currentUrl } = renderEditor(soup.id);
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Lentil soup');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Lentil soup' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ingredients' })).toHaveValue(
      '200 g red lentils\n1 onion\n\nTo serve:\n1 lemon',
    );
    expect(screen.getByRole('textbox', { name: 'Preparation (min)' })).toHaveValue('15');
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('easy');
    expect(screen.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Stovetop' })).toBeChecked();
    expect(
      within(screen.getByRole('list', { name: 'Tags of this recipe' })).getByText('winter'),
    ).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Red lentil soup');
    await user.click(screen.getByRole('button', { name: 'Remove the tag winter' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PUT', `/api/recipes/${soup.id}`)).toHaveLength(1));
    expect(sent('PUT', `/api/recipes/${soup.id}`)[0]!.body).toMatchObject({
      title: 'Red lentil soup',
      tags: ['soup'],
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 30,
      dietaryFlags: ['Vegan', 'Gluten-Free'],
      appliances: ['stovetop'],
      ingredients: [
        { group: null, text: '200 g red lentils' },
        { group: null, text: '1 onion' },
        { group: 'To serve', text: '1 lemon' },
      ],
      notes: 'Freezes well.',
      imageUrl: null,
    });
    await waitFor(() => expect(currentUrl()).toBe(`/recipes/${soup.id}`));
    expect(await screen.findByText('"Red lentil soup" was updated')).toBeInTheDocument();
  });

  test('a new picture is saved at once, and the saved one can be removed', async () => {
    let current: Recipe = soup;
    const { sent } = editApi([], {
      [`GET /api/recipes/${soup.id}`]: () => ({ body: { recipe: current } }),
      [`POST /api/recipes/${soup.id}/image`]: () => {
        current = { ...soup, image: picture };
        return { body: { recipe: current } };
      },
      [`DELETE /api/recipes/${soup.id}/image`]: () => {
        current = { ...soup, image: null };
        return { body: { recipe: current } };
      },
    });
    const user = userEvent.setup();
    renderEditor(soup.id);
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.queryByRole('img', { name: "The recipe's picture" })).not.toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Choose a picture'),
      new File([new Uint8Array([1, 2, 3])], 'soup.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: "The recipe's picture" })).toHaveAttribute(
      'src',
      picture.medium,
    );
    expect(sent('POST', `/api/recipes/${soup.id}/image`)).toHaveLength(1);
    expect(screen.getByText('The picture was saved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the picture' }));
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: "The recipe's picture" })).not.toBeInTheDocument(),
    );
    expect(sent('DELETE', `/api/recipes/${soup.id}/image`)).toHaveLength(1);
  });

  test('a built-in recipe is not editable: "Copy to my recipes" makes a copy and opens it in the editor', async () => {
    const copy = recipeDetail({
      id: '01938f6e-0000-7000-8000-0000000000cc',
      title: 'Shakshuka',
      editable: true,
    });
    const { sent } = editApi([builtIn, copy], {
      [`POST /api/recipes/${builtIn.id}/copy`]: () => ({ status: 201, body: { recipe: copy } }),
    });
    const user = userEvent.setup();
    const { currentUrl } = renderEditor(builtIn.id);
    expect(await screen.findByText("A recipe from Larder's library")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy to my recipes' }));
    await waitFor(() => expect(currentUrl()).toBe(`/recipes/edit/${copy.id}`));
    expect(sent('POST', `/api/recipes/${builtIn.id}/copy`)[0]!.headers['CSRF-Token']).toBe('token-1');
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Shakshuka');
    expect(screen.getByText('"Shakshuka" was copied to your recipes')).toBeInTheDocument();
  });

  test('an unknown recipe says so, with a way back to the recipes', async () => {
    editApi([]);
    renderEditor('01938f6e-0000-7000-8000-0000000000dd');
    expect(
      await screen.findByRole('heading', { name: 'This recipe could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to recipes' })[0]).toHaveAttribute('href', '/recipes');
  });

  test('deleting asks first, then goes back to the recipe book', async () => {
    const { sent } = editApi([soup], {
      [`DELETE /api/recipes/${soup.id}`]: () => ({ body: { success: true } }),
    });
    const user = userEvent.setup();
    const { currentUrl } = renderEditor(soup.id);
    await user.click(await screen.findByRole('button', { name: 'Delete recipe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete "Lentil soup"?' });
    expect(sent('DELETE', `/api/recipes/${soup.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete recipe' }));
    await waitFor(() => expect(currentUrl()).toBe('/recipes'));
    expect(sent('DELETE', `/api/recipes/${soup.id}`)).toHaveLength(1);
    expect(await screen.findByText('"Lentil soup" was deleted')).toBeInTheDocument();
  });

  test('a save the server refuses keeps the editor open and says why', async () => {
    editApi([soup], {
      [`PUT /api/recipes/${soup.id}`]: () => ({
        status: 404,
        body: { error: 'Not found.', code: 'NOT_FOUND' },
      }),
    });
    const user = userEvent.setup();
    const { currentUrl } = renderEditor(soup.id);
    await screen.findByRole('textbox', { name: /^Title/ });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The changes could not be saved')).toBeInTheDocument();
    expect(screen.getByText('Not found.')).toBeInTheDocument();
    expect(currentUrl()).toBe(`/recipes/edit/${soup.id}`);
  });
});
