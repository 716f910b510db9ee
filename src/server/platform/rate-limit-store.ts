import { sql } from 'kysely';
import type { DB } from '../db/database';

/** Counters whose window started this long ago are deleted (longer than any route's window). */
export const RATE_LIMIT_KEEP_MS = 24 * 60 * 60 * 1000;
/** Each process deletes old counters at most this often, on the way of a hit. */
const PRUNE_EVERY_MS = 60 * 1000;

type Hit = { current: number; ttl: number };
type RouteInfo = { method?: string | string[]; url?: string };
/** What @fastify/rate-limit hands a child store: the route's merged limit options with `routeInfo`. */
type RouteParams = RouteInfo & { routeInfo?: RouteInfo };

/**
 * A store for @fastify/rate-limit that keeps the counters in the database, so that every process
 * behind a load balancer counts the same requests (ARCHITECTURE: the database holds all state).
 * Each limited route counts apart: its child store prefixes the client's key with the route.
 * A hit is one upsert, atomic on SQLite and PostgreSQL: it opens a new window when the last one
 * has passed, else adds one.
 */
export function databaseRateLimitStore(db: DB, clock: () => number = Date.now) {
  let lastPrune = 0;

  async function hit(key: string, windowMs: number): Promise<Hit> {
    const at = clock();
    const expired = sql<boolean>`rate_limit_counters.window_start_ms + ${windowMs} <= ${at}`;
    const row = await db
      .insertInto('rate_limit_counters')
      .values({ key, window_start_ms: at, hits: 1 })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql<number>`case when ${expired} then 1 else rate_limit_counters.hits + 1 end`,
          window_start_ms: sql<number>`case when ${expired} then ${at} else rate_limit_counters.window_start_ms end`,
        }),
      )
      .returning(['hits', 'window_start_ms'])
      .executeTakeFirstOrThrow();
    if (at - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = at;
      // Tidying only: a failure here costs nothing but a larger table until the next try.
      db.deleteFrom('rate_limit_counters')
        .where('window_start_ms', '<', at - RATE_LIMIT_KEEP_MS)
        .execute()
        .catch(() => undefined);
    }
    return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_start_ms) + windowMs - at) };
  }

  return class DatabaseRateLimitStore {
    private readonly route: string;

    constructor(params: object = {}) {
      const given = params as RouteParams;
      const info = given.routeInfo ?? given;
      this.route = info?.url ? `${[info.method].flat().join(',')} ${info.url}` : '';
    }

    incr(key: string, callback: (error: Error | null, hit?: Hit) => void, timeWindow: number): void {
      hit(`${this.route}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(params);
    }
  };
}
