import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LocationsResponseSchema } from '@shared/contracts/pantry';
import { RecipePageSchema, RecipeSummarySchema } from '@shared/contracts/recipes';
import {
  AisleOrderResponseSchema,
  ClearCheckedResponseSchema,
  PantryDraftsResponseSchema,
  ShoppingItemResponseSchema,
  ShoppingListDetailSchema,
  ShoppingListResponseSchema,
  ShoppingListsResponseSchema,
  ShoppingQuickAddResponseSchema,
  ShoppingSuggestionsResponseSchema,
  SmartListResponseSchema,
  ToPantryResponseSchema,
  ToPantryUndoResponseSchema,
  type CreateShoppingListInput,
  type SmartListInput,
  type ToPantryInput,
  type UpdateShoppingListInput,
} from '@shared/contracts/shopping';
import type { FoodCategory } from '@shared/domain/food-categories';
import { queryString } from '@shared/pantry-options';
import { apiRequest } from '../../lib/api';
import { failureReason } from '../../lib/validation-messages';

export { failureReason };
import type { ShoppingMutation } from './list-state';

/*
 * Every call of the shopping lists' API (src/shared/contracts/shopping.ts). Query keys are the URLs
 * they GET, all under /api/shopping-lists, so another member's change (lib/household-events.ts)
 * refreshes each of them. The item changes go through the offline queue (use-shopping-sync.ts) and
 * sendMutation; the rest need the server and are plain mutations. `networkMode: 'always'`: a request
 * made offline fails at once with a network error (which the screen handles) instead of waiting
 * silently for the connection.
 */

export const SHOPPING_PATH = '/api/shopping-lists';
const LOCATIONS_PATH = '/api/locations';
const RECIPES_PATH = '/api/recipes';
const enc = encodeURIComponent;

export const shoppingKeys = {
  lists: () => [SHOPPING_PATH],
  detail: (id: string) => [`${SHOPPING_PATH}/${enc(id)}`],
  suggestions: (listId: string, q: string) => [
    `${SHOPPING_PATH}/suggestions${queryString({ listId, q: q.trim() })}`,
  ],
  pantryDrafts: (id: string) => [`${SHOPPING_PATH}/${enc(id)}/to-pantry`],
} as const;

const listPath = (id: string) => `${SHOPPING_PATH}/${enc(id)}`;

// ---------------------------------------------------------------------------------------------
// Reading

export async function fetchLists(signal?: AbortSignal) {
  return ShoppingListsResponseSchema.parse(await apiRequest('GET', SHOPPING_PATH, undefined, { signal }));
}

export async function fetchListDetail(id: string, signal?: AbortSignal) {
  return ShoppingListDetailSchema.parse(await apiRequest('GET', listPath(id), undefined, { signal }));
}

export function suggestionsQueryOptions(listId: string, q: string) {
  return queryOptions({
    queryKey: shoppingKeys.suggestions(listId, q),
    queryFn: async ({ signal }) =>
      ShoppingSuggestionsResponseSchema.parse(
        await apiRequest('GET', shoppingKeys.suggestions(listId, q)[0]!, undefined, { signal }),
      ),
  });
}

/** "Often bought / running low" (empty `q`) or what matches the typed text. */
export function useSuggestions(listId: string, q: string) {
  return useQuery({ ...suggestionsQueryOptions(listId, q), placeholderData: keepPreviousData });
}

/**
 * GET …/to-pantry: the ticked items as pantry entries to review. `before` runs first (the screen
 * sends its pending ticks, so that the server knows them).
 */
export function pantryDraftsQueryOptions(listId: string, before: () => Promise<void> = async () => {}) {
  return queryOptions({
    queryKey: shoppingKeys.pantryDrafts(listId),
    queryFn: async ({ signal }) => {
      await before();
      return PantryDraftsResponseSchema.parse(
        await apiRequest('GET', `${listPath(listId)}/to-pantry`, undefined, { signal }),
      );
    },
    networkMode: 'always',
    // Always the ticked items as they are now.
    staleTime: 0,
    gcTime: 0,
  });
}

const selectLocations = (data: z.infer<typeof LocationsResponseSchema>) => data.locations;

/** The household's pantry locations (the same key and answer as the pantry screen's). */
export function useLocations() {
  return useQuery({
    queryKey: [LOCATIONS_PATH],
    queryFn: async ({ signal }) =>
      LocationsResponseSchema.parse(await apiRequest('GET', LOCATIONS_PATH, undefined, { signal })),
    select: selectLocations,
  });
}

