import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { RecipeIngredient } from '@shared/contracts/recipes';
import type { CatalogueLanguage } from '@shared/domain/food-catalogue';
import { parseIngredientLine } from '@shared/domain/ingredient-parser';
import { presentIngredients, wordsWithoutAmount, type UnitChoice } from './recipe-ingredients';

const line = (text: string, position = 0): RecipeIngredient => ({
  position,
  group: null,
  text,
  quantity: null,
  unit: null,
  food: null,
  foodKey: null,
  optional: false,
});

function shown(text: string, factor: number, units: UnitChoice, language: CatalogueLanguage = 'en') {
  const [presented] = presentIngredients([line(text)], { factor, units, language });
  return presented!.amount === null ? presented!.words : `[${presented!.amount}] ${presented!.words}`;
}

describe('the words of a line without its amount', () => {
  test.each([
    ['2 cups (250 g) plain flour, sifted', 'en', 'plain flour, sifted'],
    [
      '275g/10oz cooked long-grain rice (this must be cold)',
      'en',
      'cooked long-grain rice (this must be cold)',
    ],
    ['1 lb 2 oz potatoes', 'en', 'potatoes'],
    ['½ -1 tsp hot chilli powder', 'en', 'hot chilli powder'],
    ['1 ½ ounces 100 percent agave tequila', 'en', '100 percent agave tequila'],
    ['200 g de harina', 'es', 'harina'],
    ["2 cuillères à soupe d'huile d'olive", 'fr', "huile d'olive"],
    ['1 EL Olivenöl', 'de', 'Olivenöl'],
    ['Salz, 1 Prise', 'de', 'Salz'],
    ['All-purpose flour 2/3 cup (80 grams)', 'en', 'All-purpose flour'],
    ['鸡蛋 2个', 'zh', '鸡蛋'],
    ['面粉200克', 'zh', '面粉'],
  ] as const)('%s → %s', (text, language, words) => {
    expect(wordsWithoutAmount(text, parseIngredientLine(text, language))).toBe(words);
  });

  test('the size of each item stays with the words: only the count is the amount', () => {
    const text = '2 (14 oz) cans chickpeas';
    expect(wordsWithoutAmount(text, parseIngredientLine(text, 'en'))).toBe('(14 oz) cans chickpeas');
  });

  test('a unit word that is the food itself stays ("2 or 3 cloves")', () => {
    expect(wordsWithoutAmount('2 or 3 cloves', parseIngredientLine('2 or 3 cloves', 'en'))).toBe('cloves');
  });
});

describe('scaling and converting the lines', () => {
  test('at the recipe’s own servings and units every line reads as written', () => {
    expect(shown('2 tbsp olive oil', 1, 'original')).toBe('2 tbsp olive oil');
    expect(shown('1 cup plain yogurt', 1, 'original')).toBe('1 cup plain yogurt');
  });

  test('doubling shows the doubled amount before the line’s own words', () => {
    expect(shown('2 tbsp olive oil', 2, 'original')).toBe('[1/4 cup] olive oil');
    expect(shown('400 g chopped tomatoes', 2, 'original')).toBe('[800 g] chopped tomatoes');
    expect(shown('3 eggs', 2, 'original')).toBe('[6] eggs');
    expect(shown('2-3 garlic cloves, crushed', 2, 'original')).toBe('[4–6 cloves] garlic cloves, crushed');
  });

  test('halving rounds to what a cook can measure', () => {
    expect(shown('1 onion', 0.5, 'original')).toBe('[1/2] onion');
    expect(shown('3 eggs', 0.5, 'original')).toBe('[about 2] eggs');
  });

  test('a line without a quantity stays as written whatever the servings', () => {
    expect(shown('Salt and pepper, to taste', 3, 'us')).toBe('Salt and pepper, to taste');
    expect(shown('a pinch of salt', 2, 'metric')).toBe('a pinch of salt');
  });

  test('metric and US convert the amount, and the words stay', () => {
    expect(shown('1 cup plain flour', 1, 'metric')).toBe('[120 g] plain flour');
    expect(shown('400 g chopped tomatoes', 1, 'us')).toBe('[14 oz] chopped tomatoes');
    expect(shown('200 g de harina', 1, 'us', 'es')).toBe('[1 2/3 tazas] harina');
  });

  test('a size written in a bracket stays, and the count scales', () => {
    expect(shown('1 (16 ounce) package spaghetti', 2, 'original')).toBe('[2] (16 ounce) package spaghetti');
  });
});

/*
 * Real lines (tests/fixtures/ingredient-lines-dev.csv): the words left after the amount keep the
 * food the parser read. Lines whose food the parser itself reads with the amount in it are not the
 * screen's business and are left out.
 */
function csvColumn(text: string, column: number): string[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  return rows.slice(1).map((r) => r[column] ?? '');
}

test('on 3,000 real ingredient lines, the words kept hold the food in at least 95 % of them', () => {
  const csv = readFileSync(
    path.resolve(__dirname, '../../../../tests/fixtures/ingredient-lines-dev.csv'),
    'utf8',
  );
  let counted = 0;
  let kept = 0;
  for (const text of csvColumn(csv, 1)) {
    const parsed = parseIngredientLine(text, 'en');
    if (parsed.quantity === null || !parsed.food || /\d/.test(parsed.food)) continue;
    counted += 1;
    if (wordsWithoutAmount(text, parsed).toLowerCase().includes(parsed.food.toLowerCase())) kept += 1;
  }
  expect(counted).toBeGreaterThan(2500);
  expect(kept / counted).toBeGreaterThanOrEqual(0.95);
});
