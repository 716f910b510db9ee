import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  PantrySummarySchema,
  StockChangeResponseSchema,
  type StockChangeResponse,
} from '@shared/contracts/pantry';
import { apiRequest } from '../../lib/api';

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
