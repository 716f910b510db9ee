import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddStockInputSchema,
  AdjustEntryInputSchema,
  BarcodeLookupQuerySchema,
  BarcodeLookupResponseSchema,
  BulkActionInputSchema,
  BulkAddInputSchema,
  BulkAddResponseSchema,
  ConsumeInputSchema,
  CreateLocationInputSchema,
  CreateProductInputSchema,
  DeleteResponseSchema,
  EntryIdParamsSchema,
  IdParamsSchema,
  ListOperationsQuerySchema,
  ListProductsQuerySchema,
  LocationResponseSchema,
  LocationsResponseSchema,
  MoveEntryInputSchema,
  OpenEntryInputSchema,
  OperationsResponseSchema,
  PantryListQuerySchema,
  PantryPageSchema,
  PantrySummarySchema,
  ProductDetailResponseSchema,
  ProductResponseSchema,
  ProductsPageSchema,
  QuickAddInputSchema,
  StockChangeResponseSchema,
  UpdateLocationInputSchema,
  UpdateProductInputSchema,
  WasteQuerySchema,
  WasteReportSchema,
} from '@shared/contracts/pantry';
import type { AppDeps } from '../../app-deps';
import { publishAfterCommit } from '../../platform/events/event-bus';
import { requestLanguage } from '../../platform/language';
import { requireUser } from '../../platform/sessions';
import { createStorage } from '../../platform/storage';
import { readUploadedFile } from '../../platform/uploads';
import { createLocation, deleteLocation, listLocations, updateLocation } from './locations.service';
import { adoptLookupImage, lookupBarcode, readLookupImage } from './lookup.service';
import type { PantryContext } from './pantry.mappers';
import { pantryMessage } from './pantry-messages';
import { listPantry, pantryContext, pantrySummary, wasteReport } from './pantry.service';
import { PRODUCT_IMAGE_MAX_BYTES } from './product-image';
import {
  createProduct,
  deleteProduct,
  getProduct,
  getProductDetail,
  listProducts,
  readProductImage,
  removeProductImage,
  setProductImage,
  updateProduct,
} from './products.service';
import { bulkAdd, quickAdd } from './quick-add.service';
import { addStock } from './stock-add.service';
import { adjustStock, bulkStock, deleteStock, moveStock, openStock } from './stock-edit.service';
import { listOperations, undoOperation } from './stock-history.service';
import { takeStock } from './stock-take.service';
import { productNames, recordActivityOnSuccess } from '../family/route-activity';
import type { ActivityKind } from '@shared/contracts/family';

/** Decoding pictures costs CPU; counted per account like avatar uploads. */
const IMAGE_UPLOAD_RATE_LIMIT = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
};

/** The stock changes the family hears about, by route. */
const STOCK_ACTIVITY: Record<string, ActivityKind | undefined> = {
  '/api/stock': 'stock.added',
  '/api/stock/quick-add': 'stock.added',
  '/api/stock/bulk-add': 'stock.added',
  '/api/stock/consume': 'stock.used',
  '/api/stock/spoil': 'stock.removed',
};

/**
 * The pantry: locations, products, stock and its operations, the list, the dashboard summary and
 * the waste report. Everything is scoped to the signed-in user's household; another household's
 * ids answer 404.
 */
