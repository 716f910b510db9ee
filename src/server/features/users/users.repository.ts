import { precompiledRead, type Executor } from '../../db/database';
import type { UsersTable } from '../../db/types';

export type { Executor };

export type UserRow = UsersTable & { household_id: string; role: 'owner' | 'admin' | 'member' };

const userColumns = [
  'users.id',
  'users.email',
  'users.email_normalized',
  'users.username',
  'users.username_normalized',
  'users.first_name',
  'users.last_name',
  'users.password_hash',
  'users.email_verified_at',
  'users.avatar_path',
  'users.trial_ends_at',
  'users.created_at',
  'users.updated_at',
  'household_members.household_id',
  'household_members.role',
] as const;

function selectUsers(db: Executor) {
  return db
    .selectFrom('users')
    .innerJoin('household_members', 'household_members.user_id', 'users.id')
    .select(userColumns);
}

// Compiled once: GET /api/auth/status runs it on every call.
const selectUserById = precompiledRead((db, params: { id: string }) =>
  selectUsers(db).where('users.id', '=', params.id),
);

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return selectUserById.first(db, { id });
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('users.email_normalized', '=', normalizeEmail(email)).executeTakeFirst();
}

export function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  return selectUsers(db)
    .where('users.username_normalized', '=', normalizeUsername(username))
    .executeTakeFirst();
}

export async function isUsernameTaken(db: Executor, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_normalized', '=', normalizeUsername(username))
    .executeTakeFirst();
  return row !== undefined;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();
