import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CookHistoryResponseSchema,
  CookPlanQuerySchema,
  CookPlanSchema,
  CookedInputSchema,
  CookedResponseSchema,
  ImportArchiveResponseSchema,
  ImportTextInputSchema,
  ImportUrlInputSchema,
  RECIPE_IMAGE_SIZES,
  RecipeDeleteResponseSchema,
  RecipeDraftResponseSchema,
  RecipeDraftSchema,
  RecipeFavoriteResponseSchema,
  RecipeListQuerySchema,
  RecipePageSchema,
  RecipeResponseSchema,
  RecipeSuggestionsQuerySchema,
  RecipeSuggestionsResponseSchema,
} from '@shared/contracts/recipes';
import { IdParamsSchema, IdSchema } from '@shared/contracts/text';
import type { AppDeps } from '../../app-deps';
import { nowIso } from '../../db/database';
import { notFound } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { publishAfterCommit } from '../../platform/events/event-bus';
import { requireUser } from '../../platform/sessions';
import { createStorage } from '../../platform/storage';
import { recordActivityOnSuccess } from '../family/route-activity';
import { readUpload, readUploadedFile } from '../../platform/uploads';
import { pantryContext } from '../pantry/pantry.service';
import { ARCHIVE_MAX_BYTES, importArchive, importFromText, importFromUrl, saveDraft } from './import.service';
import { copyRecipe } from './copy.service';
import { cookHistory, cookPlan, recordCooked, suggestRecipes } from './kitchen.service';
import { RECIPE_IMAGE_MAX_BYTES, deleteRecipeImage, recipeImageKey, storeRecipeImage } from './recipe-images';
import { recipeMessage } from './recipes-messages';
import { setRecipeImageKey } from './recipes.repository';
import {
  type RecipeContext,
  deleteRecipe,
  getRecipe,
  listRecipes,
  ownRecipeOr404,
  recipeOr404,
  setFavorite,
  updateRecipe,
} from './recipes.service';

/** Decoding pictures and reading archives cost CPU: counted per account. */
const UPLOAD_RATE_LIMIT = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
};
/** Fetching other sites on the user's behalf: generous for people, useless for a scanner. */
const IMPORT_RATE_LIMIT = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
};

const ImageParamsSchema = z.object({ id: IdSchema, size: z.enum(RECIPE_IMAGE_SIZES) });

/**
 * Recipes: the household's own and the built-in library, search and filters, favorites, pictures,
 * import from the web, pasted text and other apps, what the pantry can cook, and "I cooked this".
 * Everything is scoped to the signed-in user's household; another household's ids answer 404.
 */
