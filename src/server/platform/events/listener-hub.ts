import type { HouseholdEvent } from '@shared/contracts/events';
import type { EventBusLog, EventListener } from './event-bus';

/** The parts both buses share: listeners by household, and the work close() waits for. */

/** Listeners by household: the only way to receive an event is to name its household. */
export class ListenerHub {
  private readonly byHousehold = new Map<string, Set<EventListener>>();
  constructor(private readonly log: EventBusLog) {}

  add(householdId: string, listener: EventListener, onEmpty?: () => void): () => void {
    let set = this.byHousehold.get(householdId);
    if (!set) this.byHousehold.set(householdId, (set = new Set()));
    // A wrapper, so that subscribing the same function twice makes two subscriptions.
    const entry: EventListener = (event) => listener(event);
    set.add(entry);
    return () => {
      set.delete(entry);
      if (set.size === 0 && this.byHousehold.get(householdId) === set) {
        this.byHousehold.delete(householdId);
        onEmpty?.();
      }
    };
  }

  has(householdId: string): boolean {
    return this.byHousehold.has(householdId);
  }

  deliver(householdId: string, event: HouseholdEvent): void {
    for (const listener of [...(this.byHousehold.get(householdId) ?? [])]) {
      // One broken stream must not keep the event from the others.
      try {
        listener(event);
      } catch (err) {
        this.log.warn({ err, householdId }, 'an event listener failed');
      }
    }
  }
}

/** Work the bus started and close() must wait for (a publish, a read of notified rows, a prune). */
export class InFlight {
  private readonly pending = new Set<Promise<unknown>>();
  track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    const done = () => this.pending.delete(promise);
    promise.then(done, done);
    return promise;
  }
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
