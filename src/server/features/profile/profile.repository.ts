import type { Updateable } from 'kysely';
import type { UsersTable } from '../../db/types';
import type { Executor } from '../../db/database';

export async function findUserIdByNormalizedUsername(
  db: Executor,
  usernameNormalized: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_normalized', '=', usernameNormalized)
    .executeTakeFirst();
  return row?.id;
}

export async function updateUser(
  db: Executor,
  userId: string,
  changes: Pick<
    Updateable<UsersTable>,
    'first_name' | 'last_name' | 'username' | 'username_normalized' | 'avatar_path'
  > & {
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

export async function findAvatarPath(db: Executor, userId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('users').select('avatar_path').where('id', '=', userId).executeTakeFirst();
  return row ? row.avatar_path : undefined;
}

/** The avatar key of a user, only when they belong to the given household (else undefined). */
export async function findAvatarPathInHousehold(
  db: Executor,
  options: { userId: string; householdId: string },
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('household_members', 'household_members.user_id', 'users.id')
    .select('users.avatar_path')
    .where('users.id', '=', options.userId)
    .where('household_members.household_id', '=', options.householdId)
    .executeTakeFirst();
  return row ? row.avatar_path : undefined;
}

// Reads for the data export. Each is one user's (or their household's) rows and nothing else.

export function findOnboarding(db: Executor, userId: string) {
  return db.selectFrom('user_onboarding').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findSettings(db: Executor, userId: string) {
  return db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findPrivacy(db: Executor, userId: string) {
  return db.selectFrom('privacy_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findRegional(db: Executor, userId: string) {
  return db.selectFrom('regional_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findMembership(db: Executor, userId: string) {
  return db
    .selectFrom('household_members')
    .innerJoin('households', 'households.id', 'household_members.household_id')
    .select([
      'households.id as household_id',
      'households.name',
      'household_members.role',
      'household_members.joined_at',
    ])
    .where('household_members.user_id', '=', userId)
    .executeTakeFirst();
}

export function listHouseholdAppliances(db: Executor, householdId: string) {
  return db
    .selectFrom('household_appliances')
    .select(['name', 'appliance_slug', 'brand', 'model', 'notes', 'created_at'])
    .where('household_id', '=', householdId)
    .orderBy('created_at')
    .orderBy('name')
    .execute();
}

export function listOAuthAccounts(db: Executor, userId: string) {
  return db
    .selectFrom('oauth_accounts')
    .select(['provider', 'email'])
    .where('user_id', '=', userId)
    .orderBy('provider')
    .execute();
}

export function listSessions(db: Executor, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'user_agent', 'ip'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}
