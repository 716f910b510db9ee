import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { i18next } from '../../lib/i18n';
import { curry, mealPlanServer, pancakes, planEntry, soup } from './meal-plan-test-server';
import { ENTRY_DRAG_TYPE } from './plan-entry-card';
import { installPlanPageHooks, pickFromMenu, renderPlanPage as render, setWidth } from './plan-page-harness';

installPlanPageHooks();

/** The calendar's cell of a day's meal. */
const cell = (date: string, slot: string) => screen.getByTestId(`cell-${date}-${slot}`);

const soupDinner = planEntry({
  id: 'e1',
  date: '2026-11-24',
  slot: 'dinner',
  servings: 4,
  locked: true,
  reasons: [
    { kind: 'expiring', foods: ['spinach', 'milk'] },
    { kind: 'favorite' },
    { kind: 'shares', foods: ['onion'] },
    { kind: 'leftovers', meals: 2 },
    { kind: 'quick', minutes: 20 },
    { kind: 'variety', cuisine: 'thai' },
  ],
});
const pancakeBreakfast = planEntry({
  id: 'e2',
  date: '2026-11-25',
  slot: 'breakfast',
  recipe: pancakes,
  cookedAt: '2026-11-25T08:00:00.000Z',
});
const eatOut = planEntry({ id: 'e3', date: '2026-11-27', slot: 'dinner', recipe: null, note: 'Eat out' });

