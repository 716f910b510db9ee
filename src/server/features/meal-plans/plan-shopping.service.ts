import type { MealPlanShoppingResponse } from '@shared/contracts/meal-plans';
import { SMART_LIST_RECIPES_MAX } from '@shared/contracts/shopping';
import { addDays } from '@shared/domain/stock';
import { defaultListId } from '../shopping/lists.service';
import { smartList } from '../shopping/smart-list.service';
import { findVisibleRecipes } from '../recipes/recipes.repository';
import { type MealPlanContext, viewerOf } from './entries.service';
import { mealPlanError } from './meal-plans-messages';
import { listEntryRows } from './meal-plans.repository';

/**
 * One click from the plan to the shopping list: every planned recipe of the days not cooked yet,
 * at the servings planned (a recipe planned twice counts both), through the smart list, which
 * merges the same food across recipes, subtracts the pantry and what the list already holds, and
 * marks each line as coming from the meal plan. Running it again adds nothing new.
 */
export async function planShoppingList(
  ctx: MealPlanContext,
  input: { from: string; days?: number | undefined; listId?: string | undefined },
): Promise<MealPlanShoppingResponse> {
  const to = addDays(input.from, (input.days ?? 7) - 1);
  const planned = (await listEntryRows(ctx.db, ctx.householdId, input.from, to)).filter(
    (entry) => entry.recipe_public_id !== null && entry.cooked_at === null,
  );
  // A recipe deleted since it was planned has nothing to buy.
  const visible = await findVisibleRecipes(
    ctx.db,
    viewerOf(ctx),
    planned.map((entry) => entry.recipe_public_id!),
  );
  const entries = planned.filter((entry) => visible.has(entry.recipe_public_id!));
  const servings = new Map<string, number>();
  for (const entry of entries) {
    servings.set(entry.recipe_public_id!, (servings.get(entry.recipe_public_id!) ?? 0) + Number(entry.servings));
  }
  if (servings.size === 0) throw mealPlanError('CONFLICT', 'noRecipes', ctx.language);
  const listId = input.listId ?? (await defaultListId(ctx));
  const recipes = [...servings]
    .slice(0, SMART_LIST_RECIPES_MAX)
    .map(([recipeId, wanted]) => ({ recipeId, servings: Math.min(wanted, 100) }));
  const result = await smartList(ctx, listId, { recipes, source: 'mealplan' });
  return { ...result, listId, meals: entries.length };
}
