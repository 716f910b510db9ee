import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  BarcodeLookupResponseSchema,
  BulkAddResponseSchema,
  DeleteResponseSchema,
  LocationResponseSchema,
  LocationsResponseSchema,
  PAGE_SIZE_DEFAULT,
  PantryPageSchema,
  ProductDetailResponseSchema,
  ProductResponseSchema,
  ProductsPageSchema,
  StockChangeResponseSchema,
  type AddStockInput,
  type AdjustEntryInput,
  type BulkAddResponse,
  type BulkActionInput,
  type ConsumeInput,
  type CreateLocationInput,
  type CreateProductInput,
  type PantryPage,
  type StockChangeResponse,
  type UpdateLocationInput,
  type UpdateProductInput,
} from '@shared/contracts/pantry';
import {
  PANTRY_PATH,
  pantryListParams,
  pantryListUrl,
  queryString,
  type PantryFilters,
} from '@shared/pantry-options';
import { apiRequest } from '../../lib/api';
import { failureReason } from '../../lib/validation-messages';

export { failureReason };

type LocationsResponse = z.infer<typeof LocationsResponseSchema>;

export { PANTRY_PATH, pantryListUrl, type PantryFilters };

/*
 * Every call of the pantry's API (src/shared/contracts/pantry.ts). Query keys are URLs, so the
 * app-wide refresh after a change (lib/query-client.ts INVALIDATE_AFTER_MUTATION: /api/pantry,
 * /api/products, /api/stock, /api/locations) reaches every pantry query without a hook having to
 * name them. Answers are parsed with the contract's schemas; the parsed shape is the server's JSON,
 * so a screen reading the same key with the default fetcher sees the same data.
 */

export const PRODUCTS_PATH = '/api/products';
export const LOCATIONS_PATH = '/api/locations';
export const STOCK_PATH = '/api/stock';

const enc = encodeURIComponent;

// ---------------------------------------------------------------------------------------------
// Query keys and options

export const pantryKeys = {
  /** The list's address without the offset: each page of it is fetched with its own. */
  list: (filters: PantryFilters, pageSize = PAGE_SIZE_DEFAULT) => [
    `${PANTRY_PATH}${queryString({ ...pantryListParams(filters), limit: pageSize })}`,
  ],
  product: (id: string) => [`${PRODUCTS_PATH}/${enc(id)}`],
  productSearch: (q: string, limit: number) => [`${PRODUCTS_PATH}${queryString({ q: q.trim(), limit })}`],
  locations: () => [LOCATIONS_PATH],
  operations: (productId?: string, limit?: number) => [
    `${STOCK_PATH}/operations${queryString({ productId, limit })}`,
  ],
  lookup: (barcode: string) => [`${PRODUCTS_PATH}/lookup${queryString({ barcode })}`],
} as const;

