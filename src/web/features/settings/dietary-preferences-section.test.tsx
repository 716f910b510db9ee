import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  DIETARY_PREFERENCES,
  OnboardingUpdateSchema,
  type OnboardingRecord,
} from '@shared/contracts/onboarding';
import { DEFAULT_SETTINGS } from '@shared/contracts/settings';
import { deferred, renderApp, setUpI18n } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { csrfRoute, installFakeNetwork, type FakeResponse, type Handler } from '../../lib/test-network';
import { clearToasts } from '../../lib/toast-store';
import { SettingsPage } from './settings-page';

const PATH = '/api/user/onboarding';

const completed: OnboardingRecord = {
  onboarding_completed: true,
  onboarding_step: 6,
  dietary_preferences: ['Vegetarian', 'Gluten-Free'],
  cooking_frequency: 'Daily',
  household_size: 2,
};

/** The onboarding record as the server keeps it: each accepted POST (checked against the contract) changes it. */
function onboardingServer(routes: Record<string, Handler> = {}) {
  const server = { record: completed };
  const net = installFakeNetwork({
    ...csrfRoute,
    'GET /api/user/settings': () => ({ body: DEFAULT_SETTINGS }),
    [`GET ${PATH}`]: () => ({ body: server.record }),
    [`POST ${PATH}`]: (req) => {
      const update = OnboardingUpdateSchema.safeParse(req.body);
      if (!update.success) return { status: 400, body: { error: 'Invalid input', code: 'VALIDATION' } };
      server.record = { ...server.record, ...update.data };
      return { body: { success: true, onboarding: server.record } };
    },
    ...routes,
  });
  const posts = () => net.requests.filter((r) => r.method === 'POST' && r.url === PATH).map((r) => r.body);
  return { server, net, posts };
}

async function renderSection() {
  renderApp(<SettingsPage />, { path: '/settings?tab=preferences' });
  const group = await screen.findByRole('group', { name: 'Dietary preferences' });
  return group;
}

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
  vi.restoreAllMocks();
});

describe('dietary preferences in Settings → Preferences', () => {
  test('lists the thirteen preferences under a heading, the saved ones checked', async () => {
    onboardingServer();
    const group = await renderSection();
    expect(screen.getByRole('heading', { name: 'Dietary preferences' })).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription(/the Chef can change them too/i);
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(DIETARY_PREFERENCES.length);
    expect(within(group).getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Gluten-Free' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Vegan' })).not.toBeChecked();
    expect(boxes.filter((box) => box.getAttribute('aria-checked') === 'true')).toHaveLength(2);
  });

  test('shows them in the reader’s language', async () => {
    onboardingServer();
    await i18next.changeLanguage('fr');
    renderApp(<SettingsPage />, { path: '/settings?tab=preferences' });
    const group = await screen.findByRole('group', { name: 'Préférences alimentaires' });
    expect(within(group).getByRole('checkbox', { name: 'Végétarien' })).toBeChecked();
  });

  test('each change is saved at once with the whole list, and confirmed with the settings toast', async () => {
    const { server, posts } = onboardingServer();
    const user = userEvent.setup();
    const group = await renderSection();
    await user.click(within(group).getByRole('checkbox', { name: 'Vegan' }));
    expect(within(group).getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(screen.getByText('Your settings have been saved successfully.')).toBeInTheDocument();
    // Unchecking with the keyboard (Space) works the same way.
    within(group).getByRole('checkbox', { name: 'Vegetarian' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()).toEqual([
      { dietary_preferences: ['Vegetarian', 'Vegan', 'Gluten-Free'] },
      { dietary_preferences: ['Vegan', 'Gluten-Free'] },
    ]);
    await waitFor(() => expect(server.record.dietary_preferences).toEqual(['Vegan', 'Gluten-Free']));
    expect(within(group).getByRole('checkbox', { name: 'Vegetarian' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
  });

  test('a refused save puts the old choice back and shows the settings failure toast', async () => {
    const answer = deferred<FakeResponse>();
    const { posts } = onboardingServer({ [`POST ${PATH}`]: () => answer.promise });
    const user = userEvent.setup();
    const group = await renderSection();
    await user.click(within(group).getByRole('checkbox', { name: 'Keto' }));
    // Shown at once, before the server answers.
    expect(within(group).getByRole('checkbox', { name: 'Keto' })).toBeChecked();
    answer.resolve({ status: 500, body: { error: 'The database is busy', code: 'INTERNAL' } });
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to update settings: The database is busy')).toBeInTheDocument();
    await waitFor(() => expect(within(group).getByRole('checkbox', { name: 'Keto' })).not.toBeChecked());
    expect(within(group).getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    expect(posts()).toEqual([{ dietary_preferences: ['Vegetarian', 'Gluten-Free', 'Keto'] }]);
  });

  test('a record that cannot be read says so and can be asked for again', async () => {
    let fail = true;
    onboardingServer({
      [`GET ${PATH}`]: () =>
        fail
          ? { status: 500, body: { error: 'Down', code: 'INTERNAL' } }
          : { body: { ...completed, dietary_preferences: ['Halal'] } },
    });
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=preferences' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const group = await screen.findByRole('group', { name: 'Dietary preferences' });
    expect(within(group).getByRole('checkbox', { name: 'Halal' })).toBeChecked();
  });
});
