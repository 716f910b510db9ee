import {
  MEAL_SLOTS,
  type GeneratePlanInput,
  type GeneratePlanResponse,
  type MealPlanEntry,
  type MealSlot,
  type PlanReason,
} from '@shared/contracts/meal-plans';
import { DIETARY_FLAGS, type DietaryFlag } from '@shared/contracts/recipes';
import type { Language } from '@shared/contracts/settings';
import { foodByKey } from '@shared/domain/food-catalogue';
import {
  STAPLE_FOODS,
  mealsPerRecipeFor,
  planMeals,
  type PlannerRecipe,
  type PlannerSlot,
} from '@shared/domain/meal-planner';
import { addDays } from '@shared/domain/stock';
import { nowIso } from '../../db/database';
import { getOnboarding } from '../onboarding/onboarding.service';
import { usableStock } from '../pantry/usable-stock.service';
import { foodToken } from '../recipes/recipes.service';
import { lastCookedAt, needsOnlyOwnedAppliances, ownsAnyAppliance } from '../recipes/recipes.repository';
import { defaultServings, entryDtos, entryOr404, newEntryRow, type MealPlanContext } from './entries.service';
import { mealPlanError } from './meal-plans-messages';
import { deleteEntryRows, insertEntryRows, listEntryRows, updateEntryRow, type EntryRow } from './meal-plans.repository';

/**
 * One-click meal planning: the household's recipes, its favourites and the built-in library, read
 * once with what the planner weighs (foods, cuisine, time, flags, appliances), and the pantry with
 * what expires soon; then the shared planner (src/shared/domain/meal-planner.ts) picks. Recipes
 * that break the user's dietary preferences or need an appliance the household lacks are left out
 * in SQL already, and again by the planner.
 */

const SLOT_ORDER = new Map<string, number>(MEAL_SLOTS.map((slot, index) => [slot, index]));

