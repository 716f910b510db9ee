import { DEFAULT_SETTINGS, PRIVACY_POLICY_VERSION } from '@shared/contracts/settings';
import type { User } from '@shared/contracts/auth';
import { uuidv7 } from '@shared/ids';
import type { Config } from '../../config';
import type { DB } from '../../db/database';
import { nowIso, toNumber } from '../../db/database';
import { AppError } from '../../platform/errors';
import { createDefaultLocations } from '../pantry/locations.service';
import { forgetAllSessions } from '../../platform/sessions';
import {
  findUserByEmail,
  findUserById,
  isUsernameTaken,
  normalizeEmail,
  normalizeUsername,
  type UserRow,
} from './users.repository';

// Other features look users up through this service, never through the repository.
export { findUserByEmail, findUserById, isUsernameTaken, normalizeEmail, normalizeUsername };
export type { UserRow };

export const TRIAL_DAYS = 7;

export type CreateUserInput = {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  emailVerified: boolean;
  /** Settings to start from (e.g. the language the visitor registered in). */
  settings?: Partial<typeof DEFAULT_SETTINGS>;
};

/**
 * Creates a user with everything an account starts with, in one transaction: their own household
 * (as owner), onboarding at step 0, default settings, privacy preferences (all off until chosen),
 * regional settings and the 7-day trial. Email and username are unique regardless of case.
 */
export async function createUser(db: DB, input: CreateUserInput, now: Date = new Date()): Promise<UserRow> {
  const userId = uuidv7();
  const householdId = uuidv7();
  const at = nowIso(now);
  const settings = { ...DEFAULT_SETTINGS, ...input.settings };
  try {
    await db.transaction().execute(async (trx) => {
      if (await findUserByEmail(trx, input.email)) throw new AppError('EMAIL_TAKEN');
      if (await isUsernameTaken(trx, input.username)) throw new AppError('USERNAME_TAKEN');
      await trx
        .insertInto('households')
        .values({ id: householdId, name: `${input.firstName.trim()}'s kitchen`, created_at: at })
        .execute();
      await trx
        .insertInto('users')
        .values({
          id: userId,
          email: input.email.trim(),
          email_normalized: normalizeEmail(input.email),
          username: input.username.trim(),
          username_normalized: normalizeUsername(input.username),
          first_name: input.firstName.trim(),
          last_name: input.lastName.trim(),
          password_hash: input.passwordHash,
          email_verified_at: input.emailVerified ? at : null,
          avatar_path: null,
          trial_ends_at: nowIso(new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000)),
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('household_members')
        .values({ household_id: householdId, user_id: userId, role: 'owner', joined_at: at })
        .execute();
      // Pantry, Fridge and Freezer, named in the language the account starts with.
      await createDefaultLocations(trx, { householdId, language: settings.language, now });
      await trx
        .insertInto('user_onboarding')
        .values({ user_id: userId, completed: 0, step: 0, dietary_preferences: '[]', updated_at: at })
        .execute();
      await trx
        .insertInto('user_settings')
        .values({ user_id: userId, settings: JSON.stringify(settings), updated_at: at })
        .execute();
      await trx
        .insertInto('privacy_preferences')
        .values({
          user_id: userId,
          usage_analytics: 0,
          region_analytics: 0,
          ip_address_processing: 0,
          marketing_communications: 0,
          policy_version: PRIVACY_POLICY_VERSION,
          updated_at: null,
        })
        .execute();
      await trx
        .insertInto('regional_settings')
        .values({ user_id: userId, region: 'US', timezone_mode: 'auto', updated_at: at })
        .execute();
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Two sign-ups racing for the same email or username: the unique index decides.
    if (isUniqueViolation(err)) {
      const byEmail = await findUserByEmail(db, input.email);
      throw new AppError(byEmail ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN');
    }
    throw err;
  }
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('INTERNAL');
  return row;
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}

export function toUserDto(row: UserRow, config: Config): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    emailVerified: row.email_verified_at !== null,
    avatarUrl: row.avatar_path ? `/api/user/avatar/${row.id}?v=${encodeURIComponent(row.updated_at)}` : null,
    isAdmin: config.adminEmails.includes(row.email_normalized),
    householdId: row.household_id,
    trialEndsAt: row.trial_ends_at,
    createdAt: row.created_at,
  };
}

export async function getUser(db: DB, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Deletes the account and the user's personal data (rows cascade from users). A household they
 * own passes to the longest-standing other member; when they were alone it is deleted with its data.
 */
export async function deleteAccount(db: DB, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const membership = await trx
      .selectFrom('household_members')
      .select(['household_id', 'role', 'previous_household_id'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!membership) return;
    // The kitchen they kept on joining a family is theirs alone: it goes with the account.
    if (membership.previous_household_id) {
      await trx
        .deleteFrom('households')
        .where('id', '=', membership.previous_household_id)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('household_members')
                .select('household_members.user_id')
                .whereRef('household_members.household_id', '=', 'households.id'),
            ),
          ),
        )
        .execute();
    }
    const others = await trx
      .selectFrom('household_members')
      .select(['user_id'])
      .where('household_id', '=', membership.household_id)
      .where('user_id', '!=', userId)
      .orderBy('joined_at')
      .execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    if (others.length === 0) {
      await trx.deleteFrom('households').where('id', '=', membership.household_id).execute();
    } else if (membership.role === 'owner') {
      await trx
        .updateTable('household_members')
        .set({ role: 'owner' })
        .where('household_id', '=', membership.household_id)
        .where('user_id', '=', others[0]!.user_id)
        .execute();
    }
  });
  // Cached sessions of this user, and the role of whoever took the household over, are stale.
  forgetAllSessions(db);
}

export async function countUsers(db: DB): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return toNumber(row?.n as number | string | undefined);
}
