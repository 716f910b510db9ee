/**
 * Foods in a request: the catalogue's names in the five languages, their plurals, and a name one
 * letter off ("mlik", "lentills").
 */
import type { Language } from '../../settings-options';
import {
  FOOD_CATALOGUE,
  findFood,
  foodByKey,
  normalizeFoodName,
  normalizedCatalogueNames,
  wordForms,
  type CatalogueFood,
  type CatalogueLanguage,
} from '../food-catalogue';
import { parseUnit } from '../units';
import { foodSoundingLike } from './han-sound';
import { NOT_FOOD } from './talk';
import type { Span } from './text';

type Spelling = { name: string; key: string; language: CatalogueLanguage };

/**
 * The catalogue's names as typed (folded), in catalogue order, and the same names indexed: by
 * food, by length (a slip changes a length by one at most), and by how they sound, so that a word
 * is held against the few names it can be a slip of, not against every name.
 */
type Spellings = {
  all: readonly Spelling[];
  names: ReadonlySet<string>;
  /** The words of the names in each language, and in all of them. */
  words: ReadonlyMap<Language, ReadonlySet<string>>;
  allWords: ReadonlySet<string>;
  /** Each food's names, as words. */
  byKey: ReadonlyMap<string, ReadonlyArray<readonly string[]>>;
  /** Positions in `all`, ascending, so that the first found is the first in catalogue order. */
  byLength: ReadonlyMap<number, readonly number[]>;
  bySound: ReadonlyMap<string, readonly number[]>;
  bySoundPlain: ReadonlyMap<string, readonly number[]>;
};

let spellings: Spellings | undefined;

function indexSpellings(): Spellings {
  if (spellings) return spellings;
  const all = normalizedCatalogueNames().map(({ food, language, name }) => ({
    name,
    key: food.key,
    language,
  }));
  const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  const byKey = new Map<string, string[][]>();
  const byLength = new Map<number, number[]>();
  const bySound = new Map<string, number[]>();
  const bySoundPlain = new Map<string, number[]>();
  const words = new Map<Language, Set<string>>();
  all.forEach(({ name, key, language }, at) => {
    push(byKey, key, name.split(' '));
    for (const word of name.split(' ')) words.set(language, (words.get(language) ?? new Set()).add(word));
    push(byLength, name.length, at);
    push(bySound, soundKey(name, true), at);
    push(bySoundPlain, soundKey(name, false), at);
  });
  spellings = {
    all,
    names: new Set(all.map(({ name }) => name)),
    words,
    allWords: new Set([...words.values()].flatMap((set) => [...set])),
    byKey,
    byLength,
    bySound,
    bySoundPlain,
  };
  return spellings;
}

/** The catalogue's names in the five languages, folded, in catalogue order. */
export function catalogueSpellings(): readonly Spelling[] {
  return indexSpellings().all;
}

/** Whether a folded phrase is one of the catalogue's names, or its plural ("tomates", "Zwiebeln"). */
export function isCatalogueSpelling(phrase: string): boolean {
  const { names } = indexSpellings();
  return (
    names.has(phrase) ||
    PLURAL_ENDINGS.some((end) => phrase.endsWith(end) && names.has(phrase.slice(0, -end.length)))
  );
}

/**
 * Whether the words found at a span of folded text are part of a catalogue name said around them
 * ("dogs" in "hot dogs", "狗" in "热狗"): up to two words (Chinese: three characters) either side.
 */
export function insideFoodName(text: string, span: Span, language: Language): boolean {
  if (language === 'zh') {
    for (let before = 0; before <= 3; before++)
      for (let after = 0; after <= 3; after++)
        if (
          before + after > 0 &&
          isCatalogueSpelling(text.slice(Math.max(0, span.at - before), span.at + span.length + after))
        )
          return true;
    return false;
  }
  const before = text.slice(0, span.at).trim().split(' ').filter(Boolean).slice(-2);
  const after = text
    .slice(span.at + span.length)
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 2);
  const said = text.slice(span.at, span.at + span.length);
  for (let b = 0; b <= before.length; b++)
    for (let a = 0; a <= after.length; a++)
      if (
        a + b > 0 &&
        isCatalogueSpelling([...before.slice(before.length - b), said, ...after.slice(0, a)].join(' '))
      )
        return true;
  return false;
}

