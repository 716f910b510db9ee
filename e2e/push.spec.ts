import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { signUpViaApi } from './utils';

/**
 * Web Push, the service worker's side (src/web/sw.ts). Headless Chromium cannot subscribe at a
 * real push service, so the push message is handed to the worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage), the way a push service's message would arrive, and the
 * notification it shows is read back from the registration.
 */

type ShownNotification = { title: string; body: string; tag: string; data: { link: string | null } | null };

/** The notifications the app's service worker is showing. */
function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map(({ title, body, tag, data }) => ({
      title,
      body,
      tag,
      data: data as { link: string | null } | null,
    }));
  });
}

/**
 * A count, kept inside the app's service worker, of the notifications it has finished showing.
 * The list is read only once they are all shown: Chromium's getNotifications() forgets a
 * notification that is stored but not yet on screen, so reading it while a push is being shown
 * can lose that notification for good (a test polling the list hit this about one run in six).
 */
async function countShownNotifications(context: BrowserContext): Promise<() => Promise<number>> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(() => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; shownCount: number };
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.shownCount = 0;
    // showNotification resolves once the notification is displayed.
    scope.registration.showNotification = async (...args) => {
      await show(...args);
      scope.shownCount += 1;
    };
  });
  return () => worker.evaluate(() => (self as unknown as { shownCount: number }).shownCount);
}

/** The DevTools id of the page origin's active service worker registration. */
async function registrationId(session: CDPSession, origin: string): Promise<string> {
  const scope = `${origin}/`;
  const found = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  // Enabling reports every registration there is.
  await session.send('ServiceWorker.enable');
  return found;
}

test('a push message shows its notification, with the screen it opens', async ({
  context,
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await signUpViaApi(page);
  await page.goto('/settings?tab=notifications');

  // With the permission given, this browser offers push on this device (off until turned on).
  const device = page.getByRole('switch', { name: 'Push notifications on this device' });
  await expect(device).toBeEnabled();
  await expect(device).not.toBeChecked();
  await expect(page.getByText("This browser can't receive push notifications")).toHaveCount(0);

  // The worker is installed and active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');

  const shownCount = await countShownNotifications(context);
  const session = await context.newCDPSession(page);
  const id = await registrationId(session, origin);
  await session.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: id,
    data: JSON.stringify({
      id: 'n1',
      title: 'In your kitchen',
      body: 'Ben Tester added Milk',
      link: '/notifications',
      kind: 'familyActivity',
    }),
  });
  await expect.poll(shownCount).toBe(1);
  expect((await shownNotifications(page)).find((n) => n.title === 'In your kitchen')).toEqual({
    title: 'In your kitchen',
    body: 'Ben Tester added Milk',
    tag: 'n1',
    data: { link: '/notifications' },
  });

  // A push whose data cannot be read still shows (the browser requires it), as plain "Larder";
  // a link to another site is not kept.
  await session.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: 'not json' });
  await session.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: id,
    data: JSON.stringify({ id: 'n2', title: 'Elsewhere', body: 'A link away', link: '//evil.example/x' }),
  });
  await expect.poll(shownCount).toBe(3);
  expect((await shownNotifications(page)).map(({ title, data }) => ({ title, link: data?.link }))).toEqual(
    expect.arrayContaining([
      { title: 'Larder', link: null },
      { title: 'Elsewhere', link: null },
    ]),
  );
  await session.detach();
});
