import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CatalogueLanguage } from './food-catalogue';
import {
  canonicalUnitWords,
  findFoodKey,
  ingredientUnitTexts,
  MAX_INGREDIENT_LINE_LENGTH,
  parseIngredientLine,
  type ParsedIngredient,
} from './ingredient-parser';
import type { Unit } from './units';

type Expected = Partial<ParsedIngredient>;

/** The fields a case names, picked from the parse, so a case states only what it is about. */
function pick(parsed: ParsedIngredient, expected: Expected): Expected {
  return Object.fromEntries(Object.keys(expected).map((key) => [key, parsed[key as keyof ParsedIngredient]]));
}

const amount = (
  quantity: number | null,
  unit: Unit | null,
  unitText: string | null,
  quantityMax: number | null = null,
) => ({
  quantity,
  quantityMax,
  unit,
  unitText,
});

describe('English lines', () => {
  test.each<[string, Expected]>([
    ['2 cups flour', { quantity: 2, unit: 'cup', unitText: 'cup', food: 'flour', foodKey: 'flour' }],
    ['1.5 kg potatoes', { quantity: 1.5, unit: 'kg', food: 'potatoes', foodKey: 'potatoes' }],
    ['1/2 tsp salt', { quantity: 0.5, unit: 'tsp', unitText: 'tsp', food: 'salt' }],
    ['1 1/2 cups long-grain rice', { quantity: 1.5, unit: 'cup', food: 'long-grain rice', foodKey: 'rice' }],
    ['½ cup milk', { quantity: 0.5, unit: 'cup', food: 'milk', foodKey: 'milk' }],
    ['1½ tbsp honey', { quantity: 1.5, unit: 'tbsp', food: 'honey' }],
    [
      '2-3 tbsp olive oil',
      { quantity: 2, quantityMax: 3, unit: 'tbsp', food: 'olive oil', foodKey: 'olive-oil' },
    ],
    ['2–3 onions', { quantity: 2, quantityMax: 3, unit: null, food: 'onions', foodKey: 'onions' }],
    [
      '2 to 3 cloves garlic, minced',
      { quantity: 2, quantityMax: 3, unit: 'clove', food: 'garlic', preparation: 'minced' },
    ],
    ['½–1 tsp chilli powder', { quantity: 0.5, quantityMax: 1, unit: 'tsp', food: 'chilli powder' }],
    ['three eggs', { quantity: 3, unit: null, food: 'eggs', foodKey: 'eggs' }],
    ['a pinch of salt', { quantity: null, unit: null, unitText: 'pinch', food: 'salt', foodKey: 'salt' }],
    [
      'a handful of basil leaves',
      { quantity: null, unitText: 'handful', food: 'basil leaves', foodKey: 'basil' },
    ],
    ['small handful fresh coriander', { quantity: null, unitText: 'small handful', food: 'fresh coriander' }],
    [
      '2 heaped tsp ground nutmeg',
      { quantity: 2, unit: 'tsp', unitText: 'heaped tsp', food: 'ground nutmeg' },
    ],
    ['3 sprigs fresh thyme', { quantity: 3, unit: null, unitText: 'sprig', food: 'fresh thyme' }],
    ['1 stick butter, softened', { quantity: 1, unitText: 'stick', food: 'butter', preparation: 'softened' }],
    ['4 garlic cloves', { quantity: 4, unit: 'clove', unitText: 'clove', food: 'garlic', foodKey: 'garlic' }],
    ['3 large eggs', { quantity: 3, size: 'large', food: 'eggs' }],
    [
      '1 medium red onion, chopped',
      { quantity: 1, size: 'medium', food: 'red onion', preparation: 'chopped' },
    ],
    [
      '1 cup finely chopped onion',
      { quantity: 1, unit: 'cup', food: 'onion', preparation: 'finely chopped' },
    ],
    ['1,000 g flour', { quantity: 1000, unit: 'g', food: 'flour' }],
    [
      'salt and pepper, to taste',
      { quantity: null, unit: null, food: 'salt and pepper', foodKey: 'salt', comment: 'to taste' },
    ],
    ['2 tablespoons olive oil (optional)', { quantity: 2, food: 'olive oil', optional: true }],
    ['Optional: a few sprigs of mint', { optional: true, unitText: 'sprig', food: 'mint' }],
    ['3 eggs, beaten', { quantity: 3, food: 'eggs', preparation: 'beaten' }],
    ['plain flour, for dusting', { quantity: null, food: 'plain flour', comment: 'for dusting' }],
    [
      '400g strong white bread flour + extra for dusting',
      { quantity: 400, food: 'strong white bread flour', comment: '+ extra for dusting' },
    ],
    [
      '275g/10oz cooked long-grain rice (this must be cold)',
      {
        quantity: 275,
        unit: 'g',
        food: 'long-grain rice',
        preparation: 'cooked',
        comment: 'this must be cold',
      },
    ],
    [
      '1 cup plus 2 tablespoons sugar',
      { quantity: 1, unit: 'cup', plus: [amount(2, 'tbsp', 'tablespoon')], food: 'sugar' },
    ],
    ['Juice of 1 lime', { quantity: 1, food: 'lime', foodKey: 'limes', comment: 'Juice of' }],
  ])('%s', (line, expected) => {
    expect(pick(parseIngredientLine(line, 'en'), expected)).toEqual(expected);
  });

  test('"250g/9oz" keeps both amounts, the first as the main one', () => {
    const parsed = parseIngredientLine('250g/9oz butter, softened');
    expect(parsed).toMatchObject({ quantity: 250, unit: 'g', food: 'butter', foodKey: 'butter' });
    expect(parsed.alternative).toEqual(amount(9, 'oz', 'oz'));
  });

  test('a compound amount in the other system is read as one ("475g/1lb 1oz")', () => {
    const parsed = parseIngredientLine('475g/1lb 1oz currants');
    expect(parsed.alternative).toEqual(amount(1.0625, 'lb', 'lb oz'));
    expect(parsed.food).toBe('currants');
  });

  test('"1 cup (250 ml)" and "(about 4 ounces)" are the same amount in other units', () => {
    expect(parseIngredientLine('1 cup (250 ml) chicken stock').alternatives).toEqual([
      amount(250, 'ml', 'ml'),
    ]);
    const cheese = parseIngredientLine('1 cup grated Asiago cheese (about 4 ounces)');
    expect(cheese).toMatchObject({ food: 'Asiago cheese', preparation: 'grated' });
    expect(cheese.alternatives).toEqual([amount(4, 'oz', 'ounce')]);
  });

  test('"1 (16 ounce) package" counts packages of 16 oz each', () => {
    const parsed = parseIngredientLine('1 (16 ounce) package frozen spinach, thawed');
    expect(parsed).toMatchObject({ quantity: 1, unit: 'pack', unitText: 'package', food: 'frozen spinach' });
    expect(parsed.each).toEqual([amount(16, 'oz', 'ounce')]);
    expect(parsed.preparation).toBe('thawed');
  });

  test('"2 x 400g tins" counts two tins of 400 g each', () => {
    const parsed = parseIngredientLine('2 x 400g tins chopped tomatoes');
    expect(parsed).toMatchObject({ quantity: 2, unit: 'can', unitText: 'tin', food: 'chopped tomatoes' });
    expect(parsed.foodKey).toBe('canned-tomatoes');
    expect(parsed.each).toEqual([amount(400, 'g', 'g')]);
  });

  test('a measured amount keeps what it comes as ("400g tin", "5cm piece")', () => {
    expect(parseIngredientLine('200g/7oz can of chestnuts').itemUnit).toEqual({
      unit: 'can',
      unitText: 'can',
    });
    const ginger = parseIngredientLine('5cm/2in piece ginger, roughly chopped');
    expect(ginger).toMatchObject({
      quantity: 5,
      unitText: 'cm',
      food: 'ginger',
      preparation: 'roughly chopped',
    });
    expect(ginger.itemUnit?.unitText).toBe('piece');
  });

  test('another ingredient offered instead is a remark, not part of the food', () => {
    const parsed = parseIngredientLine('2 sticks wild fennel or ½ bulb fennel');
    expect(parsed.food).toBe('wild fennel');
    expect(parsed.comment).toBe('or 1/2 bulb fennel');
  });

  test('a lone number is not a name and an empty line is no food', () => {
    expect(parseIngredientLine('').food).toBeNull();
    expect(parseIngredientLine('   ').quantity).toBeNull();
    expect(parseIngredientLine('12').food).toBeNull();
  });
});

