import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import {
  PushKeyResponseSchema,
  PushSubscriptionInputSchema,
  type PushSubscriptionInput,
} from '@shared/contracts/notifications';
import { apiRequest } from './api';
import { isNativePlatform } from './device';

/*
 * Web Push in this browser (the server side: src/server/features/notifications/push.service.ts).
 * The browser subscribes at its push service with the server's VAPID key and hands us the
 * subscription; the server posts each notification there and the service worker (src/web/sw.ts)
 * shows it. Which kinds are pushed is a preference of the account; whether this browser receives
 * them is its subscription, so it is read from the browser, not from the server.
 */

export const PUSH_KEY_PATH = '/api/notifications/push/key';
export const PUSH_SUBSCRIPTIONS_PATH = '/api/notifications/push/subscriptions';

/** Push in this browser: unavailable, blocked by the user, or whether it is subscribed. */
export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'on';
/** How turning push on ended: subscribed, or the permission refused or its prompt dismissed. */
export type SubscribePushResult = 'subscribed' | 'denied' | 'dismissed';

/** A failure of ours (not the browser's or the server's), named by a code the screen translates. */
export class PushSetupError extends Error {
  readonly code: 'noServiceWorker';
  constructor(code: 'noServiceWorker') {
    super(code);
    this.name = 'PushSetupError';
    this.code = code;
  }
}

/**
 * True where this browser can receive Web Push. The native app has its own push and no service
 * worker; Safari on iPhone and iPad offers push only to an app added to the Home Screen.
 */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    !isNativePlatform()
  );
}

/**
 * This browser's push subscription, or null. Reads the registration without waiting for the
 * worker to be active (serviceWorker.ready never settles where no worker is registered, as in
 * development).
 */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The bytes of a base64url string (the VAPID key's encoding). */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/** What the server stores of a subscription (the contract is strict: no other fields). */
function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint, keys, expirationTime } = subscription.toJSON();
  return PushSubscriptionInputSchema.parse({ endpoint, keys, expirationTime });
}

/** POST /api/notifications/push/subscriptions: the server pushes to this subscription. */
export async function saveSubscription(subscription: PushSubscription): Promise<void> {
  await apiRequest('POST', PUSH_SUBSCRIPTIONS_PATH, subscriptionInput(subscription));
}

/**
 * Turns push on in this browser: asks the notification permission when it was never given,
 * subscribes with the server's key and sends the subscription to the server. A subscription the
 * server refused is dropped again, so the browser never holds one the server does not know.
 */
export async function subscribePush(): Promise<SubscribePushResult> {
  if (Notification.permission !== 'granted') {
    const permission = await Notification.requestPermission();
    if (permission === 'denied') return 'denied';
    if (permission !== 'granted') return 'dismissed';
  }
  if (!(await navigator.serviceWorker.getRegistration())) throw new PushSetupError('noServiceWorker');
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = PushKeyResponseSchema.parse(await apiRequest('GET', PUSH_KEY_PATH));
  const applicationServerKey = base64UrlToBytes(publicKey);
  // A subscription made with another key (the server's keys were replaced) cannot be reused.
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameBytes(existing.options.applicationServerKey, applicationServerKey)) {
    await existing.unsubscribe();
  }
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  try {
    await saveSubscription(subscription);
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'subscribed';
}

/** Turns push off in this browser: the server forgets the subscription, then the browser drops it. */
export async function unsubscribePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', PUSH_SUBSCRIPTIONS_PATH, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/**
 * Push in this browser as the settings show it. A subscription found is sent to the server again
 * (it stores one row per endpoint): the server may have dropped it when the push service said it
 * expired, or it may belong to someone who signed in on this browser before.
 */
export async function findPushDeviceState(): Promise<PushDeviceState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await currentSubscription();
  if (!subscription) return 'off';
  // Not fatal: the browser still holds the subscription, and the next visit sends it again.
  await saveSubscription(subscription).catch(() => undefined);
  return 'on';
}

export const pushDeviceKeys = { device: () => ['web-push', 'device'] as const };

/** Refreshes the state when the user changes the permission in the browser's site settings. */
function useWatchNotificationPermission(onChange: () => void): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.permissions?.query) return;
    let status: PermissionStatus | null = null;
    let gone = false;
    navigator.permissions.query({ name: 'notifications' }).then(
      (result) => {
        if (gone) return;
        status = result;
        status.addEventListener('change', onChange);
      },
      () => undefined, // a browser that cannot report it: the state is read again on the next visit
    );
    return () => {
      gone = true;
      status?.removeEventListener('change', onChange);
    };
  }, [onChange]);
}

/** Whether this browser receives push, read from the browser. */
export function usePushDevice() {
  const client = useQueryClient();
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: pushDeviceKeys.device() }),
    [client],
  );
  useWatchNotificationPermission(refresh);
  return useQuery({ queryKey: pushDeviceKeys.device(), queryFn: findPushDeviceState, staleTime: 0 });
}

export type SetPushDeviceOptions = {
  /** After a failure: tell the user (a toast). */
  onError?: (error: unknown, on: boolean) => void;
  /** The permission prompt was dismissed, so push stays off. */
  onDismissed?: () => void;
};

/** Turns push in this browser on (true) or off (false); the state follows what happened. */
export function useSetPushDevice({ onError, onDismissed }: SetPushDeviceOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean): Promise<SubscribePushResult | 'unsubscribed'> => {
      if (on) return subscribePush();
      await unsubscribePush();
      return 'unsubscribed';
    },
    onSuccess: (result) => {
      const state: PushDeviceState = result === 'subscribed' ? 'on' : result === 'denied' ? 'denied' : 'off';
      client.setQueryData(pushDeviceKeys.device(), state);
      if (result === 'dismissed') onDismissed?.();
    },
    onError: (error, on) => {
      void client.invalidateQueries({ queryKey: pushDeviceKeys.device() });
      onError?.(error, on);
    },
  });
}
