import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  DEFAULT_SETTINGS,
  PRIVACY_POLICY_VERSION,
  type PrivacyPreferences,
  type RegionalSettings,
  type Settings,
} from '@shared/contracts/settings';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@shared/contracts/notifications';
import { renderApp, setUpI18n, testUser } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import {
  csrfRoute,
  installFakeNetwork,
  type FakeRequest,
  type FakeResponse,
  type Handler,
} from '../../lib/test-network';
import { navigation } from './connected-accounts-tab';
import { FONT_SIZE_SAVE_DELAY_MS } from './appearance-tab';
import { SettingsPage } from './settings-page';

const regional: RegionalSettings = {
  language: 'en',
  region: 'US',
  timezoneMode: 'manual',
  timezone: 'America/New_York',
  dateFormat: 'MM/DD/YYYY',
  timeFormat: '12h',
};

const privacy: PrivacyPreferences = {
  usageAnalytics: true,
  regionAnalytics: true,
  ipAddressProcessing: true,
  marketingCommunications: false,
  privacyPolicyVersion: PRIVACY_POLICY_VERSION,
  updatedAt: null,
};

const serverError = (error: string): FakeResponse => ({ status: 500, body: { error, code: 'INTERNAL' } });

/** A stand-in for the server: the settings record changes with each accepted PATCH. */
function network(options: { settings?: Partial<Settings>; routes?: Record<string, Handler> } = {}) {
  let settings: Settings = { ...DEFAULT_SETTINGS, ...options.settings };
  const net = installFakeNetwork({
    ...csrfRoute,
    'GET /api/user/settings': () => ({ body: settings }),
    'PATCH /api/user/settings': (req: FakeRequest) => {
      settings = { ...settings, ...(req.body as Partial<Settings>) };
      return { body: { settings } };
    },
    'GET /api/user/regional': () => ({ body: regional }),
    'PATCH /api/user/regional': (req) => ({ body: { ...regional, ...(req.body as object) } }),
    'GET /api/user/privacy': () => ({ body: privacy }),
    'PUT /api/user/privacy': (req) => ({
      body: { ...privacy, ...(req.body as object), updatedAt: '2026-11-20T10:00:00.000Z' },
    }),
    'GET /api/auth/providers': () => ({ body: { providers: ['google', 'github'] } }),
    'GET /api/auth/connected-accounts': () => ({
      body: {
        accounts: [{ provider: 'github', email: 'ana@example.com', createdAt: '2026-11-02T12:00:00.000Z' }],
        hasPassword: false,
      },
    }),
    'GET /api/auth/sessions': () => ({
      body: {
        sessions: [
          {
            id: 's1',
            current: true,
            createdAt: '2026-11-01T08:00:00.000Z',
            lastSeenAt: '2026-11-20T08:00:00.000Z',
            userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
            ip: '127.0.0.1',
          },
          {
            id: 's2',
            current: false,
            createdAt: '2026-11-03T08:00:00.000Z',
            lastSeenAt: '2026-11-19T08:00:00.000Z',
            userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1',
            ip: '10.0.0.2',
          },
        ],
      },
    }),
    ...options.routes,
  });
  const sent = (method: string, url: string) =>
    net.requests.filter((r) => r.method === method && r.url === url).map((r) => r.body);
  return { ...net, sent };
}

