import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
  type NotificationsPage,
} from '@shared/contracts/notifications';
import type { Language } from '@shared/contracts/settings';
import { uuidv7 } from '@shared/ids';
import { type DB, type Executor, nowIso } from '../../db/database';
import type { NotificationsTable } from '../../db/types';
import { notFound } from '../../platform/errors';
import { type EventBus, publishAfterCommit } from '../../platform/events/event-bus';
import { EventEmitter } from 'node:events';
import {
  type Recipient,
  countUnread,
  findRecipients,
  insertNotifications,
  listNotificationRows,
  readPreferences,
  writePreferences,
} from './notifications.repository';

/** What a feature says when it notifies: the text in each recipient's language, and where to go. */
export type NotificationDraft = {
  kind: NotificationKind;
  userIds: readonly string[];
  /** The body (and optionally a title other than the kind's) in a language. */
  text: (language: Language) => { title: string; body: string };
  /** An app path the notification opens. */
  link: string | null;
  /** Makes the notification once-only per user (a daily scan's "product X expires on D"). */
  dedupeKey?: string;
};

/**
 * Says "a notification waits for push" within this process, so that the push job sends it at
 * once instead of at its next round (features/notifications/jobs.ts).
 */
export const pushRequested = new EventEmitter();

export type NotifyDeps = { db: DB; events: EventBus; log: { warn: (obj: object, msg: string) => void } };

/**
 * Writes a notification for each recipient who wants its kind on some channel: in the app, in
 * the daily e-mail digest, by push. Recipients whose choice is "nowhere" get nothing. Open screens
 * of the recipients' households hear 'notifications.changed'. Returns how many were written.
 */
export async function notify(
  deps: NotifyDeps,
  draft: NotificationDraft,
  options: {
    now?: Date;
    recipients?: readonly Recipient[];
    /** False when the caller tells the open screens itself, once for many notifications. */
    publish?: boolean;
  } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const wanted = new Set(draft.userIds);
  const recipients = options.recipients
    ? options.recipients.filter((r) => wanted.has(r.userId))
    : await findRecipients(deps.db, draft.userIds);
  const at = nowIso(now);
  const rows: NotificationsTable[] = [];
  const households = new Set<string>();
  for (const recipient of recipients) {
    const channels = recipient.preferences.kinds[draft.kind];
    if (!channels.inApp && !channels.email && !channels.push) continue;
    const { title, body } = draft.text(recipient.language);
    rows.push({
      id: uuidv7(),
      user_id: recipient.userId,
      kind: draft.kind,
      title: title.slice(0, 200),
      body: body.slice(0, 1000),
      link: draft.link,
      dedupe_key: draft.dedupeKey ?? null,
      read_at: null,
      created_at: at,
      in_app: channels.inApp ? 1 : 0,
      email_pending: channels.email ? 1 : 0,
      push_pending: channels.push ? 1 : 0,
    });
    households.add(recipient.householdId);
  }
  const written = await insertNotifications(deps.db, rows);
  if (rows.some((row) => row.push_pending === 1)) pushRequested.emit('push');
  if (written.length > 0 && options.publish !== false) {
    for (const householdId of households) {
      publishAfterCommit(deps.events, deps.log, {
        householdId,
        type: 'notifications.changed',
        data: {},
        actorId: null,
      });
    }
  }
  return written.length;
}

// ---------------------------------------------------------------------------------------------
// The reader's own notifications

export type ReaderContext = { db: DB; userId: string };

export async function listNotifications(
  ctx: ReaderContext,
  query: { before?: string | undefined; limit: number; unread?: boolean | undefined },
): Promise<NotificationsPage> {
  const rows = await listNotificationRows(ctx.db, ctx.userId, {
    ...(query.before ? { before: query.before } : {}),
    ...(query.unread ? { unread: true } : {}),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      kind: NOTIFICATION_KINDS.includes(row.kind as NotificationKind)
        ? (row.kind as NotificationKind)
        : 'familyActivity',
      title: row.title,
      body: row.body,
      link: row.link,
      readAt: row.read_at,
      createdAt: row.created_at,
    })),
    unreadCount: await countUnread(ctx.db, ctx.userId),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

export function unreadCount(ctx: ReaderContext): Promise<number> {
  return countUnread(ctx.db, ctx.userId);
}

async function ownOr404(db: Executor, userId: string, id: string): Promise<void> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
}

export async function markRead(ctx: ReaderContext, id: string, read: boolean): Promise<void> {
  await ownOr404(ctx.db, ctx.userId, id);
  await ctx.db
    .updateTable('notifications')
    .set({ read_at: read ? nowIso() : null })
    .where('id', '=', id)
    .where('user_id', '=', ctx.userId)
    .execute();
}

export async function markAllRead(ctx: ReaderContext): Promise<number> {
  const result = await ctx.db
    .updateTable('notifications')
    .set({ read_at: nowIso() })
    .where('user_id', '=', ctx.userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteNotification(ctx: ReaderContext, id: string): Promise<void> {
  await ownOr404(ctx.db, ctx.userId, id);
  await ctx.db.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', ctx.userId).execute();
}

export function getPreferences(ctx: ReaderContext): Promise<NotificationPreferences> {
  return readPreferences(ctx.db, ctx.userId);
}

/** Changes only what the patch names; the rest stays as it was. */
export async function updatePreferences(
  ctx: ReaderContext,
  patch: NotificationPreferencesPatch,
): Promise<NotificationPreferences> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await readPreferences(trx, ctx.userId);
    const kinds = { ...current.kinds };
    for (const kind of NOTIFICATION_KINDS) {
      const change = patch.kinds?.[kind];
      if (change) kinds[kind] = { ...kinds[kind], ...change };
    }
    const next: NotificationPreferences = {
      kinds,
      quietHours: { ...current.quietHours, ...patch.quietHours },
    };
    await writePreferences(trx, ctx.userId, next, nowIso());
    return next;
  });
}
