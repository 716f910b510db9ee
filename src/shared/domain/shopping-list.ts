/**
 * The smart shopping list (spec: "a smart shopping list generated from recipes and low
 * inventory"): what to buy for the recipes a household plans to cook and for the products that
 * ran below their minimum stock, less what the pantry and the list already hold.
 *
 * Pure planning only: the caller loads recipes (already parsed), the pantry's usable stock
 * (expired entries left out) and the list's items, and writes the planned lines back.
 *
 * How a plan is made, per food (its catalogue key, else its normalised name):
 * 1. needs: each recipe line scaled by wantedServings/servings (the top of a range, so the cook
 *    does not run short), plus, for a product below its minimum stock, minimum − usable;
 * 2. amounts are merged into as few units as conversion allows: same dimension exactly
 *    (units.ts), volume ↔ weight through food-densities.ts, containers through the product's own
 *    conversions or the line's "2 (400 g) cans"; what converts into no other amount stays a
 *    separate amount of the same line, never added to it;
 * 3. supplies are taken off: the usable stock of products that are not low (a low product's stock
 *    is already counted in its minimum − usable) and the unchecked items already on the list;
 * 4. what is left is rounded up to an amount a shop sells, and a line with nothing left goes.
 *
 * Every step is independent of the order of recipes, lines, products and items (amounts are
 * integers, summed; every choice has a deterministic tie-break), so a plan is reproducible, and
 * planning again with the plan on the list adds nothing.
 */
import { FOOD_CATEGORIES, foodByKey, normalizeFoodName, type CatalogueLanguage } from './food-catalogue';
import type { FoodCategory } from './food-categories';
import { findDensity } from './food-densities';
import type { IngredientAmount, ParsedIngredient } from './ingredient-parser';
import { formatAmount } from './recipe-scaling';
import {
  MAX_AMOUNT,
  UNITS,
  convertMilli,
  isMetric,
  toMilli,
  unitDimension,
  type Milli,
  type Unit,
  type UnitConversion,
} from './units';

// ---------------------------------------------------------------------------------------------
// Input and output

/**
 * What planning reads of a parsed ingredient line; `each` ("2 (400 g) cans" → 400 g a can) is
 * optional and lets that line's cans meet grams.
 */
export type ShoppingIngredient = Pick<
  ParsedIngredient,
  'quantity' | 'quantityMax' | 'unit' | 'unitText' | 'food' | 'foodKey' | 'optional' | 'raw'
> &
  Partial<Pick<ParsedIngredient, 'each'>>;

export type ShoppingRecipe = {
  recipeId: string;
  title: string;
  /** The servings the recipe is written for. */
  servings: number;
  /** The servings to shop for. */
  wantedServings: number;
  lines: readonly ShoppingIngredient[];
};

/** A pantry product with its usable (unexpired) stock; amounts in thousandths of `unit`. */
export type ShoppingPantryProduct = {
  productId: string;
  name: string;
  nameNormalized: string;
  foodKey: string | null;
  unit: Unit;
  /** The product's conversions (1 can = 400 g). */
  conversions: readonly UnitConversion[];
  usableMilli: Milli;
  /** null or 0: no minimum stock. */
  minimumMilli: Milli | null;
};

/** An item already on the list; `unit` null with a quantity is a count. */
export type ExistingShoppingItem = {
  foodKey: string | null;
  nameNormalized: string;
  quantityMilli: Milli | null;
  unit: Unit | null;
  checked: boolean;
};

export type ShoppingPlanInput = {
  recipes: readonly ShoppingRecipe[];
  pantry: readonly ShoppingPantryProduct[];
  existing: readonly ExistingShoppingItem[];
  /** Also add products below their minimum stock (default true). */
  lowStock?: boolean;
  /** The language of catalogue names and of the sources' amount texts (default 'en'). */
  language?: CatalogueLanguage;
};

/** Why a line is on the list. */
export type PlannedSource =
  | {
      kind: 'recipe';
      recipeId: string;
      title: string;
      /** The scaled amount as a cook reads it ("2 cups"), null for "salt to taste". */
      quantityText: string | null;
      raw: string;
    }
  | { kind: 'low-stock'; productId: string };

