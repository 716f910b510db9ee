import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  MAX_AMOUNT,
  UNITS,
  canConvert,
  convertMilli,
  convertToSystem,
  fromMilli,
  isMetric,
  isUnit,
  isUsCustomary,
  parseUnit,
  toMilli,
  unitDimension,
  type Unit,
  type UnitConversion,
} from './units';

describe('amounts in thousandths', () => {
  test('toMilli rounds to the nearest thousandth without float noise', () => {
    expect(toMilli(0.1 + 0.2)).toBe(300);
    expect(toMilli(1.5)).toBe(1500);
    expect(toMilli(0.0004)).toBe(0);
    expect(toMilli(0.0005)).toBe(1);
    expect(toMilli(MAX_AMOUNT)).toBe(1_000_000_000);
    expect(Object.is(toMilli(-0.0001), 0)).toBe(true);
  });

  test('toMilli refuses NaN and infinities', () => {
    expect(() => toMilli(Number.NaN)).toThrow(RangeError);
    expect(() => toMilli(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toMilli(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });

  test('fromMilli gives back any amount with three decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (milli) => {
        expect(toMilli(fromMilli(milli))).toBe(milli);
      }),
    );
    expect(fromMilli(1234)).toBe(1.234);
  });
});

describe('units', () => {
  test('isUnit knows exactly the listed units', () => {
    for (const unit of UNITS) expect(isUnit(unit)).toBe(true);
    expect(isUnit('gram')).toBe(false);
    expect(isUnit('G')).toBe(false);
    expect(isUnit(3)).toBe(false);
    expect(isUnit(null)).toBe(false);
  });

  test('dimensions and systems', () => {
    expect(unitDimension('kg')).toBe('mass');
    expect(unitDimension('lb')).toBe('mass');
    expect(unitDimension('cup')).toBe('volume');
    expect(unitDimension('fl-oz')).toBe('volume');
    expect(unitDimension('piece')).toBe('count');
    expect(unitDimension('dozen')).toBe('count');
    for (const unit of ['pack', 'can', 'bottle', 'jar', 'box', 'bag', 'bunch', 'slice', 'clove'] as const) {
      expect(unitDimension(unit)).toBe('container');
    }
    expect(UNITS.filter(isMetric)).toEqual(['g', 'kg', 'mg', 'ml', 'cl', 'dl', 'l']);
    expect(UNITS.filter(isUsCustomary)).toEqual([
      'oz',
      'lb',
      'tsp',
      'tbsp',
      'cup',
      'fl-oz',
      'pt',
      'qt',
      'gal',
    ]);
  });
});

