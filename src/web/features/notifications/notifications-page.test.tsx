import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Notification } from '@shared/contracts/notifications';
import { deferred, renderApp, setUpI18n } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { csrfRoute, installFakeNetwork, type Handler } from '../../lib/test-network';
import { clearToasts } from '../../lib/toast-store';
import { NotificationsPage } from './notifications-page';
import { formatRelativeTime } from '../../lib/relative-time';
import { isAppPath } from './notification-format';

const MINUTE = 60_000;

let sequence = 0;
/** A notification made `minutesAgo` minutes ago; ids grow with time, as the server's do. */
function buildNotification(overrides: Partial<Notification> & { minutesAgo?: number } = {}): Notification {
  const { minutesAgo = 5, ...rest } = overrides;
  sequence += 1;
  return {
    id: `n-${String(10_000_000 - minutesAgo).padStart(8, '0')}-${sequence}`,
    kind: 'expiringSoon',
    title: `Notice ${sequence}`,
    body: 'Something in your kitchen.',
    link: null,
    readAt: null,
    createdAt: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
    ...rest,
  };
}

/**
 * The notifications API as the server keeps it: newest first, pages cut by the `before` id,
 * read state and deletes remembered. `routes` replaces any answer.
 */
function notificationServer(initial: Notification[], routes: Record<string, Handler> = {}) {
  const server = { items: [...initial].sort((a, b) => (a.id < b.id ? 1 : -1)) };
  const unread = () => server.items.filter((item) => item.readAt === null).length;
  const perItem: Record<string, Handler> = {};
  for (const item of initial) {
    perItem[`POST /api/notifications/${item.id}/read`] = (req) => {
      const { read } = req.body as { read: boolean };
      server.items = server.items.map((n) =>
        n.id === item.id ? { ...n, readAt: read ? new Date().toISOString() : null } : n,
      );
      return { body: { unreadCount: unread() } };
    };
    perItem[`DELETE /api/notifications/${item.id}`] = () => {
      server.items = server.items.filter((n) => n.id !== item.id);
      return { status: 204 };
    };
  }
  const net = installFakeNetwork({
    ...csrfRoute,
    'GET /api/notifications': (req) => {
      const query = new URL(req.url, 'http://localhost').searchParams;
      const before = query.get('before');
      const limit = Number(query.get('limit') ?? 20);
      const rows = server.items.filter(
        (n) => (!before || n.id < before) && (query.get('unread') !== 'true' || n.readAt === null),
      );
      const page = rows.slice(0, limit);
      return {
        body: {
          items: page,
          unreadCount: unread(),
          nextCursor: rows.length > limit ? page.at(-1)!.id : null,
        },
      };
    },
    'GET /api/notifications/unread-count': () => ({ body: { unreadCount: unread() } }),
    'POST /api/notifications/read-all': () => {
      const at = new Date().toISOString();
      server.items = server.items.map((n) => ({ ...n, readAt: n.readAt ?? at }));
      return { body: { unreadCount: 0 } };
    },
    ...perItem,
    ...routes,
  });
  const sent = (method: string, path: string) =>
    net.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
  return { server, net, sent };
}

function renderNotifications(path = '/notifications') {
  return renderApp(<NotificationsPage />, { path });
}

const rows = () => within(screen.getByRole('list', { name: /notifications$/ })).getAllByRole('article');
const rowTitled = (title: string) => screen.getByRole('article', { name: new RegExp(`${title}$`) });

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

