import type { Kysely } from 'kysely';

/**
 * Failed sign-ins are counted per account and per address together (features/auth/login-throttle.ts):
 * each failure keeps the address it came from. Older rows have none and count for the account only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_failures').addColumn('ip', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_failures').dropColumn('ip').execute();
}
