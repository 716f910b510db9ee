/**
 * The things a request names to add ("2 litres of milk and a dozen eggs", "把两升牛奶放进冰箱"): the
 * request split at "and" and commas, the words around each piece that ask rather than name ("add",
 * "please", "to the fridge") trimmed off, each piece read by the quick-add parser and matched to
 * the food catalogue, a misspelt food ("mlik") matched when one letter is off.
 */
import type { Language } from '../../settings-options';
import { CATALOGUE_LANGUAGES, FOOD_CATALOGUE, findFood, normalizeFoodName } from '../food-catalogue';
import { HAN_DIGITS, NUMBER_WORDS, parseNumberToken, parseQuickAdd } from '../quantity-parser';
import { parseCount } from '../step-timers';
import { parseUnit } from '../units';
import type { ChefItem } from './intents';
import {
  ACQUIRE,
  ADD,
  ADDRESS,
  FILLER,
  GREETING,
  INVENTORY,
  LIST_NAMES,
  LOCATIONS,
  NOTE_DOWN,
  ORIGIN,
  SHOPPING_LIST,
} from './vocabulary';
import { edgeStripper } from './text';

/** "and", commas, "plus": between items (a comma inside "1,5" is not). */
const SEPARATORS =
  /\s*(?:[,;:](?!\d)|\s(?:and|&|plus|as well as|along with|with|y|e|et|et puis|puis|pis|avec|und|sowie|mit|dann)\s)\s*|\s*(?:和|、|，|；|还有|以及|跟|与|另外)\s*/u;

/** The edge words of a piece: what asks (add, put, buy), politeness, and where it goes. */
const stripEdges = edgeStripper([
  ADD,
  ACQUIRE,
  FILLER,
  GREETING,
  ADDRESS,
  SHOPPING_LIST,
  LIST_NAMES,
  NOTE_DOWN,
  ORIGIN,
  INVENTORY,
  ...LOCATIONS.map(([, names]) => names),
]);

/**
 * "half a litre", "medio kilo", "un demi-litre", "ein halber Liter", "半公斤", "half a dozen": a
 * half before a unit becomes 0.5 the quick-add parser reads (only before a unit: "demi-écrémé" is
 * a kind of milk).
 */
const HALVES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![\p{L}\d])(?:a |one )?half (?:an? |of an? )?(?=\p{L})/gu, '0.5 '],
  [/(?<![\p{L}\d])(?:medio|media) (?=\p{L})/gu, '0.5 '],
  [/(?<![\p{L}\d])(?:un |une )?demi (?=(?:litre|kilo|livre|douzaine|verre|tasse|baguette))/gu, '0.5 '],
  [/(?<![\p{L}\d])(?:ein|eine|einen|einem) halbe[nrs]? (?=\p{L})/gu, '0.5 '],
  [/(?<![\p{L}\d])halbe[nrs]? (?=\p{L})/gu, '0.5 '],
  [/半(?=[升斤公克包袋瓶盒打])/gu, '0.5'],
];

/** "2 and a half", "dos y medio", "deux et demi", "zwei und ein halb", "zweieinhalb": a whole and a half. */
const AND_A_HALF =
  /(?<![\p{L}\d])(\d+|\p{L}+?) ?(?:and a half|y medio|y media|et demi|et demie|und ein halb|und eine halbe|einhalb)(?![\p{L}\d])/gu;

/** "ne Schachtel", "'nen Liter", "n Sack": spoken German for "eine", "einen", "ein". */
const SPOKEN_ARTICLES = /(?<![\p{L}\d])(?:ne|nen|n)(?= \p{L})/gu;

const HAN_NUMERALS: Readonly<Record<string, number>> = { 零: 0, ...HAN_DIGITS };
const HAN_PLACES: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000 };

/** "五百" 500, "一千二百" 1200, "三十五" 35. */
function hanNumberValue(numerals: string): number {
  let total = 0;
  let digit = 0;
  for (const char of numerals) {
    const place = HAN_PLACES[char];
    if (place === undefined) digit = HAN_NUMERALS[char] ?? 0;
    else {
      total += (digit || 1) * place;
      digit = 0;
    }
  }
  return total + digit;
}

