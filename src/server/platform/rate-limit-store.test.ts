import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase } from '../../../tests/db';
import type { DatabaseHandle } from '../db/database';
import { RATE_LIMIT_KEEP_MS, databaseRateLimitStore } from './rate-limit-store';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

const WINDOW = 15 * 60 * 1000;

function hitter(now: { ms: number }) {
  const Store = databaseRateLimitStore(handle.db, () => now.ms);
  const root = new Store();
  const store = (url: string) => root.child({ routeInfo: { method: 'POST', url } });
  const hit = (s: ReturnType<typeof store>, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      s.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW),
    );
  return { store, hit };
}

describe('the database rate-limit store', () => {
  test('counts hits per route and client within the window, then starts a new window', async () => {
    const now = { ms: 1_800_000_000_000 };
    const { store, hit } = hitter(now);
    const login = store('/api/auth/login');
    const register = store('/api/auth/register');
    expect(await hit(login, '10.0.0.1')).toEqual({ current: 1, ttl: WINDOW });
    now.ms += 60_000;
    expect(await hit(login, '10.0.0.1')).toEqual({ current: 2, ttl: WINDOW - 60_000 });
    // Another client, another route: counted apart.
    expect((await hit(login, '10.0.0.2')).current).toBe(1);
    expect((await hit(register, '10.0.0.1')).current).toBe(1);
    // Once the window has passed, the count starts again.
    now.ms += WINDOW;
    expect(await hit(login, '10.0.0.1')).toEqual({ current: 1, ttl: WINDOW });
  });

  test('two stores on one database (two processes) share the count', async () => {
    const now = { ms: 1_800_000_000_000 };
    const first = hitter(now);
    const second = hitter(now);
    await first.hit(first.store('/api/auth/forgot-password'), '10.0.0.9');
    expect((await second.hit(second.store('/api/auth/forgot-password'), '10.0.0.9')).current).toBe(2);
  });

  test('counters older than a day are deleted on the way of a later hit', async () => {
    const now = { ms: 1_900_000_000_000 };
    const { store, hit } = hitter(now);
    await hit(store('/api/auth/verify-email'), '10.0.0.3');
    now.ms += RATE_LIMIT_KEEP_MS + 1;
    await hit(store('/api/auth/verify-email'), '10.0.0.4');
    const keys = async () =>
      (await handle.db.selectFrom('rate_limit_counters').select('key').execute()).map((r) => r.key);
    await expect.poll(keys).not.toContain('POST /api/auth/verify-email|10.0.0.3');
    expect(await keys()).toContain('POST /api/auth/verify-email|10.0.0.4');
  });
});