beforeAll(async () => {
  await setUpI18n();
});
beforeEach(async () => {
  clearCsrfToken();
  await i18next.changeLanguage('en');
  document.documentElement.className = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('tabs', () => {
  test('shows the eight tabs and opens the one named in ?tab=', async () => {
    network();
    renderApp(<SettingsPage />, { path: '/settings?tab=privacy' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Appearance',
      'Notifications',
      'Preferences',
      'Rewards & referrals',
      'Security',
      'Connected accounts',
      'Language & region',
      'Privacy & data',
    ]);
    expect(screen.getByRole('tab', { name: 'Privacy & data' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Privacy & data', level: 2 })).toBeInTheDocument();
  });

  test('an unknown tab opens Appearance, and choosing a tab puts it in the address', async () => {
    network();
    const user = userEvent.setup();
    const { location } = renderApp(<SettingsPage />, { path: '/settings?tab=nope' });
    expect(screen.getByRole('tab', { name: 'Appearance' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(location.history.at(-1)).toBe('/settings?tab=security');
    expect(await screen.findByRole('heading', { name: 'Active sessions' })).toBeInTheDocument();
  });
});

describe('appearance', () => {
  test('a new theme is applied at once, sent, and confirmed with the spec toast', async () => {
    const net = network();
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings' });
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(screen.getByText('Your settings have been saved successfully.')).toBeInTheDocument();
    expect(net.sent('PATCH', '/api/user/settings')).toEqual([{ theme: 'dark' }]);
  });

  test('a refused change shows the spec failure toast with the reason and puts the old value back', async () => {
    const net = network({
      routes: { 'PATCH /api/user/settings': () => serverError('The database is busy') },
    });
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings' });
    await user.click(await screen.findByRole('radio', { name: 'Large' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to update settings: The database is busy')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked());
    expect(document.documentElement.style.getPropertyValue('--radius')).toBe('0.5rem');
    expect(net.sent('PATCH', '/api/user/settings')).toEqual([{ borderRadius: 'large' }]);
  });

  test('only the fields that differ are sent, and nothing when nothing differs', async () => {
    const net = network({ settings: { primaryColor: 'custom', customPrimaryColor: '210 40% 50%' } });
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings' });
    const field = await screen.findByRole('textbox', { name: 'Custom colour' });
    expect(field).toHaveValue('210 40% 50%');
    await user.click(screen.getByRole('button', { name: 'Apply colour' }));
    expect(net.sent('PATCH', '/api/user/settings')).toEqual([]);
    await user.clear(field);
    await user.type(field, '210 40% 60%');
    await user.click(screen.getByRole('button', { name: 'Apply colour' }));
    await waitFor(() =>
      expect(net.sent('PATCH', '/api/user/settings')).toEqual([{ customPrimaryColor: '210 40% 60%' }]),
    );
  });

  test('the font size shows at once and is saved once the slider rests, unless it ends where it began', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const net = network();
    renderApp(<SettingsPage />, { path: '/settings' });
    const slider = await screen.findByRole('slider', { name: 'Text size' });
    fireEvent.change(slider, { target: { value: '120' } });
    expect(document.documentElement.style.fontSize).toBe('120%');
    fireEvent.change(slider, { target: { value: '100' } });
    await act(() => vi.advanceTimersByTimeAsync(FONT_SIZE_SAVE_DELAY_MS + 50));
    expect(net.sent('PATCH', '/api/user/settings')).toEqual([]);
    fireEvent.change(slider, { target: { value: '130' } });
    await act(() => vi.advanceTimersByTimeAsync(FONT_SIZE_SAVE_DELAY_MS - 100));
    expect(net.sent('PATCH', '/api/user/settings')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(net.sent('PATCH', '/api/user/settings')).toEqual([{ fontSize: 130 }]));
  });
});

describe('custom colour', () => {
  async function openCustom() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Custom' }));
    return { user, field: screen.getByRole('textbox', { name: 'Custom colour' }) };
  }

  test('a value that is no colour is refused with the schema message and not sent', async () => {
    const net = network();
    renderApp(<SettingsPage />, { path: '/settings' });
    const { user, field } = await openCustom();
    await user.type(field, 'bluish');
    await user.click(screen.getByRole('button', { name: 'Apply colour' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Use an oklch() colour, an HSL triple such as "210 40% 50%", or a preset name',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('custom-color-preview')).not.toBeInTheDocument();
    expect(net.sent('PATCH', '/api/user/settings')).toEqual([]);
  });

  test.each([
    ['an oklch colour', 'oklch(0.6 0.15 250)', 'oklch(0.6 0.15 250)'],
    ['an HSL triple', '210 40% 50%', 'hsl(210 40% 50%)'],
    ['a preset name', 'purple', 'hsl(262.1 83.3% 57.8%)'],
  ])('%s is previewed and applied', async (_kind, value, css) => {
    const net = network();
    renderApp(<SettingsPage />, { path: '/settings' });
    const { user, field } = await openCustom();
    await user.type(field, value);
    expect(screen.getByTestId('custom-color-preview')).toBeInTheDocument();
    expect(screen.getByText('This is how buttons will look.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply colour' }));
    await waitFor(() =>
      expect(net.sent('PATCH', '/api/user/settings')).toEqual([
        { primaryColor: 'custom', customPrimaryColor: value },
      ]),
    );
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe(css);
  });

  test('a preset swatch is chosen with one click', async () => {
    const net = network();
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings' });
    await user.click(await screen.findByRole('radio', { name: 'Orange' }));
    await waitFor(() =>
      expect(net.sent('PATCH', '/api/user/settings')).toEqual([{ primaryColor: 'orange' }]),
    );
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('hsl(24.6 95% 53.1%)');
  });
});

describe('language and region', () => {
  test('choosing a language switches the interface at once and saves it', async () => {
    const net = network();
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=language' });
    const names = await screen.findAllByRole('radio', { name: /^(English|Español|Français|Deutsch|中文)$/ });
    expect(names.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      '中文',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Français' }));
    await waitFor(() => expect(i18next.language).toBe('fr'));
    expect(localStorage.getItem('larder.language')).toBe('fr');
    expect(await screen.findByRole('tab', { name: 'Langue et région' })).toBeInTheDocument();
    await waitFor(() => expect(net.sent('PATCH', '/api/user/regional')).toEqual([{ language: 'fr' }]));
  });

  test('the currency is saved at once, only when it differs, and the region’s own is offered', async () => {
    const net = network({
      routes: { 'GET /api/user/regional': () => ({ body: { ...regional, region: 'DE' } }) },
    });
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=language' });
    const select = await screen.findByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('USD');
    expect(select).toHaveAccessibleDescription(/Prices in your pantry/);
    expect(within(select).getByRole('option', { name: 'JPY — Japanese Yen (¥)' })).toBeInTheDocument();
    expect(within(select).getAllByRole('option')).toHaveLength(31);

    await user.selectOptions(select, 'USD');
    expect(net.sent('PATCH', '/api/user/settings')).toEqual([]);
    await user.selectOptions(select, 'JPY');
    await waitFor(() => expect(net.sent('PATCH', '/api/user/settings')).toEqual([{ currency: 'JPY' }]));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();

    // Germany pays in euros: one click switches to them.
    await user.click(screen.getByRole('button', { name: 'Use Euro (EUR), the currency of Germany' }));
    await waitFor(() =>
      expect(net.sent('PATCH', '/api/user/settings')).toEqual([{ currency: 'JPY' }, { currency: 'EUR' }]),
    );
    await waitFor(() => expect(select).toHaveValue('EUR'));
    expect(screen.queryByRole('button', { name: /the currency of Germany/ })).not.toBeInTheDocument();
  });

  test('a refused currency change says why', async () => {
    network({
      routes: {
        'PATCH /api/user/settings': () => serverError('Database unavailable'),
      },
    });
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=language' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Currency' }), 'GBP');
    expect(await screen.findByText('Failed to update settings: Database unavailable')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD'));
  });

  test('region and formats are saved together, only what changed', async () => {
    const net = network();
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=language' });
    const save = await screen.findByRole('button', { name: 'Save region and formats' });
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'DE');
    await user.click(screen.getByRole('radio', { name: /24-hour/ }));
    await user.click(save);
    await waitFor(() =>
      expect(net.sent('PATCH', '/api/user/regional')).toEqual([{ region: 'DE', timeFormat: '24h' }]),
    );
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
  });

  test('the manual time zone list can be searched', async () => {
    const net = network();
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=language' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search time zones' }), 'tokyo');
    const list = screen.getByRole('listbox', { name: 'Time zone' });
    expect(within(list).getByRole('option', { name: 'Asia/Tokyo' })).toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: 'Europe/Paris' })).not.toBeInTheDocument();
    await user.selectOptions(list, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save region and formats' }));
    await waitFor(() =>
      expect(net.sent('PATCH', '/api/user/regional')).toEqual([{ timezone: 'Asia/Tokyo' }]),
    );
  });

  test('automatic time zone uses the device zone', async () => {
    const net = network();
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=language' });
    await user.click(await screen.findByRole('radio', { name: /Automatic/ }));
    await user.click(screen.getByRole('button', { name: 'Save region and formats' }));
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const expected =
      device === 'America/New_York' ? { timezoneMode: 'auto' } : { timezoneMode: 'auto', timezone: device };
    await waitFor(() => expect(net.sent('PATCH', '/api/user/regional')).toEqual([expected]));
  });
});

describe('privacy and data', () => {
  test('saving the toggles sends them with the policy version and shows the spec toast', async () => {
    const net = network();
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=privacy' });
    expect(await screen.findByText(`Privacy policy version ${PRIVACY_POLICY_VERSION}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Usage analytics' }));
    await user.click(screen.getByRole('switch', { name: 'Marketing communications' }));
    await user.click(screen.getByRole('button', { name: 'Save privacy preferences' }));
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument();
    expect(screen.getByText('Your privacy preferences have been saved')).toBeInTheDocument();
    expect(net.sent('PUT', '/api/user/privacy')).toEqual([
      { usageAnalytics: false, marketingCommunications: true, privacyPolicyVersion: PRIVACY_POLICY_VERSION },
    ]);
  });

  test('a failed save shows the spec failure toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    network({ routes: { 'PUT /api/user/privacy': () => serverError('Down') } });
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=privacy' });
    await user.click(await screen.findByRole('switch', { name: 'Region analytics' }));
    await user.click(screen.getByRole('button', { name: 'Save privacy preferences' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('There was a problem saving your preferences')).toBeInTheDocument();
  });

  test('export downloads the data as a JSON file', async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:export'),
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    network({
      routes: { 'GET /api/user/export': () => ({ body: { format: 'larder-export', version: 1 } }) },
    });
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=privacy' });
    await user.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(click).toHaveBeenCalled();
    expect(JSON.parse(await created[0]!.text())).toEqual({ format: 'larder-export', version: 1 });
  });

  test('deleting the account needs DELETE typed, then signs out and goes home', async () => {
    const net = network({ routes: { 'DELETE /api/user/account': () => ({ status: 204 }) } });
    const user = userEvent.setup();
    const { location } = renderApp(<SettingsPage />, { path: '/settings?tab=privacy' });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.click(confirm);
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(net.requests.some((r) => r.method === 'DELETE' && r.url === '/api/user/account')).toBe(true);
  });
});

describe('security', () => {
  test('lists the sessions and signs out another one', async () => {
    const net = network({ routes: { 'DELETE /api/auth/sessions/s2': () => ({ body: { ok: true } }) } });
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=security' });
    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('The session has been signed out.')).toBeInTheDocument();
    expect(net.requests.some((r) => r.method === 'DELETE' && r.url === '/api/auth/sessions/s2')).toBe(true);
  });

  test('signs out every other session after a confirmation', async () => {
    const net = network({
      routes: { 'POST /api/auth/sessions/revoke-others': () => ({ body: { ok: true } }) },
    });
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=security' });
    await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('All other sessions have been signed out.')).toBeInTheDocument();
    expect(net.sent('POST', '/api/auth/sessions/revoke-others')).toHaveLength(1);
  });

  test('changing the password asks for the current one and shows the server field message', async () => {
    const net = network({
      routes: {
        'GET /api/auth/connected-accounts': () => ({ body: { accounts: [], hasPassword: true } }),
        'POST /api/auth/change-password': () => ({
          status: 400,
          body: {
            error: 'Some fields are not valid.',
            code: 'VALIDATION_FAILED',
            details: [{ path: 'currentPassword', message: 'The current password is not correct.' }],
          },
        }),
      },
    });
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=security' });
    const current = await screen.findByLabelText(/Current password/);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.type(current, 'old-secret-1');
    await user.type(screen.getByLabelText(/New password/), 'new-secret-1');
    const [showCurrent] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(showCurrent!);
    expect(current).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(net.sent('POST', '/api/auth/change-password')).toEqual([
      { currentPassword: 'old-secret-1', newPassword: 'new-secret-1' },
    ]);
  });
});

describe('connected accounts', () => {
  test('connecting is a full-page navigation that comes back to this tab', async () => {
    network();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=connected-accounts' });
    await user.click(await screen.findByRole('button', { name: 'Connect Google' }));
    expect(assign).toHaveBeenCalledWith('/api/auth/google?redirect=%2Fsettings%3Ftab%3Dconnected-accounts');
  });

  test("a refused disconnect shows the server's reason", async () => {
    network({
      routes: {
        'DELETE /api/auth/connected-accounts/github': () => ({
          status: 409,
          body: { error: 'Set a password before you disconnect your only sign-in method.', code: 'CONFLICT' },
        }),
      },
    });
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=connected-accounts' });
    expect(await screen.findByText('Connected as ana@example.com since Nov 2, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disconnect GitHub' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect GitHub' }),
    );
    expect(
      await screen.findByText('Set a password before you disconnect your only sign-in method.'),
    ).toBeInTheDocument();
  });

  test('an error brought back from the provider is explained', async () => {
    network();
    renderApp(<SettingsPage />, { path: '/settings?tab=connected-accounts&error=oauth_account_in_use' });
    expect(
      await screen.findByText('This account is already connected to another Larder account.'),
    ).toBeInTheDocument();
  });
});

describe('notifications, rewards and preferences', () => {
  test('the notifications tab offers each kind on each channel', async () => {
    network({
      routes: {
        'GET /api/notifications/preferences': () => ({
          body: { preferences: DEFAULT_NOTIFICATION_PREFERENCES },
        }),
      },
    });
    renderApp(<SettingsPage />, { path: '/settings?tab=notifications' });
    expect(await screen.findByRole('switch', { name: 'Expiring soon: push' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Referral reward: in app' })).toBeChecked();
  });

  test('rewards show the days left in the trial', async () => {
    network();
    const trialEndsAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
    renderApp(<SettingsPage />, { path: '/settings?tab=rewards', user: { ...testUser, trialEndsAt } });
    expect(await screen.findByText(/Your 7-day free trial is active: 3 days left/)).toBeInTheDocument();
  });

  test('rewards say when the trial has ended', async () => {
    network();
    renderApp(<SettingsPage />, {
      path: '/settings?tab=rewards',
      user: { ...testUser, trialEndsAt: '2026-01-08T12:00:00.000Z' },
    });
    expect(await screen.findByText('Your 7-day free trial ended on January 8, 2026.')).toBeInTheDocument();
  });

  test('the default view is sent when changed', async () => {
    const net = network();
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=preferences' });
    await user.click(await screen.findByRole('radio', { name: 'List' }));
    await waitFor(() => expect(net.sent('PATCH', '/api/user/settings')).toEqual([{ defaultView: 'list' }]));
  });

  test('the expiring-soon warning shows the saved days and sends only a changed value', async () => {
    const net = network({ settings: { expiryWarningDays: 5 } });
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=preferences' });
    const select = await screen.findByRole('combobox', { name: 'Expiring soon warning' });
    expect(select).toHaveValue('5');
    expect(within(select).getAllByRole('option')).toHaveLength(30);
    await user.selectOptions(select, '5 days before');
    await user.selectOptions(select, '1 day before');
    await waitFor(() => expect(net.sent('PATCH', '/api/user/settings')).toEqual([{ expiryWarningDays: 1 }]));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
  });

  test('restarting the setup guide asks first, then sends restart_onboarding', async () => {
    const net = network({ routes: { 'POST /api/user/onboarding': () => ({ body: { success: true } }) } });
    const user = userEvent.setup();
    renderApp(<SettingsPage />, { path: '/settings?tab=preferences' });
    await user.click(await screen.findByRole('button', { name: 'Restart setup guide' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restart setup guide' }),
    );
    expect(await screen.findByText('The setup guide has restarted.')).toBeInTheDocument();
    expect(net.sent('POST', '/api/user/onboarding')).toEqual([{ action: 'restart_onboarding' }]);
  });
});