export function pantryPageQueryOptions(filters: PantryFilters, pageSize = PAGE_SIZE_DEFAULT) {
  return infiniteQueryOptions({
    queryKey: pantryKeys.list(filters, pageSize),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      PantryPageSchema.parse(
        await apiRequest('GET', pantryListUrl(filters, pageParam, pageSize), undefined, { signal }),
      ),
    getNextPageParam: (last: PantryPage, pages: PantryPage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

export function productDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: pantryKeys.product(id),
    queryFn: async ({ signal }) =>
      ProductDetailResponseSchema.parse(
        await apiRequest('GET', `${PRODUCTS_PATH}/${enc(id)}`, undefined, { signal }),
      ),
  });
}

export function productSearchQueryOptions(q: string, limit = 10) {
  return queryOptions({
    queryKey: pantryKeys.productSearch(q, limit),
    queryFn: async ({ signal }) =>
      ProductsPageSchema.parse(
        await apiRequest('GET', pantryKeys.productSearch(q, limit)[0]!, undefined, { signal }),
      ),
  });
}

export function locationsQueryOptions() {
  return queryOptions({
    queryKey: pantryKeys.locations(),
    queryFn: async ({ signal }) =>
      LocationsResponseSchema.parse(await apiRequest('GET', LOCATIONS_PATH, undefined, { signal })),
  });
}

export function barcodeLookupQueryOptions(barcode: string) {
  return queryOptions({
    queryKey: pantryKeys.lookup(barcode),
    queryFn: async ({ signal }) =>
      BarcodeLookupResponseSchema.parse(
        await apiRequest('GET', pantryKeys.lookup(barcode)[0]!, undefined, { signal }),
      ),
  });
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The pantry list, 50 rows a page; fetchNextPage loads the next offset. */
export function usePantryPage(
  filters: PantryFilters,
  options: { enabled?: boolean; pageSize?: number } = {},
) {
  return useInfiniteQuery({
    ...pantryPageQueryOptions(filters, options.pageSize),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** A product with its entries (FEFO order); `enabled` lets a collapsed row skip the fetch. */
export function useProductDetail(id: string | null | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...productDetailQueryOptions(id ?? ''),
    enabled: Boolean(id) && (options.enabled ?? true),
  });
}

/** Products whose name matches `q` (the "Add item" picker). */
export function useProductSearch(q: string, options: { enabled?: boolean; limit?: number } = {}) {
  return useQuery({
    ...productSearchQueryOptions(q, options.limit),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}

const selectLocations = (data: LocationsResponse) => data.locations;

/** The household's locations, in their order. */
export function useLocations() {
  return useQuery({ ...locationsQueryOptions(), select: selectLocations });
}

/** GET /api/products/lookup?barcode=: this household's product, else a draft, else 'none'. */
export function useBarcodeLookup(barcode: string | null | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...barcodeLookupQueryOptions(barcode ?? ''),
    enabled: Boolean(barcode) && (options.enabled ?? true),
  });
}

// ---------------------------------------------------------------------------------------------
// Products

export function useCreateProduct() {
  return useMutation({
    mutationFn: async (input: CreateProductInput) =>
      ProductResponseSchema.parse(await apiRequest('POST', PRODUCTS_PATH, input)).product,
  });
}

export function useUpdateProduct() {
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: UpdateProductInput }) =>
      ProductResponseSchema.parse(await apiRequest('PATCH', `${PRODUCTS_PATH}/${enc(id)}`, input)).product,
  });
}

export function useDeleteProduct() {
  return useMutation({
    mutationFn: async (id: string) =>
      DeleteResponseSchema.parse(await apiRequest('DELETE', `${PRODUCTS_PATH}/${enc(id)}`)),
  });
}

