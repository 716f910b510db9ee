import { LanguageSchema, type Language } from '@shared/contracts/settings';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NotificationPreferencesSchema,
  type NotificationPreferences,
} from '@shared/contracts/notifications';
import { DEFAULT_EXPIRY_WARNING_DAYS, FALLBACK_TIMEZONE } from '@shared/contracts/settings';
import type { Executor } from '../../db/database';
import type { NotificationsTable } from '../../db/types';

/** Someone a notification is for: what decides its language, channels and quiet hours. */
export type Recipient = {
  userId: string;
  email: string;
  householdId: string;
  language: Language;
  timezone: string;
  /** Days before its date that stock counts as expiring soon (the reader's setting). */
  expiryWarningDays: number;
  preferences: NotificationPreferences;
};

function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Stored preferences over the defaults: a kind added later starts with its default. */
export function preferencesOf(stored: string | null | undefined): NotificationPreferences {
  const raw = parseJson(stored) as Partial<NotificationPreferences> | undefined;
  const merged = {
    kinds: { ...DEFAULT_NOTIFICATION_PREFERENCES.kinds, ...(raw?.kinds ?? {}) },
    quietHours: { ...DEFAULT_NOTIFICATION_PREFERENCES.quietHours, ...(raw?.quietHours ?? {}) },
  };
  const parsed = NotificationPreferencesSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_PREFERENCES;
}

export async function findRecipients(db: Executor, userIds: readonly string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .innerJoin('household_members', 'household_members.user_id', 'users.id')
    .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
    .leftJoin('notification_preferences', 'notification_preferences.user_id', 'users.id')
    .select([
      'users.id as user_id',
      'users.email',
      'household_members.household_id',
      'user_settings.settings',
      'notification_preferences.preferences',
    ])
    .where('users.id', 'in', [...userIds])
    .execute();
  return rows.map((row) => {
    const settings = parseJson(row.settings) as
      { language?: unknown; timezone?: unknown; expiryWarningDays?: unknown } | undefined;
    const language = LanguageSchema.safeParse(settings?.language);
    return {
      userId: row.user_id,
      email: row.email,
      householdId: row.household_id,
      language: language.success ? language.data : 'en',
      timezone: typeof settings?.timezone === 'string' ? settings.timezone : FALLBACK_TIMEZONE,
      expiryWarningDays:
        typeof settings?.expiryWarningDays === 'number'
          ? settings.expiryWarningDays
          : DEFAULT_EXPIRY_WARNING_DAYS,
      preferences: preferencesOf(row.preferences),
    };
  });
}

export async function readPreferences(db: Executor, userId: string): Promise<NotificationPreferences> {
  const row = await db
    .selectFrom('notification_preferences')
    .select('preferences')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return preferencesOf(row?.preferences);
}

export async function writePreferences(
  db: Executor,
  userId: string,
  preferences: NotificationPreferences,
  at: string,
): Promise<void> {
  const value = JSON.stringify(preferences);
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, preferences: value, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ preferences: value, updated_at: at }))
    .execute();
}

/** Inserts what is new; a row whose (user, dedupe key) exists already is skipped. */
export async function insertNotifications(db: Executor, rows: NotificationsTable[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('notifications')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

export function listNotificationRows(
  db: Executor,
  userId: string,
  options: { before?: string; limit: number; unread?: boolean },
) {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'link', 'read_at', 'created_at'])
    .where('user_id', '=', userId)
    .where('in_app', '=', 1);
  if (options.before) query = query.where('id', '<', options.before);
  if (options.unread) query = query.where('read_at', 'is', null);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('in_app', '=', 1)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