export const pantryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, events }) => {
  const storage = createStorage(config);
  const lookupDeps = { config, storage };

  // Before body validation, so a signed-out caller learns that first.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  // Every successful change tells the household's open screens (docs/decisions/0011). One hook
  // for all routes here: it runs after the handler, so after the change has committed, and the
  // answer itself names what changed (a stock change its products, a product route its product).
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const user = request.user;
    if (user && request.method !== 'GET' && reply.statusCode < 300) {
      publishAfterCommit(events, request.log, {
        householdId: user.householdId,
        type: 'pantry.changed',
        data: { productIds: changedProductIds(request, payload) },
        actorId: user.id,
      });
    }
    done(null, payload);
  });

  // Stock that came, went or was thrown away goes into the family's activity feed.
  recordActivityOnSuccess(app, { db, events }, (request, payload) => {
    const kind = STOCK_ACTIVITY[request.routeOptions.url ?? ''];
    const names = productNames(payload);
    return kind && names.length > 0 ? { kind, data: { names } } : null;
  });

  const ctxOf = (request: FastifyRequest): Promise<PantryContext> => {
    const user = requireUser(request);
    return pantryContext({
      db,
      householdId: user.householdId,
      userId: user.id,
      language: requestLanguage(request),
    });
  };

  // -------------------------------------------------------------------------------------------
  // The pantry views

  app.get(
    '/api/pantry',
    {
      schema: {
        tags: ['pantry'],
        summary: 'The pantry list: products with their totals, filtered, sorted, grouped and paged',
        querystring: PantryListQuerySchema,
        response: { 200: PantryPageSchema },
      },
    },
    async (request) => listPantry(await ctxOf(request), request.query),
  );

  app.get(
    '/api/pantry/summary',
    {
      schema: {
        tags: ['pantry'],
        summary: 'What matters today: expiring entries, low stock, this month’s figures',
        response: { 200: PantrySummarySchema },
      },
    },
    async (request) => pantrySummary(await ctxOf(request)),
  );

  app.get(
    '/api/pantry/waste',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Spoiled food over the last months, by category, with the money lost',
        querystring: WasteQuerySchema,
        response: { 200: WasteReportSchema },
      },
    },
    async (request) => wasteReport(await ctxOf(request), request.query.months),
  );

  // -------------------------------------------------------------------------------------------
  // Locations

  app.get(
    '/api/locations',
    {
      schema: {
        tags: ['pantry'],
        summary: "The household's locations in their order",
        response: { 200: LocationsResponseSchema },
      },
    },
    async (request) => ({ locations: await listLocations(await ctxOf(request)) }),
  );

  app.post(
    '/api/locations',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Add a location (a cellar is a pantry, a chest freezer a freezer)',
        body: CreateLocationInputSchema,
        response: { 201: LocationResponseSchema },
      },
    },
    async (request, reply) => {
      const location = await createLocation(await ctxOf(request), request.body);
      return reply.status(201).send({ location });
    },
  );

  app.patch(
    '/api/locations/:id',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Rename a location, change its kind or its place in the order',
        params: IdParamsSchema,
        body: UpdateLocationInputSchema,
        response: { 200: LocationResponseSchema },
      },
    },
    async (request) => ({
      location: await updateLocation(await ctxOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/locations/:id',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Delete an empty location (not the last one)',
        params: IdParamsSchema,
        response: { 200: DeleteResponseSchema },
      },
    },
    async (request) => {
      await deleteLocation(await ctxOf(request), request.params.id);
      return { success: true as const };
    },
  );

  // -------------------------------------------------------------------------------------------
  // Products

  app.get(
    '/api/products',
    {
      schema: {
        tags: ['pantry'],
        summary: "The household's products by name, searchable and paged",
        querystring: ListProductsQuerySchema,
        response: { 200: ProductsPageSchema },
      },
    },
    async (request) => listProducts(await ctxOf(request), request.query),
  );

  app.post(
    '/api/products',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Create a product; the food catalogue fills what is not given',
        body: CreateProductInputSchema,
        response: { 201: ProductResponseSchema },
      },
    },
    async (request, reply) => {
      const ctx = await ctxOf(request);
      let product = await createProduct(ctx, request.body);
      const codes = (request.body.barcodes ?? []).map((b) => b.code);
      if (codes.length > 0 && config.openFoodFacts) {
        await adoptLookupImage(ctx, lookupDeps, product.id, codes);
        product = await getProduct(ctx, product.id);
      }
      return reply.status(201).send({ product });
    },
  );

  app.get(
    '/api/products/lookup',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Barcode lookup: household → catalogue → Open Food Facts → a draft for a new product',
        querystring: BarcodeLookupQuerySchema,
        response: { 200: BarcodeLookupResponseSchema },
      },
    },
    async (request) => lookupBarcode(await ctxOf(request), lookupDeps, request.query.barcode),
  );

  app.get(
    '/api/products/lookup/:barcode/image',
    {
      schema: {
        tags: ['pantry'],
        summary: 'The picture Open Food Facts has for a barcode (WebP), for the new-product form',
        params: BarcodeLookupQuerySchema,
      },
    },
    async (request, reply) => {
      const image = await readLookupImage(await ctxOf(request), lookupDeps, request.params.barcode);
      return reply.type('image/webp').header('Cache-Control', 'private, max-age=86400').send(image);
    },
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['pantry'],
        summary: 'A product and its entries, first-expiring first',
        params: IdParamsSchema,
        response: { 200: ProductDetailResponseSchema },
      },
    },
    async (request) => getProductDetail(await ctxOf(request), request.params.id),
  );

  app.patch(
    '/api/products/:id',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Change a product; a new default unit converts its stock or is refused',
        params: IdParamsSchema,
        body: UpdateProductInputSchema,
        response: { 200: ProductResponseSchema },
      },
    },
    async (request) => ({
      product: await updateProduct(await ctxOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/products/:id',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Delete a product with its stock and history',
        params: IdParamsSchema,
        response: { 200: DeleteResponseSchema },
      },
    },
    async (request) => {
      await deleteProduct(await ctxOf(request), storage, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/products/:id/image',
    {
      schema: { tags: ['pantry'], summary: "A product's picture (WebP)", params: IdParamsSchema },
    },
    async (request, reply) => {
      const image = await readProductImage(await ctxOf(request), storage, request.params.id);
      // The URL carries a version, so a changed picture has a new URL.
      return reply.type('image/webp').header('Cache-Control', 'private, max-age=86400').send(image);
    },
  );

  app.delete(
    '/api/products/:id/image',
    {
      schema: {
        tags: ['pantry'],
        summary: "Remove a product's picture",
        params: IdParamsSchema,
        response: { 200: ProductResponseSchema },
      },
    },
    async (request) => ({
      product: await removeProductImage(await ctxOf(request), storage, request.params.id),
    }),
  );

  // Multipart only for the upload route.
  await app.register(async (upload) => {
    await upload.register(multipart, {
      limits: {
        fileSize: PRODUCT_IMAGE_MAX_BYTES,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        parts: 12,
        headerPairs: 50,
      },
    });
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/api/products/:id/image',
      {
        config: { rateLimit: IMAGE_UPLOAD_RATE_LIMIT },
        schema: {
          tags: ['pantry'],
          summary: 'Upload a picture of the product (multipart, one image of at most 5 MB)',
          consumes: ['multipart/form-data'],
          params: IdParamsSchema,
          response: { 200: ProductResponseSchema },
        },
      },
      async (request) => {
        const ctx = await ctxOf(request);
        const image = await readUploadedFile(request, {
          notMultipart: pantryMessage('imageNotMultipart', ctx.language),
          tooLarge: pantryMessage('imageTooLarge', ctx.language),
          missing: pantryMessage('imageMissing', ctx.language),
        });
        return { product: await setProductImage(ctx, storage, request.params.id, image) };
      },
    );
  });

  // -------------------------------------------------------------------------------------------
  // Stock

  app.post(
    '/api/stock',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Add stock of a product, or packs of a barcode',
        body: AddStockInputSchema,
        response: { 201: StockChangeResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addStock(await ctxOf(request), request.body)),
  );

  app.post(
    '/api/stock/quick-add',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Add from one typed line ("2 l milk"); the product is found or made by name',
        body: QuickAddInputSchema,
        response: { 201: StockChangeResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await quickAdd(await ctxOf(request), request.body)),
  );

  app.post(
    '/api/stock/bulk-add',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Add several typed lines in one operation; lines not understood are answered back',
        body: BulkAddInputSchema,
        response: { 200: BulkAddResponseSchema },
      },
    },
    async (request) => bulkAdd(await ctxOf(request), request.body),
  );

  app.post(
    '/api/stock/consume',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Use an amount of a product (first-expiring first) or of one entry',
        body: ConsumeInputSchema,
        response: { 200: StockChangeResponseSchema },
      },
    },
    async (request) => takeStock(await ctxOf(request), 'consume', request.body),
  );

  app.post(
    '/api/stock/spoil',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Throw away an amount of a product or of one entry (counted as waste)',
        body: ConsumeInputSchema,
        response: { 200: StockChangeResponseSchema },
      },
    },
    async (request) => takeStock(await ctxOf(request), 'spoil', request.body),
  );

  app.post(
    '/api/stock/bulk',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Consume, spoil, open, move or delete several products or entries at once',
        body: BulkActionInputSchema,
        response: { 200: StockChangeResponseSchema },
      },
    },
    async (request) => bulkStock(await ctxOf(request), request.body),
  );

  app.post(
    '/api/stock/entries/:id/open',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Open an entry (or part of it); the expiry shortens to the opened shelf life',
        params: EntryIdParamsSchema,
        // A bare POST (no body) opens the whole entry.
        body: OpenEntryInputSchema.nullish(),
        response: { 200: StockChangeResponseSchema },
      },
    },
    async (request) => openStock(await ctxOf(request), request.params.id, request.body ?? {}),
  );

  app.post(
    '/api/stock/entries/:id/move',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Move an entry (or part of it); freezing extends the expiry, thawing shortens it',
        params: EntryIdParamsSchema,
        body: MoveEntryInputSchema,
        response: { 200: StockChangeResponseSchema },
      },
    },
    async (request) => moveStock(await ctxOf(request), request.params.id, request.body),
  );

  app.patch(
    '/api/stock/entries/:id',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Correct an entry; a quantity of 0 removes it',
        params: EntryIdParamsSchema,
        body: AdjustEntryInputSchema,
        response: { 200: StockChangeResponseSchema },
      },
    },
    async (request) => adjustStock(await ctxOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/stock/entries/:id',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Delete an entry (not counted as waste; undo brings it back)',
        params: EntryIdParamsSchema,
        response: { 200: StockChangeResponseSchema },
      },
    },
    async (request) => deleteStock(await ctxOf(request), request.params.id),
  );

  app.get(
    '/api/stock/operations',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Recent stock changes, newest first, with whether each can still be undone',
        querystring: ListOperationsQuerySchema,
        response: { 200: OperationsResponseSchema },
      },
    },
    async (request) => ({ items: await listOperations(await ctxOf(request), request.query) }),
  );

  app.post(
    '/api/stock/operations/:id/undo',
    {
      schema: {
        tags: ['pantry'],
        summary: 'Undo a stock change, when nothing touched the same entries since',
        params: IdParamsSchema,
        response: { 200: StockChangeResponseSchema },
      },
    },
    async (request) => undoOperation(await ctxOf(request), request.params.id),
  );
};

/**
 * The products a successful pantry change touched, read from its answer: stock changes list their
 * products, product routes answer with the product, and deleting one names it in the path. A
 * location change touches none (the list is still refetched: locations show there).
 */
function changedProductIds(request: FastifyRequest, payload: unknown): string[] {
  const answer = (payload ?? {}) as { products?: Array<{ id: string }>; product?: { id: string } };
  if (Array.isArray(answer.products)) return [...new Set(answer.products.map((p) => p.id))];
  if (answer.product) return [answer.product.id];
  const params = request.params as { id?: string } | undefined;
  if (request.method === 'DELETE' && request.url.startsWith('/api/products/') && params?.id)
    return [params.id];
  return [];
}
