import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { deferred } from '../../../../tests/web';
import type { ShoppingMutation } from './list-state';
import { item, source, summary } from './shopping-fixtures';
import { renderShoppingPage, installShoppingPageHooks } from './shopping-page-harness';
import { shoppingServer } from './shopping-test-server';

const milk = item({
  id: 'i1',
  name: 'Milk',
  quantity: 1.5,
  unit: 'l',
  category: 'dairy',
  note: 'Oat, please',
});
const potatoes = item({
  id: 'i2',
  name: 'Potatoes',
  quantity: 2,
  unit: 'kg',
  category: 'produce',
  source: 'recipe',
  sources: [source({ kind: 'recipe', recipeId: 'r1', title: 'Shepherd’s pie' })],
});
const chicken = item({
  id: 'i3',
  name: 'Chicken',
  quantity: null,
  unit: null,
  category: 'meat',
  source: 'low-stock',
  sources: [source({ kind: 'low-stock', productId: 'p3', title: 'Chicken' })],
  addedBy: { id: 'u2', name: 'Ben Cook' },
});
const bread = item({
  id: 'i4',
  name: 'Bread',
  quantity: 1,
  unit: null,
  category: 'pantry',
  checked: true,
  checkedAt: '2026-11-22T10:05:00.000Z',
});

const render = (path = '/shopping-lists', stored: ShoppingMutation[] = []) =>
  renderShoppingPage({ path, stored });

installShoppingPageHooks();

