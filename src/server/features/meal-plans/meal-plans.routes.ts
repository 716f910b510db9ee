import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CalendarFeedResponseSchema,
  GeneratePlanInputSchema,
  GeneratePlanResponseSchema,
  MealPlanCopyInputSchema,
  MealPlanEntryInputSchema,
  MealPlanEntryPatchSchema,
  MealPlanEntryResponseSchema,
  MealPlanQuerySchema,
  MealPlanResponseSchema,
  MealPlanShoppingInputSchema,
  MealPlanShoppingResponseSchema,
  PrepProgressInputSchema,
  PrepSessionInputSchema,
  PrepSessionResponseSchema,
  PrepSessionsResponseSchema,
  SwapInputSchema,
} from '@shared/contracts/meal-plans';
import { IdParamsSchema } from '@shared/contracts/text';
import { todayIn } from '@shared/domain/stock';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../platform/errors';
import { type RouteEvent, publishChangesOnResponse } from '../../platform/events/route-events';
import { requireUser } from '../../platform/sessions';
import { recordActivityOnSuccess } from '../family/route-activity';
import { signedInContext } from '../pantry/pantry.service';
import {
  CALENDAR_FEED_PREFIX,
  FEED_TOKEN_PATTERN,
  calendarFeed,
  deleteFeed,
  getFeedUrl,
  rotateFeed,
} from './calendar-feed.service';
import {
  type MealPlanContext,
  addEntry,
  copyEntry,
  deleteEntry,
  markCooked,
  readPlan,
  updateEntry,
} from './entries.service';
import { planShoppingList } from './plan-shopping.service';
import { generatePlan, swapEntry } from './planner.service';
import { createSession, getSession, listSessions, tickTask } from './prep.service';

/**
 * Meal plans: the calendar's entries, the week generator and swaps, prep sessions, the week's
 * shopping list and the calendar feed's address. Every route is scoped to the signed-in user's
 * household (another household's ids answer 404), and every change to the plan tells the
 * household's open screens through the event bus ('mealplan.changed').
 */
