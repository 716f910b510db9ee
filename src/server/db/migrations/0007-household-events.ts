import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Household events (docs/decisions/0011): the short-lived log behind the realtime stream. Rows are
 * kept minutes, not forever, so that a screen that reconnects (to this process or another) can
 * resume with Last-Event-ID. Unlike every other table the id is an increasing integer: resuming
 * needs "everything after n", and SSE ids are compared as sequence numbers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('household_events')
    // SQLite: AUTOINCREMENT, so that an id is never reused after the newest rows are pruned (a
    // resuming client would otherwise skip the new event that took the old id). PostgreSQL: a
    // bigint identity, which never reuses values either.
    .addColumn('id', postgres ? 'bigint' : 'integer', (c) =>
      postgres ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('household_events_household_idx')
    .on('household_events')
    .columns(['household_id', 'id'])
    .execute();
  // Pruning by age reads this one.
  await db.schema
    .createIndex('household_events_created_idx')
    .on('household_events')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('household_events').ifExists().execute();
}
