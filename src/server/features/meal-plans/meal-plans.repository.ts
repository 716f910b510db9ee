import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { MealPlanEntriesTable, MealPlanFeedsTable, MealPrepSessionsTable } from '../../db/types';

export type EntryRow = Selectable<MealPlanEntriesTable>;
export type SessionRow = Selectable<MealPrepSessionsTable>;
export type FeedRow = Selectable<MealPlanFeedsTable>;

// ---------------------------------------------------------------------------------------------
// Entries

/** The household's entries from `from` to `to` (inclusive), in calendar order. */
export function listEntryRows(db: Executor, householdId: string, from: string, to: string): Promise<EntryRow[]> {
  return db
    .selectFrom('meal_plan_entries')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .orderBy('slot')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findEntryRow(db: Executor, householdId: string, id: string): Promise<EntryRow | undefined> {
  return db
    .selectFrom('meal_plan_entries')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The entries of one slot of one day, in order. */
export function slotEntryRows(
  db: Executor,
  householdId: string,
  date: string,
  slot: string,
): Promise<EntryRow[]> {
  return db
    .selectFrom('meal_plan_entries')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('date', '=', date)
    .where('slot', '=', slot)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertEntryRows(db: Executor, rows: EntryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('meal_plan_entries').values(rows).execute();
}

export async function updateEntryRow(
  db: Executor,
  id: string,
  changes: Partial<Omit<EntryRow, 'id' | 'household_id'>>,
): Promise<void> {
  await db.updateTable('meal_plan_entries').set(changes).where('id', '=', id).execute();
}

export async function deleteEntryRows(db: Executor, householdId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('meal_plan_entries')
    .where('household_id', '=', householdId)
    .where('id', 'in', [...ids])
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Prep sessions

export async function insertSessionRow(db: Executor, row: SessionRow): Promise<void> {
  await db.insertInto('meal_prep_sessions').values(row).execute();
}

export function findSessionRow(db: Executor, householdId: string, id: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('meal_prep_sessions')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The household's latest sessions, newest first. */
export function listSessionRows(db: Executor, householdId: string, limit: number): Promise<SessionRow[]> {
  return db
    .selectFrom('meal_prep_sessions')
    .selectAll()
    .where('household_id', '=', householdId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function updateSessionDone(db: Executor, id: string, done: string, updatedAt: string): Promise<void> {
  await db.updateTable('meal_prep_sessions').set({ done, updated_at: updatedAt }).where('id', '=', id).execute();
}

/** Sessions beyond the newest `keep` of a household are dropped: they are recomputed in a click. */
export async function pruneSessions(db: Executor, householdId: string, keep: number): Promise<void> {
  const old = await db
    .selectFrom('meal_prep_sessions')
    .select('id')
    .where('household_id', '=', householdId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
  if (old.length === 0) return;
  await db
    .deleteFrom('meal_prep_sessions')
    .where(
      'id',
      'in',
      old.map((row) => row.id),
    )
    .execute();
}

// ---------------------------------------------------------------------------------------------
// The calendar feed

export function findFeedRow(db: Executor, householdId: string): Promise<FeedRow | undefined> {
  return db.selectFrom('meal_plan_feeds').selectAll().where('household_id', '=', householdId).executeTakeFirst();
}

export function findFeedByToken(db: Executor, token: string): Promise<FeedRow | undefined> {
  return db.selectFrom('meal_plan_feeds').selectAll().where('token', '=', token).executeTakeFirst();
}

export async function replaceFeedRow(db: Executor, row: FeedRow): Promise<void> {
  await db.deleteFrom('meal_plan_feeds').where('household_id', '=', row.household_id).execute();
  await db.insertInto('meal_plan_feeds').values(row).execute();
}

export async function deleteFeedRow(db: Executor, householdId: string): Promise<void> {
  await db.deleteFrom('meal_plan_feeds').where('household_id', '=', householdId).execute();
}
