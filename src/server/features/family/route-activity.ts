import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityData, ActivityKind } from '@shared/contracts/family';
import type { DB } from '../../db/database';
import type { EventBus } from '../../platform/events/event-bus';
import { recordActivity } from './activity.service';

export type RouteActivity = { kind: ActivityKind; data: ActivityData };

/**
 * For a plugin of household routes: a change one of its routes answers with success goes into
 * the family's activity feed, as `activityFor` names it from the request and the answer (null:
 * nothing worth telling the family). Recorded after the handler, so after the change committed,
 * and without holding up the answer.
 */
export function recordActivityOnSuccess(
  app: FastifyInstance,
  deps: { db: DB; events: EventBus },
  activityFor: (request: FastifyRequest, payload: unknown) => RouteActivity | null,
): void {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const user = request.user;
    if (user && request.method !== 'GET' && reply.statusCode < 300) {
      const activity = activityFor(request, payload);
      if (activity) {
        void recordActivity(
          { db: deps.db, events: deps.events, log: request.log },
          { householdId: user.householdId, actorId: user.id, ...activity },
        );
      }
    }
    done(null, payload);
  });
}

/** The names of the products an answer lists (a stock change's). */
export function productNames(payload: unknown): string[] {
  const answer = (payload ?? {}) as { products?: Array<{ name?: unknown }> };
  if (!Array.isArray(answer.products)) return [];
  return [...new Set(answer.products.flatMap((p) => (typeof p.name === 'string' ? [p.name] : [])))];
}
