import { apiRequest } from '../lib/api';
import { getPlatform } from '../lib/device';

/**
 * Push set-up inside the native (Capacitor) wrapper, through its PushNotifications plugin when the
 * build includes it: ask permission, register with the platform's push service (FCM, APNs), keep
 * the device token and give it to the server for the signed-in user (now, and again whenever
 * someone signs in on this device: syncNativePushToken). See docs/family-and-notifications.md.
 */
type PushPlugin = {
  requestPermissions(): Promise<{ receive: string }>;
  register(): Promise<void>;
  addListener(event: 'registration', handler: (token: { value: string }) => void): unknown;
};

export const PUSH_TOKEN_STORAGE_KEY = 'larder.pushToken';
export const NATIVE_PUSH_PATH = '/api/notifications/push/native';

function storedToken(): string | null {
  try {
    return localStorage.getItem(PUSH_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Gives this device's token to the server for whoever is signed in. False when there is no token
 * or nobody is signed in yet (the server answers 401): the frame calls it again after sign-in.
 */
export async function syncNativePushToken(): Promise<boolean> {
  const token = storedToken();
  const platform = getPlatform();
  if (!token || platform === 'web') return false;
  try {
    await apiRequest('POST', NATIVE_PUSH_PATH, { platform, token });
    return true;
  } catch {
    return false;
  }
}

export async function setUpNativePush(win: Window = window): Promise<boolean> {
  const plugins = (win as unknown as { Capacitor?: { Plugins?: { PushNotifications?: PushPlugin } } })
    .Capacitor?.Plugins;
  const push = plugins?.PushNotifications;
  if (!push) return false;
  try {
    const { receive } = await push.requestPermissions();
    if (receive !== 'granted') return false;
    push.addListener('registration', (token) => {
      try {
        localStorage.setItem(PUSH_TOKEN_STORAGE_KEY, token.value);
      } catch {
        // Without storage the token is requested again on the next start.
      }
      void syncNativePushToken();
    });
    await push.register();
    return true;
  } catch (error) {
    console.warn('Push notification set-up failed', error);
    return false;
  }
}
