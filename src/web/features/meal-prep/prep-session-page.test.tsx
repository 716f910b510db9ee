import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PrepSession, PrepTask } from '@shared/contracts/meal-plans';
import { deferred, renderApp, setUpI18n } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { csrfRoute, installFakeNetwork, type Handler } from '../../lib/test-network';
import { clearToasts } from '../../lib/toast-store';
import { WeeklyMealPrepPage } from './weekly-meal-prep-page';

const SESSION_ID = '01938f6e-0000-7000-8000-00000000prep';
const ROAST = '01938f6e-0000-7000-8000-0000000roast';
const SOUP = '01938f6e-0000-7000-8000-00000000soup';
const PATH = `/api/meal-prep/sessions/${SESSION_ID}`;

function task(overrides: Partial<PrepTask> & Pick<PrepTask, 'id'>): PrepTask {
  return {
    kind: 'step',
    text: null,
    action: null,
    food: null,
    amounts: [],
    recipeIds: [],
    appliance: null,
    passive: false,
    startMinute: 0,
    minutes: 5,
    timerSeconds: null,
    dependsOn: [],
    ...overrides,
  };
}

/** Two recipes that both chop onions: the knife work once, then the oven and the hob side by side. */
function prepSession(overrides: Partial<PrepSession> = {}): PrepSession {
  return {
    id: SESSION_ID,
    from: '2026-11-09',
    to: '2026-11-15',
    createdAt: '2026-11-08T09:00:00.000Z',
    totalMinutes: 95,
    sequentialMinutes: 160,
    tasks: [
      task({
        id: 'prep:onions',
        kind: 'prep',
        action: 'chop',
        food: 'onions',
        amounts: ['2 onions, chopped', '4 onions, chopped'],
        recipeIds: [ROAST, SOUP],
        startMinute: 0,
        minutes: 3,
      }),
      task({
        id: `${ROAST}:s0`,
        text: 'Roast the vegetables for 40 minutes.',
        recipeIds: [ROAST],
        appliance: 'oven',
        passive: true,
        startMinute: 3,
        minutes: 40,
        timerSeconds: 2400,
        dependsOn: ['prep:onions'],
      }),
      task({
        id: `${SOUP}:s0`,
        text: 'Soften the onions in butter.',
        recipeIds: [SOUP],
        appliance: 'stovetop',
        startMinute: 3,
        minutes: 10,
        dependsOn: ['prep:onions'],
      }),
      task({
        id: `${SOUP}:s1`,
        text: 'Add the stock and simmer for 30 minutes.',
        recipeIds: [SOUP],
        appliance: 'stovetop',
        passive: true,
        startMinute: 13,
        minutes: 30,
        timerSeconds: 1800,
        dependsOn: [`${SOUP}:s0`],
      }),
    ],
    meals: [
      {
        recipeId: ROAST,
        title: 'Roast vegetables',
        servings: 4,
        dates: ['2026-11-09', '2026-11-11'],
        storage: 'fridge',
        useByDays: 4,
        freezable: false,
        reheat: 'oven',
      },
      {
        recipeId: SOUP,
        title: 'Onion soup',
        servings: 6,
        dates: ['2026-11-10', '2026-11-12', '2026-11-14'],
        storage: 'freezer',
        useByDays: 90,
        freezable: true,
        reheat: 'stovetop',
      },
    ],
    done: [],
    ...overrides,
  };
}

/**
 * The prep session API as the server keeps it: the ticks stay across visits. The nth PATCH waits
 * for holds[n] when given, to answer ticks later than they are made.
 */
function sessionServer(
  initial: PrepSession = prepSession(),
  routes: Record<string, Handler> = {},
  holds: Array<Promise<void>> = [],
) {
  const server = { session: initial };
  let patches = 0;
  const net = installFakeNetwork({
    ...csrfRoute,
    [`GET ${PATH}`]: () => ({ body: { session: server.session } }),
    [`PATCH ${PATH}`]: async (req) => {
      await holds[patches++];
      const { taskId, done } = req.body as { taskId: string; done: boolean };
      const ticked = new Set(server.session.done);
      if (done) ticked.add(taskId);
      else ticked.delete(taskId);
      server.session = {
        ...server.session,
        done: server.session.tasks.map((t) => t.id).filter((id) => ticked.has(id)),
      };
      return { body: { session: server.session } };
    },
    ...routes,
  });
  const sent = (method: string) => net.requests.filter((r) => r.method === method && r.url === PATH);
  return { server, net, sent };
}

