import type { Kysely } from 'kysely';

/**
 * The Chef (docs/chef.md).
 *
 * `chef_messages` is each user's conversation, theirs alone (a family shares a kitchen, not its
 * chats), trimmed to the newest CHAT_HISTORY_KEPT. A reply's card (JSON: ChefCard) remembers
 * whether it was carried out. `chef_tips` remembers which 'Chef Says' tip a user was given and
 * when, so a tip comes at most once every few hours and the same one is not repeated.
 * `chef_model_usage` counts a household's requests to the optional language model per day, for
 * its daily budget.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chef_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('card', 'text')
    .addColumn('links', 'text', (c) => c.notNull())
    .addColumn('chips', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chef_messages_user_idx')
    .on('chef_messages')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('chef_tips')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('shown_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chef_tips_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('chef_model_usage')
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('chef_model_usage_pk', ['household_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chef_model_usage', 'chef_tips', 'chef_messages']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
