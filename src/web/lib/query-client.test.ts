import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient, isInvalidatedAfterMutation } from './query-client';
import { csrfRoute, installFakeNetwork } from './test-network';

afterEach(() => vi.unstubAllGlobals());

describe('query client', () => {
  test('has the spec defaults: never stale, no retry, no refetch on focus, no polling', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  test('the default query GETs the first element of the query key', async () => {
    const net = installFakeNetwork({
      'GET /api/user/settings': () => ({ body: { settings: { theme: 'dark' } } }),
    });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/user/settings', 'extra'] })).resolves.toEqual({
      settings: { theme: 'dark' },
    });
    expect(net.requests[0]).toMatchObject({ method: 'GET', url: '/api/user/settings' });
  });

  test('a successful change refreshes the spec data groups and leaves others alone', async () => {
    let settingsReads = 0;
    let otherReads = 0;
    installFakeNetwork({
      ...csrfRoute,
      'GET /api/user/settings': () => ({ body: { n: ++settingsReads } }),
      'GET /api/recipes': () => ({ body: { n: ++otherReads } }),
      'PATCH /api/user/settings': () => ({ body: {} }),
    });
    const client = createQueryClient();
    const observerA = client.getQueryCache().build(client, { queryKey: ['/api/user/settings'] });
    const observerB = client.getQueryCache().build(client, { queryKey: ['/api/recipes'] });
    await client.fetchQuery({ queryKey: ['/api/user/settings'] });
    await client.fetchQuery({ queryKey: ['/api/recipes'] });
    const { apiRequest } = await import('./api');
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => apiRequest('PATCH', '/api/user/settings', {}) })
      .execute(undefined);
    expect(observerA.state.isInvalidated).toBe(true);
    expect(observerB.state.isInvalidated).toBe(false);
  });

  test.each([
    ['/api/pantry', true],
    ['/api/pantry/items', true],
    ['/api/user/onboarding', true],
    ['/api/appliances', true],
    ['/api/recipes', false],
    ['/api/pantryx', false],
    [42, false],
  ])('%s is refreshed after a change: %s', (key, expected) => {
    expect(isInvalidatedAfterMutation(key)).toBe(expected);
  });
});
