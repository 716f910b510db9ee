import { createRequire } from 'node:module';
import { sql } from 'kysely';
import type PgModule from 'pg';
import type { HouseholdEvent } from '@shared/contracts/events';
import type { EventBus, EventBusOptions } from './event-bus';
import { closedError, consoleLog, insertValues, pruner, since, toEvent, type EventRow } from './event-log';
import { InFlight, ListenerHub } from './listener-hub';

export const EVENTS_CHANNEL = 'larder_events';
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 30_000;
/** Ids remembered per household against handing one event out twice. */
const RECENT_IDS_KEPT = 200;

/**
 * PostgreSQL: the insert NOTIFYs every process; each process holds one LISTEN connection (opened
 * at the first subscribe, reopened with back-off when it drops) and reads the notified rows once
 * per household for all its local listeners.
 */

export function createPostgresBus({ db, databaseUrl, log = consoleLog }: EventBusOptions): EventBus {
  const hub = new ListenerHub(log);
  const inFlight = new InFlight();
  const maybePrune = pruner(db, inFlight, log);
  let closed = false;

  let client: PgModule.Client | null = null;
  /** The first attempt to listen; null until something subscribes (most test apps never do). */
  let firstAttempt: Promise<void> | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  /**
   * Per household with listeners: the newest event handed out (to catch up on what a dropped
   * connection missed) and the latest ids handed out (a catch-up and a notification may both
   * find the same row; it goes out once).
   */
  const delivered = new Map<string, { newest: bigint; recent: Set<string> }>();
  /** Notified ids waiting to be read, per household: one query per household per tick. */
  const notified = new Map<string, Set<string>>();

  const startListening = (): Promise<void> => {
    if (firstAttempt) return firstAttempt;
    if (!databaseUrl) {
      log.warn({}, 'no DATABASE_URL for the event bus: live events from PostgreSQL are off');
      return (firstAttempt = Promise.resolve());
    }
    return (firstAttempt = connect());
  };

  async function connect(): Promise<void> {
    // Required here, as in database.ts: SQLite installs never load the driver.
    const pg = createRequire(import.meta.url)('pg') as typeof PgModule;
    const connection = new pg.Client({ connectionString: databaseUrl });
    const lost = (err?: Error) => {
      if (client !== connection) return;
      client = null;
      if (!closed) log.warn({ err }, 'the event LISTEN connection dropped; reconnecting');
      connection.end().catch(() => undefined);
      scheduleReconnect();
    };
    connection.on('error', lost);
    connection.on('end', () => lost());
    connection.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload) onNotification(message.payload);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      connection.end().catch(() => undefined);
      log.warn({ err }, 'could not LISTEN for events; retrying');
      scheduleReconnect();
      return;
    }
    if (closed) {
      await connection.end().catch(() => undefined);
      return;
    }
    client = connection;
    // After a drop, what was published meanwhile was never notified here: read it now.
    if (failures > 0) void inFlight.track(catchUp());
    failures = 0;
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures);
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void inFlight.track(connect());
    }, delay);
    reconnectTimer.unref();
  }

  function onNotification(payload: string): void {
    const colon = payload.lastIndexOf(':');
    const householdId = payload.slice(0, colon);
    const id = payload.slice(colon + 1);
    // Households without a listener here cost nothing: no read.
    if (colon < 0 || !hub.has(householdId) || !/^\d+$/.test(id)) return;
    const first = notified.size === 0;
    let ids = notified.get(householdId);
    if (!ids) notified.set(householdId, (ids = new Set()));
    ids.add(id);
    // Notifications arrive in bursts: read each household's batch once, on the next tick.
    if (first) setImmediate(() => void inFlight.track(readNotified()));
  }

  async function readNotified(): Promise<void> {
    const batch = [...notified];
    notified.clear();
    for (const [householdId, ids] of batch) {
      try {
        // By id, not "after the newest": concurrent publishes may commit out of id order.
        const rows = await db
          .selectFrom('household_events')
          .selectAll()
          .where('household_id', '=', householdId)
          .where('id', 'in', [...ids])
          .orderBy('id')
          .execute();
        for (const row of rows) deliver(householdId, toEvent(row));
      } catch (err) {
        log.warn({ err, householdId }, 'could not read notified events');
      }
    }
  }

  async function catchUp(): Promise<void> {
    for (const [householdId, { newest }] of [...delivered]) {
      try {
        for (const event of await since(db, 'postgres', householdId, newest.toString()))
          deliver(householdId, event);
      } catch (err) {
        log.warn({ err, householdId }, 'could not catch up on events');
      }
    }
  }

  function deliver(householdId: string, event: HouseholdEvent): void {
    if (!hub.has(householdId)) return;
    let seen = delivered.get(householdId);
    if (!seen) delivered.set(householdId, (seen = { newest: 0n, recent: new Set() }));
    if (seen.recent.has(event.id)) return;
    seen.recent.add(event.id);
    // Sets iterate in insertion order: the first is the oldest.
    if (seen.recent.size > RECENT_IDS_KEPT) seen.recent.delete(seen.recent.values().next().value!);
    const id = BigInt(event.id);
    if (id > seen.newest) seen.newest = id;
    hub.deliver(householdId, event);
  }

  return {
    publish(householdId, type, data, actorId = null) {
      if (closed) return Promise.reject(closedError());
      const values = insertValues(householdId, type, data, actorId);
      return inFlight.track(
        (async () => {
          // One statement: the notification goes out when the row commits, never before it.
          const { rows } = await sql<EventRow>`
            with inserted as (
              insert into household_events (household_id, type, actor_id, data, created_at)
              values (${values.household_id}, ${values.type}, ${values.actor_id}, ${values.data}, ${values.created_at})
              returning *
            )
            select inserted.*, pg_notify(${EVENTS_CHANNEL}, inserted.household_id || ':' || inserted.id) as notified
            from inserted`.execute(db);
          const row = rows[0];
          if (!row) throw new Error('the event was not recorded');
          maybePrune();
          return toEvent(row);
        })(),
      );
    },
    subscribe(householdId, listener) {
      void startListening();
      return hub.add(householdId, listener, () => delivered.delete(householdId));
    },
    since: (householdId, lastId) => since(db, 'postgres', householdId, lastId),
    ready: () => startListening(),
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await firstAttempt;
      await inFlight.idle();
      const connection = client;
      client = null;
      await connection?.end().catch(() => undefined);
    },
  };
}
