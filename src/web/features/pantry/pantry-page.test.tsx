import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Location, PantryRow, StockEntry } from '@shared/contracts/pantry';
import { DEFAULT_SETTINGS, type Settings } from '@shared/contracts/settings';
import { defaultSortOf, pantryFiltersFrom, pantryListFilters, pantryListUrl } from '@shared/pantry-options';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { clearToasts } from '../../lib/toast-store';
import { csrfRoute, installFakeNetwork, type FakeRequest, type Handler } from '../../lib/test-network';
import { change, entry, locations as defaultLocations, product, row, TODAY } from './pantry-fixtures';
import { PantryPage } from './pantry-page';

type Setup = {
  rows?: PantryRow[];
  entries?: Record<string, StockEntry[]>;
  settings?: Partial<Settings>;
  locations?: Location[];
  routes?: Record<string, Handler>;
};

/** The pantry behind the fake network: the list filtered by label as the server would. */
function pantry(setup: Setup = {}) {
  const rows = setup.rows ?? [];
  const settings: Settings = { ...DEFAULT_SETTINGS, ...setup.settings };
  const detailRoutes: Record<string, Handler> = {};
  for (const item of rows) {
    detailRoutes[`GET /api/products/${item.id}`] = () => ({
      body: { product: product(item), entries: setup.entries?.[item.id] ?? [] },
    });
  }
  const net = installFakeNetwork({
    ...csrfRoute,
    ...detailRoutes,
    'GET /api/user/settings': () => ({ body: settings }),
    'GET /api/locations': () => ({ body: { locations: setup.locations ?? defaultLocations } }),
    'GET /api/pantry': (req) => {
      const query = new URL(req.url, 'http://x').searchParams;
      const label = query.get('label');
      const items = rows.filter((item) => !label || item.stockLabel === label || item.expiryLabel === label);
      return { body: { items, total: items.length, today: TODAY, warningDays: 3 } };
    },
    ...setup.routes,
  });
  const sent = (method: string, path: string) =>
    net.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
  const listQueries = () =>
    net.requests
      .filter((r) => r.method === 'GET' && r.url.startsWith('/api/pantry?'))
      .map((r) => new URL(r.url, 'http://x').searchParams);
  return { net, sent, listQueries };
}

const milk = row({
  id: 'p1',
  name: 'Milk',
  brand: 'Alpine',
  totalQuantity: 1.5,
  minStock: 2,
  stockLabel: 'low_stock',
  nextExpiry: '2026-11-24',
  expiryLabel: 'expires_soon',
});
const rice = row({
  id: 'p2',
  name: 'Rice',
  category: 'pantry',
  defaultUnit: 'kg',
  totalQuantity: 2,
  stockLabel: 'in_stock',
});