describe('the week', () => {
  test('starts on Monday where the reader’s week does, with each meal in its day and slot', async () => {
    const server = mealPlanServer({ entries: [soupDinner, pancakeBreakfast, eatOut], weekStartsOn: 1 });
    render();
    const table = await screen.findByRole('table', { name: /Meals of the week/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers[0]).toMatch(/^Monday, November 23/);
    expect(headers[6]).toMatch(/^Sunday/);
    expect(screen.getByRole('heading', { level: 2, name: /^Nov 23\s–\s29, 2026$/ })).toBeInTheDocument();
    expect(server.weeksAsked().at(-1)).toBe('2026-11-23');

    const soupCell = within(cell('2026-11-24', 'dinner'));
    expect(soupCell.getByRole('link', { name: 'Lentil soup' })).toHaveAttribute(
      'href',
      `/recipes/${soup.id}`,
    );
    expect(soupCell.getByText('4 servings')).toBeInTheDocument();
    expect(soupCell.getByText('45 min')).toBeInTheDocument();
    expect(soupCell.getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    const reasons = soupCell.getByRole('list', { name: 'Why it was chosen' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Uses 2 items expiring soon: spinach and milk',
      'Favorite',
      'Shares onion with other meals',
      'Leftovers for 2 meals',
      'Quick: 20 min',
      'New cuisine: thai',
    ]);

    const breakfast = within(cell('2026-11-25', 'breakfast'));
    expect(breakfast.getByRole('link', { name: 'Pancakes' })).toBeInTheDocument();
    expect(breakfast.getByText('Cooked')).toBeInTheDocument();
    expect(cell('2026-11-25', 'breakfast').querySelector('img')).toHaveAttribute(
      'src',
      pancakes.image!.thumb,
    );
    expect(within(cell('2026-11-27', 'dinner')).getByText('Eat out')).toBeInTheDocument();
    expect(within(cell('2026-11-27', 'dinner')).queryByRole('link')).not.toBeInTheDocument();

    // Today is marked, and each cell has its "+".
    expect(within(table).getByRole('columnheader', { current: 'date' })).toHaveTextContent(/Wednesday/);
    expect(screen.getByRole('button', { name: 'Add to Tuesday dinner' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Add to / })).toHaveLength(28);
  });

  test('starts on Sunday for a reader whose week does', async () => {
    const server = mealPlanServer({
      entries: [planEntry({ id: 'e9', date: '2026-11-22', slot: 'lunch', recipe: curry })],
      weekStartsOn: 0,
    });
    render();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent(/^Sunday/));
    expect(within(table).getAllByRole('columnheader')[6]).toHaveTextContent(/^Saturday/);
    expect(server.weeksAsked().at(-1)).toBe('2026-11-22');
    expect(
      within(cell('2026-11-22', 'lunch')).getByRole('link', { name: 'Green curry' }),
    ).toBeInTheDocument();
    // The next visit asks for the right week at once.
    expect(localStorage.getItem('larder.mealPlan.weekStartsOn')).toBe('0');
  });

  test('moves a week back and forth, and back to this week', async () => {
    const user = userEvent.setup();
    const server = mealPlanServer({ entries: [soupDinner] });
    render();
    await screen.findByRole('link', { name: 'Lentil soup' });
    expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(server.weeksAsked().at(-1)).toBe('2026-11-30'));
    await screen.findByTestId('cell-2026-11-30-dinner');
    expect(screen.queryByRole('link', { name: 'Lentil soup' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Nov 30\s–\sDec 6, 2026$/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(server.weeksAsked().at(-1)).toBe('2026-11-16'));
    await screen.findByTestId('cell-2026-11-16-dinner');

    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByRole('link', { name: 'Lentil soup' })).toBeInTheDocument();
  });

  test('an empty week points at one-click meal prep and the + buttons', async () => {
    mealPlanServer();
    render();
    expect(await screen.findByText('Nothing planned this week')).toBeInTheDocument();
    expect(screen.getByText(/add meals with the \+ buttons/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'One-click meal prep' })).toHaveLength(2);
  });

  test('a week that fails to load says so, and Try again loads it', async () => {
    const user = userEvent.setup();
    let fail = true;
    mealPlanServer({
      entries: [soupDinner],
      routes: {
        'GET /api/meal-plans': (req) => {
          if (fail) return { status: 500, body: { error: 'Something went wrong.', code: 'INTERNAL' } };
          const from = new URL(req.url, 'http://x').searchParams.get('from')!;
          return {
            body: {
              from,
              to: from,
              weekStartsOn: 1,
              defaultServings: 2,
              today: '2026-11-25',
              entries: from === '2026-11-23' ? [soupDinner] : [],
            },
          };
        },
      },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The meal plan could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Lentil soup' })).toBeInTheDocument();
  });
});

describe('on a phone', () => {
  test('shows one day at a time, today first, with a strip to pick another day', async () => {
    const user = userEvent.setup();
    setWidth(375);
    mealPlanServer({ entries: [soupDinner, pancakeBreakfast] });
    render();
    const strip = await screen.findByRole('group', { name: 'Day of the week' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const days = within(strip).getAllByRole('button');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAccessibleName(/Monday/);
    const today = within(strip).getByRole('button', { pressed: true });
    expect(today).toHaveAccessibleName(/Wednesday.*\(today\)/);

    // Today's four meals, stacked.
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/Wednesday/);
    expect(
      within(screen.getByTestId('day-breakfast')).getByRole('link', { name: 'Pancakes' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Add to Wednesday/ })).toHaveLength(4);

    await user.click(within(strip).getByRole('button', { name: /Tuesday/ }));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/Tuesday/);
    expect(
      within(screen.getByTestId('day-dinner')).getByRole('link', { name: 'Lentil soup' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pancakes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Tuesday snack' })).toBeInTheDocument();
    // No card is draggable on a phone: the menu moves meals.
    expect(screen.getByTestId('plan-entry')).not.toHaveAttribute('draggable');
  });
});

describe('adding a meal', () => {
  test('finds a recipe by its title and plans it on the cell’s day and meal, for the household’s servings', async () => {
    const user = userEvent.setup();
    const server = mealPlanServer({ defaultServings: 3 });
    render();
    await user.click(await screen.findByRole('button', { name: 'Add to Tuesday dinner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a meal' });
    expect(within(dialog).getByLabelText('Day')).toHaveValue('2026-11-24');
    expect(within(dialog).getByLabelText('Meal')).toHaveValue('dinner');
    expect(within(dialog).getByLabelText('Servings')).toHaveValue('3');

    await user.type(within(dialog).getByLabelText('Search your recipes'), 'pan');
    const results = within(dialog).getByRole('list', { name: 'Recipes found' });
    await waitFor(() => expect(within(results).getAllByRole('button')).toHaveLength(1));
    expect(within(results).getByRole('button', { name: /Pancakes/ })).toHaveTextContent('20 min');
    await user.click(within(results).getByRole('button', { name: /Pancakes/ }));
    await user.click(within(dialog).getByRole('button', { name: 'One serving more' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to the plan' }));

    await waitFor(() => expect(server.sent('POST', '/api/meal-plans/entries')).toHaveLength(1));
    expect(server.sent('POST', '/api/meal-plans/entries')[0]!.body).toEqual({
      date: '2026-11-24',
      slot: 'dinner',
      recipeId: pancakes.id,
      servings: 4,
    });
    expect(await screen.findByText('Pancakes added to Tuesday dinner')).toBeInTheDocument();
    expect(within(cell('2026-11-24', 'dinner')).getByRole('link', { name: 'Pancakes' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('writes a note instead, on another day chosen in the dialog', async () => {
    const user = userEvent.setup();
    const server = mealPlanServer();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add to Friday lunch' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing chosen yet: the schema's own message, in words.
    await user.click(within(dialog).getByRole('button', { name: 'Add to the plan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a recipe or write a note');

    await user.click(within(dialog).getByRole('tab', { name: 'Note' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Leftovers');
    await user.selectOptions(within(dialog).getByLabelText('Day'), '2026-11-28');
    await user.click(within(dialog).getByRole('button', { name: 'Add to the plan' }));
    await waitFor(() => expect(server.sent('POST', '/api/meal-plans/entries')).toHaveLength(1));
    expect(server.sent('POST', '/api/meal-plans/entries')[0]!.body).toEqual({
      date: '2026-11-28',
      slot: 'lunch',
      note: 'Leftovers',
      servings: 3,
    });
    expect(await within(cell('2026-11-28', 'lunch')).findByText('Leftovers')).toBeInTheDocument();
  });

  test('a recipe page’s link (?add=<id>) opens the dialog with the recipe, on today’s dinner', async () => {
    const user = userEvent.setup();
    const server = mealPlanServer();
    const view = render(`/meal-prep-plan?add=${curry.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Add a meal' });
    expect(await within(dialog).findByText('Chosen: Green curry')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Day')).toHaveValue('2026-11-25');
    expect(within(dialog).getByLabelText('Meal')).toHaveValue('dinner');
    await user.click(within(dialog).getByRole('button', { name: 'Add to the plan' }));
    await waitFor(() => expect(server.sent('POST', '/api/meal-plans/entries')).toHaveLength(1));
    expect(server.sent('POST', '/api/meal-plans/entries')[0]!.body).toEqual({
      date: '2026-11-25',
      slot: 'dinner',
      recipeId: curry.id,
      servings: 3,
    });
    // The recipe leaves the address, so the dialog does not open again.
    await waitFor(() => expect(view.currentUrl()).toBe('/meal-prep-plan'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('the server’s refusal shows in the reader’s language', async () => {
    const user = userEvent.setup();
    await i18next.changeLanguage('es');
    mealPlanServer({
      routes: {
        'POST /api/meal-plans/entries': () => ({
          status: 400,
          body: {
            error: 'Write a note of 1 to 200 characters',
            code: 'VALIDATION_FAILED',
            details: [{ path: 'note', message: 'Write a note of 1 to 200 characters' }],
          },
        }),
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Añadir al almuerzo del viernes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir una comida' });
    await user.click(within(dialog).getByRole('tab', { name: 'Nota' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nota' }), 'Fuera');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir al plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Escribe una nota de 1 a 200 caracteres',
    );
  });
});

describe('a meal’s menu', () => {
  test('moves a meal to another day and meal (the change shows at once)', async () => {
    const user = userEvent.setup();
    const server = mealPlanServer({ entries: [soupDinner] });
    render();
    await pickFromMenu(user, 'Lentil soup', 'Move to…');
    const dialog = await screen.findByRole('dialog', { name: 'Move the meal' });
    expect(within(dialog).getByLabelText('Day')).toHaveValue('2026-11-24');
    await user.selectOptions(within(dialog).getByLabelText('Day'), '2026-11-26');
    await user.selectOptions(within(dialog).getByLabelText('Meal'), 'lunch');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(
      await within(cell('2026-11-26', 'lunch')).findByRole('link', { name: 'Lentil soup' }),
    ).toBeInTheDocument();
    expect(within(cell('2026-11-24', 'dinner')).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() => expect(server.sent('PATCH', '/api/meal-plans/entries/e1')).toHaveLength(1));
    expect(server.sent('PATCH', '/api/meal-plans/entries/e1')[0]!.body).toEqual({
      date: '2026-11-26',
      slot: 'lunch',
    });
    expect(await screen.findByText('Lentil soup moved to Thursday lunch')).toBeInTheDocument();
  });

  test('copies a meal, and changes its servings', async () => {
    const user = userEvent.setup();
    const server = mealPlanServer({ entries: [soupDinner] });
    render();
    await pickFromMenu(user, 'Lentil soup', 'Copy to…');
    const dialog = await screen.findByRole('dialog', { name: 'Copy the meal' });
    await user.selectOptions(within(dialog).getByLabelText('Day'), '2026-11-29');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(server.sent('POST', '/api/meal-plans/entries/e1/copy')).toHaveLength(1));
    expect(server.sent('POST', '/api/meal-plans/entries/e1/copy')[0]!.body).toEqual({
      date: '2026-11-29',
      slot: 'dinner',
    });
    expect(
      await within(cell('2026-11-29', 'dinner')).findByRole('link', { name: 'Lentil soup' }),
    ).toBeInTheDocument();
    expect(
      within(cell('2026-11-24', 'dinner')).getByRole('link', { name: 'Lentil soup' }),
    ).toBeInTheDocument();

    await user.click(
      within(cell('2026-11-24', 'dinner')).getByRole('button', { name: 'Options for Lentil soup' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'One serving more' }));
    await waitFor(() => expect(server.sent('PATCH', '/api/meal-plans/entries/e1')).toHaveLength(1));
    expect(server.sent('PATCH', '/api/meal-plans/entries/e1')[0]!.body).toEqual({ servings: 5 });
    // The menu stays open for another tap, and says the new number.
    expect(await screen.findByRole('menu')).toHaveTextContent('5 servings');
  });

  test('links to the recipe and to cook mode for this planned meal', async () => {
    const user = userEvent.setup();
    mealPlanServer({ entries: [soupDinner] });
    render();
    await user.click(await screen.findByRole('button', { name: 'Options for Lentil soup' }));
    expect(await screen.findByRole('menuitem', { name: 'Open recipe' })).toHaveAttribute(
      'href',
      `/recipes/${soup.id}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Cook' })).toHaveAttribute(
      'href',
      `/recipes/${soup.id}?cook=1&entry=e1`,
    );
    expect(screen.getByRole('menuitem', { name: 'Unlock' })).toBeInTheDocument();
  });

  test('deletes a meal, and Undo plans it again as it was', async () => {
    const user = userEvent.setup();
    const server = mealPlanServer({ entries: [soupDinner] });
    render();
    await pickFromMenu(user, 'Lentil soup', 'Delete');
    await waitFor(() =>
      expect(within(cell('2026-11-24', 'dinner')).queryByRole('link')).not.toBeInTheDocument(),
    );
    expect(server.sent('DELETE', '/api/meal-plans/entries/e1')).toHaveLength(1);
    expect(await screen.findByText('Lentil soup removed from Tuesday dinner')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(server.sent('POST', '/api/meal-plans/entries')).toHaveLength(1));
    expect(server.sent('POST', '/api/meal-plans/entries')[0]!.body).toEqual({
      date: '2026-11-24',
      slot: 'dinner',
      recipeId: soup.id,
      servings: 4,
    });
    // It was locked, and is again.
    await waitFor(() => expect(server.sent('PATCH', '/api/meal-plans/entries/new-1')).toHaveLength(1));
    expect(server.sent('PATCH', '/api/meal-plans/entries/new-1')[0]!.body).toEqual({ locked: true });
    expect(
      await within(cell('2026-11-24', 'dinner')).findByRole('link', { name: 'Lentil soup' }),
    ).toBeInTheDocument();
  });

  test('swaps the recipe, and says why when the server cannot', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const server = mealPlanServer({
      entries: [soupDinner],
      routes: {
        'POST /api/meal-plans/entries/e1/swap': () =>
          refuse
            ? {
                status: 409,
                body: { error: 'No other recipe fits your preferences for this meal.', code: 'CONFLICT' },
              }
            : swapTo(curry),
      },
    });
    const swapTo = (recipe: typeof curry) => {
      const entry = { ...server.state.entries[0]!, recipe };
      server.state.entries[0] = entry;
      return { body: { entry } };
    };
    render();
    await pickFromMenu(user, 'Lentil soup', 'Swap for another recipe');
    expect(await screen.findByText('Lentil soup swapped for Green curry')).toBeInTheDocument();
    expect(
      await within(cell('2026-11-24', 'dinner')).findByRole('link', { name: 'Green curry' }),
    ).toBeInTheDocument();

    refuse = true;
    await pickFromMenu(user, 'Green curry', 'Swap for another recipe');
    expect(
      await screen.findByText('No other recipe fits your preferences for this meal.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The recipe could not be swapped.')).toBeInTheDocument();
    expect(server.sent('POST', '/api/meal-plans/entries/e1/swap')).toHaveLength(2);
  });

  test('locks and unlocks a meal', async () => {
    const user = userEvent.setup();
    const server = mealPlanServer({ entries: [{ ...soupDinner, locked: false }] });
    render();
    await pickFromMenu(user, 'Lentil soup', 'Lock (keep when planning again)');
    expect(
      await within(cell('2026-11-24', 'dinner')).findByRole('img', { name: 'Locked' }),
    ).toBeInTheDocument();
    expect(server.sent('PATCH', '/api/meal-plans/entries/e1')[0]!.body).toEqual({ locked: true });
    await pickFromMenu(user, 'Lentil soup', 'Unlock');
    await waitFor(() =>
      expect(
        within(cell('2026-11-24', 'dinner')).queryByRole('img', { name: 'Locked' }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe('by keyboard', () => {
  test('the menu opens from the keyboard and moves a meal without a mouse', async () => {
    const user = userEvent.setup();
    const server = mealPlanServer({ entries: [soupDinner] });
    render();
    const trigger = await screen.findByRole('button', { name: 'Options for Lentil soup' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // Arrow down to "Move to…" and choose it.
    const items = within(menu).getAllByRole('menuitem');
    const moveIndex = items.findIndex((item) => item.textContent === 'Move to…');
    for (let i = 0; i < items.length && document.activeElement !== items[moveIndex]; i++) {
      await user.keyboard('{ArrowDown}');
    }
    expect(items[moveIndex]).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move the meal' });
    await user.selectOptions(within(dialog).getByLabelText('Meal'), 'snack');
    within(dialog).getByRole('button', { name: 'Move' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.sent('PATCH', '/api/meal-plans/entries/e1')).toHaveLength(1));
    expect(server.sent('PATCH', '/api/meal-plans/entries/e1')[0]!.body).toEqual({
      date: '2026-11-24',
      slot: 'snack',
    });
  });
});

describe('in another language', () => {
  test('dates, meals and the planner’s reasons read in French', async () => {
    await i18next.changeLanguage('fr');
    mealPlanServer({ entries: [soupDinner] });
    render();
    const table = await screen.findByRole('table', { name: /Repas de la semaine/ });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent(/^lundi 23 novembre/);
    expect(within(table).getByRole('rowheader', { name: 'Petit-déjeuner' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/23.*29 nov\.? 2026/);
    const chips = within(cell('2026-11-24', 'dinner')).getByRole('list', { name: 'Pourquoi ce choix' });
    // Intl writes "20 min" with a no-break space.
    const texts = within(chips)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\s/g, ' '));
    expect(texts).toEqual([
      'Utilise 2 produits bientôt périmés : spinach et milk',
      'Favori',
      'Partage onion avec d’autres repas',
      'Des restes pour 2 repas',
      'Rapide : 20 min',
      'Nouvelle cuisine : thai',
    ]);
    expect(screen.getByRole('button', { name: 'Ajouter au dîner de mardi' })).toBeInTheDocument();
  });
});

describe('dragging on a desktop', () => {
  const dataTransfer = () => {
    const data = new Map<string, string>();
    return {
      get types() {
        return [...data.keys()];
      },
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'all',
      dropEffect: 'none',
    };
  };

  test('a card dropped on another meal moves there', async () => {
    const server = mealPlanServer({ entries: [soupDinner] });
    render();
    const card = (await screen.findByRole('link', { name: 'Lentil soup' })).closest('li')!;
    expect(card).toHaveAttribute('draggable', 'true');
    const transfer = dataTransfer();
    fireEvent.dragStart(card, { dataTransfer: transfer });
    expect(transfer.getData(ENTRY_DRAG_TYPE)).toBe('e1');
    fireEvent.dragOver(cell('2026-11-28', 'lunch'), { dataTransfer: transfer });
    fireEvent.drop(cell('2026-11-28', 'lunch'), { dataTransfer: transfer });

    expect(
      await within(cell('2026-11-28', 'lunch')).findByRole('link', { name: 'Lentil soup' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.sent('PATCH', '/api/meal-plans/entries/e1')).toHaveLength(1));
    expect(server.sent('PATCH', '/api/meal-plans/entries/e1')[0]!.body).toEqual({
      date: '2026-11-28',
      slot: 'lunch',
    });
  });

  test('a move the server refuses goes back, and says why', async () => {
    mealPlanServer({
      entries: [soupDinner],
      routes: {
        'PATCH /api/meal-plans/entries/e1': () => ({
          status: 409,
          body: { error: 'A meal holds up to 10 entries. Move one to another meal first.', code: 'CONFLICT' },
        }),
      },
    });
    render();
    const card = (await screen.findByRole('link', { name: 'Lentil soup' })).closest('li')!;
    const transfer = dataTransfer();
    fireEvent.dragStart(card, { dataTransfer: transfer });
    fireEvent.dragOver(cell('2026-11-26', 'dinner'), { dataTransfer: transfer });
    fireEvent.drop(cell('2026-11-26', 'dinner'), { dataTransfer: transfer });

    expect(
      await screen.findByText('A meal holds up to 10 entries. Move one to another meal first.'),
    ).toBeInTheDocument();
    expect(
      within(cell('2026-11-24', 'dinner')).getByRole('link', { name: 'Lentil soup' }),
    ).toBeInTheDocument();
    expect(within(cell('2026-11-26', 'dinner')).queryByRole('link')).not.toBeInTheDocument();
  });
});
