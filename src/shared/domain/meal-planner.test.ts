import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MEAL_SLOTS, PlanReasonSchema, type MealSlot, type PlanReason } from '../contracts/meal-plans';
import { DIETARY_FLAGS, type DietaryFlag } from '../contracts/recipes';
import { FOOD_CATALOGUE } from './food-catalogue';
import {
  STAPLE_FOODS,
  eligibleRecipes,
  mealsPerRecipeFor,
  planMeals,
  type PlannedMeal,
  type PlannerInput,
  type PlannerRecipe,
  type PlannerSlot,
} from './meal-planner';
import { addDays } from './stock';

// ---------------------------------------------------------------------------------------------
// Builders

let nextId = 0;
function recipe(fields: Partial<PlannerRecipe> = {}): PlannerRecipe {
  const id = fields.id ?? `r${++nextId}`;
  return {
    id,
    title: id,
    cuisine: null,
    mainFood: null,
    foods: [],
    totalMinutes: 45,
    dietaryFlags: [],
    appliances: [],
    tags: [],
    favorite: false,
    own: false,
    cookedDaysAgo: null,
    ...fields,
  };
}

const MONDAY = '2025-06-02';

/** `days` days from Monday 2025-06-02, each with the given slots, in calendar order. */
function week(slots: MealSlot[] = ['dinner'], days = 7, from = MONDAY): PlannerSlot[] {
  const out: PlannerSlot[] = [];
  for (let d = 0; d < days; d++) for (const slot of slots) out.push({ date: addDays(from, d), slot });
  return out;
}

function input(fields: Partial<PlannerInput> = {}): PlannerInput {
  return {
    recipes: [],
    slots: week(),
    taken: [],
    dietaryPreferences: [],
    appliancesOwned: null,
    maxMinutes: null,
    pantryFoods: [],
    expiringFoods: [],
    mealsPerRecipe: 1,
    seed: 1,
    ...fields,
  };
}

const reason = <K extends PlanReason['kind']>(meal: PlannedMeal, kind: K) =>
  meal.reasons.find((r): r is Extract<PlanReason, { kind: K }> => r.kind === kind);

const byId = (recipes: PlannerRecipe[]) => new Map(recipes.map((r) => [r.id, r]));

// ---------------------------------------------------------------------------------------------
// Random inputs

const CUISINES = ['italian', 'mexican', 'indian', 'chinese', 'french', 'thai'];
const FOODS = [
  'tomatoes',
  'onions',
  'garlic',
  'spinach',
  'rice',
  'pasta',
  'chicken-pieces',
  'salmon',
  'tofu',
  'eggs',
  'mushrooms',
  'ground-beef',
  'salt',
  'olive-oil',
  'butter',
  'flour',
];
const APPLIANCES = ['oven', 'stovetop', 'air-fryer', 'slow-cooker'];
const TAGS = [
  'breakfast',
  'desayuno',
  'dessert',
  'snack',
  'dinner',
  'soup',
  'salad',
  'quick',
  'petit-déjeuner',
  '早餐',
];
const FLAGS = DIETARY_FLAGS.slice(0, 5) as DietaryFlag[];

const recipeArb = fc.record({
  cuisine: fc.option(fc.constantFrom(...CUISINES), { nil: null }),
  mainFood: fc.option(fc.constantFrom(...FOODS), { nil: null }),
  foods: fc.subarray(FOODS),
  totalMinutes: fc.option(fc.integer({ min: 5, max: 180 }), { nil: null }),
  dietaryFlags: fc.subarray(FLAGS),
  appliances: fc.subarray(APPLIANCES, { maxLength: 2 }),
  tags: fc.subarray(TAGS, { maxLength: 2 }),
  favorite: fc.boolean(),
  own: fc.boolean(),
  cookedDaysAgo: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
});

