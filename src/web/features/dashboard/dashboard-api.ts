import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  PantrySummarySchema,
  StockChangeResponseSchema,
  type StockChangeResponse,
} from '@shared/contracts/pantry';
import { ShoppingItemResponseSchema, type ShoppingItemResponse } from '@shared/contracts/shopping';
import { apiRequest } from '../../lib/api';
import { addToDefaultList, defaultShoppingListId } from '../../lib/shopping-queries';

/*
 * The dashboard's own calls to the pantry API (a feature does not import another feature). The
 * summary's key starts with /api/pantry, so every stock change anywhere refreshes it (spec §7,
 * lib/query-client.ts).
 */

export const PANTRY_SUMMARY_PATH = '/api/pantry/summary';

export function pantrySummaryQueryOptions() {
  return queryOptions({
    queryKey: [PANTRY_SUMMARY_PATH],
    queryFn: async ({ signal }) =>
      PantrySummarySchema.parse(await apiRequest('GET', PANTRY_SUMMARY_PATH, undefined, { signal })),
  });
}

/** GET /api/pantry/summary: what matters today. */
export function usePantrySummary() {
  return useQuery(pantrySummaryQueryOptions());
}

const stockChange = async (path: string, body?: unknown): Promise<StockChangeResponse> =>
  StockChangeResponseSchema.parse(await apiRequest('POST', path, body));

/** POST /api/stock/consume or /api/stock/spoil of one whole entry. */
export function useEntryAction() {
  return useMutation({
    mutationFn: ({ action, entryId }: { action: 'consume' | 'spoil'; entryId: string }) =>
      stockChange(`/api/stock/${action}`, { entryId }),
  });
}

/** POST /api/stock/quick-add: one typed line, "2 l milk". */
export function useQuickAddLine() {
  return useMutation({ mutationFn: (text: string) => stockChange('/api/stock/quick-add', { text }) });
}

/** POST /api/stock/operations/:id/undo. */
export function useUndoStockOperation() {
  return useMutation({
    mutationFn: (operationId: string) =>
      stockChange(`/api/stock/operations/${encodeURIComponent(operationId)}/undo`),
  });
}

// ---------------------------------------------------------------------------------------------
// The low-stock card's "add to the shopping list" (lib/shopping-queries.ts: the household's first list).

/** One product below its minimum onto the list, as much as it takes to reach the minimum. */
export function useAddLowProductToList() {
  return useMutation({
    mutationFn: async (product: {
      id: string;
      name: string;
      missing: number;
      unit: string;
    }): Promise<ShoppingItemResponse> => {
      const listId = await defaultShoppingListId();
      const quantity = Math.ceil(product.missing * 1000) / 1000;
      return ShoppingItemResponseSchema.parse(
        await apiRequest('POST', `/api/shopping-lists/${encodeURIComponent(listId)}/items`, {
          name: product.name,
          productId: product.id,
          ...(quantity > 0 ? { quantity, unit: product.unit } : {}),
          source: 'low-stock',
        }),
      );
    },
  });
}

/** Every product below its minimum onto the list (the smart list's low-stock part): never twice. */
export function useAddAllLowToList() {
  return useMutation({ mutationFn: () => addToDefaultList({ lowStock: true }) });
}
