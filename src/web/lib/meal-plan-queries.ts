import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  MealPlanEntryResponseSchema,
  MealPlanResponseSchema,
  type MealPlanEntry,
  type MealPlanEntryInput,
  type MealPlanResponse,
} from '@shared/contracts/meal-plans';
import { queryString } from '@shared/pantry-options';
import { apiRequest } from './api';

/*
 * The meal plan's path, query keys, plan query and "add an entry", shared by every screen: today's
 * meals on the dashboard, "Add to meal plan" on a recipe and a suggestion, "I cooked this" for a
 * planned meal, and the /meal-prep-plan calendar (features/meal-prep/meal-plan-api.ts has that
 * page's other calls). A web feature may not import another, so these live here.
 *
 * Query keys are the URLs they GET, all under /api/meal-plans, so another member's change
 * (lib/household-events.ts, 'mealplan.changed') refreshes them; a change made here refreshes them
 * with invalidateMealPlanQueries.
 */

export const MEAL_PLANS_PATH = '/api/meal-plans';
export const CALENDAR_FEED_PATH = `${MEAL_PLANS_PATH}/calendar-feed`;
const ENTRIES_PATH = `${MEAL_PLANS_PATH}/entries`;

const enc = encodeURIComponent;

export const mealPlanKeys = {
  root: MEAL_PLANS_PATH,
  /** GET /api/meal-plans?from=&days=: the entries of `days` days from `from`. */
  range: (from: string, days: number) => [`${MEAL_PLANS_PATH}${queryString({ from, days })}`],
  /** GET /api/meal-plans/calendar-feed: the secret iCal address. */
  calendarFeed: () => [CALENDAR_FEED_PATH],
} as const;

/**
 * Which meal plan queries: 'all' (/api/meal-plans, /api/meal-plans?…, /api/meal-plans/…) or
 * 'ranges' (/api/meal-plans?…: the plan's days, any from and days, whose data is a
 * MealPlanResponse; not the calendar feed).
 */
export type MealPlanQueryScope = 'all' | 'ranges';

/** True for the key of a meal plan query of the scope (any meal plan query by default). */
export function isMealPlanQueryKey(key: unknown, scope: MealPlanQueryScope = 'all'): boolean {
  if (typeof key !== 'string') return false;
  if (key.startsWith(`${MEAL_PLANS_PATH}?`)) return true;
  return scope === 'all' && (key === MEAL_PLANS_PATH || key.startsWith(`${MEAL_PLANS_PATH}/`));
}

/** A query filter (invalidate, cancel, get or set data) for the meal plan queries of the scope. */
export function mealPlanQueryFilter(scope: MealPlanQueryScope = 'all') {
  return {
    predicate: (query: { queryKey: readonly unknown[] }) => isMealPlanQueryKey(query.queryKey[0], scope),
  };
}

/** Refreshes the meal plan queries of the scope (every one by default) after a change. */
export function invalidateMealPlanQueries(
  client: QueryClient,
  scope: MealPlanQueryScope = 'all',
): Promise<void> {
  return client.invalidateQueries(mealPlanQueryFilter(scope));
}

/**
 * The device's calendar date as YYYY-MM-DD: a first guess of "today" before the server, which
 * knows the household's time zone, answers with its own (MealPlanResponse.today).
 */
export function deviceToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function mealPlanQueryOptions(from: string, days: number) {
  const key = mealPlanKeys.range(from, days);
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) =>
      MealPlanResponseSchema.parse(await apiRequest('GET', key[0]!, undefined, { signal })),
  });
}

export type UseMealPlanOptions = {
  enabled?: boolean;
  /** The range before stays on screen while the next one loads (the calendar's weeks). */
  keepPrevious?: boolean;
};

/** GET /api/meal-plans?from=&days=: the planned meals of the days, with the household's today. */
export function useMealPlan(from: string, days: number, options: UseMealPlanOptions = {}) {
  return useQuery({
    ...mealPlanQueryOptions(from, days),
    enabled: options.enabled ?? true,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

// ---------------------------------------------------------------------------------------------
// The cached ranges

const inRange = (range: MealPlanResponse, date: string) => date >= range.from && date <= range.to;

/** The entry as the server answered it, put in a range that holds its day (and out of one that does not). */
export function placeEntry(
  entries: MealPlanEntry[],
  range: MealPlanResponse,
  entry: MealPlanEntry,
): MealPlanEntry[] {
  const others = entries.filter((e) => e.id !== entry.id);
  return inRange(range, entry.date) ? [...others, entry] : others;
}

/** Puts the entry as the server answered it in every cached range (placeEntry), without a fetch. */
export function placeEntryInCachedRanges(client: QueryClient, entry: MealPlanEntry): void {
  client.setQueriesData<MealPlanResponse>(mealPlanQueryFilter('ranges'), (range) =>
    range ? { ...range, entries: placeEntry(range.entries, range, entry) } : range,
  );
}

// ---------------------------------------------------------------------------------------------
// Changing entries

export type UseAddMealPlanEntryOptions = {
  /**
   * The new entry shows at once in the cached ranges and the ranges are fetched again in the
   * background, so the mutation settles on the server's answer (the /meal-prep-plan calendar).
   * Without it, the mutation settles once every meal plan query has been fetched again.
   */
  placeAtOnce?: boolean;
};

/** POST /api/meal-plans/entries: a recipe (or a note) on a day's meal. */
export function useAddMealPlanEntry({ placeAtOnce = false }: UseAddMealPlanEntryOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: MealPlanEntryInput) =>
      MealPlanEntryResponseSchema.parse(await apiRequest('POST', ENTRIES_PATH, input)).entry,
    onSuccess: placeAtOnce
      ? (entry: MealPlanEntry) => {
          placeEntryInCachedRanges(client, entry);
          void invalidateMealPlanQueries(client, 'ranges');
        }
      : () => invalidateMealPlanQueries(client),
  });
}

/** POST /api/meal-plans/entries/:id/cooked: the planned meal was cooked ("I cooked this" from the plan). */
export function useMarkPlannedMealCooked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (entryId: string) =>
      MealPlanEntryResponseSchema.parse(await apiRequest('POST', `${ENTRIES_PATH}/${enc(entryId)}/cooked`))
        .entry,
    onSuccess: () => invalidateMealPlanQueries(client),
  });
}
