import type {
  CookPlan,
  CookedInput,
  RecipeSuggestion,
  RecipeSuggestionsQuery,
} from '@shared/contracts/recipes';
import { addDays } from '@shared/domain/stock';
import { convertMilli, fromMilli, isUnit, toMilli } from '@shared/domain/units';
import { uuidv7 } from '@shared/ids';
import { nowIso } from '../../db/database';
import { notFound } from '../../platform/errors';
import { getOnboarding } from '../onboarding/onboarding.service';
import type { PantryContext } from '../pantry/pantry.mappers';
import { consumeProducts } from '../pantry/stock-take.service';
import { usableStock, type UsableProduct } from '../pantry/usable-stock.service';
import {
  type IngredientRow,
  RECIPE_COLUMNS,
  type RecipeRow,
  insertCook,
  needsOnlyOwnedAppliances,
  ownsAnyAppliance,
  lastCookedAt,
  listCookRows,
  listIngredientRows,
} from './recipes.repository';
import {
  countsForCoverage,
  foodToken,
  recipeOr404,
  summariesOf,
  type RecipeContext,
} from './recipes.service';

/**
 * The kitchen side of recipes: what the pantry can cook ("what can I cook"), what cooking a recipe
 * takes from the pantry (the review step), and "I cooked this", which takes it as one undoable
 * stock operation and remembers it in the cook history.
 *
 * A recipe line matches a pantry product by the food catalogue (the same food key, whatever the
 * language or wording) or by the same normalised name. Amounts are compared in the product's own
 * unit, through its conversions (1 can = 400 g); expired stock does not count.
 */

type Kitchen = {
  products: UsableProduct[];
  byFoodKey: Map<string, UsableProduct[]>;
  byName: Map<string, UsableProduct[]>;
};

/** Candidates ranked in detail after the first, coarse count. */
const DETAILED_CANDIDATES = 120;

async function readKitchen(ctx: PantryContext): Promise<Kitchen> {
  const products = await usableStock(ctx);
  const group = (key: (p: UsableProduct) => string | null) => {
    const map = new Map<string, UsableProduct[]>();
    for (const p of products) {
      const k = key(p);
      if (!k) continue;
      const list = map.get(k);
      if (list) list.push(p);
      else map.set(k, [p]);
    }
    return map;
  };
  return { products, byFoodKey: group((p) => p.foodKey), byName: group((p) => p.nameNormalized) };
}

/** The products a line could be: by food, then by name; those in stock and expiring first come first. */
function productsFor(kitchen: Kitchen, line: IngredientRow): UsableProduct[] {
  const found = [
    ...(line.food_key ? (kitchen.byFoodKey.get(line.food_key) ?? []) : []),
    ...(line.food_normalized ? (kitchen.byName.get(line.food_normalized) ?? []) : []),
  ];
  return [...new Set(found)].sort(
    (a, b) =>
      Number(b.usableMilli > 0) - Number(a.usableMilli > 0) ||
      (a.nextExpiry ?? '9999').localeCompare(b.nextExpiry ?? '9999'),
  );
}

/** What a line asks for in the product's unit (scaled), or null when its amount cannot be compared. */
function neededMilli(line: IngredientRow, product: UsableProduct, factor: number): number | null {
  if (line.quantity_milli === null || !isUnit(product.unit)) return null;
  // "4 eggs" has no unit: it counts pieces.
  const unit = line.unit ?? 'piece';
  if (!isUnit(unit)) return null;
  const scaled = Math.round(line.quantity_milli * factor);
  if (scaled <= 0) return null;
  return convertMilli(scaled, unit, product.unit, product.conversions);
}

// ---------------------------------------------------------------------------------------------
// What can I cook

