import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApplianceCatalogueResponseSchema } from '@shared/contracts/appliances';
import {
  ImportArchiveResponseSchema,
  RecipeDeleteResponseSchema,
  RecipeDraftResponseSchema,
  RecipeResponseSchema,
  type ImportArchiveResponse,
  type Recipe,
  type RecipeDraftInput,
} from '@shared/contracts/recipes';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { getCsrfToken } from '../../lib/csrf';
import {
  RECIPES_PATH,
  invalidateRecipeQueries,
  isRecipeQueryKey,
  recipeKeys,
} from '../../lib/recipe-queries';
import { failureReason } from '../../lib/validation-messages';

export { failureReason };

export {
  RECIPES_PATH,
  invalidateRecipeQueries,
  isRecipeQueryKey,
  recipeKeys,
  recipeListUrl,
  recipePageQueryOptions,
  suggestionsQueryOptions,
  useRecipePage,
  useRecipeSuggestions,
  useSetFavorite,
  type RecipeListFilters,
  type RecipeListSort,
  type RecipeListSource,
  type SuggestionsParams,
} from '../../lib/recipe-queries';

/*
 * Every call of the recipes API that the recipe book and its editor make
 * (src/shared/contracts/recipes.ts). Query keys are the URLs (recipeKeys); answers are parsed with
 * the contract's schemas. Each change refreshes the recipe queries itself, since the app-wide
 * refresh after a mutation does not cover /api/recipes.
 */

const enc = encodeURIComponent;
const recipePath = (id: string) => `${RECIPES_PATH}/${enc(id)}`;

// ---------------------------------------------------------------------------------------------
// Reading

export function recipeQueryOptions(id: string) {
  return queryOptions({
    queryKey: recipeKeys.detail(id),
    queryFn: async ({ signal }) =>
      RecipeResponseSchema.parse(await apiRequest('GET', recipePath(id), undefined, { signal })),
  });
}

/** GET /api/recipes/:id: one recipe with its lines and steps. */
export function useRecipe(id: string | null | undefined) {
  return useQuery({ ...recipeQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** The appliance catalogue's key, shared with the appliances screens (they read the same answer). */
export const APPLIANCE_CATALOGUE_PATH = '/api/appliances/catalogue';

/** GET /api/appliances/catalogue: the appliances a recipe can ask for, in catalogue order. */
export function useApplianceCatalogue() {
  return useQuery({
    queryKey: [APPLIANCE_CATALOGUE_PATH],
    select: (data: unknown) => ApplianceCatalogueResponseSchema.parse(data).catalogue,
  });
}

// ---------------------------------------------------------------------------------------------
// Changing recipes

/**
 * Keeps the saved recipe in the cache (its page opens at once, without asking again) and refreshes
 * every other recipe query: the lists, suggestions and history that may show it.
 */
function rememberSaved(client: QueryClient, recipe: Recipe): Recipe {
  const detailKey = recipeKeys.detail(recipe.id);
  client.setQueryData(detailKey, { recipe });
  void client.invalidateQueries({
    predicate: (query) => isRecipeQueryKey(query.queryKey[0]) && query.queryKey[0] !== detailKey[0],
  });
  return recipe;
}

/** POST /api/recipes: a new household recipe from a draft (written, or imported and reviewed). */
export function useCreateRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (draft: RecipeDraftInput) =>
      RecipeResponseSchema.parse(await apiRequest('POST', RECIPES_PATH, draft)).recipe,
    onSuccess: (recipe) => rememberSaved(client, recipe),
  });
}

/** PUT /api/recipes/:id: the whole draft replaces the recipe. */
export function useUpdateRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, draft }: { id: string; draft: RecipeDraftInput }) =>
      RecipeResponseSchema.parse(await apiRequest('PUT', recipePath(id), draft)).recipe,
    onSuccess: (recipe) => rememberSaved(client, recipe),
  });
}

/** DELETE /api/recipes/:id (the server keeps it in its bin for a while). */
export function useDeleteRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      RecipeDeleteResponseSchema.parse(await apiRequest('DELETE', recipePath(id))),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: recipeKeys.detail(id), exact: true });
      void invalidateRecipeQueries(client);
    },
  });
}