/**
 * An amount as the quick-add parser reads it: halves as 0.5, "2 and a half" as 2.5, Chinese
 * hundreds ("五百克") and fractions ("四分之一杯") as digits, spoken German articles as "eine".
 */
export function withAmounts(piece: string, language?: Language): string {
  const wholes = piece.replace(AND_A_HALF, (said: string, whole: string) => {
    const value = parseNumberToken(whole);
    return value === null ? said : String(value + 0.5);
  });
  const halves = HALVES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), wholes);
  const han = halves
    .replace(
      /([一二两三四五六七八九十\d]+)分之([一二两三四五六七八九\d]+)/gu,
      (_, below: string, above: string) => String(hanOrDigits(above) / hanOrDigits(below)),
    )
    .replace(/[一二两三四五六七八九十零]*[百千][一二两三四五六七八九十零百千]*/gu, (numerals) =>
      String(hanNumberValue(numerals)),
    );
  const counted = han.replace(HAN_COUNT, (numerals: string) => String(hanOrDigits(numerals)));
  return language === 'de'
    ? counted
        .replace(SPOKEN_ARTICLES, (word) => `ei${word}`)
        .replace(FOLDED_GERMAN_NUMBERS, (word) => UMLAUTED[word]!)
    : counted;
}

/** "番薯三个", "汤圆两包": a count said after the food, before its counter, read as digits. */
const HAN_COUNT = /[一二两三四五六七八九十]+(?=[个包袋瓶盒把根斤克块罐听条颗只杯升打串棵支])/gu;

/** "funf", "zwolf": German number words as a request is folded, without the umlaut the parser knows. */
const UMLAUTED: Readonly<Record<string, string>> = {
  funf: 'fünf',
  zwolf: 'zwölf',
  funfzehn: 'fünfzehn',
  funfzig: 'fünfzig',
};
const FOLDED_GERMAN_NUMBERS = new RegExp(`(?<!\\p{L})(?:${Object.keys(UMLAUTED).join('|')})(?!\\p{L})`, 'gu');

function hanOrDigits(numerals: string): number {
  return /^\d+$/.test(numerals) ? Number(numerals) : hanNumberValue(numerals) || 1;
}

/** A unit the parser reads from a Chinese counter ("三个") is a count, not pieces. */
const PIECE_WORDS = /(?<!\p{L})(?:pieces?|pcs|stuck|stueck|stk|trozos?|pedazos?|morceaux?)(?!\p{L})|片/u;

/** Latin-script catalogue names, for matching a name one letter off ("mlik", "tomatos"). */
let spellingIndex: Array<{ name: string; key: string }> | undefined;

function catalogueSpellings(): Array<{ name: string; key: string }> {
  spellingIndex ??= FOOD_CATALOGUE.flatMap((food) =>
    CATALOGUE_LANGUAGES.flatMap((language) =>
      food.names[language].map((name) => ({ name: normalizeFoodName(name), key: food.key })),
    ),
  );
  return spellingIndex;
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
  const found = findFood(name, language);
  if (!misspelt) return found?.key ?? null;
  const folded = normalizeFoodName(name);
  if (/\p{Script=Han}/u.test(folded) || folded.length < 4) return found?.key ?? null;
  // "cocnut milk" holds "milk" spelt right, but is coconut milk spelt wrong: a slip in the whole
  // name wins over a shorter name found inside it.
  if (found && isWholeName(folded, found.key)) return found.key;
  const last = folded.split(' ').pop()!;
  const slip = (candidate: string, word: string) =>
    word.length >= 5 ? oneEditApart(candidate, word) : word.length === 4 && swapped(candidate, word);
  for (const { name: candidate, key } of catalogueSpellings()) if (slip(candidate, folded)) return key;
  if (found) return found.key;
  for (const { name: candidate, key } of catalogueSpellings())
    if (last !== folded && slip(candidate, last)) return key;
  return null;
}

