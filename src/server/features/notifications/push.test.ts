import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/app';
import { createSignedInUser, type SignedIn } from '../../../../tests/factories';
import { startPushService, type PushServiceFake } from '../../../../tests/push-service';
import { createLocalBus } from '../../platform/events/local-bus';
import { notify } from './notifications.service';
import { deliverPendingPush, type PushPayload } from './push.service';

/**
 * Web Push end to end against a faithful local push service (tests/push-service.ts): a browser
 * subscribes through the API, a notification is made, and the push service receives it with a
 * VAPID signature that checks out against the server's key and a payload it can decrypt.
 */

let t: TestApp;
let push: PushServiceFake;
beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ env: { PUSH_SERVICE_ORIGINS: push.origin, PUSH_SERVICE_CA_FILE: push.caFile } });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const deps = () => ({ db: t.db, config: t.config, log: { warn: () => undefined } });

async function subscribed(): Promise<SignedIn & { endpoint: string }> {
  const who = await createSignedInUser(t);
  const subscription = push.subscribe();
  const res = await who.client.post('/api/notifications/push/subscriptions', subscription);
  expect(res.statusCode, res.body).toBe(204);
  return { ...who, endpoint: subscription.endpoint };
}

async function notifyOf(userId: string, body: string) {
  return notify(
    { db: t.db, events: createLocalBus({ db: t.db, dialect: t.dialect }), log: { warn: () => undefined } },
    {
      kind: 'expiringSoon',
      userIds: [userId],
      text: () => ({ title: 'Expiring soon', body }),
      link: '/pantry?label=expires_soon',
    },
  );
}

describe('web push', () => {
  test('a notification reaches the browser: VAPID checked, payload decrypted', async () => {
    const who = await subscribed();
    const key = (await who.client.get('/api/notifications/push/key')).json().publicKey as string;
    expect(key).toBe(t.config.vapid.publicKey);
    // Expiring soon goes to push by default, outside quiet hours (none for this user).
    await who.client.patch('/api/notifications/preferences', { quietHours: { enabled: false } });
    expect(await notifyOf(who.user.id, 'Use soon: Milk (27 Nov)')).toBe(1);
    const arriving = push.next(who.endpoint);
    expect(await deliverPendingPush(deps())).toBe(1);
    const delivery = await arriving;
    expect(delivery.vapid).toMatchObject({ aud: push.origin, publicKey: key });
    expect(delivery.vapid.sub).toMatch(/^(mailto:|https:)/);
    expect(delivery.ttl).toBeGreaterThan(0);
    const payload = JSON.parse(delivery.payload) as PushPayload;
    expect(payload).toMatchObject({
      title: 'Expiring soon',
      body: 'Use soon: Milk (27 Nov)',
      link: '/pantry?label=expires_soon',
      kind: 'expiringSoon',
    });
    // Sent once: a second round finds nothing waiting.
    expect(await deliverPendingPush(deps())).toBe(0);
    expect(push.refused).toEqual([]);
  });

  test('quiet hours hold the push back; the notification still waits in the app', async () => {
    const who = await subscribed();
    await who.client.patch('/api/notifications/preferences', {
      quietHours: { enabled: true, start: '00:00', end: '23:59' },
    });
    await notifyOf(who.user.id, 'Use soon: Eggs');
    expect(await deliverPendingPush(deps())).toBe(0);
    expect(push.deliveries.filter((d) => d.endpoint === who.endpoint)).toEqual([]);
    expect((await who.client.get('/api/notifications')).json().items[0].body).toBe('Use soon: Eggs');
  });

  test('a subscription the push service says is gone is forgotten', async () => {
    const who = await subscribed();
    await who.client.patch('/api/notifications/preferences', { quietHours: { enabled: false } });
    push.expire(who.endpoint);
    await notifyOf(who.user.id, 'Use soon: Bread');
    expect(await deliverPendingPush(deps())).toBe(0);
    const left = await t.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('endpoint', '=', who.endpoint)
      .execute();
    expect(left).toEqual([]);
  });

  test('only push services may be subscribed to, and the keys must be keys', async () => {
    const who = await createSignedInUser(t);
    const subscription = push.subscribe();
    for (const endpoint of [
      'https://127.0.0.1:1/anywhere',
      push.origin.replace('https:', 'http:') + '/push/1',
      'https://example.com/push/1',
      'http://169.254.169.254/',
    ]) {
      const res = await who.client.post('/api/notifications/push/subscriptions', {
        ...subscription,
        endpoint,
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error).toBe('This browser’s push service is not one Larder can send to.');
    }
    const badKeys = await who.client.post('/api/notifications/push/subscriptions', {
      ...subscription,
      keys: { p256dh: 'short', auth: 'x' },
    });
    expect(badKeys.statusCode).toBe(400);
    const stop = await who.client.delete('/api/notifications/push/subscriptions', {
      endpoint: subscription.endpoint,
    });
    expect(stop.statusCode).toBe(204);
  });

  test('the native app’s device token is kept for whoever signs in on the device', async () => {
    const ana = await createSignedInUser(t);
    const ben = await createSignedInUser(t);
    const token = 'fcm:APA91b-device-token_0123456789';
    const first = await ana.client.post('/api/notifications/push/native', { platform: 'android', token });
    expect(first.statusCode, first.body).toBe(204);
    expect(
      (await ben.client.post('/api/notifications/push/native', { platform: 'android', token })).statusCode,
    ).toBe(204);
    const rows = await t.db.selectFrom('native_push_tokens').selectAll().where('token', '=', token).execute();
    expect(rows.map((r) => r.user_id)).toEqual([ben.user.id]);
    const bad = await ana.client.post('/api/notifications/push/native', { platform: 'windows', token });
    expect(bad.statusCode).toBe(400);
    // Ana cannot remove Ben's device.
    expect((await ana.client.delete('/api/notifications/push/native', { token })).statusCode).toBe(204);
    expect(
      await t.db.selectFrom('native_push_tokens').select('token').where('token', '=', token).execute(),
    ).toHaveLength(1);
    expect((await ben.client.delete('/api/notifications/push/native', { token })).statusCode).toBe(204);
    expect(
      await t.db.selectFrom('native_push_tokens').select('token').where('token', '=', token).execute(),
    ).toHaveLength(0);
  });
});
