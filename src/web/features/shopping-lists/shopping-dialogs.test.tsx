import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { PantryDraft } from '@shared/contracts/shopping';
import { item, source, summary } from './shopping-fixtures';
import { renderShoppingPage, installShoppingPageHooks } from './shopping-page-harness';
import { shoppingServer } from './shopping-test-server';

const milk = item({ id: 'i1', name: 'Milk', quantity: 1, unit: 'l', category: 'dairy' });
const bread = item({
  id: 'i4',
  name: 'Bread',
  quantity: 1,
  unit: null,
  category: 'pantry',
  checked: true,
  checkedAt: '2026-11-22T10:05:00.000Z',
});
const recipe = (id: string, title: string, servings: number | null = 4) => ({
  id,
  source: 'household',
  title,
  description: null,
  image: null,
  servings,
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: null,
  difficulty: null,
  cuisine: null,
  tags: [],
  dietaryFlags: [],
  appliances: [],
  favorite: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
});
const locations = [
  { id: 'loc-pantry', name: 'Pantry', kind: 'pantry', sortOrder: 0, entryCount: 4 },
  { id: 'loc-fridge', name: 'Fridge', kind: 'fridge', sortOrder: 1, entryCount: 2 },
];

const render = (path = '/shopping-lists') => renderShoppingPage({ path });

installShoppingPageHooks();

