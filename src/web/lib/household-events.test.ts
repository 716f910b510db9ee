import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { HOUSEHOLD_EVENT_TYPES } from '@shared/contracts/events';
import { STALE_AFTER_EVENT, refreshAfterEvent, refreshAll } from './household-events';

function clientWith(keys: string[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData([key], { key });
  return client;
}
const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.isStale())
    .map((query) => String(query.queryKey[0]))
    .sort();

describe('household events in the browser', () => {
  test('every event type names what it makes stale', () => {
    for (const type of HOUSEHOLD_EVENT_TYPES) expect(STALE_AFTER_EVENT[type].length).toBeGreaterThan(0);
  });

  test("a pantry change makes the pantry's queries and what can I cook stale, and nothing else", async () => {
    const client = clientWith([
      '/api/pantry?limit=50',
      '/api/pantry/summary',
      '/api/products/p1',
      '/api/stock/operations',
      '/api/recipes/suggestions?maxMissing=3',
      '/api/recipes?q=soup',
      '/api/user/settings',
      '/api/pantryx',
    ]);
    // Data set by hand is fresh until something marks it stale.
    client.setDefaultOptions({ queries: { staleTime: Infinity } });
    await refreshAfterEvent(client, 'pantry.changed');
    expect(stale(client)).toEqual([
      '/api/pantry/summary',
      '/api/pantry?limit=50',
      '/api/products/p1',
      '/api/recipes/suggestions?maxMissing=3',
      '/api/stock/operations',
    ]);
  });

  test("a meal plan change makes the plan and the prep sessions stale, a member's tick included", async () => {
    const client = clientWith([
      '/api/meal-plans?from=2026-11-05&days=1',
      '/api/meal-prep/sessions/s1',
      '/api/recipes?q=soup',
    ]);
    client.setDefaultOptions({ queries: { staleTime: Infinity } });
    await refreshAfterEvent(client, 'mealplan.changed');
    expect(stale(client)).toEqual(['/api/meal-plans?from=2026-11-05&days=1', '/api/meal-prep/sessions/s1']);
  });

  test('after a reconnection every live group is fetched again', async () => {
    const client = clientWith(['/api/pantry', '/api/recipes', '/api/user/settings']);
    client.setDefaultOptions({ queries: { staleTime: Infinity } });
    await refreshAll(client);
    expect(stale(client)).toEqual(['/api/pantry', '/api/recipes']);
  });
});
