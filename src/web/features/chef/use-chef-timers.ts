import { useCallback, useEffect, useRef } from 'react';
import { useCookTimers, type CookTimer, type CookTimers } from '../../components/cook/use-cook-timers';
import { i18next } from '../../lib/i18n';
import { toast } from '../../lib/toast-store';

/*
 * The Chef's timers ("set a timer for 10 minutes"): cook mode's timers (components/cook), which
 * ring with a beep and a system notification, held by the launcher so that they keep running
 * while the chat window is closed (the window shows them as chips, chef-timers.tsx). Kept light:
 * the launcher that holds it is on every signed-in page.
 */

const chefT = (key: string, options: Record<string, unknown> = {}) =>
  i18next.t(key, { ns: 'chef', ...options });

/** The timers, and a toast when one rings while the chat window is closed. */
export function useChefTimers({ windowOpen }: { windowOpen: boolean }): CookTimers {
  const notificationText = useCallback(
    (timer: CookTimer) => ({ title: chefT('timer.notification'), body: timer.label }),
    [],
  );
  const timers = useCookTimers({ notificationText });
  const announced = useRef(new Set<string>());
  const openRef = useRef(windowOpen);
  useEffect(() => {
    openRef.current = windowOpen;
  }, [windowOpen]);

  const { remove } = timers;
  useEffect(() => {
    for (const timer of timers.timers) {
      if (timer.status !== 'ringing' || announced.current.has(timer.id)) continue;
      announced.current.add(timer.id);
      if (openRef.current) continue;
      toast({
        variant: 'warning',
        title: chefT('timer.timeUp', { label: timer.label }),
        action: { label: chefT('timer.stop'), onClick: () => remove(timer.id) },
      });
    }
  }, [timers.timers, remove]);
  return timers;
}
