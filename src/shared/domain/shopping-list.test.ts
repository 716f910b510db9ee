import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseIngredientLine } from './ingredient-parser';
import {
  planShoppingList,
  roundUpForShopping,
  type ExistingShoppingItem,
  type PlannedLine,
  type ShoppingPantryProduct,
  type ShoppingPlanInput,
  type ShoppingRecipe,
} from './shopping-list';
import { convertMilli } from './units';

function buildRecipe(overrides: Partial<ShoppingRecipe> & { text?: string[] } = {}): ShoppingRecipe {
  const { text = [], ...rest } = overrides;
  return {
    recipeId: 'r1',
    title: 'Pancakes',
    servings: 4,
    wantedServings: 4,
    lines: text.map((line) => parseIngredientLine(line, 'en')),
    ...rest,
  };
}

function buildProduct(overrides: Partial<ShoppingPantryProduct> = {}): ShoppingPantryProduct {
  return {
    productId: 'p1',
    name: 'Milk',
    nameNormalized: 'milk',
    foodKey: 'milk',
    unit: 'l',
    conversions: [],
    usableMilli: 0,
    minimumMilli: null,
    ...overrides,
  };
}

function plan(input: Partial<ShoppingPlanInput>): PlannedLine[] {
  return planShoppingList({ recipes: [], pantry: [], existing: [], ...input });
}

/** The plan's lines as items on the list: one per amount, unchecked. */
function asExisting(lines: readonly PlannedLine[]): ExistingShoppingItem[] {
  return lines.flatMap((line) =>
    [{ quantityMilli: line.quantityMilli, unit: line.unit }, ...line.otherAmounts].map((amount) => ({
      foodKey: line.foodKey,
      nameNormalized: line.nameNormalized,
      quantityMilli: amount.quantityMilli,
      unit: amount.unit,
      checked: false,
    })),
  );
}

describe('recipes', () => {
  test('cups and millilitres of milk from two recipes become one line in one unit', () => {
    const lines = plan({
      recipes: [
        buildRecipe({ recipeId: 'r1', text: ['1 cup milk'] }),
        buildRecipe({ recipeId: 'r2', title: 'Porridge', text: ['1 cup milk'] }),
        buildRecipe({ recipeId: 'r3', title: 'Sauce', text: ['200 ml milk'] }),
      ],
    });
    expect(lines).toHaveLength(1);
    // Two sources wrote cups, one ml: cups win; 2 cups + 200 ml = 2.85 cups, bought as 3.
    expect(lines[0]).toMatchObject({
      food: 'milk',
      foodKey: 'milk',
      quantityMilli: 3000,
      unit: 'cup',
      otherAmounts: [],
      category: 'dairy',
      productId: null,
    });
    expect(lines[0]!.sources.map((s) => s.kind === 'recipe' && s.recipeId)).toEqual(['r1', 'r2', 'r3']);
  });

  test("with a product in the pantry the line is in the product's unit", () => {
    const lines = plan({
      recipes: [buildRecipe({ text: ['2 cups milk', '200 ml milk'] })],
      pantry: [buildProduct()],
    });
    // 473.2 ml + 200 ml = 0.673 l, rounded up to 50 ml.
    expect(lines).toEqual([
      expect.objectContaining({ quantityMilli: 700, unit: 'l', productId: 'p1', food: 'Milk' }),
    ]);
  });

  test('servings scale the amounts and eggs are bought whole', () => {
    const lines = plan({ recipes: [buildRecipe({ servings: 4, wantedServings: 6, text: ['3 eggs'] })] });
    // 4.5 eggs → 5.
    expect(lines).toEqual([expect.objectContaining({ foodKey: 'eggs', quantityMilli: 5000, unit: 'piece' })]);
    expect(lines[0]!.sources[0]).toMatchObject({ kind: 'recipe', quantityText: 'about 5', raw: '3 eggs' });
  });

  test('a range buys its top end', () => {
    const lines = plan({ recipes: [buildRecipe({ text: ['2-3 eggs'] })] });
    expect(lines[0]).toMatchObject({ quantityMilli: 3000, unit: 'piece' });
  });

  test('a cup of flour and grams of flour meet through its density', () => {
    const lines = plan({ recipes: [buildRecipe({ text: ['1 cup flour', '200 g flour'] })] });
    // 1 cup ≈ 120.7 g (0.51 g/ml); the tie between cup and g goes to the metric unit; 320.7 g is
    // bought in tens of grams.
    expect(lines).toEqual([expect.objectContaining({ foodKey: 'flour', quantityMilli: 330_000, unit: 'g' })]);
  });

  test("a can meets grams through the product's conversion", () => {
    const lines = plan({
      recipes: [buildRecipe({ text: ['1 can chopped tomatoes', '400g tinned tomatoes'] })],
      pantry: [
        buildProduct({
          productId: 'p7',
          name: 'Chopped tomatoes',
          nameNormalized: 'chopped tomatoes',
          foodKey: 'canned-tomatoes',
          unit: 'can',
          conversions: [{ from: 'can', amount: 400, unit: 'g' }],
          usableMilli: 1000,
        }),
      ],
    });
    // Two cans needed, one in the cupboard.
    expect(lines).toEqual([
      expect.objectContaining({ productId: 'p7', quantityMilli: 1000, unit: 'can', otherAmounts: [] }),
    ]);
  });

  test('"2 (400 g) cans" lets the cans meet grams without a product', () => {
    const lines = plan({
      recipes: [buildRecipe({ text: ['2 (400 g) cans chopped tomatoes', '200 g tinned tomatoes'] })],
    });
    expect(lines).toEqual([
      expect.objectContaining({ quantityMilli: 1_000_000, unit: 'g', otherAmounts: [] }),
    ]);
  });

  test('amounts that cannot be converted stay separate amounts of one line', () => {
    const lines = plan({
      recipes: [buildRecipe({ text: ['1 can chopped tomatoes', '200 g tinned tomatoes'] })],
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      foodKey: 'canned-tomatoes',
      quantityMilli: 200_000,
      unit: 'g',
      otherAmounts: [{ quantityMilli: 1000, unit: 'can' }],
    });
  });

  test('optional lines and lines without a food are left out', () => {
    const lines = plan({ recipes: [buildRecipe({ text: ['1 packet yeast (optional)', '2 cups', ''] })] });
    expect(lines).toEqual([]);
  });

  test('"salt to taste" is bought when there is none, with no amount', () => {
    expect(plan({ recipes: [buildRecipe({ text: ['salt to taste'] })] })).toEqual([
      expect.objectContaining({ foodKey: 'salt', quantityMilli: null, unit: null }),
    ]);
    const salt = buildProduct({
      productId: 'p2',
      name: 'Salt',
      nameNormalized: 'salt',
      foodKey: 'salt',
      unit: 'g',
      usableMilli: 1,
    });
    expect(plan({ recipes: [buildRecipe({ text: ['salt to taste'] })], pantry: [salt] })).toEqual([]);
  });

  test('servings that are not positive numbers are refused', () => {
    expect(() => plan({ recipes: [buildRecipe({ servings: 0, text: ['2 eggs'] })] })).toThrow(RangeError);
    expect(() => plan({ recipes: [buildRecipe({ wantedServings: Number.NaN, text: ['2 eggs'] })] })).toThrow(
      RangeError,
    );
  });
});

