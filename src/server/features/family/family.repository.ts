import type { FamilyRole } from '@shared/contracts/family';
import { type Executor, toNumber } from '../../db/database';

/** The reads the family's services share. */

export type MembershipRow = {
  household_id: string;
  user_id: string;
  role: FamilyRole;
  joined_at: string;
  previous_household_id: string | null;
};

export async function findMembership(db: Executor, userId: string): Promise<MembershipRow | undefined> {
  return db
    .selectFrom('household_members')
    .select(['household_id', 'user_id', 'role', 'joined_at', 'previous_household_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function listMemberRows(db: Executor, householdId: string) {
  return db
    .selectFrom('household_members')
    .innerJoin('users', 'users.id', 'household_members.user_id')
    .select([
      'household_members.user_id',
      'household_members.role',
      'household_members.joined_at',
      'users.first_name',
      'users.last_name',
      'users.username',
      'users.avatar_path',
      'users.updated_at',
    ])
    .where('household_members.household_id', '=', householdId)
    .orderBy('household_members.joined_at')
    .orderBy('household_members.user_id')
    .execute();
}

export async function countMembers(db: Executor, householdId: string): Promise<number> {
  const row = await db
    .selectFrom('household_members')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('household_id', '=', householdId)
    .executeTakeFirst();
  return toNumber(row?.n as number | string | undefined);
}

export function findHousehold(db: Executor, householdId: string) {
  return db
    .selectFrom('households')
    .select(['id', 'name', 'created_at', 'family_since'])
    .where('id', '=', householdId)
    .executeTakeFirst();
}

/** Invitations that can still be used: not withdrawn, not expired. */
export function listOpenInvitations(db: Executor, householdId: string, now: string) {
  return db
    .selectFrom('household_invitations')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

export function findOpenInvitationByCode(db: Executor, code: string, now: string) {
  return db
    .selectFrom('household_invitations')
    .selectAll()
    .where('code', '=', code)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function userName(db: Executor, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? fullName(row) : null;
}

export const fullName = (row: { first_name: string; last_name: string }) =>
  `${row.first_name} ${row.last_name}`.trim();