function swapped(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const i = [...a].findIndex((char, at) => char !== b[at]);
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** Words that are grammar in a language and a food in another ("the" is tea in French, "te" tea in Spanish). */
const GRAMMAR: Partial<Record<Language, ReadonlySet<string>>> = {
  en: new Set(['the']),
  es: new Set(['te']),
  fr: new Set(['te']),
};

/** Every catalogue food a text names, in order ("spinach feta and eggs" → spinach, feta, eggs). */
export function foodsIn(text: string, language: Language, options: { slips?: boolean } = {}): string[] {
  const found: Array<{ key: string; at: number }> = [];
  if (language === 'zh' || /\p{Script=Han}/u.test(text)) {
    const compact = text.replace(/\s+/g, '');
    for (let at = 0; at < compact.length; at++) {
      for (let length = Math.min(6, compact.length - at); length >= 2; length--) {
        const food = findFood(compact.slice(at, at + length), language);
        if (food && isWholeName(compact.slice(at, at + length), food.key)) {
          found.push({ key: food.key, at });
          at += length - 1;
          break;
        }
      }
    }
  } else {
    const words = text.split(' ').filter((word) => word !== ',');
    for (let i = 0; i < words.length; i++) {
      // "a tin of tomatoes": the canned kind.
      const canned = [words[i - 1], words[i - 2]].some((word) => word && parseUnit(word) === 'can');
      const key = foodAt(words, i, language, options.slips ?? true);
      if (key) {
        found.push({ key: canned ? cannedFood(key.key) : key.key, at: i });
        i += key.span - 1;
      }
    }
  }
  return [...new Set(found.map((f) => f.key))];
}

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
  const slip = slips ? slipOf(words[i]!) : null;
  return slip ? { key: slip, span: 1 } : null;
}

/** Words already looked up for a slip: a request is read several times, in up to five languages. */
const slips = new Map<string, string | null>();

/** The catalogue food a word of six letters or more is one slip off ("lentills"), or null. */
function slipOf(word: string): string | null {
  if (word.length < 6 || !/^\p{L}+$/u.test(word)) return null;
  let key = slips.get(word);
  if (key === undefined) {
    key = catalogueSpellings().find((entry) => oneEditApart(entry.name, word))?.key ?? null;
    if (slips.size >= 2000) slips.clear();
    slips.set(word, key);
  }
  return key;
}

/** Whether a phrase is one of the food's names (in any language, plural or singular), not just holds one. */
function isWholeName(phrase: string, key: string): boolean {
  const words = normalizeFoodName(phrase).split(' ');
  return catalogueSpellings().some((entry) => {
    if (entry.key !== key) return false;
    const names = entry.name.split(' ');
    return names.length === words.length && names.every((name, i) => sameWord(name, words[i]!));
  });
}

/** The same word, or its plural ("tomato"/"tomatoes", "Zwiebel"/"Zwiebeln", "poireau"/"poireaux"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.startsWith(short) && ['s', 'es', 'x', 'n', 'en', 'e'].includes(long.slice(short.length));
}

/** Words that name nothing to stock: pronouns and the like ("throw those in", "add em"). */
const NOT_FOOD = new Set([
  'those',
  'these',
  'them',
  'em',
  'it',
  'that',
  'this',
  'stuff',
  'things',
  'everything',
  'all',
  'lo',
  'la',
  'los',
  'las',
  'eso',
  'esto',
  'todo',
  'le',
  'les',
  'ca',
  'cela',
  'tout',
  'faut',
  'on',
  'das',
  'es',
  'sie',
  'alles',
  'dies',
  'ich',
  'wir',
  'i',
  'we',
  'you',
  'he',
  'she',
  'yo',
  'je',
  'tu',
  'du',
  'was',
  'what',
  'que',
  'quoi',
  // What is said of an item rather than the item ("wir haben keine mehr", "c'est acheté").
  'any',
  'none',
  'nothing',
  'more',
  'is',
  'are',
  'hay',
  'casa',
  'nada',
  'c',
  'est',
  'rien',
  'kein',
  'keine',
  'mehr',
  'ist',
  'sind',
  'kann',
  // Whatever is in the house, not a food ("mit meinen Sachen", "con lo que hay").
  'cosas',
  'choses',
  'trucs',
  'sachen',
  'dinge',
  'zeug',
  'tengo',
  'tenemos',
  'provisions',
  'vorrate',
  'vorraete',
  // Articles left alone once the rest is trimmed ("setz die bitte auf die Liste").
  'die',
  'der',
  'den',
  'el',
  // The verbs of cooking, left over from "was kann ich mit dem kochen".
  'cook',
  'make',
  'cocinar',
  'hacer',
  'cuisiner',
  'faire',
  'kochen',
  'machen',
]);