describe('the pantry', () => {
  test('a partial pantry amount leaves the rest to buy', () => {
    const lines = plan({
      recipes: [buildRecipe({ text: ['500 g minced beef'] })],
      pantry: [
        buildProduct({
          productId: 'p3',
          name: 'Beef mince',
          nameNormalized: 'beef mince',
          foodKey: 'ground-beef',
          unit: 'g',
          usableMilli: 180_000,
        }),
      ],
    });
    // 320 g left, in tens of grams.
    expect(lines).toEqual([
      expect.objectContaining({ productId: 'p3', quantityMilli: 320_000, unit: 'g', category: 'meat' }),
    ]);
  });

  test('a need the pantry covers does not appear', () => {
    const lines = plan({
      recipes: [buildRecipe({ text: ['2 cups milk'] })],
      pantry: [buildProduct({ usableMilli: 1000 })],
    });
    expect(lines).toEqual([]);
  });

  test('usable stock is what counts (the caller leaves expired entries out)', () => {
    // 1 l in the fridge of which 0.8 l expired: the caller passes 0.2 l.
    const lines = plan({
      recipes: [buildRecipe({ text: ['500 ml milk'] })],
      pantry: [buildProduct({ usableMilli: 200 })],
    });
    expect(lines).toEqual([expect.objectContaining({ quantityMilli: 300, unit: 'l' })]);
  });

  test('a product without a catalogue key matches by name', () => {
    const lines = plan({
      recipes: [buildRecipe({ text: ['300 g gochujang'] })],
      pantry: [
        buildProduct({
          productId: 'p9',
          name: 'Gochujang',
          nameNormalized: 'gochujang',
          foodKey: null,
          unit: 'g',
          usableMilli: 100_000,
        }),
      ],
    });
    expect(lines).toEqual([
      expect.objectContaining({ productId: 'p9', quantityMilli: 200_000, category: null }),
    ]);
  });

  test('stock that converts into nothing the recipe uses does not count', () => {
    const lines = plan({
      recipes: [buildRecipe({ text: ['200 g flour'] })],
      pantry: [
        buildProduct({
          productId: 'p4',
          name: 'Flour',
          nameNormalized: 'flour',
          foodKey: 'flour',
          unit: 'pack',
          usableMilli: 1000,
        }),
      ],
    });
    expect(lines).toEqual([expect.objectContaining({ quantityMilli: 200_000, unit: 'g', otherAmounts: [] })]);
  });
});