describe('lines in Spanish, French, German and Chinese', () => {
  test.each<[string, CatalogueLanguage, Expected]>([
    ['200 g de harina', 'es', { quantity: 200, unit: 'g', food: 'harina', foodKey: 'flour' }],
    [
      '2 cucharadas de aceite de oliva',
      'es',
      { quantity: 2, unit: 'tbsp', unitText: 'cucharada', foodKey: 'olive-oil' },
    ],
    ['1,5 kg de patatas', 'es', { quantity: 1.5, unit: 'kg', food: 'patatas', foodKey: 'potatoes' }],
    ['1 pizca de sal', 'es', { quantity: 1, unitText: 'pizca', food: 'sal', foodKey: 'salt' }],
    ['sal al gusto', 'es', { quantity: null, food: 'sal', comment: 'al gusto' }],
    [
      '2 huevos grandes, batidos',
      'es',
      { quantity: 2, food: 'huevos', size: 'grandes', preparation: 'batidos' },
    ],
    ['1 diente de ajo picado', 'es', { quantity: 1, unit: 'clove', food: 'ajo', preparation: 'picado' }],
    ['½ taza de leche', 'es', { quantity: 0.5, unit: 'cup', food: 'leche', foodKey: 'milk' }],
    [
      "2 cuillères à soupe d'huile d'olive",
      'fr',
      {
        quantity: 2,
        unit: 'tbsp',
        unitText: 'cuillère à soupe',
        food: "huile d'olive",
        foodKey: 'olive-oil',
      },
    ],
    ['1 pincée de sel', 'fr', { quantity: 1, unitText: 'pincée', food: 'sel', foodKey: 'salt' }],
    ['25 cl de crème liquide', 'fr', { quantity: 25, unit: 'cl', food: 'crème liquide', foodKey: 'cream' }],
    [
      "1 gousse d'ail hachée",
      'fr',
      { quantity: 1, unit: 'clove', food: 'ail', foodKey: 'garlic', preparation: 'hachée' },
    ],
    ['1,5 l de lait', 'fr', { quantity: 1.5, unit: 'l', food: 'lait', foodKey: 'milk' }],
    [
      '1 EL Olivenöl',
      'de',
      { quantity: 1, unit: 'tbsp', unitText: 'EL', food: 'Olivenöl', foodKey: 'olive-oil' },
    ],
    ['2 TL Zucker', 'de', { quantity: 2, unit: 'tsp', food: 'Zucker', foodKey: 'sugar' }],
    ['1 Prise Salz', 'de', { quantity: 1, unitText: 'Prise', food: 'Salz', foodKey: 'salt' }],
    ['3 Knoblauchzehen', 'de', { quantity: 3, unit: 'clove', food: 'Knoblauch', foodKey: 'garlic' }],
    [
      '1 Zwiebel, fein gehackt',
      'de',
      { quantity: 1, food: 'Zwiebel', foodKey: 'onions', preparation: 'fein gehackt' },
    ],
    ['Salz und Pfeffer nach Geschmack', 'de', { food: 'Salz und Pfeffer', comment: 'nach Geschmack' }],
    ['2 Eier (Größe M)', 'de', { quantity: 2, food: 'Eier', foodKey: 'eggs', comment: 'Größe M' }],
    ['鸡蛋 2个', 'zh', { quantity: 2, unit: 'piece', unitText: '个', food: '鸡蛋', foodKey: 'eggs' }],
    ['面粉200克', 'zh', { quantity: 200, unit: 'g', food: '面粉', foodKey: 'flour' }],
    ['两个鸡蛋', 'zh', { quantity: 2, unit: 'piece', food: '鸡蛋' }],
    ['大蒜 3瓣', 'zh', { quantity: 3, unit: 'clove', food: '大蒜', foodKey: 'garlic' }],
    ['生抽 2汤匙', 'zh', { quantity: 2, unit: 'tbsp', food: '生抽', foodKey: 'soy-sauce' }],
    ['盐 适量', 'zh', { quantity: null, food: '盐', foodKey: 'salt', comment: '适量' }],
    ['盐少许', 'zh', { quantity: null, food: '盐', comment: '少许' }],
  ])('%s (%s)', (line, language, expected) => {
    expect(pick(parseIngredientLine(line, language), expected)).toEqual(expected);
  });
});

