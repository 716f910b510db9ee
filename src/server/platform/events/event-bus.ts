import type { HouseholdEvent, HouseholdEventType } from '@shared/contracts/events';
import type { DB, Dialect } from '../../db/database';
import { createLocalBus } from './local-bus';
import { createPostgresBus } from './postgres-bus';

/**
 * The household event bus (docs/decisions/0011). `publish` records an event in household_events
 * and tells every process; each process hands it to the listeners of that household only (the
 * event stream route is the listener). Rows live a few minutes so that a screen that reconnects,
 * to this process or another, resumes with Last-Event-ID through `since`.
 *
 * SQLite has one process, so the bus is an in-process hub. PostgreSQL may have N processes: the
 * insert carries a pg_notify of "<householdId>:<id>", and each process holds one LISTEN
 * connection that reads the notified rows once for all its listeners of that household.
 */
export type EventListener = (event: HouseholdEvent) => void;

export type EventBus = {
  /** Records the event after the change it describes has committed; resolves with it. */
  publish(
    householdId: string,
    type: HouseholdEventType,
    data: HouseholdEvent['data'],
    actorId?: string | null,
  ): Promise<HouseholdEvent>;
  /** Live events of one household, in this process; returns the unsubscribe. */
  subscribe(householdId: string, listener: EventListener): () => void;
  /** The household's retained events after `lastId` (a decimal id), oldest first. */
  since(householdId: string, lastId: string): Promise<HouseholdEvent[]>;
  /**
   * Resolves once events published from now on reach subscribers (PostgreSQL: the first attempt
   * to open the LISTEN connection has finished). A stream awaits it before its replay, so that no
   * event falls between the replay and the live events.
   */
  ready(): Promise<void>;
  /** Waits for publishes in flight, then stops listening. */
  close(): Promise<void>;
};

/** Where the bus reports trouble it recovers from (pino's logger fits). */
export type EventBusLog = { warn(details: object, message: string): void };

export type EventBusOptions = {
  db: DB;
  dialect: Dialect;
  /** PostgreSQL only: the LISTEN connection opens its own client from this URL. */
  databaseUrl?: string | undefined;
  log?: EventBusLog;
};

export function createEventBus(options: EventBusOptions): EventBus {
  return options.dialect === 'postgres' ? createPostgresBus(options) : createLocalBus(options);
}

/**
 * For a route's success path: publishes without making the answer wait, and a failure is logged,
 * never the request's failure (the change itself has committed; screens catch up on their next
 * refetch).
 */
export function publishAfterCommit(
  bus: EventBus,
  log: EventBusLog,
  event: {
    householdId: string;
    type: HouseholdEventType;
    data: HouseholdEvent['data'];
    actorId: string | null;
  },
): void {
  bus
    .publish(event.householdId, event.type, event.data, event.actorId)
    .catch((err: unknown) => log.warn({ err, type: event.type }, 'could not publish a household event'));
}
