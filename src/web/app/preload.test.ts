import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PageKey } from './pages';
import { scheduleAppLoadPreloads, scheduleRoutePreloads } from './preload';

let preloaded: PageKey[];
const preload = (page: PageKey) => {
  preloaded.push(page);
};

beforeEach(() => {
  preloaded = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('route preloading', () => {
  test.each([
    ['/dashboard', ['pantry', 'recipes']],
    ['/pantry', ['shoppingLists', 'recipes']],
    ['/recipes', ['recipeDetail', 'recipeCreate']],
    ['/shopping-lists', ['pantry']],
    ['/settings', ['profile', 'family']],
  ])('after 500 ms on %s it fetches %j', (path, pages) => {
    scheduleRoutePreloads(path, preload);
    vi.advanceTimersByTime(499);
    expect(preloaded).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloaded).toEqual(pages);
  });

  test('leaving a route before 500 ms fetches nothing', () => {
    const cancel = scheduleRoutePreloads('/dashboard', preload);
    vi.advanceTimersByTime(300);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(preloaded).toEqual([]);
  });

  test('a route without neighbours fetches nothing', () => {
    scheduleRoutePreloads('/help', preload);
    vi.advanceTimersByTime(10_000);
    expect(preloaded).toEqual([]);
  });
});

describe('app load preloading', () => {
  test('fetches pantry and dashboard after 1 s, settings and recipes 2 s later, profile and shopping list 5 s after that', () => {
    scheduleAppLoadPreloads(preload);
    vi.advanceTimersByTime(999);
    expect(preloaded).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloaded).toEqual(['pantry', 'dashboard']);
    vi.advanceTimersByTime(1999);
    expect(preloaded).toEqual(['pantry', 'dashboard']);
    vi.advanceTimersByTime(1);
    expect(preloaded).toEqual(['pantry', 'dashboard', 'settings', 'recipes']);
    vi.advanceTimersByTime(4999);
    expect(preloaded).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(preloaded).toEqual(['pantry', 'dashboard', 'settings', 'recipes', 'profile', 'shoppingLists']);
  });

  test('cancelling stops the groups that have not run yet', () => {
    const cancel = scheduleAppLoadPreloads(preload);
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(preloaded).toEqual(['pantry', 'dashboard']);
  });
});
