/**
 * Quick add: one typed line ("2 l milk", "500g minced beef", "milk 2l", "2升牛奶") → quantity, unit
 * and name. Written for what people type into a pantry or shopping list, in en, es, fr, de and zh,
 * and tolerant of recipe-style lines ("275g/10oz cooked rice", "1 (16 ounce) package spinach").
 */
import { MAX_UNIT_WORDS, parseUnit, unitDimension, type Unit } from './units';

export type QuickAddLine = { quantity: number | null; unit: Unit | null; name: string };

/** The longest bulk-add text, and the most lines, one call looks at. */
export const MAX_QUICK_ADD_LINE_LENGTH = 500;
export const MAX_QUICK_ADD_LINES = 200;

const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅐': '1/7',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅑': '1/9',
  '⅒': '1/10',
};

// Number words that may stand for a quantity at the start of a line ("a dozen eggs", "une boîte de
// thon", "zwei Dosen Tomaten"). Only whole tokens count, so "a2 milk" or "Oneida" stay names.
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['a', 1],
  ['an', 1],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['un', 1],
  ['una', 1],
  ['uno', 1],
  ['dos', 2],
  ['tres', 3],
  ['cuatro', 4],
  ['cinco', 5],
  ['seis', 6],
  ['siete', 7],
  ['ocho', 8],
  ['nueve', 9],
  ['diez', 10],
  ['doce', 12],
  ['une', 1],
  ['deux', 2],
  ['trois', 3],
  ['quatre', 4],
  ['cinq', 5],
  ['sept', 7],
  ['huit', 8],
  ['neuf', 9],
  ['dix', 10],
  ['douze', 12],
  ['ein', 1],
  ['eine', 1],
  ['einen', 1],
  ['zwei', 2],
  ['drei', 3],
  ['vier', 4],
  ['fünf', 5],
  ['sechs', 6],
  ['sieben', 7],
  ['acht', 8],
  ['neun', 9],
  ['zehn', 10],
  ['zwölf', 12],
]);

/** Han digits 1–9 (两 as 2): the one table of them, also the Chef's. */
export const HAN_DIGITS: Readonly<Record<string, number>> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** Words joining an amount to its food: "3 cans of tomatoes", "2 l de lait", "200 g von Mehl". */
export const CONNECTORS: ReadonlySet<string> = new Set(['of', 'de', 'del', 'von', 'vom', 'du', 'des']);
/** Words hedging an amount ("about 200 g", "ca. 1 kg", "~4 pods"): skipped when an amount follows. */
export const APPROXIMATELY: ReadonlySet<string> = new Set([
  '~',
  'about',
  'approx',
  'approx.',
  'approximately',
  'around',
  'roughly',
  'unos',
  'unas',
  'aprox',
  'aprox.',
  'aproximadamente',
  'environ',
  'env.',
  'etwa',
  'ca',
  'ca.',
  'circa',
  'ungefähr',
  '约',
  '大约',
]);
/** Words between the two ends of a range ("2 to 3 onions"). */
export const RANGE_WORDS: ReadonlySet<string> = new Set([
  '-',
  '–',
  'to',
  'or',
  'a',
  'à',
  'o',
  'ou',
  'bis',
  'oder',
  '至',
  '到',
]);
const TIMES: ReadonlySet<string> = new Set(['x', 'X', '×']);

const HAN = /\p{Script=Han}/u;

/**
 * Canonical spacing: fractions spelled out, a space between an amount and what follows it. Shared
 * with the recipe ingredient parser, so both read amounts the same way.
 */