/**
 * Where in a piece the item starts: at its amount ("… and i bought | a bag of carrots", "hab mal
 * | 2 Packungen Haferflocken geholt", "今天超市买了|一袋面粉"), else at the first food the catalogue
 * knows, else the piece as it is.
 */
function itemStart(piece: string, language: Language): string {
  const han = /\p{Script=Han}/u.test(piece) && !/[a-z]/.test(piece);
  const starts: number[] = [];
  if (han) {
    const compact = piece.replace(/\s+/g, '');
    for (let at = 0; at < compact.length; at++) starts.push(at);
    for (const at of starts) {
      const rest = compact.slice(at);
      const parsed = parseQuickAdd(withAmounts(rest, language));
      if (parsed && parsed.quantity !== null && /^[\d一二两三四五六七八九十半几]/u.test(rest)) return rest;
    }
    for (const at of starts) if (isFoodAt(compact.slice(at), language)) return compact.slice(at);
    return compact;
  }
  const words = piece.split(' ');
  for (let i = 0; i < words.length; i++) {
    const rest = words.slice(i).join(' ');
    const parsed = parseQuickAdd(withAmounts(rest, language));
    if (!parsed || parsed.quantity === null) continue;
    // "a cucumber", "ein Kilo Äpfel", "2 avocados": an amount, then a unit or something to eat.
    if (parsed.unit !== null || findFood(parsed.name, language) || /^\d/.test(words[i]!)) return rest;
  }
  for (let i = 0; i < words.length; i++) {
    for (let span = Math.min(3, words.length - i); span >= 1; span--) {
      const phrase = words.slice(i, i + span).join(' ');
      const food = findFood(phrase, language);
      if (food && isWholeName(phrase, food.key)) return words.slice(i).join(' ');
    }
  }
  return piece;
}

/**
 * "trag Radieschen ein", "schreib Milch auf": a German verb's particle closes the sentence, after
 * the last item.
 */
function withoutParticle(piece: string, language: Language): string {
  return language === 'de' ? piece.replace(/ (?:ein|rein|auf|dazu|hinzu|mit)$/u, '') : piece;
}

/** Whether Han text starts with a catalogue food's name. */
function isFoodAt(text: string, language: Language): boolean {
  for (let length = Math.min(6, text.length); length >= 2; length--) {
    const food = findFood(text.slice(0, length), language);
    if (food && isWholeName(text.slice(0, length), food.key)) return true;
  }
  return false;
}

/** Whether text ends with a catalogue food's whole name ("… chicken stock", "…米醋"). */
function endsWithFood(text: string, language: Language): boolean {
  const han = /\p{Script=Han}$/u.test(text);
  const words = han ? [] : text.split(' ');
  const ends = han
    ? [6, 5, 4, 3, 2].map((length) => text.slice(-length))
    : [3, 2, 1].map((count) => words.slice(-count).join(' '));
  return ends.some((end) => {
    if (GRAMMAR[language]?.has(end)) return false;
    const food = findFood(end, language);
    return food !== null && food !== undefined && isWholeName(end, food.key);
  });
}

