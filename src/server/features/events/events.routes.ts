import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENTS_HEARTBEAT_MS,
  EVENTS_MAX_STREAMS_PER_USER,
  EVENTS_PATH,
  EVENTS_RETRY_MS,
  EventStreamHeadersSchema,
  EventStreamQuerySchema,
  type HouseholdEvent,
} from '@shared/contracts/events';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../platform/errors';
import { requireUser } from '../../platform/sessions';

/** What a 429 for one stream too many tells the client: a closed tab frees its slot quickly. */
const TOO_MANY_STREAMS_RETRY_SECONDS = 10;

/** One event in the text/event-stream format; JSON has no raw newlines, so data is one line. */
function formatEvent(event: HouseholdEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * GET /api/events: the signed-in user's household events as Server-Sent Events
 * (docs/decisions/0011). Replays what came after Last-Event-ID, then streams live events with a
 * heartbeat. Listeners are keyed by the session's household, so no other household's event can
 * reach the stream.
 */
export const eventsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { events }) => {
  /** Open streams per user in this process (the cap is per process; see the decision record). */
  const streamsPerUser = new Map<string, number>();
  /** Ends every open stream: app.close() would otherwise wait for clients that never hang up. */
  const openStreams = new Set<() => void>();

  // Before header validation, so a signed-out caller learns that first.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  app.get(
    EVENTS_PATH,
    {
      schema: {
        // Not an OpenAPI operation: the answer never ends, which the generic OpenAPI-driven
        // suites (src/server/security) cannot wait for. Its own tests cover it.
        hide: true,
        querystring: EventStreamQuerySchema,
        headers: EventStreamHeadersSchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const lastEventId = request.headers['last-event-id'] ?? request.query.lastEventId;
      const open = streamsPerUser.get(user.id) ?? 0;
      if (open >= EVENTS_MAX_STREAMS_PER_USER)
        throw new AppError('RATE_LIMITED', undefined, undefined, TOO_MANY_STREAMS_RETRY_SECONDS);
      streamsPerUser.set(user.id, open + 1);

      // From here on the response is ours: Fastify must not send (or serialise, or log) another.
      reply.hijack();
      const raw = reply.raw;
      // What the onRequest hooks set (security headers) still applies.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) raw.setHeader(name, value);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });

      let ended = false;
      const write = (chunk: string) => {
        if (!ended && !raw.destroyed) raw.write(chunk);
      };
      let replaying = true;
      const heldBack: HouseholdEvent[] = [];
      const unsubscribe = events.subscribe(user.householdId, (event) => {
        if (replaying) heldBack.push(event);
        else write(formatEvent(event));
      });
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), EVENTS_HEARTBEAT_MS);
      heartbeat.unref();
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(end);
        const left = (streamsPerUser.get(user.id) ?? 1) - 1;
        if (left > 0) streamsPerUser.set(user.id, left);
        else streamsPerUser.delete(user.id);
        if (!raw.writableEnded) raw.end();
      };
      openStreams.add(end);
      raw.on('close', end);

      write(`retry: ${EVENTS_RETRY_MS}\n\n`);
      try {
        // Subscribed first, replayed second: an event published in between is held back, not lost.
        await events.ready();
        const replayed = lastEventId ? await events.since(user.householdId, lastEventId) : [];
        for (const event of replayed) write(formatEvent(event));
        const sent = new Set(replayed.map((event) => event.id));
        replaying = false;
        for (const event of heldBack.splice(0)) if (!sent.has(event.id)) write(formatEvent(event));
      } catch (err) {
        // The client reconnects after `retry` and resumes from the last id it saw.
        request.log.warn({ err }, 'could not replay household events');
        end();
      }
    },
  );
};
