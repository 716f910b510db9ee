import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NotificationPreferencesPatchSchema,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
} from '@shared/contracts/notifications';
import { DEFAULT_SETTINGS } from '@shared/settings-options';
import { deferred, renderApp, setUpI18n } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { applyPreferencesPatch } from '../../lib/notification-queries';
import { csrfRoute, installFakeNetwork, type Handler } from '../../lib/test-network';
import { clearToasts } from '../../lib/toast-store';
import { PUSH_KEY_PATH, PUSH_SUBSCRIPTIONS_PATH } from '../../lib/web-push';
import { SettingsPage } from './settings-page';

const PATH = '/api/notifications/preferences';

/** The preferences as the server keeps them: each PATCH (checked against the contract) changes them. */
function preferencesServer(
  initial: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES,
  routes: Record<string, Handler> = {},
) {
  const server = { preferences: initial };
  const net = installFakeNetwork({
    ...csrfRoute,
    [`GET ${PATH}`]: () => ({ body: { preferences: server.preferences } }),
    [`PATCH ${PATH}`]: (req) => {
      const patch = NotificationPreferencesPatchSchema.safeParse(req.body);
      if (!patch.success) return { status: 400, body: { error: 'Invalid input', code: 'VALIDATION' } };
      server.preferences = applyPreferencesPatch(server.preferences, patch.data);
      return { body: { preferences: server.preferences } };
    },
    ...routes,
  });
  const patches = () =>
    net.requests
      .filter((r) => r.method === 'PATCH' && r.url === PATH)
      .map((r) => r.body) as NotificationPreferencesPatch[];
  return { server, net, patches };
}

function renderTab() {
  return renderApp(<SettingsPage />, { path: '/settings?tab=notifications' });
}