export const recipesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, events }) => {
  const storage = createStorage(config);
  const importDeps = { config, storage };

  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  // A recipe saved (written, imported or copied) goes into the family's activity feed.
  recordActivityOnSuccess(app, { db, events }, (request, payload) => {
    const url = request.routeOptions.url;
    if (request.method !== 'POST' || (url !== '/api/recipes' && url !== '/api/recipes/:id/copy')) return null;
    const title = (payload as { recipe?: { title?: unknown } } | null)?.recipe?.title;
    return typeof title === 'string' ? { kind: 'recipe.added', data: { names: [title] } } : null;
  });

  const ctxOf = (request: FastifyRequest): RecipeContext => {
    const user = requireUser(request);
    return { db, householdId: user.householdId, userId: user.id, language: requestLanguage(request) };
  };
  const kitchenOf = async (request: FastifyRequest) => {
    const ctx = ctxOf(request);
    return { ...(await pantryContext(ctx)), ...ctx };
  };

  // -------------------------------------------------------------------------------------------
  // The book

  app.get(
    '/api/recipes',
    {
      schema: {
        tags: ['recipes'],
        summary: "The household's and the built-in recipes: searched, filtered, sorted and paged",
        querystring: RecipeListQuerySchema,
        response: { 200: RecipePageSchema },
      },
    },
    async (request) => listRecipes(ctxOf(request), request.query),
  );

  app.get(
    '/api/recipes/suggestions',
    {
      schema: {
        tags: ['recipes'],
        summary: 'What can I cook: recipes ranked by how much of them the pantry covers',
        querystring: RecipeSuggestionsQuerySchema,
        response: { 200: RecipeSuggestionsResponseSchema },
      },
    },
    async (request) => ({ suggestions: await suggestRecipes(await kitchenOf(request), request.query) }),
  );

  app.get(
    '/api/recipes/history',
    {
      schema: {
        tags: ['recipes'],
        summary: 'What the household cooked lately',
        response: { 200: CookHistoryResponseSchema },
      },
    },
    async (request) => ({ cooks: await cookHistory(ctxOf(request)) }),
  );

  app.get(
    '/api/recipes/:id',
    {
      schema: {
        tags: ['recipes'],
        summary: 'One recipe, with its lines read and the dietary warnings for the signed-in user',
        params: IdParamsSchema,
        response: { 200: RecipeResponseSchema },
      },
    },
    async (request) => ({ recipe: await getRecipe(ctxOf(request), request.params.id) }),
  );

  app.post(
    '/api/recipes',
    {
      schema: {
        tags: ['recipes'],
        summary: 'Save a new recipe (a picture found by an import is fetched with it)',
        body: RecipeDraftSchema,
        response: { 201: RecipeResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ recipe: await saveDraft(importDeps, ctxOf(request), request.body) }),
  );

  app.put(
    '/api/recipes/:id',
    {
      schema: {
        tags: ['recipes'],
        summary: 'Change a household recipe (built-in ones are copied first)',
        params: IdParamsSchema,
        body: RecipeDraftSchema,
        response: { 200: RecipeResponseSchema },
      },
    },
    async (request) => ({ recipe: await updateRecipe(ctxOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/recipes/:id',
    {
      schema: {
        tags: ['recipes'],
        summary: 'Delete a household recipe',
        params: IdParamsSchema,
        response: { 200: RecipeDeleteResponseSchema },
      },
    },
    async (request) => {
      const imageKey = await deleteRecipe(ctxOf(request), request.params.id);
      await deleteRecipeImage(storage, imageKey);
      return { success: true as const };
    },
  );

  app.post(
    '/api/recipes/:id/copy',
    {
      schema: {
        tags: ['recipes'],
        summary: "Copy a recipe (a built-in one, or the household's own) into the household's recipes",
        params: IdParamsSchema,
        response: { 201: RecipeResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ recipe: await copyRecipe(ctxOf(request), storage, request.params.id) }),
  );

  for (const [method, favorite] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/api/recipes/:id/favorite',
      {
        schema: {
          tags: ['recipes'],
          summary: favorite ? 'Mark a recipe as a favorite' : 'Remove a recipe from the favorites',
          params: IdParamsSchema,
          response: { 200: RecipeFavoriteResponseSchema },
        },
      },
      async (request) => ({ favorite: await setFavorite(ctxOf(request), request.params.id, favorite) }),
    );
  }

  // -------------------------------------------------------------------------------------------
  // Pictures

  app.get(
    '/api/recipes/:id/image/:size',
    {
      schema: {
        tags: ['recipes'],
        summary: "A recipe's picture (WebP) in one of its sizes",
        params: ImageParamsSchema,
      },
    },
    async (request, reply) => {
      const row = await recipeOr404(ctxOf(request), request.params.id);
      if (!row.image_key) throw notFound();
      const image = await storage.get(recipeImageKey(row.image_key, request.params.size));
      // The URL carries the picture's version, so a changed picture has a new URL.
      return reply.type('image/webp').header('Cache-Control', 'private, max-age=86400').send(image);
    },
  );

  app.delete(
    '/api/recipes/:id/image',
    {
      schema: {
        tags: ['recipes'],
        summary: "Remove a recipe's picture",
        params: IdParamsSchema,
        response: { 200: RecipeResponseSchema },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const row = await ownRecipeOr404(ctx, request.params.id);
      if (row.image_key) {
        await setRecipeImageKey(db, row.id, null, nowIso());
        await deleteRecipeImage(storage, row.image_key);
      }
      return { recipe: await getRecipe(ctx, request.params.id) };
    },
  );

  // -------------------------------------------------------------------------------------------
  // Getting recipes in

  app.post(
    '/api/recipes/import/url',
    {
      config: { rateLimit: IMPORT_RATE_LIMIT },
      schema: {
        tags: ['recipes'],
        summary: 'Read a recipe from a web page (not saved: the draft opens in the editor)',
        body: ImportUrlInputSchema,
        response: { 200: RecipeDraftResponseSchema },
      },
    },
    async (request) => ({ draft: await importFromUrl(importDeps, ctxOf(request), request.body.url) }),
  );

  app.post(
    '/api/recipes/import/text',
    {
      schema: {
        tags: ['recipes'],
        summary: "Read a recipe from pasted text or a page's HTML (not saved)",
        body: ImportTextInputSchema,
        response: { 200: RecipeDraftResponseSchema },
      },
    },
    async (request) => ({ draft: importFromText(ctxOf(request), request.body.text) }),
  );

  // -------------------------------------------------------------------------------------------
  // Cooking

  app.get(
    '/api/recipes/:id/cook-plan',
    {
      schema: {
        tags: ['recipes'],
        summary: 'What cooking the recipe would take from the pantry, for review',
        params: IdParamsSchema,
        querystring: CookPlanQuerySchema,
        response: { 200: CookPlanSchema },
      },
    },
    async (request) => cookPlan(await kitchenOf(request), request.params.id, request.query.servings),
  );

  app.post(
    '/api/recipes/:id/cooked',
    {
      schema: {
        tags: ['recipes'],
        summary: 'I cooked this: take the reviewed amounts from the pantry as one undoable operation',
        params: IdParamsSchema,
        body: CookedInputSchema,
        response: { 201: CookedResponseSchema },
      },
    },
    async (request, reply) => {
      const cook = await recordCooked(await kitchenOf(request), request.params.id, request.body);
      // What was taken changes the pantry on every open screen of the household.
      if (request.body.take.length > 0) {
        const user = requireUser(request);
        publishAfterCommit(events, request.log, {
          householdId: user.householdId,
          type: 'pantry.changed',
          data: { productIds: [...new Set(request.body.take.map((t) => t.productId))] },
          actorId: user.id,
        });
      }
      return reply.status(201).send({ cook });
    },
  );

  // Multipart only for the upload routes, each with its own size limit.
  const multipartLimits = (fileSize: number) => ({
    limits: { fileSize, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
  });

  await app.register(async (upload) => {
    await upload.register(multipart, multipartLimits(RECIPE_IMAGE_MAX_BYTES));
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/api/recipes/:id/image',
      {
        config: { rateLimit: UPLOAD_RATE_LIMIT },
        schema: {
          tags: ['recipes'],
          summary: 'Upload a picture of the recipe (multipart, one image of at most 5 MB)',
          consumes: ['multipart/form-data'],
          params: IdParamsSchema,
          response: { 200: RecipeResponseSchema },
        },
      },
      async (request) => {
        const ctx = ctxOf(request);
        const row = await ownRecipeOr404(ctx, request.params.id);
        const image = await readUploadedFile(request, {
          notMultipart: recipeMessage('imageNotMultipart', ctx.language),
          tooLarge: recipeMessage('imageTooLarge', ctx.language),
          missing: recipeMessage('imageMissing', ctx.language),
        });
        const prefix = await storeRecipeImage(storage, row.id, image, ctx.language);
        await setRecipeImageKey(db, row.id, prefix, nowIso());
        await deleteRecipeImage(storage, row.image_key);
        return { recipe: await getRecipe(ctx, request.params.id) };
      },
    );
  });

  await app.register(async (upload) => {
    await upload.register(multipart, multipartLimits(ARCHIVE_MAX_BYTES));
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/api/recipes/import/archive',
      {
        config: { rateLimit: UPLOAD_RATE_LIMIT },
        schema: {
          tags: ['recipes'],
          summary:
            'Bring recipes from another app: a Mealie export, a Paprika .paprikarecipes file, or schema.org JSON (one file or a .zip)',
          consumes: ['multipart/form-data'],
          response: { 200: ImportArchiveResponseSchema },
        },
      },
      async (request) => {
        const ctx = ctxOf(request);
        const file = await readUpload(request, {
          notMultipart: recipeMessage('archiveNotMultipart', ctx.language),
          tooLarge: recipeMessage('archiveTooLarge', ctx.language),
          missing: recipeMessage('archiveMissing', ctx.language),
        });
        return importArchive(importDeps, ctx, file.name, file.bytes);
      },
    );
  });
};
