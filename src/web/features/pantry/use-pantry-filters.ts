import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import {
  FoodCategorySchema,
  PANTRY_GROUPS,
  PANTRY_SORTS,
  PantryLabelFilterSchema,
} from '@shared/contracts/pantry';
import { SETTINGS_STALE_TIME_MS } from '../../lib/query-client';
import type { PantryFilters } from './pantry-api';

export type PantrySort = (typeof PANTRY_SORTS)[number];
export type PantryGroup = (typeof PANTRY_GROUPS)[number];

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

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

const SETTINGS_KEY = '/api/user/settings';

/** The user's preferred sort (settings defaultSort), read from the settings record the app caches. */
function useDefaultSort(): PantrySort {
  const settings = useQuery({
    queryKey: [SETTINGS_KEY],
    staleTime: SETTINGS_STALE_TIME_MS,
    select: (data: unknown) =>
      typeof data === 'object' && data !== null && 'defaultSort' in data
        ? oneOf(PANTRY_SORTS, String(data.defaultSort))
        : undefined,
  });
  return settings.data ?? 'expiry';
}

/**
 * The list's search, filters, sort and grouping live in the address (?q=&label=&sort=…), so a
 * reload or the back button brings the same list back. Unknown values are ignored.
 */
export function usePantryFilters() {
  const [params, setParams] = useSearchParams();
  const defaultSort = useDefaultSort();

  const filters = useMemo(() => {
    const value: PantryFilters & { sort: PantrySort; groupBy: PantryGroup } = {
      q: params.get('q')?.slice(0, 120) || undefined,
      label: oneOf(PantryLabelFilterSchema.options, params.get('label')),
      locationId: params.get('locationId')?.slice(0, 64) || undefined,
      category: oneOf(FoodCategorySchema.options, params.get('category')),
      sort: oneOf(PANTRY_SORTS, params.get('sort')) ?? defaultSort,
      groupBy: oneOf(PANTRY_GROUPS, params.get('groupBy')) ?? 'none',
      includeEmpty: params.get('includeEmpty') === 'true' ? true : undefined,
    };
    return value;
  }, [params, defaultSort]);

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
  return { filters, setFilters, clearFilters, isFiltered, defaultSort, params, setParams };
}
