import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChatApplianceActionSchema,
  ChatApplianceResultSchema,
  ChatDietaryActionSchema,
  ChatDietaryResultSchema,
  ChatPantryActionSchema,
  ChatPantryResultSchema,
} from '@shared/contracts/chef';
import type { AppDeps } from '../../app-deps';
import { publishAfterCommit } from '../../platform/events/event-bus';
import { requireUser } from '../../platform/sessions';
import { productNames, recordActivityOnSuccess } from '../family/route-activity';
import { signedInContext } from '../pantry/pantry.service';
import { addKitchenAppliance, addToPantry, updateDietaryPreferences } from './chat-actions.service';

/**
 * The Chef's action endpoints (spec §7): signed in and CSRF-checked like every change, payloads
 * checked by their contracts (a bad one is a translated 400), scoped to the caller's household
 * (another household's location is a 404), applied whole or not at all.
 */
export const chefRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events }) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  recordActivityOnSuccess(app, { db, events }, (request, payload) => {
    if (request.routeOptions.url !== '/api/chat/actions/pantry') return null;
    const names = productNames((payload as { result?: unknown } | null)?.result);
    return names.length > 0 ? { kind: 'stock.added', data: { names } } : null;
  });

  app.post(
    '/api/chat/actions/pantry',
    {
      schema: {
        tags: ['chef'],
        summary: 'ADD_TO_PANTRY: stock what the Chef proposed, in one undoable operation',
        body: ChatPantryActionSchema,
        response: { 200: ChatPantryResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await addToPantry(await signedInContext(db, request), request.body);
      publishAfterCommit(events, request.log, {
        householdId: user.householdId,
        type: 'pantry.changed',
        data: { productIds: result.products.map((p) => p.id) },
        actorId: user.id,
      });
      return { type: 'ADD_TO_PANTRY' as const, result };
    },
  );

  app.post(
    '/api/chat/actions/dietary-preferences',
    {
      schema: {
        tags: ['chef'],
        summary: 'UPDATE_DIETARY_PREFERENCES: set, add or remove the reader’s dietary preferences',
        body: ChatDietaryActionSchema,
        response: { 200: ChatDietaryResultSchema },
      },
    },
    async (request) => ({
      type: 'UPDATE_DIETARY_PREFERENCES' as const,
      dietaryPreferences: await updateDietaryPreferences(
        { db, userId: requireUser(request).id },
        request.body,
      ),
    }),
  );

  app.post(
    '/api/chat/actions/appliance',
    {
      schema: {
        tags: ['chef'],
        summary: 'ADD_KITCHEN_APPLIANCE: add a catalogue or custom appliance to the household',
        body: ChatApplianceActionSchema,
        response: { 201: ChatApplianceResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        type: 'ADD_KITCHEN_APPLIANCE' as const,
        appliance: await addKitchenAppliance(
          { db, householdId: requireUser(request).householdId },
          request.body,
        ),
      }),
  );
};
