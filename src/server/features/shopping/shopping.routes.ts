import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddShoppingItemInputSchema,
  AisleOrderInputSchema,
  AisleOrderResponseSchema,
  ClearCheckedResponseSchema,
  CreateShoppingListInputSchema,
  ListItemParamsSchema,
  PantryDraftsResponseSchema,
  ShoppingItemResponseSchema,
  ShoppingListDetailSchema,
  ShoppingListResponseSchema,
  ShoppingListsResponseSchema,
  ShoppingQuickAddInputSchema,
  ShoppingQuickAddResponseSchema,
  ShoppingSuggestionsQuerySchema,
  ShoppingSuggestionsResponseSchema,
  SmartListInputSchema,
  SmartListResponseSchema,
  ToPantryInputSchema,
  ToPantryResponseSchema,
  ToPantryUndoParamsSchema,
  ToPantryUndoResponseSchema,
  UpdateShoppingItemInputSchema,
  UpdateShoppingListInputSchema,
} from '@shared/contracts/shopping';
import { IdParamsSchema } from '@shared/contracts/text';
import type { AppDeps } from '../../app-deps';
import { publishAfterCommit } from '../../platform/events/event-bus';
import { publishChangesOnResponse } from '../../platform/events/route-events';
import { requireUser } from '../../platform/sessions';
import { recordActivityOnSuccess } from '../family/route-activity';
import { signedInContext } from '../pantry/pantry.service';
import { addItem, clearChecked, deleteItem, quickAddItems, suggestions, updateItem } from './items.service';
import {
  type ShoppingContext,
  createList,
  defaultListId,
  deleteList,
  getList,
  listLists,
  setAisleOrder,
  updateList,
} from './lists.service';
import { smartList } from './smart-list.service';
import { moveToPantry, pantryDrafts, undoMoveToPantry } from './to-pantry.service';

const DefaultListResponseSchema = z.object({ listId: z.string() });

/**
 * Shopping lists: the household's lists and items, quick add, suggestions, the aisle order of each
 * store, the smart list from recipes and low stock, and ticked items into the pantry. Every route is
 * scoped to the signed-in user's household (another household's ids answer 404), and every change
 * tells the household's open screens through the event bus.
 */
