import { describe, expect, test } from 'vitest';
import type { DietaryFlag } from '../contracts/recipes';
import type { CatalogueLanguage } from './food-catalogue';
import { parseIngredientLine } from './ingredient-parser';
import { deriveDietaryFlags, dietaryConflicts } from './recipe-diet';

const recipe = (lines: string[], language?: CatalogueLanguage) =>
  lines.map((line) => parseIngredientLine(line, language));

describe('deriveDietaryFlags', () => {
  test('a plain vegetable salad suits every diet that ingredients can tell', () => {
    const salad = recipe([
      '2 tomatoes, chopped',
      '1 cucumber',
      '2 tbsp olive oil',
      'salt and pepper, to taste',
    ]);
    expect(deriveDietaryFlags(salad)).toEqual([
      'Vegetarian',
      'Vegan',
      'Gluten-Free',
      'Dairy-Free',
      'Nut-Free',
      'Pescatarian',
    ]);
  });

  test('diets that hang on amounts or certification are never derived, only set by the cook', () => {
    const salad = recipe(['2 tomatoes, chopped', '1 cucumber', '2 tbsp olive oil']);
    for (const flag of ['Keto', 'Paleo', 'Whole30', 'Low Carb', 'Low FODMAP', 'Kosher', 'Halal'] as const) {
      expect(deriveDietaryFlags(salad)).not.toContain(flag);
    }
  });

  test('a chicken dish is not vegetarian or pescatarian', () => {
    const flags = deriveDietaryFlags(
      recipe(['4 chicken thighs', '2 tbsp olive oil', '1 lemon', 'fresh thyme', 'salt']),
    );
    expect(flags).toEqual(['Gluten-Free', 'Dairy-Free', 'Nut-Free']);
  });

  test('German compounds are read in German text only: Spanish "leche entera" is milk, not duck', () => {
    const milk = ['500 ml de leche entera'].map((line) => parseIngredientLine(line, 'es'));
    expect(deriveDietaryFlags(milk, 'es')).toContain('Vegetarian');
    expect(dietaryConflicts(milk, ['Vegetarian'], 'es')).toEqual([]);
    const duck = ['2 Entenbrüste'].map((line) => parseIngredientLine(line, 'de'));
    expect(dietaryConflicts(duck, ['Vegetarian'], 'de')).toHaveLength(1);
  });

  test('avocado and rice noodles are what they are, whatever they look like', () => {
    const zh = ['牛油果 1个', '米粉 200克'].map((line) => parseIngredientLine(line, 'zh'));
    expect(dietaryConflicts(zh, ['Dairy-Free', 'Gluten-Free'], 'zh')).toEqual([]);
    const es = ['200 g de fideos de arroz'].map((line) => parseIngredientLine(line, 'es'));
    expect(dietaryConflicts(es, ['Gluten-Free'], 'es')).toEqual([]);
  });

  test('fish is pescatarian, not vegetarian', () => {
    const flags = deriveDietaryFlags(recipe(['2 salmon fillets', '1 tbsp olive oil', 'salt']));
    expect(flags).toContain('Pescatarian');
    expect(flags).not.toContain('Vegetarian');
  });

  test('an unknown food keeps every label off', () => {
    expect(deriveDietaryFlags(recipe(['2 tomatoes', '1 packet Zorblax seasoning']))).toEqual([]);
  });

  test('a food that may break a diet keeps that label off: stock, oats, coconut', () => {
    expect(deriveDietaryFlags(recipe(['1 l stock', '2 carrots']))).not.toContain('Vegetarian');
    expect(deriveDietaryFlags(recipe(['100 g rolled oats', '300 ml water']))).not.toContain('Gluten-Free');
    expect(deriveDietaryFlags(recipe(['400 ml coconut milk', '1 tsp cumin']))).not.toContain('Nut-Free');
  });

  test('look-alikes are not what they look like', () => {
    const flags = deriveDietaryFlags(
      recipe(['1 can butter beans', '1 eggplant', '1/2 tsp nutmeg', '400 ml coconut milk']),
    );
    expect(flags).toContain('Vegan');
    expect(flags).toContain('Dairy-Free');
    expect(deriveDietaryFlags(recipe(['2 tbsp peanut butter', '1 banana']))).toContain('Dairy-Free');
    expect(deriveDietaryFlags(recipe(['2 tbsp peanut butter', '1 banana']))).not.toContain('Nut-Free');
  });

  test('words that take a trait away: gluten-free pasta, vegan butter', () => {
    expect(deriveDietaryFlags(recipe(['200 g gluten-free pasta', '1 tbsp olive oil']))).toContain(
      'Gluten-Free',
    );
    expect(deriveDietaryFlags(recipe(['2 tbsp vegan butter', '1 onion']))).toContain('Vegan');
  });

  test('a recipe with no foods gets no labels', () => {
    expect(deriveDietaryFlags([])).toEqual([]);
  });

  test.each<[string, CatalogueLanguage, string[], DietaryFlag, boolean]>([
    ['es', 'es', ['200 g de harina', '2 huevos', '250 ml de leche'], 'Vegetarian', true],
    ['es', 'es', ['200 g de harina', '2 huevos', '250 ml de leche'], 'Vegan', false],
    ['fr', 'fr', ['200 g de lardons', '2 oignons'], 'Vegetarian', false],
    ['fr', 'fr', ["2 cuillères à soupe d'huile d'olive", '3 courgettes', 'sel'], 'Vegan', true],
    ['de', 'de', ['500 g Schweinefleisch', '1 Zwiebel'], 'Halal', false],
    ['de', 'de', ['200 g Frischkäse', '2 Tomaten'], 'Dairy-Free', false],
    ['de', 'de', ['3 Kartoffeln', '1 EL Olivenöl', 'Salz'], 'Vegan', true],
    ['zh', 'zh', ['鸡蛋 2个', '番茄 3个', '盐 适量'], 'Vegetarian', true],
    ['zh', 'zh', ['鸡蛋 2个', '番茄 3个', '盐 适量'], 'Vegan', false],
    ['zh', 'zh', ['猪肉 300克', '生抽 2汤匙'], 'Halal', false],
  ])('%s: %j → %s is %s', (_name, language, lines, flag, expected) => {
    expect(deriveDietaryFlags(recipe(lines, language)).includes(flag)).toBe(expected);
  });
});

