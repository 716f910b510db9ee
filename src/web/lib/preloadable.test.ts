import { describe, expect, test } from 'vitest';
import { preloadable } from './preloadable';

describe('a preloadable module', () => {
  test('loads once however often asked, and its value reads synchronously once it arrived', async () => {
    let calls = 0;
    const module = preloadable(async () => {
      calls += 1;
      return 'page';
    });
    expect(module.current()).toBeUndefined();
    const first = module.load();
    expect(module.load()).toBe(first);
    expect(module.current()).toBeUndefined();
    await expect(first).resolves.toBe('page');
    expect(module.current()).toBe('page');
    expect(calls).toBe(1);
  });

  test('a failed load is forgotten, so the next ask tries again', async () => {
    let calls = 0;
    const module = preloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'page';
    });
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.current()).toBeUndefined();
    await expect(module.load()).resolves.toBe('page');
    expect(calls).toBe(2);
  });
});