const inputArb = fc
  .record({
    recipes: fc.array(recipeArb, { maxLength: 40 }),
    days: fc.integer({ min: 1, max: 14 }),
    slotKinds: fc.subarray([...MEAL_SLOTS], { minLength: 1 }),
    takenPicks: fc.array(fc.nat(), { maxLength: 4 }),
    dietaryPreferences: fc.subarray(FLAGS, { maxLength: 2 }),
    appliancesOwned: fc.option(fc.subarray(APPLIANCES), { nil: null }),
    maxMinutes: fc.option(fc.integer({ min: 10, max: 120 }), { nil: null }),
    pantryFoods: fc.subarray(FOODS),
    expiringFoods: fc.subarray(FOODS, { maxLength: 3 }),
    mealsPerRecipe: fc.integer({ min: 1, max: 2 }),
    excludePicks: fc.array(fc.nat(), { maxLength: 3 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  })
  .map((v): PlannerInput => {
    const recipes = v.recipes.map((r, i) => ({ ...r, id: `r${i}`, title: `Recipe ${i}` }));
    const all = week(v.slotKinds, v.days);
    // Some slots already taken (a locked entry, a note, or a recipe the list no longer has); the rest to fill.
    const takenAt = new Set(v.takenPicks.map((n) => n % all.length));
    const taken = [...takenAt].map((at, i) => ({
      ...all[at]!,
      recipeId:
        i % 3 === 2 ? null : recipes.length > 0 && i % 3 === 0 ? recipes[at % recipes.length]!.id : 'gone',
    }));
    return {
      recipes,
      slots: all.filter((_, at) => !takenAt.has(at)),
      taken,
      dietaryPreferences: v.dietaryPreferences,
      appliancesOwned: v.appliancesOwned,
      maxMinutes: v.maxMinutes,
      pantryFoods: v.pantryFoods,
      expiringFoods: v.expiringFoods,
      mealsPerRecipe: v.mealsPerRecipe,
      exclude: recipes.length > 0 ? v.excludePicks.map((n) => recipes[n % recipes.length]!.id) : [],
      seed: v.seed,
    };
  });

// ---------------------------------------------------------------------------------------------
// Properties

describe('planMeals properties', () => {
  test('never picks a recipe that breaks a diet, needs an appliance the household lacks, runs over time or is excluded', () => {
    fc.assert(
      fc.property(inputArb, (plan) => {
        const recipes = byId(plan.recipes);
        const eligible = new Set(eligibleRecipes(plan).map((r) => r.id));
        for (const meal of planMeals(plan).meals) {
          const r = recipes.get(meal.recipeId)!;
          expect(eligible.has(r.id)).toBe(true);
          for (const flag of plan.dietaryPreferences) expect(r.dietaryFlags).toContain(flag);
          if (plan.appliancesOwned !== null)
            for (const a of r.appliances) expect(plan.appliancesOwned).toContain(a);
          if (plan.maxMinutes !== null && r.totalMinutes !== null)
            expect(r.totalMinutes).toBeLessThanOrEqual(plan.maxMinutes);
          expect(plan.exclude).not.toContain(r.id);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('the same input and seed give the same plan', () => {
    fc.assert(
      fc.property(inputArb, (plan) => {
        expect(planMeals(structuredClone(plan))).toEqual(planMeals(plan));
      }),
      { numRuns: 200 },
    );
  });

  test('each slot is either a meal or unfilled, in order; unfilled only when no recipe is eligible', () => {
    fc.assert(
      fc.property(inputArb, (plan) => {
        const { meals, unfilled } = planMeals(plan);
        expect(meals.length).toBeLessThanOrEqual(plan.slots.length);
        const noneEligible = eligibleRecipes(plan).length === 0;
        expect(unfilled).toEqual(noneEligible ? plan.slots : []);
        if (!noneEligible) expect(meals.map((m) => ({ date: m.date, slot: m.slot }))).toEqual(plan.slots);
      }),
      { numRuns: 300 },
    );
  });

  test('no recipe twice while eligible recipes are left unused', () => {
    fc.assert(
      fc.property(inputArb, (plan) => {
        const takenIds = new Set(plan.taken.map((t) => t.recipeId));
        const fresh = eligibleRecipes(plan).filter((r) => !takenIds.has(r.id)).length;
        const { meals } = planMeals(plan);
        const cooked = meals.filter(
          (m, i) => i === 0 || meals.findIndex((o) => o.recipeId === m.recipeId) === i,
        );
        // Meals of one recipe: the meals of its leftovers, never more.
        for (const meal of cooked) {
          const same = meals.filter((m) => m.recipeId === meal.recipeId).length;
          if (fresh >= meals.length) {
            expect(same).toBe(reason(meal, 'leftovers')?.meals ?? 1);
            expect(takenIds.has(meal.recipeId)).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  test('reasons are valid and true', () => {
    fc.assert(
      fc.property(inputArb, (plan) => {
        const recipes = byId(plan.recipes);
        const { meals } = planMeals(plan);
        for (const meal of meals) {
          const r = recipes.get(meal.recipeId)!;
          for (const why of meal.reasons) expect(PlanReasonSchema.parse(why)).toEqual(why);
          const kinds = meal.reasons.map((why) => why.kind);
          expect(new Set(kinds).size).toBe(kinds.length);
          expect(kinds.includes('favorite')).toBe(r.favorite);
          expect(kinds.includes('own')).toBe(r.own);
          expect(kinds.includes('quick')).toBe(r.totalMinutes !== null && r.totalMinutes <= 30);
          const foods = [...new Set(r.foods)].filter((f) => !STAPLE_FOODS.has(f));
          const inStock = foods.filter((f) => plan.pantryFoods.includes(f) || plan.expiringFoods.includes(f));
          expect(reason(meal, 'pantry')).toEqual(
            inStock.length > 0 ? { kind: 'pantry', count: inStock.length, total: foods.length } : undefined,
          );
          const expiring = [...new Set(r.foods)].filter((f) => plan.expiringFoods.includes(f));
          expect(reason(meal, 'expiring')?.foods ?? []).toEqual(expiring);
          const shares = reason(meal, 'shares')?.foods ?? [];
          expect(shares.length).toBeLessThanOrEqual(3);
          for (const food of shares) {
            expect(foods).toContain(food);
            const others = meals.filter((m) => m.recipeId !== r.id).map((m) => m.recipeId);
            const taken = plan.taken.map((t) => t.recipeId).filter((id) => id !== r.id);
            expect([...others, ...taken].some((id) => recipes.get(id ?? '')?.foods.includes(food))).toBe(
              true,
            );
          }
          const variety = reason(meal, 'variety');
          if (variety) expect(variety.cuisine).toBe(r.cuisine);
          if (!r.cuisine) expect(variety).toBeUndefined();
        }
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Examples

describe('planMeals', () => {
  test('prefers the recipe that uses a food about to expire, and says so', () => {
    for (let seed = 0; seed < 20; seed++) {
      const pool = CUISINES.map((cuisine) => recipe({ cuisine, foods: ['onions', 'rice'] }));
      const spinach = recipe({ cuisine: 'greek', foods: ['spinach', 'feta', 'salt'] });
      const { meals } = planMeals(
        input({
          recipes: [...pool, spinach],
          slots: week(['dinner'], 1),
          expiringFoods: ['spinach'],
          pantryFoods: ['spinach'],
          seed,
        }),
      );
      expect(meals[0]!.recipeId).toBe(spinach.id);
      expect(reason(meals[0]!, 'expiring')).toEqual({ kind: 'expiring', foods: ['spinach'] });
      expect(reason(meals[0]!, 'pantry')).toEqual({ kind: 'pantry', count: 1, total: 2 });
    }
  });

  test('a second recipe gets no extra credit for an expiring food the first already uses up', () => {
    const spinachA = recipe({ cuisine: 'greek', foods: ['spinach'] });
    const spinachB = recipe({ cuisine: 'indian', foods: ['spinach'] });
    const plain = recipe({ cuisine: 'french', foods: ['leeks'], favorite: true });
    const { meals } = planMeals(
      input({
        recipes: [spinachA, spinachB, plain],
        slots: week(['dinner'], 2),
        expiringFoods: ['spinach'],
        pantryFoods: ['leeks'],
      }),
    );
    expect(new Set(meals.map((m) => m.recipeId))).toEqual(new Set([meals[0]!.recipeId, plain.id]));
    expect([spinachA.id, spinachB.id]).toContain(meals[0]!.recipeId);
  });

  test('varies cuisines over a week given a varied pool', () => {
    for (let seed = 0; seed < 20; seed++) {
      const pool = CUISINES.slice(0, 4).flatMap((cuisine) =>
        [0, 1, 2, 3, 4].map((i) =>
          recipe({ cuisine, mainFood: `${cuisine}-${i}`, foods: [`${cuisine}-${i}`] }),
        ),
      );
      const { meals } = planMeals(input({ recipes: pool, seed }));
      const cuisines = meals.map((m) => pool.find((r) => r.id === m.recipeId)!.cuisine);
      expect(new Set(cuisines.slice(0, 4)).size).toBe(4);
      for (const cuisine of new Set(cuisines))
        expect(cuisines.filter((c) => c === cuisine).length).toBeLessThanOrEqual(2);
      expect(meals.filter((m) => reason(m, 'variety')).length).toBe(4);
    }
  });

  test('avoids a main food already in the plan', () => {
    const chickenA = recipe({ cuisine: 'italian', mainFood: 'chicken-pieces', favorite: true });
    const chickenB = recipe({ cuisine: 'mexican', mainFood: 'chicken-pieces', favorite: true });
    const beef = recipe({ cuisine: 'indian', mainFood: 'ground-beef' });
    const { meals } = planMeals(input({ recipes: [chickenA, chickenB, beef], slots: week(['dinner'], 2) }));
    expect(meals.map((m) => m.recipeId)).toContain(beef.id);
  });

  test('puts off a recipe cooked in the last week', () => {
    const recent = recipe({ cookedDaysAgo: 2, cuisine: 'thai' });
    const other = recipe({ cookedDaysAgo: 20, cuisine: 'thai' });
    for (let seed = 0; seed < 10; seed++) {
      const { meals } = planMeals(input({ recipes: [recent, other], slots: week(['dinner'], 1), seed }));
      expect(meals[0]!.recipeId).toBe(other.id);
    }
  });

  test('favourites, the household’s own recipes and quick ones say why', () => {
    const r = recipe({ favorite: true, own: true, totalMinutes: 20, cuisine: 'thai' });
    const { meals } = planMeals(input({ recipes: [r], slots: week(['dinner'], 1) }));
    expect(meals[0]!.reasons).toEqual([
      { kind: 'favorite' },
      { kind: 'own' },
      { kind: 'quick', minutes: 20 },
      { kind: 'variety', cuisine: 'thai' },
    ]);
  });

  test('shares name non-staple foods other meals use too, at most three', () => {
    const a = recipe({
      cuisine: 'italian',
      foods: ['ground-beef', 'tomatoes', 'onions', 'garlic', 'pasta', 'salt', 'olive-oil'],
    });
    const b = recipe({
      cuisine: 'mexican',
      foods: ['ground-beef', 'tomatoes', 'onions', 'garlic', 'tortillas', 'salt', 'olive-oil'],
    });
    const { meals } = planMeals(input({ recipes: [a, b], slots: week(['dinner'], 2) }));
    for (const meal of meals) {
      const shares = reason(meal, 'shares')!.foods;
      expect(shares).toHaveLength(3);
      for (const food of shares) expect(['ground-beef', 'tomatoes', 'onions', 'garlic']).toContain(food);
    }
  });

  test('staples are never pantry or shared reasons', () => {
    expect(FOOD_CATALOGUE.length).toBeGreaterThan(0);
    const keys = new Set(FOOD_CATALOGUE.map((f) => f.key));
    for (const staple of STAPLE_FOODS) expect(keys.has(staple), staple).toBe(true);
    for (const staple of ['salt', 'black-pepper', 'olive-oil', 'water', 'sugar', 'flour', 'butter'])
      expect(STAPLE_FOODS.has(staple)).toBe(true);
    const a = recipe({ foods: ['salt', 'flour', 'sugar', 'butter'] });
    const b = recipe({ foods: ['salt', 'flour', 'sugar', 'butter'] });
    const { meals } = planMeals(
      input({
        recipes: [a, b],
        slots: week(['dinner'], 2),
        pantryFoods: ['salt', 'flour', 'sugar', 'butter'],
      }),
    );
    for (const meal of meals) expect(meal.reasons).toEqual([]);
  });

  describe('meal types', () => {
    const dinners = [0, 1, 2, 3].map((i) =>
      recipe({ favorite: true, own: true, cuisine: `c${i}`, tags: ['dinner'] }),
    );

    test.each([
      'breakfast',
      'desayuno',
      'petit-déjeuner',
      'petit déjeuner',
      'frühstück',
      '早餐',
      'Quick Breakfast',
    ])('breakfast takes the recipe tagged %s', (tag) => {
      const morning = recipe({ tags: [tag.toLowerCase()] });
      for (let seed = 0; seed < 5; seed++) {
        const { meals } = planMeals(
          input({ recipes: [...dinners, morning], slots: week(['breakfast'], 1), seed }),
        );
        expect(meals[0]!.recipeId).toBe(morning.id);
      }
    });

    test('lunch and dinner avoid breakfast, dessert, snack and drink recipes', () => {
      const others = ['breakfast', 'postre', 'snack', 'getränke', 'nachtisch', '甜点'].map((tag) =>
        recipe({ tags: [tag], favorite: true, own: true }),
      );
      const plain = recipe({ cuisine: 'french' });
      for (let seed = 0; seed < 5; seed++) {
        const { meals } = planMeals(input({ recipes: [...others, plain], slots: week(['lunch'], 1), seed }));
        expect(meals[0]!.recipeId).toBe(plain.id);
        const dinner = planMeals(input({ recipes: [...others, plain], slots: week(['dinner'], 1), seed }));
        expect(dinner.meals[0]!.recipeId).toBe(plain.id);
      }
    });

    test('"petit déjeuner" is breakfast, though "déjeuner" alone is lunch', () => {
      const breakfast = recipe({ tags: ['petit déjeuner'] });
      const lunch = recipe({ tags: ['déjeuner'] });
      const { meals } = planMeals(
        input({
          recipes: [breakfast, lunch],
          slots: [
            { date: MONDAY, slot: 'breakfast' },
            { date: MONDAY, slot: 'lunch' },
          ],
        }),
      );
      expect(meals.map((m) => m.recipeId)).toEqual([breakfast.id, lunch.id]);
    });

    test('snacks prefer snack, dessert and appetizer recipes', () => {
      for (const tag of ['snack', 'dessert', 'appetizer', 'merienda', 'vorspeise', '小吃']) {
        const treat = recipe({ tags: [tag] });
        const { meals } = planMeals(input({ recipes: [...dinners, treat], slots: week(['snack'], 1) }));
        expect([tag, meals[0]!.recipeId]).toEqual([tag, treat.id]);
      }
    });

    test('falls back to any eligible recipe rather than leave a slot empty', () => {
      const { meals, unfilled } = planMeals(
        input({ recipes: dinners, slots: week(['breakfast', 'snack'], 2) }),
      );
      expect(unfilled).toEqual([]);
      expect(meals).toHaveLength(4);
      expect(new Set(meals.map((m) => m.recipeId)).size).toBe(4);
    });
  });

  test('with two meals a recipe, a week of dinners takes four recipes, each eaten again the next day', () => {
    const pool = CUISINES.map((cuisine) => recipe({ cuisine }));
    const { meals } = planMeals(input({ recipes: pool, mealsPerRecipe: 2 }));
    expect(meals).toHaveLength(7);
    expect(new Set(meals.map((m) => m.recipeId)).size).toBe(4);
    for (const i of [0, 2, 4]) {
      expect(meals[i + 1]!.recipeId).toBe(meals[i]!.recipeId);
      expect(reason(meals[i]!, 'leftovers')).toEqual({ kind: 'leftovers', meals: 2 });
      expect(meals[i + 1]!.reasons).toEqual(meals[i]!.reasons);
    }
    expect(reason(meals[6]!, 'leftovers')).toBeUndefined();
  });

  test('leftovers skip a taken day, but not past the days food keeps', () => {
    const pool = CUISINES.map((cuisine) => recipe({ cuisine }));
    // Dinners on Monday, Tuesday, then Saturday: Tuesday is Monday's leftovers; Saturday is too late.
    const slots = [0, 1, 5].map((d) => ({ date: addDays(MONDAY, d), slot: 'dinner' as const }));
    const { meals } = planMeals(input({ recipes: pool, slots, mealsPerRecipe: 2 }));
    expect(meals[1]!.recipeId).toBe(meals[0]!.recipeId);
    expect(meals[2]!.recipeId).not.toBe(meals[0]!.recipeId);
    // Monday and Thursday only: three days apart, still leftovers.
    const gap = planMeals(
      input({
        recipes: pool,
        slots: [slots[0]!, { date: addDays(MONDAY, 3), slot: 'dinner' }],
        mealsPerRecipe: 2,
      }),
    );
    expect(gap.meals[1]!.recipeId).toBe(gap.meals[0]!.recipeId);
  });

  test('leftovers stay in their slot: lunch covers the next lunch, not dinner', () => {
    const pool = CUISINES.map((cuisine) => recipe({ cuisine }));
    const { meals } = planMeals(
      input({ recipes: pool, slots: week(['lunch', 'dinner'], 2), mealsPerRecipe: 2 }),
    );
    expect(meals.map((m) => m.slot)).toEqual(['lunch', 'dinner', 'lunch', 'dinner']);
    expect(meals[2]!.recipeId).toBe(meals[0]!.recipeId);
    expect(meals[3]!.recipeId).toBe(meals[1]!.recipeId);
    expect(meals[1]!.recipeId).not.toBe(meals[0]!.recipeId);
  });

  test('exclude swaps the current recipe for another', () => {
    const pool = CUISINES.map((cuisine) => recipe({ cuisine }));
    const slot = week(['dinner'], 1);
    const first = planMeals(input({ recipes: pool, slots: slot, seed: 7 })).meals[0]!.recipeId;
    const swapped = planMeals(input({ recipes: pool, slots: slot, seed: 7, exclude: [first] }));
    expect(swapped.meals[0]!.recipeId).not.toBe(first);
    const none = planMeals(input({ recipes: pool, slots: slot, exclude: pool.map((r) => r.id) }));
    expect(none).toEqual({ meals: [], unfilled: slot });
  });

  test('taken entries count for variety and sharing, and are not picked again', () => {
    const italian = recipe({
      cuisine: 'italian',
      mainFood: 'pasta',
      foods: ['pasta', 'tomatoes'],
      favorite: true,
    });
    const italian2 = recipe({ cuisine: 'italian', foods: ['basil'], own: true });
    const mexican = recipe({ cuisine: 'mexican', foods: ['tomatoes', 'tortillas'] });
    const taken = [{ date: MONDAY, slot: 'dinner' as const, recipeId: italian.id }];
    for (let seed = 0; seed < 10; seed++) {
      const { meals } = planMeals(
        input({
          recipes: [italian, italian2, mexican],
          slots: week(['dinner'], 1, addDays(MONDAY, 1)),
          taken,
          seed,
        }),
      );
      expect(meals[0]!.recipeId).toBe(mexican.id);
      expect(reason(meals[0]!, 'variety')).toEqual({ kind: 'variety', cuisine: 'mexican' });
      expect(reason(meals[0]!, 'shares')).toEqual({ kind: 'shares', foods: ['tomatoes'] });
    }
    // Without the taken Italian dinner, the favourite comes first and is new to the plan.
    const alone = planMeals(input({ recipes: [italian, italian2, mexican], slots: week(['dinner'], 1) }));
    expect(alone.meals[0]!.recipeId).toBe(italian.id);
  });

  test('a recipe comes back only once every eligible recipe is in the plan', () => {
    const pool = [recipe({ cuisine: 'a' }), recipe({ cuisine: 'b' })];
    const { meals, unfilled } = planMeals(input({ recipes: pool, slots: week(['dinner'], 5) }));
    expect(unfilled).toEqual([]);
    const counts = pool.map((r) => meals.filter((m) => m.recipeId === r.id).length);
    expect(counts.sort()).toEqual([2, 3]);
  });

  test('other seeds give other plans from a large pool', () => {
    const pool = Array.from({ length: 60 }, (_, i) => recipe({ cuisine: CUISINES[i % CUISINES.length]! }));
    const plans = new Set<string>();
    for (let seed = 0; seed < 10; seed++)
      plans.add(
        planMeals(input({ recipes: pool, seed }))
          .meals.map((m) => m.recipeId)
          .join(),
      );
    expect(plans.size).toBeGreaterThan(5);
  });

  test('plans nothing and leaves every slot unfilled when no recipe fits', () => {
    const slots = week(['breakfast', 'dinner'], 2);
    expect(planMeals(input({ recipes: [], slots }))).toEqual({ meals: [], unfilled: slots });
    const meaty = recipe({ dietaryFlags: [] });
    expect(
      planMeals(input({ recipes: [meaty], slots, dietaryPreferences: ['Vegetarian'] })).unfilled,
    ).toEqual(slots);
  });
});

describe('eligibleRecipes', () => {
  const veg = recipe({ dietaryFlags: ['Vegetarian', 'Gluten-Free'], appliances: ['oven'], totalMinutes: 40 });
  const vegan = recipe({ dietaryFlags: ['Vegetarian', 'Vegan'], appliances: [], totalMinutes: null });
  const meat = recipe({ dietaryFlags: [], appliances: ['air-fryer'], totalMinutes: 90 });
  const filters = {
    recipes: [veg, vegan, meat],
    dietaryPreferences: [],
    appliancesOwned: null,
    maxMinutes: null,
  };
  const ids = (list: PlannerRecipe[]) => list.map((r) => r.id);

  test('a recipe must carry every dietary preference', () => {
    expect(ids(eligibleRecipes({ ...filters, dietaryPreferences: ['Vegetarian'] }))).toEqual([
      veg.id,
      vegan.id,
    ]);
    expect(ids(eligibleRecipes({ ...filters, dietaryPreferences: ['Vegetarian', 'Vegan'] }))).toEqual([
      vegan.id,
    ]);
  });

  test('appliances: not held to them when never said; else only what the household owns', () => {
    expect(ids(eligibleRecipes(filters))).toEqual([veg.id, vegan.id, meat.id]);
    expect(ids(eligibleRecipes({ ...filters, appliancesOwned: [] }))).toEqual([vegan.id]);
    expect(ids(eligibleRecipes({ ...filters, appliancesOwned: ['oven', 'stovetop'] }))).toEqual([
      veg.id,
      vegan.id,
    ]);
  });

  test('a time budget keeps recipes of unknown time', () => {
    expect(ids(eligibleRecipes({ ...filters, maxMinutes: 40 }))).toEqual([veg.id, vegan.id]);
    expect(ids(eligibleRecipes({ ...filters, maxMinutes: 39 }))).toEqual([vegan.id]);
  });

  test('excluded recipes are out', () => {
    expect(ids(eligibleRecipes({ ...filters, exclude: [veg.id, meat.id] }))).toEqual([vegan.id]);
  });
});

describe('mealsPerRecipeFor', () => {
  test.each([
    ['Daily', 1],
    ['4-6 times a week', 1],
    ['2-3 times a week', 2],
    ['Once a week', 2],
    ['Rarely', 2],
    [null, 1],
    ['Sometimes', 1],
  ])('%s → %i', (frequency, meals) => {
    expect(mealsPerRecipeFor(frequency)).toBe(meals);
  });
});