/** Recipes whose title matches, for the smart list (GET /api/recipes?q=, RecipeListQuerySchema). */
export function useRecipeSearch(q: string) {
  // With the offset in the address: the recipe book's own list keys never hold one, so this key
  // (whose answer is one page, not its paged list) cannot meet theirs.
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
  recipe: RecipeSummarySchema.pick({ id: true, title: true, servings: true }),
});
const selectRecipe = (data: unknown) => RecipeDetailSchema.parse(data).recipe;

/**
 * One recipe's title and servings (a link to /shopping-lists?recipe=<id> names only its id). The
 * cache keeps the server's whole answer: the recipe screens read the same key.
 */
export function useRecipe(id: string | null) {
  return useQuery({
    queryKey: [`${RECIPES_PATH}/${enc(id ?? '')}`],
    queryFn: ({ signal }) =>
      apiRequest<unknown>('GET', `${RECIPES_PATH}/${enc(id ?? '')}`, undefined, { signal }),
    select: selectRecipe,
    enabled: Boolean(id),
  });
}

// ---------------------------------------------------------------------------------------------
// Item changes (sent by the offline queue)

/** Sends one queued change; the answer is the server's item (add, edit) or nothing. */
export async function sendMutation(mutation: ShoppingMutation) {
  const base = listPath(mutation.listId);
  switch (mutation.kind) {
    case 'add':
      return ShoppingItemResponseSchema.parse(await apiRequest('POST', `${base}/items`, mutation.body));
    case 'update':
      return ShoppingItemResponseSchema.parse(
        await apiRequest('PATCH', `${base}/items/${enc(mutation.itemId)}`, mutation.body),
      );
    case 'delete':
      await apiRequest('DELETE', `${base}/items/${enc(mutation.itemId)}`);
      return null;
    case 'clear-checked':
      return ClearCheckedResponseSchema.parse(await apiRequest('POST', `${base}/clear-checked`));
  }
}

// ---------------------------------------------------------------------------------------------
// Changes that need the server

const online = { networkMode: 'always' } as const;

export function useCreateList() {
  return useMutation({
    ...online,
    mutationFn: async (input: CreateShoppingListInput) =>
      ShoppingListResponseSchema.parse(await apiRequest('POST', SHOPPING_PATH, input)).list,
  });
}

export function useUpdateList() {
  return useMutation({
    ...online,
    mutationFn: async ({ id, input }: { id: string; input: UpdateShoppingListInput }) =>
      ShoppingListResponseSchema.parse(await apiRequest('PATCH', listPath(id), input)).list,
  });
}

export function useDeleteList() {
  return useMutation({
    ...online,
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', listPath(id));
    },
  });
}

/** POST …/items/quick-add: typed lines, read by the server in any of the five languages. */
export function useQuickAddItems() {
  return useMutation({
    ...online,
    mutationFn: async ({ listId, text }: { listId: string; text: string }) =>
      ShoppingQuickAddResponseSchema.parse(
        await apiRequest('POST', `${listPath(listId)}/items/quick-add`, { text }),
      ),
  });
}

export function useSetAisleOrder() {
  return useMutation({
    ...online,
    mutationFn: async ({ listId, aisles }: { listId: string; aisles: FoodCategory[] }) =>
      AisleOrderResponseSchema.parse(await apiRequest('PUT', `${listPath(listId)}/aisle-order`, { aisles }))
        .aisleOrder,
  });
}

export function useSmartList() {
  return useMutation({
    ...online,
    mutationFn: async ({ listId, input }: { listId: string; input: SmartListInput }) =>
      SmartListResponseSchema.parse(await apiRequest('POST', `${listPath(listId)}/smart`, input)),
  });
}

export function useMoveToPantry() {
  return useMutation({
    ...online,
    mutationFn: async ({ listId, input }: { listId: string; input: ToPantryInput }) =>
      ToPantryResponseSchema.parse(await apiRequest('POST', `${listPath(listId)}/to-pantry`, input)),
  });
}

export function useUndoMoveToPantry() {
  return useMutation({
    ...online,
    mutationFn: async ({ listId, operationId }: { listId: string; operationId: string }) =>
      ToPantryUndoResponseSchema.parse(
        await apiRequest('POST', `${listPath(listId)}/to-pantry/${enc(operationId)}/undo`),
      ).restored,
  });
}

// ---------------------------------------------------------------------------------------------