function renderSession(id = SESSION_ID) {
  return renderApp(<WeeklyMealPrepPage />, { path: `/weeklymealprep/${id}` });
}

const taskTexts = () =>
  screen.getAllByTestId('prep-task').map((item) => item.querySelector('p')?.textContent);

function installWakeLock() {
  const request = vi.fn(async () => ({
    released: false,
    release: vi.fn(async () => undefined),
    addEventListener: () => undefined,
  }));
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return request;
}

beforeAll(async () => {
  await setUpI18n();
  // jsdom lacks pointer capture; Radix's checkbox and toast ask for it.
  Element.prototype.hasPointerCapture ??= () => false;
});
beforeEach(async () => {
  clearCsrfToken();
  clearToasts();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('the prep session', () => {
  test('shows the days, the time it takes against one recipe after the other, and the progress', async () => {
    sessionServer(prepSession({ done: [`${SOUP}:s0`] }));
    renderSession();
    expect(await screen.findByText(/^Meals for Mon, Nov 9 – Sun, Nov 15$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Weekly meal prep' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Overview' });
    expect(within(summary).getByText('Session time').nextSibling).toHaveTextContent('1 hr 35 min');
    expect(within(summary).getByText('One after the other').nextSibling).toHaveTextContent('2 hr 40 min');
    expect(within(summary).getByText('Cooking it all together saves 1 hr 5 min.')).toBeInTheDocument();
    expect(within(summary).getByTestId('prep-progress')).toHaveTextContent('1 of 4 done');
    expect(within(summary).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
  });

  test('lists the tasks in order, by start time, with their appliances and what is hands-off', async () => {
    sessionServer();
    renderSession();
    await screen.findAllByTestId('prep-task');
    expect(taskTexts()).toEqual([
      'Chop: onions',
      'Roast the vegetables for 40 minutes.',
      'Soften the onions in butter.',
      'Add the stock and simmer for 30 minutes.',
    ]);
    const groups = screen.getAllByTestId('prep-group');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'Starting at0:00',
      'Starting at0:03',
      'Starting at0:13',
    ]);
    expect(within(groups[1]!).getAllByTestId('prep-task')).toHaveLength(2);
    expect(screen.getAllByTestId('prep-appliance').map((item) => item.textContent)).toEqual([
      'At the counter',
      'Oven',
      'Stovetop',
      'Stovetop',
    ]);
    const [, roast, soften, simmer] = screen.getAllByTestId('prep-task');
    expect(roast).toHaveTextContent('Hands-off: the oven works');
    expect(roast).toHaveTextContent('for Roast vegetables');
    expect(roast).toHaveTextContent('Takes 40 min');
    expect(roast).toHaveTextContent('Starts at 0:03');
    expect(soften).not.toHaveTextContent('Hands-off');
    expect(simmer).toHaveTextContent('Hands-off: it simmers on the stovetop');
  });

  test('knife work shared by two recipes reads as one task with every amount and both recipes', async () => {
    sessionServer();
    renderSession();
    const [chop] = await screen.findAllByTestId('prep-task');
    expect(within(chop!).getByText('Chop: onions')).toBeInTheDocument();
    expect(within(chop!).getByText('2 onions, chopped · 4 onions, chopped')).toBeInTheDocument();
    expect(within(chop!).getByText('for Roast vegetables and Onion soup')).toBeInTheDocument();
    // The box is named by the task, and the details describe it.
    const box = screen.getByRole('checkbox', { name: 'Chop: onions' });
    expect(box).toHaveAccessibleDescription(/2 onions, chopped · 4 onions, chopped/);
  });

  test('reads in the reader language: actions, foods, appliances and storage', async () => {
    sessionServer();
    await i18next.changeLanguage('de');
    renderSession();
    expect(await screen.findByRole('checkbox', { name: 'Hacken: Zwiebeln' })).toBeInTheDocument();
    expect(screen.getAllByTestId('prep-appliance').map((item) => item.textContent)).toEqual([
      'An der Arbeitsfläche',
      'Backofen',
      'Kochfeld',
      'Kochfeld',
    ]);
    expect(screen.getByText('Ohne Zutun: Der Ofen arbeitet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aufbewahren und Aufwärmen' })).toBeInTheDocument();
  });
});

