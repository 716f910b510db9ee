import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { ShoppingMutation } from './list-state';
import { createMemoryStorage } from './offline-queue';
import { AT, detail, item, queuedTick, summary } from './shopping-fixtures';
import { renderShoppingPage, installShoppingPageHooks } from './shopping-page-harness';
import { setOnline, shoppingServer } from './shopping-test-server';

const milk = item({ id: 'i1', name: 'Milk', quantity: 1, unit: 'l', category: 'dairy', note: 'Oat, please' });
const potatoes = item({ id: 'i2', name: 'Potatoes', quantity: 2, unit: 'kg', category: 'produce' });
const eggs = item({ id: 'i7', name: 'Eggs', quantity: 6, unit: null, category: 'dairy' });

const render = (storage = createMemoryStorage<ShoppingMutation>()) => renderShoppingPage({ storage });

const status = () => screen.getByTestId('sync-status');

installShoppingPageHooks();

describe('offline in the shop', () => {
  test('changes made offline show at once, wait in order in storage, and replay on the online event', async () => {
    const server = shoppingServer({ items: [milk, potatoes] });
    const user = userEvent.setup();
    const { storage } = render();
    await screen.findByRole('checkbox', { name: 'Milk' });

    setOnline(false);
    await waitFor(() => expect(status()).toHaveTextContent('Offline — changes will sync'));
    expect(status()).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('checkbox', { name: 'Milk' }));
    await user.type(screen.getByRole('textbox', { name: 'Add to the list' }), '3 lemons{Enter}');
    await user.click(screen.getByRole('button', { name: 'Delete Potatoes' }));

    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'lemons' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Potatoes' })).not.toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('3 changes waiting'));
    await waitFor(() =>
      expect(storage.queue.map((e) => e.mutation.kind)).toEqual(['update', 'add', 'delete']),
    );
    expect(server.changes()).toEqual([]);
    // Nothing of the line was sent to the server's reader: it was read here.
    expect(server.sent('POST', '/api/shopping-lists/l1/items/quick-add')).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(status()).toHaveTextContent('Synced'));
    expect(server.changes()).toEqual(['PATCH l1/items/i1', 'POST l1/items', 'DELETE l1/items/i2']);
    expect(storage.queue).toEqual([]);
    const lemons = server.state.items.find((i) => i.name === 'lemons');
    expect(lemons).toMatchObject({ quantity: 3, unit: null });
    expect(server.sent('POST', '/api/shopping-lists/l1/items')[0]?.body).toMatchObject({
      id: lemons?.id,
      name: 'lemons',
      quantity: 3,
    });
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
  });

  test('a request that cannot reach the server keeps the change queued until the connection is back', async () => {
    const server = shoppingServer({ items: [milk] });
    const user = userEvent.setup();
    const { storage } = render();
    await screen.findByRole('checkbox', { name: 'Milk' });

    server.state.down = true;
    await user.click(screen.getByRole('checkbox', { name: 'Milk' }));
    await waitFor(() => expect(status()).toHaveTextContent('Offline — changes will sync1 change waiting'));
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(storage.queue).toHaveLength(1);

    server.state.down = false;
    setOnline(true);
    await waitFor(() => expect(status()).toHaveTextContent('Synced'));
    expect(server.state.items[0]).toMatchObject({ checked: true });
    expect(storage.queue).toEqual([]);
  });

  test('on page load, changes left from an earlier visit replay: a 404 is dropped with a note, and a later change by someone else is noted', async () => {
    const server = shoppingServer({ items: [milk], laterEdits: { i1: ['note'] } });
    const storage = createMemoryStorage<ShoppingMutation>([
      queuedTick(eggs),
      {
        id: 'm2',
        kind: 'update',
        listId: 'l1',
        at: AT,
        name: 'Milk',
        itemId: 'i1',
        body: { checked: true, note: 'Semi-skimmed', at: AT },
      },
    ]);
    const user = userEvent.setup();
    render(storage);

    const notes = await screen.findByRole('list', { name: 'Changes that were not saved as made' });
    await waitFor(() => expect(within(notes).getAllByRole('alert')).toHaveLength(2));
    expect(notes).toHaveTextContent('“Eggs” was removed by someone else, so your change to it was dropped.');
    expect(notes).toHaveTextContent(
      'Someone else changed the note of “Milk” after you did; their change was kept.',
    );
    expect(server.changes()).toEqual(['PATCH l1/items/i7', 'PATCH l1/items/i1']);
    expect(storage.queue).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(screen.getByText('Oat, please')).toBeInTheDocument();

    await user.click(within(notes).getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(within(notes).getAllByRole('alert')).toHaveLength(1);
  });

  test('the list stays readable from the copy this device saved, with its pending changes on top', async () => {
    const list = summary();
    const storage = createMemoryStorage<ShoppingMutation>([queuedTick(milk)]);
    storage.snapshots.set('lists', { lists: [list] });
    storage.snapshots.set('list:l1', detail(list, [milk, potatoes]));
    const server = shoppingServer();
    server.state.down = true;
    render(storage);

    expect(await screen.findByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Potatoes' })).not.toBeChecked();
    expect(status()).toHaveTextContent('Offline — changes will sync');
    expect(status()).toHaveTextContent('1 change waiting');
  });
});