/** An amount to buy, in thousandths of `unit`. */
export type PlannedAmount = { quantityMilli: Milli; unit: Unit };

export type PlannedLine = {
  /** The merge key: `food:<catalogue key>` or `name:<normalised name>`. */
  key: string;
  /** The name to show: the pantry product's, else the catalogue's, else the recipes'. */
  food: string;
  foodKey: string | null;
  nameNormalized: string;
  /** The amount to buy; null when no source gave one ("salt to taste" with none in the pantry). */
  quantityMilli: Milli | null;
  unit: Unit | null;
  /** Further amounts that no conversion joins to the first (a "pinch" never is; "2 cans" may be). */
  otherAmounts: PlannedAmount[];
  /** The pantry product this line restocks, when one matches. */
  productId: string | null;
  /** The catalogue's display category (its aisle), when the catalogue knows the food. */
  category: FoodCategory | null;
  sources: PlannedSource[];
};

// ---------------------------------------------------------------------------------------------
// Amounts

/** An amount with the conversions that only hold for where it came from (a line's "400 g cans"). */
type Amount = { milli: Milli; unit: Unit; conversions: readonly UnitConversion[] };

const UNIT_ORDER: ReadonlyMap<Unit, number> = new Map(UNITS.map((unit, index) => [unit, index]));

/** Conversions a food's density allows: 1 ml = `gramsPerMl` g. */
function densityConversions(food: { food: string | null; foodKey: string | null }): UnitConversion[] {
  const density = findDensity(food);
  return density ? [{ from: 'ml', amount: density.gramsPerMl, unit: 'g' }] : [];
}

/** "2 (400 g) cans": one can is 400 g for this line (each amount given in a pantry unit). */
function eachConversions(line: ShoppingIngredient): UnitConversion[] {
  if (!line.unit || !line.each) return [];
  return line.each
    .filter(
      (each): each is IngredientAmount & { quantity: number; unit: Unit } =>
        each.quantity !== null && each.quantity > 0 && each.unit !== null && each.unit !== line.unit,
    )
    .map((each) => ({ from: line.unit!, amount: each.quantity, unit: each.unit }));
}

/**
 * The unit most amounts are in; metric wins a tie (a shop sells grams), then the unit list's
 * order, so the choice never depends on the order amounts came in.
 */
function commonUnit(amounts: readonly Amount[]): Unit {
  const counts = new Map<Unit, number>();
  for (const amount of amounts) counts.set(amount.unit, (counts.get(amount.unit) ?? 0) + 1);
  const rank = (unit: Unit): [number, number, number] => [
    -counts.get(unit)!,
    isMetric(unit) ? 0 : 1,
    UNIT_ORDER.get(unit)!,
  ];
  return [...counts.keys()].sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  })[0]!;
}

/**
 * Amounts summed into as few units as conversion allows: first `preferred` (the product's unit),
 * then the most common unit of what is left, again and again. Every amount converts on its own
 * before summing, so rounding does not depend on the order.
 */
function mergeAmounts(
  amounts: readonly Amount[],
  preferred: Unit | null,
  shared: readonly UnitConversion[],
): Map<Unit, Milli> {
  const merged = new Map<Unit, Milli>();
  let left = amounts;
  let target: Unit | null = preferred;
  while (left.length > 0) {
    const unit: Unit = target ?? commonUnit(left);
    const rest: Amount[] = [];
    let sum = 0;
    let any = false;
    for (const amount of left) {
      const converted = convertMilli(amount.milli, amount.unit, unit, [...amount.conversions, ...shared]);
      if (converted === null) rest.push(amount);
      else {
        sum += converted;
        any = true;
      }
    }
    if (any) merged.set(unit, sum);
    left = rest;
    target = null;
  }
  return merged;
}

/**
 * Takes `supply` off the needs, unit by unit in the needs' order. What is left of the supply is
 * kept as the unused share of it, so it needs no conversion back between units.
 */
function takeSupply(needs: Map<Unit, Milli>, supply: Amount, shared: readonly UnitConversion[]): void {
  let share = 1;
  for (const [unit, need] of needs) {
    if (share <= 0) return;
    if (need <= 0) continue;
    const available = convertMilli(supply.milli, supply.unit, unit, [...supply.conversions, ...shared]);
    if (available === null || available <= 0) continue;
    const usable = available * share;
    const taken = Math.min(need, usable);
    needs.set(unit, need - taken);
    share -= taken / available;
  }
}