export const shoppingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events }) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  publishChangesOnResponse(app, events, (request) => {
    const params = request.params as { id?: unknown } | undefined;
    return { type: 'shopping.changed', data: { listId: typeof params?.id === 'string' ? params.id : null } };
  });

  recordActivityOnSuccess(app, { db, events }, (request, payload) => {
    const url = request.routeOptions.url;
    if (url === '/api/shopping-lists/:id/items/:itemId' && request.method === 'PATCH') {
      return (request.body as { checked?: unknown } | null)?.checked === true
        ? { kind: 'shopping.ticked', data: { count: 1 } }
        : null;
    }
    if (url === '/api/shopping-lists/:id/items' || url === '/api/shopping-lists/:id/items/quick-add') {
      const answer = (payload ?? {}) as { item?: { name?: unknown }; items?: Array<{ name?: unknown }> };
      const names = (answer.items ?? (answer.item ? [answer.item] : [])).flatMap((item) =>
        typeof item.name === 'string' ? [item.name] : [],
      );
      return names.length > 0 ? { kind: 'shopping.added', data: { names } } : null;
    }
    if (url === '/api/shopping-lists/:id/to-pantry' && request.method === 'POST') {
      const count = (request.body as { items?: unknown[] } | null)?.items?.length ?? 0;
      return count > 0 ? { kind: 'shopping.toPantry', data: { count } } : null;
    }
    return null;
  });

  const ctxOf = (request: FastifyRequest): Promise<ShoppingContext> => signedInContext(db, request);

  // -------------------------------------------------------------------------------------------
  // Lists

  app.get(
    '/api/shopping-lists',
    {
      schema: {
        tags: ['shopping'],
        summary: "The household's shopping lists (one is made on the first visit)",
        response: { 200: ShoppingListsResponseSchema },
      },
    },
    async (request) => ({ lists: await listLists(await ctxOf(request)) }),
  );

  app.get(
    '/api/shopping-lists/default',
    {
      schema: {
        tags: ['shopping'],
        summary: 'The list one-tap adds go to: the household’s first (made when there is none)',
        response: { 200: DefaultListResponseSchema },
      },
    },
    async (request) => ({ listId: await defaultListId(await ctxOf(request)) }),
  );

  app.get(
    '/api/shopping-lists/suggestions',
    {
      schema: {
        tags: ['shopping'],
        summary: 'What the household buys often or runs low on, not on the list yet',
        querystring: ShoppingSuggestionsQuerySchema,
        response: { 200: ShoppingSuggestionsResponseSchema },
      },
    },
    async (request) => ({ suggestions: await suggestions(await ctxOf(request), request.query) }),
  );

  app.post(
    '/api/shopping-lists',
    {
      schema: {
        tags: ['shopping'],
        summary: 'Create a list',
        body: CreateShoppingListInputSchema,
        response: { 201: ShoppingListResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ list: await createList(await ctxOf(request), request.body) }),
  );

  app.get(
    '/api/shopping-lists/:id',
    {
      schema: {
        tags: ['shopping'],
        summary: 'A list with its items and its store’s aisles in walking order',
        params: IdParamsSchema,
        response: { 200: ShoppingListDetailSchema },
      },
    },
    async (request) => getList(await ctxOf(request), request.params.id),
  );

  app.patch(
    '/api/shopping-lists/:id',
    {
      schema: {
        tags: ['shopping'],
        summary: 'Rename a list or set its store',
        params: IdParamsSchema,
        body: UpdateShoppingListInputSchema,
        response: { 200: ShoppingListResponseSchema },
      },
    },
    async (request) => ({ list: await updateList(await ctxOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/shopping-lists/:id',
    {
      schema: {
        tags: ['shopping'],
        summary: 'Delete a list and its items',
        params: IdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteList(await ctxOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/shopping-lists/:id/aisle-order',
    {
      schema: {
        tags: ['shopping'],
        summary: 'Set the aisle order of the list’s store (ticks keep refining it)',
        params: IdParamsSchema,
        body: AisleOrderInputSchema,
        response: { 200: AisleOrderResponseSchema },
      },
    },
    async (request) => ({
      aisleOrder: await setAisleOrder(await ctxOf(request), request.params.id, request.body.aisles),
    }),
  );

  // -------------------------------------------------------------------------------------------
  // Items

  app.post(
    '/api/shopping-lists/:id/items',
    {
      schema: {
        tags: ['shopping'],
        summary: 'Add an item (an id chosen by the device makes a replayed add harmless)',
        params: IdParamsSchema,
        body: AddShoppingItemInputSchema,
        response: { 200: ShoppingItemResponseSchema, 201: ShoppingItemResponseSchema },
      },
    },
    async (request, reply) => {
      const { item, created } = await addItem(await ctxOf(request), request.params.id, request.body);
      return reply.status(created ? 201 : 200).send({ item, overridden: [] });
    },
  );

  app.post(
    '/api/shopping-lists/:id/items/quick-add',
    {
      schema: {
        tags: ['shopping'],
        summary: 'Add typed lines ("2 kg potatoes"), one item each, in any of the five languages',
        params: IdParamsSchema,
        body: ShoppingQuickAddInputSchema,
        response: { 200: ShoppingQuickAddResponseSchema },
      },
    },
    async (request) => quickAddItems(await ctxOf(request), request.params.id, request.body.text),
  );

  app.patch(
    '/api/shopping-lists/:id/items/:itemId',
    {
      schema: {
        tags: ['shopping'],
        summary: 'Edit or tick an item; each field keeps its latest edit (per-field last-writer-wins)',
        params: ListItemParamsSchema,
        body: UpdateShoppingItemInputSchema,
        response: { 200: ShoppingItemResponseSchema },
      },
    },
    async (request) =>
      updateItem(await ctxOf(request), request.params.id, request.params.itemId, request.body),
  );

  app.delete(
    '/api/shopping-lists/:id/items/:itemId',
    {
      schema: {
        tags: ['shopping'],
        summary: 'Remove an item',
        params: ListItemParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteItem(await ctxOf(request), request.params.id, request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/shopping-lists/:id/clear-checked',
    {
      schema: {
        tags: ['shopping'],
        summary: 'Take the ticked items off the list',
        params: IdParamsSchema,
        response: { 200: ClearCheckedResponseSchema },
      },
    },
    async (request) => ({ removed: await clearChecked(await ctxOf(request), request.params.id) }),
  );

  // -------------------------------------------------------------------------------------------
  // The smart list

  app.post(
    '/api/shopping-lists/:id/smart',
    {
      schema: {
        tags: ['shopping'],
        summary: 'Add what chosen recipes and low stock need, less the pantry and the list',
        params: IdParamsSchema,
        body: SmartListInputSchema,
        response: { 200: SmartListResponseSchema },
      },
    },
    async (request) => smartList(await ctxOf(request), request.params.id, request.body),
  );

  // -------------------------------------------------------------------------------------------
  // Bought → pantry

  app.get(
    '/api/shopping-lists/:id/to-pantry',
    {
      schema: {
        tags: ['shopping'],
        summary: 'The ticked items as pantry entries to review (product, amount, location, expiry, price)',
        params: IdParamsSchema,
        response: { 200: PantryDraftsResponseSchema },
      },
    },
    async (request) => ({ items: await pantryDrafts(await ctxOf(request), request.params.id) }),
  );

  app.post(
    '/api/shopping-lists/:id/to-pantry',
    {
      schema: {
        tags: ['shopping'],
        summary: 'Put reviewed items into the pantry as one undoable operation; they leave the list',
        params: IdParamsSchema,
        body: ToPantryInputSchema,
        response: { 200: ToPantryResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await moveToPantry(await ctxOf(request), request.params.id, request.body);
      publishAfterCommit(events, request.log, {
        householdId: user.householdId,
        type: 'pantry.changed',
        data: { productIds: result.products.map((p) => p.id) },
        actorId: user.id,
      });
      return result;
    },
  );

  app.post(
    '/api/shopping-lists/:id/to-pantry/:operationId/undo',
    {
      schema: {
        tags: ['shopping'],
        summary: 'Undo a move into the pantry: the stock goes and the items come back, ticked',
        params: ToPantryUndoParamsSchema,
        response: { 200: ToPantryUndoResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const restored = await undoMoveToPantry(
        await ctxOf(request),
        request.params.id,
        request.params.operationId,
      );
      publishAfterCommit(events, request.log, {
        householdId: user.householdId,
        type: 'pantry.changed',
        data: { productIds: [...new Set(restored.flatMap((i) => (i.productId ? [i.productId] : [])))] },
        actorId: user.id,
      });
      return { restored };
    },
  );
};
