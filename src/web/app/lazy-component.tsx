import { lazy, useState, type ComponentType } from 'react';
import type { Preloadable } from '../lib/preloadable';

/**
 * React.lazy over a preloadable module: when the module has already arrived (the warm-up script
 * asked for it), the component renders straight away; otherwise it suspends as React.lazy does.
 * The choice is made once per mount, so a mounted screen never changes type (and state) under the
 * user.
 */
export function lazyComponent<P extends object>(module: Preloadable<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => module.load().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    const [Ready] = useState(() => module.current());
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Preloaded;
}