// Converting stock and summing converted amounts each round to a thousandth, so a need fully met
// by a product in another unit may be left a thousandth short; that is not something to buy.
const NOISE: Milli = 1;

/**
 * An amount rounded up to what a shop sells: whole items (counts and containers), grams and
 * millilitres to whole ones below 10, fives below 250, tens from there; kilograms and litres to
 * 50 g/ml; milligrams whole; US measures to a quarter. Capped at MAX_AMOUNT units.
 */
export function roundUpForShopping(milli: Milli, unit: Unit): Milli {
  if (!Number.isFinite(milli) || milli <= 0) return 0;
  const dimension = unitDimension(unit);
  let step: Milli;
  if (dimension === 'count' || dimension === 'container') step = 1000;
  else if (unit === 'g' || unit === 'ml') step = milli < 10_000 ? 1000 : milli < 250_000 ? 5000 : 10_000;
  else if (unit === 'kg' || unit === 'l') step = 50;
  else if (isMetric(unit)) step = 1000;
  else step = 250;
  return Math.min(MAX_AMOUNT * 1000, Math.ceil(milli / step) * step);
}

// ---------------------------------------------------------------------------------------------
// Planning

/** Everything planning gathered about one food. */
type Group = {
  key: string;
  foodKey: string | null;
  nameNormalized: string;
  /** Food names as the recipes wrote them, for the display name when nothing better exists. */
  names: string[];
  /** Every normalised name the food came under, to find its product by name. */
  normalizedNames: Set<string>;
  needs: Amount[];
  supplies: Amount[];
  /** A source without an amount ("salt to taste"): buy some unless there is some. */
  needsSome: boolean;
  /** The pantry or the list already has some of it, amount unknown or not comparable. */
  hasSome: boolean;
  /** An unchecked item without an amount: the household already means to buy it. */
  listed: boolean;
  sources: PlannedSource[];
};

type PantryIndex = {
  byFoodKey: ReadonlyMap<string, readonly ShoppingPantryProduct[]>;
  byName: ReadonlyMap<string, readonly ShoppingPantryProduct[]>;
};

function byProductId(a: ShoppingPantryProduct, b: ShoppingPantryProduct): number {
  return a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0;
}

/** The pantry by food key and by normalised name, each list in product id order. */
function indexPantry(pantry: readonly ShoppingPantryProduct[]): PantryIndex {
  const byFoodKey = new Map<string, ShoppingPantryProduct[]>();
  const byName = new Map<string, ShoppingPantryProduct[]>();
  const add = (map: Map<string, ShoppingPantryProduct[]>, key: string, product: ShoppingPantryProduct) => {
    const list = map.get(key);
    if (list) list.push(product);
    else map.set(key, [product]);
  };
  for (const product of [...pantry].sort(byProductId)) {
    if (product.foodKey) add(byFoodKey, product.foodKey, product);
    const name = normalizeFoodName(product.nameNormalized || product.name);
    if (name) add(byName, name, product);
  }
  return { byFoodKey, byName };
}

/**
 * The merge key of a food: its catalogue key, else the catalogue key of a pantry product of that
 * name (so "Oat drink" typed in a recipe meets the product the catalogue filed), else its name.
 */
function foodIdentity(
  foodKey: string | null,
  name: string,
  pantry: PantryIndex,
): { key: string; foodKey: string | null } {
  const resolved = foodKey ?? pantry.byName.get(name)?.find((product) => product.foodKey)?.foodKey ?? null;
  return resolved ? { key: `food:${resolved}`, foodKey: resolved } : { key: `name:${name}`, foodKey: null };
}

