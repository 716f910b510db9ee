/**
 * The Chef's kitchen substitutions: what to use when a recipe asks for something the kitchen has
 * run out of, in the five app languages, with amounts as a cook would say them and a note where
 * the swap changes the result. A row names its food by the food catalogue's key when the catalogue
 * holds the food; otherwise by a key and names of its own (self-raising flour, fish sauce, tahini).
 * The rows live in substitutions-basics.ts (everyday foods) and substitutions-world.ts (the sauces,
 * spices and staples of the app's cuisines); this file finds the row a message names.
 */
import type { Language } from '../../settings-options';
import { findFood, foodByKey, normalizeFoodName, wordForms, type CatalogueFood } from '../food-catalogue';
import type { Substitution } from './substitution-rows';
import { BASIC_SUBSTITUTIONS } from './substitutions-basics';
import { WORLD_SUBSTITUTIONS } from './substitutions-world';

export type { Substitution, SubstitutionOption } from './substitution-rows';

export const SUBSTITUTIONS: readonly Substitution[] = [...BASIC_SUBSTITUTIONS, ...WORLD_SUBSTITUTIONS];

// ---------------------------------------------------------------------------------------------
// Finding the food a text names

/** Lookups read at most this much of a message, as the catalogue does. */
const MAX_TEXT = 200;

const HAN = /\p{Script=Han}/u;
/** A Chinese character next to a Latin word or digit: "没有mascarpone" reads as "没有 mascarpone". */
const SCRIPT_EDGE = /(\p{Script=Han})(?=[^\s\p{Script=Han}])|([^\s\p{Script=Han}])(?=\p{Script=Han})/gu;

type Name = {
  forms: ReadonlyArray<ReadonlySet<string>>;
  /** Without spaces: its length ranks names, and Chinese names are found by it. */
  compact: string;
  han: boolean;
};

function toName(name: string): Name {
  const normalized = normalizeFoodName(name);
  return {
    forms: normalized.split(' ').map((word) => new Set(wordForms(word))),
    compact: normalized.replace(/ /g, ''),
    han: HAN.test(normalized),
  };
}

type Text = {
  value: string;
  words: string[];
  /** Where each word starts in `value`. */
  starts: number[];
  forms: string[][];
  compact: string;
  /** Where each character of `compact` sits in `value`. */
  positions: number[];
};

function toText(value: string): Text {
  const words = value.split(' ');
  const starts: number[] = [];
  let at = 0;
  for (const word of words) {
    starts.push(at);
    at += word.length + 1;
  }
  const positions: number[] = [];
  for (let i = 0; i < value.length; i++) if (value[i] !== ' ') positions.push(i);
  return {
    value,
    words,
    starts,
    forms: words.map((word) => wordForms(word)),
    compact: value.replace(/ /g, ''),
    positions,
  };
}

/** Where a name occurs in a text: `start`/`end` are offsets in the text, `length` ranks names. */
type Span = { length: number; start: number; end: number };

function spanOf(text: Text, name: Name): Span | null {
  const length = name.compact.length;
  if (name.han) {
    // One character ("蛋", "糖") only counts as the whole text: inside words it is another food.
    if (length < 2 && name.compact !== text.compact) return null;
    const at = text.compact.indexOf(name.compact);
    if (at < 0) return null;
    return { length, start: text.positions[at]!, end: text.positions[at + length - 1]! + 1 };
  }
  const count = name.forms.length;
  for (let i = 0; i + count <= text.words.length; i++) {
    if (name.forms.every((forms, j) => text.forms[i + j]!.some((form) => forms.has(form)))) {
      const last = i + count - 1;
      return { length, start: text.starts[i]!, end: text.starts[last]! + text.words[last]!.length };
    }
  }
  return null;
}

/** The longest of these names found in the text, the earliest on a tie. */
function longestSpan(text: Text, names: readonly Name[]): Span | null {
  let best: Span | null = null;
  for (const name of names) {
    const span = spanOf(text, name);
    if (
      span &&
      (!best || span.length > best.length || (span.length === best.length && span.start < best.start))
    ) {
      best = span;
    }
  }
  return best;
}