export function normalizeLine(line: string): string {
  let text = line.replace(/(\d*)\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])/g, (_m, whole: string, fraction: string) => {
    const spelled = VULGAR_FRACTIONS[fraction] ?? '';
    return whole ? ` ${whole} ${spelled} ` : ` ${spelled} `;
  });
  text = text
    .normalize('NFKC')
    .replace(/⁄/g, '/')
    .replace(/×/g, ' x ')
    .replace(/~(?=\d)/g, '~ ');
  // List markers pasted with a bulk list: "- milk", "* eggs", "• rice", "[ ] bread".
  text = text.replace(/^\s*(?:[-*•·–—+]+|\[[ xX✓]?\])\s+/, '');
  // "500g" → "500 g", "2x" → "2 x", "2升" → "2 升"; letters before digits ("A2 milk") stay joined.
  text = text.replace(/(\d)(?=[^\d\s.,/\-–)%])/gu, '$1 ');
  // "x2" → "x 2", "牛奶2升" → "牛奶 2 升".
  text = text.replace(/(^|\s)([xX])(?=\d)/g, '$1$2 ').replace(/(\p{Script=Han})(?=\d)/gu, '$1 ');
  // Ranges get a spaced dash ("½–1 tsp", "2-3 onions" → "1/2 – 1 tsp") except a mixed number
  // written with a hyphen ("1-1/2 cups").
  text = text.replace(
    /(\d+(?:[.,/]\d+)?)\s*[-–]\s*(?=(\d+(?:[.,/]\d+)?))/g,
    (match, low: string, high: string) => (/^\d+$/.test(low) && isProperFraction(high) ? match : `${low} – `),
  );
  // "275g/10oz" → "275 g / 10 oz" while "1/2" stays a fraction.
  text = text.replace(/\s*(?<!\d)\/|\/(?!\d)\s*/g, ' / ');
  return text.replace(/\s+/g, ' ').trim();
}

/** A quantity written as one token: 2, 1.5, 1,5, .5, 1/2, 1-1/2, 2-3 (the first of a range). */
export function parseNumberToken(token: string): number | null {
  let match: RegExpExecArray | null;
  if (/^\d+$/.test(token)) return Number(token);
  if (/^\d*\.\d+$/.test(token)) return Number(token);
  // Several groups of three after commas are thousands ("1,000,000"); one comma is a decimal
  // comma as most of Europe writes it ("1,5 kg", "0,75 l").
  if (/^\d{1,3}(?:,\d{3}){2,}$/.test(token)) return Number(token.replace(/,/g, ''));
  if (/^\d+,\d+$/.test(token)) return Number(token.replace(',', '.'));
  if ((match = /^(\d+)\/(\d+)$/.exec(token))) return fraction(match[1]!, match[2]!);
  if ((match = /^(\d+)-(\d+)\/(\d+)$/.exec(token))) {
    const part = fraction(match[2]!, match[3]!);
    return part === null ? null : Number(match[1]) + part;
  }
  if ((match = /^(\d+(?:[.,]\d+)?)[-–](\d+(?:[.,]\d+)?)$/.exec(token)))
    return Number(match[1]!.replace(',', '.'));
  return null;
}

function fraction(numerator: string, denominator: string): number | null {
  const d = Number(denominator);
  return d === 0 ? null : Number(numerator) / d;
}

/** "1/2", "3/4": a fraction below one, the second half of a mixed number ("1 1/2"). */
export function isProperFraction(token: string): boolean {
  const match = /^(\d+)\/(\d+)$/.exec(token);
  return match !== null && Number(match[2]) > 0 && Number(match[1]) < Number(match[2]);
}

/** Han numerals 1–99 ("三", "十二", "两") at the start of a token, with the length they take. */
export function parseHanNumber(token: string): { value: number; length: number } | null {
  const match = /^([一二两三四五六七八九]?)(十?)([一二三四五六七八九]?)/.exec(token);
  if (!match || match[0].length === 0) return null;
  const [, first = '', ten = '', second = ''] = match;
  if (!ten) return second ? null : { value: HAN_DIGITS[first]!, length: 1 };
  const value = (first ? HAN_DIGITS[first]! : 1) * 10 + (second ? HAN_DIGITS[second]! : 0);
  return { value, length: match[0].length };
}