describe('low stock', () => {
  const rice = buildProduct({
    productId: 'p5',
    name: 'Rice',
    nameNormalized: 'rice',
    foodKey: 'rice',
    unit: 'kg',
    usableMilli: 300,
    minimumMilli: 1000,
  });

  test('a product below its minimum stock is added up to the minimum', () => {
    expect(plan({ pantry: [rice] })).toEqual([
      expect.objectContaining({
        productId: 'p5',
        quantityMilli: 700,
        unit: 'kg',
        sources: [{ kind: 'low-stock', productId: 'p5' }],
      }),
    ]);
  });

  test('a product at its minimum, or low stock turned off, adds nothing', () => {
    expect(plan({ pantry: [{ ...rice, usableMilli: 1000 }] })).toEqual([]);
    expect(plan({ pantry: [rice], lowStock: false })).toEqual([]);
  });

  test('low stock merges with recipe needs, counting the stock once', () => {
    const lines = plan({ pantry: [rice], recipes: [buildRecipe({ text: ['200 g rice'] })] });
    // 0.2 kg for the recipe + 0.7 kg to get back to the minimum.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantityMilli: 900, unit: 'kg' });
    expect(lines[0]!.sources.map((s) => s.kind)).toEqual(['recipe', 'low-stock']);
  });
});

describe('the list as it is', () => {
  const recipes = [buildRecipe({ text: ['6 eggs'] })];
  const item = (overrides: Partial<ExistingShoppingItem>): ExistingShoppingItem => ({
    foodKey: 'eggs',
    nameNormalized: 'eggs',
    quantityMilli: 4000,
    unit: 'piece',
    checked: false,
    ...overrides,
  });

  test('an unchecked item of the same food covers part of the need', () => {
    expect(plan({ recipes, existing: [item({})] })).toEqual([
      expect.objectContaining({ quantityMilli: 2000 }),
    ]);
    expect(plan({ recipes, existing: [item({ unit: null })] })).toEqual([
      expect.objectContaining({ quantityMilli: 2000 }),
    ]);
  });

  test('a checked item does not count', () => {
    expect(plan({ recipes, existing: [item({ checked: true })] })).toEqual([
      expect.objectContaining({ quantityMilli: 6000 }),
    ]);
  });

  test('an unchecked item without an amount covers the food', () => {
    expect(plan({ recipes, existing: [item({ quantityMilli: null, unit: null })] })).toEqual([]);
  });

  test('an item matches by name when it has no catalogue key', () => {
    expect(
      plan({ recipes, existing: [item({ foodKey: null, nameNormalized: 'eggs', quantityMilli: 6000 })] }),
    ).toEqual([]);
  });
});