describe('dietaryConflicts', () => {
  test("names the lines that break each of the user's preferences", () => {
    const carbonara = recipe([
      '400 g spaghetti',
      '150 g pancetta',
      '3 egg yolks',
      '50 g parmesan, grated',
      'black pepper',
    ]);
    expect(dietaryConflicts(carbonara, ['Vegetarian', 'Gluten-Free', 'Halal', 'Nut-Free'])).toEqual([
      { preference: 'Vegetarian', ingredients: ['150 g pancetta'] },
      { preference: 'Gluten-Free', ingredients: ['400 g spaghetti'] },
      { preference: 'Halal', ingredients: ['150 g pancetta'] },
    ]);
  });

  test('reports only what certainly breaks a preference', () => {
    // Beef can be halal; stock may or may not be vegetarian: neither is a conflict.
    expect(dietaryConflicts(recipe(['500 g beef', '1 l stock']), ['Halal', 'Vegetarian'])).toEqual([
      { preference: 'Vegetarian', ingredients: ['500 g beef'] },
    ]);
  });

  test('meat with dairy breaks Kosher', () => {
    expect(dietaryConflicts(recipe(['2 beef steaks', '20 g butter', 'salt']), ['Kosher'])).toEqual([
      { preference: 'Kosher', ingredients: ['2 beef steaks', '20 g butter'] },
    ]);
    expect(dietaryConflicts(recipe(['2 beef steaks', 'salt']), ['Kosher'])).toEqual([]);
  });

  test('alcohol breaks Halal and Whole30; honey breaks Vegan', () => {
    const conflicts = dietaryConflicts(recipe(['100 ml white wine', '1 tbsp honey', '2 onions']), [
      'Halal',
      'Whole30',
      'Vegan',
    ]);
    expect(conflicts).toEqual([
      { preference: 'Vegan', ingredients: ['1 tbsp honey'] },
      { preference: 'Halal', ingredients: ['100 ml white wine'] },
      { preference: 'Whole30', ingredients: ['100 ml white wine', '1 tbsp honey'] },
    ]);
  });

  test('preferences nothing breaks are left out', () => {
    expect(dietaryConflicts(recipe(['2 tomatoes', '1 tbsp olive oil']), ['Vegan', 'Keto'])).toEqual([]);
    expect(dietaryConflicts(recipe(['2 tomatoes']), [])).toEqual([]);
  });
});
