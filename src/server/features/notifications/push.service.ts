import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import webpush, { WebPushError } from 'web-push';
import type { PushSubscriptionInput } from '@shared/contracts/notifications';
import type { Language } from '@shared/contracts/settings';
import { isQuietTime } from '@shared/domain/quiet-hours';
import { uuidv7 } from '@shared/ids';
import type { Config } from '../../config';
import { type DB, nowIso } from '../../db/database';
import { messageCatalogue } from '../../platform/messages';
import { findRecipients } from './notifications.repository';

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and encrypted payloads (RFC 8291), through web-push.
 * A browser's subscription is an endpoint at its push service; we post the notification there
 * and the service worker shows it. Endpoints the push service says are gone (404, 410) are
 * deleted. Only the browsers' push services (and PUSH_SERVICE_ORIGINS) are posted to: an
 * endpoint is a URL a client gives us, and the server must not be made to call anywhere else.
 */

/** The push services of Chrome, Firefox, Safari and Edge. */
const KNOWN_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

/** How long a push service keeps a notification for a device that is offline. */
const PUSH_TTL_SECONDS = 12 * 60 * 60;
const PUSH_TIMEOUT_MS = 5_000;
/** Notifications one delivery round sends at most (the next round takes the rest). */
const DELIVERY_BATCH = 500;

export type PushDeps = {
  db: DB;
  config: Config;
  log: { warn: (obj: object, msg: string) => void };
};

export function isAllowedEndpoint(config: Config, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (config.pushServiceOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname));
}

const { error: pushError } = messageCatalogue({
  unknownService: {
    en: 'This browser’s push service is not one Larder can send to.',
    es: 'El servicio de notificaciones de este navegador no es uno al que Larder pueda enviar.',
    fr: 'Le service de notifications de ce navigateur n’est pas un service auquel Larder peut envoyer.',
    de: 'Der Push-Dienst dieses Browsers ist keiner, an den Larder senden kann.',
    zh: 'Larder 无法向此浏览器的推送服务发送通知。',
  },
});

export async function saveSubscription(
  deps: PushDeps,
  userId: string,
  input: PushSubscriptionInput,
  language: Language,
): Promise<void> {
  if (!isAllowedEndpoint(deps.config, input.endpoint))
    throw pushError('BAD_REQUEST', 'unknownService', language);
  const at = nowIso();
  // One row per endpoint: a browser that signs in as someone else moves its subscription along.
  await deps.db
    .insertInto('push_subscriptions')
    .values({
      id: uuidv7(),
      user_id: userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      created_at: at,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: userId,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        created_at: at,
      }),
    )
    .execute();
}

export async function deleteSubscription(deps: PushDeps, userId: string, endpoint: string): Promise<void> {
  await deps.db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

/**
 * Keeps the native app's device token for its user (a device that signs in as someone else moves
 * along). Delivery to FCM and APNs needs the operator's credentials for those services and is
 * not made yet (docs/family-and-notifications.md): the app registers, so that it is ready.
 */
export async function saveNativeToken(
  deps: PushDeps,
  userId: string,
  input: { platform: 'android' | 'ios'; token: string },
): Promise<void> {
  const at = nowIso();
  await deps.db
    .insertInto('native_push_tokens')
    .values({ token: input.token, user_id: userId, platform: input.platform, created_at: at })
    .onConflict((oc) =>
      oc.column('token').doUpdateSet({ user_id: userId, platform: input.platform, created_at: at }),
    )
    .execute();
}

export async function deleteNativeToken(deps: PushDeps, userId: string, token: string): Promise<void> {
  await deps.db
    .deleteFrom('native_push_tokens')
    .where('user_id', '=', userId)
    .where('token', '=', token)
    .execute();
}

/** What the service worker receives and shows (src/web/sw.ts). */
export type PushPayload = { id: string; title: string; body: string; link: string | null; kind: string };

/**
 * Sends the notifications waiting for push (push_pending) to their users' browsers, each claimed
 * first so that no two processes send it. One in quiet hours is not pushed: it waits in the app. Returns how many pushes went out.
 */
export async function deliverPendingPush(deps: PushDeps, now = new Date()): Promise<number> {
  // Claimed in one statement: a row another process claimed first is no longer pending here.
  const pending = await deps.db
    .updateTable('notifications')
    .set({ push_pending: 0 })
    .where('push_pending', '=', 1)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('notifications')
        .select('id')
        .where('push_pending', '=', 1)
        .orderBy('id')
        .limit(DELIVERY_BATCH),
    )
    .returning(['id', 'user_id', 'kind', 'title', 'body', 'link'])
    .execute();
  if (pending.length === 0) return 0;
  const userIds = [...new Set(pending.map((n) => n.user_id))];
  const recipients = new Map((await findRecipients(deps.db, userIds)).map((r) => [r.userId, r]));
  const subscriptions = await deps.db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', 'in', userIds)
    .execute();
  let sent = 0;
  const gone = new Set<string>();
  await Promise.all(
    pending.map(async (notification) => {
      const recipient = recipients.get(notification.user_id);
      if (!recipient || isQuietTime(recipient.preferences.quietHours, recipient.timezone, now)) return;
      const payload: PushPayload = {
        id: notification.id,
        title: notification.title,
        body: notification.body,
        link: notification.link,
        kind: notification.kind,
      };
      for (const subscription of subscriptions.filter((s) => s.user_id === notification.user_id)) {
        if (gone.has(subscription.id)) continue;
        const result = await pushTo(deps, subscription, payload);
        if (result === 'sent') sent += 1;
        else if (result === 'gone') gone.add(subscription.id);
      }
    }),
  );
  if (gone.size > 0)
    await deps.db
      .deleteFrom('push_subscriptions')
      .where('id', 'in', [...gone])
      .execute();
  return sent;
}

async function pushTo(
  deps: PushDeps,
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: PushPayload,
): Promise<'sent' | 'gone' | 'failed'> {
  if (!isAllowedEndpoint(deps.config, subscription.endpoint)) return 'gone';
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: {
          subject: vapidSubject(deps.config),
          publicKey: deps.config.vapid.publicKey,
          privateKey: deps.config.vapid.privateKey,
        },
        TTL: PUSH_TTL_SECONDS,
        timeout: PUSH_TIMEOUT_MS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        ...(deps.config.pushServiceCa ? { agent: agentFor(deps.config.pushServiceCa) } : {}),
      },
    );
    return 'sent';
  } catch (err) {
    if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return 'gone';
    deps.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'a push could not be delivered');
    return 'failed';
  }
}

const agents = new Map<string, Agent>();
/** An HTTPS agent that also trusts PUSH_SERVICE_CA_FILE's authority (one per process). */
function agentFor(ca: string): Agent {
  let agent = agents.get(ca);
  if (!agent) {
    agent = new Agent({ ca: [...rootCertificates, ca], keepAlive: true });
    agents.set(ca, agent);
  }
  return agent;
}

/** The contact a push service can reach the sender at: the mail sender's address, else the app. */
function vapidSubject(config: Config): string {
  const address =
    /<([^>]+@[^>]+)>/.exec(config.mailFrom)?.[1] ?? (config.mailFrom.includes('@') ? config.mailFrom : null);
  if (address && !address.endsWith('@localhost')) return `mailto:${address}`;
  return config.appUrl.startsWith('https://') ? config.appUrl : 'mailto:push@larder.invalid';
}
