import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { registerServiceWorker, SW_RETRY_DELAY_MS } from './service-worker';

type Call = { url: string; scope: string | undefined; at: number };

/** A fake navigator.serviceWorker that fails the first `failures` registrations. */
function fakeContainer(failures: number) {
  const calls: Call[] = [];
  const registration = { scope: 'http://localhost/' } as ServiceWorkerRegistration;
  const container = {
    register: (url: string | URL, options?: RegistrationOptions) => {
      calls.push({ url: String(url), scope: options?.scope, at: Date.now() });
      return calls.length <= failures
        ? Promise.reject(new Error('network down'))
        : Promise.resolve(registration);
    },
  };
  return { container, calls, registration };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('service worker registration', () => {
  test('registers /sw.js with the build version and root scope', async () => {
    const { container, calls, registration } = fakeContainer(0);
    await expect(registerServiceWorker({ version: '1.2.3', container, isNative: false })).resolves.toBe(
      registration,
    );
    expect(calls).toEqual([{ url: '/sw.js?v=1.2.3', scope: '/', at: 0 }]);
  });

  test('retries 1000 ms apart and succeeds on the third attempt', async () => {
    const { container, calls, registration } = fakeContainer(2);
    const log = vi.fn();
    const result = registerServiceWorker({ version: 'b1', container, isNative: false, log });
    await vi.advanceTimersByTimeAsync(2 * SW_RETRY_DELAY_MS);
    await expect(result).resolves.toBe(registration);
    expect(calls.map((c) => c.at)).toEqual([0, 1000, 2000]);
    expect(log).not.toHaveBeenCalled();
  });

  test('gives up after 3 attempts and only logs the failure', async () => {
    const { container, calls } = fakeContainer(99);
    const log = vi.fn();
    const result = registerServiceWorker({ version: 'b1', container, isNative: false, log });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toBeNull();
    expect(calls).toHaveLength(3);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[1]).toBeInstanceOf(Error);
  });

  test('native builds and browsers without service workers register nothing', async () => {
    const { container, calls } = fakeContainer(0);
    await expect(registerServiceWorker({ version: 'b1', container, isNative: true })).resolves.toBeNull();
    await expect(
      registerServiceWorker({ version: 'b1', container: undefined, isNative: false }),
    ).resolves.toBeNull();
    expect(calls).toEqual([]);
  });
});