describe('output', () => {
  test('lines come by category, then by name', () => {
    const lines = plan({
      recipes: [
        buildRecipe({
          text: ['2 onions', '1 cup milk', '300 g gochujang', '200 g flour', '1 carrot', '100 g butter'],
        }),
      ],
    });
    expect(lines.map((line) => [line.category, line.food])).toEqual([
      ['dairy', 'butter'],
      ['dairy', 'milk'],
      ['produce', 'carrots'],
      ['produce', 'onions'],
      ['pantry', 'flour'],
      [null, 'gochujang'],
    ]);
  });

  test('rounding up buys whole items, sensible grams and quarter cups', () => {
    expect(roundUpForShopping(4200, 'piece')).toBe(5000);
    expect(roundUpForShopping(7300, 'g')).toBe(8000);
    expect(roundUpForShopping(121_000, 'g')).toBe(125_000);
    expect(roundUpForShopping(437_000, 'g')).toBe(440_000);
    expect(roundUpForShopping(1210, 'kg')).toBe(1250);
    expect(roundUpForShopping(2100, 'cup')).toBe(2250);
    expect(roundUpForShopping(3000, 'can')).toBe(3000);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const LINES = [
  '1 cup milk',
  '200 ml milk',
  '1 l milk',
  '2 eggs',
  '3 large eggs',
  '1 can chopped tomatoes',
  '400g tinned tomatoes',
  '2 (400 g) cans chopped tomatoes',
  '1 cup flour',
  '250 g flour',
  '2 tbsp olive oil',
  'salt to taste',
  'a pinch of salt',
  '2 cloves garlic',
  '1 onion',
  '1 1/2 cups sugar',
  '500 g minced beef',
  '2-3 carrots',
  '100 g gochujang',
  '1 packet yeast (optional)',
].map((line) => parseIngredientLine(line, 'en'));

const PRODUCTS: ShoppingPantryProduct[] = [
  buildProduct({ productId: 'p1', unit: 'l' }),
  buildProduct({ productId: 'p2', name: 'Eggs', nameNormalized: 'eggs', foodKey: 'eggs', unit: 'piece' }),
  buildProduct({
    productId: 'p3',
    name: 'Tomatoes (tin)',
    nameNormalized: 'tomatoes tin',
    foodKey: 'canned-tomatoes',
    unit: 'can',
    conversions: [{ from: 'can', amount: 400, unit: 'g' }],
  }),
  buildProduct({ productId: 'p4', name: 'Flour', nameNormalized: 'flour', foodKey: 'flour', unit: 'kg' }),
  buildProduct({ productId: 'p5', name: 'Rice', nameNormalized: 'rice', foodKey: 'rice', unit: 'g' }),
  buildProduct({
    productId: 'p6',
    name: 'Gochujang',
    nameNormalized: 'gochujang',
    foodKey: null,
    unit: 'jar',
  }),
];

const recipeArb = fc.record({
  recipeId: fc.constantFrom('r1', 'r2', 'r3', 'r4'),
  title: fc.constant('Dinner'),
  servings: fc.integer({ min: 1, max: 8 }),
  wantedServings: fc.integer({ min: 1, max: 12 }),
  lines: fc.array(fc.constantFrom(...LINES), { maxLength: 8 }),
});

const pantryArb = fc.subarray(PRODUCTS).chain((products) =>
  fc.tuple(
    ...products.map((product) =>
      fc
        .record({
          usableMilli: fc.integer({ min: 0, max: 3_000_000 }),
          minimumMilli: fc.option(fc.integer({ min: 0, max: 2_000_000 })),
        })
        .map((stock) => ({ ...product, ...stock })),
    ),
  ),
);

const inputArb: fc.Arbitrary<ShoppingPlanInput> = fc.record({
  recipes: fc.array(recipeArb, { maxLength: 4 }),
  pantry: pantryArb,
  existing: fc.constant([]),
  lowStock: fc.boolean(),
});

describe('properties', () => {
  test('merging does not depend on the order of recipes, lines or products', () => {
    fc.assert(
      fc.property(inputArb, fc.infiniteStream(fc.nat()), (input, random) => {
        const shuffle = <T>(items: readonly T[]): T[] => {
          const copy = [...items];
          for (let i = copy.length - 1; i > 0; i--) {
            const j = random.next().value % (i + 1);
            [copy[i], copy[j]] = [copy[j]!, copy[i]!];
          }
          return copy;
        };
        const shuffled: ShoppingPlanInput = {
          ...input,
          recipes: shuffle(input.recipes).map((recipe) => ({ ...recipe, lines: shuffle(recipe.lines) })),
          pantry: shuffle(input.pantry),
        };
        expect(planShoppingList(shuffled)).toEqual(planShoppingList(input));
      }),
    );
  });

  test('planning again with the plan on the list adds nothing', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const first = planShoppingList(input);
        expect(planShoppingList({ ...input, existing: asExisting(first) })).toEqual([]);
      }),
    );
  });

  test('no planned amount is negative, zero or NaN, and every line says why it is there', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const line of planShoppingList(input)) {
          const amounts = [
            ...(line.quantityMilli === null ? [] : [line.quantityMilli]),
            ...line.otherAmounts.map((a) => a.quantityMilli),
          ];
          for (const milli of amounts) {
            expect(Number.isSafeInteger(milli)).toBe(true);
            expect(milli).toBeGreaterThan(0);
          }
          expect(line.sources.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  test('the pantry never makes a line larger', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const without = planShoppingList({
          ...input,
          pantry: input.pantry.map((p) => ({ ...p, usableMilli: 0 })),
          lowStock: false,
        });
        const withStock = planShoppingList({ ...input, lowStock: false });
        for (const line of withStock) {
          const before = without.find((other) => other.key === line.key);
          expect(before).toBeDefined();
          if (line.quantityMilli === null || before!.quantityMilli === null) continue;
          const inBefore = convertMilli(line.quantityMilli, line.unit!, before!.unit!);
          if (inBefore !== null) expect(inBefore).toBeLessThanOrEqual(before!.quantityMilli + 1);
        }
      }),
    );
  });
});
