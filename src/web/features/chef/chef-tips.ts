import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CHEF_TIP_INTERVAL_MS, type ChefTip } from '@shared/contracts/chef';
import type { Settings } from '@shared/contracts/settings';
import { SETTINGS_STALE_TIME_MS } from '../../lib/query-client';
import { toast } from '../../lib/toast-store';
import { failureReason } from '../../lib/validation-messages';
import { addLinesToDefaultList, fetchChefTip, SHOPPING_LISTS_PATH } from './chef-api';

/*
 * 'Chef Says' (spec §2's ai-chef toast): the Chef's voice outside the chat window. The server
 * decides whether a tip is due (at most one every few hours, never when settings.chefTips is
 * false); the browser asks once per page load, a while after the page settled, never while the
 * chat window is open (the Chef is already talking), and keeps its own note of the last tip so that
 * reloading the page does not ask again at once.
 */

export const LAST_TIP_STORAGE_KEY = 'larder.chef.lastTipAt';
const SETTINGS_PATH = '/api/user/settings';

function lastTipAt(): number {
  try {
    return Number(localStorage.getItem(LAST_TIP_STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

function rememberTip(now: number): void {
  try {
    localStorage.setItem(LAST_TIP_STORAGE_KEY, String(now));
  } catch {
    // Without storage the server's own limit still holds.
  }
}

export type ShowTipOptions = {
  /** The common namespace's t (the shopping-list words are shared with the other screens). */
  t: TFunction<'common'>;
  queryClient: QueryClient;
  navigate: (href: string) => void;
};

/** 'Show Me' for a shopping-list tip: its lines onto the default list, saying how it went. */
async function addTipLines(lines: readonly string[], { t, queryClient, navigate }: ShowTipOptions) {
  try {
    const answer = await addLinesToDefaultList(lines);
    void queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(SHOPPING_LISTS_PATH),
    });
    toast({
      title: t('shoppingList.added', { count: answer.items.length }),
      action: { label: t('shoppingList.open'), onClick: () => navigate('/shopping-lists') },
    });
  } catch (error) {
    toast({ variant: 'destructive', title: t('shoppingList.addFailed'), description: failureReason(error) });
  }
}

/** The ai-chef toast of a tip: 'Chef Says', its text, and 'Show Me'. */
export function showChefTip(tip: ChefTip, options: ShowTipOptions): void {
  const { action } = tip;
  toast({
    variant: 'ai-chef',
    description: tip.text,
    action: {
      onClick: () => {
        if (action.kind === 'open') options.navigate(action.href);
        else void addTipLines(action.lines, options);
      },
    },
  });
}

/** Asks for a tip if the reader wants them and none was shown lately; shows it. */
export async function askForTip(options: ShowTipOptions, now: number = Date.now()): Promise<void> {
  if (now - lastTipAt() < CHEF_TIP_INTERVAL_MS) return;
  const settings = await options.queryClient
    .fetchQuery<Settings>({ queryKey: [SETTINGS_PATH], staleTime: SETTINGS_STALE_TIME_MS })
    .catch(() => null);
  if (!settings || settings.chefTips === false) return;
  const tip = await fetchChefTip().catch(() => null);
  if (!tip) return;
  rememberTip(now);
  showChefTip(tip, options);
}
