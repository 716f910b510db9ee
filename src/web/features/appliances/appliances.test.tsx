import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApplianceCatalogueItem, HouseholdAppliance } from '@shared/contracts/appliances';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { csrfRoute, installFakeNetwork, type Handler } from '../../lib/test-network';
import { ApplianceOnboardingPage } from './appliance-onboarding-page';
import { KitchenAppliancePage } from './kitchen-appliance-page';

const catalogue: ApplianceCatalogueItem[] = [
  { slug: 'oven', name: 'Oven', category: 'cooking', isCommon: true },
  { slug: 'microwave', name: 'Microwave', category: 'cooking', isCommon: true },
  { slug: 'air-fryer', name: 'Air fryer', category: 'cooking', isCommon: false },
  { slug: 'refrigerator', name: 'Refrigerator', category: 'storage', isCommon: true },
  { slug: 'kitchen-scale', name: 'Kitchen scale', category: 'preparation', isCommon: false },
];

function appliance(overrides: Partial<HouseholdAppliance>): HouseholdAppliance {
  return {
    id: 'a1',
    applianceSlug: 'oven',
    name: 'Oven',
    category: 'cooking',
    brand: null,
    model: null,
    notes: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A small in-memory kitchen behind the fake network, so the page shows what the server holds. */
function kitchen(initial: HouseholdAppliance[], overrides: Record<string, Handler> = {}) {
  let appliances = [...initial];
  let nextId = 100;
  // The fake network routes exact paths, so each appliance id gets its own PATCH and DELETE.
  const idRoutes: Record<string, Handler> = {};
  for (const { id } of initial) {
    idRoutes[`PATCH /api/appliances/${id}`] = (req) => {
      appliances = appliances.map((item) =>
        item.id === id ? { ...item, ...(req.body as Partial<HouseholdAppliance>) } : item,
      );
      return { body: { appliance: appliances.find((item) => item.id === id) } };
    };
    idRoutes[`DELETE /api/appliances/${id}`] = () => {
      appliances = appliances.filter((item) => item.id !== id);
      return { body: { success: true } };
    };
  }
  const net = installFakeNetwork({
    ...csrfRoute,
    ...idRoutes,
    'GET /api/appliances': () => ({ body: { appliances } }),
    'GET /api/appliances/catalogue': () => ({ body: { catalogue } }),
    'POST /api/appliances': (req) => {
      const body = req.body as { applianceSlug?: string; name?: string; brand?: string | null };
      const entry = catalogue.find((item) => item.slug === body.applianceSlug);
      const created = appliance({
        id: `a${(nextId += 1)}`,
        applianceSlug: entry?.slug ?? null,
        name: body.name ?? entry?.name ?? '',
        category: entry?.category ?? null,
        brand: body.brand ?? null,
      });
      appliances = [...appliances, created];
      return { status: 201, body: { appliance: created } };
    },
    'POST /api/user/onboarding': () => ({
      body: {
        success: true,
        onboarding: {
          onboarding_completed: true,
          onboarding_step: 6,
          dietary_preferences: [],
          cooking_frequency: null,
          household_size: null,
        },
        appliances: [],
      },
    }),
    ...overrides,
  });
  const sent = (method: string, path: string) =>
    net.requests.filter((r) => r.method === method && r.url.startsWith(path));
  return { sent };
}

beforeAll(async () => {
  await setUpI18n();
});
beforeEach(async () => {
  clearCsrfToken();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('kitchen appliances page', () => {
  test('lists the household appliances with translated catalogue names, details and notes', async () => {
    kitchen([
      appliance({ id: 'a1', brand: 'Bosch', model: 'HBA534', notes: 'Runs hot' }),
      appliance({ id: 'a2', applianceSlug: null, name: 'Grandma’s tagine', category: null }),
    ]);
    await i18next.changeLanguage('fr');
    renderApp(<KitchenAppliancePage />, { path: '/kitchen-appliance' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Four' })).toBeInTheDocument();
    expect(screen.getByText('Bosch · HBA534')).toBeInTheDocument();
    expect(screen.getByText('Runs hot')).toBeInTheDocument();
    // A custom appliance keeps the name the household gave it.
    expect(screen.getByRole('heading', { level: 3, name: 'Grandma’s tagine' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2 appareils' })).toBeInTheDocument();
  });

  test('shows the empty kitchen with its actions when the household has no appliances', async () => {
    kitchen([]);
    renderApp(<KitchenAppliancePage />, { path: '/kitchen-appliance' });
    expect(await screen.findByRole('heading', { name: 'No appliances in your kitchen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add appliance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Guided setup' })).toHaveAttribute(
      'href',
      '/appliance-onboarding',
    );
  });

  test('adds an appliance from the catalogue, which then leaves the catalogue list', async () => {
    const { sent } = kitchen([appliance({ id: 'a1' })]);
    const user = userEvent.setup();
    renderApp(<KitchenAppliancePage />, { path: '/kitchen-appliance' });
    await user.click(await screen.findByRole('button', { name: 'Add appliance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an appliance' });
    // The oven is already in the kitchen, so it is not offered.
    expect(within(dialog).queryByRole('button', { name: 'Add Oven' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Filter the catalogue' }), 'fryer');
    expect(within(dialog).getAllByRole('button', { name: /^Add / })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Add Air fryer' }));

    expect(await screen.findByText('Air fryer added to your kitchen')).toBeInTheDocument();
    expect(sent('POST', '/api/appliances')[0]?.body).toEqual({ applianceSlug: 'air-fryer' });
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Add Air fryer' })).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Air fryer' })).toBeInTheDocument();
  });

  test('adds an appliance of your own by name, and asks for the name when it is blank', async () => {
    const { sent } = kitchen([appliance({ id: 'a1' })]);
    const user = userEvent.setup();
    renderApp(<KitchenAppliancePage />, { path: '/kitchen-appliance' });
    await user.click(await screen.findByRole('button', { name: 'Add appliance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an appliance' });
    await user.click(within(dialog).getByRole('tab', { name: 'Your own' }));
    const submit = within(dialog).getByRole('button', { name: 'Add appliance' });
    await user.click(submit);
    expect(await within(dialog).findByText('Give the appliance a name')).toBeInTheDocument();
    expect(sent('POST', '/api/appliances')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Pizza stone');
    await user.type(within(dialog).getByRole('textbox', { name: /^Brand/ }), 'Emile Henry');
    await user.click(submit);

    expect(await screen.findByText('Pizza stone added to your kitchen')).toBeInTheDocument();
    expect(sent('POST', '/api/appliances')[0]?.body).toEqual({ name: 'Pizza stone', brand: 'Emile Henry' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 3, name: 'Pizza stone' })).toBeInTheDocument();
  });

  test('edits the brand, model and notes, sending only what changed and clearing blanks', async () => {
    const { sent } = kitchen([appliance({ id: 'a1', brand: 'Bosch', notes: 'Runs hot' })]);
    const user = userEvent.setup();
    renderApp(<KitchenAppliancePage />, { path: '/kitchen-appliance' });
    await user.click(await screen.findByRole('button', { name: 'Edit Oven' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Oven' });
    // A catalogue appliance keeps its name.
    expect(within(dialog).queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Model/ }), 'HBA534');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Notes/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Oven saved')).toBeInTheDocument();
    expect(sent('PATCH', '/api/appliances/a1')[0]?.body).toEqual({ model: 'HBA534', notes: null });
    expect(await screen.findByText('Bosch · HBA534')).toBeInTheDocument();
    expect(screen.queryByText('Runs hot')).not.toBeInTheDocument();
  });

  test('removes an appliance only after confirming', async () => {
    const { sent } = kitchen([
      appliance({ id: 'a1' }),
      appliance({ id: 'a2', applianceSlug: 'microwave', name: 'Microwave' }),
    ]);
    const user = userEvent.setup();
    renderApp(<KitchenAppliancePage />, { path: '/kitchen-appliance' });

    await user.click(await screen.findByRole('button', { name: 'Remove Microwave' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Remove Microwave from your kitchen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE', '/api/appliances')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Microwave' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Remove Microwave from your kitchen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Microwave removed from your kitchen')).toBeInTheDocument();
    expect(sent('DELETE', '/api/appliances/a2')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Microwave' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Oven' })).toBeInTheDocument();
  });
});

describe('appliance onboarding page', () => {
  test('starts with the everyday appliances ticked and saves the selection, then opens the kitchen', async () => {
    const { sent } = kitchen([appliance({ id: 'a1', applianceSlug: 'refrigerator', name: 'Refrigerator' })]);
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<ApplianceOnboardingPage />, { path: '/appliance-onboarding' });

    const oven = await screen.findByRole('checkbox', { name: 'Oven' });
    expect(oven).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Air fryer' })).not.toBeChecked();
    // Already owned: shown ticked, not sent again.
    const fridge = screen.getByRole('checkbox', { name: /Refrigerator/ });
    await waitFor(() => expect(fridge).toBeDisabled());
    expect(screen.getByText('2 appliances to add')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Microwave' }));
    await user.click(screen.getByRole('checkbox', { name: 'Air fryer' }));
    await user.click(screen.getByRole('button', { name: 'Save appliances' }));

    await waitFor(() => expect(currentUrl()).toBe('/kitchen-appliance'));
    expect(sent('POST', '/api/user/onboarding')[0]?.body).toEqual({
      action: 'setup_appliances',
      selectedAppliances: ['oven', 'air-fryer'],
      useCommonDefaults: false,
    });
    expect(await screen.findByText('Your kitchen is set up')).toBeInTheDocument();
  });

  test('says so and stays when the selection cannot be saved', async () => {
    kitchen([], {
      'POST /api/user/onboarding': () => ({
        status: 500,
        body: { error: 'Something went wrong. Please try again.', code: 'INTERNAL' },
      }),
    });
    const user = userEvent.setup();
    const { currentUrl } = renderApp(<ApplianceOnboardingPage />, { path: '/appliance-onboarding' });
    await user.click(await screen.findByRole('button', { name: 'Save appliances' }));
    expect(await screen.findByText('Your appliances could not be saved')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(currentUrl()).toBe('/appliance-onboarding');
  });
});
