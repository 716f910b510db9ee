import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { StockChangeResponseSchema } from '@shared/contracts/pantry';
import {
  CookedResponseSchema,
  CookPlanSchema,
  RecipeDeleteResponseSchema,
  RecipeResponseSchema,
  type CookedInput,
  type Recipe,
} from '@shared/contracts/recipes';
import { ApiRequestError, apiRequest } from '../../lib/api';
import {
  invalidateRecipeQueries,
  isRecipeQueryKey,
  recipeKeys,
  RECIPES_PATH,
} from '../../lib/recipe-queries';
import { translateServerMessage } from '../../lib/validation-messages';

export { useSetFavorite } from '../../lib/recipe-queries';

/*
 * The calls the recipe screen and cook mode make (src/shared/contracts/recipes.ts). The query keys
 * are the recipe book's (lib/recipe-queries.ts: the URL each query GETs), so the favourite mark
 * set here shows in the lists at once, an edit made in the editor reaches this screen, and a
 * change made here (copy, delete, cooked, undo) refreshes every recipe list with
 * invalidateRecipeQueries. The stock that "I cooked this" takes is refreshed by the query client's
 * own rule (lib/query-client.ts refreshes /api/stock and /api/pantry after every change).
 */

const STOCK_OPERATIONS_PATH = '/api/stock/operations';

const enc = encodeURIComponent;

const selectRecipe = (data: { recipe: Recipe }) => data.recipe;

/** One recipe (household or built-in); a 404 comes back as an ApiRequestError with status 404. */
export function useRecipe(id: string) {
  return useQuery({
    queryKey: recipeKeys.detail(id),
    queryFn: async ({ signal }) =>
      RecipeResponseSchema.parse(
        await apiRequest('GET', `${RECIPES_PATH}/${enc(id)}`, undefined, { signal }),
      ),
    select: selectRecipe,
  });
}

/**
 * What "I cooked this" would take from the pantry for these servings (null: the recipe does not
 * say how many it serves, so the server plans it as written).
 */
export function useCookPlan(id: string, servings: number | null, options: { enabled?: boolean } = {}) {
  const key = recipeKeys.cookPlan(id, servings ?? undefined);
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      CookPlanSchema.parse(await apiRequest('GET', key[0]!, undefined, { signal })),
    enabled: options.enabled ?? true,
    // The pantry changes between two looks at the review: ask again each time it opens.
    staleTime: 0,
    gcTime: 0,
  });
}

/** True for a request the server answered with 404: the recipe is gone or never existed. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** The server's reason for a failed request in the reader's language, for a toast's description. */
export function recipeFailureReason(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) return translateServerMessage(error.serverMessage ?? undefined);
  return undefined;
}

/** POST /api/recipes/:id/copy: a built-in recipe becomes the household's own, editable one. */
export function useCopyRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      RecipeResponseSchema.parse(await apiRequest('POST', `${RECIPES_PATH}/${enc(id)}/copy`)),
    onSuccess: async (data) => {
      // The copy opens next: it is already known, so it shows without a second request.
      client.setQueryData(recipeKeys.detail(data.recipe.id), data);
      await invalidateRecipeQueries(client);
    },
  });
}

/** DELETE /api/recipes/:id (the server keeps it in the bin for 30 days). */
export function useDeleteRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      RecipeDeleteResponseSchema.parse(await apiRequest('DELETE', `${RECIPES_PATH}/${enc(id)}`)),
    onSuccess: (_data, id) =>
      client.invalidateQueries({
        // The deleted recipe's own query would only answer 404 while the screen leaves it.
        predicate: (query) => {
          const key = query.queryKey[0];
          return key !== recipeKeys.detail(id)[0] && isRecipeQueryKey(key);
        },
      }),
  });
}

/** Drops a deleted recipe from the cache once its screen has been left, so "back" cannot show it. */
export function forgetRecipe(client: QueryClient, id: string): void {
  client.removeQueries({ queryKey: recipeKeys.detail(id), exact: true });
}

/** POST /api/recipes/:id/cooked: takes the reviewed amounts from the pantry as one stock operation. */
export function useCookedRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: CookedInput }) =>
      CookedResponseSchema.parse(await apiRequest('POST', `${RECIPES_PATH}/${enc(id)}/cooked`, input)).cook,
    // "Cooked recently" changes the suggestions and the history.
    onSuccess: () => invalidateRecipeQueries(client),
  });
}

/** POST /api/stock/operations/:id/undo: puts back what "I cooked this" took. */
export function useUndoStockOperation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (operationId: string) =>
      StockChangeResponseSchema.parse(
        await apiRequest('POST', `${STOCK_OPERATIONS_PATH}/${enc(operationId)}/undo`),
      ),
    onSuccess: () => invalidateRecipeQueries(client),
  });
}
