import type { RecipeIngredient } from '@shared/contracts/recipes';
import type { CatalogueLanguage } from '@shared/domain/food-catalogue';
import {
  canonicalUnitWords,
  ingredientUnitTexts,
  parseIngredientLine,
  type ParsedIngredient,
} from '@shared/domain/ingredient-parser';
import { APPROXIMATELY, CONNECTORS, NUMBER_WORDS, RANGE_WORDS } from '@shared/domain/quantity-parser';
import { isUnit, MAX_UNIT_WORDS } from '@shared/domain/units';
import {
  convertIngredient,
  formatAmount,
  formatIngredientAmount,
  scaleIngredient,
} from '@shared/domain/recipe-scaling';
import { cn } from '../../components/ui/utils';

/** How the amounts read: as the recipe wrote them, or converted to one measuring system. */
export type UnitChoice = 'original' | 'metric' | 'us';

/** An ingredient line as the screen shows it: the amount (scaled, converted) and the line's own words. */
export type PresentedIngredient = {
  ingredient: RecipeIngredient;
  /** The amount to show in bold ("300 g", "1 1/2 cups"), or null when the line reads as written. */
  amount: string | null;
  /** The rest of the line as written ("plain flour, sifted"); the whole line when `amount` is null. */
  words: string;
};

// ---------------------------------------------------------------------------------------------
// The line's words without its amount

type Token = { text: string; start: number; end: number };