describe('ticking tasks off', () => {
  test('a tick shows at once, is sent to the server, and counts in the progress', async () => {
    const { sent } = sessionServer();
    const user = userEvent.setup();
    renderSession();
    const box = await screen.findByRole('checkbox', { name: 'Chop: onions' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(screen.getByTestId('prep-progress')).toHaveTextContent('1 of 4 done');
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({ taskId: 'prep:onions', done: true });

    // Two quick ticks in a row: both stay, whatever order the answers come in.
    await user.click(screen.getByRole('checkbox', { name: 'Roast the vegetables for 40 minutes.' }));
    await user.click(screen.getByRole('checkbox', { name: 'Soften the onions in butter.' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(3));
    await waitFor(() => expect(screen.getByTestId('prep-progress')).toHaveTextContent('3 of 4 done'));

    await user.click(box);
    expect(box).not.toBeChecked();
    await waitFor(() => expect(sent('PATCH')).toHaveLength(4));
    expect(sent('PATCH')[3]!.body).toEqual({ taskId: 'prep:onions', done: false });
    await waitFor(() => expect(screen.getByTestId('prep-progress')).toHaveTextContent('2 of 4 done'));
  });

  test('the answer to an earlier tick does not untick a box ticked since', async () => {
    const first = deferred<void>();
    const second = deferred<void>();
    const { sent } = sessionServer(prepSession(), {}, [first.promise, second.promise]);
    const user = userEvent.setup();
    renderSession();
    const roast = await screen.findByRole('checkbox', { name: 'Roast the vegetables for 40 minutes.' });
    const soften = screen.getByRole('checkbox', { name: 'Soften the onions in butter.' });
    await user.click(roast);
    await user.click(soften);
    // One after the other: the second waits for the first answer.
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(roast).toBeChecked();
    expect(soften).toBeChecked();

    // The first answer knows nothing of the second tick, which is still on its way.
    await act(async () => first.resolve());
    await waitFor(() => expect(sent('PATCH')).toHaveLength(2));
    expect(roast).toBeChecked();
    expect(soften).toBeChecked();
    expect(screen.getByTestId('prep-progress')).toHaveTextContent('2 of 4 done');

    await act(async () => second.resolve());
    await waitFor(() => expect(screen.getByTestId('prep-progress')).toHaveTextContent('2 of 4 done'));
    expect(sent('PATCH').map((request) => request.body)).toEqual([
      { taskId: `${ROAST}:s0`, done: true },
      { taskId: `${SOUP}:s0`, done: true },
    ]);
  });

  test('the ticks are kept on the server: closing and opening the session shows them', async () => {
    sessionServer();
    const user = userEvent.setup();
    const first = renderSession();
    await user.click(await screen.findByRole('checkbox', { name: 'Chop: onions' }));
    await waitFor(() => expect(first.queryClient.isMutating()).toBe(0));
    first.unmount();

    renderSession();
    expect(await screen.findByRole('checkbox', { name: 'Chop: onions' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Soften the onions in butter.' })).not.toBeChecked();
    expect(screen.getByTestId('prep-progress')).toHaveTextContent('1 of 4 done');
  });

  test('a tick that fails goes back and says so', async () => {
    sessionServer(prepSession(), {
      [`PATCH ${PATH}`]: () => ({
        status: 503,
        body: { error: 'The service is temporarily unavailable.', code: 'UNAVAILABLE' },
      }),
    });
    const user = userEvent.setup();
    renderSession();
    const box = await screen.findByRole('checkbox', { name: 'Chop: onions' });
    await user.click(box);
    expect(await screen.findByText('“Chop: onions” could not be saved')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(screen.getByTestId('prep-progress')).toHaveTextContent('0 of 4 done');
  });

  test('a tick made without a connection shows at once and is sent when the connection is back', async () => {
    const { sent } = sessionServer();
    const user = userEvent.setup();
    renderSession();
    const box = await screen.findByRole('checkbox', { name: 'Chop: onions' });
    const { onlineManager } = await import('@tanstack/react-query');
    act(() => onlineManager.setOnline(false));
    try {
      await user.click(box);
      expect(box).toBeChecked();
      expect(sent('PATCH')).toHaveLength(0);
      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
      expect(box).toBeChecked();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
  });
});

describe('timers', () => {
  test('a task’s timer is a cook mode timer: several run at once, count down and ring', async () => {
    sessionServer();
    const wakeLock = installWakeLock();
    renderSession();
    const [, roast, , simmer] = await screen.findAllByTestId('prep-task');
    // The page's data is there; from now on the clock is the test's.
    vi.useFakeTimers();
    act(() => within(roast!).getByRole('button', { name: 'Start timer 40:00' }).click());
    act(() => within(simmer!).getByRole('button', { name: 'Start timer 30:00' }).click());
    const tray = screen.getByRole('region', { name: 'Timers' });
    expect(
      within(tray)
        .getAllByTestId('cook-timer')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Roast vegetables: 40:00'),
      expect.stringContaining('Onion soup: 30:00'),
    ]);
    // The screen is kept on while timers run, as in cook mode.
    expect(wakeLock).toHaveBeenCalledWith('screen');

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const [roastTimer, soupTimer] = within(tray).getAllByTestId('cook-timer');
    expect(roastTimer).toHaveTextContent('39:00');
    expect(soupTimer).toHaveTextContent('29:00');
    await act(() => vi.advanceTimersByTimeAsync(29 * 60_000));
    expect(within(soupTimer!).getByRole('alert')).toHaveTextContent("Time's up!");
    expect(roastTimer).toHaveTextContent('10:00');
    act(() => within(soupTimer!).getByRole('button', { name: 'Stop Onion soup: 30:00' }).click());
    expect(within(tray).getAllByTestId('cook-timer')).toHaveLength(1);
  });
});

describe('storage and reheating', () => {
  test('each dish says its servings, days, where it keeps, for how long, freezing and reheating', async () => {
    sessionServer();
    renderSession();
    const section = await screen.findByRole('region', { name: 'Storage and reheating' });
    const [roast, soup] = within(section).getAllByTestId('prep-meal');
    expect(within(roast!).getByRole('heading', { name: 'Roast vegetables' })).toBeInTheDocument();
    expect(roast).toHaveTextContent('4 servings');
    expect(roast).toHaveTextContent('Mon, Nov 9 and Wed, Nov 11');
    expect(roast).toHaveTextContent('In the fridge · keeps 4 days');
    expect(roast).toHaveTextContent('Do not freeze');
    expect(roast).toHaveTextContent('In the oven');
    expect(within(soup!).getByRole('heading', { name: 'Onion soup' })).toBeInTheDocument();
    expect(soup).toHaveTextContent('6 servings');
    expect(soup).toHaveTextContent('Tue, Nov 10, Thu, Nov 12, and Sat, Nov 14');
    expect(soup).toHaveTextContent('In the freezer · keeps 90 days');
    expect(soup).toHaveTextContent('Freezes well');
    expect(soup).toHaveTextContent('On the stovetop');
  });
});

describe('loading and missing sessions', () => {
  test('an unknown session, or another household’s, shows the not-found state', async () => {
    sessionServer(prepSession(), {
      [`GET ${PATH}`]: () => ({ status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } }),
    });
    renderSession();
    expect(
      await screen.findByRole('heading', { name: 'This meal prep plan could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to meal plan' })).toHaveAttribute(
      'href',
      '/meal-prep-plan',
    );
  });

  test('an address that cannot name a session is not found without asking the server', async () => {
    const { net } = sessionServer();
    renderSession('not%20an%20id');
    expect(
      await screen.findByRole('heading', { name: 'This meal prep plan could not be found' }),
    ).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  test('a failed load says so and can try again', async () => {
    let fail = true;
    sessionServer(prepSession(), {
      [`GET ${PATH}`]: () =>
        fail
          ? { status: 503, body: { error: 'The service is temporarily unavailable.', code: 'UNAVAILABLE' } }
          : { body: { session: prepSession() } },
    });
    const user = userEvent.setup();
    renderSession();
    expect(await screen.findByText('The meal prep session could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Chop: onions' })).toBeInTheDocument();
  });
});