describe('the notifications page', () => {
  test('lists the notifications newest first with their text, time and read state', async () => {
    notificationServer([
      buildNotification({
        title: 'Milk expires tomorrow',
        body: '1 l of milk, in the fridge.',
        minutesAgo: 5,
      }),
      buildNotification({
        title: 'Ana added eggs',
        body: 'Ana added 12 eggs to the pantry.',
        minutesAgo: 60 * 26,
        readAt: new Date().toISOString(),
      }),
    ]);
    renderNotifications();
    expect(await screen.findByText('Milk expires tomorrow')).toBeInTheDocument();
    expect(rows().map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Unread: Milk expires tomorrow',
      'Ana added eggs',
    ]);
    const milk = rowTitled('Milk expires tomorrow');
    expect(within(milk).getByText('1 l of milk, in the fridge.')).toBeInTheDocument();
    expect(within(milk).getByText('5 minutes ago')).toHaveAttribute('datetime');
    expect(within(rowTitled('Ana added eggs')).getByText('yesterday')).toBeInTheDocument();
    expect(within(milk).getByRole('button', { name: 'Mark as read: Milk expires tomorrow' })).toBeVisible();
    expect(
      within(rowTitled('Ana added eggs')).getByRole('button', { name: 'Mark as unread: Ana added eggs' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete: Ana added eggs' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unread 1' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the unread filter asks the server for unread ones only and keeps the choice in the address', async () => {
    const { sent } = notificationServer([
      buildNotification({ title: 'Milk expires tomorrow' }),
      buildNotification({ title: 'Old news', readAt: new Date().toISOString(), minutesAgo: 90 }),
    ]);
    const user = userEvent.setup();
    const { currentUrl } = renderNotifications();
    await screen.findByText('Old news');
    await user.click(screen.getByRole('button', { name: /^Unread/ }));
    await waitFor(() => expect(screen.queryByText('Old news')).not.toBeInTheDocument());
    expect(screen.getByText('Milk expires tomorrow')).toBeInTheDocument();
    expect(currentUrl()).toBe('/notifications?show=unread');
    expect(sent('GET', '/api/notifications').at(-1)?.url).toBe('/api/notifications?limit=20&unread=true');
    expect(screen.getByRole('button', { name: /^Unread/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('marking one read sends it, unbolds it and lowers the count at once', async () => {
    const milk = buildNotification({ title: 'Milk expires tomorrow' });
    const hold = deferred<void>();
    const { sent } = notificationServer([milk, buildNotification({ title: 'Eggs run low' })], {
      [`POST /api/notifications/${milk.id}/read`]: async () => {
        await hold.promise;
        return { body: { unreadCount: 1 } };
      },
    });
    const user = userEvent.setup();
    renderNotifications();
    await screen.findByText('Milk expires tomorrow');
    expect(screen.getByRole('button', { name: 'Unread 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as read: Milk expires tomorrow' }));
    // Before the server answers.
    expect(
      await screen.findByRole('button', { name: 'Mark as unread: Milk expires tomorrow' }),
    ).toBeInTheDocument();
    expect(within(rowTitled('Milk expires tomorrow')).getByRole('heading')).toHaveTextContent(
      /^Milk expires tomorrow$/,
    );
    expect(screen.getByRole('button', { name: 'Unread 1' })).toBeInTheDocument();
    hold.resolve();
    await waitFor(() =>
      expect(sent('POST', `/api/notifications/${milk.id}/read`).map((r) => r.body)).toEqual([{ read: true }]),
    );
    expect(sent('POST', `/api/notifications/${milk.id}/read`)[0]?.headers['CSRF-Token']).toBe('token-1');
  });

  test('marking one unread again brings it back as unread', async () => {
    const read = buildNotification({ title: 'Ana added eggs', readAt: new Date().toISOString() });
    const { sent } = notificationServer([read]);
    const user = userEvent.setup();
    renderNotifications();
    await user.click(await screen.findByRole('button', { name: 'Mark as unread: Ana added eggs' }));
    expect(await screen.findByRole('button', { name: 'Mark as read: Ana added eggs' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent('POST', `/api/notifications/${read.id}/read`).map((r) => r.body)).toEqual([
        { read: false },
      ]),
    );
    expect(within(rowTitled('Ana added eggs')).getByRole('heading')).toHaveTextContent(
      'Unread: Ana added eggs',
    );
  });

  test('a refused change goes back and says so', async () => {
    const milk = buildNotification({ title: 'Milk expires tomorrow' });
    notificationServer([milk], {
      [`POST /api/notifications/${milk.id}/read`]: () => ({
        status: 500,
        body: { error: 'Something went wrong.', code: 'INTERNAL' },
      }),
    });
    const user = userEvent.setup();
    renderNotifications();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Milk expires tomorrow' }));
    expect(await screen.findByText('Notifications not updated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as read: Milk expires tomorrow' })).toBeInTheDocument();
  });

  test('mark all as read reads every one and is disabled when nothing is unread', async () => {
    const { sent } = notificationServer([
      buildNotification({ title: 'Milk expires tomorrow' }),
      buildNotification({ title: 'Eggs run low', minutesAgo: 30 }),
    ]);
    const user = userEvent.setup();
    renderNotifications();
    await screen.findByText('Milk expires tomorrow');
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await user.click(markAll);
    await waitFor(() => expect(markAll).toBeDisabled());
    expect(sent('POST', '/api/notifications/read-all')).toHaveLength(1);
    expect(screen.queryByText(/^Unread:/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Mark as unread:/ })).toHaveLength(2);
  });

  test('delete removes the notification and moves the keyboard to the next one', async () => {
    const milk = buildNotification({ title: 'Milk expires tomorrow', minutesAgo: 1 });
    const { sent } = notificationServer([milk, buildNotification({ title: 'Eggs run low', minutesAgo: 30 })]);
    const user = userEvent.setup();
    renderNotifications();
    await user.click(await screen.findByRole('button', { name: 'Delete: Milk expires tomorrow' }));
    await waitFor(() => expect(screen.queryByText('Milk expires tomorrow')).not.toBeInTheDocument());
    expect(rowTitled('Eggs run low')).toHaveFocus();
    expect(sent('DELETE', `/api/notifications/${milk.id}`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Unread 1' })).toBeInTheDocument();
  });

  test('load more fetches the older page after the last id', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      buildNotification({ title: `Notice at ${index}`, minutesAgo: index + 1 }),
    );
    const { sent } = notificationServer(many);
    const user = userEvent.setup();
    renderNotifications();
    await screen.findByText('Notice at 0');
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Notice at 22')).toBeInTheDocument();
    expect(rows()).toHaveLength(23);
    const last = sent('GET', '/api/notifications').at(-1)!;
    expect(new URL(last.url, 'http://localhost').searchParams.get('before')).toBe(many[19]!.id);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('activating a notification with a link marks it read and opens the screen', async () => {
    const expiring = buildNotification({ title: 'Milk expires tomorrow', link: '/pantry?filter=expiring' });
    const { sent } = notificationServer([expiring]);
    const user = userEvent.setup();
    const { currentUrl } = renderNotifications();
    const link = await screen.findByRole('link', { name: 'Milk expires tomorrow' });
    expect(link).toHaveAttribute('href', '/pantry?filter=expiring');
    link.focus();
    await user.keyboard('{Enter}');
    expect(currentUrl()).toBe('/pantry?filter=expiring');
    await waitFor(() =>
      expect(sent('POST', `/api/notifications/${expiring.id}/read`).map((r) => r.body)).toEqual([
        { read: true },
      ]),
    );
  });

  test('a link to another site is not followed', async () => {
    notificationServer([buildNotification({ title: 'Strange', link: '//example.com/x' })]);
    renderNotifications();
    await screen.findByText('Strange');
    expect(screen.queryByRole('link', { name: 'Strange' })).not.toBeInTheDocument();
  });

  test('with none, the empty state points to the notification settings', async () => {
    notificationServer([]);
    renderNotifications();
    expect(await screen.findByRole('heading', { name: 'No notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings?tab=notifications',
    );
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  test('with no unread ones, the unread filter says so and offers all of them', async () => {
    notificationServer([buildNotification({ title: 'Old news', readAt: new Date().toISOString() })]);
    const user = userEvent.setup();
    const { currentUrl } = renderNotifications('/notifications?show=unread');
    expect(await screen.findByRole('heading', { name: "You're all caught up" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all notifications' }));
    expect(await screen.findByText('Old news')).toBeInTheDocument();
    expect(currentUrl()).toBe('/notifications');
  });

  test('shows a skeleton while loading, then a failure with a retry that works', async () => {
    const { server } = notificationServer([buildNotification({ title: 'Milk expires tomorrow' })]);
    let fail = true;
    const hold = deferred<void>();
    installFakeNetwork({
      ...csrfRoute,
      'GET /api/notifications/unread-count': () => ({ body: { unreadCount: 1 } }),
      'GET /api/notifications': async () => {
        await hold.promise;
        return fail
          ? { status: 500, body: { error: 'Internal server error', code: 'INTERNAL' } }
          : { body: { items: server.items, unreadCount: 1, nextCursor: null } };
      },
    });
    const user = userEvent.setup();
    renderNotifications();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your notifications...');
    hold.resolve();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your notifications could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Milk expires tomorrow')).toBeInTheDocument();
  });

  test('speaks the reader language, times included', async () => {
    notificationServer([buildNotification({ title: 'Leche', minutesAgo: 120 })]);
    await i18next.changeLanguage('es');
    renderNotifications();
    expect(await screen.findByText('hace 2 horas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar como leída: Leche' })).toBeInTheDocument();
  });
});

describe('relative times and links', () => {
  test('the largest natural unit, in the language asked for', () => {
    const now = Date.parse('2026-11-10T12:00:00.000Z');
    const ago = (ms: number) => new Date(now - ms).toISOString();
    expect(formatRelativeTime(ago(10_000), now, 'en')).toBe('now');
    expect(formatRelativeTime(ago(3 * MINUTE), now, 'en')).toBe('3 minutes ago');
    expect(formatRelativeTime(ago(5 * 60 * MINUTE), now, 'en')).toBe('5 hours ago');
    expect(formatRelativeTime(ago(3 * 24 * 60 * MINUTE), now, 'en')).toBe('3 days ago');
    expect(formatRelativeTime(ago(8 * 24 * 60 * MINUTE), now, 'en')).toBe('last week');
    expect(formatRelativeTime(ago(2 * 24 * 60 * MINUTE), now, 'fr')).toBe('avant-hier');
  });

  test('only paths of this app count as links', () => {
    expect(isAppPath('/pantry')).toBe(true);
    expect(isAppPath('//evil.example')).toBe(false);
    expect(isAppPath('/\\evil.example')).toBe(false);
    expect(isAppPath('https://evil.example')).toBe(false);
    expect(isAppPath(null)).toBe(false);
  });
});