/** One piece of a request → the item it names, or null when it names nothing. */
function readPiece(piece: string, language: Language, misspelt: boolean): ChefItem | null {
  const keep = (text: string) => endsWithFood(text, language);
  const trimmed = stripEdges(
    itemStart(stripEdges(withoutParticle(piece, language), language, keep), language),
    language,
    keep,
  );
  if (trimmed.length === 0) return null;
  const parsed = parseQuickAdd(withAmounts(trimmed, language));
  if (!parsed) return null;
  const name = stripEdges(normalizeFoodName(parsed.name), language, keep);
  if (name.length === 0 || /^\d+$/.test(name)) return null;
  let { quantity, unit } = parsed;
  if (unit === 'dozen') {
    quantity = (quantity ?? 1) * 12;
    unit = null;
  }
  if (unit === 'piece' && !PIECE_WORDS.test(trimmed)) unit = null;
  const named = matchFood(name, language, misspelt);
  // "a tin of tomatoes" is canned tomatoes.
  const foodKey = named !== null && unit === 'can' ? cannedFood(named) : named;
  // A long piece with nothing known in it is talk ("i just got back from the shops").
  if (foodKey === null && quantity === null && (!namesSomething(name) || piece.split(' ').length > 7))
    return null;
  return { name, foodKey, quantity, unit };
}

/**
 * Whether words the catalogue does not know may still name a food ("saffron", "tahini"): a few
 * words, none of them a pronoun or a filler ("throw those", "que no se me olvide" do not).
 */
export function namesSomething(name: string): boolean {
  if (/\p{Script=Han}/u.test(name)) return name.length <= 5 && !HAN_NOT_FOOD.test(name);
  const words = name.split(' ');
  return words.length <= 3 && !words.some((word) => NOT_FOOD.has(word));
}

/** Han words for whatever is at hand, not a food ("现有的东西", "材料"). */
const HAN_NOT_FOOD = /东西|材料|食材|现有|家里|库存|随便/u;

/** The canned kind of a food, for one bought in a can ("tomatoes" → "canned tomatoes"). */
let cannedKinds: Map<string, string> | undefined;

function cannedFood(key: string): string {
  if (!cannedKinds) {
    const namesOf = new Map<string, string[]>();
    for (const { name, key: food } of catalogueSpellings())
      if (!/\p{Script=Han}/u.test(name)) namesOf.set(food, [...(namesOf.get(food) ?? []), ` ${name} `]);
    const canned = FOOD_CATALOGUE.filter((food) => food.unit === 'can');
    cannedKinds = new Map();
    for (const food of FOOD_CATALOGUE) {
      if (food.unit === 'can') continue;
      const own = namesOf.get(food.key) ?? [];
      const kind = canned.find((can) =>
        (namesOf.get(can.key) ?? []).some((name) => own.some((word) => name.includes(word))),
      );
      if (kind) cannedKinds.set(food.key, kind.key);
    }
  }
  return cannedKinds.get(key) ?? key;
}

/**
 * A piece that runs on into the next item without "and" ("medio kilo de fresas | un paquete de
 * galletas", "des kiwis | trois mangues"): cut where a new amount with a unit, or a count of a
 * known food, starts after a food has been named.
 */
function runOnPieces(piece: string, language: Language): string[] {
  if (/\p{Script=Han}/u.test(piece)) return [piece];
  const words = withAmounts(piece, language).split(' ');
  for (let i = 2; i < words.length - 1; i++) {
    if (parseNumberToken(words[i]!) === null && !NUMBER_WORDS.has(words[i]!)) continue;
    const parsed = parseQuickAdd(words.slice(i).join(' '));
    if (!parsed || parsed.quantity === null || parsed.name.length === 0) continue;
    // "des kiwis trois mangues": without a unit, only a count of a known food starts an item.
    if (parsed.unit === null && findFood(parsed.name, language) === null) continue;
    const before = words.slice(0, i).join(' ');
    if (foodsIn(before, language).length === 0) continue;
    return [before, ...runOnPieces(words.slice(i).join(' '), language)];
  }
  return [piece];
}

