import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { SignedInFrame } from '../../app/signed-in-frame';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { refreshAfterEvent } from '../../lib/household-events';
import { csrfRoute, installFakeNetwork } from '../../lib/test-network';

/** The unread badge on the top bar's bell (src/web/app/signed-in-frame.tsx). */

function unreadServer(initial: number) {
  const server = { unreadCount: initial };
  const net = installFakeNetwork({
    ...csrfRoute,
    'GET /api/notifications/unread-count': () => ({ body: { unreadCount: server.unreadCount } }),
  });
  return { server, net };
}

function renderFrame() {
  return renderApp(
    <SignedInFrame>
      <p>Page</p>
    </SignedInFrame>,
    { path: '/dashboard' },
  );
}

/** The top bar (the sidebar has a Notifications link of its own). */
const topBar = () => screen.getByRole('banner');
const bell = () => within(topBar()).getByRole('link', { name: /^Notifications/ });

beforeAll(async () => {
  await setUpI18n();
});
beforeEach(async () => {
  clearCsrfToken();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the notifications bell', () => {
  test('shows the unread count, and the link says it', async () => {
    unreadServer(3);
    renderFrame();
    const link = await within(topBar()).findByRole('link', { name: 'Notifications, 3 unread' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(link).toHaveTextContent('3');
    // The navigation's Notifications item says it too.
    const items = await screen.findAllByRole('link', { name: 'Notifications, 3 unread' });
    expect(items.length).toBeGreaterThan(1);
  });

  test('one unread reads in the singular, in the reader language', async () => {
    unreadServer(1);
    await i18next.changeLanguage('fr');
    renderFrame();
    expect(
      await within(topBar()).findByRole('link', { name: 'Notifications, 1 non lue' }),
    ).toBeInTheDocument();
  });

  test('more than 99 shows 99+ while the link says the exact number', async () => {
    unreadServer(150);
    renderFrame();
    const link = await within(topBar()).findByRole('link', { name: 'Notifications, 150 unread' });
    expect(link).toHaveTextContent('99+');
  });

  test('with nothing unread there is no badge', async () => {
    const { net } = unreadServer(0);
    renderFrame();
    await waitFor(() =>
      expect(net.requests.some((r) => r.url === '/api/notifications/unread-count')).toBe(true),
    );
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(bell()).toHaveTextContent('');
  });

  test('a live notifications event brings the new count', async () => {
    const { server } = unreadServer(2);
    const { queryClient } = renderFrame();
    await within(topBar()).findByRole('link', { name: 'Notifications, 2 unread' });
    server.unreadCount = 5;
    await refreshAfterEvent(queryClient, 'notifications.changed');
    expect(
      await within(topBar()).findByRole('link', { name: 'Notifications, 5 unread' }),
    ).toBeInTheDocument();
  });
});