export const mealPlanRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events, config }) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  publishChangesOnResponse(app, events, (request): RouteEvent | null => {
    // The feed's address is not the plan; the list the plan filled says so itself.
    if (request.url.startsWith('/api/meal-plans/calendar-feed')) return null;
    if (request.url.startsWith('/api/meal-plans/shopping-list')) {
      return { type: 'shopping.changed', data: { listId: null } };
    }
    return { type: 'mealplan.changed', data: {} };
  });

  recordActivityOnSuccess(app, { db, events }, (request, payload) => {
    if (request.routeOptions.url !== '/api/meal-plans/generate') return null;
    const entries = (payload as { entries?: unknown[] } | null)?.entries;
    return Array.isArray(entries) && entries.length > 0
      ? { kind: 'mealplan.generated', data: { count: entries.length } }
      : null;
  });

  const ctxOf = (request: FastifyRequest): Promise<MealPlanContext> => signedInContext(db, request);

  // -------------------------------------------------------------------------------------------
  // The calendar

  app.get(
    '/api/meal-plans',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'The planned meals of a range of days, with the reader’s first day of the week',
        querystring: MealPlanQuerySchema,
        response: { 200: MealPlanResponseSchema },
      },
    },
    async (request) => readPlan(await ctxOf(request), request.query),
  );

  app.post(
    '/api/meal-plans/entries',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'Plan a recipe or a note on a day’s meal',
        body: MealPlanEntryInputSchema,
        response: { 201: MealPlanEntryResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ entry: await addEntry(await ctxOf(request), request.body) }),
  );

  app.patch(
    '/api/meal-plans/entries/:id',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'Move an entry (day, meal, place), change its servings or note, lock it',
        params: IdParamsSchema,
        body: MealPlanEntryPatchSchema,
        response: { 200: MealPlanEntryResponseSchema },
      },
    },
    async (request) => ({ entry: await updateEntry(await ctxOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/meal-plans/entries/:id/copy',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'The same meal on another day or meal',
        params: IdParamsSchema,
        body: MealPlanCopyInputSchema,
        response: { 201: MealPlanEntryResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ entry: await copyEntry(await ctxOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/meal-plans/entries/:id/swap',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'Another recipe for this meal, chosen as the generator would; the rest stays',
        params: IdParamsSchema,
        body: SwapInputSchema,
        response: { 200: MealPlanEntryResponseSchema },
      },
    },
    async (request) => ({
      entry: await swapEntry(await ctxOf(request), request.params.id, request.body.seed),
    }),
  );

  app.post(
    '/api/meal-plans/entries/:id/cooked',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'Mark a planned meal cooked (after "I cooked this" took its ingredients)',
        params: IdParamsSchema,
        response: { 200: MealPlanEntryResponseSchema },
      },
    },
    async (request) => ({ entry: await markCooked(await ctxOf(request), request.params.id) }),
  );

  app.delete(
    '/api/meal-plans/entries/:id',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'Remove an entry',
        params: IdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteEntry(await ctxOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/meal-plans/generate',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'Fill the chosen meals of the days with recipes; locked and hand-made entries stay',
        body: GeneratePlanInputSchema,
        response: { 200: GeneratePlanResponseSchema },
      },
    },
    async (request) => generatePlan(await ctxOf(request), request.body),
  );

  app.post(
    '/api/meal-plans/shopping-list',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'The planned recipes of the days onto a shopping list, less what the pantry holds',
        body: MealPlanShoppingInputSchema,
        response: { 200: MealPlanShoppingResponseSchema },
      },
    },
    async (request) => planShoppingList(await ctxOf(request), request.body),
  );

  // -------------------------------------------------------------------------------------------
  // The calendar feed's address

  app.get(
    '/api/meal-plans/calendar-feed',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'The secret iCal address of the plan, or null when it is off',
        response: { 200: CalendarFeedResponseSchema },
      },
    },
    async (request) => ({ url: await getFeedUrl(await ctxOf(request), config.appUrl) }),
  );

  app.post(
    '/api/meal-plans/calendar-feed',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'Make a new secret iCal address (the old one stops working)',
        response: { 200: CalendarFeedResponseSchema },
      },
    },
    async (request) => ({ url: await rotateFeed(await ctxOf(request), config.appUrl) }),
  );

  app.delete(
    '/api/meal-plans/calendar-feed',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'Turn the iCal address off',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteFeed(await ctxOf(request));
      return reply.status(204).send(null);
    },
  );

  // -------------------------------------------------------------------------------------------
  // Prep sessions

  app.post(
    '/api/meal-prep/sessions',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'A batch cooking session for the planned recipes of the days',
        body: PrepSessionInputSchema,
        response: { 201: PrepSessionResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ session: await createSession(await ctxOf(request), request.body) }),
  );

  app.get(
    '/api/meal-prep/sessions',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'The household’s latest prep sessions, newest first',
        response: { 200: PrepSessionsResponseSchema },
      },
    },
    async (request) => ({ sessions: await listSessions(await ctxOf(request)) }),
  );

  app.get(
    '/api/meal-prep/sessions/:id',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'A prep session with the tasks ticked off',
        params: IdParamsSchema,
        response: { 200: PrepSessionResponseSchema },
      },
    },
    async (request) => ({ session: await getSession(await ctxOf(request), request.params.id) }),
  );

  app.patch(
    '/api/meal-prep/sessions/:id',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'Tick a task of a prep session, or untick it',
        params: IdParamsSchema,
        body: PrepProgressInputSchema,
        response: { 200: PrepSessionResponseSchema },
      },
    },
    async (request) => ({ session: await tickTask(await ctxOf(request), request.params.id, request.body) }),
  );
};

const FeedParamsSchema = z.object({ file: z.string().max(60) });

/**
 * The calendar feed itself: no session (a calendar app subscribes to it), the secret in the path.
 * Limited per address, and logged without the secret (app.ts).
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    `${CALENDAR_FEED_PREFIX}:file`,
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'The meal plan as iCalendar, for a calendar app to subscribe to',
        params: FeedParamsSchema,
      },
      config: { rateLimit: { max: 60, timeWindow: 60 * 1000 } },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const body = FEED_TOKEN_PATTERN.test(token)
        ? await calendarFeed(db, token, todayIn('UTC'), config.appUrl)
        : null;
      if (body === null) throw notFound();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
};
