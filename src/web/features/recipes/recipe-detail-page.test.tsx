import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CookPlan, Recipe } from '@shared/contracts/recipes';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { recipeDetail } from '../../components/recipes/recipe-fixtures';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { csrfRoute, installFakeNetwork, type Handler } from '../../lib/test-network';
import { clearToasts } from '../../lib/toast-store';
import { RecipeDetailPage } from './recipe-detail-page';

const ID = '01938f6e-0000-7000-8000-0000000000aa';

const shakshuka = recipeDetail({
  id: ID,
  title: 'Shakshuka',
  description: 'Eggs poached in a spiced tomato sauce.',
  servings: 2,
  prepMinutes: 10,
  cookMinutes: 25,
  totalMinutes: 35,
  difficulty: 'easy',
  cuisine: 'middle-eastern',
  tags: ['breakfast', 'one-pot', 'family favourite'],
  dietaryFlags: ['Vegetarian'],
  appliances: ['stovetop'],
  favorite: false,
  ingredients: [
    {
      position: 0,
      group: null,
      text: '2 tbsp olive oil',
      quantity: 2,
      unit: 'tbsp',
      food: 'olive oil',
      foodKey: 'olive-oil',
      optional: false,
    },
    {
      position: 1,
      group: null,
      text: '1 onion, sliced',
      quantity: 1,
      unit: null,
      food: 'onion',
      foodKey: 'onion',
      optional: false,
    },
    {
      position: 2,
      group: null,
      text: '400 g chopped tomatoes',
      quantity: 400,
      unit: 'g',
      food: 'chopped tomatoes',
      foodKey: 'tomato',
      optional: false,
    },
    {
      position: 3,
      group: null,
      text: '3 eggs',
      quantity: 3,
      unit: null,
      food: 'eggs',
      foodKey: 'egg',
      optional: false,
    },
    {
      position: 4,
      group: null,
      text: 'Salt, to taste',
      quantity: null,
      unit: null,
      food: 'Salt',
      foodKey: 'salt',
      optional: false,
    },
    {
      position: 5,
      group: 'To serve',
      text: '1 cup plain flour',
      quantity: 1,
      unit: 'cup',
      food: 'plain flour',
      foodKey: 'flour',
      optional: false,
    },
  ],
  steps: [
    { position: 0, group: null, text: 'Fry the onion in the oil for 5 minutes.' },
    { position: 1, group: 'Sauce', text: 'Add the tomatoes and simmer for 10 minutes.' },
    { position: 2, group: 'Sauce', text: 'Crack in the eggs and cook until set.' },
  ],
  notes: 'Ripe tomatoes make all the difference.',
  sourceUrl: 'https://www.example.com/shakshuka',
  author: 'Ana Diaz',
  dietaryWarnings: [{ preference: 'Vegan', ingredients: ['3 eggs'] }],
});

const plan: CookPlan = {
  servings: 2,
  lines: [
    {
      position: 0,
      text: '2 tbsp olive oil',
      productId: 'p-oil',
      productName: 'Olive oil',
      inStock: 0.75,
      quantity: 0.03,
      unit: 'l',
    },
    {
      position: 2,
      text: '400 g chopped tomatoes',
      productId: 'p-tom',
      productName: 'Tinned tomatoes',
      inStock: 3,
      quantity: 1,
      unit: 'can',
    },
    {
      position: 3,
      text: '3 eggs',
      productId: 'p-egg',
      productName: 'Eggs',
      inStock: 12,
      quantity: 3,
      unit: 'piece',
    },
    {
      position: 4,
      text: 'Salt, to taste',
      productId: 'p-salt',
      productName: 'Salt',
      inStock: 1,
      quantity: null,
      unit: 'kg',
    },
    {
      position: 1,
      text: '1 onion, sliced',
      productId: null,
      productName: null,
      inStock: null,
      quantity: null,
      unit: null,
    },
  ],
};

/** The recipes API behind the fake network, keeping the favourite mark as the server would. */
function recipeApi(recipe: Recipe = shakshuka, routes: Record<string, Handler> = {}) {
  const current = { ...recipe };
  const net = installFakeNetwork({
    ...csrfRoute,
    [`GET /api/recipes/${current.id}`]: () => ({ body: { recipe: current } }),
    [`PUT /api/recipes/${current.id}/favorite`]: () => {
      current.favorite = true;
      return { body: { favorite: true } };
    },
    [`DELETE /api/recipes/${current.id}/favorite`]: () => {
      current.favorite = false;
      return { body: { favorite: false } };
    },
    ...routes,
  });
  const sent = (method: string, url: string) =>
    net.requests.filter((r) => r.method === method && r.url === url);
  return { net, sent };
}

