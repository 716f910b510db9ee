import type { Kysely } from 'kysely';

/**
 * Per-IP request counters of the rate-limited routes (platform/rate-limit-store.ts), in the
 * database so that every process behind a load balancer counts the same requests. One row per
 * route and client: the start of its window (ms since the epoch) and the hits in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start_ms', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_window_idx')
    .on('rate_limit_counters')
    .column('window_start_ms')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').ifExists().execute();
}
