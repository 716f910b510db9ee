import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { defaultSortOf, pantryFiltersFrom, type PantrySort } from '@shared/pantry-options';
import { SETTINGS_STALE_TIME_MS } from '../../lib/query-client';

export type { PantryGroup, PantrySort } from '@shared/pantry-options';

/** What the address may hold, besides the filters: the Waste tab and a scanned code. */
export const FILTER_PARAMS = [
  'q',
  'label',
  'locationId',
  'category',
  'sort',
  'groupBy',
  'includeEmpty',
] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];

const SETTINGS_KEY = '/api/user/settings';

/**
 * The user's preferred sort (settings defaultSort), read from the settings record the app caches;
 * `known` once that record has arrived (or failed to), so the list is not asked for in the wrong
 * order first.
 */
function useDefaultSort(): { sort: PantrySort; known: boolean } {
  const settings = useQuery({
    queryKey: [SETTINGS_KEY],
    staleTime: SETTINGS_STALE_TIME_MS,
    select: defaultSortOf,
  });
  return { sort: settings.data ?? 'expiry', known: !settings.isPending };
}

/**
 * The list's search, filters, sort and grouping live in the address (?q=&label=&sort=…), so a
 * reload or the back button brings the same list back. Unknown values are ignored. The warm-up
 * script reads the same address the same way (shared/pantry-options.ts) to ask for the first page
 * before this screen's code has arrived.
 */
export function usePantryFilters() {
  const [params, setParams] = useSearchParams();
  const { sort: defaultSort, known: sortKnown } = useDefaultSort();

  const filters = useMemo(() => pantryFiltersFrom(params, defaultSort), [params, defaultSort]);

  /** Sets (or, with undefined/'', removes) some parameters; typing in the search replaces history. */
  const setFilters = useCallback(
    (
      changes: Partial<Record<FilterParam, string | boolean | undefined>>,
      options: { replace?: boolean } = {},
    ) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || value === false) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  const clearFilters = useCallback(
    () =>
      setFilters({
        q: undefined,
        label: undefined,
        locationId: undefined,
        category: undefined,
        includeEmpty: undefined,
      }),
    [setFilters],
  );

  const isFiltered = Boolean(
    filters.q || filters.label || filters.locationId || filters.category || filters.includeEmpty,
  );
  return { filters, setFilters, clearFilters, isFiltered, defaultSort, sortKnown, params, setParams };
}