/** The products of a food: by catalogue key, else by any of the names it came under. */
function productsFor(group: Group, pantry: PantryIndex): readonly ShoppingPantryProduct[] {
  const byKey = group.foodKey ? pantry.byFoodKey.get(group.foodKey) : undefined;
  if (byKey) return byKey;
  for (const name of [...group.normalizedNames].sort(compareText)) {
    const found = pantry.byName.get(name);
    if (found) return found;
  }
  return [];
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareSources(a: PlannedSource, b: PlannedSource): number {
  if (a.kind !== b.kind) return a.kind === 'recipe' ? -1 : 1;
  if (a.kind === 'low-stock' && b.kind === 'low-stock') return compareText(a.productId, b.productId);
  if (a.kind === 'recipe' && b.kind === 'recipe')
    return (
      compareText(a.recipeId, b.recipeId) ||
      compareText(a.raw, b.raw) ||
      compareText(a.quantityText ?? '', b.quantityText ?? '')
    );
  return 0;
}

const CATEGORY_ORDER: ReadonlyMap<FoodCategory, number> = new Map(FOOD_CATEGORIES.map((c, i) => [c, i]));

/**
 * The shopping list for `input` (see the top of this file): one line per food, in category order
 * (unknown foods last) then by name. Optional lines and lines without a food are left out: an
 * optional ingredient is the cook's call, and a line without a food names nothing to buy.
 * Throws a RangeError when a recipe's servings or wanted servings are not positive finite numbers.
 */
export function planShoppingList(input: ShoppingPlanInput): PlannedLine[] {
  const language = input.language ?? 'en';
  const pantry = indexPantry(input.pantry);
  const groups = new Map<string, Group>();

  const groupFor = (foodKey: string | null, name: string): Group => {
    const identity = foodIdentity(foodKey, name, pantry);
    let group = groups.get(identity.key);
    if (!group) {
      group = {
        ...identity,
        nameNormalized: name,
        names: [],
        normalizedNames: new Set(),
        needs: [],
        supplies: [],
        needsSome: false,
        hasSome: false,
        listed: false,
        sources: [],
      };
      groups.set(identity.key, group);
    }
    group.normalizedNames.add(name);
    // The shortest name of the food is its plainest ("milk" rather than "whole milk"); the
    // alphabet breaks ties so that the order of the recipes does not matter.
    if (
      name.length < group.nameNormalized.length ||
      (name.length === group.nameNormalized.length && name < group.nameNormalized)
    )
      group.nameNormalized = name;
    return group;
  };

  // 1. What the recipes need.
  for (const recipe of input.recipes) {
    const { servings, wantedServings } = recipe;
    if (
      !Number.isFinite(servings) ||
      servings <= 0 ||
      !Number.isFinite(wantedServings) ||
      wantedServings <= 0
    )
      throw new RangeError(`Not a number of servings: ${wantedServings}/${servings}`);
    const factor = wantedServings / servings;
    for (const line of recipe.lines) {
      if (line.optional || !line.food) continue;
      const name = normalizeFoodName(line.food);
      if (!name) continue;
      const group = groupFor(line.foodKey, name);
      group.names.push(line.food);
      // The top of a range: "2–3 eggs" buys 3.
      const written = line.quantityMax ?? line.quantity;
      const quantity = written === null ? null : written * factor;
      // A count is a line with a number and no unit word ("2 eggs"); a unit the pantry does not
      // know ("2 sprigs", "a pinch") is not something a shop sells by.
      const unit: Unit | null = line.unit ?? (line.unitText === null ? 'piece' : null);
      const measured = quantity !== null && Number.isFinite(quantity) && quantity > 0 && unit !== null;
      if (measured) {
        const milli = toMilli(Math.min(quantity, MAX_AMOUNT));
        if (milli > 0)
          group.needs.push({
            milli,
            unit,
            conversions: [...eachConversions(line), ...densityConversions(line)],
          });
      } else group.needsSome = true;
      group.sources.push({
        kind: 'recipe',
        recipeId: recipe.recipeId,
        title: recipe.title,
        quantityText:
          quantity !== null && Number.isFinite(quantity) && quantity > 0
            ? formatAmount(quantity, line.unit ?? line.unitText, { language }).text
            : null,
        raw: line.raw,
      });
    }
  }

  // 2. Low stock, and what the pantry holds of the foods needed. A low product's stock is already
  // in its minimum − usable, so it is a need there and not a supply as well.
  const lowStock = input.lowStock ?? true;
  for (const product of [...input.pantry].sort(byProductId)) {
    const usable = Math.max(0, Number.isSafeInteger(product.usableMilli) ? product.usableMilli : 0);
    const minimum =
      product.minimumMilli !== null && Number.isSafeInteger(product.minimumMilli) ? product.minimumMilli : 0;
    const name = normalizeFoodName(product.nameNormalized || product.name);
    const isLow = lowStock && minimum > 0 && usable < minimum;
    if (!isLow) continue;
    const group = groupFor(product.foodKey, name);
    group.needs.push({ milli: minimum - usable, unit: product.unit, conversions: product.conversions });
    group.sources.push({ kind: 'low-stock', productId: product.productId });
  }
  for (const group of groups.values()) {
    for (const product of productsFor(group, pantry)) {
      const low = group.sources.some((s) => s.kind === 'low-stock' && s.productId === product.productId);
      const usable = Number.isSafeInteger(product.usableMilli) ? product.usableMilli : 0;
      if (low || usable <= 0) continue;
      group.supplies.push({ milli: usable, unit: product.unit, conversions: product.conversions });
      group.hasSome = true;
    }
  }

  // Every name a food came under, for items without a catalogue key; a name two foods share goes
  // to the first by key, whatever order they came in.
  const byName = new Map<string, Group>();
  for (const group of [...groups.values()].sort((a, b) => compareText(a.key, b.key)))
    for (const name of group.normalizedNames) if (!byName.has(name)) byName.set(name, group);

  // 3. What is already on the list and not yet bought. Items of a food nothing needs are left alone.
  for (const item of input.existing) {
    if (item.checked) continue;
    const name = normalizeFoodName(item.nameNormalized);
    // An item typed by hand has no catalogue key: it meets the food it was named after.
    const group =
      groups.get(foodIdentity(item.foodKey, name, pantry).key) ??
      (item.foodKey ? undefined : byName.get(name));
    if (!group) continue;
    if (item.quantityMilli === null || !Number.isSafeInteger(item.quantityMilli)) group.listed = true;
    else if (item.quantityMilli > 0) {
      group.supplies.push({ milli: item.quantityMilli, unit: item.unit ?? 'piece', conversions: [] });
      group.hasSome = true;
    }
  }

  // 4. Merge, subtract, round.
  const lines: PlannedLine[] = [];
  for (const group of groups.values()) {
    const product = productsFor(group, pantry)[0] ?? null;
    const catalogue = group.foodKey ? foodByKey(group.foodKey) : null;
    const food =
      product?.name ??
      catalogue?.names[language][0] ??
      [...group.names].sort(compareText)[0] ??
      group.nameNormalized;
    // The density of the food as the pantry or catalogue names it; a line's own (icing sugar rather
    // than sugar) travels with its amount.
    const shared = [...(product?.conversions ?? []), ...densityConversions({ food, foodKey: group.foodKey })];
    const needs = mergeAmounts(group.needs, product?.unit ?? null, shared);
    if (group.listed) needs.clear();
    for (const supply of group.supplies) takeSupply(needs, supply, shared);

    const amounts: PlannedAmount[] = [];
    for (const [unit, milli] of needs) {
      if (milli <= NOISE) continue;
      amounts.push({ quantityMilli: roundUpForShopping(Math.ceil(milli), unit), unit });
    }
    const needsSome = group.needsSome && !group.listed && !group.hasSome && group.needs.length === 0;
    if (amounts.length === 0 && !needsSome) continue;
    const [first, ...others] = amounts;
    lines.push({
      key: group.key,
      food,
      foodKey: group.foodKey,
      nameNormalized: group.nameNormalized,
      quantityMilli: first?.quantityMilli ?? null,
      unit: first?.unit ?? null,
      otherAmounts: others,
      productId: product?.productId ?? null,
      category: catalogue?.category ?? null,
      sources: [...group.sources].sort(compareSources),
    });
  }

  const categoryRank = (line: PlannedLine) =>
    line.category === null ? FOOD_CATEGORIES.length : CATEGORY_ORDER.get(line.category)!;
  return lines.sort(
    (a, b) =>
      categoryRank(a) - categoryRank(b) ||
      compareText(normalizeFoodName(a.food), normalizeFoodName(b.food)) ||
      compareText(a.key, b.key),
  );
}
