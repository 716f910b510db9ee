import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  CalendarFeedResponseSchema,
  GeneratePlanResponseSchema,
  MealPlanEntryResponseSchema,
  MealPlanShoppingResponseSchema,
  PrepSessionResponseSchema,
  type GeneratePlanInput,
  type MealPlanEntry,
  type MealPlanEntryInput,
  type MealPlanEntryPatch,
  type MealPlanResponse,
  type MealSlot,
} from '@shared/contracts/meal-plans';
import { RecipePageSchema, RecipeSummarySchema } from '@shared/contracts/recipes';
import { queryString } from '@shared/pantry-options';
import { apiRequest } from '../../lib/api';
import {
  CALENDAR_FEED_PATH,
  MEAL_PLANS_PATH,
  invalidateMealPlanQueries,
  mealPlanKeys,
  mealPlanQueryFilter,
  placeEntry,
  placeEntryInCachedRanges,
} from '../../lib/meal-plan-queries';
import { failureReason } from '../../lib/validation-messages';

export { failureReason };

/*
 * The /meal-prep-plan page's calls of the meal plan's API (src/shared/contracts/meal-plans.ts).
 * The path, the query keys, the plan query (useMealPlan) and adding an entry (useAddMealPlanEntry)
 * are lib/meal-plan-queries.ts's, shared with the other screens. Query keys are the URLs they GET,
 * all under /api/meal-plans, so another member's change ('mealplan.changed',
 * lib/household-events.ts) refreshes each of them. Answers are parsed with the contract's schemas.
 * Entry changes show at once in the cached weeks and go back if the server refuses them.
 */

const ENTRIES_PATH = `${MEAL_PLANS_PATH}/entries`;
const PREP_SESSIONS_PATH = '/api/meal-prep/sessions';
const RECIPES_PATH = '/api/recipes';
/** The calendar shows one week. */
export const PLAN_DAYS = 7;

const enc = encodeURIComponent;
const entryPath = (id: string) => `${ENTRIES_PATH}/${enc(id)}`;

/** The ranges of the plan (any from, any days), not the feed: their data is a MealPlanResponse. */
const planRanges = mealPlanQueryFilter('ranges');

/** Fetches every cached range of the plan again (after a change the server made). */
const invalidatePlan = (client: QueryClient): Promise<void> => invalidateMealPlanQueries(client, 'ranges');

// ---------------------------------------------------------------------------------------------
// Reading
// (The week itself: useMealPlan(from, PLAN_DAYS, { keepPrevious: true }) of lib/meal-plan-queries.)

/** Recipes whose title matches, for the add dialog (GET /api/recipes?q=, one short page). */
export function useRecipeSearch(q: string) {
  // The same key and raw answer as the smart list's search, so the two share the cache; with the
  // offset in it, it never meets the recipe book's paged list keys.
  const url = `${RECIPES_PATH}${queryString({ q: q.trim(), offset: 0, limit: 8 })}`;
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiRequest<unknown>('GET', url, undefined, { signal }),
    select: selectRecipePage,
    placeholderData: keepPreviousData,
  });
}

const selectRecipePage = (data: unknown) => RecipePageSchema.parse(data).recipes;

const RecipeDetailSchema = z.object({
  recipe: RecipeSummarySchema.pick({
    id: true,
    title: true,
    totalMinutes: true,
    prepMinutes: true,
    cookMinutes: true,
  }),
});
const selectRecipe = (data: unknown) => RecipeDetailSchema.parse(data).recipe;

/** One recipe's title (a link to /meal-prep-plan?add=<id> names only its id); the recipe screens read the same key. */
export function useRecipeTitle(id: string | null) {
  const url = `${RECIPES_PATH}/${enc(id ?? '')}`;
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiRequest<unknown>('GET', url, undefined, { signal }),
    select: selectRecipe,
    enabled: Boolean(id),
  });
}

/** GET /api/meal-plans/calendar-feed: the secret iCal address, or null while it is off. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: mealPlanKeys.calendarFeed(),
    queryFn: async ({ signal }) =>
      CalendarFeedResponseSchema.parse(await apiRequest('GET', CALENDAR_FEED_PATH, undefined, { signal })),
  });
}

// ---------------------------------------------------------------------------------------------
// The cached weeks

type Snapshot = Array<[readonly unknown[], MealPlanResponse | undefined]>;

/** Changes every cached week at once: `change` gets a week's entries and returns the new ones. */
async function changeCachedWeeks(
  client: QueryClient,
  change: (entries: MealPlanEntry[], week: MealPlanResponse) => MealPlanEntry[],
): Promise<Snapshot> {
  await client.cancelQueries(planRanges);
  const before = client.getQueriesData<MealPlanResponse>(planRanges);
  client.setQueriesData<MealPlanResponse>(planRanges, (week) =>
    week ? { ...week, entries: change(week.entries, week) } : week,
  );
  return before;
}

function restore(client: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}

// ---------------------------------------------------------------------------------------------
// Changing entries
// (Adding one: useAddMealPlanEntry({ placeAtOnce: true }) of lib/meal-plan-queries.)

export type EntryPatch = { id: string; patch: MealPlanEntryPatch };

/**
 * PATCH /api/meal-plans/entries/:id: move (day, meal), servings, lock. The change shows at once
 * (a moved meal at the end of its new slot, locked as the server locks it) and goes back when the
 * server refuses it.
 */
