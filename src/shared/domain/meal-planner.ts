/**
 * The week generator's planner (docs/meal-plans.md): fills meal slots with recipes, greedily, slot
 * by slot in calendar order. Hard filters (diet, appliances, time budget) decide which recipes may
 * be picked at all; a score decides among them: the slot's meal type, pantry and expiring foods
 * used, favourites and the household's own recipes, foods shared with the rest of the plan (bought
 * once), variety of cuisines and main foods, nothing cooked in the last week, and quick recipes. A
 * seeded PRNG adds a small jitter, so the same input and seed give the same plan and other seeds
 * give other plans. Pure: no I/O, no clock, no Math.random.
 */
import type { MealSlot, PlanReason } from '../contracts/meal-plans';
import type { DietaryFlag } from '../contracts/recipes';
import { columns, FoodTable, Interner, PlanState, type Columns, type InPlan } from './meal-plan-state';
import { APPETIZER, BREAKFAST, DESSERT, DINNER, DRINK, LUNCH, SNACK } from './meal-tags';
import { daysBetween } from './stock';

export type PlannerRecipe = {
  id: string;
  title: string;
  /** Lower-case. */
  cuisine: string | null;
  /** Food token of its main ingredient, for variety. */
  mainFood: string | null;
  /** Food tokens its ingredient lines name (staples among them). */
  foods: string[];
  totalMinutes: number | null;
  /** What the recipe is ('Vegetarian' …). */
  dietaryFlags: DietaryFlag[];
  /** Appliance keys it needs. */
  appliances: string[];
  /** Lower-case; may hold meal words ('breakfast', 'postre', '早餐' …). */
  tags: string[];
  /** A favourite of the user. */
  favorite: boolean;
  /** The household's own recipe, not the built-in library's. */
  own: boolean;
  /** Days since the household last cooked it; null when never. */
  cookedDaysAgo: number | null;
};

/** A meal to fill: a date ('YYYY-MM-DD') and a slot. */
export type PlannerSlot = { date: string; slot: MealSlot };

export type PlannerInput = {
  recipes: PlannerRecipe[];
  /** The meals to fill, in calendar order. */
  slots: PlannerSlot[];
  /**
   * Entries already in the plan that stay (locked, or added by hand); their slots are not in
   * `slots`. They count for variety, ingredient sharing and expiring foods used, and their recipes
   * are not picked again while unused ones remain.
   */
  taken: Array<PlannerSlot & { recipeId: string | null }>;
  /** A recipe must carry every one of these flags. */
  dietaryPreferences: DietaryFlag[];
  /** Null: the household never said, so recipes are not held to it; else a recipe needing any other appliance is out. */
  appliancesOwned: string[] | null;
  /** A recipe over this total time is out; an unknown time is allowed. */
  maxMinutes: number | null;
  /** Food tokens in stock. */
  pantryFoods: string[];
  /** Food tokens in stock that expire soon. */
  expiringFoods: string[];
  /** 1: a recipe per meal; 2: each recipe also covers the next meal of the same slot (leftovers). */
  mealsPerRecipe: number;
  /** Recipe ids not to pick (a swap excludes the current one). */
  exclude?: string[];
  seed: number;
};

export type PlannedMeal = PlannerSlot & { recipeId: string; reasons: PlanReason[] };
export type PlanResult = { meals: PlannedMeal[]; unfilled: PlannerSlot[] };

/**
 * Food keys (src/shared/domain/food-catalogue.ts) nearly every kitchen keeps and nearly every recipe
 * names: never a reason ("uses your salt") and never a food two meals share.
 */
export const STAPLE_FOODS: ReadonlySet<string> = new Set([
  'salt',
  'black-pepper',
  'olive-oil',
  'vegetable-oil',
  'water',
  'sugar',
  'brown-sugar',
  'flour',
  'butter',
  'margarine',
  'baking-powder',
  'baking-soda',
  'cornstarch',
  'vinegar',
  'stock-cubes',
  'dried-herbs',
]);

// ---------------------------------------------------------------------------------------------
// Weights of the score. The slot's meal type outweighs everything else together, so a breakfast
// recipe goes to breakfast unless there is none.