type Cursor = { tokens: string[]; i: number };

/** Reads a number written in digits at the cursor, a mixed number ("1 1/2") included. */
function readNumber(cur: Cursor): number | null {
  const token = cur.tokens[cur.i];
  if (token === undefined) return null;
  let value = parseNumberToken(token);
  if (value === null) return null;
  cur.i += 1;
  const next = cur.tokens[cur.i];
  if (/^\d+$/.test(token) && next !== undefined && isProperFraction(next)) {
    value += parseNumberToken(next)!;
    cur.i += 1;
  }
  return value;
}

/** Reads a quantity at the cursor (mixed numbers, ranges and number words included) and moves past it. */
function readQuantity(cur: Cursor, allowWords: boolean): number | null {
  const token = cur.tokens[cur.i];
  if (token === undefined) return null;
  const value = readNumber(cur);
  if (value === null) {
    if (!allowWords) return null;
    const word = NUMBER_WORDS.get(token.toLowerCase());
    if (word === undefined) return null;
    cur.i += 1;
    return word;
  }
  // "2 – 3 onions", "1 to 1 1/4 cups": the lower end is what can be counted on.
  const joiner = cur.tokens[cur.i];
  if (joiner !== undefined && RANGE_WORDS.has(joiner.toLowerCase())) {
    const probe: Cursor = { tokens: cur.tokens, i: cur.i + 1 };
    if (readNumber(probe) !== null) cur.i = probe.i;
  }
  return value;
}

/**
 * Reads a unit at the cursor, the longest match first ("fl oz" before "fl", "c. à soupe" before
 * "c."). A Han token may start with its unit ("升牛奶"): the rest of it stays as the next token.
 */
function readUnit(cur: Cursor): Unit | null {
  const { tokens } = cur;
  const first = tokens[cur.i];
  if (first === undefined) return null;
  if (HAN.test(first[0] ?? '')) {
    for (let length = Math.min(3, first.length); length >= 1; length--) {
      const unit = parseUnit(first.slice(0, length));
      if (!unit) continue;
      if (length === first.length) cur.i += 1;
      else tokens[cur.i] = first.slice(length);
      return unit;
    }
    return null;
  }
  for (let count = Math.min(MAX_UNIT_WORDS, tokens.length - cur.i); count >= 1; count--) {
    const words = tokens.slice(cur.i, cur.i + count);
    // A unit word never ends with a comma or bracket; "2 c, chopped" is not "2 cups".
    if (words.some((w) => /[,;:()]/.test(w))) continue;
    const unit = parseUnit(words.join(' '));
    if (unit) {
      cur.i += count;
      return unit;
    }
  }
  return null;
}

/** quantity [unit], then "x" and another quantity [unit] multiply: "2 x 400 g" is 800 g. */
function readAmount(cur: Cursor, allowWords: boolean): { quantity: number; unit: Unit | null } | null {
  const hanToken = cur.tokens[cur.i];
  if (hanToken !== undefined && allowWords) {
    // "两瓶牛奶", "三个苹果", "一公斤土豆": a Han numeral counts only when a unit follows it directly.
    const han = parseHanNumber(hanToken);
    const startsWithUnit = (rest: string) =>
      [1, 2, 3].some((n) => n <= rest.length && parseUnit(rest.slice(0, n)));
    if (han && han.length < hanToken.length && startsWithUnit(hanToken.slice(han.length))) {
      const tokens = [...cur.tokens];
      tokens[cur.i] = hanToken.slice(han.length);
      const probe: Cursor = { tokens, i: cur.i };
      const unit = readUnit(probe);
      if (unit) {
        cur.tokens = probe.tokens;
        cur.i = probe.i;
        return { quantity: han.value, unit };
      }
    }
  }
  let quantity = readQuantity(cur, allowWords);
  if (quantity === null) return null;
  let unit = readUnit(cur);
  if (TIMES.has(cur.tokens[cur.i] ?? '')) {
    const probe: Cursor = { tokens: [...cur.tokens], i: cur.i + 1 };
    const factor = readQuantity(probe, false);
    if (factor !== null && unit === null) {
      quantity *= factor;
      unit = readUnit(probe);
      cur.tokens = probe.tokens;
      cur.i = probe.i;
    } else {
      cur.i += 1;
    }
  }
  return { quantity, unit };
}

