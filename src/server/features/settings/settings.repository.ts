import type { Transaction } from 'kysely';
import { precompiledRead, type DB, type Dialect } from '../../db/database';
import type { Database, PrivacyPreferencesTable, RegionalSettingsTable } from '../../db/types';

export type Executor = DB | Transaction<Database>;

// Compiled once: GET /api/user/settings runs it on every call.
const selectSettingsJson = precompiledRead((db, params: { userId: string }) =>
  db.selectFrom('user_settings').select('settings').where('user_id', '=', params.userId),
);

/**
 * The stored settings JSON. `lock` takes a row lock on PostgreSQL so that two concurrent patches
 * merge instead of one overwriting the other; SQLite has a single writer and needs none.
 */
export async function findSettingsJson(
  db: Executor,
  userId: string,
  lock?: { dialect: Dialect },
): Promise<string | undefined> {
  if (!lock) {
    const row = await selectSettingsJson.first(db, { userId });
    return row?.settings;
  }
  const row = await db
    .selectFrom('user_settings')
    .select('settings')
    .where('user_id', '=', userId)
    .$if(lock?.dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  return row?.settings;
}

export async function saveSettingsJson(
  db: Executor,
  userId: string,
  settings: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, settings, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings, updated_at: at }))
    .execute();
}

export function findPrivacyRow(db: Executor, userId: string): Promise<PrivacyPreferencesTable | undefined> {
  return db.selectFrom('privacy_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Writes only the changed columns, so concurrent saves of different preferences both land; a user
 * without a row gets `initial` with the changes applied.
 */
export async function upsertPrivacyRow(
  db: Executor,
  initial: PrivacyPreferencesTable,
  changes: Partial<Omit<PrivacyPreferencesTable, 'user_id'>>,
): Promise<void> {
  await db
    .insertInto('privacy_preferences')
    .values({ ...initial, ...changes })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

export function findRegionalRow(db: Executor, userId: string): Promise<RegionalSettingsTable | undefined> {
  return db.selectFrom('regional_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function upsertRegionalRow(
  db: Executor,
  initial: RegionalSettingsTable,
  changes: Partial<Omit<RegionalSettingsTable, 'user_id'>>,
): Promise<void> {
  await db
    .insertInto('regional_settings')
    .values({ ...initial, ...changes })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}