const W = {
  slotPrefer: 10,
  slotAvoid: 10,
  slotMatch: 1,
  /** Times the share of its non-staple foods in stock (0–1). */
  pantry: 3,
  /** Per expiring food not used by an earlier meal, at most `expiringCap` of them. */
  expiring: 2,
  expiringCap: 4,
  favorite: 1.5,
  own: 0.5,
  /** Per non-staple food already in the plan, at most `sharesCap` of them. */
  shares: 0.5,
  sharesCap: 3,
  /** Per earlier meal of the same cuisine, at most `cuisineCap` of them. */
  cuisine: 1.5,
  cuisineCap: 3,
  /** Per earlier meal of the same main food, at most `mainFoodCap` of them. */
  mainFood: 3,
  mainFoodCap: 2,
  cookedRecently: 2,
  quick: 0.3,
  /** Per earlier use, once every eligible recipe is in the plan. */
  reuse: 4,
  jitter: 0.3,
} as const;

const QUICK_MINUTES = 30;
const RECENT_DAYS = 7;
const SHARES_SHOWN = 3;
/** Leftovers keep 3–4 days in the fridge (USDA FSIS): a recipe covers later meals up to 3 days after it is cooked. */
const LEFTOVER_MAX_DAYS = 3;

// ---------------------------------------------------------------------------------------------
// The slot's meal type: the meal kinds of a recipe's tags (meal-tags.ts) against the slot.