export async function suggestRecipes(
  ctx: RecipeContext & PantryContext,
  query: RecipeSuggestionsQuery,
): Promise<RecipeSuggestion[]> {
  const [kitchen, onboarding, cooked] = await Promise.all([
    readKitchen(ctx),
    getOnboarding({ db: ctx.db, userId: ctx.userId }),
    lastCookedAt(ctx.db, ctx.householdId),
  ]);
  // A product of another household is an unknown id.
  if (query.productId && !kitchen.products.some((p) => p.id === query.productId)) throw notFound();
  const stocked = kitchen.products.filter((p) => p.usableMilli > 0);
  if (stocked.length === 0) return [];
  const focus = query.productId ? stocked.find((p) => p.id === query.productId) : undefined;
  // Out of stock (or all of it expired): nothing to cook with it.
  if (query.productId && !focus) return [];

  // First, coarsely: per visible recipe, how many of its counted lines name a food the pantry has,
  // read from the foods kept with each recipe (one row per recipe, counted here). Recipes that
  // break the user's dietary preferences, or need an appliance the household lacks, are out in SQL.
  const inPantry = new Set(
    stocked.flatMap((p) => [foodToken(null, p.nameNormalized), ...(p.foodKey ? [p.foodKey] : [])]),
  );
  let candidates = ctx.db
    .selectFrom('recipes as r')
    .select(['r.id as id', 'r.counted_lines as lines', 'r.counted_foods as foods'])
    .where((eb) =>
      eb.or([
        eb('r.household_id', '=', ctx.householdId),
        eb.and([eb('r.household_id', 'is', null), eb('r.language', '=', ctx.language)]),
      ]),
    )
    .where('r.counted_lines', '>', 0);
  // A household that never said which appliances it has is not held to them.
  if (await ownsAnyAppliance(ctx.db, ctx.householdId)) {
    candidates = candidates.where(needsOnlyOwnedAppliances(ctx.householdId));
  }
  for (const preference of onboarding.dietary_preferences) {
    candidates = candidates.where('r.dietary_flags', 'like', `%${JSON.stringify(preference)}%`);
  }
  if (focus) {
    candidates = candidates.where((eb) =>
      eb.exists(
        eb
          .selectFrom('recipe_ingredients as fi')
          .select('fi.recipe_id')
          .whereRef('fi.recipe_id', '=', 'r.id')
          .where((inner) =>
            inner.or([
              ...(focus.foodKey ? [inner('fi.food_key', '=', focus.foodKey)] : []),
              inner('fi.food_normalized', '=', focus.nameNormalized),
            ]),
          ),
      ),
    );
  }
  const ranked: Array<{ id: string; lines: number; have: number }> = [];
  for (const candidate of await candidates.execute()) {
    const lines = Number(candidate.lines);
    let have = 0;
    for (const food of candidate.foods.split('\n')) if (inPantry.has(food)) have++;
    if (have > 0 && lines - have <= query.maxMissing) ranked.push({ id: candidate.id, lines, have });
  }
  ranked
    .sort((a, b) => b.have / b.lines - a.have / a.lines || a.lines - a.have - (b.lines - b.have))
    .splice(DETAILED_CANDIDATES);
  if (ranked.length === 0) return [];

  // Then in detail, unit-aware, for the best candidates.
  const ids = ranked.map((c) => c.id);
  const [rows, lines] = await Promise.all([
    ctx.db.selectFrom('recipes').select(RECIPE_COLUMNS).where('id', 'in', ids).execute(),
    listIngredientRows(ctx.db, ids),
  ]);
  const linesOf = new Map<string, IngredientRow[]>();
  for (const line of lines) linesOf.set(line.recipe_id, [...(linesOf.get(line.recipe_id) ?? []), line]);
  const soon = addDays(ctx.today, ctx.warningDays);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();

  const scored: Array<{ row: RecipeRow; suggestion: Omit<RecipeSuggestion, 'recipe'> }> = [];
  for (const row of rows) {
    const counted = (linesOf.get(row.id) ?? []).filter(countsForCoverage);
    if (counted.length === 0) continue;
    const missing: string[] = [];
    const expiring = new Map<string, { productId: string; name: string; expiresOn: string }>();
    for (const line of counted) {
      const product = productsFor(kitchen, line).find((p) => p.usableMilli > 0);
      if (!product) {
        missing.push(line.food_name ?? line.text);
        continue;
      }
      const needed = neededMilli(line, product, 1);
      // An amount that cannot be compared (2 onions against onions kept in kg) counts as there.
      if (needed !== null && needed > product.usableMilli) missing.push(line.food_name ?? line.text);
      if (product.nextExpiry && product.nextExpiry <= soon) {
        expiring.set(product.id, {
          productId: product.id,
          name: product.name,
          expiresOn: product.nextExpiry,
        });
      }
    }
    if (missing.length > query.maxMissing) continue;
    const have = counted.length - missing.length;
    const last = cooked.get(row.public_id) ?? null;
    const score =
      Math.round((100 * have) / counted.length) +
      15 * expiring.size -
      10 * missing.length -
      (last && last > weekAgo ? 25 : 0);
    scored.push({
      row,
      suggestion: {
        ingredientCount: counted.length,
        haveCount: have,
        missing,
        expiringSoon: [...expiring.values()].sort((a, b) => a.expiresOn.localeCompare(b.expiresOn)),
        score,
        lastCookedAt: last,
      },
    });
  }
  scored.sort(
    (a, b) => b.suggestion.score - a.suggestion.score || a.row.title_sort.localeCompare(b.row.title_sort),
  );
  const top = scored.slice(0, query.limit);
  const summaries = await summariesOf(
    ctx.db,
    ctx,
    top.map((s) => s.row),
  );
  return top.map((s, i) => ({ recipe: summaries[i]!, ...s.suggestion }));
}

