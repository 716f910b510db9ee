import { z } from 'zod';

/**
 * Household events (docs/decisions/0011): a small "something changed" signal pushed to every open
 * screen of a household over Server-Sent Events. An event names what changed, never the new state:
 * the screen refetches through the usual API, which applies the usual permissions.
 */
export const HOUSEHOLD_EVENT_TYPES = [
  'pantry.changed',
  'shopping.changed',
  'recipes.changed',
  'mealplan.changed',
  'family.changed',
  'notifications.changed',
] as const;
export const HouseholdEventTypeSchema = z.enum(HOUSEHOLD_EVENT_TYPES);
export type HouseholdEventType = z.infer<typeof HouseholdEventTypeSchema>;

/** An event id: its sequence number as a decimal string (it outgrows a JS number in theory only). */
export const EventIdSchema = z.string().regex(/^\d{1,19}$/, 'Must be an event id (digits only)');

/** What changed, by id: small, and only ever about the household it is sent to. */
export const HouseholdEventDataSchema = z.record(z.string(), z.json());

export const HouseholdEventSchema = z.object({
  id: EventIdSchema,
  type: HouseholdEventTypeSchema,
  at: z.iso.datetime(),
  /** The user whose action caused the event; null for the system (a job, an import). */
  actorId: z.string().nullable(),
  data: HouseholdEventDataSchema,
});
export type HouseholdEvent = z.infer<typeof HouseholdEventSchema>;

/** GET: a text/event-stream of the signed-in user's household events. */
export const EVENTS_PATH = '/api/events';

/** `?lastEventId=` stands in for the Last-Event-ID header, for EventSource polyfills that cannot set it. */
export const EventStreamQuerySchema = z.object({ lastEventId: EventIdSchema.optional() });
// Loose: the parsed headers replace request.headers, which must keep the rest.
export const EventStreamHeadersSchema = z.looseObject({ 'last-event-id': EventIdSchema.optional() });

/** A comment line this often keeps proxies and mobile networks from closing an idle stream. */
export const EVENTS_HEARTBEAT_MS = 15_000;
/** The `retry:` hint: how long a browser waits before it reconnects a dropped stream. */
export const EVENTS_RETRY_MS = 3_000;
/** Open streams one user may hold at once (tabs and devices); the next one is answered 429. */
export const EVENTS_MAX_STREAMS_PER_USER = 5;
/** Events are kept this long for resuming with Last-Event-ID… */
export const EVENTS_RETENTION_MS = 10 * 60 * 1000;
/** …and at most this many per household; a replay never sends more. */
export const EVENTS_RETENTION_PER_HOUSEHOLD = 500;
