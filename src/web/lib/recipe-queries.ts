import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  RECIPE_PAGE_SIZE_DEFAULT,
  type RECIPE_LIST_SOURCES,
  type RECIPE_SORTS,
  RecipeFavoriteResponseSchema,
  RecipePageSchema,
  RecipeSuggestionsResponseSchema,
  type DietaryFlag,
  type Recipe,
  type RecipeDifficulty,
  type RecipePage,
  type RecipeSuggestion,
  type RecipeSummary,
} from '@shared/contracts/recipes';
import { queryString } from '@shared/pantry-options';
import { apiRequest } from './api';

/*
 * The recipe queries that more than one screen needs: the recipe book (/recipes) and the
 * favorites (/favorites) both show the list and tick favorites, the recipe book and the dashboard
 * both show "What can I cook", and a web feature may not import
 * another, so these live here. features/recipes/recipes-api.ts re-exports them beside the rest of
 * the recipes API.
 *
 * Query keys are the URLs they GET (as the pantry's are). The app-wide refresh after a change
 * (query-client.ts) does not cover /api/recipes, so recipe changes refresh their own queries with
 * invalidateRecipeQueries.
 */

export const RECIPES_PATH = '/api/recipes';

export type RecipeListSource = (typeof RECIPE_LIST_SOURCES)[number];
export type RecipeListSort = (typeof RECIPE_SORTS)[number];

/** The list's filters as a screen holds them (offset and limit are the pager's business). */
export type RecipeListFilters = {
  q?: string;
  source?: RecipeListSource;
  difficulty?: RecipeDifficulty;
  cuisine?: string;
  diet?: DietaryFlag;
  maxMinutes?: number;
  ownedAppliances?: boolean;
  favorites?: boolean;
  sort?: RecipeListSort;
};

const enc = encodeURIComponent;

/** The list's query parameters, in a fixed order so that equal filters share a query key. */
export function recipeListParams(filters: RecipeListFilters) {
  return {
    q: filters.q?.trim(),
    source: filters.source && filters.source !== 'all' ? filters.source : undefined,
    difficulty: filters.difficulty,
    cuisine: filters.cuisine,
    diet: filters.diet,
    maxMinutes: filters.maxMinutes,
    ownedAppliances: filters.ownedAppliances ? 'true' : undefined,
    favorites: filters.favorites ? 'true' : undefined,
    sort: filters.sort && filters.sort !== 'title' ? filters.sort : undefined,
  };
}

/** GET /api/recipes with the filters and one page's offset and size. */
export function recipeListUrl(filters: RecipeListFilters, offset: number, limit: number): string {
  return `${RECIPES_PATH}${queryString({ ...recipeListParams(filters), offset, limit })}`;
}

export type SuggestionsParams = { maxMissing?: number; limit?: number; productId?: string };

/** Every recipe query key, for reading and for refreshing after a change (E2's screens use them too). */
export const recipeKeys = {
  /** The first part of every recipe key: see isRecipeQueryKey. */
  root: RECIPES_PATH,
  /** The list's address without the offset: each page of it is fetched with its own. */
  list: (filters: RecipeListFilters, pageSize = RECIPE_PAGE_SIZE_DEFAULT) => [
    `${RECIPES_PATH}${queryString({ ...recipeListParams(filters), limit: pageSize })}`,
  ],
  detail: (id: string) => [`${RECIPES_PATH}/${enc(id)}`],
  suggestions: (params: SuggestionsParams = {}) => [
    `${RECIPES_PATH}/suggestions${queryString({
      maxMissing: params.maxMissing,
      limit: params.limit,
      productId: params.productId,
    })}`,
  ],
  history: () => [`${RECIPES_PATH}/history`],
  cookPlan: (id: string, servings?: number) => [
    `${RECIPES_PATH}/${enc(id)}/cook-plan${queryString({ servings })}`,
  ],
} as const;

/** True for a key of any recipe query: /api/recipes, /api/recipes?…, /api/recipes/…. */
export function isRecipeQueryKey(key: unknown): boolean {
  return (
    typeof key === 'string' &&
    (key === RECIPES_PATH || key.startsWith(`${RECIPES_PATH}/`) || key.startsWith(`${RECIPES_PATH}?`))
  );
}

