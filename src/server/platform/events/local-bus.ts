import type { EventBus, EventBusOptions } from './event-bus';
import { closedError, consoleLog, insertValues, pruner, since, toEvent } from './event-log';
import { InFlight, ListenerHub } from './listener-hub';

/** SQLite: one process, so publishing hands the event straight to the local listeners. */

export function createLocalBus({ db, log = consoleLog }: EventBusOptions): EventBus {
  const hub = new ListenerHub(log);
  const inFlight = new InFlight();
  const maybePrune = pruner(db, inFlight, log);
  let closed = false;

  return {
    publish(householdId, type, data, actorId = null) {
      if (closed) return Promise.reject(closedError());
      return inFlight.track(
        (async () => {
          const row = await db
            .insertInto('household_events')
            .values(insertValues(householdId, type, data, actorId))
            .returningAll()
            .executeTakeFirstOrThrow();
          const event = toEvent(row);
          maybePrune();
          hub.deliver(householdId, event);
          return event;
        })(),
      );
    },
    subscribe: (householdId, listener) => hub.add(householdId, listener),
    since: (householdId, lastId) => since(db, 'sqlite', householdId, lastId),
    ready: () => Promise.resolve(),
    async close() {
      closed = true;
      await inFlight.idle();
    },
  };
}
