/**
 * A module loaded on first use whose value, once it has arrived, can be read synchronously. The
 * warm-up script starts loading the first screen's modules before React runs; a component built
 * on one (app/lazy-component.tsx) then renders it at once instead of suspending for a module that
 * is already there, so no loading screen flashes before the first screen. Nothing here needs
 * React, so the warm-up script can use it.
 */
export type Preloadable<T> = {
  /** Loads once however often asked; a failed load is forgotten so that the next ask tries again. */
  load(): Promise<T>;
  /** The value, once loaded. */
  current(): T | undefined;
};

export function preloadable<T>(loader: () => Promise<T>): Preloadable<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load() {
      if (!pending) {
        const started = loader().then((loaded) => (value = loaded));
        started.catch(() => {
          if (pending === started) pending = undefined;
        });
        pending = started;
      }
      return pending;
    },
    current: () => value,
  };
}