beforeAll(async () => {
  await setUpI18n();
  // jsdom lacks pointer capture; the toast's swipe handling asks for it when its button is pressed.
  Element.prototype.hasPointerCapture ??= () => false;
});
beforeEach(async () => {
  clearCsrfToken();
  clearToasts();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the pantry list', () => {
  test('shows each product with its total, stock label, expiry label and nearest expiry', async () => {
    pantry({ rows: [milk, rice] });
    renderApp(<PantryPage />, { path: '/pantry' });

    const rows = await screen.findAllByTestId('pantry-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Milk')).toBeInTheDocument();
    expect(first.getByText('Alpine')).toBeInTheDocument();
    expect(first.getByText('1.5 l')).toBeInTheDocument();
    expect(first.getByText('Low stock')).toBeInTheDocument();
    expect(first.getByText('Expires soon')).toBeInTheDocument();
    expect(first.getByText('Expires Nov 24, 2026')).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByText('2 kg')).toBeInTheDocument();
    expect(second.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
  });

  test('formats amounts and labels in the reader language', async () => {
    pantry({ rows: [milk, row({ id: 'p3', name: 'Tomates', defaultUnit: 'can', totalQuantity: 3 })] });
    await i18next.changeLanguage('de');
    renderApp(<PantryPage />, { path: '/pantry' });
    const [first, second] = await screen.findAllByTestId('pantry-row');
    expect(within(first!).getByText('1,5 l')).toBeInTheDocument();
    expect(within(first!).getByText('Geringer Vorrat')).toBeInTheDocument();
    expect(within(first!).getByText('Läuft bald ab')).toBeInTheDocument();
    expect(within(second!).getByText('3 Dosen')).toBeInTheDocument();
  });

  test('says the pantry is empty, or that nothing matches the filters', async () => {
    pantry({ rows: [] });
    const { unmount } = renderApp(<PantryPage />, { path: '/pantry' });
    expect(await screen.findByRole('heading', { name: 'Your pantry is empty' })).toBeInTheDocument();
    unmount();

    pantry({ rows: [] });
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<PantryPage />, { path: '/pantry?label=expired' });
    expect(await screen.findByRole('heading', { name: 'Nothing matches' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(currentUrl()).toBe('/pantry'));
  });

  test('filters, sort and grouping go into the address and the list query', async () => {
    const { listQueries } = pantry({ rows: [milk, rice] });
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<PantryPage />, { path: '/pantry' });
    await screen.findAllByTestId('pantry-row');
    expect(listQueries()[0]?.get('sort')).toBe('expiry');
    expect(listQueries()[0]?.get('offset')).toBe('0');
    expect(listQueries()[0]?.get('limit')).toBe('50');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Expires soon');
    await waitFor(() => expect(currentUrl()).toBe('/pantry?label=expires_soon'));
    await waitFor(() => expect(screen.getAllByTestId('pantry-row')).toHaveLength(1));
    expect(listQueries().at(-1)?.get('label')).toBe('expires_soon');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Fridge');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Dairy');
    await waitFor(() =>
      expect(currentUrl()).toBe('/pantry?label=expires_soon&sort=name&locationId=loc-fridge&category=dairy'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(listQueries().at(-1)!)).toMatchObject({
        label: 'expires_soon',
        sort: 'name',
        locationId: 'loc-fridge',
        category: 'dairy',
      }),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search the pantry' }), 'mil');
    await waitFor(() => expect(currentUrl()).toContain('q=mil'));
    await waitFor(() => expect(listQueries().at(-1)?.get('q')).toBe('mil'));
  });

  test('on a phone the selects wait behind a Filters button that counts the active filters', async () => {
    pantry({ rows: [milk] });
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<PantryPage />, { path: '/pantry?label=low_stock&category=dairy' });
    const toggle = await screen.findByRole('button', { name: 'Filters (2 active)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // Hidden below the md breakpoint until opened; from md up the toggle hides and the panel shows.
    expect(panel).toHaveClass('hidden', 'md:grid');
    expect(toggle).toHaveClass('md:hidden');
    expect(within(panel).getByRole('combobox', { name: 'Status' })).toHaveValue('low_stock');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
    await user.click(within(panel).getByRole('checkbox', { name: 'Show used-up products' }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/pantry?label=low_stock&category=dairy&includeEmpty=true'),
    );
    expect(screen.getByRole('button', { name: 'Filters (3 active)' })).toBe(toggle);
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden');

    await user.click(within(panel).getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(currentUrl()).toBe('/pantry'));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  test('starts from the sort chosen in the settings, and an address restores the filters', async () => {
    const { listQueries } = pantry({ rows: [milk], settings: { defaultSort: 'name' } });
    renderApp(<PantryPage />, { path: '/pantry?groupBy=category&q=milk' });
    await screen.findAllByTestId('pantry-row');
    await waitFor(() => expect(listQueries().at(-1)?.get('sort')).toBe('name'));
    expect(listQueries().at(-1)?.get('groupBy')).toBe('category');
    expect(listQueries().at(-1)?.get('q')).toBe('milk');
    expect(screen.getByRole('searchbox', { name: 'Search the pantry' })).toHaveValue('milk');
  });

  test('asks for the list once, at the address the warm-up script asks for early', async () => {
    const settings = { defaultSort: 'name' } as const;
    const usedUp = { ...milk, totalQuantity: 0, stockLabel: 'out_of_stock' as const, expiryLabel: null };
    const { net } = pantry({ rows: [usedUp], settings });
    const search = '?label=out_of_stock&groupBy=location&q=milk';
    renderApp(<PantryPage />, { path: `/pantry${search}` });
    await screen.findAllByTestId('pantry-row');
    const lists = net.requests.filter((r) => r.method === 'GET' && r.url.startsWith('/api/pantry?'));
    // app/warm-up.ts builds its early request with these same functions.
    const early = pantryListUrl(
      pantryListFilters(pantryFiltersFrom(new URLSearchParams(search), defaultSortOf(settings))),
    );
    expect(lists.map((r) => r.url)).toEqual([early]);
    expect(early).toBe(
      '/api/pantry?q=milk&label=out_of_stock&sort=name&groupBy=location&includeEmpty=true&offset=0&limit=50',
    );
  });

  test('groups rows under their category or location', async () => {
    pantry({
      rows: [
        { ...milk, group: 'loc-fridge' },
        { ...rice, group: 'loc-pantry' },
      ],
    });
    renderApp(<PantryPage />, { path: '/pantry?groupBy=location' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Fridge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pantry' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Fridge' })).getByText('Milk')).toBeInTheDocument();
  });

  test('loads the next page with "Load more"', async () => {
    const first = Array.from({ length: 50 }, (_, i) => row({ id: `a${i}`, name: `Item ${i}` }));
    const net = pantry({
      routes: {
        'GET /api/pantry': (req) => {
          const offset = Number(new URL(req.url, 'http://x').searchParams.get('offset'));
          const items = offset === 0 ? first : [row({ id: 'b1', name: 'Last one' })];
          return { body: { items, total: 51, today: TODAY, warningDays: 3 } };
        },
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    // Fifty rows render in the background first: on a busy machine that takes more than a second.
    await user.click(await screen.findByRole('button', { name: 'Load more' }, { timeout: 5000 }));
    expect(await screen.findByText('Last one')).toBeInTheDocument();
    expect(net.listQueries().map((q) => q.get('offset'))).toEqual(['0', '50']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('a product row', () => {
  test('opens to show its entries with location, dates, price and labels', async () => {
    const { sent } = pantry({
      rows: [milk],
      entries: {
        p1: [
          entry({ quantity: 1.5, note: 'Top shelf' }),
          entry({
            id: 'e2',
            locationId: 'loc-pantry',
            quantity: 0.5,
            expiresOn: '2026-11-20',
            expiryLabel: 'expired',
            expiryKind: 'use_by',
            openedOn: '2026-11-19',
            priceCents: null,
          }),
        ],
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    const toggle = await screen.findByRole('button', { name: /Milk/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sent('GET', '/api/products/p1')).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const first = await screen.findByRole('group', { name: '1.5 l · Fridge' });
    expect(first).toBeInTheDocument();
    expect(screen.getByText('Best before Nov 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('Purchased Nov 20, 2026 · Price $1.89')).toBeInTheDocument();
    expect(screen.getByText('Top shelf')).toBeInTheDocument();
    const second = screen.getByRole('group', { name: '0.5 l · Pantry' });
    expect(within(second).queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    const secondEntry = second.closest('li')!;
    expect(within(secondEntry).getByText('Use by Nov 20, 2026')).toBeInTheDocument();
    expect(within(secondEntry).getByText('Expired')).toBeInTheDocument();
    expect(within(secondEntry).getByText('Purchased Nov 20, 2026 · Opened Nov 19, 2026')).toBeInTheDocument();
    expect(sent('GET', '/api/products/p1')).toHaveLength(1);
  });

  test('links to the recipes that use the product, by keyboard too, and not when none is left', async () => {
    const empty = row({ id: 'p9', name: 'Flour', totalQuantity: 0, stockLabel: 'out_of_stock' });
    pantry({ rows: [milk, empty] });
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<PantryPage />, { path: '/pantry?includeEmpty=true' });
    const [milkRow, flourRow] = await screen.findAllByTestId('pantry-row');
    await user.click(within(flourRow!).getByRole('button', { name: /Flour/ }));
    expect(within(flourRow!).queryByRole('link', { name: /Recipes with this/ })).not.toBeInTheDocument();

    await user.click(within(milkRow!).getByRole('button', { name: /Milk/ }));
    const link = within(milkRow!).getByRole('link', { name: 'Recipes with this: Milk' });
    expect(link).toHaveTextContent('Recipes with this');
    expect(link).toHaveAttribute('href', '/recipes?with=p1');
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/recipes?with=p1'));
  });

  test('consuming shows what happened with an Undo that calls the undo endpoint', async () => {
    const { sent } = pantry({
      rows: [milk],
      entries: { p1: [entry({ quantity: 1.5 })] },
      routes: {
        'POST /api/stock/consume': () => ({
          body: change({ id: 'op7', kind: 'consume', quantity: 1, unit: 'l' }),
        }),
        'POST /api/stock/operations/op7/undo': () => ({
          body: change({ id: 'op7', kind: 'consume', canUndo: false, undoneAt: '2026-11-22T10:01:00.000Z' }),
        }),
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await user.click(await screen.findByRole('button', { name: /Milk/ }));
    const group = await screen.findByRole('group', { name: '1.5 l · Fridge' });
    await user.click(within(group).getByRole('button', { name: 'Consume 1 l' }));

    expect(await screen.findByText('Consumed 1 l Milk')).toBeInTheDocument();
    expect(sent('POST', '/api/stock/consume')[0]?.body).toEqual({ entryId: 'e1', quantity: 1, unit: 'l' });
    expect(sent('POST', '/api/stock/consume')[0]?.headers['CSRF-Token']).toBe('token-1');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Change undone')).toBeInTheDocument();
    expect(sent('POST', '/api/stock/operations/op7/undo')).toHaveLength(1);
  });

  test('consumes an amount from the popover, and says why a change failed', async () => {
    const { sent } = pantry({
      rows: [milk],
      entries: { p1: [entry({ quantity: 1.5 })] },
      routes: {
        'POST /api/stock/consume': () => ({
          status: 409,
          body: { error: 'This stock changed meanwhile. Please try again.', code: 'CONFLICT' },
        }),
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await user.click(await screen.findByRole('button', { name: /Milk/ }));
    const group = await screen.findByRole('group', { name: '1.5 l · Fridge' });
    await user.click(within(group).getByRole('button', { name: 'Consume an amount' }));
    const amount = await screen.findByRole('textbox', { name: 'Amount to consume (l)' });
    await user.type(amount, '0,25');
    await user.click(screen.getByRole('button', { name: 'Consume' }));

    expect(await screen.findByText('The change could not be made')).toBeInTheDocument();
    expect(screen.getByText('This stock changed meanwhile. Please try again.')).toBeInTheDocument();
    expect(sent('POST', '/api/stock/consume')[0]?.body).toEqual({ entryId: 'e1', quantity: 0.25, unit: 'l' });
  });

  test('moves an entry to another location and spoils one, each with its undo toast', async () => {
    const { sent } = pantry({
      rows: [milk],
      entries: { p1: [entry({ quantity: 1.5 })] },
      routes: {
        'POST /api/stock/entries/e1/move': () => ({
          body: change(
            { kind: 'move', quantity: null, unit: null },
            [product()],
            [entry({ locationId: 'loc-freezer' })],
          ),
        }),
        'POST /api/stock/spoil': () => ({ body: change({ kind: 'spoil', quantity: 1.5, unit: 'l' }) }),
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await user.click(await screen.findByRole('button', { name: /Milk/ }));
    const group = await screen.findByRole('group', { name: '1.5 l · Fridge' });
    await user.click(within(group).getByRole('button', { name: 'Move' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Move to' }), 'Freezer');
    await user.click(screen.getAllByRole('button', { name: 'Move' }).at(-1)!);
    expect(await screen.findByText('Moved Milk to Freezer')).toBeInTheDocument();
    expect(sent('POST', '/api/stock/entries/e1/move')[0]?.body).toEqual({ locationId: 'loc-freezer' });

    await user.click(within(group).getByRole('button', { name: 'Spoil' }));
    expect(await screen.findByText('Marked 1.5 l Milk as spoiled')).toBeInTheDocument();
    expect(sent('POST', '/api/stock/spoil')[0]?.body).toEqual({ entryId: 'e1' });
  });

  test('corrects an entry, sending only what changed', async () => {
    const { sent } = pantry({
      rows: [milk],
      entries: { p1: [entry({ quantity: 1.5 })] },
      routes: {
        'PATCH /api/stock/entries/e1': () => ({
          body: change({ kind: 'adjust', quantity: null, unit: null }),
        }),
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await user.click(await screen.findByRole('button', { name: /Milk/ }));
    const group = await screen.findByRole('group', { name: '1.5 l · Fridge' });
    await user.click(within(group).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the stock of Milk' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity (l)' });
    await user.clear(quantity);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount greater than zero')).toBeInTheDocument();
    expect(sent('PATCH', '/api/stock/entries/e1')).toHaveLength(0);

    await user.type(quantity, '1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (Optional)' }), 'Half left');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Milk')).toBeInTheDocument();
    expect(sent('PATCH', '/api/stock/entries/e1')[0]?.body).toEqual({ quantity: 1, note: 'Half left' });
  });
});

describe('prices', () => {
  test('are shown and corrected in the currency of the settings, with its own decimals', async () => {
    const { sent } = pantry({
      rows: [milk],
      settings: { currency: 'JPY' },
      entries: { p1: [entry({ quantity: 1.5, priceCents: 349 })] },
      routes: {
        'PATCH /api/stock/entries/e1': () => ({
          body: change({ kind: 'adjust', quantity: null, unit: null }),
        }),
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await user.click(await screen.findByRole('button', { name: /Milk/ }));
    expect(await screen.findByText('Purchased Nov 20, 2026 · Price ¥349')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: '1.5 l · Fridge' });
    await user.click(within(group).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the stock of Milk' });
    const price = within(dialog).getByRole('textbox', { name: 'Price (Optional)' });
    // A yen has no minor unit: the field holds whole yen, the sign beside it, the name read out.
    expect(price).toHaveValue('349');
    expect(price).toHaveAccessibleDescription('Japanese Yen');
    expect(within(dialog).getByText('¥')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '3.49');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a price such as 349')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Milk')).toBeInTheDocument();
    expect(sent('PATCH', '/api/stock/entries/e1')[0]?.body).toEqual({ priceCents: 1200 });
  });

  test('are written in the reader’s language', async () => {
    pantry({ rows: [milk], settings: { currency: 'EUR' }, entries: { p1: [entry({ priceCents: 189 })] } });
    await i18next.changeLanguage('de');
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await user.click(await screen.findByRole('button', { name: /Milch|Milk/ }));
    expect(await screen.findByText(/Preis 1,89\s€$/)).toBeInTheDocument();
  });
});

describe('validation messages', () => {
  test('the contract’s messages show in the reader’s language, in forms and from the server', async () => {
    const { sent } = pantry({
      rows: [milk, rice],
      entries: { p1: [entry({ quantity: 1.5 })] },
      routes: {
        'POST /api/stock/bulk': () => ({
          status: 400,
          body: {
            error: 'Select at least one item',
            code: 'VALIDATION_FAILED',
            details: [{ path: 'productIds', message: 'Select at least one item' }],
          },
        }),
      },
    });
    await i18next.changeLanguage('de');
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await user.click(await screen.findByRole('button', { name: /Milk/ }));
    const group = await screen.findByRole('group', { name: '1,5 l · Fridge' });
    await user.click(within(group).getByRole('button', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByRole('textbox', { name: /Menge/ });
    await user.clear(quantity);
    await user.type(quantity, '1,2345');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    // The schema's 'Use at most three decimals', in German.
    expect(await within(dialog).findByText('Höchstens drei Nachkommastellen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    await user.click(screen.getByRole('button', { name: 'Auswählen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Milk auswählen' }));
    const bar = screen.getByRole('region', { name: 'Ausgewählte Produkte' });
    await user.click(within(bar).getByRole('button', { name: 'Verdorben' }));
    expect(await screen.findByText('Wähle mindestens einen Eintrag aus')).toBeInTheDocument();
    expect(sent('POST', '/api/stock/bulk')).toHaveLength(1);
  });
});

describe('a product', () => {
  test('is edited in a dialog that sends only what changed', async () => {
    const { sent } = pantry({
      rows: [milk],
      routes: {
        'PATCH /api/products/p1': (req) => ({ body: { product: product({ ...(req.body as object) }) } }),
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await user.click(await screen.findByRole('button', { name: /Milk/ }));
    await user.click(screen.getByRole('button', { name: 'Edit product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Milk' });
    const name = await within(dialog).findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Whole milk');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes (Optional)' }), 'Organic');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Whole milk saved')).toBeInTheDocument();
    expect(sent('PATCH', '/api/products/p1')[0]?.body).toEqual({ name: 'Whole milk', notes: 'Organic' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('is deleted only after confirming', async () => {
    const { sent } = pantry({
      rows: [milk],
      routes: { 'DELETE /api/products/p1': () => ({ body: { success: true } }) },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await user.click(await screen.findByRole('button', { name: /Milk/ }));
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete Milk?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE', '/api/products/p1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete Milk?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Milk deleted')).toBeInTheDocument();
    expect(sent('DELETE', '/api/products/p1')).toHaveLength(1);
  });

  test('a left swipe on a touch screen consumes one unit; a right swipe opens the row', async () => {
    const { sent } = pantry({
      rows: [milk],
      routes: {
        'POST /api/stock/consume': () => ({ body: change({ kind: 'consume', quantity: 1, unit: 'l' }) }),
      },
    });
    renderApp(<PantryPage />, { path: '/pantry' });
    const toggle = await screen.findByRole('button', { name: /Milk/ });
    const surface = toggle.parentElement!;
    fireEvent.pointerDown(surface, { pointerType: 'touch', clientX: 300, clientY: 10 });
    fireEvent.pointerUp(surface, { pointerType: 'touch', clientX: 150, clientY: 20 });
    expect(await screen.findByText('Consumed 1 l Milk')).toBeInTheDocument();
    expect(sent('POST', '/api/stock/consume')[0]?.body).toEqual({
      productId: 'p1',
      quantity: 1,
      unit: 'l',
      allowPartial: true,
    });

    // A mouse drag is not a swipe.
    fireEvent.pointerDown(surface, { pointerType: 'mouse', clientX: 300, clientY: 10 });
    fireEvent.pointerUp(surface, { pointerType: 'mouse', clientX: 100, clientY: 10 });
    fireEvent.pointerDown(surface, { pointerType: 'touch', clientX: 100, clientY: 10 });
    fireEvent.pointerUp(surface, { pointerType: 'touch', clientX: 260, clientY: 12 });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    expect(sent('POST', '/api/stock/consume')).toHaveLength(1);
  });
});

describe('adding food', () => {
  test('quick add posts the typed line and shows the undo toast', async () => {
    const { sent } = pantry({
      rows: [milk],
      routes: {
        'POST /api/stock/quick-add': () => ({
          status: 201,
          body: change({ kind: 'add', quantity: 2, unit: 'l' }),
        }),
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    const input = await screen.findByRole('textbox', { name: 'Quick add' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Type what you bought, for example "2 l milk"')).toBeInTheDocument();
    expect(sent('POST', '/api/stock/quick-add')).toHaveLength(0);

    await user.type(input, '2 l milk{Enter}');
    expect(await screen.findByText('Added 2 l Milk')).toBeInTheDocument();
    expect(sent('POST', '/api/stock/quick-add')[0]?.body).toEqual({ text: '2 l milk' });
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  test('bulk add sends the lines as one batch and keeps the ones that failed', async () => {
    const { sent } = pantry({
      rows: [milk],
      routes: {
        'POST /api/stock/bulk-add': () => ({
          status: 201,
          body: {
            ...change({ kind: 'add', productIds: ['p1', 'p2'], quantity: null, unit: null }),
            added: [
              { index: 0, line: '2 l milk', productId: 'p1', entryId: 'e1' },
              { index: 1, line: '1 kg rice', productId: 'p2', entryId: 'e2' },
            ],
            failed: [{ index: 2, line: '12', error: 'Type a food name' }],
          },
        }),
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await user.click(await screen.findByRole('button', { name: 'Add several' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add several items' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Items' }),
      '2 l milk{Enter}1 kg rice{Enter}12{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add all' }));

    expect(await screen.findByText('Added 2 products')).toBeInTheDocument();
    expect(sent('POST', '/api/stock/bulk-add')[0]?.body).toEqual({ lines: ['2 l milk', '1 kg rice', '12'] });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('12: Type a food name');
    expect(within(dialog).getByRole('textbox', { name: 'Items' })).toHaveValue('12');
  });

  test('"Add item" finds a product by name and adds stock with its details', async () => {
    const found = product({
      id: 'p9',
      name: 'Butter',
      defaultUnit: 'g',
      conversions: [{ from: 'pack', amount: 250, unit: 'g' }],
    });
    const { sent } = pantry({
      rows: [milk],
      routes: {
        'GET /api/products': () => ({ body: { items: [found], total: 1 } }),
        'POST /api/stock': () => ({
          status: 201,
          body: change({ kind: 'add', productIds: ['p9'], quantity: 500, unit: 'g' }, [found]),
        }),
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await screen.findAllByTestId('pantry-row');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an item' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Product' }), 'butt');
    await user.click(await within(dialog).findByRole('button', { name: 'Butter' }));
    expect(sent('GET', '/api/products').at(-1)?.url).toBe('/api/products?q=butt&limit=10');

    const unit = within(dialog).getByRole('combobox', { name: 'Unit' });
    // Only units this product can be counted in: its own, other masses, and its pack.
    const units = within(unit)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(units).toContain('pack');
    expect(units).toContain('kg');
    expect(units).not.toContain('l');
    await user.selectOptions(unit, 'pack');
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(within(dialog).getByLabelText('Expires (Optional)'), '2026-12-31');
    await user.type(within(dialog).getByRole('textbox', { name: 'Price (Optional)' }), '3,49');
    await user.click(within(dialog).getByRole('button', { name: 'Add to pantry' }));

    expect(await screen.findByText('Added 500 g Butter')).toBeInTheDocument();
    expect(sent('POST', '/api/stock')[0]?.body).toEqual({
      productId: 'p9',
      quantity: 2,
      unit: 'pack',
      locationId: 'loc-pantry',
      purchasedOn: TODAY,
      expiresOn: '2026-12-31',
      expiryKind: 'best_before',
      priceCents: 349,
      note: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('select mode', () => {
  test('acts on the selected products at once, with one undo', async () => {
    const { sent } = pantry({
      rows: [milk, rice],
      routes: {
        'POST /api/stock/bulk': () => ({
          body: change({ id: 'op9', kind: 'spoil', productIds: ['p1', 'p2'], quantity: null, unit: null }),
        }),
        'POST /api/stock/operations/op9/undo': () => ({ body: change({ id: 'op9', canUndo: false }) }),
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await screen.findAllByTestId('pantry-row');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    const bar = screen.getByRole('region', { name: 'Selected products' });
    expect(within(bar).getByRole('button', { name: 'Spoil' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Milk' }));
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('checkbox', { name: 'Select all loaded' }));
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Spoil' }));

    expect(await screen.findByText('Marked 2 products as spoiled')).toBeInTheDocument();
    expect(sent('POST', '/api/stock/bulk')[0]?.body).toEqual({ action: 'spoil', productIds: ['p1', 'p2'] });
    expect(within(bar).getByText('0 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sent('POST', '/api/stock/operations/op9/undo')).toHaveLength(1));
  });

  test('moves the selection to a location', async () => {
    const { sent } = pantry({
      rows: [milk, rice],
      routes: {
        'POST /api/stock/bulk': () => ({
          body: change({ kind: 'move', productIds: ['p2'] }, [product({ id: 'p2', name: 'Rice' })]),
        }),
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await screen.findAllByTestId('pantry-row');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Rice' }));
    const bar = screen.getByRole('region', { name: 'Selected products' });
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Move to' }), 'Freezer');
    await user.click(within(bar).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(sent('POST', '/api/stock/bulk')[0]?.body).toEqual({
        action: 'move',
        productIds: ['p2'],
        locationId: 'loc-freezer',
      }),
    );
  });
});

describe('locations', () => {
  test('lists them with their entry counts, adds one, and shows why a full one cannot go', async () => {
    let list = [...defaultLocations];
    const { sent } = pantry({
      rows: [milk],
      routes: {
        'GET /api/locations': () => ({ body: { locations: list } }),
        'POST /api/locations': (req: FakeRequest) => {
          const body = req.body as { name: string; kind: Location['kind'] };
          const created: Location = { id: 'loc-cellar', ...body, sortOrder: 3, entryCount: 0 };
          list = [...list, created];
          return { status: 201, body: { location: created } };
        },
        'DELETE /api/locations/loc-pantry': () => ({
          status: 409,
          body: { error: 'This location still holds food. Move or use it first.', code: 'CONFLICT' },
        }),
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await user.click(await screen.findByRole('button', { name: 'Locations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Locations' });
    expect(await within(dialog).findByText('Pantry (room temperature) · 4 items')).toBeInTheDocument();
    expect(within(dialog).getByText('Freezer · 0 items')).toBeInTheDocument();

    const form = within(dialog).getByRole('form', { name: 'Add a location' });
    await user.click(within(form).getByRole('button', { name: 'Add location' }));
    expect(await within(form).findByText('Give the location a name')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Cellar');
    await user.click(within(form).getByRole('button', { name: 'Add location' }));
    expect(await within(dialog).findByText('Cellar')).toBeInTheDocument();
    expect(sent('POST', '/api/locations')[0]?.body).toEqual({ name: 'Cellar', kind: 'pantry' });

    await user.click(within(dialog).getByRole('button', { name: 'Delete Pantry' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Pantry?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This location still holds food. Move or use it first.',
    );
  });

  test('renames a location', async () => {
    const { sent } = pantry({
      rows: [milk],
      routes: {
        'PATCH /api/locations/loc-fridge': () => ({
          body: { location: { ...defaultLocations[1]!, name: 'Big fridge' } },
        }),
      },
    });
    const user = userEvent.setup();
    renderApp(<PantryPage />, { path: '/pantry' });
    await user.click(await screen.findByRole('button', { name: 'Locations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Locations' });
    await user.click(await within(dialog).findByRole('button', { name: 'Rename Fridge' }));
    const name = within(dialog).getAllByRole('textbox', { name: 'Name' })[0]!;
    await user.clear(name);
    await user.type(name, 'Big fridge');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Big fridge saved')).toBeInTheDocument();
    expect(sent('PATCH', '/api/locations/loc-fridge')[0]?.body).toEqual({ name: 'Big fridge' });
  });
});

describe('the page', () => {
  test('has Stock and Waste tabs bound to ?view=waste', async () => {
    pantry({
      rows: [milk],
      routes: { 'GET /api/pantry/waste': () => ({ status: 500, body: { error: 'x', code: 'INTERNAL' } }) },
    });
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<PantryPage />, { path: '/pantry' });
    expect(await screen.findByRole('tab', { name: 'Stock' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Waste' }));
    await waitFor(() => expect(currentUrl()).toBe('/pantry?view=waste'));
    expect(screen.getByRole('tab', { name: 'Waste' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Stock' }));
    await waitFor(() => expect(currentUrl()).toBe('/pantry'));
  });

  test('?barcode= opens the barcode lookup, and closing it removes the code from the address', async () => {
    const { net } = pantry({
      rows: [milk],
      routes: {
        'GET /api/products/lookup': () => ({
          body: { barcode: '3017620422003', source: 'none', product: null, draft: null },
        }),
      },
    });
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<PantryPage />, { path: '/pantry?barcode=3017620422003' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() =>
      expect(net.requests.some((r) => r.url === '/api/products/lookup?barcode=3017620422003')).toBe(true),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl()).toBe('/pantry'));
  });
});
