import { useEffect, useState } from 'react';

/** 'active' while the screen is held on; 'unsupported' where the browser has no Wake Lock API. */
export type WakeLockStatus = 'off' | 'active' | 'unsupported' | 'failed';

type WakeLockSentinelLike = {
  released: boolean;
  release: () => Promise<void>;
  addEventListener: (type: 'release', listener: () => void) => void;
};
type WakeLockLike = { request: (type: 'screen') => Promise<WakeLockSentinelLike> };

function wakeLockApi(): WakeLockLike | null {
  if (typeof navigator === 'undefined') return null;
  const api = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
  return api && typeof api.request === 'function' ? api : null;
}

/**
 * Keeps the screen on while `enabled` (cook mode is open: hands are floury, nobody taps the screen
 * to keep it awake). The browser drops the lock whenever the page is hidden, so it is asked for
 * again when the page becomes visible. Without the API, or when the request is refused (battery
 * saver), the status says so and nothing else changes.
 */
export function useWakeLock(enabled: boolean): WakeLockStatus {
  const [status, setStatus] = useState<WakeLockStatus>(() => (wakeLockApi() ? 'off' : 'unsupported'));

  useEffect(() => {
    const api = wakeLockApi();
    if (!enabled || !api) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;

    const acquire = async () => {
      if (stopped || document.visibilityState !== 'visible') return;
      if (sentinel && !sentinel.released) return;
      try {
        const lock = await api.request('screen');
        if (stopped) {
          void lock.release().catch(() => undefined);
          return;
        }
        sentinel = lock;
        setStatus('active');
        lock.addEventListener('release', () => {
          if (!stopped) setStatus('off');
        });
      } catch {
        if (!stopped) setStatus('failed');
      }
    };

    const onVisibilityChange = () => {
      void acquire();
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
      setStatus('off');
    };
  }, [enabled]);

  return status;
}
