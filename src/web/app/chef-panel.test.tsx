import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ChatHistoryResponse, ChefMessage, ChefStreamEvent } from '@shared/contracts/chef';
import { DEFAULT_SETTINGS } from '@shared/settings-options';
import { advance, renderApp, setUpI18n, settle } from '../../../tests/web';
import { clearCsrfToken } from '../lib/csrf';
import { i18next } from '../lib/i18n';
import { csrfRoute, installFakeNetwork, type Handler } from '../lib/test-network';
import { clearToasts } from '../lib/toast-store';
import { ChefLauncher } from './chef-panel';

beforeAll(async () => {
  await setUpI18n();
  // The window and the tips load on demand; loaded once here, a test's fake clock does not wait on them.
  await Promise.all([import('../features/chef/chef-window'), import('../features/chef/chef-tips')]);
  // jsdom lacks pointer capture; Radix's toast and switch ask for it.
  Element.prototype.hasPointerCapture ??= () => false;
});
beforeEach(async () => {
  clearCsrfToken();
  clearToasts();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Generous: a loaded machine running every test file at once is slow to paint.
const FIND = { timeout: 5000 };

let nextId = 1;
function message(role: 'user' | 'chef', text: string, extra: Partial<ChefMessage> = {}): ChefMessage {
  return {
    id: `m${nextId++}`,
    role,
    text,
    card: null,
    links: [],
    chips: [],
    createdAt: '2026-12-01T10:00:00.000Z',
    ...extra,
  };
}

const STARTERS = ['What can I cook tonight?', 'What expires this week?'];

/** A stream the test writes event by event, as the server would while it thinks. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    body,
    send: async (event: ChefStreamEvent) => {
      await act(async () => {
        controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
    end: async () => {
      await act(async () => {
        controller.close();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

/** The whole answer at once: the stored message, deltas, the stored reply. */
function ndjson(events: readonly ChefStreamEvent[]): string {
  return events.map((e) => JSON.stringify(e)).join('\n') + '\n';
}

function chefServer(history: Partial<ChatHistoryResponse> = {}, routes: Record<string, Handler> = {}) {
  const net = installFakeNetwork({
    ...csrfRoute,
    'GET /api/chat/messages': () => ({
      body: { messages: [], hasMore: false, starters: STARTERS, ...history },
    }),
    ...routes,
  });
  const sent = (method: string, url: string) =>
    net.requests.filter((r) => r.method === method && r.url === url);
  return { net, sent };
}

async function openChef() {
  const user = userEvent.setup();
  const view = renderApp(<ChefLauncher />, { path: '/dashboard' });
  await user.click(screen.getByRole('button', { name: 'Ask the Chef' }));
  const dialog = await screen.findByRole('dialog', { name: 'Chef' }, FIND);
  return { ...view, user, dialog };
}

describe('the chat window', () => {
  test('shows the conversation from the server, its links, cards and the last reply’s chips', async () => {
    const reply = message('chef', 'You have 2 l milk. Shall I open the pantry?', {
      links: [{ label: 'Open the pantry', href: '/pantry' }],
      chips: ['What expires this week?', 'Add eggs'],
    });
    chefServer({
      messages: [
        message('user', 'add milk'),
        message('chef', 'Add 2 l milk to the Fridge?', {
          card: {
            summary: 'Add 2 l milk to the Fridge?',
            status: 'done',
            proposal: { kind: 'pantry', action: { type: 'ADD_TO_PANTRY', items: [{ text: '2 l milk' }] } },
          },
        }),
        message('user', 'do I have milk?'),
        reply,
      ],
    });
    const { dialog } = await openChef();
    const log = await within(dialog).findByRole('log', { name: 'Conversation with the Chef' }, FIND);
    expect(log).toHaveAttribute('aria-live', 'polite');
    await within(log).findByText('You have 2 l milk. Shall I open the pantry?', {}, FIND);
    expect(
      within(log)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === log.firstElementChild),
    ).toHaveLength(4);
    expect(within(log).getByRole('link', { name: 'Open the pantry' })).toHaveAttribute('href', '/pantry');
    expect(within(log).getByRole('group', { name: 'Add 2 l milk to the Fridge?' })).toHaveTextContent('Done');
    const chips = within(dialog).getByRole('group', { name: 'Suggestions' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['What expires this week?', 'Add eggs']);
    // Every control has a name.
    for (const button of within(dialog).getAllByRole('button')) expect(button).toHaveAccessibleName();
    expect(within(dialog).getByRole('textbox', { name: 'Message to the Chef' })).toHaveFocus();
  });

  test('an empty conversation offers the starters; a chip sends its text', async () => {
    const { sent } = chefServer(
      {},
      {
        'POST /api/chat/messages': (req) => {
          const text = (req.body as { text: string }).text;
          return {
            body: ndjson([
              { type: 'user', message: message('user', text) },
              { type: 'delta', text: 'Tonight: ' },
              { type: 'delta', text: 'shakshuka.' },
              { type: 'done', message: message('chef', 'Tonight: shakshuka.') },
            ]),
          };
        },
      },
    );
    const { dialog, user } = await openChef();
    expect(await within(dialog).findByText(/Hi Ana!/, {}, FIND)).toBeInTheDocument();
    const chips = within(dialog).getByRole('group', { name: 'Suggestions' });
    await user.click(within(chips).getByRole('button', { name: 'What can I cook tonight?' }));
    const log = within(dialog).getByRole('log');
    expect(await within(log).findByText('Tonight: shakshuka.', {}, FIND)).toBeInTheDocument();
    expect(within(log).getByText('What can I cook tonight?')).toBeInTheDocument();
    const [post] = sent('POST', '/api/chat/messages');
    expect(post!.body).toEqual({ text: 'What can I cook tonight?' });
    expect(post!.headers['CSRF-Token']).toBe('token-1');
    expect(post!.headers.Accept).toBe('application/x-ndjson');
  });

  test('Enter sends: the message shows at once, the typing indicator until the first words, then the reply as it streams', async () => {
    const stream = controlledStream();
    chefServer({}, { 'POST /api/chat/messages': () => ({ body: stream.body }) });
    const { dialog, user } = await openChef();
    const input = within(dialog).getByRole('textbox', { name: 'Message to the Chef' });
    await user.type(input, 'add 2 litres of milk{Enter}');

    expect(input).toHaveValue('');
    expect(within(dialog).getByText('add 2 litres of milk')).toBeInTheDocument();
    expect(within(dialog).getByTestId('chef-typing')).toHaveTextContent('The Chef is writing…');

    const stored = message('user', 'add 2 litres of milk');
    await stream.send({ type: 'user', message: stored });
    await stream.send({ type: 'delta', text: 'Shall I add ' });
    expect(within(dialog).queryByTestId('chef-typing')).toBeNull();
    const log = within(dialog).getByRole('log');
    // The words so far show outside the log, which announces the reply only once it is whole.
    expect(within(dialog).getByText('Shall I add')).toBeInTheDocument();
    expect(within(log).queryByText(/Shall I add/)).toBeNull();
    await stream.send({ type: 'delta', text: '2 l milk?' });
    expect(within(dialog).getByText('Shall I add 2 l milk?')).toBeInTheDocument();

    await stream.send({
      type: 'done',
      message: message('chef', 'Shall I add 2 l milk to the Fridge?', {
        card: {
          summary: 'Add 2 l milk to the Fridge?',
          status: 'proposed',
          proposal: { kind: 'pantry', action: { type: 'ADD_TO_PANTRY', items: [{ text: '2 l milk' }] } },
        },
      }),
    });
    await stream.end();
    expect(within(log).getByText('Shall I add 2 l milk to the Fridge?')).toBeInTheDocument();
    expect(within(log).getByText('add 2 litres of milk')).toBeInTheDocument();
    expect(within(log).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  test('Escape closes the window and the focus goes back to the launcher', async () => {
    chefServer();
    const { user } = await openChef();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Ask the Chef' })).toHaveFocus();
  });

  test('“Earlier messages” loads the page before the oldest one shown', async () => {
    const oldest = message('user', 'recent question');
    const older = message('chef', 'an old answer');
    const { sent } = chefServer(
      {},
      {
        'GET /api/chat/messages': (req) =>
          req.url.includes('before=')
            ? { body: { messages: [older], hasMore: false, starters: [] } }
            : {
                body: {
                  messages: [oldest, message('chef', 'recent answer', { chips: ['More'] })],
                  hasMore: true,
                  starters: [],
                },
              },
      },
    );
    const { dialog, user } = await openChef();
    await user.click(await within(dialog).findByRole('button', { name: 'Earlier messages' }, FIND));
    const log = within(dialog).getByRole('log');
    await within(log).findByText('an old answer', {}, FIND);
    const texts = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(texts[0]).toContain('an old answer');
    expect(sent('GET', `/api/chat/messages?before=${oldest.id}&limit=30`)).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Earlier messages' })).toBeNull();
  });

  test('clearing the conversation asks first, then deletes it and shows the starters again', async () => {
    const { sent } = chefServer(
      { messages: [message('user', 'hello'), message('chef', 'Hello!')] },
      { 'DELETE /api/chat/messages': () => ({ status: 204 }) },
    );
    const { dialog, user } = await openChef();
    await within(dialog).findByText('Hello!', {}, FIND);
    await user.click(within(dialog).getByRole('button', { name: 'Clear conversation' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear the conversation?' }, FIND);
    expect(sent('DELETE', '/api/chat/messages')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(within(dialog).queryByText('Hello!')).toBeNull());
    expect(sent('DELETE', '/api/chat/messages')[0]!.headers['CSRF-Token']).toBe('token-1');
    expect(within(dialog).getByRole('button', { name: 'What can I cook tonight?' })).toBeInTheDocument();
  });

  test('too many messages: the Chef says to wait, and the text stays to send again', async () => {
    chefServer(
      {},
      {
        'POST /api/chat/messages': () => ({
          status: 429,
          body: { error: 'Too many requests', code: 'RATE_LIMITED' },
        }),
      },
    );
    const { dialog, user } = await openChef();
    const input = within(dialog).getByRole('textbox', { name: 'Message to the Chef' });
    await user.type(input, 'hello{Enter}');
    expect(await within(dialog).findByRole('alert', {}, FIND)).toHaveTextContent(
      'You are sending messages faster than the Chef can answer.',
    );
    expect(input).toHaveValue('hello');
  });

  test('an error event shows the server’s words', async () => {
    chefServer(
      {},
      {
        'POST /api/chat/messages': () => ({
          body: ndjson([
            { type: 'user', message: message('user', 'hello') },
            { type: 'error', error: 'The Chef could not answer just now.' },
          ]),
        }),
      },
    );
    const { dialog, user } = await openChef();
    await user.type(within(dialog).getByRole('textbox', { name: 'Message to the Chef' }), 'hello{Enter}');
    expect(await within(dialog).findByRole('alert', {}, FIND)).toHaveTextContent(
      'The Chef could not answer just now.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Message to the Chef' })).toHaveValue('');
  });
});

describe('cards in the chat', () => {
  const cardMessage = (proposal: NonNullable<ChefMessage['card']>['proposal'], summary: string) =>
    message('chef', summary, { card: { summary, status: 'proposed', proposal } });

  test('Confirm runs the action, marks the card done and says so; both buttons wait meanwhile', async () => {
    const card = cardMessage(
      { kind: 'dietaryPreferences', action: { type: 'UPDATE_DIETARY_PREFERENCES', add: ['Vegetarian'] } },
      'Add Vegetarian to your dietary preferences?',
    );
    let answerAction!: () => void;
    const { sent } = chefServer(
      { messages: [card] },
      {
        'POST /api/chat/actions/dietary-preferences': () =>
          new Promise((resolve) => {
            answerAction = () =>
              resolve({ body: { type: 'UPDATE_DIETARY_PREFERENCES', dietaryPreferences: ['Vegetarian'] } });
          }),
        [`PATCH /api/chat/messages/${card.id}`]: (req) => ({
          body: {
            message: { ...card, card: { ...card.card!, status: (req.body as { status: string }).status } },
          },
        }),
      },
    );
    const { dialog, user } = await openChef();
    const group = await within(dialog).findByRole(
      'group',
      {
        name: 'Add Vegetarian to your dietary preferences?',
      },
      FIND,
    );
    await user.click(within(group).getByRole('button', { name: 'Confirm' }));
    expect(within(group).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(answerAction).toBeTypeOf('function'));
    answerAction();
    expect(await screen.findByText('Dietary preferences updated', {}, FIND)).toBeInTheDocument();
    await waitFor(() => expect(group).toHaveTextContent('Done'));
    expect(sent('PATCH', `/api/chat/messages/${card.id}`)[0]!.body).toEqual({ status: 'done' });
    expect(within(group).queryByRole('button', { name: 'Confirm' })).toBeNull();
    // The focus goes on to the message box, from where Escape closes the window even while the
    // toast (the top layer, which Radix gives Escape to) still shows.
    expect(within(dialog).getByRole('textbox', { name: 'Message to the Chef' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Ask the Chef' })).toHaveFocus();
  });

  test('Cancel dismisses the card without running it', async () => {
    const card = cardMessage(
      {
        kind: 'appliance',
        action: { type: 'ADD_KITCHEN_APPLIANCE', appliance: { applianceSlug: 'air-fryer' } },
      },
      'Add an air fryer to your kitchen?',
    );
    const { sent, net } = chefServer(
      { messages: [card] },
      {
        [`PATCH /api/chat/messages/${card.id}`]: () => ({
          body: { message: { ...card, card: { ...card.card!, status: 'dismissed' } } },
        }),
      },
    );
    const { dialog, user } = await openChef();
    const group = await within(dialog).findByRole(
      'group',
      { name: 'Add an air fryer to your kitchen?' },
      FIND,
    );
    await user.click(within(group).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(group).toHaveTextContent('Cancelled'));
    expect(sent('PATCH', `/api/chat/messages/${card.id}`)[0]!.body).toEqual({ status: 'dismissed' });
    expect(net.requests.filter((r) => r.url.startsWith('/api/chat/actions'))).toHaveLength(0);
  });

  test('a timer card starts a timer whose chip counts down and can be cancelled', async () => {
    const card = cardMessage({ kind: 'timer', seconds: 600, label: 'Pasta' }, 'Start a 10 minute timer?');
    chefServer(
      { messages: [card] },
      {
        [`PATCH /api/chat/messages/${card.id}`]: () => ({
          body: { message: { ...card, card: { ...card.card!, status: 'done' } } },
        }),
      },
    );
    const { dialog, user } = await openChef();
    const group = await within(dialog).findByRole('group', { name: 'Start a 10 minute timer?' }, FIND);
    await user.click(within(group).getByRole('button', { name: 'Confirm' }));
    const chip = await within(dialog).findByTestId('chef-timer', {}, FIND);
    expect(chip).toHaveTextContent(/Pasta.*(10:00|9:5\d)/);
    await user.click(within(chip).getByRole('button', { name: 'Cancel the Pasta timer' }));
    expect(within(dialog).queryByTestId('chef-timer')).toBeNull();
  });
});

describe('voice input', () => {
  class FakeRecognition {
    static instances: FakeRecognition[] = [];
    lang = '';
    continuous = true;
    interimResults = false;
    maxAlternatives = 1;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    onstart: (() => void) | null = null;
    constructor() {
      FakeRecognition.instances.push(this);
    }
    start() {
      this.onstart?.();
    }
    stop() {
      this.onend?.();
    }
    abort() {}
    hear(text: string) {
      act(() => {
        this.onresult?.({
          resultIndex: 0,
          results: { length: 1, 0: { isFinal: true, length: 1, 0: { transcript: text } } },
        });
        this.onend?.();
      });
    }
  }

  test('without speech recognition there is no microphone, and the window says why', async () => {
    chefServer();
    const { dialog } = await openChef();
    expect(within(dialog).queryByRole('button', { name: 'Speak a message' })).toBeNull();
    expect(within(dialog).getByText(/Voice input is not available in this browser/)).toBeInTheDocument();
  });

  test('the microphone listens in the reader’s language and sends what it heard', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { sent } = chefServer(
      {},
      {
        'POST /api/chat/messages': () => ({
          body: ndjson([
            { type: 'user', message: message('user', 'what expires this week') },
            { type: 'done', message: message('chef', 'Nothing expires this week.') },
          ]),
        }),
      },
    );
    const { dialog, user } = await openChef();
    await user.click(within(dialog).getByRole('button', { name: 'Speak a message' }));
    const recognition = FakeRecognition.instances.at(-1)!;
    expect(recognition.lang).toBe('en-US');
    expect(within(dialog).getByRole('button', { name: 'Stop listening' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    recognition.hear('what expires this week');
    expect(await within(dialog).findByText('Nothing expires this week.', {}, FIND)).toBeInTheDocument();
    expect(sent('POST', '/api/chat/messages')[0]!.body).toEqual({ text: 'what expires this week' });
  });
});

describe("'Chef Says' tips", () => {
  function tipServer(settings: Partial<typeof DEFAULT_SETTINGS>, tip: unknown) {
    return installFakeNetwork({
      ...csrfRoute,
      'GET /api/user/settings': () => ({ body: { ...DEFAULT_SETTINGS, ...settings } }),
      'GET /api/chat/tip': () => ({ body: { tip } }),
    });
  }
  const tip = {
    key: 'expiring',
    text: 'Your spinach expires tomorrow: how about a spinach omelette?',
    action: { kind: 'open', href: '/pantry?filter=expiring' },
  };

  test('about 15 s after the page settled, once, a tip in the ai-chef toast; Show Me opens it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const net = tipServer({}, tip);
    const { currentUrl, unmount } = renderApp(<ChefLauncher />, { path: '/dashboard' });
    await advance(14_000);
    expect(net.requests.filter((r) => r.url === '/api/chat/tip')).toHaveLength(0);
    await advance(1_000);
    await settle();
    const toast = screen.getByText(tip.text).closest('[data-slot="toast"]')!;
    expect(toast).toHaveAttribute('data-variant', 'ai-chef');
    expect(toast).toHaveTextContent('Chef Says');
    act(() =>
      within(toast as HTMLElement)
        .getByRole('button', { name: 'Show Me' })
        .click(),
    );
    expect(currentUrl()).toBe('/pantry?filter=expiring');
    await advance(60_000);
    expect(net.requests.filter((r) => r.url === '/api/chat/tip')).toHaveLength(1);
    unmount();
  });

  test('no tip is asked for when the reader turned Chef tips off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const net = tipServer({ chefTips: false }, tip);
    renderApp(<ChefLauncher />, { path: '/dashboard' });
    await advance(20_000);
    await settle();
    expect(net.requests.filter((r) => r.url === '/api/user/settings')).toHaveLength(1);
    expect(net.requests.filter((r) => r.url === '/api/chat/tip')).toHaveLength(0);
  });

  test('a shopping-list tip adds its lines to the default list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const net = installFakeNetwork({
      ...csrfRoute,
      'GET /api/user/settings': () => ({ body: DEFAULT_SETTINGS }),
      'GET /api/chat/tip': () => ({
        body: {
          tip: {
            key: 'low',
            text: 'You are low on eggs.',
            action: { kind: 'shoppingList', lines: ['12 eggs'] },
          },
        },
      }),
      'GET /api/shopping-lists/default': () => ({ body: { listId: 'list-1' } }),
      'POST /api/shopping-lists/list-1/items/quick-add': () => ({
        status: 201,
        body: { items: [], failed: [] },
      }),
    });
    renderApp(<ChefLauncher />, { path: '/dashboard' });
    await advance(15_000);
    await settle();
    act(() => screen.getByRole('button', { name: 'Show Me' }).click());
    await settle();
    expect(net.requests.find((r) => r.url === '/api/shopping-lists/list-1/items/quick-add')?.body).toEqual({
      text: '12 eggs',
    });
  });
});
