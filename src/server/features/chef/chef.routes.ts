import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_HISTORY_PAGE_MAX,
  ChatHistoryQuerySchema,
  ChatHistoryResponseSchema,
  ChatMessageInputSchema,
  ChefCardStatusInputSchema,
  ChefMessageSchema,
  ChefTipResponseSchema,
  ChatApplianceActionSchema,
  ChatApplianceResultSchema,
  ChatDietaryActionSchema,
  ChatDietaryResultSchema,
  ChatPantryActionSchema,
  ChatPantryResultSchema,
} from '@shared/contracts/chef';
import { IdParamsSchema } from '@shared/contracts/text';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../platform/errors';
import { publishAfterCommit } from '../../platform/events/event-bus';
import { requireUser } from '../../platform/sessions';
import { productNames, recordActivityOnSuccess } from '../family/route-activity';
import { signedInContext } from '../pantry/pantry.service';
import { addKitchenAppliance, addToPantry, updateDietaryPreferences } from './chat-actions.service';
import { clearHistory, findMessage, listMessages, toMessage, updateCard } from './chef-history.repository';
import { type ChefContext, starters } from './chef-replies.service';
import { CHEF_TEXTS } from './chef-texts';
import { nextTip } from './chef-tips.service';
import { converse } from './chef.service';
import { createOpenAiModel } from './model/openai-model';

/** Messages a user may send the Chef per minute (a language model behind it costs money). */
const MESSAGES_PER_MINUTE = 30;

/**
 * The Chef's action endpoints (spec §7): signed in and CSRF-checked like every change, payloads
 * checked by their contracts (a bad one is a translated 400), scoped to the caller's household
 * (another household's location is a 404), applied whole or not at all.
 */
export const chefRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events, config }) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  const model = config.chefLlm
    ? createOpenAiModel({
        url: config.chefLlm.url,
        apiKey: config.chefLlm.apiKey,
        model: config.chefLlm.model,
        dailyBudget: config.chefLlm.dailyBudget,
        timeoutMs: config.chefLlm.timeoutMs,
        db,
        log: app.log,
      })
    : null;

  const chefContext = async (request: Parameters<typeof signedInContext>[1]): Promise<ChefContext> => {
    const ctx = await signedInContext(db, request);
    const user = await db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', ctx.userId)
      .executeTakeFirst();
    return { ...ctx, firstName: user?.first_name ?? '' };
  };

  // -------------------------------------------------------------------------------------------
  // The conversation

  app.get(
    '/api/chat/messages',
    {
      schema: {
        tags: ['chef'],
        summary: 'The signed-in user’s conversation with the Chef, newest page first, oldest first within it',
        querystring: ChatHistoryQuerySchema,
        response: { 200: ChatHistoryResponseSchema },
      },
    },
    async (request) => {
      const ctx = await chefContext(request);
      const page = await listMessages(db, ctx.userId, {
        before: request.query.before,
        limit: Math.min(request.query.limit, CHAT_HISTORY_PAGE_MAX),
      });
      return { ...page, starters: starters(CHEF_TEXTS[ctx.language]) };
    },
  );

  app.post(
    '/api/chat/messages',
    {
      schema: {
        tags: ['chef'],
        summary: 'Send the Chef a message; the answer streams back as NDJSON (ChefStreamEvent per line)',
        body: ChatMessageInputSchema,
        produces: ['application/x-ndjson'],
      },
      config: { rateLimit: { max: MESSAGES_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const ctx = await chefContext(request);
      const stop = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stop.abort();
      });
      const events = converse(ctx, request.body.text, { model, log: request.log }, stop.signal);
      const lines = (async function* () {
        for await (const event of events) yield `${JSON.stringify(event)}\n`;
      })();
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(lines));
    },
  );

  app.patch(
    '/api/chat/messages/:id',
    {
      schema: {
        tags: ['chef'],
        summary: 'Mark a reply’s card as carried out or dismissed',
        params: IdParamsSchema,
        body: ChefCardStatusInputSchema,
        response: { 200: z.object({ message: ChefMessageSchema }) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await findMessage(db, user.id, request.params.id);
      if (!row || row.card === null) throw new AppError('NOT_FOUND');
      const message = toMessage(row);
      const card = { ...message.card!, status: request.body.status };
      await updateCard(db, row.id, card);
      return { message: { ...message, card } };
    },
  );

  app.delete(
    '/api/chat/messages',
    { schema: { tags: ['chef'], summary: 'Clear the signed-in user’s conversation with the Chef' } },
    async (request, reply) => {
      await clearHistory(db, requireUser(request).id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/chat/tip',
    {
      schema: {
        tags: ['chef'],
        summary: 'A ‘Chef Says’ tip when one is due (at most one every few hours), else null',
        response: { 200: ChefTipResponseSchema },
      },
    },
    async (request) => ({ tip: await nextTip(await chefContext(request)) }),
  );

  // -------------------------------------------------------------------------------------------
  // Actions

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