beforeAll(async () => {
  await setUpI18n();
  // jsdom lacks pointer capture; Radix's switch and toast ask for it.
  Element.prototype.hasPointerCapture ??= () => false;
});
beforeEach(async () => {
  clearCsrfToken();
  clearToasts();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the notifications tab', () => {
  test('shows every kind with its three channels as saved', async () => {
    preferencesServer();
    renderTab();
    expect(await screen.findByRole('switch', { name: 'Expiring soon: push' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Expiring soon: in app' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Expiring soon: email digest' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Trial ending: email digest' })).toBeChecked();
    expect(screen.getAllByRole('switch', { name: /: (in app|email digest|push)$/ })).toHaveLength(21);
    expect(screen.getByText('Food that has passed its date.')).toBeInTheDocument();
    // The push switch explains that push reaches only the devices where it is turned on.
    expect(screen.getByRole('switch', { name: 'Low stock: push' })).toHaveAccessibleDescription(
      /only the devices where “Push on this device” is turned on/,
    );
    expect(screen.getByRole('link', { name: 'Open your notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  test('a switch saves at once, sending only its own field', async () => {
    const { patches, server } = preferencesServer();
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('switch', { name: 'Low stock: push' }));
    expect(screen.getByRole('switch', { name: 'Low stock: push' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Expiring soon: in app' }));
    await waitFor(() =>
      expect(patches()).toEqual([
        { kinds: { lowStock: { push: true } } },
        { kinds: { expiringSoon: { inApp: false } } },
      ]),
    );
    expect(server.preferences.kinds.lowStock).toEqual({ inApp: true, email: false, push: true });
    expect(screen.getByRole('switch', { name: 'Expiring soon: in app' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Low stock: push' })).toBeChecked();
  });

  test('a refused change goes back and says why', async () => {
    const hold = deferred<void>();
    preferencesServer(DEFAULT_NOTIFICATION_PREFERENCES, {
      [`PATCH ${PATH}`]: async () => {
        await hold.promise;
        return { status: 500, body: { error: 'The database is busy', code: 'INTERNAL' } };
      },
    });
    const user = userEvent.setup();
    renderTab();
    const push = await screen.findByRole('switch', { name: 'Expired: push' });
    await user.click(push);
    // Shown at once, before the server answers.
    expect(push).toBeChecked();
    hold.resolve();
    expect(await screen.findByText('Failed to update settings: The database is busy')).toBeInTheDocument();
    expect(push).not.toBeChecked();
  });

  test('a failure puts back only its own switch, not one changed meanwhile', async () => {
    const first = deferred<void>();
    const { server } = preferencesServer(DEFAULT_NOTIFICATION_PREFERENCES, {
      [`PATCH ${PATH}`]: async (req) => {
        const patch = req.body as NotificationPreferencesPatch;
        if (patch.kinds?.expired) {
          await first.promise;
          return { status: 500, body: { error: 'Nope', code: 'INTERNAL' } };
        }
        server.preferences = applyPreferencesPatch(server.preferences, patch);
        return { body: { preferences: server.preferences } };
      },
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('switch', { name: 'Expired: push' }));
    await user.click(screen.getByRole('switch', { name: 'Family activity: email digest' }));
    await waitFor(() => expect(server.preferences.kinds.familyActivity.email).toBe(true));
    first.resolve();
    expect(await screen.findByText('Failed to update settings: Nope')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Expired: push' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Family activity: email digest' })).toBeChecked();
  });

  test('quiet hours: the switch and the times are saved, one field at a time', async () => {
    const { patches } = preferencesServer();
    const user = userEvent.setup();
    renderTab();
    const from = await screen.findByLabelText('From');
    const until = screen.getByLabelText('Until');
    expect(from).toHaveValue('22:00');
    expect(until).toHaveValue('07:00');
    fireEvent.change(from, { target: { value: '23:30' } });
    fireEvent.blur(from);
    await waitFor(() => expect(patches()).toEqual([{ quietHours: { start: '23:30' } }]));
    expect(from).toHaveValue('23:30');
    // Leaving a field unchanged sends nothing.
    fireEvent.blur(until);
    await user.click(screen.getByRole('switch', { name: 'Pause push notifications during quiet hours' }));
    await waitFor(() =>
      expect(patches()).toEqual([{ quietHours: { start: '23:30' } }, { quietHours: { enabled: false } }]),
    );
    expect(from).toBeDisabled();
    expect(until).toBeDisabled();
  });

  test('quiet hours: an empty time or an end equal to the start is explained and not sent', async () => {
    const { patches } = preferencesServer();
    renderTab();
    const from = await screen.findByLabelText('From');
    const until = screen.getByLabelText('Until');
    fireEvent.change(from, { target: { value: '' } });
    fireEvent.blur(from);
    expect(await screen.findByText('Enter a time such as 22:00.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(from, { target: { value: '07:00' } });
    fireEvent.blur(from);
    expect(
      await screen.findByText('Choose an end time that differs from the start time.'),
    ).toBeInTheDocument();
    expect(until).toHaveAccessibleDescription(/differs from the start time/);
    fireEvent.change(until, { target: { value: '06:30' } });
    fireEvent.blur(until);
    await waitFor(() => expect(patches()).toEqual([{ quietHours: { start: '07:00', end: '06:30' } }]));
    expect(
      screen.queryByText('Choose an end time that differs from the start time.'),
    ).not.toBeInTheDocument();
  });

  test('a failure to load offers a retry', async () => {
    let fail = true;
    preferencesServer(DEFAULT_NOTIFICATION_PREFERENCES, {
      [`GET ${PATH}`]: () =>
        fail
          ? { status: 500, body: { error: 'Internal server error', code: 'INTERNAL' } }
          : { body: { preferences: DEFAULT_NOTIFICATION_PREFERENCES } },
    });
    const user = userEvent.setup();
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your notification choices could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: 'Expiring soon: push' })).toBeInTheDocument();
  });

  test('speaks the reader language', async () => {
    preferencesServer();
    await i18next.changeLanguage('de');
    renderTab();
    expect(await screen.findByRole('switch', { name: 'Läuft bald ab: Push' })).toBeChecked();
    expect(screen.getByLabelText('Von')).toHaveValue('22:00');
  });
});

describe("the Chef's tips", () => {
  test('a switch with its description, saved through the settings like every other setting', async () => {
    let settings = { ...DEFAULT_SETTINGS };
    const { net } = preferencesServer(DEFAULT_NOTIFICATION_PREFERENCES, {
      'GET /api/user/settings': () => ({ body: settings }),
      'PATCH /api/user/settings': (req) => {
        settings = { ...settings, ...(req.body as object) };
        return { body: { settings } };
      },
    });
    const user = userEvent.setup();
    renderTab();
    const tips = await screen.findByRole('switch', { name: 'Show tips from the Chef' });
    expect(tips).toBeChecked();
    expect(tips).toHaveAccessibleDescription(/Now and then the Chef suggests something useful/);
    await user.click(tips);
    await waitFor(() => expect(tips).not.toBeChecked());
    const patches = net.requests.filter((r) => r.method === 'PATCH' && r.url === '/api/user/settings');
    expect(patches.map((r) => r.body)).toEqual([{ chefTips: false }]);
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
  });
});

// ---------------------------------------------------------------------------------------------
// Push on this device

/** The server's VAPID public key: an uncompressed P-256 point (65 bytes), base64url. */
const VAPID_KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i));
const VAPID_PUBLIC_KEY = Buffer.from(VAPID_KEY_BYTES).toString('base64url');
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
/** What the browser's PushSubscription.toJSON() gives. */
const SUBSCRIPTION_JSON = {
  endpoint: ENDPOINT,
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'c2VjcmV0LWF1dGgtMTIzNA' },
};

/**
 * A browser with Web Push (jsdom has none): a service worker registration whose push manager
 * subscribes, and the Notification permission, which `answer` is what the user picks at its prompt.
 */
function pushBrowser(
  options: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    subscribed?: boolean;
  } = {},
) {
  const events: string[] = [];
  const makeSubscription = (key: ArrayBuffer | null) => ({
    endpoint: ENDPOINT,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(async () => {
      events.push('unsubscribe');
      browser.subscription = null;
      return true;
    }),
  });
  const browser = {
    subscription: options.subscribed ? makeSubscription(VAPID_KEY_BYTES.slice().buffer) : null,
    events,
  };
  const pushManager = {
    getSubscription: vi.fn(async () => browser.subscription),
    subscribe: vi.fn(async (init: PushSubscriptionOptionsInit) => {
      events.push('subscribe');
      browser.subscription = makeSubscription((init.applicationServerKey as Uint8Array).slice().buffer);
      return browser.subscription;
    }),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) },
  });
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      events.push('requestPermission');
      notification.permission = options.answer ?? 'granted';
      return notification.permission;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  return { browser, pushManager, notification };
}

const pushRoutes = (post: Handler = () => ({ status: 204 })): Record<string, Handler> => ({
  [`GET ${PUSH_KEY_PATH}`]: () => ({ body: { publicKey: VAPID_PUBLIC_KEY } }),
  [`POST ${PUSH_SUBSCRIPTIONS_PATH}`]: post,
  [`DELETE ${PUSH_SUBSCRIPTIONS_PATH}`]: () => ({ status: 204 }),
});

const deviceSwitch = () => screen.findByRole('switch', { name: 'Push notifications on this device' });

describe('push on this device', () => {
  test('turning it on asks permission, subscribes with the server key and sends the subscription', async () => {
    const { browser, pushManager, notification } = pushBrowser();
    const { net } = preferencesServer(DEFAULT_NOTIFICATION_PREFERENCES, pushRoutes());
    const user = userEvent.setup();
    renderTab();
    const device = await deviceSwitch();
    expect(device).not.toBeChecked();
    expect(device).toBeEnabled();
    expect(device).toHaveAccessibleDescription(/reach this device even when Larder is closed/);
    await user.click(device);
    await waitFor(() => expect(device).toBeChecked());
    await waitFor(() => expect(device).not.toHaveAttribute('aria-busy'));
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: VAPID_KEY_BYTES,
    });
    const posts = net.requests.filter((r) => r.method === 'POST' && r.url === PUSH_SUBSCRIPTIONS_PATH);
    expect(posts.map((r) => r.body)).toEqual([SUBSCRIPTION_JSON]);
    expect(posts[0]!.headers['CSRF-Token']).toBe('token-1');
    expect(browser.events).toEqual(['requestPermission', 'subscribe']);
    // The kinds' push switches are still there, choosing what is pushed.
    expect(screen.getByRole('switch', { name: 'Expiring soon: push' })).toBeChecked();
  });

  test('a subscribed browser shows on, tells the server again, and turning it off unsubscribes', async () => {
    const { browser } = pushBrowser({ permission: 'granted', subscribed: true });
    const { net } = preferencesServer(DEFAULT_NOTIFICATION_PREFERENCES, {
      ...pushRoutes(),
      [`DELETE ${PUSH_SUBSCRIPTIONS_PATH}`]: () => {
        browser.events.push('delete');
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderTab();
    const device = await deviceSwitch();
    await waitFor(() => expect(device).toBeChecked());
    // The subscription is sent again, in case the server dropped it or it was someone else's.
    await waitFor(() =>
      expect(
        net.requests.filter((r) => r.method === 'POST' && r.url === PUSH_SUBSCRIPTIONS_PATH),
      ).toHaveLength(1),
    );
    await user.click(device);
    await waitFor(() => expect(device).not.toBeChecked());
    await waitFor(() => expect(browser.events).toEqual(['delete', 'unsubscribe']));
    expect(net.requests.find((r) => r.method === 'DELETE')?.body).toEqual({ endpoint: ENDPOINT });
  });

  test('a browser without push says so, and the switch cannot be used', async () => {
    preferencesServer();
    renderTab();
    const device = await deviceSwitch();
    await waitFor(() => expect(device).toBeDisabled());
    expect(device).not.toBeChecked();
    expect(screen.getByText(/This browser can't receive push notifications/)).toBeInTheDocument();
    expect(device).toHaveAccessibleDescription(/add Larder to your Home Screen/);
  });

  test('blocked notifications are explained with how to allow them', async () => {
    pushBrowser({ permission: 'denied' });
    preferencesServer(DEFAULT_NOTIFICATION_PREFERENCES, pushRoutes());
    renderTab();
    const device = await deviceSwitch();
    await waitFor(() => expect(device).toBeDisabled());
    expect(device).toHaveAccessibleDescription(
      /Notifications are blocked for Larder in this browser. To allow them, open the site settings/,
    );
  });

  test('refusing at the prompt shows how to allow it, and nothing is subscribed', async () => {
    const { pushManager } = pushBrowser({ answer: 'denied' });
    const { net } = preferencesServer(DEFAULT_NOTIFICATION_PREFERENCES, pushRoutes());
    const user = userEvent.setup();
    renderTab();
    await user.click(await deviceSwitch());
    expect(await screen.findByText(/Notifications are blocked for Larder/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Push notifications on this device' })).not.toBeChecked();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(net.requests.some((r) => r.url.startsWith('/api/notifications/push'))).toBe(false);
  });

  test('dismissing the prompt leaves push off and says why', async () => {
    const { pushManager } = pushBrowser({ answer: 'default' });
    preferencesServer(DEFAULT_NOTIFICATION_PREFERENCES, pushRoutes());
    const user = userEvent.setup();
    renderTab();
    const device = await deviceSwitch();
    await user.click(device);
    expect(await screen.findByText('Push stays off')).toBeInTheDocument();
    expect(device).not.toBeChecked();
    expect(device).toBeEnabled();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  test('a subscription the server refuses is dropped and the reason shown', async () => {
    const { browser } = pushBrowser({ permission: 'granted' });
    preferencesServer(
      DEFAULT_NOTIFICATION_PREFERENCES,
      pushRoutes(() => ({ status: 400, body: { error: 'Unknown push service', code: 'BAD_REQUEST' } })),
    );
    const user = userEvent.setup();
    renderTab();
    const device = await deviceSwitch();
    await user.click(device);
    expect(await screen.findByText('Push could not be turned on')).toBeInTheDocument();
    expect(screen.getByText('Unknown push service')).toBeInTheDocument();
    await waitFor(() => expect(device).not.toBeChecked());
    expect(browser.events).toEqual(['subscribe', 'unsubscribe']);
    expect(browser.subscription).toBeNull();
  });

  test('speaks the reader language', async () => {
    pushBrowser({ permission: 'denied' });
    preferencesServer(DEFAULT_NOTIFICATION_PREFERENCES, pushRoutes());
    await i18next.changeLanguage('fr');
    renderTab();
    const device = await screen.findByRole('switch', { name: 'Notifications push sur cet appareil' });
    await waitFor(() => expect(device).toHaveAccessibleDescription(/bloquées dans ce navigateur/));
  });
});