describe('food keys', () => {
  test('a catalogue name that only qualifies the food is not the food', () => {
    expect(findFoodKey('butter beans', 'en')).toBe('canned-beans');
    expect(findFoodKey('peanut butter', 'en')).toBe('peanut-butter');
    expect(findFoodKey('lemon curd', 'en')).not.toBe('butter');
  });

  test('the first food of "X and Y" is the key', () => {
    expect(findFoodKey('salt and pepper', 'en')).toBe('salt');
  });
});

describe('unit words for comparisons', () => {
  test('spellings of one unit compare equal', () => {
    expect(canonicalUnitWords('tablespoon')).toEqual(canonicalUnitWords('tbsp'));
    expect(canonicalUnitWords('Tb')).toEqual(['tbsp']);
    expect(canonicalUnitWords('ml fl oz')).toEqual(['ml', 'fl-oz']);
    expect(canonicalUnitWords('small handful')).toEqual(['small', 'handful']);
  });

  test('every unit a line mentions is listed', () => {
    expect(ingredientUnitTexts(parseIngredientLine('1 (16 ounce) package spinach'))).toEqual([
      'package',
      'ounce',
    ]);
  });
});

describe('parseIngredientLine on any input', () => {
  test('never throws and keeps the raw text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const parsed = parseIngredientLine(text);
        expect(parsed.raw).toBe(text);
        if (parsed.quantity !== null) expect(Number.isFinite(parsed.quantity)).toBe(true);
      }),
    );
  });

  test('a range never runs downwards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (low, high) => {
        const parsed = parseIngredientLine(`${low}-${high} tbsp sugar`);
        if (parsed.quantityMax !== null) expect(parsed.quantityMax).toBeGreaterThan(parsed.quantity!);
      }),
    );
  });

  test('text past the longest line is not read', () => {
    const parsed = parseIngredientLine(`2 cups ${'flour '.repeat(200)}`);
    expect(parsed.quantity).toBe(2);
    expect((parsed.food ?? '').length).toBeLessThanOrEqual(MAX_INGREDIENT_LINE_LENGTH);
  });
});