describe('the smart list', () => {
  test('?recipe=&servings= opens it with the recipe chosen; the answer says how many were added and updated', async () => {
    const added = item({
      id: 'i8',
      name: 'flour',
      quantity: 200,
      unit: 'g',
      category: 'pantry',
      source: 'recipe',
      sources: [source({ kind: 'recipe', recipeId: 'r1', title: 'Pancakes' })],
    });
    const server = shoppingServer({
      items: [milk],
      routes: {
        'GET /api/recipes/r1': () => ({ body: { recipe: recipe('r1', 'Pancakes') } }),
        'GET /api/recipes': () => ({
          body: { recipes: [recipe('r2', 'Lasagne', 6)], total: 1, offset: 0, limit: 8, cuisines: [] },
        }),
        'POST /api/shopping-lists/l1/smart': () => ({
          body: { added: [added], updated: [{ ...milk, quantity: 1.5 }] },
        }),
      },
    });
    const user = userEvent.setup();
    const { currentUrl } = render('/shopping-lists?recipe=r1&servings=6');
    const dialog = await screen.findByRole('dialog', { name: 'Smart list' });
    const chosen = within(dialog).getByRole('list', { name: 'Chosen recipes' });
    expect(await within(chosen).findByText('Pancakes')).toBeInTheDocument();
    expect(within(chosen).getByRole('textbox', { name: 'Servings for Pancakes' })).toHaveValue('6');

    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a recipe' }), 'las');
    await user.click(await within(dialog).findByRole('button', { name: 'Choose Lasagne' }));
    await waitFor(() =>
      expect(server.sent('GET', '/api/recipes').at(-1)?.url).toBe('/api/recipes?q=las&offset=0&limit=8'),
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Also add the products below their minimum stock' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add to the list' }));

    expect(await screen.findByText('1 added, 1 updated')).toBeInTheDocument();
    expect(server.sent('POST', '/api/shopping-lists/l1/smart')[0]?.body).toEqual({
      recipes: [{ recipeId: 'r1', servings: 6 }, { recipeId: 'r2' }],
      lowStock: true,
    });
    expect(await screen.findByRole('checkbox', { name: 'flour' })).toBeInTheDocument();
    expect(screen.getByText('Pancakes')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/shopping-lists'));
  });

  test('asks for a recipe or the low-stock products first', async () => {
    shoppingServer({
      items: [milk],
      routes: {
        'GET /api/recipes': () => ({ body: { recipes: [], total: 0, offset: 0, limit: 8, cuisines: [] } }),
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Smart list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smart list' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to the list' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose a recipe or the low-stock products',
    );
  });
});

const draft: PantryDraft = {
  itemId: 'i4',
  name: 'Bread',
  productId: null,
  productName: null,
  matchedBy: 'none',
  quantity: 1,
  unit: 'piece',
  locationId: 'loc-pantry',
  expiresOn: '2026-11-25',
  priceCents: null,
};

describe('into the pantry', () => {
  test('reviews the ticked items, puts them in as one change, and Undo brings them back', async () => {
    const server = shoppingServer({
      items: [milk, bread],
      routes: {
        'GET /api/shopping-lists/l1/to-pantry': () => ({ body: { items: [draft] } }),
        'GET /api/locations': () => ({ body: { locations } }),
        'POST /api/shopping-lists/l1/to-pantry': () => ({
          body: {
            operation: {
              id: 'op1',
              kind: 'add',
              productIds: ['p5'],
              quantity: 1,
              unit: 'piece',
              shortQuantity: null,
              userId: 'u1',
              userName: 'Ana Diaz',
              createdAt: '2026-11-22T10:00:00.000Z',
              undoneAt: null,
              canUndo: true,
            },
            products: [],
            entries: [],
            movedItemIds: ['i4'],
          },
        }),
        'POST /api/shopping-lists/l1/to-pantry/op1/undo': () => ({ body: { restored: [bread] } }),
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Put in pantry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put in the pantry' });
    const row = await within(dialog).findByRole('group', { name: 'Bread' });
    expect(within(row).getByText('New product')).toBeInTheDocument();
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Location' }), 'Fridge');
    await user.type(within(row).getByRole('textbox', { name: 'Price ($) (Optional)' }), '2,49');
    await user.click(within(dialog).getByRole('button', { name: 'Put in pantry' }));

    expect(await screen.findByText('Put 1 item in the pantry')).toBeInTheDocument();
    expect(server.sent('POST', '/api/shopping-lists/l1/to-pantry')[0]?.body).toEqual({
      items: [
        {
          itemId: 'i4',
          productId: null,
          quantity: 1,
          unit: 'piece',
          locationId: 'loc-fridge',
          expiresOn: '2026-11-25',
          priceCents: 249,
        },
      ],
    });
    expect(screen.queryByRole('checkbox', { name: 'Bread' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('1 item is back on the list')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bread' })).toBeChecked();
  });

  test('a row the server refuses shows why under its field, and the dialog stays open', async () => {
    const message =
      'Bread is kept in g, and piece cannot be converted to it. Add a conversion to the product first.';
    shoppingServer({
      items: [bread],
      routes: {
        'GET /api/shopping-lists/l1/to-pantry': () => ({
          body: { items: [{ ...draft, productId: 'p5', productName: 'Bread' }] },
        }),
        'GET /api/locations': () => ({ body: { locations } }),
        'POST /api/shopping-lists/l1/to-pantry': () => ({
          status: 400,
          body: { error: message, code: 'VALIDATION_FAILED', details: [{ path: 'items.0.unit', message }] },
        }),
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Put in pantry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put in the pantry' });
    const row = await within(dialog).findByRole('group', { name: 'Bread' });
    expect(within(row).getByText('into Bread')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Put in pantry' }));
    expect(await screen.findByText('Could not put the items in the pantry')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Unit' })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('dialog', { name: 'Put in the pantry' })).toBeInTheDocument();
  });
});

describe('the aisle order', () => {
  test('moves aisles with the keyboard, the focus following the aisle, and saves the order', async () => {
    const server = shoppingServer({
      items: [milk],
      lists: [summary({ store: 'Lidl' })],
      routes: {
        'PUT /api/shopping-lists/l1/aisle-order': (req) => ({
          body: { aisleOrder: (req.body as { aisles: string[] }).aisles },
        }),
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Aisle order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aisle order' });
    expect(dialog).toHaveTextContent('Ticking items in the shop teaches this order too');
    expect(dialog).toHaveTextContent('at Lidl');
    within(dialog).getByRole('button', { name: 'Move Meat & fish up' }).focus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Move Meat & fish up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // At the top its Up button turns off: the focus moves to its Down button.
    expect(within(dialog).getByRole('button', { name: 'Move Meat & fish up' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Move Meat & fish down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Move Meat & fish down' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText('Aisle order saved')).toBeInTheDocument();
    expect(server.sent('PUT', '/api/shopping-lists/l1/aisle-order')[0]?.body).toEqual({
      aisles: ['produce', 'meat', 'dairy', 'pantry', 'beverages', 'frozen', 'other'],
    });
  });
});

describe('sharing', () => {
  test('copies the list as text when the device has no share sheet', async () => {
    shoppingServer({ items: [milk, bread] });
    const user = userEvent.setup();
    // After the set-up, which puts a clipboard of its own on the navigator.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    expect(navigator.share).toBeUndefined();
    render();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('List copied: paste it into a message')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Weekly shop\n\nDairy & eggs\n- 1 l Milk');
  });
});
