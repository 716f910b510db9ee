import type { Kysely } from 'kysely';

/**
 * Spent ALTCHA challenges, so that a solved challenge passes once. A table rather than memory
 * because any process may serve the register call; rows are kept only until the challenge expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('used_altcha_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('used_altcha_challenges_expires_idx')
    .on('used_altcha_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('used_altcha_challenges').ifExists().execute();
}