/** POST /api/recipes/:id/copy: a built-in recipe (or any) copied into the household's own, editable. */
export function useCopyRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      RecipeResponseSchema.parse(await apiRequest('POST', `${recipePath(id)}/copy`)).recipe,
    onSuccess: (recipe) => rememberSaved(client, recipe),
  });
}

// ---------------------------------------------------------------------------------------------
// Pictures

/** Recipe pictures: the same types and size as product images; the server re-encodes them. */
export const RECIPE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
export const RECIPE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be a recipe picture, checked before it is sent; the server checks again. */
export function recipeImageProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!RECIPE_IMAGE_ACCEPT.split(',').includes(file.type)) return 'type';
  if (file.size > RECIPE_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** POST /api/recipes/:id/image (multipart, field "file"), once the recipe exists. */
export function useUploadRecipeImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: Blob & { name?: string } }) => {
      const data = new FormData();
      data.append('file', file, file.name ?? 'image');
      return RecipeResponseSchema.parse(await apiRequest('POST', `${recipePath(id)}/image`, data)).recipe;
    },
    onSuccess: (recipe) => rememberSaved(client, recipe),
  });
}

/** DELETE /api/recipes/:id/image. */
export function useDeleteRecipeImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      RecipeResponseSchema.parse(await apiRequest('DELETE', `${recipePath(id)}/image`)).recipe,
    onSuccess: (recipe) => rememberSaved(client, recipe),
  });
}

// ---------------------------------------------------------------------------------------------
// Import

/** POST /api/recipes/import/url: a draft read from a web page, not saved yet. */
export function useImportRecipeUrl() {
  return useMutation({
    mutationFn: async (url: string) =>
      RecipeDraftResponseSchema.parse(await apiRequest('POST', `${RECIPES_PATH}/import/url`, { url })).draft,
  });
}

/** POST /api/recipes/import/text: a draft read from pasted text or HTML, not saved yet. */
export function useImportRecipeText() {
  return useMutation({
    mutationFn: async (text: string) =>
      RecipeDraftResponseSchema.parse(await apiRequest('POST', `${RECIPES_PATH}/import/text`, { text }))
        .draft,
  });
}

/** What another app's export may be: a Mealie or schema.org .zip, a Paprika file, or one .json. */
export const RECIPE_ARCHIVE_ACCEPT = '.zip,.paprikarecipes,.json,application/zip,application/json';

/** How far an upload has gone: bytes sent of the total (the total is unknown for some bodies). */
export type UploadProgress = { loaded: number; total: number | null };

/**
 * A multipart POST through XMLHttpRequest, whose upload.onprogress reports the bytes sent (fetch
 * cannot). Same rules as apiRequest: credentials, the CSRF header, ApiRequestError when refused.
 */
export async function uploadWithProgress(
  url: string,
  body: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<unknown> {
  const token = await getCsrfToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('CSRF-Token', token);
    request.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(request.responseText ? JSON.parse(request.responseText) : null);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      } else {
        reject(new ApiRequestError(request.status, request.responseText, request.statusText));
      }
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    request.send(body);
  });
}

/**
 * POST /api/recipes/import/archive: every recipe of another app's export, saved at once; the
 * answer says which were imported and which were not, and why.
 */
export function useImportRecipeArchive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      file,
      onProgress,
    }: {
      file: Blob & { name?: string };
      onProgress: (progress: UploadProgress) => void;
    }): Promise<ImportArchiveResponse> => {
      const data = new FormData();
      data.append('file', file, file.name ?? 'recipes');
      return ImportArchiveResponseSchema.parse(
        await uploadWithProgress(`${RECIPES_PATH}/import/archive`, data, onProgress),
      );
    },
    onSuccess: () => {
      // Not awaited: the report shows at once; the lists catch up behind it.
      void invalidateRecipeQueries(client);
    },
  });
}

// ---------------------------------------------------------------------------------------------

/** The API's field messages of a refused save (VALIDATION_FAILED), when it sent any. */
export function validationDetails(error: unknown): ReadonlyArray<{ path: string; message: string }> {
  return error instanceof ApiRequestError && error.apiError?.code === 'VALIDATION_FAILED'
    ? (error.apiError.details ?? [])
    : [];
}