describe('the list', () => {
  test('shows the items under their aisle in the store’s walking order, ticked ones in the basket', async () => {
    shoppingServer({
      items: [milk, potatoes, chicken, bread],
      aisleOrder: ['meat', 'produce', 'dairy', 'pantry', 'beverages', 'frozen', 'other'],
    });
    render();
    await screen.findByRole('heading', { level: 2, name: 'Meat & fish (1)' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Meat & fish (1)',
      'Fruit & vegetables (1)',
      'Dairy & eggs (1)',
      'In the basket (1)',
    ]);
    const dairy = within(screen.getByRole('list', { name: 'Dairy & eggs (1)' }));
    expect(dairy.getByRole('checkbox', { name: 'Milk' })).not.toBeChecked();
    expect(dairy.getByText('1.5 l')).toBeInTheDocument();
    expect(dairy.getByText('Oat, please')).toBeInTheDocument();
    expect(dairy.getByText('Added by Ana Diaz')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Fruit & vegetables (1)' })).getByText('Shepherd’s pie'),
    ).toBeInTheDocument();
    const meat = within(screen.getByRole('list', { name: 'Meat & fish (1)' }));
    expect(meat.getByText('Low stock')).toBeInTheDocument();
    expect(meat.getByText('Added by Ben Cook')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'In the basket (1)' })).getByRole('checkbox', {
        name: 'Bread',
      }),
    ).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'List' })).toHaveDisplayValue('Weekly shop · 3 to buy');
  });

  test('an empty list says so and offers the smart list', async () => {
    shoppingServer({ items: [] });
    render();
    expect(await screen.findByRole('heading', { name: 'This list is empty' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Smart list' }).length).toBeGreaterThan(0);
  });

  test('ticking shows at once, before the server answers, and sends the time it was made', async () => {
    const answer = deferred<void>();
    const server = shoppingServer({ items: [milk] });
    const patch = server.net.fetch.getMockImplementation()!;
    server.net.fetch.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH') await answer.promise;
      return patch(input, init);
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Milk' }));

    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'In the basket (1)' })).toBeInTheDocument();
    // Online, a change just goes: no banner moves the list under the shopper's thumb.
    expect(screen.getByTestId('sync-status')).toBeEmptyDOMElement();
    answer.resolve();
    await waitFor(() => expect(server.sent('PATCH', '/api/shopping-lists/l1/items/i1')).toHaveLength(1));
    const [sent] = server.sent('PATCH', '/api/shopping-lists/l1/items/i1');
    expect(sent?.body).toEqual({ checked: true, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
  });

  test('a change the server refuses while online goes back, with the reason in a toast', async () => {
    shoppingServer({
      items: [milk],
      routes: {
        'PATCH /api/shopping-lists/l1/items/i1': () => ({
          status: 409,
          body: { error: 'This item changed meanwhile.', code: 'CONFLICT' },
        }),
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Milk' }));
    expect(await screen.findByText('Your change to “Milk” could not be saved')).toBeInTheDocument();
    expect(screen.getByText('This item changed meanwhile.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Milk' })).not.toBeChecked();
  });

  test('edits an item in a dialog, sending only what changed', async () => {
    const server = shoppingServer({
      items: [milk],
      lists: [summary(), summary({ id: 'l2', name: 'Market' })],
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Milk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Milk' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity (Optional)' });
    await user.clear(quantity);
    await user.type(quantity, '2,5');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Aisle' }), 'Drinks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Drinks (1)' })).toBeInTheDocument();
    expect(screen.getByText('2.5 l')).toBeInTheDocument();
    await waitFor(() => expect(server.sent('PATCH', '/api/shopping-lists/l1/items/i1')).toHaveLength(1));
    expect(server.sent('PATCH', '/api/shopping-lists/l1/items/i1')[0]?.body).toEqual({
      quantity: 2.5,
      unit: 'l',
      category: 'beverages',
      at: expect.any(String),
    });
  });

  test('deleting an item offers an Undo that puts it back', async () => {
    const server = shoppingServer({ items: [milk] });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Milk' }));
    expect(await screen.findByText('Deleted Milk')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Milk' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('checkbox', { name: 'Milk' })).toBeInTheDocument();
    await waitFor(() => expect(server.changes()).toEqual(['DELETE l1/items/i1', 'POST l1/items']));
    expect(server.sent('POST', '/api/shopping-lists/l1/items')[0]?.body).toMatchObject({
      name: 'Milk',
      quantity: 1.5,
      unit: 'l',
      category: 'dairy',
      note: 'Oat, please',
    });
  });

  test('"Clear ticked" takes the basket off the list', async () => {
    const server = shoppingServer({ items: [milk, bread] });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Clear ticked' }));
    expect(screen.queryByRole('heading', { name: /In the basket/ })).not.toBeInTheDocument();
    await waitFor(() => expect(server.sent('POST', '/api/shopping-lists/l1/clear-checked')).toHaveLength(1));
  });
});

describe('adding', () => {
  test('quick add posts the typed line and shows the lines it could not read', async () => {
    const added = item({ id: 'i9', name: 'potatoes', quantity: 2, unit: 'kg', category: 'produce' });
    const server = shoppingServer({
      items: [],
      routes: {
        'POST /api/shopping-lists/l1/items/quick-add': () => ({
          body: {
            items: [added],
            failed: [{ line: '-2 apples', error: 'An amount cannot be negative: -2.' }],
          },
        }),
      },
    });
    const user = userEvent.setup();
    render();
    const box = await screen.findByRole('textbox', { name: 'Add to the list' });
    await user.type(box, '2 kg potatoes{Enter}');
    expect(server.sent('POST', '/api/shopping-lists/l1/items/quick-add')[0]?.body).toEqual({
      text: '2 kg potatoes',
    });
    expect(await screen.findByRole('checkbox', { name: 'potatoes' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('-2 apples: An amount cannot be negative: -2.');
    expect(box).toHaveValue('');
  });

  test('the next item can be typed and added while the first is still on its way', async () => {
    const first = deferred<void>();
    const server = shoppingServer({
      items: [],
      routes: {
        'POST /api/shopping-lists/l1/items/quick-add': async (req) => {
          if ((req.body as { text: string }).text === '2 kg potatoes') await first.promise;
          return { body: { items: [], failed: [] } };
        },
      },
    });
    const user = userEvent.setup();
    render();
    const box = await screen.findByRole('textbox', { name: 'Add to the list' });
    await user.type(box, '2 kg potatoes{Enter}');
    expect(box).toHaveValue('');
    await user.type(box, '6 eggs{Enter}');
    await waitFor(() =>
      expect(server.sent('POST', '/api/shopping-lists/l1/items/quick-add')).toHaveLength(2),
    );
    first.resolve();
    expect(server.sent('POST', '/api/shopping-lists/l1/items/quick-add').map((r) => r.body)).toEqual([
      { text: '2 kg potatoes' },
      { text: '6 eggs' },
    ]);
  });

  test('pasting several lines adds them all at once', async () => {
    const server = shoppingServer({
      items: [],
      routes: { 'POST /api/shopping-lists/l1/items/quick-add': () => ({ body: { items: [], failed: [] } }) },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('textbox', { name: 'Add to the list' }));
    await user.paste('2 kg potatoes\n1 l milk\n\n6 eggs');
    await waitFor(() =>
      expect(server.sent('POST', '/api/shopping-lists/l1/items/quick-add')[0]?.body).toEqual({
        text: '2 kg potatoes\n1 l milk\n6 eggs',
      }),
    );
  });

  test('a suggestion adds its product with one tap', async () => {
    const server = shoppingServer({
      items: [],
      suggestions: [
        { name: 'Coffee', productId: 'p9', unit: 'g', category: 'beverages', timesBought: 1, low: true },
        { name: 'Milk', productId: 'p1', unit: 'l', category: 'dairy', timesBought: 3, low: false },
      ],
    });
    const user = userEvent.setup();
    render();
    const low = await screen.findByRole('group', { name: 'Running low:' });
    expect(
      within(screen.getByRole('group', { name: 'Often bought:' })).getByRole('button', { name: 'Add Milk' }),
    ).toBeInTheDocument();
    await user.click(within(low).getByRole('button', { name: 'Add Coffee' }));
    expect(await screen.findByRole('checkbox', { name: 'Coffee' })).toBeInTheDocument();
    await waitFor(() => expect(server.sent('POST', '/api/shopping-lists/l1/items')).toHaveLength(1));
    expect(server.sent('POST', '/api/shopping-lists/l1/items')[0]?.body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
      at: expect.any(String),
      name: 'Coffee',
      category: 'beverages',
      productId: 'p9',
    });
    expect(server.sent('GET', '/api/shopping-lists/suggestions')[0]?.url).toBe(
      '/api/shopping-lists/suggestions?listId=l1',
    );
  });
});

describe('the lists', () => {
  test('creates a list with a shop, shows it, and keeps the choice in the address', async () => {
    const server = shoppingServer({
      items: [milk],
      routes: {
        'POST /api/shopping-lists': (req) => {
          const created = summary({ id: 'l2', ...(req.body as { name: string; store: string | null }) });
          server.state.lists.push(created);
          return { status: 201, body: { list: created } };
        },
      },
    });
    const user = userEvent.setup();
    const { currentUrl } = render();
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New shopping list' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Market');
    await user.type(within(dialog).getByRole('textbox', { name: /Shop/ }), 'Lidl');
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(currentUrl()).toBe('/shopping-lists?list=l2'));
    expect(server.sent('POST', '/api/shopping-lists')[0]?.body).toEqual({ name: 'Market', store: 'Lidl' });
    expect(await screen.findByRole('heading', { name: 'This list is empty' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'List' })).toHaveDisplayValue('Market (Lidl) · 0 to buy');
  });

  test('deletes a list after asking, and shows another', async () => {
    const server = shoppingServer({
      items: [milk],
      lists: [summary({ id: 'l1', name: 'Weekly shop' }), summary({ id: 'l2', name: 'Party' })],
      routes: {
        'DELETE /api/shopping-lists/l2': () => {
          server.state.lists = server.state.lists.filter((l) => l.id !== 'l2');
          return { status: 204 };
        },
      },
    });
    const user = userEvent.setup();
    const { currentUrl } = render('/shopping-lists?list=l2');
    await screen.findByRole('heading', { name: 'This list is empty' });
    await user.click(screen.getByRole('button', { name: 'Delete list “Party”' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Party”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete list' }));
    expect(await screen.findByText('Deleted “Party”')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/shopping-lists?list=l1'));
    expect(await screen.findByRole('checkbox', { name: 'Milk' })).toBeInTheDocument();
  });
});