/** Product images: the same types and size as avatars; the server re-encodes them. */
export const PRODUCT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be a product image, checked before it is sent; the server checks again. */
export function productImageProblem(file: File): 'type' | 'size' | null {
  if (!PRODUCT_IMAGE_ACCEPT.split(',').includes(file.type)) return 'type';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** POST /api/products/:id/image (multipart, field "file"), after the product exists. */
export function useUploadProductImage() {
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: Blob & { name?: string } }) => {
      const data = new FormData();
      data.append('file', file, file.name ?? 'image');
      return ProductResponseSchema.parse(await apiRequest('POST', `${PRODUCTS_PATH}/${enc(id)}/image`, data))
        .product;
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Stock

const stockChange = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  StockChangeResponseSchema.parse(await apiRequest(method, path, body));

/** POST /api/stock: to a product, or by barcode (one pack unless a quantity is given). */
export function useAddStock() {
  return useMutation({ mutationFn: (input: AddStockInput) => stockChange('POST', STOCK_PATH, input) });
}

/** POST /api/stock/quick-add: one typed line, "2 l milk". */
export function useQuickAdd() {
  return useMutation({
    mutationFn: (input: { text: string; locationId?: string }) =>
      stockChange('POST', `${STOCK_PATH}/quick-add`, input),
  });
}

export type BulkAddResult = {
  /** The change to undo, when at least one line went in. */
  change: StockChangeResponse | null;
  /** The lines the server could not read, with its reason. */
  failed: Array<{ line: string; reason: string }>;
};

export function bulkAddResultOf(response: BulkAddResponse): BulkAddResult {
  const { operation, products, entries, failed } = response;
  return {
    change: operation ? { operation, products, entries } : null,
    failed: failed.map((item) => ({ line: item.line, reason: item.error })),
  };
}

/** POST /api/stock/bulk-add: several lines, one operation. */
export function useBulkAdd() {
  return useMutation({
    mutationFn: async (input: { lines: string[]; locationId?: string }) =>
      bulkAddResultOf(BulkAddResponseSchema.parse(await apiRequest('POST', `${STOCK_PATH}/bulk-add`, input))),
  });
}

/** POST /api/stock/consume: an amount (FEFO, spanning entries) or everything, of a product or an entry. */
export function useConsume() {
  return useMutation({
    mutationFn: (input: ConsumeInput) => stockChange('POST', `${STOCK_PATH}/consume`, input),
  });
}

/** POST /api/stock/spoil: like consume, counted as waste. */
export function useSpoil() {
  return useMutation({
    mutationFn: (input: ConsumeInput) => stockChange('POST', `${STOCK_PATH}/spoil`, input),
  });
}

export function useOpenEntry() {
  return useMutation({
    mutationFn: ({ entryId, quantity }: { entryId: string; quantity?: number }) =>
      stockChange(
        'POST',
        `${STOCK_PATH}/entries/${enc(entryId)}/open`,
        quantity === undefined ? {} : { quantity },
      ),
  });
}

export function useMoveEntry() {
  return useMutation({
    mutationFn: ({
      entryId,
      locationId,
      quantity,
    }: {
      entryId: string;
      locationId: string;
      quantity?: number;
    }) =>
      stockChange(
        'POST',
        `${STOCK_PATH}/entries/${enc(entryId)}/move`,
        quantity === undefined ? { locationId } : { locationId, quantity },
      ),
  });
}

export function useAdjustEntry() {
  return useMutation({
    mutationFn: ({ entryId, input }: { entryId: string; input: AdjustEntryInput }) =>
      stockChange('PATCH', `${STOCK_PATH}/entries/${enc(entryId)}`, input),
  });
}

export function useDeleteEntry() {
  return useMutation({
    mutationFn: (entryId: string) => stockChange('DELETE', `${STOCK_PATH}/entries/${enc(entryId)}`),
  });
}

/** POST /api/stock/bulk: one action over several products or entries, one undo. */
export function useBulkAction() {
  return useMutation({
    mutationFn: (input: BulkActionInput) => stockChange('POST', `${STOCK_PATH}/bulk`, input),
  });
}

/** POST /api/stock/operations/:id/undo. */
export function useUndoOperation() {
  return useMutation({
    mutationFn: (operationId: string) =>
      stockChange('POST', `${STOCK_PATH}/operations/${enc(operationId)}/undo`),
  });
}

// ---------------------------------------------------------------------------------------------
// Locations

export function useCreateLocation() {
  return useMutation({
    mutationFn: async (input: CreateLocationInput) =>
      LocationResponseSchema.parse(await apiRequest('POST', LOCATIONS_PATH, input)).location,
  });
}

export function useUpdateLocation() {
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: UpdateLocationInput }) =>
      LocationResponseSchema.parse(await apiRequest('PATCH', `${LOCATIONS_PATH}/${enc(id)}`, input)).location,
  });
}

export function useDeleteLocation() {
  return useMutation({
    mutationFn: async (id: string) =>
      DeleteResponseSchema.parse(await apiRequest('DELETE', `${LOCATIONS_PATH}/${enc(id)}`)),
  });
}

// ---------------------------------------------------------------------------------------------
