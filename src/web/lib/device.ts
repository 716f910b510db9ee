import { useSyncExternalStore } from 'react';

/** Spec §2: mobile below 768, tablet 768 to 1023, desktop 1024 and up. */
export const BREAKPOINTS = { tablet: 768, desktop: 1024 } as const;
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export function deviceClassFor(width: number): DeviceClass {
  if (width < BREAKPOINTS.tablet) return 'mobile';
  if (width < BREAKPOINTS.desktop) return 'tablet';
  return 'desktop';
}

type CapacitorGlobal = { isNativePlatform?: () => boolean; getPlatform?: () => string };
const capacitor = (): CapacitorGlobal | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as { Capacitor?: CapacitorGlobal }).Capacitor;

/** True inside the native (Capacitor) wrapper. */
export function isNativePlatform(): boolean {
  return capacitor()?.isNativePlatform?.() === true;
}

export type Platform = 'ios' | 'android' | 'web';
export function getPlatform(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): Platform {
  const native = capacitor()?.getPlatform?.();
  if (native === 'ios' || native === 'android') return native;
  if (/iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile/.test(userAgent)))
    return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return 'web';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The current device class, following window resizes. */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(
    subscribe,
    () => deviceClassFor(window.innerWidth),
    () => 'desktop',
  );
}