const ROW_BY_CATALOGUE_KEY: ReadonlyMap<string, Substitution> = new Map(
  SUBSTITUTIONS.filter((row) => row.names === null).map((row) => [row.key, row]),
);

type OwnName = { row: Substitution; language: Language; name: Name };
let ownNames: readonly OwnName[] | undefined;

/** Built on the first lookup, like the catalogue's index, so loading the module costs nothing. */
function listOwnNames(): readonly OwnName[] {
  ownNames ??= SUBSTITUTIONS.flatMap((row) =>
    row.names === null
      ? []
      : (Object.keys(row.names) as Language[]).flatMap((language) =>
          row.names![language].map((name) => ({ row, language, name: toName(name) })),
        ),
  );
  return ownNames;
}

const catalogueNames = new Map<string, readonly Name[]>();

function namesOf(food: CatalogueFood): readonly Name[] {
  let names = catalogueNames.get(food.key);
  if (!names) {
    names = Object.values(food.names).flatMap((list) => list.map(toName));
    catalogueNames.set(food.key, names);
  }
  return names;
}

type Found = { row: Substitution; length: number };

/** The longest of this table's own names in the text; on a tie the earliest, then the caller's language. */
function findOwnName(text: Text, language: Language): Found | null {
  let best: { row: Substitution; span: Span; language: Language } | null = null;
  for (const own of listOwnNames()) {
    const span = spanOf(text, own.name);
    if (!span) continue;
    if (
      !best ||
      span.length > best.span.length ||
      (span.length === best.span.length && span.start < best.span.start) ||
      (span.length === best.span.length &&
        span.start === best.span.start &&
        own.language === language &&
        best.language !== language)
    ) {
      best = { row: own.row, span, language: own.language };
    }
  }
  return best && { row: best.row, length: best.span.length };
}

/**
 * The table food a normalised text names. The catalogue's longest name and this table's own
 * longest name compete on length, the table's own winning a tie: its names are the more
 * specific ones ("self-raising flour", "pine nuts" are also catalogue names for flour and nuts).
 * When the longest name is a catalogue food without a row ("peanut butter", "rice milk"), those
 * words name that food, not a shorter one inside them, so the search goes on either side of them
 * ("milk for the mashed potatoes" still finds milk).
 */
function findIn(value: string, language: Language): Found | null {
  if (value.length === 0) return null;
  const text = toText(value);
  const own = findOwnName(text, language);
  const food = findFood(value, language);
  const span = food ? longestSpan(text, namesOf(food)) : null;
  if (own && (!span || own.length >= span.length)) return own;
  if (!food) return null;
  const row = ROW_BY_CATALOGUE_KEY.get(food.key);
  if (row) return { row, length: span?.length ?? text.compact.length };
  if (!span) return null;
  const before = findIn(value.slice(0, span.start).trim(), language);
  const after = findIn(value.slice(span.end).trim(), language);
  return after && (!before || after.length > before.length) ? after : before;
}

/**
 * The substitution for the food a free text names, in any of the five languages: a name ("sour
 * cream", "Schalotten") or a whole question ("what can I use instead of buttermilk",
 * "我没有玉米淀粉用什么代替"). The longest food name found wins ("self-raising flour" over
 * "flour", "sour cream" over "cream"); accents, case and plural endings are ignored; Chinese
 * names are found inside the text. null when the text names no food of the table.
 */
export function findSubstitution(text: string, language: Language): Substitution | null {
  if (typeof text !== 'string') return null;
  const value = normalizeFoodName(text.slice(0, MAX_TEXT)).replace(SCRIPT_EDGE, '$1$2 ');
  return findIn(value, language)?.row ?? null;
}

/** The ways round it in one language, each with its note: "1 tsp … (not for frying)". */
export function substitutionOptions(substitution: Substitution, language: Language): string[] {
  return substitution.options.map(({ text, note }) => {
    if (!note) return text[language];
    return language === 'zh' ? `${text.zh}（${note.zh}）` : `${text[language]} (${note[language]})`;
  });
}

/** The food's display name in one language: the catalogue's first name, or this table's own. */
export function substitutionName(substitution: Substitution, language: Language): string {
  const names = substitution.names ?? foodByKey(substitution.key)?.names;
  return names?.[language][0] ?? substitution.key;
}
