import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { EVENTS_PATH, HOUSEHOLD_EVENT_TYPES, type HouseholdEventType } from '@shared/contracts/events';

/**
 * Live screens (docs/decisions/0011): while a user is signed in, one event stream per tab tells
 * the app what another member (or this user on another device) changed, and the queries that show
 * it are fetched again. An event names what changed, never the new state, so every refresh goes
 * through the API and its permissions. The browser's EventSource reconnects by itself after the
 * server's retry hint and sends Last-Event-ID, so nothing missed while away is lost.
 */

/** The cached data each kind of event makes stale, by the first part of the query keys. */
export const STALE_AFTER_EVENT: Record<HouseholdEventType, readonly string[]> = {
  'pantry.changed': [
    '/api/pantry',
    '/api/products',
    '/api/stock',
    '/api/locations',
    // What can I cook depends on what the pantry holds.
    '/api/recipes/suggestions',
  ],
  'shopping.changed': ['/api/shopping-lists'],
  'recipes.changed': ['/api/recipes'],
  'mealplan.changed': ['/api/meal-plans', '/api/meal-prep'],
  'family.changed': ['/api/family'],
  'notifications.changed': ['/api/notifications'],
};

function startsWithGroup(key: unknown, group: string): boolean {
  return (
    typeof key === 'string' && (key === group || key.startsWith(`${group}/`) || key.startsWith(`${group}?`))
  );
}

/** Marks the queries an event touches stale; those on screen are fetched again at once. */
export function refreshAfterEvent(client: QueryClient, type: HouseholdEventType): Promise<void> {
  const groups = STALE_AFTER_EVENT[type];
  return client.invalidateQueries({
    predicate: (query) => groups.some((group) => startsWithGroup(query.queryKey[0], group)),
  });
}

/** Marks every query an event could touch stale. */
export function refreshAll(client: QueryClient): Promise<void> {
  const groups = Object.values(STALE_AFTER_EVENT).flat();
  return client.invalidateQueries({
    predicate: (query) => groups.some((group) => startsWithGroup(query.queryKey[0], group)),
  });
}

/** The first wait before opening a stream the server closed (429, a restart), doubling each time. */
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

/**
 * Opens the event stream of the signed-in user's household (null: signed out) and closes it
 * after. Joining or leaving a family changes the household: the stream is opened again for the
 * new one, whose events the server keys by the session's household.
 */
export function useHouseholdEvents(householdId: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    // Old browsers and the test DOM have no EventSource: screens then refresh as they always did.
    if (!householdId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastEventId = '';
    let wait = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      // A new EventSource does not send Last-Event-ID; the query stands in for it.
      const url = lastEventId ? `${EVENTS_PATH}?lastEventId=${encodeURIComponent(lastEventId)}` : EVENTS_PATH;
      const current = new EventSource(url, { withCredentials: true });
      source = current;
      current.addEventListener('open', () => {
        wait = FIRST_RETRY_MS;
        // What changed before the stream opened never reaches it: on the first open, a change
        // made after the screen fetched its data (or while that fetch was under way); after a
        // gap, changes older than the server keeps for a replay. Everything live is fetched
        // again once.
        void refreshAll(client);
      });
      for (const type of HOUSEHOLD_EVENT_TYPES) {
        current.addEventListener(type, (event) => {
          lastEventId = (event as MessageEvent).lastEventId || lastEventId;
          void refreshAfterEvent(client, type);
        });
      }
      // A dropped connection is retried by the browser itself; a stream the server refused or
      // ended for good (CLOSED) is opened again here, waiting longer each time.
      current.addEventListener('error', () => {
        if (current.readyState !== EventSource.CLOSED) return;
        timer = setTimeout(open, wait);
        wait = Math.min(wait * 2, MAX_RETRY_MS);
      });
    };
    open();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [client, householdId]);
}
