import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CATALOGUE_LANGUAGES } from './food-catalogue';
import { findDensity } from './food-densities';
import { parseIngredientLine } from './ingredient-parser';
import {
  convertIngredient,
  formatAmount,
  formatIngredientAmount,
  scaleIngredient,
  unitLabel,
} from './recipe-scaling';
import { UNITS, type Unit } from './units';

const text = (quantity: number, unit: Unit | string | null, options = {}) =>
  formatAmount(quantity, unit, options).text;

describe('formatAmount', () => {
  test('US volumes show kitchen fractions, never long decimals', () => {
    expect(text(1 / 3, 'cup')).toBe('1/3 cup');
    expect(text(0.333, 'cup')).toBe('1/3 cup');
    expect(text(2 / 3, 'cup')).toBe('2/3 cup');
    expect(text(1.5, 'cup')).toBe('1 1/2 cups');
    expect(text(0.125, 'tsp')).toBe('1/8 tsp');
  });

  test('a US volume moves to the unit that suits it', () => {
    expect(text(0.0625, 'cup')).toBe('1 tbsp');
    expect(text(12, 'tsp')).toBe('1/4 cup');
    expect(text(1 / 3, 'tbsp')).toBe('1 tsp');
  });

  test('metric amounts in the steps a kitchen scale shows', () => {
    expect(text(7.4, 'g')).toBe('7 g');
    expect(text(123, 'g')).toBe('125 g');
    expect(text(437, 'g')).toBe('440 g');
    expect(text(1234, 'g')).toBe('1.25 kg');
    expect(text(333, 'ml')).toBe('330 ml');
    expect(text(1500, 'ml')).toBe('1.5 l');
    expect(text(0.42, 'g')).toBe('0.4 g');
  });

  test('US weights in quarter ounces, half ounces and quarter pounds', () => {
    expect(text(3.3, 'oz')).toBe('3 1/4 oz');
    expect(text(9.2, 'oz')).toBe('9 oz');
    expect(text(1.3, 'lb')).toBe('1 1/4 lb');
    expect(text(20, 'oz')).toBe('1 1/4 lb');
  });

  test('counts are whole, with "about" when rounding changed them', () => {
    expect(formatAmount(1.5, null)).toMatchObject({ text: 'about 2', quantity: 2, approximate: true });
    expect(formatAmount(2, null)).toMatchObject({ text: '2', approximate: false });
    expect(formatAmount(3, 'clove')).toMatchObject({ text: '3 cloves', approximate: false });
    expect(formatAmount(0.5, null)).toMatchObject({ text: '1/2', approximate: false });
    expect(formatAmount(2.5, 'can', { language: 'es' })).toMatchObject({
      text: 'unos 3 latas',
      approximate: true,
    });
  });

  test("a line's own unit word keeps its language and takes a plural", () => {
    expect(text(2, 'pinch')).toBe('2 pinches');
    expect(text(1.5, 'stick')).toBe('1 1/2 sticks');
    expect(text(3, 'Prise', { language: 'de' })).toBe('3 Prisen');
    expect(text(2, 'pizca', { language: 'es' })).toBe('2 pizcas');
  });

  test('ranges keep both ends in one unit', () => {
    expect(formatAmount(2, 'tbsp', { quantityMax: 3 })).toMatchObject({
      text: '2–3 tbsp',
      quantity: 2,
      quantityMax: 3,
    });
  });

  test('units and numbers in the five languages', () => {
    expect(text(1.5, 'cup', { language: 'de' })).toBe('1 1/2 Tassen');
    expect(text(2, 'tbsp', { language: 'de' })).toBe('2 EL');
    expect(text(2, 'tbsp', { language: 'fr' })).toBe('2 c. à s.');
    expect(text(2, 'tbsp', { language: 'es' })).toBe('2 cdas');
    expect(text(2, 'tbsp', { language: 'zh' })).toBe('2汤匙');
    expect(text(1250, 'g', { language: 'fr' })).toBe('1,25 kg');
    expect(text(1.5, null, { language: 'zh' })).toBe('约2');
    for (const language of CATALOGUE_LANGUAGES)
      for (const unit of UNITS) expect(unitLabel(unit, language, 2)).not.toBe('');
  });

  test('a system converts mass to mass and volume to volume', () => {
    expect(text(250, 'g', { system: 'us' })).toBe('9 oz');
    expect(text(1, 'cup', { system: 'metric' })).toBe('235 ml');
  });

  test('refuses amounts no kitchen has', () => {
    expect(() => formatAmount(-1, 'g')).toThrow(RangeError);
    expect(() => formatAmount(Number.NaN, 'g')).toThrow(RangeError);
    expect(() => formatAmount(3, 'g', { quantityMax: 2 })).toThrow(RangeError);
  });

  test('never prints more than two decimals or a float artefact', () => {
    const units = fc.constantFrom<Unit | string | null>(...UNITS, null, 'pinch', 'sprig');
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        units,
        fc.constantFrom(...CATALOGUE_LANGUAGES),
        fc.constantFrom('metric' as const, 'us' as const, null),
        (quantity, unit, language, system) => {
          const shown = formatAmount(quantity, unit, { language, system }).text;
          expect(shown).not.toMatch(/\d[.,]\d{3,}/);
          expect(shown).not.toMatch(/e[+-]?\d|NaN|Infinity|undefined/);
        },
      ),
    );
  });

  test('a larger amount never shows as less', () => {
    const base: Record<string, number> = {
      tsp: 4.92892159375,
      tbsp: 14.78676478125,
      cup: 236.5882365,
      qt: 946.352946,
      ml: 1,
      l: 1000,
      g: 1,
      kg: 1000,
      oz: 28.349523125,
      lb: 453.59237,
    };
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 5000, noNaN: true }),
        fc.double({ min: 1, max: 3, noNaN: true }),
        fc.constantFrom<Unit>('tsp', 'cup', 'ml', 'g', 'oz'),
        (quantity, ratio, unit) => {
          const small = formatAmount(quantity, unit);
          const large = formatAmount(quantity * ratio, unit);
          expect(large.quantity * base[large.unit as string]!).toBeGreaterThanOrEqual(
            small.quantity * base[small.unit as string]! - 1e-9,
          );
        },
      ),
    );
  });
});

