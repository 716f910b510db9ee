import { randomBytes } from 'node:crypto';
import type { RecipeImageSize } from '@shared/contracts/recipes';
import { toWebp, UnreadableImageError } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import { recipeError } from './recipes-messages';
import type { Language } from '@shared/settings-options';

/**
 * A recipe's picture is kept in three sizes, each re-encoded as WebP from the original (so nothing
 * but pixels survives): a card thumbnail, the recipe page, and a full-width view. Never enlarged.
 */
export const RECIPE_IMAGE_PIXELS: Record<RecipeImageSize, number> = { thumb: 400, medium: 960, large: 1920 };
export const RECIPE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const SIZES = Object.keys(RECIPE_IMAGE_PIXELS) as RecipeImageSize[];

/** A fresh prefix per picture ("recipes/<id>-<version>"); each size is "<prefix>-<size>.webp". */
export function recipeImagePrefix(recipeId: string): string {
  return `recipes/${recipeId}-${randomBytes(4).toString('hex')}`;
}

export function recipeImageKey(prefix: string, size: RecipeImageSize): string {
  return `${prefix}-${size}.webp`;
}

/** Decodes the picture and stores its three sizes under a new prefix, which it returns. */
export async function storeRecipeImage(
  storage: Storage,
  recipeId: string,
  input: Buffer,
  language: Language,
): Promise<string> {
  const prefix = recipeImagePrefix(recipeId);
  let encoded: Buffer[];
  try {
    encoded = [];
    // One at a time: three decodes at once would triple the peak memory of a large photo.
    for (const size of SIZES) {
      encoded.push(
        await toWebp(input, {
          size: RECIPE_IMAGE_PIXELS[size],
          fit: 'inside',
          withoutEnlargement: true,
          quality: 80,
        }),
      );
    }
  } catch (err) {
    if (err instanceof UnreadableImageError)
      throw recipeError('VALIDATION_FAILED', 'imageUnreadable', language);
    throw err;
  }
  for (const [i, size] of SIZES.entries()) await storage.put(recipeImageKey(prefix, size), encoded[i]!);
  return prefix;
}

export async function deleteRecipeImage(storage: Storage, prefix: string | null): Promise<void> {
  if (!prefix) return;
  for (const size of SIZES) await storage.delete(recipeImageKey(prefix, size));
}

/** Copies a stored picture under a new recipe's prefix (a copied recipe keeps its picture). */
export async function copyRecipeImage(storage: Storage, prefix: string, recipeId: string): Promise<string> {
  const next = recipeImagePrefix(recipeId);
  for (const size of SIZES) {
    await storage.put(recipeImageKey(next, size), await storage.get(recipeImageKey(prefix, size)));
  }
  return next;
}
