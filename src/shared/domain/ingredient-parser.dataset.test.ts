/**
 * The ingredient parser against 3,000 hand-labelled lines from four recipe sites
 * (tests/fixtures/ingredient-lines-dev.csv; see tests/fixtures/README.md). Prints one line of
 * figures; FIGURE_MISSES=1 also prints lines it got wrong.
 */
import { describe, expect, test } from 'vitest';
import csvText from '../../../tests/fixtures/ingredient-lines-dev.csv?raw';
import {
  canonicalUnitWords,
  ingredientUnitTexts,
  parseIngredientLine,
  type ParsedIngredient,
} from './ingredient-parser';
import { parseNumberToken } from './quantity-parser';

type LabelledLine = { source: string; input: string; qty: string; unit: string; name: string };

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let k = 0; k < text.length; k++) {
    const char = text[k]!;
    if (quoted) {
      if (char === '"' && text[k + 1] === '"') {
        field += '"';
        k += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[k + 1] === '\n') k += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows;
}

function readLines(): LabelledLine[] {
  const [header, ...rows] = parseCsv(csvText);
  const column = (name: string) => header!.indexOf(name);
  return rows
    .filter((row) => row.length === header!.length)
    .map((row) => ({
      source: row[column('source')]!,
      input: row[column('input')]!,
      qty: row[column('qty')]!,
      unit: row[column('unit')]!,
      name: row[column('name')]!,
    }));
}

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  twenty: '20',
};

/** A labelled quantity as numbers: "1 1/2" → [1.5], "2-3" → [2, 3], "2x" → [2], "One" → [1], "few" → []. */
function labelNumbers(label: string): number[] {
  const text = label
    .trim()
    .toLowerCase()
    .replace(/(\d)x$/, '$1');
  if (!text) return [];
  const parts = text.split(/\s*-\s*/).map((part) =>
    part
      .split(/\s+/)
      .map((token) => parseNumberToken(NUMBER_WORDS[token] ?? token))
      .reduce<number | null>((sum, value) => (sum === null || value === null ? null : sum + value), 0),
  );
  return parts.every((value): value is number => value !== null) ? parts : [];
}

/** The words of a food, compared without case, punctuation, plurals or spelled-out numbers. */
function foodWords(text: string | null): string {
  return (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[-/&]/g, ' ')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => NUMBER_WORDS[word] ?? word)
    .map((word) =>
      word.length <= 3
        ? word
        : word
            .replace(/ies$/, 'y')
            .replace(/ves$/, 'f')
            .replace(/(ch|sh|ss|x|o)es$/, '$1')
            .replace(/([^su])s$/, '$1'),
    )
    .join(' ');
}

const sorted = (words: string[]) => [...words].sort().join(' ');

/**
 * Whether the parser read a line as its label says. Both sides are normalised the same way: the
 * quantity as numbers (a range as both ends, within 0.5 % for the labels' rounded thirds), the units
 * as the set of every unit the line mentions in canonical form (tablespoon = tbsp = T, ounce = oz,
 * cups = cup; "250g/9oz" is g and oz), the food as its words without case, punctuation or plurals.
 */
function judge(
  line: LabelledLine,
  parsed: ParsedIngredient,
): { quantity: boolean; unit: boolean; food: boolean } {
  const expected = labelNumbers(line.qty);
  const actual =
    parsed.quantity === null
      ? []
      : [parsed.quantity, ...(parsed.quantityMax === null ? [] : [parsed.quantityMax])];
  const quantity =
    expected.length === actual.length &&
    expected.every((value, k) => Math.abs(value - actual[k]!) <= 0.005 * Math.max(1, Math.abs(value)));
  const unit =
    sorted(canonicalUnitWords(line.unit)) ===
    sorted(canonicalUnitWords(ingredientUnitTexts(parsed).join(' ')));
  const food = foodWords(line.name) === foodWords(parsed.food);
  return { quantity, unit, food };
}

const percent = (count: number, total: number) => ((100 * count) / total).toFixed(1);

describe('ingredient lines from recipe sites', () => {
  const lines = readLines();

  test('the fixture holds the 3,000 labelled lines', () => {
    expect(lines).toHaveLength(3000);
  });

  test('at least 95 % of lines have quantity, unit and food all right', () => {
    let allRight = 0;
    const right = { quantity: 0, unit: 0, food: 0 };
    const misses: string[] = [];
    for (const line of lines) {
      const parsed = parseIngredientLine(line.input);
      const verdict = judge(line, parsed);
      if (verdict.quantity) right.quantity += 1;
      if (verdict.unit) right.unit += 1;
      if (verdict.food) right.food += 1;
      if (verdict.quantity && verdict.unit && verdict.food) allRight += 1;
      else
        misses.push(
          `${line.source}: ${line.input}\n   want qty=${line.qty} unit=${line.unit} food=${line.name}\n   got  qty=${parsed.quantity}${parsed.quantityMax === null ? '' : `-${parsed.quantityMax}`} unit=${ingredientUnitTexts(parsed).join(' ')} food=${parsed.food}`,
        );
    }
    const total = lines.length;
    console.log(
      `ingredient lines: ${allRight}/${total} (${percent(allRight, total)} %) with quantity, unit and food all right; ` +
        `quantity ${percent(right.quantity, total)} %, unit ${percent(right.unit, total)} %, food ${percent(right.food, total)} %`,
    );
    if (process.env.FIGURE_MISSES === '1') console.log(misses.join('\n'));
    expect(allRight / total).toBeGreaterThanOrEqual(0.95);
  });
});
