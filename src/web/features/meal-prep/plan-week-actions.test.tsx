import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { MealPlanEntry } from '@shared/contracts/meal-plans';
import type { FakeRequest } from '../../lib/test-network';
import {
  curry,
  mealPlanServer,
  pancakes,
  planEntry,
  prepSession,
  shoppingItem,
} from './meal-plan-test-server';
import { installPlanPageHooks, renderPlanPage as render } from './plan-page-harness';

installPlanPageHooks();

const soupDinner = planEntry({ id: 'e1', date: '2026-11-24', slot: 'dinner' });

describe('one-click meal prep', () => {
  test('plans the chosen meals of the shown week and warns about the meals it could not fill', async () => {
    const user = userEvent.setup();
    const generated: MealPlanEntry[] = [
      planEntry({
        id: 'g1',
        date: '2026-11-23',
        slot: 'dinner',
        recipe: curry,
        reasons: [{ kind: 'favorite' }],
      }),
      planEntry({ id: 'g2', date: '2026-11-23', slot: 'breakfast', recipe: pancakes }),
    ];
    const server = mealPlanServer({
      routes: {
        'POST /api/meal-plans/generate': () => {
          server.state.entries.push(...generated);
          return { body: { seed: 1234, entries: generated, unfilled: 2 } };
        },
      },
    });
    render();
    await screen.findByText('Nothing planned this week');
    await user.click(screen.getAllByRole('button', { name: 'One-click meal prep' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Plan the week for me' });
    expect(
      within(dialog).getByText('Locked meals and the ones you added yourself are kept.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Dinner' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Lunch' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Days')).toHaveValue('7');
    expect(within(dialog).getByText('From Monday, November 23')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Breakfast' }));
    await user.selectOptions(within(dialog).getByLabelText('Time per recipe'), 'Up to 30 min');
    await user.click(within(dialog).getByRole('button', { name: 'Plan the week' }));

    await waitFor(() => expect(server.sent('POST', '/api/meal-plans/generate')).toHaveLength(1));
    expect(server.sent('POST', '/api/meal-plans/generate')[0]!.body).toEqual({
      from: '2026-11-23',
      days: 7,
      slots: ['breakfast', 'dinner'],
      maxMinutes: 30,
    });
    expect(await screen.findByText('2 meals planned')).toBeInTheDocument();
    expect(
      screen.getByText('2 meals could not be filled: too few recipes fit your preferences and time limit.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Green curry' })).toBeInTheDocument();
    expect(screen.getByText('Favorite')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Asked again, the dialog keeps the choices and the plan's seed; "New ideas" sends another.
    await user.click(screen.getByRole('button', { name: 'One-click meal prep' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('checkbox', { name: 'Breakfast' })).toBeChecked();
    expect(within(again).getByLabelText('Time per recipe')).toHaveValue('30');
    await user.selectOptions(within(again).getByLabelText('Days'), '5');
    await user.click(within(again).getByRole('button', { name: 'Plan the week' }));
    await waitFor(() => expect(server.sent('POST', '/api/meal-plans/generate')).toHaveLength(2));
    expect(server.sent('POST', '/api/meal-plans/generate')[1]!.body).toMatchObject({ days: 5, seed: 1234 });

    await user.click(screen.getByRole('button', { name: 'One-click meal prep' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'New ideas' }));
    await waitFor(() => expect(server.sent('POST', '/api/meal-plans/generate')).toHaveLength(3));
    const reshuffled = server.sent('POST', '/api/meal-plans/generate')[2]!.body as { seed: number };
    expect(reshuffled.seed).toEqual(expect.any(Number));
  });

  test('asks for at least one meal', async () => {
    const user = userEvent.setup();
    const server = mealPlanServer();
    render();
    await user.click((await screen.findAllByRole('button', { name: 'One-click meal prep' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Dinner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Plan the week' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one meal to plan.');
    expect(server.sent('POST', '/api/meal-plans/generate')).toHaveLength(0);
  });
});

describe('the week’s shopping list', () => {
  test('puts the week’s recipes on the list and links to it', async () => {
    const user = userEvent.setup();
    const server = mealPlanServer({
      entries: [soupDinner],
      routes: {
        'POST /api/meal-plans/shopping-list': () => ({
          body: {
            added: [shoppingItem({ id: 'i1' }), shoppingItem({ id: 'i2', name: 'Onion' })],
            updated: [shoppingItem({ id: 'i3', name: 'Lemon' })],
            listId: 'l1',
            meals: 1,
          },
        }),
      },
    });
    const view = render();
    await screen.findByRole('link', { name: 'Lentil soup' });
    await user.click(screen.getByRole('button', { name: 'Shopping list for the week' }));
    expect(await screen.findByText('3 items added to your shopping list')).toBeInTheDocument();
    expect(server.sent('POST', '/api/meal-plans/shopping-list')[0]!.body).toEqual({
      from: '2026-11-23',
      days: 7,
    });
    await user.click(screen.getByRole('button', { name: 'Open list' }));
    expect(view.currentUrl()).toBe('/shopping-lists');
  });

  test('says so when the week has no recipes', async () => {
    const user = userEvent.setup();
    mealPlanServer({
      routes: {
        'POST /api/meal-plans/shopping-list': () => ({
          status: 409,
          body: {
            error: 'There are no recipes planned in these days. Plan a few meals first.',
            code: 'CONFLICT',
          },
        }),
      },
    });
    render();
    await screen.findByText('Nothing planned this week');
    await user.click(screen.getByRole('button', { name: 'Shopping list for the week' }));
    expect(
      await screen.findByText('There are no recipes planned in these days. Plan a few meals first.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The shopping list could not be filled.')).toBeInTheDocument();
  });
});

describe('the prep session', () => {
  test('plans the shown week’s session and opens it', async () => {
    const user = userEvent.setup();
    const server = mealPlanServer({
      entries: [soupDinner],
      routes: {
        'POST /api/meal-prep/sessions': (req: FakeRequest) => ({
          status: 201,
          body: { session: prepSession({ id: 's-42', from: (req.body as { from: string }).from }) },
        }),
      },
    });
    const view = render();
    await screen.findByRole('link', { name: 'Lentil soup' });
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(server.weeksAsked().at(-1)).toBe('2026-11-30'));
    await user.click(screen.getByRole('button', { name: 'Plan the prep session' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/weeklymealprep/s-42'));
    expect(server.sent('POST', '/api/meal-prep/sessions')[0]!.body).toEqual({ from: '2026-11-30', days: 7 });
  });

  test('says why when the week has nothing to prep', async () => {
    const user = userEvent.setup();
    mealPlanServer({
      routes: {
        'POST /api/meal-prep/sessions': () => ({
          status: 409,
          body: {
            error: 'There are no recipes planned in these days. Plan a few meals first.',
            code: 'CONFLICT',
          },
        }),
      },
    });
    const view = render();
    await screen.findByText('Nothing planned this week');
    await user.click(screen.getByRole('button', { name: 'Plan the prep session' }));
    expect(
      await screen.findByText('There are no recipes planned in these days. Plan a few meals first.'),
    ).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/meal-prep-plan');
  });
});

describe('the calendar feed', () => {
  test('turns the address on, copies it, replaces it after a warning, and turns it off', async () => {
    const user = userEvent.setup();
    const server = mealPlanServer();
    render();
    await screen.findByText('Nothing planned this week');
    await user.click(screen.getByRole('button', { name: 'Subscribe in your calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar' });
    expect(within(dialog).getByText(/Anyone with the address can see the plan\./)).toBeInTheDocument();
    expect(await within(dialog).findByText('The calendar address is off.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const address = await within(dialog).findByRole('textbox', { name: 'Calendar address (iCal)' });
    expect(address).toHaveValue('https://larder.example/api/calendar/feed-1.ics');
    expect(address).toHaveAttribute('readonly');

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('https://larder.example/api/calendar/feed-1.ics');
    expect(await screen.findByText('Address copied')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'New address' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make a new address?' });
    expect(confirm).toHaveTextContent('The old address stops working');
    await user.click(within(confirm).getByRole('button', { name: 'Make a new address' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox')).toHaveValue(
        'https://larder.example/api/calendar/feed-2.ics',
      ),
    );
    expect(server.sent('POST', '/api/meal-plans/calendar-feed')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('The calendar address is off.')).toBeInTheDocument();
    expect(server.sent('DELETE', '/api/meal-plans/calendar-feed')).toHaveLength(1);
    expect(server.state.feedUrl).toBeNull();
  });
});
