import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

/*
 * When the 'Chef Says' tips (chef-tips.ts) may speak up. Mounted with the launcher on every
 * signed-in page, so it is light: the tip's code loads when it is time to ask.
 */

/** How long after the page settled the Chef may speak up. */
export const CHEF_TIP_DELAY_MS = 15_000;

// One app (one query client) per page load: asked at most once for it.
const asked = new WeakSet<QueryClient>();

/**
 * Mounted with the Chef's launcher (signed in, not a public page): ~15 s after the page settled,
 * once per page load, and not while `paused` (the chat window is open), asks for a tip.
 */
export function useChefTips({ paused }: { paused: boolean }): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  const [, navigate] = useLocation();
  const [due, setDue] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      timer = setTimeout(() => setDue(true), CHEF_TIP_DELAY_MS);
    };
    // "Settled": the page has loaded; the delay counts from then.
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('load', wait);
    };
  }, []);

  useEffect(() => {
    if (!due || paused || asked.has(queryClient)) return;
    asked.add(queryClient);
    void import('./chef-tips').then(({ askForTip }) => askForTip({ t, queryClient, navigate }));
  }, [due, paused, queryClient, t, navigate]);
}
