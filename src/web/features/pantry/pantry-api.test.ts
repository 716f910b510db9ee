import { describe, expect, test } from 'vitest';
import { isInvalidatedAfterMutation } from '../../lib/query-client';
import { bulkAddResultOf, pantryKeys, pantryListUrl, pantryPageQueryOptions } from './pantry-api';
import { change, row, TODAY } from './pantry-fixtures';

describe('pantry query keys', () => {
  test('every pantry key is refreshed after a change', () => {
    const keys = [
      pantryKeys.list({ q: 'milk', sort: 'name' })[0],
      pantryKeys.product('p1')[0],
      pantryKeys.productSearch('but', 10)[0],
      pantryKeys.locations()[0],
      pantryKeys.operations('p1', 20)[0],
      pantryKeys.lookup('3017620422003')[0],
    ];
    for (const key of keys) expect(isInvalidatedAfterMutation(key)).toBe(true);
  });

  test('the list address holds only the filters that are set, in a fixed order', () => {
    expect(pantryListUrl({})).toBe('/api/pantry?offset=0&limit=50');
    expect(
      pantryListUrl({ groupBy: 'location', q: ' milk ', label: 'expired', includeEmpty: true }, 50, 50),
    ).toBe('/api/pantry?q=milk&label=expired&groupBy=location&includeEmpty=true&offset=50&limit=50');
    // Equal filters share a cache entry whatever order they were given in.
    expect(pantryKeys.list({ sort: 'name', category: 'dairy' })).toEqual(
      pantryKeys.list({ category: 'dairy', sort: 'name' }),
    );
    expect(pantryKeys.product('a/b')).toEqual(['/api/products/a%2Fb']);
  });

  test('the next page starts where the loaded rows end, until the total is reached', () => {
    const { getNextPageParam } = pantryPageQueryOptions({});
    const page = (n: number, total: number) => ({
      items: Array.from({ length: n }, (_, i) => row({ id: `r${i}` })),
      total,
      today: TODAY,
      warningDays: 3,
    });
    const first = page(50, 120);
    const second = page(50, 120);
    const third = page(20, 120);
    expect(getNextPageParam(first, [first], 0, [0])).toBe(50);
    expect(getNextPageParam(second, [first, second], 50, [0, 50])).toBe(100);
    expect(getNextPageParam(third, [first, second, third], 100, [0, 50, 100])).toBeUndefined();
    // An empty page ends the list even if the total said otherwise (rows went away meanwhile).
    expect(getNextPageParam(page(0, 120), [first, page(0, 120)], 50, [0, 50])).toBeUndefined();
  });

  test('a bulk add answer gives the change to undo and the lines that failed', () => {
    const done = change({ kind: 'add', productIds: ['p1'] });
    expect(
      bulkAddResultOf({ ...done, added: [], failed: [{ index: 1, line: '12', error: 'No food name' }] }),
    ).toEqual({
      change: done,
      failed: [{ line: '12', reason: 'No food name' }],
    });
    expect(bulkAddResultOf({ ...done, operation: null, added: [], failed: [] }).change).toBeNull();
  });
});
