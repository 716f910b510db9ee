import type { Kysely } from 'kysely';

/**
 * The family group and notifications (docs/family-and-notifications.md).
 *
 * An invitation is a code (the join link carries it) to one household, with the role it gives,
 * an expiry, and a revocation; a mailed one also keeps the address. A member who joined a family
 * and left their own kitchen as it was keeps its id in `previous_household_id`, and goes back to
 * it on leaving. The activity feed says who did what in the kitchen, with names as they were.
 *
 * Notifications are per user, written in the reader's language when made. `dedupe_key` makes a
 * daily scan idempotent: a scan that runs twice (two processes, a restart) finds its notification
 * there and sends nothing again. Preferences are one JSON document per user; push subscriptions
 * are one row per browser.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('households').addColumn('family_since', 'text').execute();
  // The household's local date of its last daily scan (YYYY-MM-DD): a day is scanned once.
  await db.schema.alterTable('households').addColumn('last_scan_on', 'text').execute();
  await db.schema.alterTable('household_members').addColumn('previous_household_id', 'text').execute();

  await db.schema
    .createTable('household_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('household_invitations_household_idx')
    .on('household_invitations')
    .columns(['household_id', 'expires_at'])
    .execute();

  await db.schema
    .createTable('household_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('household_activity_household_idx')
    .on('household_activity')
    .columns(['household_id', 'id'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('dedupe_key', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Shown in the app (0 when the reader chose only e-mail or push for its kind).
    .addColumn('in_app', 'integer', (c) => c.notNull().defaultTo(1))
    // Not yet mailed in a digest (1) or pushed (1); cleared once done or not wanted.
    .addColumn('email_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('push_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_user_unread_idx')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();
  await db.schema
    .createIndex('notifications_dedupe_idx')
    .on('notifications')
    .columns(['user_id', 'dedupe_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('preferences', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  // The native app's device tokens (Capacitor's push plugin: FCM on Android, APNs on iOS).
  await db.schema
    .createTable('native_push_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('native_push_tokens_user_idx')
    .on('native_push_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'native_push_tokens',
    'push_subscriptions',
    'notification_preferences',
    'notifications',
    'household_activity',
    'household_invitations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('household_members').dropColumn('previous_household_id').execute();
  await db.schema.alterTable('households').dropColumn('family_since').execute();
  await db.schema.alterTable('households').dropColumn('last_scan_on').execute();
}