function slotFit(kinds: number, slot: MealSlot): number {
  switch (slot) {
    case 'breakfast':
      return kinds & BREAKFAST ? W.slotPrefer : 0;
    case 'snack':
      return kinds & (SNACK | DESSERT | APPETIZER) ? W.slotPrefer : 0;
    case 'lunch':
    case 'dinner': {
      const own = slot === 'lunch' ? LUNCH : DINNER;
      if (kinds & own) return W.slotMatch;
      return kinds & (BREAKFAST | DESSERT | SNACK | DRINK) ? -W.slotAvoid : 0;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Filters

/** The recipes the hard filters let through: every dietary preference, only owned appliances, within the time budget, not excluded. */
export function eligibleRecipes(
  input: Pick<PlannerInput, 'recipes' | 'dietaryPreferences' | 'appliancesOwned' | 'maxMinutes' | 'exclude'>,
): PlannerRecipe[] {
  const owned = input.appliancesOwned === null ? null : new Set(input.appliancesOwned);
  const excluded = new Set(input.exclude ?? []);
  const { dietaryPreferences, maxMinutes } = input;
  return input.recipes.filter(
    (r) =>
      !excluded.has(r.id) &&
      dietaryPreferences.every((flag) => r.dietaryFlags.includes(flag)) &&
      (owned === null || r.appliances.every((a) => owned.has(a))) &&
      (maxMinutes === null || r.totalMinutes === null || r.totalMinutes <= maxMinutes),
  );
}

/** Meals one cooked recipe covers for a cooking frequency from onboarding: those who cook less eat leftovers. */
export function mealsPerRecipeFor(cookingFrequency: string | null): number {
  switch (cookingFrequency) {
    case '2-3 times a week':
    case 'Once a week':
    case 'Rarely':
      return 2;
    default:
      return 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Planning

/** mulberry32: a small, fast, seedable PRNG; the next number in [0, 1). */
function nextRandom(rng: { state: number }): number {
  rng.state = (rng.state + 0x6d2b79f5) >>> 0;
  let t = rng.state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}

/** Days from one date to a later one; Infinity when either is not a date. */
function gapDays(from: string, to: string): number {
  try {
    return daysBetween(from, to);
  } catch {
    return Infinity;
  }
}

/** The parts of a candidate's score that do not depend on the plan so far (see `columns`). */
function baseScore(recipe: PlannerRecipe, pantryCount: number, foodCount: number): number {
  const minutes = recipe.totalMinutes;
  return (
    (foodCount > 0 ? (W.pantry * pantryCount) / foodCount : 0) +
    (recipe.favorite ? W.favorite : 0) +
    (recipe.own ? W.own : 0) +
    (minutes !== null && minutes <= QUICK_MINUTES ? W.quick : 0) -
    (recipe.cookedDaysAgo !== null && recipe.cookedDaysAgo <= RECENT_DAYS ? W.cookedRecently : 0)
  );
}

/** The best-scoring candidate for a slot whose meal-type fit per candidate is `fits`; -1 when none may be picked. */
function bestCandidate(cols: Columns, plan: PlanState, fits: Float64Array, rng: { state: number }): number {
  const { n, base, cuisine, mainFood } = cols;
  const { usedTimes, freshExpiring, sharedFoods, cuisines, mainFoods } = plan;
  const reuse = plan.unusedLeft === 0;
  let best = -1;
  let bestScore = -Infinity;
  for (let k = 0; k < n; k++) {
    const used = usedTimes[k]!;
    if (used > 0 && !reuse) continue;
    let score =
      base[k]! +
      fits[k]! +
      W.expiring * Math.min(freshExpiring[k]!, W.expiringCap) +
      W.shares * Math.min(sharedFoods[k]!, W.sharesCap) -
      W.reuse * used +
      W.jitter * nextRandom(rng);
    const c = cuisine[k]!;
    if (c >= 0) score -= W.cuisine * Math.min(cuisines[c]!, W.cuisineCap);
    const f = mainFood[k]!;
    if (f >= 0) score -= W.mainFood * Math.min(mainFoods[f]!, W.mainFoodCap);
    if (score > bestScore) {
      bestScore = score;
      best = k;
    }
  }
  return best;
}

/**
 * Fills `slots` with eligible recipes (see the module comment). Every slot is filled while any
 * recipe is eligible: a slot prefers recipes of its meal type but takes any other rather than stay
 * empty, and a recipe comes back only once every eligible one is in the plan. With
 * `mealsPerRecipe` 2, a recipe also covers the next free slot of the same meal type (leftovers).
 *
 * Time: O(recipes × foods) to read the recipes once, then O(recipes) per slot, plus, per recipe
 * joining the plan, the candidates sharing its foods.
 */
export function planMeals(input: PlannerInput): PlanResult {
  const { slots } = input;
  const eligible = eligibleRecipes(input);
  if (eligible.length === 0)
    return { meals: [], unfilled: slots.map((s) => ({ date: s.date, slot: s.slot })) };

  // The candidates: the eligible recipes, the first of any id.
  const indexOf = new Map<string, number>();
  const candidates: PlannerRecipe[] = [];
  for (const recipe of eligible) {
    if (indexOf.has(recipe.id)) continue;
    indexOf.set(recipe.id, candidates.length);
    candidates.push(recipe);
  }
  const table = new FoodTable(
    STAPLE_FOODS,
    new Set([...input.pantryFoods, ...input.expiringFoods]),
    new Set(input.expiringFoods),
  );
  const cuisineIds = new Interner();
  const mainFoodIds = new Interner();
  const cols = columns(candidates, table, cuisineIds, mainFoodIds, baseScore);

  const inPlan = (recipe: PlannerRecipe, k: number): InPlan => {
    const foods: number[] = [];
    const expiring: number[] = [];
    const pantryCount = table.scan(recipe, foods, expiring);
    return {
      recipe,
      k,
      foods,
      expiring,
      pantryCount,
      cuisine: recipe.cuisine ? cuisineIds.id(recipe.cuisine) : -1,
      mainFood: recipe.mainFood ? mainFoodIds.id(recipe.mainFood) : -1,
    };
  };

  // Taken entries: their recipes when known (eligible or not), else only their ids. Read before
  // the plan's state is sized: they may name foods, cuisines and main foods no candidate has.
  const takenIds = new Set<string>();
  for (const entry of input.taken) if (entry.recipeId !== null) takenIds.add(entry.recipeId);
  const known = new Map<string, PlannerRecipe>();
  if (takenIds.size > 0)
    for (const recipe of input.recipes)
      if (takenIds.has(recipe.id) && !known.has(recipe.id)) known.set(recipe.id, recipe);
  const taken: Array<InPlan | string> = [];
  for (const entry of input.taken) {
    if (entry.recipeId === null) continue;
    const k = indexOf.get(entry.recipeId);
    const recipe = k === undefined ? known.get(entry.recipeId) : candidates[k];
    taken.push(recipe ? inPlan(recipe, k ?? -1) : entry.recipeId);
  }

  const plan = new PlanState(cols, table.names.length, cuisineIds.size, mainFoodIds.size);
  for (const meal of taken) {
    if (typeof meal === 'string') plan.addId(meal);
    else plan.add(meal);
  }

  const fitFor = new Map<MealSlot, Float64Array>();
  const slotFits = (slot: MealSlot) => {
    let fits = fitFor.get(slot);
    if (!fits) {
      fits = new Float64Array(cols.n);
      for (let k = 0; k < cols.n; k++) fits[k] = slotFit(cols.kinds[k]!, slot);
      fitFor.set(slot, fits);
    }
    return fits;
  };

  const rng = { state: input.seed >>> 0 };
  const perRecipe = Number.isFinite(input.mealsPerRecipe) ? Math.max(1, Math.floor(input.mealsPerRecipe)) : 1;
  const picks: Array<{ meal: InPlan; reasons: PlanReason[] } | null> = slots.map(() => null);

  for (let i = 0; i < slots.length; i++) {
    if (picks[i]) continue;
    const slot = slots[i]!.slot;
    const best = bestCandidate(cols, plan, slotFits(slot), rng);
    if (best < 0) continue; // unreachable: some recipe is eligible

    const meal = inPlan(candidates[best]!, best);
    const recipe = meal.recipe;
    const reasons: PlanReason[] = [];
    if (recipe.favorite) reasons.push({ kind: 'favorite' });
    if (recipe.own) reasons.push({ kind: 'own' });
    if (meal.pantryCount > 0)
      reasons.push({ kind: 'pantry', count: meal.pantryCount, total: meal.foods.length });
    if (meal.expiring.length > 0)
      reasons.push({ kind: 'expiring', foods: meal.expiring.map((id) => table.names[id]!) });
    // 'shares' is added once the plan is complete: later meals may share foods with this one too.
    if (recipe.totalMinutes !== null && recipe.totalMinutes <= QUICK_MINUTES)
      reasons.push({ kind: 'quick', minutes: Math.round(recipe.totalMinutes) });
    if (meal.cuisine >= 0 && plan.cuisines[meal.cuisine] === 0)
      reasons.push({ kind: 'variety', cuisine: recipe.cuisine! });

    // Leftovers: the next free slots of the same meal type, on later days while the food keeps.
    const cover = [i];
    let last = slots[i]!.date;
    for (let j = i + 1; j < slots.length && cover.length < perRecipe; j++) {
      const next = slots[j]!;
      if (picks[j] || next.slot !== slot || next.date <= last) continue;
      if (gapDays(slots[i]!.date, next.date) > LEFTOVER_MAX_DAYS) break;
      cover.push(j);
      last = next.date;
    }
    if (cover.length > 1) reasons.push({ kind: 'leftovers', meals: cover.length });

    plan.add(meal);
    const pick = { meal, reasons };
    for (const j of cover) picks[j] = pick;
  }

  const meals: PlannedMeal[] = [];
  const unfilled: PlannerSlot[] = [];
  slots.forEach((s, i) => {
    const pick = picks[i];
    if (!pick) {
      unfilled.push({ date: s.date, slot: s.slot });
      return;
    }
    // Foods another recipe of the plan also uses, the most shared first (a stable sort keeps the recipe's order).
    const shared = pick.meal.foods
      .filter((id) => plan.planFoods[id]! > 1)
      .sort((a, b) => plan.planFoods[b]! - plan.planFoods[a]!)
      .slice(0, SHARES_SHOWN)
      .map((id) => table.names[id]!);
    const reasons = pick.reasons.map((r): PlanReason =>
      'foods' in r ? { ...r, foods: [...r.foods] } : { ...r },
    );
    if (shared.length > 0) {
      const at = reasons.findIndex(
        (r) => r.kind === 'quick' || r.kind === 'variety' || r.kind === 'leftovers',
      );
      reasons.splice(at === -1 ? reasons.length : at, 0, { kind: 'shares', foods: shared });
    }
    meals.push({ date: s.date, slot: s.slot, recipeId: pick.meal.recipe.id, reasons });
  });
  return { meals, unfilled };
}