/** What a plural adds to a word in the five languages ("tomato"/"tomatoes", "Zwiebel"/"Zwiebeln"). */
const PLURAL_ENDINGS = ['s', 'es', 'x', 'n', 'en', 'e'];

/**
 * A food named in a form the catalogue does not list: a Spanish diminutive ("galletitas",
 * "cebollitas" → galletas, cebollas), or a German compound by its head noun ("Marillenmarmelade"
 * → Marmelade; heads of six letters or more, so "Bärlauch" is not taken for leeks).
 */
function wordFormFood(name: string, language: Language): CatalogueFood | null {
  const folded = normalizeFoodName(name);
  if (language === 'es') {
    const plain = folded.replace(/(?:c|)it(a|o)(s?)(?=$| )/u, '$1$2');
    if (plain !== folded) return findFood(plain, language);
  }
  if (language === 'de' && /^\p{L}+$/u.test(folded)) {
    // "Kirschtomaten", "Roggenbrot", "Bioeier": a German compound is the food its last part names
    // (a short part only after three letters or more: "Meis" is no "Eis").
    for (let at = 1; folded.length - at >= 4; at++) {
      if (folded.length - at < 6 && at < 3) continue;
      const head = folded.slice(at);
      // "Nudelsalat" is a dish, "Bärlauch" a herb: not lettuce, not leeks.
      if (head === 'salat' || head === 'lauch') break;
      const food = findFood(head, language);
      if (food && isWholeName(head, food.key)) return food;
    }
  }
  return null;
}

/** At most one letter added, dropped, changed or two swapped (Damerau–Levenshtein ≤ 1). */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/**
 * The catalogue food a name is, allowing one slip of the keyboard when `misspelt` ("tomatos",
 * "mlik"): one letter added, dropped or changed in a word of five letters or more, or two letters
 * swapped in one of four. Shorter words, and Chinese (where one character off is another word),
 * need an exact match.
 */
export function matchFood(name: string, language: Language, misspelt = true): string | null {
  if (ONLY_GRAMMAR[language]?.has(name)) return null;
  const found = findFood(name, language) ?? wordFormFood(name, language);
  if (found && isOtherProduct(normalizeFoodName(name), found.key, language)) return null;
  if (!misspelt) return found?.key ?? null;
  const folded = normalizeFoodName(name);
  // ("波菜", "面芬": Chinese typed by sound, another character of the same syllable.)
  if (/\p{Script=Han}/u.test(folded)) return found?.key ?? foodSoundingLike(folded);
  if (folded.length < 4) return found?.key ?? null;
  // "cocnut milk" holds "milk" spelt right, but is coconut milk spelt wrong: a slip in the whole
  // name wins over a shorter name found inside it.
  if (found && isWholeName(folded, found.key)) return found.key;
  const last = folded.split(' ').pop()!;
  const whole = firstSlip(folded);
  if (whole) return whole;
  // "strawberry jam" is jam: in English the last word names the food, the ones before its kind;
  // in Spanish and French the first does ("binagre de manzana" is vinegar, not apples; "sebollas
  // moradas" are onions).
  if (language === 'es' || language === 'fr') {
    const first = folded.split(' ')[0]!;
    // (A food not found otherwise only by a name of the request's language: "montón" is no "mouton".)
    const head = first === folded ? null : firstSlip(first, found ? undefined : language);
    if (head && !findFood(first, language)) return head;
  }
  if (found) return (language === 'en' ? headFood(folded) : null) ?? found.key;
  // The last word of several only with a slip in five letters or more ("pak choi" is not "Chio").
  if (last === folded || last.length < 5) return null;
  return firstSlip(last);
}

/**
 * The food of the first catalogue name (in catalogue order) that is a slip of a word: for a word of
 * five letters or more (or its singular), a name one slip or one sound off; for one of four, a name
 * with two letters swapped or a double letter typed once ("aroz"); only among names of `language`
 * when it is given. null when none is.
 */
