/**
 * The planner's state (meal-planner.ts): the numbers it keeps per recipe so that scoring a slot is
 * O(recipes). Strings (foods, cuisines, main foods) become small integers; the candidates become
 * columns of typed arrays with the plan-independent part of their score precomputed; and the plan
 * so far keeps, per candidate, its uses, its foods already in the plan and its expiring foods no
 * meal uses yet, updated through each food's candidates when a recipe joins the plan. Pure.
 */
import type { PlannerRecipe } from './meal-planner';
import { tagKinds } from './meal-tags';

/** Turns strings into small integers, first come first numbered. */
export class Interner {
  private readonly ids = new Map<string, number>();
  id(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) this.ids.set(key, (id = this.ids.size));
    return id;
  }
  get size(): number {
    return this.ids.size;
  }
}

/** Food tokens as small integers, and per food whether it is a staple, in stock, expiring. */
export class FoodTable {
  readonly names: string[] = [];
  readonly staple: boolean[] = [];
  readonly inPantry: boolean[] = [];
  readonly expiring: boolean[] = [];
  private readonly ids = new Map<string, number>();
  private readonly seenBy: number[] = [];
  private scans = 0;
  private readonly staples: ReadonlySet<string>;
  private readonly pantry: ReadonlySet<string>;
  private readonly expiringFoods: ReadonlySet<string>;

  constructor(staples: ReadonlySet<string>, pantry: ReadonlySet<string>, expiringFoods: ReadonlySet<string>) {
    this.staples = staples;
    this.pantry = pantry;
    this.expiringFoods = expiringFoods;
  }

  id(food: string): number {
    let id = this.ids.get(food);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(food, id);
      this.names.push(food);
      this.staple.push(this.staples.has(food));
      this.inPantry.push(this.pantry.has(food));
      this.expiring.push(this.expiringFoods.has(food));
      this.seenBy.push(-1);
    }
    return id;
  }

  /**
   * A recipe's distinct non-staple foods into `foods` and distinct expiring foods (staples too:
   * expiring butter is worth using) into `expiring`, both emptied first; returns how many of its
   * non-staple foods are in stock.
   */
  scan(recipe: PlannerRecipe, foods: number[], expiring: number[]): number {
    const stamp = this.scans++;
    foods.length = 0;
    expiring.length = 0;
    let pantryCount = 0;
    for (const food of recipe.foods) {
      const id = this.id(food);
      if (this.seenBy[id] === stamp) continue;
      this.seenBy[id] = stamp;
      if (this.expiring[id]) expiring.push(id);
      if (this.staple[id]) continue;
      foods.push(id);
      if (this.inPantry[id]) pantryCount++;
    }
    return pantryCount;
  }
}

/** The candidates (eligible recipes) as columns, by index; foods as compressed rows (row k: at[k] … at[k + 1] - 1). */
export type Columns = {
  n: number;
  /** The parts of the score that do not depend on the plan so far. */
  base: Float64Array;
  /** Meal kinds of its tags (bits). */
  kinds: Int32Array;
  cuisine: Int32Array;
  mainFood: Int32Array;
  foodsAt: Int32Array;
  foods: Int32Array;
  expiringAt: Int32Array;
  expiring: Int32Array;
};

/**
 * The candidates as columns; `baseScore` gives a candidate's plan-independent score from how many
 * of its distinct non-staple foods there are (`foodCount`) and how many of them are in stock.
 */
export function columns(
  recipes: PlannerRecipe[],
  table: FoodTable,
  cuisines: Interner,
  mainFoods: Interner,
  baseScore: (recipe: PlannerRecipe, pantryCount: number, foodCount: number) => number,
): Columns {
  const n = recipes.length;
  let lines = 0;
  for (const recipe of recipes) lines += recipe.foods.length;
  const cols: Columns = {
    n,
    base: new Float64Array(n),
    kinds: new Int32Array(n),
    cuisine: new Int32Array(n),
    mainFood: new Int32Array(n),
    foodsAt: new Int32Array(n + 1),
    foods: new Int32Array(lines),
    expiringAt: new Int32Array(n + 1),
    expiring: new Int32Array(lines),
  };
  const { staple, inPantry, expiring } = table;
  /** By food id: the last candidate that named it. */
  let seen = new Int32Array(64).fill(-1);
  const tagKindsCache = new Map<string, number>();
  let foodsEnd = 0;
  let expiringEnd = 0;
  for (let k = 0; k < n; k++) {
    const recipe = recipes[k]!;
    // Its distinct non-staple foods and distinct expiring foods (as FoodTable.scan, inlined: this
    // loop reads every food line of every candidate).
    const start = foodsEnd;
    let pantryCount = 0;
    for (let line = 0; line < recipe.foods.length; line++) {
      const id = table.id(recipe.foods[line]!);
      if (id >= seen.length) {
        const grown = new Int32Array(id * 2).fill(-1);
        grown.set(seen);
        seen = grown;
      }
      if (seen[id] === k) continue;
      seen[id] = k;
      if (expiring[id]) cols.expiring[expiringEnd++] = id;
      if (staple[id]) continue;
      cols.foods[foodsEnd++] = id;
      if (inPantry[id]) pantryCount++;
    }
    const foodCount = foodsEnd - start;
    cols.foodsAt[k + 1] = foodsEnd;
    cols.expiringAt[k + 1] = expiringEnd;
    let bits = 0;
    for (let t = 0; t < recipe.tags.length; t++) {
      const tag = recipe.tags[t]!;
      let tagBits = tagKindsCache.get(tag);
      if (tagBits === undefined) tagKindsCache.set(tag, (tagBits = tagKinds(tag)));
      bits |= tagBits;
    }
    cols.kinds[k] = bits;
    cols.cuisine[k] = recipe.cuisine ? cuisines.id(recipe.cuisine) : -1;
    cols.mainFood[k] = recipe.mainFood ? mainFoods.id(recipe.mainFood) : -1;
    cols.base[k] = baseScore(recipe, pantryCount, foodCount);
  }
  return cols;
}

