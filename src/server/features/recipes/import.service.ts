import {
  RecipeDraftSchema,
  type ImportArchiveResponse,
  type Recipe,
  type RecipeDraft,
  type RecipeDraftInput,
} from '@shared/contracts/recipes';
import { uuidv7 } from '@shared/ids';
import type { Config } from '../../config';
import type { Storage } from '../../platform/storage';
import { readRecipeArchive } from './import/app-exports';
import { RecipeImportError, importErrorMessage, toImportAppError } from './import/import-messages';
import { decodeText, safeFetch } from './import/safe-fetch';
import { extractRecipe } from './import/schema-org';
import { parseRecipeText } from './import/text-import';
import { RECIPE_IMAGE_MAX_BYTES, deleteRecipeImage, storeRecipeImage } from './recipe-images';
import { createRecipe, type RecipeContext } from './recipes.service';

/** Another app's export: a household's whole recipe book with its pictures fits in this. */
export const ARCHIVE_MAX_BYTES = 50 * 1024 * 1024;

export type ImportDeps = { config: Config; storage: Storage };

/** A draft as the contract has it; what an importer could not fit is cut, never a failure. */
function toDraft(input: RecipeDraftInput): RecipeDraft {
  const parsed = RecipeDraftSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new RecipeImportError('badRecipe');
}

/** Reads a recipe from a web page through the SSRF-safe fetcher. The draft is not saved. */
export async function importFromUrl(deps: ImportDeps, ctx: RecipeContext, url: string): Promise<RecipeDraft> {
  try {
    const page = await safeFetch(url, {
      allowPrivateNetworks: deps.config.recipeImportPrivateNetworks,
      accept: 'text/html,application/xhtml+xml',
    });
    if (!/html|xml/i.test(page.contentType))
      throw new RecipeImportError('notHtml', { contentType: page.contentType });
    const found = extractRecipe(decodeText(page.body, page.contentType), page.finalUrl);
    if (!found) throw new RecipeImportError('noRecipe');
    return toDraft({ ...found, sourceUrl: found.sourceUrl ?? url });
  } catch (err) {
    if (err instanceof RecipeImportError) throw toImportAppError(err, ctx.language);
    throw err;
  }
}

/** Reads a recipe from pasted text or a page's HTML. The draft is not saved. */
export function importFromText(ctx: RecipeContext, text: string): RecipeDraft {
  try {
    return toDraft(parseRecipeText(text));
  } catch (err) {
    if (err instanceof RecipeImportError) throw toImportAppError(err, ctx.language);
    throw err;
  }
}

/**
 * Saves a draft as a new recipe. A picture an import found (`imageUrl`) is fetched the same safe
 * way and stored in its sizes; when that fails the recipe is saved without one (the user can add
 * a picture later), since losing the recipe over its picture would be worse.
 */
export async function saveDraft(deps: ImportDeps, ctx: RecipeContext, draft: RecipeDraft): Promise<Recipe> {
  const id = uuidv7();
  const imageKey = draft.imageUrl ? await fetchPicture(deps, ctx, id, draft.imageUrl) : null;
  try {
    return await createRecipe(ctx, { ...draft, imageUrl: null }, { id, imageKey });
  } catch (err) {
    await deleteRecipeImage(deps.storage, imageKey);
    throw err;
  }
}

async function fetchPicture(
  deps: ImportDeps,
  ctx: RecipeContext,
  id: string,
  url: string,
): Promise<string | null> {
  try {
    const picture = await safeFetch(url, {
      allowPrivateNetworks: deps.config.recipeImportPrivateNetworks,
      maxBytes: RECIPE_IMAGE_MAX_BYTES,
      accept: 'image/*',
    });
    return await storeRecipeImage(deps.storage, id, picture.body, ctx.language);
  } catch {
    return null;
  }
}

/**
 * Imports another app's export: every recipe it holds is saved (with its picture when it has one);
 * each one that cannot be read or saved is reported with the reason, and the others go on.
 */
export async function importArchive(
  deps: ImportDeps,
  ctx: RecipeContext,
  fileName: string,
  bytes: Buffer,
): Promise<ImportArchiveResponse> {
  let read: Awaited<ReturnType<typeof readRecipeArchive>>;
  try {
    read = await readRecipeArchive(fileName, bytes, { language: ctx.language });
  } catch (err) {
    if (err instanceof RecipeImportError) throw toImportAppError(err, ctx.language);
    throw err;
  }
  const imported: ImportArchiveResponse['imported'] = [];
  const failed: ImportArchiveResponse['failed'] = [...read.failed];
  for (const item of read.recipes) {
    const id = uuidv7();
    let imageKey: string | null = null;
    try {
      const draft = toDraft({ ...item.draft, imageUrl: null });
      if (item.image) {
        imageKey = await storeRecipeImage(deps.storage, id, item.image, ctx.language).catch(() => null);
      }
      const recipe = await createRecipe(ctx, draft, { id, imageKey });
      imported.push({ id: recipe.id, title: recipe.title, sourceName: item.sourceName });
    } catch (err) {
      await deleteRecipeImage(deps.storage, imageKey);
      const reason =
        err instanceof RecipeImportError
          ? importErrorMessage(err.kind, ctx.language, err.details)
          : err instanceof Error && 'code' in err && (err as { code: unknown }).code === 'CONFLICT'
            ? err.message
            : importErrorMessage('badRecipe', ctx.language);
      failed.push({ sourceName: item.sourceName, reason });
    }
  }
  return { imported, failed };
}