export function useUpdateEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: EntryPatch) =>
      MealPlanEntryResponseSchema.parse(await apiRequest('PATCH', entryPath(id), patch)).entry,
    onMutate: async ({ id, patch }) => ({
      before: await changeCachedWeeks(client, (entries, week) => {
        const current = entries.find((e) => e.id === id);
        if (!current) return entries;
        const moving =
          (patch.date !== undefined && patch.date !== current.date) ||
          (patch.slot !== undefined && patch.slot !== current.slot);
        const next: MealPlanEntry = {
          ...current,
          ...(patch.date === undefined ? {} : { date: patch.date }),
          ...(patch.slot === undefined ? {} : { slot: patch.slot }),
          ...(patch.servings === undefined ? {} : { servings: patch.servings }),
          ...(patch.locked === undefined ? {} : { locked: patch.locked }),
          ...(moving ? { position: Number.MAX_SAFE_INTEGER, locked: patch.locked ?? true } : {}),
        };
        return placeEntry(entries, week, next);
      }),
    }),
    onError: (_error, _input, context) => restore(client, context?.before),
    onSuccess: (entry) => placeEntryInCachedRanges(client, entry),
    onSettled: () => void invalidatePlan(client),
  });
}

/** POST /api/meal-plans/entries/:id/copy: the same meal on another day or meal. */
export function useCopyEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, date, slot }: { id: string; date: string; slot: MealSlot }) =>
      MealPlanEntryResponseSchema.parse(await apiRequest('POST', `${entryPath(id)}/copy`, { date, slot }))
        .entry,
    onSuccess: (entry) => {
      placeEntryInCachedRanges(client, entry);
      void invalidatePlan(client);
    },
  });
}

/** POST /api/meal-plans/entries/:id/swap: another recipe for this meal. */
export function useSwapEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      MealPlanEntryResponseSchema.parse(await apiRequest('POST', `${entryPath(id)}/swap`, {})).entry,
    onSuccess: (entry) => {
      placeEntryInCachedRanges(client, entry);
      void invalidatePlan(client);
    },
  });
}

/** DELETE /api/meal-plans/entries/:id: gone from the screen at once, back if the server refuses. */
export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (entry: MealPlanEntry) => {
      await apiRequest('DELETE', entryPath(entry.id));
    },
    onMutate: async (entry) => ({
      before: await changeCachedWeeks(client, (entries) => entries.filter((e) => e.id !== entry.id)),
    }),
    onError: (_error, _entry, context) => restore(client, context?.before),
    onSettled: () => void invalidatePlan(client),
  });
}

/**
 * A deleted entry made again as it was (the Undo of a delete): the same day, meal, recipe or note
 * and servings; a recipe's comment and the lock are given back after, since a new entry is a recipe
 * or a note, never both, and starts unlocked.
 */
export function useRestoreEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (entry: MealPlanEntry) => {
      const input: MealPlanEntryInput = entry.recipe
        ? { date: entry.date, slot: entry.slot, recipeId: entry.recipe.id, servings: entry.servings }
        : { date: entry.date, slot: entry.slot, note: entry.note ?? '', servings: entry.servings };
      let made = MealPlanEntryResponseSchema.parse(await apiRequest('POST', ENTRIES_PATH, input)).entry;
      const patch: MealPlanEntryPatch = {
        ...(entry.recipe && entry.note ? { note: entry.note } : {}),
        ...(entry.locked ? { locked: true } : {}),
      };
      if (Object.keys(patch).length > 0) {
        made = MealPlanEntryResponseSchema.parse(await apiRequest('PATCH', entryPath(made.id), patch)).entry;
      }
      return made;
    },
    onSuccess: (entry) => {
      placeEntryInCachedRanges(client, entry);
      void invalidatePlan(client);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// The week at once

/** POST /api/meal-plans/generate: the chosen meals of the days filled with recipes. */
export function useGeneratePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: GeneratePlanInput) =>
      GeneratePlanResponseSchema.parse(await apiRequest('POST', `${MEAL_PLANS_PATH}/generate`, input)),
    onSuccess: () => void invalidatePlan(client),
  });
}

const SHOPPING_PATH = '/api/shopping-lists';

/** POST /api/meal-plans/shopping-list: the planned recipes of the days onto the shopping list. */
export function usePlanShoppingList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ from, days = PLAN_DAYS }: { from: string; days?: number }) =>
      MealPlanShoppingResponseSchema.parse(
        await apiRequest('POST', `${MEAL_PLANS_PATH}/shopping-list`, { from, days }),
      ),
    onSuccess: () =>
      void client.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(SHOPPING_PATH),
      }),
  });
}

/** POST /api/meal-prep/sessions: a batch cooking session for the planned recipes of the days. */
export function useCreatePrepSession() {
  return useMutation({
    mutationFn: async ({ from, days = PLAN_DAYS }: { from: string; days?: number }) =>
      PrepSessionResponseSchema.parse(await apiRequest('POST', PREP_SESSIONS_PATH, { from, days })).session,
  });
}

// ---------------------------------------------------------------------------------------------
// The calendar feed

/** POST (a new address; the old one stops working) or DELETE (off) the calendar feed. */
export function useSetCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) =>
      on
        ? CalendarFeedResponseSchema.parse(await apiRequest('POST', CALENDAR_FEED_PATH)).url
        : (await apiRequest('DELETE', CALENDAR_FEED_PATH), null),
    onSuccess: (url) => client.setQueryData(mealPlanKeys.calendarFeed(), { url }),
  });
}

// ---------------------------------------------------------------------------------------------
