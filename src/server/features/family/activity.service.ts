import {
  ACTIVITY_KINDS,
  ActivityDataSchema,
  type Activity,
  type ActivityData,
  type ActivityKind,
} from '@shared/contracts/family';
import type { Language } from '@shared/contracts/settings';
import { uuidv7 } from '@shared/ids';
import { type DB, nowIso } from '../../db/database';
import type { EventBus } from '../../platform/events/event-bus';
import { KIND_TITLES } from '../notifications/notification-texts';
import { notify } from '../notifications/notifications.service';
import { activityText } from './activity-texts';
import { fullName, userName } from './family.repository';

export type ActivityDeps = { db: DB; events: EventBus; log: { warn: (obj: object, msg: string) => void } };

/** Names kept in one activity: enough for "milk, eggs and 3 more". */
const NAMES_KEPT = 4;

/**
 * Records what a member did in the kitchen, for the family's feed, and tells the other members
 * (a family-activity notification, as each chose). A kitchen of one keeps its feed but notifies
 * nobody. Never fails the action it describes: a failure is logged.
 */
/** Kinds that add up: the same member doing it again soon after makes one entry ("ticked 4 items"). */
const ADDS_UP: ReadonlySet<ActivityKind> = new Set([
  'stock.added',
  'stock.used',
  'stock.removed',
  'shopping.added',
  'shopping.ticked',
]);
const ADDS_UP_WITHIN_MS = 10 * 60 * 1000;

function mergeData(before: ActivityData, now: ActivityData): ActivityData {
  const names = [...new Set([...(before.names ?? []), ...(now.names ?? [])])];
  return {
    ...(names.length > 0 ? { names: names.slice(0, NAMES_KEPT) } : {}),
    count: (before.count ?? before.names?.length ?? 0) + (now.count ?? now.names?.length ?? 0),
  };
}

/**
 * Records what a member did in the kitchen, for the family's feed, and tells the other members
 * (a family-activity notification, as each chose). Something that adds up and was just done by
 * the same member joins that entry, and its notification is written again with the new total.
 * A kitchen of one keeps its feed but notifies nobody. Never fails the action it describes: a
 * failure is logged.
 */
export async function recordActivity(
  deps: ActivityDeps,
  entry: { householdId: string; actorId: string | null; kind: ActivityKind; data: ActivityData },
): Promise<void> {
  try {
    const names = entry.data.names?.filter((name) => name.trim() !== '').map((n) => n.slice(0, 80));
    let data: ActivityData = {
      ...entry.data,
      ...(names ? { names: names.slice(0, NAMES_KEPT), count: entry.data.count ?? names.length } : {}),
    };
    const others = await deps.db
      .selectFrom('household_members')
      .select('user_id')
      .where('household_id', '=', entry.householdId)
      .$if(entry.actorId !== null, (q) => q.where('user_id', '!=', entry.actorId!))
      .execute();
    const now = new Date();
    let id = uuidv7();
    const latest = ADDS_UP.has(entry.kind)
      ? await deps.db
          .selectFrom('household_activity')
          .select(['id', 'actor_id', 'kind', 'data', 'created_at'])
          .where('household_id', '=', entry.householdId)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
      : undefined;
    if (
      latest &&
      latest.kind === entry.kind &&
      latest.actor_id === entry.actorId &&
      now.getTime() - Date.parse(latest.created_at) < ADDS_UP_WITHIN_MS
    ) {
      id = latest.id;
      data = mergeData(dataOf(latest.data), data);
      await deps.db
        .updateTable('household_activity')
        .set({ data: JSON.stringify(data) })
        .where('id', '=', id)
        .execute();
      // Its notification is made again below with the total.
      if (others.length > 0) {
        await deps.db
          .deleteFrom('notifications')
          .where(
            'user_id',
            'in',
            others.map((o) => o.user_id),
          )
          .where('dedupe_key', '=', `activity:${id}`)
          .execute();
      }
    } else {
      await deps.db
        .insertInto('household_activity')
        .values({
          id,
          household_id: entry.householdId,
          actor_id: entry.actorId,
          kind: entry.kind,
          data: JSON.stringify(data),
          created_at: nowIso(now),
        })
        .execute();
    }
    // A kitchen of one has nobody to tell: its feed shows the entry when next opened.
    if (others.length === 0) return;
    const actor = await userName(deps.db, entry.actorId);
    deps.events
      .publish(entry.householdId, 'family.changed', { activity: entry.kind }, entry.actorId)
      .catch((err: unknown) => deps.log.warn({ err }, 'could not publish a family event'));
    await notify(deps, {
      kind: 'familyActivity',
      userIds: others.map((o) => o.user_id),
      text: (language) => ({
        title: KIND_TITLES.familyActivity[language],
        body: activityText(entry.kind, data, actor, language),
      }),
      link: '/family',
      dedupeKey: `activity:${id}`,
    });
  } catch (err) {
    deps.log.warn({ err, kind: entry.kind }, 'could not record family activity');
  }
}

function dataOf(text: string): ActivityData {
  try {
    const parsed = ActivityDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The household's feed, newest first, in the reader's language. */
export async function listActivity(
  db: DB,
  householdId: string,
  language: Language,
  query: { before?: string | undefined; limit: number },
): Promise<{ items: Activity[]; nextCursor: string | null }> {
  let q = db
    .selectFrom('household_activity')
    .leftJoin('users', 'users.id', 'household_activity.actor_id')
    .select([
      'household_activity.id',
      'household_activity.kind',
      'household_activity.actor_id',
      'household_activity.data',
      'household_activity.created_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('household_activity.household_id', '=', householdId);
  if (query.before) q = q.where('household_activity.id', '<', query.before);
  const rows = await q
    .orderBy('household_activity.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit).filter((row) => ACTIVITY_KINDS.includes(row.kind as ActivityKind));
  return {
    items: page.map((row) => {
      const kind = row.kind as ActivityKind;
      const data = dataOf(row.data);
      const actorName =
        row.first_name === null || row.last_name === null
          ? null
          : fullName({ first_name: row.first_name, last_name: row.last_name });
      return {
        id: row.id,
        kind,
        actorId: row.actor_id,
        actorName,
        data,
        text: activityText(kind, data, actorName, language),
        at: row.created_at,
      };
    }),
    nextCursor: rows.length > query.limit ? (rows[query.limit - 1]?.id ?? null) : null,
  };
}