const NUMBER_START = /^[~≈]?[\d½¼¾⅓⅔⅛⅜⅝⅞]/;
const EDGE_PUNCTUATION = /^[([]+|[)\],;:./]+$/g;
const ELISION = /^[dl]['’]/i;
const PLUS_WORDS: ReadonlySet<string> = new Set(['+', 'plus', 'más', 'mas', 'und', 'and', 'y', 'et']);
const TIMES_WORDS: ReadonlySet<string> = new Set(['x', '×']);

function tokensOf(text: string): Token[] {
  return [...text.matchAll(/\S+/g)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The unit words the parse found, in canonical form ("tablespoons" and "tbsp" both "tbsp"). */
function unitWordsOf(parsed: ParsedIngredient): ReadonlySet<string> {
  return new Set(canonicalUnitWords(ingredientUnitTexts(parsed).join(' ')));
}

/**
 * "2", "1½", "1/2", "2-3", "250g", "1lb2oz", "7-ounce", "2个": starts with a digit or a fraction,
 * and every run of letters in it is a unit.
 */
function isNumberToken(word: string, units: ReadonlySet<string>): boolean {
  if (!NUMBER_START.test(word)) return false;
  const letters = word.split(/[~≈\d½¼¾⅓⅔⅛⅜⅝⅞.,/\-–]+/).filter(Boolean);
  // "3½-to": a range word may be glued on too.
  return letters.every((run) => isUnitWord(run, units) || RANGE_WORDS.has(run.toLowerCase()));
}

/** "250g/9oz", "kg/3lb": a token of amounts and units joined by slashes. */
function isAmountToken(word: string, units: ReadonlySet<string>): boolean {
  if (!word.includes('/')) return isNumberToken(word, units);
  const parts = word.split('/').filter(Boolean);
  return parts.length > 0 && parts.every((part) => isNumberToken(part, units) || isUnitWord(part, units));
}

function isUnitWord(word: string, units: ReadonlySet<string>): boolean {
  if (!/\p{L}/u.test(word)) return false;
  const canonical = canonicalUnitWords(word);
  return canonical.length > 0 && canonical.every((unit) => units.has(unit) || isUnit(unit));
}

/** How many tokens from `at` name one of the line's units; 0 when none does. */
function unitLength(tokens: readonly Token[], at: number, units: ReadonlySet<string>): number {
  for (let length = Math.min(MAX_UNIT_WORDS, tokens.length - at); length >= 1; length -= 1) {
    const phrase = tokens
      .slice(at, at + length)
      .map((token) => token.text.replace(EDGE_PUNCTUATION, ''))
      .join(' ');
    if (isUnitWord(phrase, units)) return length;
  }
  return 0;
}

/**
 * How many tokens from `from` make up an amount: numbers, ranges, "x 400 g", unit words,
 * "(16 ounce)", "/ 9 oz", "plus 2 tbsp", "about". Zero when the tokens there are words.
 */
function amountLength(tokens: readonly Token[], from: number, units: ReadonlySet<string>): number {
  // Without units only the number is taken ("2 (16 ounce) packages" keeps its size and unit).
  const numbersOnly = units.size === 0;
  let at = from;
  let sawNumber = false;
  let sawUnit = false;
  while (at < tokens.length) {
    const raw = tokens[at]!.text;
    const word = raw.replace(EDGE_PUNCTUATION, '');
    const lower = word.toLowerCase();
    const next = tokens[at + 1]?.text.replace(EDGE_PUNCTUATION, '') ?? '';
    const nextIsNumber = NUMBER_START.test(next) || NUMBER_WORDS.has(next.toLowerCase());
    if (numbersOnly) {
      if (raw.startsWith('(')) break;
      if (!isAmountToken(word, units) && !(sawNumber && RANGE_WORDS.has(lower) && nextIsNumber)) break;
      sawNumber = true;
      at += 1;
    } else if (
      raw.startsWith('(') &&
      (NUMBER_START.test(raw.slice(1)) || APPROXIMATELY.has(raw.slice(1).toLowerCase()))
    ) {
      // "(16 ounce)", "(about 4 ounces)": to the closing bracket.
      let close = at;
      while (close < tokens.length && !tokens[close]!.text.includes(')')) close += 1;
      if (close >= tokens.length) break;
      at = close + 1;
    } else if (word !== '' && isAmountToken(word, units)) {
      // After a unit, a bare number starts another amount only with its own unit ("1 lb 2 oz"),
      // not "1 ½ ounces 100 percent agave tequila".
      const bare = !/\p{L}/u.test(word);
      if (sawUnit && bare && unitLength(tokens, at + 1, units) === 0) break;
      sawNumber = true;
      sawUnit ||= !bare;
      at += 1;
    } else if (sawNumber && /^[-–]/.test(word) && isAmountToken(word.slice(1), units)) {
      // "½ -1 tsp": the top of a range written against its dash.
      at += 1;
    } else if (APPROXIMATELY.has(lower) && nextIsNumber) {
      at += 1;
    } else if (NUMBER_WORDS.has(lower) && !sawNumber) {
      sawNumber = true;
      at += 1;
    } else if (
      sawNumber &&
      (RANGE_WORDS.has(lower) || TIMES_WORDS.has(lower) || word === '/') &&
      nextIsNumber
    ) {
      at += 1;
    } else if (sawNumber && PLUS_WORDS.has(lower) && nextIsNumber) {
      at += 1;
    } else {
      // A unit, perhaps of several words ("cuillères à soupe", "fl oz").
      const length = sawNumber || at === from ? unitLength(tokens, at, units) : 0;
      if (length === 0) break;
      at += length;
      sawUnit = true;
      // "250 g, chopped": the comma ends the amount.
      if (tokens[at - 1]!.text.endsWith(',')) break;
    }
  }
  return at - from;
}

/** Drops "of", "de", "von" and an elided "d'" between the amount and the food ("200 g de harina"). */
function skipConnector(text: string): string {
  const trimmed = text.replace(/^[\s,;:–-]+/, '');
  const first = trimmed.split(/\s+/, 1)[0] ?? '';
  if (CONNECTORS.has(first.toLowerCase())) return trimmed.slice(first.length).trimStart();
  if (ELISION.test(trimmed) && /^d/i.test(trimmed)) return trimmed.slice(2);
  return trimmed;
}

/** Removes the first run of digits (and a unit written against them) from text without spaces ("面粉200克"). */
function withoutGluedAmount(text: string, units: ReadonlySet<string>): string | null {
  const match = /[约~]?[\d½¼¾⅓⅔]+(?:[.,/]\d+)?(?:\s*[-–~至到]\s*\d+(?:[.,/]\d+)?)?/u.exec(text);
  if (!match) return null;
  let end = match.index + match[0].length;
  for (let length = 3; length >= 1; length -= 1) {
    const after = text.slice(end, end + length);
    if (after.length === length && isUnitWord(after, units)) {
      end += length;
      break;
    }
  }
  return `${text.slice(0, match.index)} ${text.slice(end)}`.replace(/\s+/g, ' ').trim();
}

/**
 * The words of an ingredient line without its amount, as written: "2 cups (250 g) plain flour,
 * sifted" → "plain flour, sifted"; "200 g de harina" → "harina"; "Salz, 1 Prise" → "Salz";
 * "鸡蛋 2个" → "鸡蛋". The screen puts the scaled or converted amount before them.
 */
export function wordsWithoutAmount(text: string, parsed: ParsedIngredient): string {
  if (parsed.quantity === null) return text;
  const words = withoutAmount(text, parsed.each.length > 0 ? NO_UNITS : unitWordsOf(parsed));
  // "2 or 3 cloves": the unit word was the food, and must stay.
  return /\p{L}/u.test(words) || !/\p{L}/u.test(text) ? words : withoutAmount(text, NO_UNITS);
}

/** With no units, only the number is taken: "2 (16 ounce) packages" keeps "(16 ounce) packages". */
const NO_UNITS: ReadonlySet<string> = new Set();

function withoutAmount(text: string, units: ReadonlySet<string>): string {
  const tokens = tokensOf(text);
  const leading = amountLength(tokens, 0, units);
  if (leading > 0) {
    const rest = leading < tokens.length ? text.slice(tokens[leading]!.start) : '';
    return units.size === 0 ? rest : skipConnector(rest);
  }
  // The amount comes after the food: "Salt, 1 pinch", "All-purpose flour 2/3 cup (80 grams)".
  for (let at = 1; at < tokens.length; at += 1) {
    if (!NUMBER_START.test(tokens[at]!.text.replace(EDGE_PUNCTUATION, ''))) continue;
    const length = amountLength(tokens, at, units);
    if (length === 0) continue;
    const before = text.slice(0, tokens[at]!.start).replace(/[\s,;:–-]+$/, '');
    const after = at + length < tokens.length ? text.slice(tokens[at + length]!.start) : '';
    return [before, after.replace(/^[\s,;:–-]+/, '')].filter(Boolean).join(', ');
  }
  return withoutGluedAmount(text, units) ?? text;
}

// ---------------------------------------------------------------------------------------------
// Scaling and converting a recipe's lines

export type PresentOptions = {
  /** The chosen servings over the recipe's own: 2 for twice the recipe. */
  factor: number;
  units: UnitChoice;
  language: CatalogueLanguage;
};

/**
 * Each line as the screen shows it. Every line is read again from its text (the server's reading
 * carries only the main amount; the text has ranges, "plus" amounts and sizes), scaled by
 * `factor`, converted when a system is chosen, and shown with cook-friendly rounding. At the
 * recipe's own servings and units a line reads exactly as written; a line without a quantity
 * ("salt to taste") always does.
 */
export function presentIngredients(
  ingredients: readonly RecipeIngredient[],
  { factor, units, language }: PresentOptions,
): PresentedIngredient[] {
  const asWritten = units === 'original' && Math.abs(factor - 1) < 1e-9;
  return ingredients.map((ingredient) => {
    if (asWritten) return { ingredient, amount: null, words: ingredient.text };
    const parsed = parseIngredientLine(ingredient.text, language);
    if (parsed.quantity === null || !Number.isFinite(factor) || factor <= 0) {
      return { ingredient, amount: null, words: ingredient.text };
    }
    const scaled = scaleIngredient(parsed, factor);
    const shown = units === 'original' ? scaled : convertIngredient(scaled, units);
    // "2 (16 ounce) packages", "2 x 400 g tins": the count scales, the size of each stays as written.
    const amount =
      parsed.each.length > 0 && shown.quantity !== null
        ? formatAmount(shown.quantity, null, { language, quantityMax: shown.quantityMax })
        : formatIngredientAmount(shown, { language, system: units === 'original' ? null : units });
    if (!amount) return { ingredient, amount: null, words: ingredient.text };
    return { ingredient, amount: amount.text, words: wordsWithoutAmount(ingredient.text, parsed) };
  });
}

// ---------------------------------------------------------------------------------------------
// Showing them

/** Consecutive lines of the same group ("For the sauce"), in order. */
export type IngredientGroup = { name: string | null; lines: PresentedIngredient[] };

export function groupIngredients(lines: readonly PresentedIngredient[]): IngredientGroup[] {
  const groups: IngredientGroup[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last.name === line.ingredient.group) last.lines.push(line);
    else groups.push({ name: line.ingredient.group, lines: [line] });
  }
  return groups;
}

/** The lines of one group (or of one step in cook mode), the changed amount first in bold. */
export function IngredientList({
  ingredients,
  className,
}: {
  ingredients: readonly PresentedIngredient[];
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-2', className)}>
      {ingredients.map((line) => (
        <li
          key={line.ingredient.position}
          data-testid="ingredient-line"
          className="flex gap-2 border-b border-dashed pb-2 last:border-b-0 last:pb-0"
        >
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
          <span className="min-w-0 break-words">
            {line.amount && <strong className="font-semibold">{line.amount}</strong>}
            {line.amount && line.words ? ' ' : null}
            {line.words}
          </span>
        </li>
      ))}
    </ul>
  );
}
