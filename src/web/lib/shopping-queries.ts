import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  SmartListResponseSchema,
  type SmartListInput,
  type SmartListResponse,
} from '@shared/contracts/shopping';
import { apiRequest } from './api';

/*
 * What screens other than /shopping-lists put on the shopping list: a recipe's ingredients (the
 * recipe page, "what can I cook") and the low-stock products (the dashboard). They go to the
 * household's first list, which the server makes when there is none. A web feature may not import
 * another, so these live here.
 */

const DefaultListSchema = z.object({ listId: z.string() });

/** GET /api/shopping-lists/default: the list one-tap adds go to. */
export async function defaultShoppingListId(): Promise<string> {
  return DefaultListSchema.parse(await apiRequest('GET', '/api/shopping-lists/default')).listId;
}

/** POST …/smart on the default list: what recipes and low stock need, less the pantry and the list. */
export async function addToDefaultList(input: SmartListInput): Promise<SmartListResponse> {
  const listId = await defaultShoppingListId();
  return SmartListResponseSchema.parse(
    await apiRequest('POST', `/api/shopping-lists/${encodeURIComponent(listId)}/smart`, input),
  );
}

/** A recipe's missing ingredients at these servings onto the shopping list (never twice). */
export function useAddRecipeToList() {
  return useMutation({
    mutationFn: ({ recipeId, servings }: { recipeId: string; servings?: number | undefined }) =>
      addToDefaultList({ recipes: [{ recipeId, ...(servings === undefined ? {} : { servings }) }] }),
  });
}