function jsonStrings(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const FLAGS = new Set<string>(DIETARY_FLAGS);
/** The main ingredient: the first meat or fish it names, else its first food that is not a staple. */
function mainFoodOf(foods: string[]): string | null {
  return (
    foods.find((token) => foodByKey(token)?.category === 'meat') ??
    foods.find((token) => !STAPLE_FOODS.has(token)) ??
    null
  );
}

/** What the planner reads of every recipe the viewer may be given, filtered as far as SQL can. */
async function plannerRecipes(
  ctx: MealPlanContext,
  preferences: readonly DietaryFlag[],
  maxMinutes: number | null,
): Promise<PlannerRecipe[]> {
  const owns = await ownsAnyAppliance(ctx.db, ctx.householdId);
  let query = ctx.db
    .selectFrom('recipes as r')
    .select([
      'r.id',
      'r.public_id',
      'r.household_id',
      'r.title',
      'r.cuisine_normalized',
      'r.total_minutes',
      'r.prep_minutes',
      'r.cook_minutes',
      'r.tags',
      'r.counted_foods',
    ])
    .where((eb) =>
      eb.or([
        eb('r.household_id', '=', ctx.householdId),
        eb.and([eb('r.household_id', 'is', null), eb('r.language', '=', ctx.language)]),
      ]),
    );
  if (owns) query = query.where(needsOnlyOwnedAppliances(ctx.householdId));
  for (const preference of preferences) {
    query = query.where('r.dietary_flags', 'like', `%${JSON.stringify(preference)}%`);
  }
  const [rows, appliances, favorites, cooked] = await Promise.all([
    query.execute(),
    ctx.db
      .selectFrom('recipe_appliances as ra')
      .innerJoin('recipes as r', 'r.id', 'ra.recipe_id')
      .select(['ra.recipe_id', 'ra.slug'])
      .where((eb) =>
        eb.or([
          eb('r.household_id', '=', ctx.householdId),
          eb.and([eb('r.household_id', 'is', null), eb('r.language', '=', ctx.language)]),
        ]),
      )
      .execute(),
    ctx.db.selectFrom('recipe_favorites').select('recipe_public_id').where('user_id', '=', ctx.userId).execute(),
    lastCookedAt(ctx.db, ctx.householdId),
  ]);
  const slugs = new Map<string, string[]>();
  for (const row of appliances) slugs.set(row.recipe_id, [...(slugs.get(row.recipe_id) ?? []), row.slug]);
  const favorite = new Set(favorites.map((f) => f.recipe_public_id));
  const now = Date.now();
  // Many recipes carry the same tags (the library's in every copy): each list is read once.
  const tagLists = new Map<string, string[]>();
  const tagsOf = (json: string) => {
    let tags = tagLists.get(json);
    if (!tags) tagLists.set(json, (tags = jsonStrings(json).map((tag) => tag.toLowerCase())));
    return tags;
  };
  // Every row carries the preferences (the query kept only those): what the planner checks again.
  const carried = [...preferences];
  const recipes: PlannerRecipe[] = [];
  for (const row of rows) {
    const minutes =
      row.total_minutes ??
      (row.prep_minutes !== null || row.cook_minutes !== null
        ? (row.prep_minutes ?? 0) + (row.cook_minutes ?? 0)
        : null);
    if (maxMinutes !== null && minutes !== null && minutes > maxMinutes) continue;
    const foods = row.counted_foods ? row.counted_foods.split('\n').filter(Boolean) : [];
    const last = cooked.get(row.public_id);
    recipes.push({
      id: row.public_id,
      title: row.title,
      cuisine: row.cuisine_normalized,
      mainFood: mainFoodOf(foods),
      foods,
      totalMinutes: minutes,
      dietaryFlags: carried,
      appliances: slugs.get(row.id) ?? [],
      tags: tagsOf(row.tags),
      favorite: favorite.has(row.public_id),
      own: row.household_id !== null,
      cookedDaysAgo: last ? Math.floor((now - Date.parse(last)) / 86_400_000) : null,
    });
  }
  return recipes;
}

/** The stocked foods and those expiring within the user's warning window, as food tokens. */
async function pantryFoods(ctx: MealPlanContext): Promise<{ stocked: string[]; expiring: string[] }> {
  const products = (await usableStock(ctx)).filter((p) => p.usableMilli > 0);
  const soon = addDays(ctx.today, ctx.warningDays);
  const tokens = (p: (typeof products)[number]) => [foodToken(null, p.nameNormalized), ...(p.foodKey ? [p.foodKey] : [])];
  return {
    stocked: products.flatMap(tokens),
    expiring: products.filter((p) => p.nextExpiry !== null && p.nextExpiry <= soon).flatMap(tokens),
  };
}

/** A food token as the reader reads it: the catalogue's name in their language, or the name as typed. */
function foodName(token: string, language: Language): string {
  if (token.startsWith('~')) return token.slice(1);
  return foodByKey(token)?.names[language]?.[0] ?? token;
}

function namedReasons(reasons: PlanReason[], language: Language): PlanReason[] {
  return reasons.map((reason) =>
    reason.kind === 'expiring' || reason.kind === 'shares'
      ? { ...reason, foods: reason.foods.map((token) => foodName(token, language)) }
      : reason,
  );
}

type PlannerSetup = {
  recipes: PlannerRecipe[];
  titles: Map<string, string>;
  stocked: string[];
  expiring: string[];
  preferences: DietaryFlag[];
  mealsPerRecipe: number;
  servings: number;
};

async function setUp(ctx: MealPlanContext, maxMinutes: number | null): Promise<PlannerSetup> {
  const onboarding = await getOnboarding({ db: ctx.db, userId: ctx.userId });
  const preferences = onboarding.dietary_preferences.filter((f): f is DietaryFlag => FLAGS.has(f));
  const [recipes, pantry, servings] = await Promise.all([
    plannerRecipes(ctx, preferences, maxMinutes),
    pantryFoods(ctx),
    defaultServings(ctx),
  ]);
  return {
    recipes,
    titles: new Map(recipes.map((r) => [r.id, r.title])),
    stocked: pantry.stocked,
    expiring: pantry.expiring,
    preferences,
    mealsPerRecipe: mealsPerRecipeFor(onboarding.cooking_frequency),
    servings,
  };
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

/** POST /api/meal-plans/generate */
export async function generatePlan(ctx: MealPlanContext, input: GeneratePlanInput): Promise<GeneratePlanResponse> {
  const days = input.days ?? 7;
  const wanted = [...new Set(input.slots ?? ['dinner'])].sort(
    (a, b) => SLOT_ORDER.get(a)! - SLOT_ORDER.get(b)!,
  ) as MealSlot[];
  const maxMinutes = input.maxMinutes ?? null;
  const seed = input.seed ?? randomSeed();
  const to = addDays(input.from, days - 1);
  const setup = await setUp(ctx, maxMinutes);
  const servings = input.servings ?? setup.servings;

  const made = await ctx.db.transaction().execute(async (trx) => {
    const existing = await listEntryRows(trx, ctx.householdId, input.from, to);
    // The planner's own unlocked meals in the chosen slots are replaced; everything else stays.
    const replaced = existing.filter(
      (row) => Number(row.generated) === 1 && Number(row.locked) === 0 && wanted.includes(row.slot as MealSlot),
    );
    const kept = existing.filter((row) => !replaced.includes(row));
    const occupied = new Set(kept.map((row) => `${row.date}|${row.slot}`));
    const slots: PlannerSlot[] = [];
    for (let day = 0; day < days; day++) {
      const date = addDays(input.from, day);
      for (const slot of wanted) if (!occupied.has(`${date}|${slot}`)) slots.push({ date, slot });
    }
    const toFill = input.meals === undefined ? slots : slots.slice(0, input.meals);
    const result = planMeals({
      recipes: setup.recipes,
      slots: toFill,
      taken: kept.map((row) => ({
        date: row.date,
        slot: row.slot as MealSlot,
        recipeId: row.recipe_public_id,
      })),
      dietaryPreferences: setup.preferences,
      appliancesOwned: null,
      maxMinutes,
      pantryFoods: setup.stocked,
      expiringFoods: setup.expiring,
      mealsPerRecipe: setup.mealsPerRecipe,
      seed,
    });
    await deleteEntryRows(
      trx,
      ctx.householdId,
      replaced.map((row) => row.id),
    );
    const positions = new Map<string, number>();
    for (const row of kept) {
      const key = `${row.date}|${row.slot}`;
      positions.set(key, Math.max(positions.get(key) ?? 0, Number(row.position) + 1));
    }
    const rows: EntryRow[] = result.meals.map((meal) =>
      newEntryRow(ctx, {
        date: meal.date,
        slot: meal.slot,
        position: positions.get(`${meal.date}|${meal.slot}`) ?? 0,
        servings,
        recipe_public_id: meal.recipeId,
        title: setup.titles.get(meal.recipeId) ?? null,
        generated: 1,
        reasons: JSON.stringify(namedReasons(meal.reasons, ctx.language)),
      }),
    );
    await insertEntryRows(trx, rows);
    return { rows, unfilled: result.unfilled.length };
  });
  return { seed, entries: await entryDtos(ctx.db, ctx, made.rows), unfilled: made.unfilled };
}

/** POST /api/meal-plans/entries/:id/swap: another recipe for this meal; the week around it is kept. */
export async function swapEntry(ctx: MealPlanContext, id: string, seedInput?: number): Promise<MealPlanEntry> {
  const entry = await entryOr404(ctx.db, ctx, id);
  if (!entry.recipe_public_id) throw mealPlanError('CONFLICT', 'noteNoSwap', ctx.language);
  const setup = await setUp(ctx, null);
  const around = await listEntryRows(ctx.db, ctx.householdId, addDays(entry.date, -3), addDays(entry.date, 3));
  const result = planMeals({
    recipes: setup.recipes,
    slots: [{ date: entry.date, slot: entry.slot as MealSlot }],
    taken: around
      .filter((row) => row.id !== entry.id)
      .map((row) => ({ date: row.date, slot: row.slot as MealSlot, recipeId: row.recipe_public_id })),
    dietaryPreferences: setup.preferences,
    appliancesOwned: null,
    maxMinutes: null,
    pantryFoods: setup.stocked,
    expiringFoods: setup.expiring,
    mealsPerRecipe: 1,
    exclude: [entry.recipe_public_id],
    seed: seedInput ?? randomSeed(),
  });
  const meal = result.meals[0];
  if (!meal) throw mealPlanError('CONFLICT', 'noOtherRecipe', ctx.language);
  await updateEntryRow(ctx.db, id, {
    recipe_public_id: meal.recipeId,
    title: setup.titles.get(meal.recipeId) ?? null,
    reasons: JSON.stringify(namedReasons(meal.reasons, ctx.language)),
    generated: 1,
    cooked_at: null,
    updated_at: nowIso(),
  });
  return (await entryDtos(ctx.db, ctx, [await entryOr404(ctx.db, ctx, id)]))[0]!;
}