/**
 * Foods named one after another without "and" ("Naturjoghurt Parmesan"): each word a catalogue
 * name of its own. Only in languages where such pairs are lists, not a food and what it is made
 * with (English "chocolate milk").
 */
function listedFoods(name: string, language: Language): string[] | null {
  if (!LISTING_LANGUAGES.has(language) || findFood(name, language) === null) return null;
  const words = name.split(' ');
  if (words.length < 2) return null;
  const parts: string[] = [];
  for (let i = 0; i < words.length;) {
    const span = [3, 2, 1].find((n) => {
      const phrase = words.slice(i, i + n).join(' ');
      return i + n <= words.length && isCatalogueName(phrase);
    });
    if (span === undefined) return null;
    parts.push(words.slice(i, i + span).join(' '));
    i += span;
  }
  return parts.length > 1 ? parts : null;
}

/**
 * A catalogue name as written, or its plural ("Parmesan", "tomates"; not "frais" for "fraise",
 * nor a short word such as "ein" for "Ei").
 */
function isCatalogueName(phrase: string): boolean {
  if (phrase.length < 4 || NOT_FOOD.has(phrase)) return false;
  return catalogueSpellings().some(
    ({ name }) =>
      phrase === name || (phrase.startsWith(name) && PLURAL_ENDINGS.has(phrase.slice(name.length))),
  );
}

const PLURAL_ENDINGS: ReadonlySet<string> = new Set(['s', 'es', 'x', 'n', 'en', 'e']);

const LISTING_LANGUAGES: ReadonlySet<Language> = new Set(['es', 'fr', 'de']);

/** A piece that is only an amount with its unit ("ein halber Liter", "200 g"), or null. */
function amountAlone(piece: string, language: Language): Pick<ChefItem, 'quantity' | 'unit'> | null {
  const [amount, ...rest] = withAmounts(stripEdges(piece, language), language).split(' ');
  const quantity = amount === undefined ? null : (parseNumberToken(amount) ?? parseCount(amount, language));
  const unit = rest.length > 0 && rest.length <= 2 ? parseUnit(rest.join(' ')) : null;
  return quantity !== null && unit !== null && unit !== 'piece' ? { quantity, unit } : null;
}

/** Every item a request names to add, in the order named; `misspelt` allows a slip in a food's name. */
export function readItems(
  text: string,
  language: Language,
  options: { misspelt?: boolean } = {},
): ChefItem[] {
  const misspelt = options.misspelt ?? true;
  // One request asks for its items several times (appliance, list, pantry), in up to five languages.
  const key = `${language}${misspelt ? '+' : '-'}${text}`;
  let items = recentItems.get(key);
  if (!items) {
    items = itemsIn(text, language, misspelt);
    if (recentItems.size >= 32) recentItems.clear();
    recentItems.set(key, items);
  }
  return items.map((item) => ({ ...item }));
}

const recentItems = new Map<string, readonly ChefItem[]>();

function itemsIn(text: string, language: Language, misspelt: boolean): ChefItem[] {
  const items: ChefItem[] = [];
  // "salt n pepper" lists in English; "hab n Sack" is German for "a sack".
  const joined = language === 'en' ? text.replace(/(?<=\s)n(?=\s)/gu, 'and') : text;
  for (const piece of joined.split(SEPARATORS).flatMap((part) => runOnPieces(part, language))) {
    // "Schlagobers, ein halber Liter, …": an amount said on its own after the food it measures.
    const last = items[items.length - 1];
    const amount = last && last.quantity === null ? amountAlone(piece, language) : null;
    if (last && amount) {
      Object.assign(last, amount);
      continue;
    }
    const item = piece ? readPiece(piece, language, misspelt) : null;
    if (!item) continue;
    const listed = listedFoods(item.name, language);
    if (!listed) items.push(item);
    else
      listed.forEach((name, i) =>
        items.push({
          name,
          foodKey: matchFood(name, language, false),
          quantity: i === 0 ? item.quantity : null,
          unit: i === 0 ? item.unit : null,
        }),
      );
  }
  return items;
}
