import { sql } from 'kysely';
import {
  EVENTS_RETENTION_MS,
  EVENTS_RETENTION_PER_HOUSEHOLD,
  type HouseholdEvent,
  type HouseholdEventType,
} from '@shared/contracts/events';
import type { DB, Dialect } from '../../db/database';
import { nowIso } from '../../db/database';
import type { EventBusLog } from './event-bus';
import type { InFlight } from './listener-hub';

/** The household_events table: writing, reading after an id, pruning. */

/** Old events are deleted at most this often per process, by the publish that comes due. */
const PRUNE_INTERVAL_MS = 60_000;

export const consoleLog: EventBusLog = { warn: (details, message) => console.warn(message, details) };

export type EventRow = {
  id: number | string;
  household_id: string;
  type: string;
  actor_id: string | null;
  data: string;
  created_at: string;
};

export function toEvent(row: EventRow): HouseholdEvent {
  return {
    // A number on SQLite, a string (bigint) from pg: always a decimal string on the wire.
    id: String(row.id),
    type: row.type as HouseholdEventType,
    at: row.created_at,
    actorId: row.actor_id,
    data: JSON.parse(row.data) as HouseholdEvent['data'],
  };
}

export function since(
  db: DB,
  dialect: Dialect,
  householdId: string,
  lastId: string,
): Promise<HouseholdEvent[]> {
  return (
    db
      .selectFrom('household_events')
      .selectAll()
      .where('household_id', '=', householdId)
      // pg compares the decimal string as a bigint; SQLite wants a number for its integer column.
      .where('id', '>', dialect === 'postgres' ? lastId : Number(lastId))
      .orderBy('id')
      .limit(EVENTS_RETENTION_PER_HOUSEHOLD)
      .execute()
      .then((rows) => rows.map(toEvent))
  );
}

/**
 * Deletes events older than the retention, then any beyond the newest few hundred of a household.
 * Both read only the last minutes of events, once a minute per process.
 */
export async function prune(db: DB): Promise<void> {
  const cutoff = nowIso(new Date(Date.now() - EVENTS_RETENTION_MS));
  await db.deleteFrom('household_events').where('created_at', '<', cutoff).execute();
  await sql`
    delete from household_events where id in (
      select id from (
        select id, row_number() over (partition by household_id order by id desc) as newer
        from household_events
      ) ranked
      where newer > ${EVENTS_RETENTION_PER_HOUSEHOLD}
    )`.execute(db);
}

/** Calls prune() from a publish when one is due, without making that publish wait for it. */
export function pruner(db: DB, inFlight: InFlight, log: EventBusLog): () => void {
  let last = 0;
  return () => {
    const now = Date.now();
    if (now - last < PRUNE_INTERVAL_MS) return;
    last = now;
    void inFlight.track(prune(db).catch((err: unknown) => log.warn({ err }, 'pruning events failed')));
  };
}

export function insertValues(
  householdId: string,
  type: HouseholdEventType,
  data: object,
  actorId: string | null,
) {
  return {
    household_id: householdId,
    type,
    actor_id: actorId,
    data: JSON.stringify(data),
    created_at: nowIso(),
  };
}

export const closedError = () => new Error('the event bus is closed');