describe('scaleIngredient', () => {
  test('the amount, both ends of a range and the other units scale; the size of each item does not', () => {
    const range = scaleIngredient(parseIngredientLine('2-3 tbsp honey'), 2);
    expect(range).toMatchObject({ quantity: 4, quantityMax: 6, unit: 'tbsp', food: 'honey' });
    const butter = scaleIngredient(parseIngredientLine('250g/9oz butter'), 2);
    expect(butter.quantity).toBe(500);
    expect(butter.alternative?.quantity).toBe(18);
    const tins = scaleIngredient(parseIngredientLine('2 x 400g tins chopped tomatoes'), 1.5);
    expect(tins.quantity).toBe(3);
    expect(tins.each[0]?.quantity).toBe(400);
  });

  test('a line without a quantity is unchanged', () => {
    const salt = parseIngredientLine('salt, to taste');
    expect(scaleIngredient(salt, 3)).toBe(salt);
  });

  test('half an egg is not shown as "0.75 eggs"', () => {
    const eggs = scaleIngredient(parseIngredientLine('3 eggs'), 0.5);
    expect(formatIngredientAmount(eggs)).toMatchObject({ text: 'about 2', approximate: true });
  });

  test('refuses a factor that is not positive', () => {
    const line = parseIngredientLine('1 cup flour');
    expect(() => scaleIngredient(line, 0)).toThrow(RangeError);
    expect(() => scaleIngredient(line, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  test('scaling by f and then by 1/f gives the recipe back', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        (quantity, factor) => {
          const line = parseIngredientLine(`${quantity.toFixed(3)} g sugar`);
          const back = scaleIngredient(scaleIngredient(line, factor), 1 / factor);
          expect(back.quantity).toBeCloseTo(line.quantity!, 9);
        },
      ),
    );
  });

  test('a larger factor never gives less', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        (a, b) => {
          const line = parseIngredientLine('1 1/2 cups milk');
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(scaleIngredient(line, low).quantity!).toBeLessThanOrEqual(
            scaleIngredient(line, high).quantity!,
          );
        },
      ),
    );
  });
});

