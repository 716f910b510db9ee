/** Spec §4/§9: the service worker is registered with root scope, up to 3 attempts 1000 ms apart. */
export const SW_MAX_ATTEMPTS = 3;
export const SW_RETRY_DELAY_MS = 1000;

type ServiceWorkerContainerLike = Pick<ServiceWorkerContainer, 'register'>;

export type RegisterServiceWorkerOptions = {
  /** The build version, sent as ?v= so a new build replaces the old worker. */
  version: string;
  /** navigator.serviceWorker, or undefined where the browser has none. */
  container: ServiceWorkerContainerLike | undefined;
  /** Native builds set up push notifications instead (spec §4). */
  isNative: boolean;
  log?: (message: string, error: unknown) => void;
};

export function serviceWorkerUrl(version: string): string {
  return `/sw.js?v=${encodeURIComponent(version)}`;
}

/**
 * Registers /sw.js on the web. Resolves with the registration, or null when there is nothing to
 * register or every attempt failed; a failure after the last attempt is only logged (spec §8).
 */
export async function registerServiceWorker({
  version,
  container,
  isNative,
  log = (message, error) => console.warn(message, error),
}: RegisterServiceWorkerOptions): Promise<ServiceWorkerRegistration | null> {
  if (isNative || !container) return null;
  let lastError: unknown = null;
  for (let attempt = 1; attempt <= SW_MAX_ATTEMPTS; attempt++) {
    try {
      return await container.register(serviceWorkerUrl(version), { scope: '/' });
    } catch (error) {
      lastError = error;
      if (attempt < SW_MAX_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, SW_RETRY_DELAY_MS));
    }
  }
  log(`Service worker registration failed after ${SW_MAX_ATTEMPTS} attempts`, lastError);
  return null;
}