const ingredientTexts = (heading = 'Ingredients') =>
  within(screen.getByRole('region', { name: heading }))
    .getAllByTestId('ingredient-line')
    .map((item) => item.textContent);

beforeAll(async () => {
  await setUpI18n();
  // jsdom lacks pointer capture; Radix dialogs and the toast ask for it.
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

describe('the recipe', () => {
  test('shows the recipe as the server sends it', async () => {
    recipeApi();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shakshuka' })).toBeInTheDocument();
    expect(screen.getByText('Eggs poached in a spiced tomato sauce.')).toBeInTheDocument();
    expect(screen.getByText("Your household's recipe")).toBeInTheDocument();
    expect(screen.getByText('35 min')).toBeInTheDocument();
    expect(screen.getByText('Easy')).toBeInTheDocument();
    expect(screen.getByText('Middle Eastern')).toBeInTheDocument();
    expect(screen.getByText('Makes').closest('div')).toHaveTextContent('Makes2 servings');
    const labels = within(screen.getByRole('list', { name: 'Diet and tags' }));
    expect(labels.getByText('Vegetarian')).toBeInTheDocument();
    expect(labels.getByText('One pot')).toBeInTheDocument();
    // A household's own tag reads as they wrote it.
    expect(labels.getByText('family favourite')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Check before you cook' })).toHaveTextContent(
      'Breaks your Vegan preference: 3 eggs',
    );
    expect(
      within(screen.getByRole('region', { name: 'You will need' })).getByText('Stovetop'),
    ).toBeInTheDocument();

    expect(ingredientTexts()).toEqual([
      '2 tbsp olive oil',
      '1 onion, sliced',
      '400 g chopped tomatoes',
      '3 eggs',
      'Salt, to taste',
      '1 cup plain flour',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'To serve' })).toBeInTheDocument();
    const method = screen.getByRole('region', { name: 'Method' });
    expect(within(method).getByRole('heading', { name: 'Sauce' })).toBeInTheDocument();
    expect(within(method).getByText('Step 3:', { exact: false }).closest('li')).toHaveTextContent(
      '3Step 3: Crack in the eggs and cook until set.',
    );
    expect(screen.getByText('Ripe tomatoes make all the difference.')).toBeInTheDocument();
    expect(screen.getByText('By Ana Diaz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'example.com' })).toHaveAttribute(
      'href',
      'https://www.example.com/shakshuka',
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/recipes/edit/${ID}`);
    expect(screen.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute('href', '/recipes');
    expect(screen.queryByRole('button', { name: 'Copy to my recipes' })).not.toBeInTheDocument();
  });

  test('an unknown recipe shows the not-found screen', async () => {
    installFakeNetwork({ ...csrfRoute });
    renderApp(<RecipeDetailPage />, { path: '/recipes/lib-nothing' });
    expect(
      await screen.findByRole('heading', { name: 'This recipe could not be found' }),
    ).toBeInTheDocument();
  });

  test('a failed load says so and can try again', async () => {
    let calls = 0;
    recipeApi(shakshuka, {
      [`GET /api/recipes/${ID}`]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { error: 'Something went wrong', code: 'INTERNAL' } }
          : { body: { recipe: shakshuka } };
      },
    });
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    expect(await screen.findByText('The recipe could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shakshuka' })).toBeInTheDocument();
  });
});

describe('servings and units', () => {
  test('the servings stepper scales every line that has an amount, and lines without stay', async () => {
    recipeApi();
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    await screen.findByRole('heading', { level: 1, name: 'Shakshuka' });
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(
      within(screen.getByRole('group', { name: 'Servings' })).getByText('4 servings'),
    ).toBeInTheDocument();
    expect(ingredientTexts()).toEqual([
      '1/4 cup olive oil',
      '2 onion, sliced',
      '800 g chopped tomatoes',
      '6 eggs',
      'Salt, to taste',
      '2 cups plain flour',
    ]);

    await user.click(screen.getByRole('button', { name: 'Back to 2 servings' }));
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(ingredientTexts()).toEqual([
      '1 tbsp olive oil',
      '1/2 onion, sliced',
      '200 g chopped tomatoes',
      'about 2 eggs',
      'Salt, to taste',
      '1/2 cup plain flour',
    ]);
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
  });

  test('Add to shopping list plans the recipe at the servings shown, and says how much went on', async () => {
    const { sent } = recipeApi(shakshuka, {
      'GET /api/shopping-lists/default': () => ({ body: { listId: 'list1' } }),
      'POST /api/shopping-lists/list1/smart': () => ({ body: { added: [], updated: [] } }),
    });
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    await screen.findByRole('heading', { level: 1, name: 'Shakshuka' });
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'Add to shopping list' }));
    expect(await screen.findByText('The pantry and the list already cover it')).toBeInTheDocument();
    expect(sent('POST', '/api/shopping-lists/list1/smart')[0]?.body).toEqual({
      recipes: [{ recipeId: ID, servings: 3 }],
    });
  });

  test('Metric and US convert the whole recipe, and "As written" puts it back', async () => {
    recipeApi();
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    await screen.findByRole('heading', { level: 1, name: 'Shakshuka' });
    const units = within(screen.getByRole('group', { name: 'Units' }));
    expect(units.getByRole('button', { name: 'As written' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(units.getByRole('button', { name: 'Metric' }));
    expect(units.getByRole('button', { name: 'Metric' })).toHaveAttribute('aria-pressed', 'true');
    expect(ingredientTexts()).toEqual([
      '30 ml olive oil',
      '1 onion, sliced',
      '400 g chopped tomatoes',
      '3 eggs',
      'Salt, to taste',
      '120 g plain flour',
    ]);

    await user.click(units.getByRole('button', { name: 'US' }));
    expect(ingredientTexts()).toEqual([
      '2 tbsp olive oil',
      '1 onion, sliced',
      '14 oz chopped tomatoes',
      '3 eggs',
      'Salt, to taste',
      '1 cup plain flour',
    ]);

    await user.click(units.getByRole('button', { name: 'As written' }));
    expect(ingredientTexts()[2]).toBe('400 g chopped tomatoes');
  });

  test('amounts read in the reader language', async () => {
    recipeApi();
    await i18next.changeLanguage('de');
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    await screen.findByRole('heading', { level: 1, name: 'Shakshuka' });
    await user.click(screen.getByRole('button', { name: 'Mehr Portionen' }));
    expect(screen.getByText('3 Portionen')).toBeInTheDocument();
    expect(ingredientTexts('Zutaten')[0]).toBe('3 EL olive oil');
  });
});

describe('actions', () => {
  test('the favorite button ticks at once and the server is told', async () => {
    const { sent } = recipeApi();
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    const favorite = await screen.findByRole('button', { name: 'Favorite' });
    expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await user.click(favorite);
    expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sent('PUT', `/api/recipes/${ID}/favorite`)).toHaveLength(1));
    expect(sent('PUT', `/api/recipes/${ID}/favorite`)[0]!.headers['CSRF-Token']).toBe('token-1');
    expect(await screen.findByText('Added to your favorites')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    await waitFor(() => expect(sent('DELETE', `/api/recipes/${ID}/favorite`)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  test('a refused favorite goes back and the server’s reason shows in a toast', async () => {
    recipeApi(shakshuka, {
      [`PUT /api/recipes/${ID}/favorite`]: () => ({
        status: 403,
        body: { error: 'You do not have permission to do that.', code: 'FORBIDDEN' },
      }),
    });
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'Favorite' }));
    expect(await screen.findByText('Your favorites could not be updated')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do that.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  test('a built-in recipe offers a copy instead of Edit and Delete, and opens the copy', async () => {
    const library = recipeDetail({ ...shakshuka, id: 'lib-shakshuka', source: 'library', editable: false });
    const copy = recipeDetail({ ...shakshuka, id: 'copy-1', source: 'household', editable: true });
    const { sent } = recipeApi(library, {
      'POST /api/recipes/lib-shakshuka/copy': () => ({ status: 201, body: { recipe: copy } }),
    });
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<RecipeDetailPage />, { path: '/recipes/lib-shakshuka' });
    await screen.findByText('Larder recipe');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy to my recipes' }));
    await waitFor(() => expect(currentUrl()).toBe('/recipes/copy-1'));
    expect(sent('POST', '/api/recipes/lib-shakshuka/copy')).toHaveLength(1);
    expect(await screen.findByText('“Shakshuka” is now in your recipes')).toBeInTheDocument();
  });

  test('Delete asks first, then deletes and goes back to the recipes', async () => {
    const { sent } = recipeApi(shakshuka, {
      [`DELETE /api/recipes/${ID}`]: () => ({ body: { success: true } }),
    });
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this recipe?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE', `/api/recipes/${ID}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete recipe' }));
    await waitFor(() => expect(currentUrl()).toBe('/recipes'));
    expect(sent('DELETE', `/api/recipes/${ID}`)).toHaveLength(1);
    expect(await screen.findByText('“Shakshuka” was deleted')).toBeInTheDocument();
  });

  test('Cook opens cook mode at the first step, and Escape brings the recipe back', async () => {
    recipeApi();
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'Cook' }));
    const dialog = screen.getByRole('dialog', { name: 'Cooking: Shakshuka' });
    expect(within(dialog).getByTestId('cook-step-text')).toHaveTextContent(
      'Fry the onion in the oil for 5 minutes.',
    );
    // The step's ingredients as the screen shows them.
    expect(
      within(dialog)
        .getAllByTestId('ingredient-line')
        .map((item) => item.textContent),
    ).toEqual(['2 tbsp olive oil', '1 onion, sliced']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('"I cooked this"', () => {
  test('reviews the plan for the chosen servings and posts the reviewed lines; Undo puts them back', async () => {
    const { sent } = recipeApi(shakshuka, {
      [`GET /api/recipes/${ID}/cook-plan`]: () => ({ body: { ...plan, servings: 3 } }),
      [`POST /api/recipes/${ID}/cooked`]: () => ({
        status: 201,
        body: {
          cook: {
            id: 'cook-1',
            recipeId: ID,
            title: 'Shakshuka',
            servings: 3,
            cookedAt: '2026-11-21T18:00:00.000Z',
            operationId: 'op-9',
          },
        },
      }),
      'POST /api/stock/operations/op-9/undo': () => ({
        body: {
          operation: {
            id: 'op-9',
            kind: 'consume',
            productIds: ['p-oil'],
            quantity: null,
            unit: null,
            shortQuantity: null,
            userId: 'u1',
            userName: 'Ana Diaz',
            createdAt: '2026-11-21T18:00:00.000Z',
            undoneAt: '2026-11-21T18:01:00.000Z',
            canUndo: false,
          },
          products: [],
          entries: [],
        },
      }),
    });
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'I cooked this' }));

    const dialog = await screen.findByRole('dialog', { name: 'I cooked Shakshuka' });
    await within(dialog).findByText('For 3 servings');
    expect(sent('GET', `/api/recipes/${ID}/cook-plan?servings=3`)).toHaveLength(1);
    const lines = within(dialog).getAllByTestId('cooked-line');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toHaveTextContent('From your pantry: Olive oil');
    expect(lines[0]).toHaveTextContent('0.75 l in stock');
    expect(lines[4]).toHaveTextContent('Not in your pantry');
    expect(within(lines[4]!).queryByRole('textbox')).not.toBeInTheDocument();

    // Take 2 cans of tomatoes, skip the eggs; salt has no proposed amount and starts skipped.
    const tomatoes = within(dialog).getByRole('textbox', { name: 'Amount of Tinned tomatoes to take' });
    await user.clear(tomatoes);
    await user.type(tomatoes, '2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Skip Eggs' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Skip Salt' })).toBeChecked();
    expect(within(dialog).getByText('2 products will be taken from the pantry.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Take from pantry' }));

    await waitFor(() => expect(sent('POST', `/api/recipes/${ID}/cooked`)).toHaveLength(1));
    expect(sent('POST', `/api/recipes/${ID}/cooked`)[0]!.body).toEqual({
      servings: 3,
      take: [
        { productId: 'p-oil', quantity: 0.03 },
        { productId: 'p-tom', quantity: 2 },
      ],
    });
    expect(await screen.findByText('Cooked Shakshuka')).toBeInTheDocument();
    expect(screen.getByText('Took 2 products from the pantry.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'I cooked Shakshuka' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sent('POST', '/api/stock/operations/op-9/undo')).toHaveLength(1));
    expect(await screen.findByText('Put back in the pantry')).toBeInTheDocument();
  });

  test('an amount that is not a number is caught before anything is sent', async () => {
    const { sent } = recipeApi(shakshuka, {
      [`GET /api/recipes/${ID}/cook-plan`]: () => ({ body: plan }),
    });
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'I cooked this' }));
    const dialog = await screen.findByRole('dialog', { name: 'I cooked Shakshuka' });
    const eggs = await within(dialog).findByRole('textbox', { name: 'Amount of Eggs to take' });
    await user.clear(eggs);
    await user.type(eggs, 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Take from pantry' }));
    expect(within(dialog).getByText('Enter an amount above 0.')).toBeInTheDocument();
    expect(eggs).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST', `/api/recipes/${ID}/cooked`)).toHaveLength(0);
  });

  test('a refused cook keeps the dialog and shows the server’s reason', async () => {
    recipeApi(shakshuka, {
      [`GET /api/recipes/${ID}/cook-plan`]: () => ({ body: plan }),
      [`POST /api/recipes/${ID}/cooked`]: () => ({
        status: 409,
        body: { error: 'The pantry changed while you were cooking. Try again.', code: 'CONFLICT' },
      }),
    });
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'I cooked this' }));
    const dialog = await screen.findByRole('dialog', { name: 'I cooked Shakshuka' });
    await user.click(await within(dialog).findByRole('button', { name: 'Take from pantry' }));
    expect(await screen.findByText('The cook could not be recorded')).toBeInTheDocument();
    expect(screen.getByText('The pantry changed while you were cooking. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'I cooked Shakshuka' })).toBeInTheDocument();
  });
});

describe('the meal plan', () => {
  const ENTRY = '01938f6e-0000-7000-8000-0000000entry';
  const planned = {
    id: ENTRY,
    date: '2026-11-21',
    slot: 'lunch',
    position: 0,
    recipe: null,
    note: null,
    servings: 3,
    locked: false,
    reasons: [],
    cookedAt: null,
    createdBy: null,
    updatedAt: '2026-11-21T10:00:00.000Z',
  };
  const todaysPlan = {
    from: '2026-11-21',
    to: '2026-11-21',
    weekStartsOn: 1,
    defaultServings: 2,
    today: '2026-11-21',
    entries: [],
  };

  test('Add to meal plan posts the day, the meal and the servings, and the toast opens the plan', async () => {
    const { sent } = recipeApi(shakshuka, {
      'GET /api/meal-plans': () => ({ body: todaysPlan }),
      'POST /api/meal-plans/entries': () => ({ status: 201, body: { entry: planned } }),
    });
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    // The servings chosen on the page are the plan's first guess.
    await user.click(await screen.findByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'Add to meal plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to meal plan' });
    const day = await within(dialog).findByLabelText(/^Day/);
    // Today as the household's time zone has it, and dinner.
    expect(day).toHaveValue('2026-11-21');
    expect(within(dialog).getByLabelText('Meal')).toHaveValue('dinner');
    const servings = within(dialog).getByLabelText(/^Servings/);
    expect(servings).toHaveValue(3);

    await user.selectOptions(within(dialog).getByLabelText('Meal'), 'Lunch');
    await user.clear(servings);
    await user.type(servings, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add to plan' }));
    expect(within(dialog).getByText('Enter a whole number of servings from 1 to 50.')).toBeInTheDocument();
    expect(sent('POST', '/api/meal-plans/entries')).toHaveLength(0);

    await user.clear(servings);
    await user.type(servings, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add to plan' }));
    await waitFor(() => expect(sent('POST', '/api/meal-plans/entries')).toHaveLength(1));
    expect(sent('POST', '/api/meal-plans/entries')[0]!.body).toEqual({
      date: '2026-11-21',
      slot: 'lunch',
      recipeId: ID,
      servings: 3,
    });
    expect(await screen.findByText('Added to the meal plan')).toBeInTheDocument();
    expect(screen.getByText('Shakshuka: Lunch, Saturday, November 21')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add to meal plan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open meal plan' }));
    expect(currentUrl()).toBe('/meal-prep-plan');
  });

  test('a refused entry keeps the dialog and says why', async () => {
    recipeApi(shakshuka, {
      'GET /api/meal-plans': () => ({ body: todaysPlan }),
      'POST /api/meal-plans/entries': () => ({
        status: 409,
        body: { error: 'This meal is full.', code: 'CONFLICT' },
      }),
    });
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'Add to meal plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to meal plan' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add to plan' }));
    expect(await screen.findByText('Could not add to the meal plan')).toBeInTheDocument();
    expect(screen.getByText('This meal is full.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add to meal plan' })).toBeInTheDocument();
  });

  test('?cook=1 opens cook mode at once; leaving it leaves the recipe with the planned meal kept', async () => {
    recipeApi();
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<RecipeDetailPage />, {
      path: `/recipes/${ID}?cook=1&entry=${ENTRY}`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cooking: Shakshuka' });
    expect(within(dialog).getByTestId('cook-step-text')).toHaveTextContent(
      'Fry the onion in the oil for 5 minutes.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentUrl()).toBe(`/recipes/${ID}?entry=${ENTRY}`);
  });

  test('"I cooked this" for a planned meal (?entry=) marks that meal cooked in the plan too', async () => {
    const { sent } = recipeApi(shakshuka, {
      [`GET /api/recipes/${ID}/cook-plan`]: () => ({ body: plan }),
      [`POST /api/recipes/${ID}/cooked`]: () => ({
        status: 201,
        body: {
          cook: {
            id: 'cook-1',
            recipeId: ID,
            title: 'Shakshuka',
            servings: 2,
            cookedAt: '2026-11-21T18:00:00.000Z',
            operationId: 'op-9',
          },
        },
      }),
      [`POST /api/meal-plans/entries/${ENTRY}/cooked`]: () => ({
        body: { entry: { ...planned, cookedAt: '2026-11-21T18:00:00.000Z' } },
      }),
    });
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}?entry=${ENTRY}` });
    await user.click(await screen.findByRole('button', { name: 'I cooked this' }));
    const dialog = await screen.findByRole('dialog', { name: 'I cooked Shakshuka' });
    await user.click(await within(dialog).findByRole('button', { name: 'Take from pantry' }));
    await waitFor(() => expect(sent('POST', `/api/meal-plans/entries/${ENTRY}/cooked`)).toHaveLength(1));
    expect(sent('POST', `/api/recipes/${ID}/cooked`)).toHaveLength(1);
    expect(await screen.findByText('Cooked Shakshuka')).toBeInTheDocument();
    expect(
      screen.getByText('Took 3 products from the pantry. It is marked as cooked in your meal plan.'),
    ).toBeInTheDocument();
  });

  test('when the plan cannot be told, the cook still counts and the toast says so', async () => {
    const { sent } = recipeApi(shakshuka, {
      [`GET /api/recipes/${ID}/cook-plan`]: () => ({ body: plan }),
      [`POST /api/recipes/${ID}/cooked`]: () => ({
        status: 201,
        body: {
          cook: {
            id: 'cook-1',
            recipeId: ID,
            title: 'Shakshuka',
            servings: 2,
            cookedAt: '2026-11-21T18:00:00.000Z',
            operationId: null,
          },
        },
      }),
      [`POST /api/meal-plans/entries/${ENTRY}/cooked`]: () => ({
        status: 404,
        body: { error: 'Not found.', code: 'NOT_FOUND' },
      }),
    });
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}?entry=${ENTRY}` });
    await user.click(await screen.findByRole('button', { name: 'I cooked this' }));
    const dialog = await screen.findByRole('dialog', { name: 'I cooked Shakshuka' });
    await user.click(await within(dialog).findByRole('button', { name: 'Take from pantry' }));
    expect(await screen.findByText('Cooked Shakshuka')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Took 3 products from the pantry. It could not be marked as cooked in your meal plan.',
      ),
    ).toBeInTheDocument();
    expect(sent('POST', `/api/recipes/${ID}/cooked`)).toHaveLength(1);
  });

  test('without ?entry= nothing is sent to the meal plan', async () => {
    const { net } = recipeApi(shakshuka, {
      [`GET /api/recipes/${ID}/cook-plan`]: () => ({ body: plan }),
      [`POST /api/recipes/${ID}/cooked`]: () => ({
        status: 201,
        body: {
          cook: {
            id: 'cook-1',
            recipeId: ID,
            title: 'Shakshuka',
            servings: 2,
            cookedAt: '2026-11-21T18:00:00.000Z',
            operationId: null,
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderApp(<RecipeDetailPage />, { path: `/recipes/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'I cooked this' }));
    const dialog = await screen.findByRole('dialog', { name: 'I cooked Shakshuka' });
    await user.click(await within(dialog).findByRole('button', { name: 'Take from pantry' }));
    expect(await screen.findByText('Cooked Shakshuka')).toBeInTheDocument();
    expect(screen.getByText('Took 3 products from the pantry.')).toBeInTheDocument();
    expect(net.requests.filter((r) => r.url.startsWith('/api/meal-plans'))).toHaveLength(0);
  });
});