/** Rows by key: the rows whose entries (compressed rows) hold key f are list[start[f]] … list[start[f + 1] - 1]. */
function invert(keys: number, at: Int32Array, entries: Int32Array): { start: Int32Array; list: Int32Array } {
  const rows = at.length - 1;
  const start = new Int32Array(keys + 1);
  for (let e = 0; e < at[rows]!; e++) start[entries[e]! + 1]!++;
  for (let key = 0; key < keys; key++) start[key + 1]! += start[key]!;
  const fill = start.slice(0, keys);
  const list = new Int32Array(start[keys]!);
  for (let row = 0; row < rows; row++)
    for (let e = at[row]!; e < at[row + 1]!; e++) list[fill[entries[e]!]!++] = row;
  return { start, list };
}

/** A recipe in the plan (a pick or a taken entry). */
export type InPlan = {
  recipe: PlannerRecipe;
  /** Its index among the candidates; -1 when it is not eligible. */
  k: number;
  foods: number[];
  expiring: number[];
  pantryCount: number;
  cuisine: number;
  mainFood: number;
};

/**
 * The plan so far, and per candidate what depends on it: its uses, its non-staple foods already
 * in the plan, its expiring foods no meal uses yet. The last two are kept up to date through each
 * food's candidates when a recipe joins the plan, so a candidate is scored in constant time.
 */
export class PlanState {
  readonly uses = new Map<string, number>();
  readonly usedTimes: Int32Array;
  readonly sharedFoods: Int32Array;
  readonly freshExpiring: Int32Array;
  readonly cuisines: Int32Array;
  readonly mainFoods: Int32Array;
  /** Recipes (by food) of the plan that use it. */
  readonly planFoods: Int32Array;
  readonly expiringUsed: Uint8Array;
  unusedLeft: number;
  private readonly withFood: { start: Int32Array; list: Int32Array };
  private readonly withExpiring: { start: Int32Array; list: Int32Array };

  constructor(cols: Columns, foods: number, cuisines: number, mainFoods: number) {
    const { n } = cols;
    this.unusedLeft = n;
    this.usedTimes = new Int32Array(n);
    this.sharedFoods = new Int32Array(n);
    this.freshExpiring = new Int32Array(n);
    for (let k = 0; k < n; k++) this.freshExpiring[k] = cols.expiringAt[k + 1]! - cols.expiringAt[k]!;
    this.cuisines = new Int32Array(cuisines);
    this.mainFoods = new Int32Array(mainFoods);
    this.planFoods = new Int32Array(foods);
    this.expiringUsed = new Uint8Array(foods);
    this.withFood = invert(foods, cols.foodsAt, cols.foods);
    this.withExpiring = invert(foods, cols.expiringAt, cols.expiring);
  }

  /** A recipe id in the plan that is not among the recipes: it only counts as used. */
  addId(id: string): void {
    this.uses.set(id, (this.uses.get(id) ?? 0) + 1);
  }

  add(meal: InPlan): void {
    const id = meal.recipe.id;
    const times = this.uses.get(id) ?? 0;
    this.uses.set(id, times + 1);
    if (meal.k >= 0) this.usedTimes[meal.k]!++;
    if (times > 0) return;
    if (meal.k >= 0) this.unusedLeft--;
    if (meal.cuisine >= 0) this.cuisines[meal.cuisine]!++;
    if (meal.mainFood >= 0) this.mainFoods[meal.mainFood]!++;
    const { withFood, withExpiring } = this;
    for (const food of meal.foods) {
      if (this.planFoods[food]!++ > 0) continue;
      for (let at = withFood.start[food]!; at < withFood.start[food + 1]!; at++)
        this.sharedFoods[withFood.list[at]!]!++;
    }
    for (const food of meal.expiring) {
      if (this.expiringUsed[food]) continue;
      this.expiringUsed[food] = 1;
      for (let at = withExpiring.start[food]!; at < withExpiring.start[food + 1]!; at++)
        this.freshExpiring[withExpiring.list[at]!]!--;
    }
  }
}