// ---------------------------------------------------------------------------------------------
// I cooked this

export async function cookPlan(
  ctx: RecipeContext & PantryContext,
  id: string,
  servings: number | undefined,
): Promise<CookPlan> {
  const row = await recipeOr404(ctx, id);
  const [kitchen, lines] = await Promise.all([readKitchen(ctx), listIngredientRows(ctx.db, [row.id])]);
  const chosen = servings ?? row.servings ?? null;
  const factor = chosen && row.servings ? chosen / row.servings : 1;
  return {
    servings: chosen,
    lines: lines.map((line) => {
      const product = productsFor(kitchen, line)[0];
      if (!product) {
        return {
          position: line.position,
          text: line.text,
          productId: null,
          productName: null,
          inStock: null,
          quantity: null,
          unit: null,
        };
      }
      const needed = neededMilli(line, product, factor);
      return {
        position: line.position,
        text: line.text,
        productId: product.id,
        productName: product.name,
        inStock: fromMilli(product.usableMilli),
        // Never propose more than there is: the rest is what the shopping list will want.
        quantity: needed === null ? null : fromMilli(Math.min(needed, product.usableMilli)),
        unit: product.unit,
      };
    }),
  };
}

export async function recordCooked(ctx: RecipeContext & PantryContext, id: string, input: CookedInput) {
  const row = await recipeOr404(ctx, id);
  // Amounts are in each product's unit, at most three decimals, like every stock amount.
  const takes = input.take.map((t) => ({ productId: t.productId, quantity: fromMilli(toMilli(t.quantity)) }));
  const change = takes.length > 0 ? await consumeProducts(ctx, takes) : null;
  const cook = {
    id: uuidv7(),
    household_id: ctx.householdId,
    user_id: ctx.userId,
    recipe_public_id: row.public_id,
    title: row.title,
    servings: input.servings,
    operation_id: change?.operation.id ?? null,
    cooked_at: nowIso(),
  };
  await insertCook(ctx.db, cook);
  return cookDto(cook);
}

export async function cookHistory(ctx: RecipeContext, limit = 50) {
  return (await listCookRows(ctx.db, ctx.householdId, limit)).map(cookDto);
}

function cookDto(row: {
  id: string;
  recipe_public_id: string;
  title: string;
  servings: number | null;
  cooked_at: string;
  operation_id: string | null;
}) {
  return {
    id: row.id,
    recipeId: row.recipe_public_id,
    title: row.title,
    servings: row.servings,
    cookedAt: row.cooked_at,
    operationId: row.operation_id,
  };
}
