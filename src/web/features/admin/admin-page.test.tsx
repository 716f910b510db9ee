import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ClientErrorRecord } from '@shared/contracts/logs';
import { renderApp, setUpI18n, testUser } from '../../../../tests/web';
import { i18next } from '../../lib/i18n';
import { installFakeNetwork, type FakeRequest } from '../../lib/test-network';
import { AdminPage } from './admin-page';

const admin = { ...testUser, isAdmin: true };

function record(overrides: Partial<ClientErrorRecord>): ClientErrorRecord {
  return {
    id: 'e1',
    createdAt: '2026-11-05T10:00:00.000Z',
    userId: 'u1',
    severity: 'ERROR',
    category: 'GENERAL',
    message: 'Something broke',
    stackTrace: null,
    url: null,
    userAgent: null,
    clientTimestamp: null,
    clientUserId: null,
    metadata: null,
    context: null,
    error: null,
    ...overrides,
  };
}

/** A log of 60 entries, newest first, that pages and filters like the server does. */
function logServer() {
  const all: ClientErrorRecord[] = Array.from({ length: 60 }, (_, i) =>
    record({
      id: `e${String(60 - i).padStart(3, '0')}`,
      message: `Failure number ${60 - i}`,
      severity: i % 3 === 0 ? 'CRITICAL' : 'ERROR',
      category: i % 2 === 0 ? 'NETWORK' : 'UI',
      url: 'https://larder.example/pantry',
      stackTrace: 'Error: Failure\n    at pantry.tsx:10',
    }),
  );
  const answer = (req: FakeRequest) => {
    const query = new URL(req.url, 'http://localhost').searchParams;
    const limit = Number(query.get('limit'));
    const before = query.get('before');
    const matching = all.filter(
      (entry) =>
        (!query.get('severity') || entry.severity === query.get('severity')) &&
        (!query.get('category') || entry.category === query.get('category')) &&
        (!before || entry.id < before),
    );
    const page = matching.slice(0, limit);
    return {
      body: {
        errors: page,
        nextCursor: matching.length > limit ? (page[page.length - 1]?.id ?? null) : null,
      },
    };
  };
  const net = installFakeNetwork({ 'GET /api/admin/client-errors': answer });
  const urls = () =>
    net.requests.map((r) => r.url).filter((url) => url.startsWith('/api/admin/client-errors'));
  return { urls };
}

beforeAll(async () => {
  await setUpI18n();
  // Radix Select measures and captures the pointer; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});
beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

async function choose(user: ReturnType<typeof userEvent.setup>, filter: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: filter }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('admin page', () => {
  test('refuses a user who is not an admin on a production build, without asking for the log', () => {
    vi.stubEnv('DEV', false);
    const { urls } = logServer();
    renderApp(<AdminPage />, { path: '/admin' });
    expect(screen.getByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('heading', { name: 'Client error log' })).not.toBeInTheDocument();
    expect(urls()).toEqual([]);
  });

  test('shows an admin the newest 50 client errors, and loads the rest on request', async () => {
    vi.stubEnv('DEV', false);
    const { urls } = logServer();
    const user = userEvent.setup();
    renderApp(<AdminPage />, { path: '/admin', user: admin });

    expect(await screen.findByText('Failure number 60')).toBeInTheDocument();
    expect(screen.getByText('Showing 50 entries')).toBeInTheDocument();
    expect(screen.queryByText('Failure number 10')).not.toBeInTheDocument();
    expect(urls()).toEqual(['/api/admin/client-errors?limit=50']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Failure number 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 60 entries')).toBeInTheDocument();
    expect(urls()[1]).toBe('/api/admin/client-errors?limit=50&before=e011');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('filters the log by severity and by category', async () => {
    const { urls } = logServer();
    const user = userEvent.setup();
    renderApp(<AdminPage />, { path: '/admin', user: admin });
    await screen.findByText('Failure number 60');

    await choose(user, 'Severity', 'Critical');
    expect(await screen.findByText('Showing 20 entries')).toBeInTheDocument();
    expect(urls()).toContain('/api/admin/client-errors?limit=50&severity=CRITICAL');

    await choose(user, 'Category', 'Interface');
    expect(await screen.findByText('Showing 10 entries')).toBeInTheDocument();
    expect(urls()).toContain('/api/admin/client-errors?limit=50&severity=CRITICAL&category=UI');
    const entries = within(screen.getByRole('region', { name: 'Client error log' })).getAllByRole('listitem');
    for (const entry of entries) {
      expect(within(entry).getByText('Critical')).toBeInTheDocument();
      expect(within(entry).getByText('Interface')).toBeInTheDocument();
    }

    await choose(user, 'Severity', 'Info');
    expect(
      await screen.findByRole('heading', { name: 'No client errors match these filters' }),
    ).toBeInTheDocument();
  });

  test('says why when the server refuses the log (a development build shows the page to everyone)', async () => {
    vi.stubEnv('DEV', true);
    installFakeNetwork({
      'GET /api/admin/client-errors': () => ({
        status: 403,
        body: { error: 'You do not have access to this.', code: 'FORBIDDEN' },
      }),
    });
    renderApp(<AdminPage />, { path: '/admin' });
    expect(await screen.findByText('The error log could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this.')).toBeInTheDocument();
  });
});
