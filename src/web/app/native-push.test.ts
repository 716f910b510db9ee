import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearCsrfToken } from '../lib/csrf';
import { csrfRoute, installFakeNetwork } from '../lib/test-network';
import {
  NATIVE_PUSH_PATH,
  PUSH_TOKEN_STORAGE_KEY,
  setUpNativePush,
  syncNativePushToken,
} from './native-push';

/** A Capacitor runtime with the PushNotifications plugin, as the native app injects it. */
function installCapacitor(permission: 'granted' | 'denied') {
  let onRegistration: ((token: { value: string }) => void) | undefined;
  const plugin = {
    requestPermissions: vi.fn(async () => ({ receive: permission })),
    register: vi.fn(async () => {
      onRegistration?.({ value: 'fcm-device-token-0123456789' });
    }),
    addListener: vi.fn((_event: string, handler: (token: { value: string }) => void) => {
      onRegistration = handler;
    }),
  };
  vi.stubGlobal('Capacitor', {
    isNativePlatform: () => true,
    getPlatform: () => 'android',
    Plugins: { PushNotifications: plugin },
  });
  return plugin;
}

beforeEach(() => {
  clearCsrfToken();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('native push set-up', () => {
  test('asks permission, registers, keeps the token and gives it to the server', async () => {
    const net = installFakeNetwork({ ...csrfRoute, [`POST ${NATIVE_PUSH_PATH}`]: () => ({ status: 204 }) });
    const plugin = installCapacitor('granted');
    expect(await setUpNativePush(window)).toBe(true);
    expect(plugin.register).toHaveBeenCalled();
    expect(localStorage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBe('fcm-device-token-0123456789');
    await vi.waitFor(() =>
      expect(net.requests.find((r) => r.url === NATIVE_PUSH_PATH)?.body).toEqual({
        platform: 'android',
        token: 'fcm-device-token-0123456789',
      }),
    );
  });

  test('a refused permission registers nothing; signed out, the token waits for sign-in', async () => {
    installFakeNetwork({
      ...csrfRoute,
      [`POST ${NATIVE_PUSH_PATH}`]: () => ({
        status: 401,
        body: { error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' },
      }),
    });
    const plugin = installCapacitor('denied');
    expect(await setUpNativePush(window)).toBe(false);
    expect(plugin.register).not.toHaveBeenCalled();
    localStorage.setItem(PUSH_TOKEN_STORAGE_KEY, 'fcm-device-token-0123456789');
    expect(await syncNativePushToken()).toBe(false);
  });
});
