import { sql, type Transaction } from 'kysely';
import { ONBOARDING_MAX_STEP } from '@shared/contracts/onboarding';
import type { DB } from '../../db/database';
import type { Database, UserOnboardingTable } from '../../db/types';

export type Executor = DB | Transaction<Database>;

export type OnboardingChanges = Partial<Omit<UserOnboardingTable, 'user_id'>>;

export function findOnboardingRow(db: Executor, userId: string): Promise<UserOnboardingTable | undefined> {
  return db.selectFrom('user_onboarding').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Every account gets its row at sign-up; this only heals one that lost it. */
export async function ensureOnboardingRow(db: Executor, userId: string, at: string): Promise<void> {
  await db
    .insertInto('user_onboarding')
    .values({ user_id: userId, completed: 0, step: 0, dietary_preferences: '[]', updated_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function updateOnboardingRow(
  db: Executor,
  userId: string,
  changes: OnboardingChanges,
): Promise<void> {
  await db.updateTable('user_onboarding').set(changes).where('user_id', '=', userId).execute();
}

/** One step forward, never past the last; done in SQL so concurrent calls each count. */
export async function advanceOnboardingStep(
  db: Executor,
  userId: string,
  changes: OnboardingChanges,
): Promise<void> {
  const max = sql.lit(ONBOARDING_MAX_STEP);
  await db
    .updateTable('user_onboarding')
    .set({
      ...changes,
      step: sql<number>`case when step < ${max} then step + 1 else ${max} end`,
    })
    .where('user_id', '=', userId)
    .execute();
}