describe('convertIngredient', () => {
  const metric = (line: string) =>
    formatIngredientAmount(convertIngredient(parseIngredientLine(line), 'metric'), { system: 'metric' })
      ?.text;
  const us = (line: string) =>
    formatIngredientAmount(convertIngredient(parseIngredientLine(line), 'us'), { system: 'us' })?.text;

  test('baking staples in cups become grams in metric, liquids millilitres', () => {
    expect(metric('1 cup flour')).toBe('120 g');
    expect(metric('1 cup sugar')).toBe('200 g');
    expect(metric('1/2 cup butter')).toBe('115 g');
    expect(metric('1 stick butter')).toBe('115 g');
    expect(metric('1 cup icing sugar')).toBe('115 g');
    expect(metric('2 cups milk')).toBe('470 ml');
    expect(metric('1 cup plus 2 tablespoons sugar')).toBe('225 g');
  });

  test('US measures prefer cups and spoons for volumes and ounces and pounds for weights', () => {
    expect(us('200 g sugar')).toBe('1 cup');
    expect(us('500 ml water')).toBe('2 1/8 cups');
    expect(us('15 ml soy sauce')).toBe('1 tbsp');
    expect(us('450 g beef mince')).toBe('1 lb');
    expect(us('1 kg potatoes')).toBe('2 1/4 lb');
  });

  test('an amount the line already gives in the wanted system is used', () => {
    const butter = convertIngredient(parseIngredientLine('250g/9oz butter'), 'us');
    expect(butter).toMatchObject({ quantity: 9, unit: 'oz' });
    expect(butter.alternative).toMatchObject({ quantity: 250, unit: 'g' });
  });

  test('counts and lines without an amount are left alone', () => {
    const eggs = parseIngredientLine('3 eggs');
    expect(convertIngredient(eggs, 'metric')).toMatchObject({ quantity: 3, unit: null });
    const salt = parseIngredientLine('salt to taste');
    expect(convertIngredient(salt, 'us')).toBe(salt);
  });

  test('metric → US → metric comes back within rounding', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 5000, noNaN: true }),
        fc.constantFrom('g flour', 'g sugar', 'g butter', 'ml milk', 'g beef', 'ml water', 'g rolled oats'),
        (quantity, rest) => {
          const line = parseIngredientLine(`${quantity.toFixed(2)} ${rest}`);
          const back = convertIngredient(convertIngredient(line, 'us'), 'metric');
          const grams = (amount: { quantity: number | null; unit: string | null }) =>
            amount.quantity! * (amount.unit === 'kg' || amount.unit === 'l' ? 1000 : 1);
          // Within 1 %, or within what three decimals of an ounce hold (0.0005 oz ≈ 0.014 g): a gram
          // or so of beef is 0.045 oz, which cannot come back closer than that.
          expect(Math.abs(grams(back) - grams(line))).toBeLessThan(Math.max(0.01 * grams(line), 0.02));
        },
      ),
    );
  });
});

describe('food densities', () => {
  test('a precise name wins over the catalogue food', () => {
    expect(findDensity(parseIngredientLine('1 cup icing sugar'))?.gramsPerMl).toBe(0.48);
    expect(findDensity(parseIngredientLine('1 cup sugar'))?.gramsPerMl).toBe(0.84);
    expect(findDensity(parseIngredientLine('1 cup light brown sugar'))?.gramsPerMl).toBe(0.9);
    expect(findDensity(parseIngredientLine('2 carrots'))).toBeNull();
  });
});