/** True for a key of the recipe list (any filters). */
export function isRecipeListKey(key: unknown): boolean {
  return typeof key === 'string' && (key === RECIPES_PATH || key.startsWith(`${RECIPES_PATH}?`));
}

/** Refreshes every recipe query (lists, details, suggestions, history) after a change. */
export function invalidateRecipeQueries(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => isRecipeQueryKey(query.queryKey[0]) });
}

export function recipePageQueryOptions(filters: RecipeListFilters, pageSize = RECIPE_PAGE_SIZE_DEFAULT) {
  return infiniteQueryOptions({
    queryKey: recipeKeys.list(filters, pageSize),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      RecipePageSchema.parse(
        await apiRequest('GET', recipeListUrl(filters, pageParam, pageSize), undefined, { signal }),
      ),
    getNextPageParam: (last: RecipePage, pages: RecipePage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.recipes.length, 0);
      return last.recipes.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

/** The recipe list, a page at a time; fetchNextPage loads the next offset. */
export function useRecipePage(filters: RecipeListFilters, options: { pageSize?: number } = {}) {
  return useInfiniteQuery({
    ...recipePageQueryOptions(filters, options.pageSize),
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------
// What can I cook

export function suggestionsQueryOptions(params: SuggestionsParams = {}) {
  return queryOptions({
    queryKey: recipeKeys.suggestions(params),
    queryFn: async ({ signal }) =>
      RecipeSuggestionsResponseSchema.parse(
        await apiRequest('GET', recipeKeys.suggestions(params)[0]!, undefined, { signal }),
      ),
  });
}

/**
 * GET /api/recipes/suggestions ("What can I cook", on /recipes and the dashboard). The answer
 * depends on the pantry, which other screens change without touching recipe queries, so it is
 * asked again each time a screen shows it (the previous answer stays on screen meanwhile).
 */
export function useRecipeSuggestions(params: SuggestionsParams = {}) {
  return useQuery({ ...suggestionsQueryOptions(params), refetchOnMount: 'always' });
}

// ---------------------------------------------------------------------------------------------
// Favorites

type CachedRecipeData =
  InfiniteData<RecipePage> | { recipe: Recipe } | { suggestions: RecipeSuggestion[] } | undefined;

const withFavorite = <T extends RecipeSummary>(recipe: T, id: string, favorite: boolean): T =>
  recipe.id === id && recipe.favorite !== favorite ? { ...recipe, favorite } : recipe;

/** The same cached answer with one recipe's favorite mark changed, wherever it appears. */
export function setFavoriteInCache(data: CachedRecipeData, id: string, favorite: boolean): CachedRecipeData {
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        recipes: page.recipes.map((recipe) => withFavorite(recipe, id, favorite)),
      })),
    };
  }
  if ('recipe' in data) return { ...data, recipe: withFavorite(data.recipe, id, favorite) };
  if ('suggestions' in data) {
    return {
      ...data,
      suggestions: data.suggestions.map((item) => ({
        ...item,
        recipe: withFavorite(item.recipe, id, favorite),
      })),
    };
  }
  return data;
}

/**
 * PUT or DELETE /api/recipes/:id/favorite. The mark changes at once in every cached list, detail
 * and suggestion (and goes back if the server refuses); the lists are then fetched again, so a
 * recipe leaves the favorites list once the server agrees.
 */
export function useSetFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, favorite }: { id: string; favorite: boolean }) =>
      RecipeFavoriteResponseSchema.parse(
        await apiRequest(favorite ? 'PUT' : 'DELETE', `${RECIPES_PATH}/${enc(id)}/favorite`),
      ),
    onMutate: async ({ id, favorite }) => {
      const filters = {
        predicate: (query: { queryKey: readonly unknown[] }) => isRecipeQueryKey(query.queryKey[0]),
      };
      await client.cancelQueries(filters);
      const before = client.getQueriesData<CachedRecipeData>(filters);
      client.setQueriesData<CachedRecipeData>(filters, (data) => setFavoriteInCache(data, id, favorite));
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    // Not awaited: a caller's own onError (its toast) would otherwise wait for the lists to arrive.
    onSettled: (_data, _error, { id }) => {
      void client.invalidateQueries({
        predicate: (query) =>
          isRecipeListKey(query.queryKey[0]) || query.queryKey[0] === recipeKeys.detail(id)[0],
      });
    },
  });
}
