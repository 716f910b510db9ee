import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delay` ms (a search box asks the server when the
 * typing pauses, not at each keystroke).
 */
export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