/** Drops "/ 10 oz", "/ 1 lb 1 oz" after the first amount: the same amount in other units. */
function skipAlternateAmounts(cur: Cursor): void {
  while (cur.tokens[cur.i] === '/') {
    const probe: Cursor = { tokens: [...cur.tokens], i: cur.i + 1 };
    if (readQuantity(probe, false) === null) return;
    readUnit(probe);
    for (;;) {
      const mark = probe.i;
      if (readQuantity(probe, false) === null || readUnit(probe) === null) {
        probe.i = mark;
        break;
      }
    }
    cur.tokens = probe.tokens;
    cur.i = probe.i;
  }
}

/** The name left once the amount is read; `afterAmount` drops a connector ("of", "de", "d'"). */
function cleanName(tokens: readonly string[], afterAmount: boolean): string | null {
  let name = tokens
    .join(' ')
    .replace(/ \/ /g, '/')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([,;:])/g, '$1')
    .replace(/^[\s,;:.\-–—/]+|[\s,;:\-–—/]+$/g, '');
  if (afterAmount) {
    const firstWord = name.split(' ', 1)[0]!.toLowerCase();
    if (CONNECTORS.has(firstWord) && name.includes(' ')) name = name.slice(firstWord.length + 1);
    name = name.replace(/^d['’]\s*(?=\p{L})/iu, '').replace(/^的/, '');
  }
  return /\p{L}/u.test(name) ? name.trim() : null;
}

/** Name first, amount last: "milk 2l", "Milch, 1 l", "eggs x6", "yoghurt 2x", "milk (2 l)". */
function parseTrailingAmount(text: string): QuickAddLine | null {
  const tokens = text
    .replace(/\(([^()]*\d[^()]*)\)\s*$/, ' $1')
    .split(' ')
    .filter(Boolean);
  for (let start = 1; start < tokens.length; start++) {
    const cur: Cursor = { tokens: [...tokens], i: start };
    const timesFirst = TIMES.has(cur.tokens[cur.i] ?? '');
    if (timesFirst) cur.i += 1;
    const amount = readAmount(cur, false);
    if (!amount || cur.i !== cur.tokens.length) continue;
    if (timesFirst && amount.unit !== null) continue;
    const name = cleanName(tokens.slice(0, start), false);
    if (name === null) return null;
    return { quantity: amount.quantity, unit: amount.unit, name };
  }
  return null;
}

/**
 * One line of text → quantity, unit, name: "2 l milk", "6 eggs", "500g minced beef", "1.5 kg flour",
 * "1,5 kg Mehl", "½ cup sugar", "1 1/2 cups rice", "3 cans of tomatoes", "2 x yoghurt", "milk 2l",
 * "2 litres de lait", "牛奶 2升" / "2升牛奶", "a dozen eggs", "eggs" (no quantity → quantity null,
 * unit null). Ranges keep their lower end; "2 x 400 g" multiplies; amounts repeated in other units
 * ("275g/10oz", "1 (16 ounce) package") are dropped. The name is trimmed, a leading "of"/"de"/"d'"/
 * "von" dropped, whitespace collapsed. Returns null when there is no name. Never throws.
 */
export function parseQuickAdd(line: string): QuickAddLine | null {
  if (typeof line !== 'string') return null;
  const text = normalizeLine(line.slice(0, MAX_QUICK_ADD_LINE_LENGTH));
  if (text.length === 0) return null;

  const leading: Cursor = { tokens: text.split(' '), i: 0 };
  if (
    APPROXIMATELY.has(leading.tokens[0]!.toLowerCase()) &&
    parseNumberToken(leading.tokens[1] ?? '') !== null
  ) {
    leading.i = 1;
  }
  const amount = readAmount(leading, true);
  if (amount) {
    skipAlternateAmounts(leading);
    const rest = leading.tokens
      .slice(leading.i)
      .join(' ')
      // "1 (16 ounce) package": the bracket repeats the amount in another unit.
      .replace(/\(\s*[^()]*\d[^()]*\)/g, ' ')
      .split(' ')
      .filter(Boolean);
    if (amount.unit === null && rest.length > 0) {
      // The bracketed amount may have stood between the count and its container.
      const cur: Cursor = { tokens: rest, i: 0 };
      const unit = readUnit(cur);
      if (unit && cur.i < cur.tokens.length) {
        const name = cleanName(cur.tokens.slice(cur.i), true);
        return name === null ? null : { quantity: amount.quantity, unit, name };
      }
    }
    const name = cleanName(rest, true);
    if (name !== null) return { quantity: amount.quantity, unit: amount.unit, name };
    // "2 or 3 cloves": a container word with nothing after it is the food itself.
    if (amount.unit !== null && unitDimension(amount.unit) === 'container' && leading.i > 0) {
      const word = cleanName(leading.tokens.slice(leading.i - 1, leading.i), false);
      if (word !== null && word.length > 2 && rest.length === 0)
        return { quantity: amount.quantity, unit: null, name: word };
    }
    return null;
  }

  const trailing = parseTrailingAmount(text);
  if (trailing) return trailing;
  const name = cleanName(text.split(' '), false);
  return name === null ? null : { quantity: null, unit: null, name };
}

/** An amount typed in a way no kitchen means, which must not be read as part of a name. */
export type UnusableAmount = { kind: 'negative' | 'notANumber'; amount: string };

const SIGNED_NUMBER = /^[-−]\d/;
const SCIENTIFIC = /^[+\-−]?\d*[.,]?\d+e[+\-−]?\d+/i;
const NOT_A_NUMBER = /^[+\-−]?(?:nan|inf|infinity|∞)$/i;

/**
 * "-5 kg rice" (a negative amount), "1e308 kg rice" (scientific notation), "NaN kg rice" and
 * "Infinity l milk": amounts a program might print but nobody buys. Read as text they would make
 * products named "5 kg rice" or "NaN kg rice", so callers refuse the line with this instead.
 * Ranges ("1-2 apples"), list markers ("- 2 l milk") and names with hyphens ("Coca-Cola") are fine.
 */
export function findUnusableAmount(line: string): UnusableAmount | null {
  if (typeof line !== 'string') return null;
  const tokens = line.slice(0, MAX_QUICK_ADD_LINE_LENGTH).normalize('NFKC').trim().split(/\s+/);
  for (const [i, token] of tokens.entries()) {
    if (SIGNED_NUMBER.test(token)) return { kind: 'negative', amount: token };
    if (SCIENTIFIC.test(token)) return { kind: 'notANumber', amount: token };
    // "NaN kg", "Infinity l": only as an amount (a unit follows), so a "Nan's jam" stays a name.
    const next = tokens[i + 1];
    if (NOT_A_NUMBER.test(token) && next !== undefined && parseUnit(next) !== null)
      return { kind: 'notANumber', amount: token };
  }
  return null;
}

/** Several lines (newline or ';' separated) for bulk add; blank lines and lines without a name skipped. */
export function parseQuickAddLines(text: string): QuickAddLine[] {
  if (typeof text !== 'string') return [];
  const lines: QuickAddLine[] = [];
  for (const line of text.split(/[\r\n;]+/)) {
    if (lines.length >= MAX_QUICK_ADD_LINES) break;
    const parsed = parseQuickAdd(line);
    if (parsed) lines.push(parsed);
  }
  return lines;
}