describe('convertMilli', () => {
  test('converts metric units exactly', () => {
    expect(convertMilli(1500, 'kg', 'g')).toBe(1_500_000);
    expect(convertMilli(250_000, 'g', 'kg')).toBe(250);
    expect(convertMilli(1000, 'l', 'ml')).toBe(1_000_000);
    expect(convertMilli(33_000, 'cl', 'l')).toBe(330);
    expect(convertMilli(2000, 'dl', 'cl')).toBe(20_000);
    expect(convertMilli(1000, 'mg', 'g')).toBe(1);
  });

  test('uses the legal US customary definitions', () => {
    expect(convertMilli(1000, 'oz', 'g')).toBe(28_350); // 28.349523125 g
    expect(convertMilli(1000, 'lb', 'g')).toBe(453_592);
    expect(convertMilli(1000, 'lb', 'oz')).toBe(16_000);
    expect(convertMilli(1000, 'tsp', 'ml')).toBe(4929);
    expect(convertMilli(1000, 'tbsp', 'tsp')).toBe(3000);
    expect(convertMilli(1000, 'fl-oz', 'tbsp')).toBe(2000);
    expect(convertMilli(1000, 'cup', 'fl-oz')).toBe(8000);
    expect(convertMilli(1000, 'pt', 'cup')).toBe(2000);
    expect(convertMilli(1000, 'qt', 'pt')).toBe(2000);
    expect(convertMilli(1000, 'gal', 'qt')).toBe(4000);
    expect(convertMilli(1000, 'gal', 'l')).toBe(3785); // 3.785411784 l
    expect(convertMilli(1000, 'cup', 'ml')).toBe(236_588); // 236.5882365 ml
  });

  test('counts dozens as twelve pieces', () => {
    expect(convertMilli(2000, 'dozen', 'piece')).toBe(24_000);
    expect(convertMilli(6000, 'piece', 'dozen')).toBe(500);
  });

  test('does not convert across dimensions or between different containers on its own', () => {
    expect(convertMilli(1000, 'g', 'ml')).toBeNull();
    expect(convertMilli(1000, 'can', 'jar')).toBeNull();
    expect(convertMilli(1000, 'piece', 'g')).toBeNull();
    expect(canConvert('g', 'ml')).toBe(false);
    expect(canConvert('can', 'can')).toBe(true);
    expect(convertMilli(1234, 'can', 'can')).toBe(1234);
  });

  test("crosses dimensions through the product's conversions, in both directions and chained", () => {
    const tomatoes: UnitConversion[] = [{ from: 'can', amount: 400, unit: 'g' }];
    expect(convertMilli(2000, 'can', 'g', tomatoes)).toBe(800_000);
    expect(convertMilli(2000, 'can', 'kg', tomatoes)).toBe(800);
    expect(convertMilli(800, 'kg', 'can', tomatoes)).toBe(2000);
    expect(convertMilli(1000, 'lb', 'can', tomatoes)).toBe(1134); // 453.59237 / 400
    expect(canConvert('oz', 'can', tomatoes)).toBe(true);
    expect(canConvert('ml', 'can', tomatoes)).toBe(false);

    // Two conversions chain: 1 cup of flour = 125 g and 1 bag = 1 kg, so a bag holds 8 cups.
    const flour: UnitConversion[] = [
      { from: 'cup', amount: 125, unit: 'g' },
      { from: 'bag', amount: 1, unit: 'kg' },
    ];
    expect(convertMilli(1000, 'bag', 'cup', flour)).toBe(8000);
    expect(convertMilli(500, 'cup', 'tbsp', flour)).toBe(8000);
  });

  test('reads conversion amounts as the decimals they were typed as', () => {
    // 0.1 as a double is slightly more than a tenth; 3 × 0.1 kg must still be exactly 300 g.
    const c: UnitConversion[] = [{ from: 'slice', amount: 0.1, unit: 'kg' }];
    expect(convertMilli(3000, 'slice', 'g', c)).toBe(300_000);
    expect(convertMilli(1000, 'g', 'slice', c)).toBe(10);
    expect(convertMilli(1000, 'slice', 'g', [{ from: 'slice', amount: 2.5e-5, unit: 'kg' }])).toBe(25);
  });

  test('ignores conversions that make no sense', () => {
    const bad: UnitConversion[] = [
      { from: 'can', amount: 0, unit: 'g' },
      { from: 'can', amount: -3, unit: 'g' },
      { from: 'can', amount: Number.NaN, unit: 'g' },
      { from: 'can', amount: Number.POSITIVE_INFINITY, unit: 'g' },
    ];
    expect(convertMilli(1000, 'can', 'g', bad)).toBeNull();
  });

  test('refuses amounts that are not whole thousandths', () => {
    expect(() => convertMilli(1.5, 'g', 'kg')).toThrow(RangeError);
  });

  test('rounds halves away from zero', () => {
    expect(convertMilli(5, 'g', 'kg')).toBe(0);
    expect(convertMilli(500, 'g', 'kg')).toBe(1);
    expect(convertMilli(-500, 'g', 'kg')).toBe(-1);
    expect(convertMilli(1499, 'g', 'kg')).toBe(1);
  });

  const sized = [
    'g',
    'kg',
    'mg',
    'oz',
    'lb',
    'ml',
    'cl',
    'dl',
    'l',
    'tsp',
    'tbsp',
    'cup',
    'fl-oz',
    'pt',
    'qt',
    'gal',
  ] as const;

  test('a round trip through a finer unit of the same dimension returns the amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sized),
        fc.constantFrom(...sized),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (a, b, milli) => {
          if (unitDimension(a) !== unitDimension(b)) {
            expect(convertMilli(milli, a, b)).toBeNull();
            return;
          }
          const there = convertMilli(milli, a, b)!;
          const back = convertMilli(there, b, a)!;
          // Rounding to thousandths of the coarser unit may lose up to half a thousandth each way.
          const tolerance = Math.ceil(Math.abs(convertMilli(1000, b, a)!) / 1000 / 2) + 1;
          expect(Math.abs(back - milli)).toBeLessThanOrEqual(tolerance);
        },
      ),
    );
  });

  test('conversion is proportional: twice the amount converts to twice the result (±1 for rounding)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sized),
        fc.constantFrom(...sized),
        fc.integer({ min: 0, max: 100_000_000 }),
        (a, b, milli) => {
          const one = convertMilli(milli, a, b);
          const two = convertMilli(2 * milli, a, b);
          if (one === null) expect(two).toBeNull();
          else expect(Math.abs(two! - 2 * one)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('convertToSystem', () => {
  test('metric to US in the unit that reads best', () => {
    expect(convertToSystem(250_000, 'g', 'us')).toEqual({ milli: 8818, unit: 'oz' });
    expect(convertToSystem(1000, 'kg', 'us')).toEqual({ milli: 2205, unit: 'lb' });
    expect(convertToSystem(5000, 'ml', 'us')).toEqual({ milli: 1014, unit: 'tsp' });
    expect(convertToSystem(15_000, 'ml', 'us')).toEqual({ milli: 1014, unit: 'tbsp' });
    expect(convertToSystem(250_000, 'ml', 'us')).toEqual({ milli: 1057, unit: 'cup' });
    expect(convertToSystem(2000, 'l', 'us')).toEqual({ milli: 2113, unit: 'qt' });
    expect(convertToSystem(10_000, 'l', 'us')).toEqual({ milli: 2642, unit: 'gal' });
  });

  test('US to metric', () => {
    expect(convertToSystem(1000, 'cup', 'metric')).toEqual({ milli: 236_588, unit: 'ml' });
    expect(convertToSystem(1000, 'gal', 'metric')).toEqual({ milli: 3785, unit: 'l' });
    expect(convertToSystem(8000, 'oz', 'metric')).toEqual({ milli: 226_796, unit: 'g' });
    expect(convertToSystem(3000, 'lb', 'metric')).toEqual({ milli: 1361, unit: 'kg' });
  });

  test('leaves counts, containers and amounts already in the system alone', () => {
    expect(convertToSystem(2000, 'piece', 'metric')).toEqual({ milli: 2000, unit: 'piece' });
    expect(convertToSystem(2000, 'can', 'us')).toEqual({ milli: 2000, unit: 'can' });
    expect(convertToSystem(2500, 'kg', 'metric')).toEqual({ milli: 2500, unit: 'kg' });
    expect(convertToSystem(2500, 'tbsp', 'us')).toEqual({ milli: 2500, unit: 'tbsp' });
  });
});

describe('parseUnit', () => {
  test.each<[string, Unit]>([
    ['g', 'g'],
    ['gram', 'g'],
    ['grams', 'g'],
    ['gramos', 'g'],
    ['Gramm', 'g'],
    ['grammes', 'g'],
    ['克', 'g'],
    ['kg', 'kg'],
    ['KG', 'kg'],
    ['kilo', 'kg'],
    ['kilos', 'kg'],
    ['公斤', 'kg'],
    ['litre', 'l'],
    ['liter', 'l'],
    ['liters', 'l'],
    ['Litres', 'l'],
    ['l', 'l'],
    ['L', 'l'],
    ['升', 'l'],
    ['ml', 'ml'],
    ['mL', 'ml'],
    ['毫升', 'ml'],
    ['cl', 'cl'],
    ['cup', 'cup'],
    ['cups', 'cup'],
    ['c', 'cup'],
    ['tazas', 'cup'],
    ['tasse', 'cup'],
    ['Tasse', 'cup'],
    ['Tassen', 'cup'],
    ['杯', 'cup'],
    ['tbsp', 'tbsp'],
    ['tbsp.', 'tbsp'],
    ['Tbsp', 'tbsp'],
    ['tablespoon', 'tbsp'],
    ['tablespoons', 'tbsp'],
    ['T', 'tbsp'],
    ['EL', 'tbsp'],
    ['Esslöffel', 'tbsp'],
    ['c. à soupe', 'tbsp'],
    ['c.à.s.', 'tbsp'],
    ['cuillère à soupe', 'tbsp'],
    ['cuillères à soupe', 'tbsp'],
    ['cucharada', 'tbsp'],
    ['cucharadas', 'tbsp'],
    ['汤匙', 'tbsp'],
    ['tsp', 'tsp'],
    ['teaspoons', 'tsp'],
    ['t', 'tsp'],
    ['TL', 'tsp'],
    ['Teelöffel', 'tsp'],
    ['c. à café', 'tsp'],
    ['cuillère à café', 'tsp'],
    ['cucharadita', 'tsp'],
    ['茶匙', 'tsp'],
    ['oz', 'oz'],
    ['oz.', 'oz'],
    ['ounces', 'oz'],
    ['fl oz', 'fl-oz'],
    ['fl. oz.', 'fl-oz'],
    ['fl-oz', 'fl-oz'],
    ['fluid ounces', 'fl-oz'],
    ['lb', 'lb'],
    ['lbs', 'lb'],
    ['lbs.', 'lb'],
    ['pound', 'lb'],
    ['pints', 'pt'],
    ['quart', 'qt'],
    ['gallons', 'gal'],
    ['pcs', 'piece'],
    ['pieces', 'piece'],
    ['Stück', 'piece'],
    ['Stk.', 'piece'],
    ['pièces', 'piece'],
    ['个', 'piece'],
    ['dozen', 'dozen'],
    ['douzaine', 'dozen'],
    ['Dutzend', 'dozen'],
    ['can', 'can'],
    ['cans', 'can'],
    ['tin', 'can'],
    ['lata', 'can'],
    ['boîte', 'can'],
    ['Dose', 'can'],
    ['Dosen', 'can'],
    ['罐', 'can'],
    ['pack', 'pack'],
    ['packet', 'pack'],
    ['paquete', 'pack'],
    ['Packung', 'pack'],
    ['Packungen', 'pack'],
    ['包', 'pack'],
    ['bottle', 'bottle'],
    ['botella', 'bottle'],
    ['bouteille', 'bottle'],
    ['Flasche', 'bottle'],
    ['瓶', 'bottle'],
    ['jar', 'jar'],
    ['jars', 'jar'],
    ['Glas', 'jar'],
    ['bocaux', 'jar'],
    ['box', 'box'],
    ['boxes', 'box'],
    ['bag', 'bag'],
    ['Beutel', 'bag'],
    ['bunch', 'bunch'],
    ['Bund', 'bunch'],
    ['slice', 'slice'],
    ['slices', 'slice'],
    ['Scheiben', 'slice'],
    ['clove', 'clove'],
    ['cloves', 'clove'],
    ['dientes', 'clove'],
    ['gousses', 'clove'],
    ['Zehen', 'clove'],
  ])('%s → %s', (word, unit) => {
    expect(parseUnit(word)).toBe(unit);
  });

  test.each<[string, Unit]>([
    // Packs, sleeves; Austrian "Packerl", Chinese 提 (a carry pack) and 板.
    ['multipack', 'pack'],
    ['sleeves', 'pack'],
    ['Packerl', 'pack'],
    ['提', 'pack'],
    ['板', 'pack'],
    // Bags: "Sackerl", "Säckli", "bolsita", "saco", 兜; a sachet (Spanish "sobre", Swiss "cornet").
    ['sobres', 'bag'],
    ['cornet', 'bag'],
    ['Sackerl', 'bag'],
    ['Säckli', 'bag'],
    ['bolsitas', 'bag'],
    ['saco', 'bag'],
    ['兜', 'bag'],
    // Cartons, bricks, Tetra Paks, crates, punnets and trays are boxes (一盒草莓).
    ['punnets', 'box'],
    ['clamshell', 'box'],
    ['Tetra Pak', 'box'],
    ['tetra-brik', 'box'],
    ['brique', 'box'],
    ['briques', 'box'],
    ['barquette', 'box'],
    ['bandeja', 'box'],
    ['Kiste', 'box'],
    ['Schalen', 'box'],
    ['箱', 'box'],
    // Tubs and pots are jars ("un pot de glace"): "tarrina", "pomo", "pote", "Becher".
    ['tub', 'jar'],
    ['tubs', 'jar'],
    ['tarrina', 'jar'],
    ['pomo', 'jar'],
    ['potes', 'jar'],
    ['Becher', 'jar'],
    ['Gläschen', 'jar'],
    ['罈', 'jar'],
    // Tins: "canette", "conserve", "Konserve", "Büchsli", 聽.
    ['canettes', 'can'],
    ['conserve', 'can'],
    ['Konserven', 'can'],
    ['Büchsli', 'can'],
    ['聽', 'can'],
    // Bottles: "jug", "garrafa", "botellín", "flacon", "Fläschli", Cantonese 樽.
    ['jug', 'bottle'],
    ['garrafas', 'bottle'],
    ['botellín', 'bottle'],
    ['flacon', 'bottle'],
    ['Fläschli', 'bottle'],
    ['Pulle', 'bottle'],
    ['樽', 'bottle'],
    // Bunches: "racimo", "ramito", "grappe", "Bündel", 捆/扎/串.
    ['racimo', 'bunch'],
    ['ramito', 'bunch'],
    ['grappe', 'bunch'],
    ['Bündel', 'bunch'],
    ['捆', 'bunch'],
    ['扎', 'bunch'],
    ['串', 'bunch'],
    // Slices: "rashers", "rodajas", "lonjas", "rondelles", "Scheibchen".
    ['rashers', 'slice'],
    ['rodajas', 'slice'],
    ['lonjas', 'slice'],
    ['rondelles', 'slice'],
    ['Scheibchen', 'slice'],
    ['dientito', 'clove'],
    // Pieces: Mexican "pza", French "unités", German "Stücke", Chinese counters (traditional too).
    ['pzas', 'piece'],
    ['unités', 'piece'],
    ['Stücke', 'piece'],
    ['条', 'piece'],
    ['條', 'piece'],
    ['棵', 'piece'],
    ['顆', 'piece'],
    ['隻', 'piece'],
  ])('shopping and regional word %s → %s', (word, unit) => {
    expect(parseUnit(word)).toBe(unit);
  });

  test('tubes are no plural of tub', () => {
    expect(parseUnit('tubes')).toBeNull();
    expect(parseUnit('Tuben')).toBeNull();
    expect(parseUnit('tube')).toBeNull();
  });

  test('every unit code parses as itself', () => {
    for (const unit of UNITS) expect(parseUnit(unit)).toBe(unit);
  });

  test('words that are not units, including the Spanish article "el"', () => {
    for (const word of [
      '',
      ' ',
      'el',
      'milk',
      'eggs',
      'of',
      'de',
      'x',
      'a',
      'handful',
      'pinch',
      'ls',
      'gs',
      '牛奶',
    ]) {
      expect(parseUnit(word)).toBeNull();
    }
  });

  test('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (word) => {
        const unit = parseUnit(word);
        expect(unit === null || isUnit(unit)).toBe(true);
      }),
    );
  });
});
