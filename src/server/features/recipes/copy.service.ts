import type { Recipe } from '@shared/contracts/recipes';
import { uuidv7 } from '@shared/ids';
import type { Storage } from '../../platform/storage';
import { copyRecipeImage } from './recipe-images';
import { createRecipe, draftOf, recipeOr404, type RecipeContext } from './recipes.service';

/**
 * A copy of a recipe in the household's own recipes, editable: how a built-in recipe becomes
 * yours to change (the library itself stays as shipped), or a variation of one of your own.
 */
export async function copyRecipe(ctx: RecipeContext, storage: Storage, id: string): Promise<Recipe> {
  const row = await recipeOr404(ctx, id);
  const draft = await draftOf(ctx, row);
  const copyId = uuidv7();
  const imageKey = row.image_key ? await copyRecipeImage(storage, row.image_key, copyId) : null;
  return createRecipe(ctx, draft, { id: copyId, imageKey });
}
