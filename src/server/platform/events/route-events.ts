import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HouseholdEvent, HouseholdEventType } from '@shared/contracts/events';
import { type EventBus, publishAfterCommit } from './event-bus';

/** What a change tells the household: the kind of event and the ids of what changed. */
export type RouteEvent = { type: HouseholdEventType; data: HouseholdEvent['data'] };

/**
 * For a plugin of household routes: every change one of its routes answers with success (not a
 * GET, a status under 300) tells the household's open screens (docs/decisions/0011). onResponse
 * runs after the answer is sent, so after the change committed; deletes answer 204. `eventFor`
 * names the event of a request, or null for a change that is nobody else's business.
 */
export function publishChangesOnResponse(
  app: FastifyInstance,
  events: EventBus,
  eventFor: (request: FastifyRequest) => RouteEvent | null,
): void {
  app.addHook('onResponse', async (request, reply) => {
    const user = request.user;
    if (!user || request.method === 'GET' || reply.statusCode >= 300) return;
    const event = eventFor(request);
    if (!event) return;
    publishAfterCommit(events, request.log, { householdId: user.householdId, ...event, actorId: user.id });
  });
}
