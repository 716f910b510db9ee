import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HOUSEHOLD_EVENT_TYPES } from '@shared/contracts/events';
import { STALE_AFTER_EVENT, refreshAfterEvent, refreshAll, useHouseholdEvents } from './household-events';

/** The browser's EventSource, which the test DOM lacks: records the streams opened and lets a test open them. */
class BrowserEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: BrowserEventSource[] = [];
  readyState = BrowserEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    BrowserEventSource.opened.push(this);
  }
  connect() {
    this.readyState = BrowserEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  close() {
    this.readyState = BrowserEventSource.CLOSED;
  }
}

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

  describe('the stream', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      BrowserEventSource.opened = [];
    });

    test('when it first opens, what the screen fetched before is fetched again, since a change made meanwhile never reaches the stream', async () => {
      vi.stubGlobal('EventSource', BrowserEventSource);
      const client = clientWith(['/api/pantry', '/api/user/settings']);
      client.setDefaultOptions({ queries: { staleTime: Infinity } });
      const wrapper = ({ children }: { children: ReactNode }) =>
        createElement(QueryClientProvider, { client }, children);
      const { unmount } = renderHook(() => useHouseholdEvents('h1'), { wrapper });
      expect(BrowserEventSource.opened).toHaveLength(1);
      expect(stale(client)).toEqual([]);
      await act(async () => BrowserEventSource.opened[0]!.connect());
      expect(stale(client)).toEqual(['/api/pantry']);
      unmount();
      expect(BrowserEventSource.opened[0]!.readyState).toBe(BrowserEventSource.CLOSED);
    });

    test('a signed-out user opens no stream', () => {
      vi.stubGlobal('EventSource', BrowserEventSource);
      const client = new QueryClient();
      const wrapper = ({ children }: { children: ReactNode }) =>
        createElement(QueryClientProvider, { client }, children);
      renderHook(() => useHouseholdEvents(null), { wrapper });
      expect(BrowserEventSource.opened).toHaveLength(0);
    });
  });
});