function firstSlip(word: string, language?: Language): string | null {
  const { all, byLength, bySound, bySoundPlain } = indexSpellings();
  let first = Infinity;
  // Each list is ascending: its first fit is the earliest it holds.
  const earliest = (list: readonly number[] | undefined, fits: (name: string) => boolean) => {
    for (const at of list ?? []) {
      if (at >= first) return;
      if ((language === undefined || all[at]!.language === language) && fits(all[at]!.name)) {
        first = at;
        return;
      }
    }
  };
  if (word.length >= 5) {
    for (const form of slipForms(word)) {
      for (const length of [form.length - 1, form.length, form.length + 1])
        earliest(byLength.get(length), (name) => oneEditApart(name, form));
      earliest(bySound.get(soundKey(form, true)), (name) => name !== form);
      earliest(bySoundPlain.get(soundKey(form, false)), (name) => name !== form);
    }
  } else if (word.length === 4) {
    earliest(byLength.get(4), (name) => swapped(name, word));
    earliest(byLength.get(5), (name) => name.replace(/(\p{L})\1/gu, '$1') === word);
  }
  return first === Infinity ? null : all[first]!.key;
}

/**
 * Spelt as it sounds: "ll" and "y", "v" and "b", "z" and "s" are one sound in much of the Spanish
 * speaking world, so one is typed for the other ("mantequiya", "cevolla"); a letter doubled or not
 * ("mozarela") and "flour" for "flower" ("cauliflour") sound the same too.
 */
function soundKey(word: string, yeismo: boolean): string {
  const heard = word
    .replace(/flower/g, 'flour')
    // "sebollas", "serezas": "ce" and "ci" sound as "se" and "si" in much of the Spanish world.
    .replace(/c(?=[ei])/g, 's')
    .replace(/v/g, 'b')
    .replace(/z/g, 's');
  return (yeismo ? heard.replace(/ll/g, 'y') : heard).replace(/(\p{L})\1/gu, '$1');
}

/**
 * A word as typed, and its singular when long enough to be told from others ("Lachfilets" is
 * "Lachsfilet" one letter off; "courses" is not "courge").
 */
function singulars(word: string): string[] {
  return wordForms(word).filter((form, i) => i === 0 || form.length >= 7);
}

/**
 * The forms of a word that may be a slip: its singulars, less any word of a catalogue name, which
 * is spelt right ("miso paste" is not pasta), and any word of talk ("Hofer", a shop, is not
 * "Hafer").
 */
function slipForms(word: string): string[] {
  const { allWords } = indexSpellings();
  return singulars(word).filter((form) => !allWords.has(form) && !NOT_FOOD.has(form));
}

/**
 * Whether a folded word is a word of a catalogue name in the language ("chops" in "pork chops"):
 * spelt right. (In its own language only: "Sumo citrus" makes no Spanish "sumo" right.)
 */
export function isCatalogueWord(word: string, language: Language): boolean {
  return indexSpellings().words.get(language)?.has(word) ?? false;
}

/**
 * "fish sauce", "curry paste", "dulce de leche", "sirop d'érable": a food named with a kind of
 * product the catalogue lacks (after it in English, before it in Spanish and French) is what the
 * product is made of, not the food bought.
 */
function isOtherProduct(name: string, key: string, language: Language): boolean {
  const words = name.split(' ');
  if (words.length < 2 || isWholeName(name, key)) return false;
  if (language === 'en') return PRODUCT_HEADS.has(words[words.length - 1]!) && headFood(name) === null;
  if (language !== 'es' && language !== 'fr') return false;
  const head = words[0]!;
  return ROMANCE_PRODUCT_HEADS.has(head) && /^(?:de|del|d|au|a la|aux)$/u.test(words[1]!);
}

/** Kinds of product named first in Spanish and French ("dulce de leche", "sirop d'érable"). */
export const ROMANCE_PRODUCT_HEADS: ReadonlySet<string> = new Set([
  'dulce',
  'jarabe',
  'sirop',
  'extracto',
  'extrait',
  'esencia',
  'essence',
  'polvo',
  'poudre',
  'sopa',
  'soupe',
  'crema',
  'creme',
  'salsa',
  'sauce',
  'pure',
  'puree',
  'caramelo',
  'caramel',
  'mousse',
  'flan',
]);

const PRODUCT_HEADS: ReadonlySet<string> = new Set([
  'sauce',
  'sauces',
  'paste',
  'pastes',
  'powder',
  'extract',
  'essence',
  'seasoning',
  'spread',
  'syrup',
  'crisps',
  'chips',
  'cubes',
  'granules',
]);

