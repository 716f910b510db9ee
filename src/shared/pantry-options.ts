import { FOOD_CATEGORIES, type FoodCategory } from './domain/food-categories';
import { DEFAULT_SORTS } from './settings-options';

/**
 * The pantry list's options as plain data, without zod, so that the warm-up script can build the
 * list's first address before the app's code has arrived. contracts/pantry.ts builds the schemas
 * from these and re-exports them.
 */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;
/** The list's sorts are the settings' default sorts. */
export const PANTRY_SORTS = DEFAULT_SORTS;
export const PANTRY_GROUPS = ['none', 'category', 'location'] as const;
export const PANTRY_LABEL_FILTERS = [
  'out_of_stock',
  'low_stock',
  'in_stock',
  'expired',
  'expires_soon',
] as const;

export type PantrySort = (typeof PANTRY_SORTS)[number];
export type PantryGroup = (typeof PANTRY_GROUPS)[number];
export type PantryLabelFilter = (typeof PANTRY_LABEL_FILTERS)[number];

/** The list's filters as the screen holds them (offset and limit are the pager's business). */
export type PantryFilters = {
  q?: string;
  label?: PantryLabelFilter;
  locationId?: string;
  category?: FoodCategory;
  sort?: PantrySort;
  groupBy?: PantryGroup;
  includeEmpty?: boolean;
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * The list's filters from the screen's address (?q=&label=&sort=…), unknown values ignored; the
 * sort falls back to the user's default sort, the grouping to none.
 */
export function pantryFiltersFrom(
  params: URLSearchParams,
  defaultSort: PantrySort,
): PantryFilters & { sort: PantrySort; groupBy: PantryGroup } {
  return {
    q: params.get('q')?.slice(0, 120) || undefined,
    label: oneOf(PANTRY_LABEL_FILTERS, params.get('label')),
    locationId: params.get('locationId')?.slice(0, 64) || undefined,
    category: oneOf(FOOD_CATEGORIES, params.get('category')),
    sort: oneOf(PANTRY_SORTS, params.get('sort')) ?? defaultSort,
    groupBy: oneOf(PANTRY_GROUPS, params.get('groupBy')) ?? 'none',
    includeEmpty: params.get('includeEmpty') === 'true' ? true : undefined,
  };
}

/** What the list asks the server for: looking for used-up products means asking for the ones without stock too. */
export function pantryListFilters<T extends PantryFilters>(filters: T): T {
  return filters.label === 'out_of_stock' ? { ...filters, includeEmpty: true } : filters;
}

/** The user's default sort from a settings record (any shape), or expiry. */
export function defaultSortOf(settings: unknown): PantrySort {
  const value =
    typeof settings === 'object' && settings !== null && 'defaultSort' in settings
      ? String(settings.defaultSort)
      : null;
  return oneOf(PANTRY_SORTS, value) ?? 'expiry';
}

/** A query string with the set values only, in a fixed order so that equal filters share a key. */
export function queryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const PANTRY_PATH = '/api/pantry';

export function pantryListParams(filters: PantryFilters) {
  return {
    q: filters.q?.trim(),
    label: filters.label,
    locationId: filters.locationId,
    category: filters.category,
    sort: filters.sort,
    groupBy: filters.groupBy,
    includeEmpty: filters.includeEmpty,
  };
}

/** One page of the list: GET /api/pantry with the filters, offset and limit. */
export function pantryListUrl(filters: PantryFilters, offset = 0, limit = PAGE_SIZE_DEFAULT): string {
  return `${PANTRY_PATH}${queryString({ ...pantryListParams(filters), offset, limit })}`;
}
