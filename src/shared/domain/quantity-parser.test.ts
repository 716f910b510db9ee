import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import fixture from './quick-add-lines.fixture.json';
import {
  APPROXIMATELY,
  CONNECTORS,
  findUnusableAmount,
  parseQuickAdd,
  parseQuickAddLines,
  type QuickAddLine,
} from './quantity-parser';
import { MAX_UNIT_WORDS, UNITS, isMetric, parseUnit, type Unit } from './units';

const line = (quantity: number | null, unit: Unit | null, name: string): QuickAddLine => ({
  quantity,
  unit,
  name,
});

describe('parseQuickAdd examples', () => {
  test.each<[string, QuickAddLine]>([
    ['2 l milk', line(2, 'l', 'milk')],
    ['6 eggs', line(6, null, 'eggs')],
    ['500g minced beef', line(500, 'g', 'minced beef')],
    ['1.5 kg flour', line(1.5, 'kg', 'flour')],
    ['1,5 kg Mehl', line(1.5, 'kg', 'Mehl')],
    ['½ cup sugar', line(0.5, 'cup', 'sugar')],
    ['1½ cups milk', line(1.5, 'cup', 'milk')],
    ['10½ oz cheddar', line(10.5, 'oz', 'cheddar')],
    ['1 1/2 cups rice', line(1.5, 'cup', 'rice')],
    ['1-1/2 cups rice', line(1.5, 'cup', 'rice')],
    ['3 cans of tomatoes', line(3, 'can', 'tomatoes')],
    ['2 x yoghurt', line(2, null, 'yoghurt')],
    ['2x yoghurt', line(2, null, 'yoghurt')],
    ['2 × 400 g chopped tomatoes', line(800, 'g', 'chopped tomatoes')],
    ['milk 2l', line(2, 'l', 'milk')],
    ['Milch, 1 l', line(1, 'l', 'Milch')],
    ['milk (2 l)', line(2, 'l', 'milk')],
    ['yoghurt x2', line(2, null, 'yoghurt')],
    ['eggs 12', line(12, null, 'eggs')],
    ['2 litres de lait', line(2, 'l', 'lait')],
    ["1 kg d'oignons", line(1, 'kg', 'oignons')],
    ["2 c. à soupe d'huile d'olive", line(2, 'tbsp', "huile d'olive")],
    ['une boîte de thon', line(1, 'can', 'thon')],
    ['3 EL Zucker', line(3, 'tbsp', 'Zucker')],
    ['zwei Dosen Tomaten', line(2, 'can', 'Tomaten')],
    ['200 g von Mehl', line(200, 'g', 'Mehl')],
    ['2 cucharadas de aceite', line(2, 'tbsp', 'aceite')],
    ['una lata de atún', line(1, 'can', 'atún')],
    ['牛奶 2升', line(2, 'l', '牛奶')],
    ['2升牛奶', line(2, 'l', '牛奶')],
    ['500克大米', line(500, 'g', '大米')],
    ['两瓶牛奶', line(2, 'bottle', '牛奶')],
    ['三个苹果', line(3, 'piece', '苹果')],
    ['十二个鸡蛋', line(12, 'piece', '鸡蛋')],
    ['a dozen eggs', line(1, 'dozen', 'eggs')],
    ['an apple', line(1, null, 'apple')],
    ['eggs', line(null, null, 'eggs')],
    ['  fresh   basil  ', line(null, null, 'fresh basil')],
    ['el pan', line(null, null, 'el pan')],
    ['2% milk', line(null, null, '2% milk')],
    ['2-3 onions', line(2, null, 'onions')],
    ['2 to 3 onions', line(2, null, 'onions')],
    ['½–1tsp chilli powder', line(0.5, 'tsp', 'chilli powder')],
    ['about 250g/9oz semolina', line(250, 'g', 'semolina')],
    ['~4 black cardamom pods', line(4, null, 'black cardamom pods')],
    ['275g/10oz cooked long-grain rice', line(275, 'g', 'cooked long-grain rice')],
    ['475g/1lb 1oz currants', line(475, 'g', 'currants')],
    ['1 (16 ounce) package frozen peas', line(1, 'pack', 'frozen peas')],
    ['2 (14 oz/397g) cans sweetened condensed milk', line(2, 'can', 'sweetened condensed milk')],
    ['12 chicken thighs (about 3 to 4 pounds), bone in', line(12, null, 'chicken thighs, bone in')],
    ['2 or 3 cloves', line(2, null, 'cloves')],
    ['3 cloves garlic', line(3, 'clove', 'garlic')],
    ['2 T butter', line(2, 'tbsp', 'butter')],
    ['1 t salt', line(1, 'tsp', 'salt')],
    ['8 fl oz cream', line(8, 'fl-oz', 'cream')],
    ['- 2 l milk', line(2, 'l', 'milk')],
    ['• 1 bunch coriander', line(1, 'bunch', 'coriander')],
    ['1,000,000 g sugar', line(1_000_000, 'g', 'sugar')],
    ['.5 l cream', line(0.5, 'l', 'cream')],
  ])('%s', (text, expected) => {
    expect(parseQuickAdd(text)).toEqual(expected);
  });

  test('returns null when there is no name', () => {
    for (const text of ['', '   ', '12', '2 kg', '1/2', '½', '2 x', '- ', '3 l ,', '牛奶'.slice(0, 0)]) {
      expect(parseQuickAdd(text)).toBeNull();
    }
  });

  test('reads real recipe lines like their human labels', () => {
    expect(fixture.lines.length).toBeGreaterThanOrEqual(30);
    for (const labelled of fixture.lines) {
      const parsed = parseQuickAdd(labelled.input);
      expect(parsed, labelled.input).not.toBeNull();
      if (labelled.quantity === null) expect(parsed!.quantity, labelled.input).toBeNull();
      else expect(parsed!.quantity, labelled.input).toBeCloseTo(labelled.quantity, 3);
      expect(parsed!.unit, labelled.input).toBe(labelled.unit);
      // Labels are singular ("lamb cutlet" for "lamb cutlets"): each labelled word starts a word of ours.
      const words = parsed!.name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
      for (const word of labelled.name
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)) {
        expect(
          words.some((w) => w.startsWith(word.slice(0, Math.max(3, word.length - 1)))),
          `${labelled.input}: ${word}`,
        ).toBe(true);
      }
    }
  });
});

