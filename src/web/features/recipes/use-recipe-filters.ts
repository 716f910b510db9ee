import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import {
  DIETARY_FLAGS,
  RECIPE_CUISINE_MAX,
  RECIPE_DIFFICULTIES,
  RECIPE_LIST_SOURCES,
  RECIPE_MINUTES_MAX,
  RECIPE_QUERY_MAX,
  RECIPE_SORTS,
} from '@shared/contracts/recipes';
import type { RecipeListFilters, RecipeListSort, RecipeListSource } from './recipes-api';

/** The "Ready in" menu's choices, in minutes. */
export const MAX_TIME_CHOICES = [15, 30, 45, 60, 90, 120] as const;

/** What the address may hold for the list. */
export const RECIPE_FILTER_PARAMS = [
  'q',
  'source',
  'difficulty',
  'cuisine',
  'diet',
  'maxMinutes',
  'ownedAppliances',
  'favorites',
  'sort',
] as const;
type FilterParam = (typeof RECIPE_FILTER_PARAMS)[number];

export type RecipeFilters = RecipeListFilters & { source: RecipeListSource; sort: RecipeListSort };

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The list's filters from the address (?q=&source=&diet=…); values the API would refuse are ignored. */
export function recipeFiltersFrom(params: URLSearchParams): RecipeFilters {
  const minutes = Number(params.get('maxMinutes'));
  return {
    q: params.get('q')?.trim().slice(0, RECIPE_QUERY_MAX) || undefined,
    source: oneOf(RECIPE_LIST_SOURCES, params.get('source')) ?? 'all',
    difficulty: oneOf(RECIPE_DIFFICULTIES, params.get('difficulty')),
    cuisine: params.get('cuisine')?.trim().slice(0, RECIPE_CUISINE_MAX) || undefined,
    diet: oneOf(DIETARY_FLAGS, params.get('diet')),
    maxMinutes:
      Number.isInteger(minutes) && minutes >= 1 && minutes <= RECIPE_MINUTES_MAX ? minutes : undefined,
    ownedAppliances: params.get('ownedAppliances') === 'true' || undefined,
    favorites: params.get('favorites') === 'true' || undefined,
    sort: oneOf(RECIPE_SORTS, params.get('sort')) ?? 'title',
  };
}

/** True when anything narrows the list (the source and the sort do not count: they are views). */
export function isNarrowed(filters: RecipeFilters): boolean {
  return Boolean(
    filters.q ||
    filters.difficulty ||
    filters.cuisine ||
    filters.diet ||
    filters.maxMinutes ||
    filters.ownedAppliances ||
    filters.favorites,
  );
}

/**
 * The list's search, filters, source and sort live in the address, so a reload or the back
 * button brings the same list back.
 */
export function useRecipeFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => recipeFiltersFrom(params), [params]);

  /** Sets (or, with undefined/''/false, removes) some parameters; typing in the search replaces history. */
  const setFilters = useCallback(
    (
      changes: Partial<Record<FilterParam, string | number | boolean | undefined>>,
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
        difficulty: undefined,
        cuisine: undefined,
        diet: undefined,
        maxMinutes: undefined,
        ownedAppliances: undefined,
        favorites: undefined,
      }),
    [setFilters],
  );

  return { filters, setFilters, clearFilters, isFiltered: isNarrowed(filters) };
}
