import { MutationCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api';

/** Spec §7: after a successful change these cached data groups are refreshed. */
export const INVALIDATE_AFTER_MUTATION = [
  '/api/food',
  '/api/pantry',
  '/api/products',
  '/api/stock',
  '/api/locations',
  '/api/user/preferences',
  '/api/user/settings',
  '/api/kitchen',
  '/api/appliances',
  '/api/appliance',
  '/api/user/onboarding',
] as const;

/** Spec §9: settings stay fresh for 5 minutes. */
export const SETTINGS_STALE_TIME_MS = 5 * 60 * 1000;

/** The default query: GET the first element of the query key. */
export function getQueryFn<T>(
  options: { on401: 'throw' | 'returnNull' } = { on401: 'throw' },
): QueryFunction<T> {
  return ({ queryKey, signal }) =>
    apiRequest<T>('GET', String(queryKey[0]), undefined, { on401: options.on401, signal });
}

export function isInvalidatedAfterMutation(key: unknown): boolean {
  return (
    typeof key === 'string' &&
    INVALIDATE_AFTER_MUTATION.some(
      (group) => key === group || key.startsWith(`${group}/`) || key.startsWith(`${group}?`),
    )
  );
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () =>
        client.invalidateQueries({ predicate: (query) => isInvalidatedAfterMutation(query.queryKey[0]) }),
    }),
    defaultOptions: {
      // Spec §9: never stale, no retry, no refetch on focus, no polling.
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