describe('parseQuickAddLines', () => {
  test('splits on newlines and semicolons and skips blank lines', () => {
    expect(parseQuickAddLines('2 l milk\n\n6 eggs; 500g flour\r\n  \nbread')).toEqual([
      line(2, 'l', 'milk'),
      line(6, null, 'eggs'),
      line(500, 'g', 'flour'),
      line(null, null, 'bread'),
    ]);
    expect(parseQuickAddLines('')).toEqual([]);
    expect(parseQuickAddLines('\n;\n12')).toEqual([]);
  });
});

// Words that can be food names in generated lines: letters only, and no word or run of words that
// the parser gives another meaning to (units, number words, connectors, "x", hedges).
const RESERVED = new Set([
  ...CONNECTORS,
  ...APPROXIMATELY,
  'x',
  'to',
  'or',
  'o',
  'ou',
  'bis',
  'oder',
  'a',
  'an',
]);
const wordArb = fc
  .stringMatching(/^[a-zäöüéèàçñ]{2,9}$/)
  .filter((w) => parseUnit(w) === null && !RESERVED.has(w));
const nameArb = fc
  .array(wordArb, { minLength: 1, maxLength: 4 })
  .filter((words) => {
    for (let n = 1; n <= Math.min(MAX_UNIT_WORDS, words.length); n++) {
      if (parseUnit(words.slice(0, n).join(' ')) !== null) return false;
    }
    return parseQuickAdd(words.join(' '))?.quantity === null;
  })
  .map((words) => words.join(' '));

/** A quantity and the ways people write it. */
const quantityArb = fc.oneof(
  fc.integer({ min: 1, max: 100_000 }).map((n) => ({ value: n, texts: [String(n)] })),
  fc.integer({ min: 1, max: 99_999 }).map((n) => {
    const value = n / 1000 + 1;
    return { value, texts: [String(value), String(value).replace('.', ',')] };
  }),
  fc.constantFrom(
    { value: 0.5, texts: ['½', '1/2'] },
    { value: 0.25, texts: ['¼', '1/4'] },
    { value: 0.75, texts: ['¾', '3/4'] },
    { value: 1.5, texts: ['1½', '1 1/2', '1 ½', '1-1/2'] },
    { value: 2.25, texts: ['2¼', '2 1/4'] },
  ),
);