/** The food the last one or two words of an English name are ("strawberry jam" → jam). */
function headFood(name: string): string | null {
  const words = name.split(' ');
  for (const count of [2, 1]) {
    if (words.length <= count) continue;
    const end = words.slice(-count).join(' ');
    const food = findFood(end, 'en');
    if (food && isWholeName(end, food.key)) return food.key;
  }
  return null;
}

function swapped(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const i = [...a].findIndex((char, at) => char !== b[at]);
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * Words that are grammar in a language and a food in another ("the" is tea in French, "te" tea in
 * Spanish; "reste", the rest, is German leftovers: French says "les restes").
 */
export const GRAMMAR: Partial<Record<Language, ReadonlySet<string>>> = {
  en: new Set(['the']),
  es: new Set(['te']),
  fr: new Set(['te', 'mais', 'reste']),
};

/**
 * Those of them that name no food in the language, alone either ("le reste", "il m'en reste"),
 * where the others do ("maïs" is corn in French, "té" tea in Spanish).
 */
const ONLY_GRAMMAR: Partial<Record<Language, ReadonlySet<string>>> = {
  en: new Set(['the']),
  fr: new Set(['reste']),
};

/** What stands before and after a one-character food in a list: a join, a pause, or the end. */
const HAN_LIST_BEFORE = /[，,、和跟同与及还有也买]/u;
const HAN_LIST_AFTER = /[，,、和跟同与及可也都的还呢吗了]/u;

/** Whether the character at `at` of text written without spaces stands alone in a list ("豆腐跟蛋可以"). */
export function aloneInHanList(compact: string, at: number): boolean {
  return HAN_LIST_BEFORE.test(compact[at - 1] ?? '，') && HAN_LIST_AFTER.test(compact[at + 1] ?? '，');
}

/** Every catalogue food a text names, in order ("spinach feta and eggs" → spinach, feta, eggs). */
export function foodsIn(text: string, language: Language, options: { slips?: boolean } = {}): string[] {
  const found: Array<{ key: string; at: number }> = [];
  if (language === 'zh' || /\p{Script=Han}/u.test(text)) {
    const compact = text.replace(/\s+/g, '');
    for (let at = 0; at < compact.length; at++) {
      for (let length = Math.min(6, compact.length - at); length >= 1; length--) {
        // One character is a food only between words that join or end a list ("豆腐跟蛋可以").
        if (length === 1 && !aloneInHanList(compact, at)) break;
        const food = findFood(compact.slice(at, at + length), language);
        if (food && isWholeName(compact.slice(at, at + length), food.key)) {
          found.push({ key: food.key, at });
          at += length - 1;
          break;
        }
      }
    }
  } else {
    // (A name never runs over a comma: each part of a list is read alone.)
    for (const part of text.split(',')) {
      const words = part.split(' ').filter((word) => word !== '');
      for (let i = 0, kindFrom = -1; i < words.length; i++) {
        // "a tin of tomatoes": the canned kind.
        const canned = [words[i - 1], words[i - 2]].some((word) => word && parseUnit(word) === 'can');
        const key = foodAt(words, i, language, options.slips ?? true);
        if (key) {
          // "mermelada de fresa", "tortillas de maíz": the food after "de" is the kind of the one
          // before it.
          if (i !== kindFrom) found.push({ key: canned ? cannedFood(key.key) : key.key, at: found.length });
          i += key.span - 1;
          // (Not after what is left: "un reste de riz" is rice.)
          if (
            (language === 'es' || language === 'fr') &&
            key.key !== 'leftovers' &&
            KIND_OF.has(words[i + 1] ?? '')
          )
            kindFrom = i + 2;
        }
      }
    }
  }
  return [...new Set(found.map((f) => f.key))];
}

/** "de" between two foods, in Spanish and French: the second is the first's kind. */
const KIND_OF: ReadonlySet<string> = new Set(['de', 'd']);

/**
 * The catalogue food named at word i, the longest name first, or a word of six letters or more
 * one slip off a name ("lentills", "champigons").
 */
function foodAt(
  words: readonly string[],
  i: number,
  language: Language,
  slips: boolean,
): { key: string; span: number } | null {
  for (let span = Math.min(3, words.length - i); span >= 1; span--) {
    const phrase = words.slice(i, i + span).join(' ');
    if (span === 1 && GRAMMAR[language]?.has(phrase)) continue;
    const food = findFood(phrase, language);
    if (food && isWholeName(phrase, food.key)) return { key: food.key, span };
  }
  // A word of six letters or more one slip off a name ("lentills"), unless a food spelt right
  // follows it ("flüssiger Honig" is honey, not "Flüssigei").
  const word = words[i]!;
  const slip =
    slips && word.length >= 6 && /^\p{L}+$/u.test(word) && !foodAt(words, i + 1, language, false)
      ? firstSlip(word)
      : null;
  return slip ? { key: slip, span: 1 } : null;
}

/** Whether a phrase is one of the food's names (in any language, plural or singular), not just holds one. */
export function isWholeName(phrase: string, key: string): boolean {
  const words = normalizeFoodName(phrase).split(' ');
  return (indexSpellings().byKey.get(key) ?? []).some(
    (names) => names.length === words.length && names.every((name, i) => sameWord(name, words[i]!)),
  );
}

/**
 * The same word, or its plural ("tomato"/"tomatoes", "Zwiebel"/"Zwiebeln", "poireau"/"poireaux",
 * "Pizza"/"Pizzen").
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (short.endsWith('a') && long === `${short.slice(0, -1)}en`) return true;
  return long.startsWith(short) && PLURAL_ENDINGS.includes(long.slice(short.length));
}

/**
 * For each food that is not itself of a kind (canned, frozen), the food of that kind one of whose
 * catalogue names is one of its names with a word of the kind ("canned tomatoes" → tomatoes,
 * "frozen spinach" in frozen vegetables → spinach, "冷冻西兰花" → 西兰花). A name that merely
 * holds another ("ice cream", "butter beans", "tuna in water") says nothing of a kind.
 */
function kindsOf(isKind: (food: CatalogueFood) => boolean, marker: RegExp): Map<string, string> {
  const owner = new Map<string, string>();
  for (const { name, key } of catalogueSpellings()) if (!owner.has(name)) owner.set(name, key);
  const kinds = new Map<string, string>();
  for (const kind of FOOD_CATALOGUE.filter(isKind))
    for (const { name, key } of catalogueSpellings()) {
      if (key !== kind.key) continue;
      const rest = name.replace(marker, ' ').replace(/\s+/g, ' ').trim();
      if (rest === name || rest.length === 0) continue;
      const food = owner.get(rest);
      if (food && food !== kind.key && !isKind(foodByKey(food)!) && !kinds.has(food))
        kinds.set(food, kind.key);
    }
  return kinds;
}

/**
 * The words that say a food is of the frozen or the canned kind, in the five languages (folded):
 * in a request ("blé d'Inde en canne", "冷冻西兰花") and in the catalogue's names ("canned tomatoes").
 */
export const FROZEN_WORDS =
  /(?<![\p{L}])(?:frozen|congelad[oa]s?|ultracongelad[oa]s?|surgelee?s?|congelee?s?|tiefgekuhlte?[nrs]?|tiefkuhl|tk|gefrorene?[nrs]?)(?![\p{L}])|冷冻|速冻|急冻|冷凍/gu;
export const CANNED_WORDS =
  /(?<![\p{L}])(?:canned|tinned|in a tin|in a can|in tins|in cans|en canne|en conserve|en lata|de lata|enlatad[oa]s?|en boite|in der dose|aus der dose|dosen|konserven)(?![\p{L}])|罐头|罐装/gu;

let frozenKinds: Map<string, string> | undefined;

/**
 * The frozen kind of a food, for one bought frozen ("frozen spinach", "冷冻西兰花"): the frozen
 * food that names it frozen, else frozen vegetables for produce; other foods stay as they are.
 */
export function frozenFood(key: string): string {
  frozenKinds ??= kindsOf((food) => food.category === 'frozen', FROZEN_WORDS);
  const kind = frozenKinds.get(key);
  if (kind) return kind;
  return foodByKey(key)?.category === 'produce' ? 'frozen-vegetables' : key;
}

let cannedKinds: Map<string, string> | undefined;

/** The canned kind of a food, for one bought in a can ("tomatoes" → "canned tomatoes"). */
export function cannedFood(key: string): string {
  cannedKinds ??= kindsOf((food) => food.unit === 'can', CANNED_WORDS);
  return cannedKinds.get(key) ?? key;
}
