import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { WasteReport } from '@shared/contracts/pantry';
import { DEFAULT_SETTINGS } from '@shared/contracts/settings';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { i18next } from '../../lib/i18n';
import { installFakeNetwork } from '../../lib/test-network';
import { WasteView } from './waste-view';

function months(n: number, values: Record<string, number> = {}): WasteReport['months'] {
  return Array.from({ length: n }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10 - (n - 1) + i, 1));
    const month = date.toISOString().slice(0, 7);
    const valueCents = values[month] ?? 0;
    return { month, count: valueCents > 0 ? 1 : 0, valueCents };
  });
}

const report: WasteReport = {
  months: months(6, { '2026-09': 250, '2026-11': 1299 }),
  byCategory: [
    { category: 'produce', count: 1, valueCents: 250 },
    { category: 'dairy', count: 2, valueCents: 1299 },
  ],
  recent: [
    {
      productId: 'p1',
      productName: 'Greek yoghurt',
      category: 'dairy',
      quantity: 0.5,
      unit: 'kg',
      valueCents: 399,
      at: '2026-11-03T18:20:00.000Z',
      userName: 'Ana',
    },
    {
      productId: 'p2',
      productName: 'Spinach',
      category: 'produce',
      quantity: 1,
      unit: 'bag',
      valueCents: null,
      at: '2026-09-12T09:00:00.000Z',
      userName: null,
    },
  ],
  totals: { wasted: { count: 3, valueCents: 1549 }, consumed: { count: 27, valueCents: 8420 } },
};

const empty: WasteReport = {
  months: months(6),
  byCategory: [],
  recent: [],
  totals: { wasted: { count: 0, valueCents: 0 }, consumed: { count: 12, valueCents: 3000 } },
};

beforeAll(async () => {
  await setUpI18n();
});
beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the waste view', () => {
  test('shows totals, money lost per month (with a table), categories and recent spoiled food', async () => {
    installFakeNetwork({ 'GET /api/pantry/waste': () => ({ body: report }) });
    renderApp(<WasteView />, { path: '/pantry?view=waste' });

    expect(await screen.findByText('$15.49')).toBeInTheDocument();
    expect(screen.getByText('$84.20')).toBeInTheDocument();
    expect(screen.getByText('10%')).toBeInTheDocument();

    const chart = screen.getByRole('img', {
      name: 'Money lost per month over the last 6 months; the most was $12.99 in November 2026.',
    });
    expect(chart).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Money lost per month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    const november = within(table).getByRole('rowheader', { name: 'November 2026' }).closest('tr')!;
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '$12.99']);

    const categories = screen.getByRole('region', { name: 'By category' });
    const items = within(categories).getAllByRole('listitem');
    // Most money lost first.
    expect(items[0]).toHaveTextContent('Dairy');
    expect(items[0]).toHaveTextContent('2 items · $12.99');
    expect(items[1]).toHaveTextContent('Produce');

    const recent = screen.getByRole('region', { name: 'Recently spoiled' });
    expect(within(recent).getByText('Greek yoghurt')).toBeInTheDocument();
    expect(within(recent).getByText('0.5 kg, by Ana on Nov 3, 2026')).toBeInTheDocument();
    expect(within(recent).getByText('1 bag, by Someone on Sep 12, 2026')).toBeInTheDocument();
  });

  test('switches between 6 and 12 months', async () => {
    const net = installFakeNetwork({
      'GET /api/pantry/waste': (req) => ({
        body: req.url.endsWith('months=12') ? { ...report, months: months(12, { '2026-01': 500 }) } : report,
      }),
    });
    renderApp(<WasteView />, { path: '/pantry?view=waste' });
    await screen.findByText('$15.49');
    expect(screen.getByRole('button', { name: '6 months' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '12 months' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Money lost per month' })).getAllByRole('row'),
      ).toHaveLength(13),
    );
    expect(screen.getByRole('button', { name: '12 months' })).toHaveAttribute('aria-pressed', 'true');
    expect(net.requests.map((r) => r.url).filter((url) => url.startsWith('/api/pantry'))).toEqual([
      '/api/pantry/waste?months=6',
      '/api/pantry/waste?months=12',
    ]);
  });

  test('says the money in the currency of the settings, with its own decimals', async () => {
    installFakeNetwork({
      'GET /api/pantry/waste': () => ({ body: report }),
      'GET /api/user/settings': () => ({ body: { ...DEFAULT_SETTINGS, currency: 'JPY' } }),
    });
    renderApp(<WasteView />, { path: '/pantry?view=waste' });
    // JPY has no minor unit: 1549 stored units are ¥1,549.
    expect(await screen.findByText('¥1,549')).toBeInTheDocument();
    expect(screen.getByText('¥8,420')).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'By category' });
    expect(within(categories).getAllByRole('listitem')[0]).toHaveTextContent('2 items · ¥1,299');
    // The bars are labelled in short form: ¥1.3K.
    expect(screen.getByText('¥1.3K')).toBeInTheDocument();
  });

  test('writes money in the reader’s language', async () => {
    await i18next.changeLanguage('de');
    installFakeNetwork({
      'GET /api/pantry/waste': () => ({ body: report }),
      'GET /api/user/settings': () => ({ body: { ...DEFAULT_SETTINGS, currency: 'EUR' } }),
    });
    renderApp(<WasteView />, { path: '/pantry?view=waste' });
    expect(await screen.findByText(/^15,49\s€$/)).toBeInTheDocument();
    expect(screen.getByText(/^84,20\s€$/)).toBeInTheDocument();
  });

  test('says so when nothing was wasted', async () => {
    installFakeNetwork({ 'GET /api/pantry/waste': () => ({ body: empty }) });
    renderApp(<WasteView />, { path: '/pantry?view=waste' });
    expect(await screen.findByRole('heading', { name: 'Nothing wasted' })).toBeInTheDocument();
    expect(
      screen.getByText('No food was marked as spoiled in the last 6 months. Well done!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('offers a retry when the report cannot be loaded', async () => {
    let fail = true;
    installFakeNetwork({
      'GET /api/pantry/waste': () =>
        fail ? { status: 500, body: { error: 'x', code: 'INTERNAL' } } : { body: report },
    });
    renderApp(<WasteView />, { path: '/pantry?view=waste' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The waste report could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$15.49')).toBeInTheDocument();
  });
});