describe('parseQuickAdd properties', () => {
  test('formatting quantity, unit and name in the usual ways and parsing back returns them', () => {
    fc.assert(
      fc.property(
        quantityArb,
        fc.option(fc.constantFrom(...UNITS), { nil: null }),
        nameArb,
        fc.nat(),
        fc.nat(),
        (quantity, unit, name, pickText, pickFormat) => {
          const q = quantity.texts[pickText % quantity.texts.length]!;
          const formats = unit
            ? [
                `${q} ${unit} ${name}`,
                `${q} ${unit} of ${name}`,
                `${name} ${q} ${unit}`,
                `${name}, ${q} ${unit}`,
              ]
            : [`${q} ${name}`, `${q} x ${name}`, `${name} ${q}`, `${name} x${q}`];
          if (unit && isMetric(unit) && /\d$/.test(q))
            formats.push(`${q}${unit} ${name}`, `${name} ${q}${unit}`);
          const text = formats[pickFormat % formats.length]!;
          expect(parseQuickAdd(text), text).toEqual({ quantity: quantity.value, unit, name });
        },
      ),
      { numRuns: 500 },
    );
  });

  test('a name alone has no quantity and no unit', () => {
    fc.assert(
      fc.property(nameArb, (name) => {
        expect(parseQuickAdd(name)).toEqual({ quantity: null, unit: null, name });
      }),
    );
  });

  test('names never contain the parsed quantity', () => {
    fc.assert(
      fc.property(
        quantityArb,
        fc.option(fc.constantFrom(...UNITS), { nil: null }),
        nameArb,
        (quantity, unit, name) => {
          for (const q of quantity.texts) {
            const parsed = parseQuickAdd(unit ? `${q} ${unit} ${name}` : `${q} ${name}`);
            expect(parsed?.name).toBeDefined();
            expect(parsed!.name).not.toContain(q);
            expect(parsed!.name).not.toMatch(/\d/);
          }
        },
      ),
    );
  });

  test('never throws, and any name it returns is trimmed, single-spaced and has a letter', () => {
    const noisy = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc
        .array(
          fc.constantFrom(
            '2',
            '½',
            '1/2',
            ' ',
            'x',
            'kg',
            'of',
            '(',
            ')',
            '/',
            '-',
            '–',
            ',',
            '升',
            '两',
            'milk',
            '牛奶',
            'a',
            '~',
            'to',
            '1,5',
            '.',
          ),
          { maxLength: 12 },
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(noisy, (text) => {
        const parsed = parseQuickAdd(text);
        if (parsed === null) return;
        expect(parsed.name).toBe(parsed.name.trim());
        expect(parsed.name).not.toMatch(/\s{2}/);
        expect(parsed.name).toMatch(/\p{L}/u);
        if (parsed.quantity !== null) expect(Number.isFinite(parsed.quantity)).toBe(true);
        if (parsed.unit !== null) expect(UNITS).toContain(parsed.unit);
      }),
      { numRuns: 2000 },
    );
  });
});

test('two words after a unit are never read run together as another unit word', () => {
  // fast-check found this: "gal" + "on" (from "öñ") read as "galon", the Spanish gallon.
  expect(parseQuickAdd('½ gal öñ öö')).toEqual({ quantity: 0.5, unit: 'gal', name: 'öñ öö' });
  expect(parseQuickAdd('½ gal on toast')).toEqual({ quantity: 0.5, unit: 'gal', name: 'on toast' });
  expect(parseQuickAdd('2 floz cream')).toEqual({ quantity: 2, unit: 'fl-oz', name: 'cream' });
});

test('a hedge word before an amount is skipped, so "ca ½" alone names nothing', () => {
  // fast-check found this pairing of a generated name with a hedge; the generator now avoids hedges.
  expect(parseQuickAdd('ca ½')).toBeNull();
  expect(parseQuickAdd('ca. 500 g flour')).toEqual({ quantity: 500, unit: 'g', name: 'flour' });
});

describe('amounts nobody means', () => {
  test.each([
    ['-5 kg rice', 'negative', '-5'],
    ['−2 l milk', 'negative', '−2'],
    ['milk -2l', 'negative', '-2l'],
    ['1e308 kg rice', 'notANumber', '1e308'],
    ['2.5E3 g flour', 'notANumber', '2.5E3'],
    ['NaN kg rice', 'notANumber', 'NaN'],
    ['Infinity l milk', 'notANumber', 'Infinity'],
    ['-infinity g salt', 'notANumber', '-infinity'],
  ] as const)('"%s" is %s', (line, kind, amount) => {
    expect(findUnusableAmount(line)).toEqual({ kind, amount });
  });

  test.each([
    '2 l milk',
    '- 2 l milk',
    '1-2 apples',
    '1-1/2 cups rice',
    'Coca-Cola 2 l',
    "Nan's jam",
    'E330 citric acid',
    '2 x 400 g tomatoes',
  ])('"%s" is fine', (line) => {
    expect(findUnusableAmount(line)).toBeNull();
  });
});
