/**
 * How the Chef's engine reads text: a request folded the way the word lists are written, cue
 * lists found in it, and the asking words trimmed from the ends of a piece.
 */
import type { Language } from '../../settings-options';
import { foldLetters, normalizeFoodName } from '../food-catalogue';
import { toSimplified } from '../han-variants';
import { escapeRegExp, type Words } from '../word-lists';
import * as V from './vocabulary';

/**
 * A request as the cue lists read it: lower case, accents, punctuation and apostrophes gone
 * ("What's" → "what s"), traditional Chinese characters in their simplified forms, digits kept with the decimal mark and fraction slash between them
 * ("1,5 l", "1/2 cup") so that amounts still read, and list separators kept as " , ".
 */
const NUMBER_MARKS: Readonly<Record<string, string>> = {
  ',': '\uE002',
  '.': '\uE003',
  '/': '\uE004',
  '⁄': '\uE004',
};
const MARKS_BACK: Readonly<Record<string, string>> = {
  '\uE001': ',',
  '\uE002': ',',
  '\uE003': '.',
  '\uE004': '/',
  '\uE005': '→',
};

/**
 * A message with its sentences and lines marked as clauses, as if commas stood between them: a full
 * stop before a capital ends a sentence, after a short word too ("…to add to what's at home. The
 * oranges were sold out", "… y una piña. ¿Me guardas lo demás?", "oublie-le. Tu…"); a list pasted or typed line by
 * line ("Freezer:⏎- 2 bags frozen peas⏎- 1kg raw prawns") has a clause a line, without the bullet
 * or number that opens it.
 */
function asClauses(text: string): string {
  const sentences = text
    .replace(/(?<=\p{Ll}{3}|-\p{Ll}{1,2})\.(?=\s+[¿¡"“«]?\p{Lu})/gu, ' , ')
    // ("…一瓶蜂蜜。蜂蜜是给我妈带的，不用记。": a Chinese full stop ends a sentence wherever it stands.)
    .replace(/(?<!。)。(?!。)/gu, ' , ');
  if (!/[\r\n]/u.test(sentences)) return sentences;
  return sentences
    .replace(/^[^\S\r\n]*(?:[-–—•*+·▪◦●○■□►▸✓✔]|\d{1,2}[.)](?!\d))[^\S\r\n]+/gmu, '')
    .replace(/\s*[\r\n]+\s*/gu, ' , ');
}

/**
 * A price: an amount with a currency before or after it ("£1.49", "2,99 €", "65p", "9 euros",
 * "19块9"), with "each" after it or "2 for" before it.
 */
const AMOUNT = String.raw`\d+(?:[.,]\d{1,2})?`;
const EACH = String.raw`(?: (?:each|ea|apiece|a piece|chacun|chacune|cada uno|cada una|pro stuck|das stuck|je)(?!\p{L}))?`;
const PRICE = new RegExp(
  [
    String.raw`(?:(?<!\p{L})\d+ for )?[£$€¥￥] ?${AMOUNT}${EACH}`,
    String.raw`(?<![\p{L}\d.,])(?:${AMOUNT} ?(?:€|£|\$|euros?|eur|dollars?|bucks|pence|cents?|centimos?|centimes?|francs?|chf|yuan|rmb)|\d+p)(?=[^\p{L}\d]|$)${EACH}`,
    String.raw`\d+(?:\.\d+)?(?:元|块钱|块\d|毛)`,
  ].join('|'),
  'giu',
);

const LAUGHTER =
  /(?<![\p{L}\p{N}])(?:(?:ha|ja|he|je|hi|ji){2,}h?|mdr|ptdr|xd+)(?![\p{L}\p{N}])|哈{2,}|嘿{2,}|呵{2,}|嘻{2,}|笑死/gu;

export function foldRequest(text: string): string {
  return (
    // "1½" is one and a half, not "11⁄2" once the fraction is spelt out.
    foldLetters(toSimplified(asClauses(text)).replace(/(?<=\d)(?=[¼½¾⅐-⅞])/gu, ' '))
      // A price said in passing counts nothing ("65p each", "2 for £3", "por 2,99 €",
      // "才19块9").
      .replace(PRICE, ' ')
      // Laughter is talk ("jajaja", "mdr": "lol"; "哈哈哈"); letters drawn out say the word, once
      // where the languages never double them ("siiii", "holaaa"), else twice ("weeek", "beeef").
      .replace(LAUGHTER, (said) => (/\p{Script=Han}/u.test(said) ? ' ' : ' lol '))
      .replace(/([ahijkquvwxy])\1{2,}/gu, '$1')
      .replace(/([a-z])\1{2,}/gu, '$1$1')
      // A size in brackets right after a food is said with it ("ein Glas Nutella (450 g)").
      .replace(/\s*\((\d+(?:[.,]\d+)? ?(?:g|kg|ml|cl|l))\)/giu, ' $1')
      // Marks inside numbers ("1,5", "0.5", "1/2") are kept, as placeholders while the rest goes.
      .replace(/(?<=\d)[.,/⁄](?=\d)/g, (mark) => NUMBER_MARKS[mark]!)
      // Commas, semicolons and colons stay, as " , ": they separate the items of a list; so do a
      // "+" or "&" standing alone ("fennel + capers").
      .replace(/[,;:、，；：]|(?<=\s)[+&](?=\s)/g, ' \uE001 ')
      // So does a pause ("four litres of milk… better six", "dix minutes... non, onze").
      .replace(/…|\.{2,}|。{2,}/gu, ' \uE001 ')
      // A full stop between sentences separates like a comma ("œufs : une demi-douzaine. beurre :
      // 250 g"), not one closing a short unit ("2 tbsp. sugar").
      .replace(/(?<=\p{L}{5,}|\d)\.(?=\s+\p{L})/gu, ' \uE001 ')
      // So does a question or an exclamation with more said after it ("… for pancakes? I've got milk").
      .replace(/[?!？！]+(?=\s*[^\s?!？！])/gu, ' \uE001 ')
      // A dash or brackets around a clause separate it too ("500 g Zucker – nein, ein ganzes Kilo –",
      // "12 tins of tuna (they were on offer)"); a percentage only says what kind ("crème 35 %").
      .replace(/\s[-–—]+\s|[()[\]]/gu, ' \uE001 ')
      .replace(/(?<!\S)[\d\uE002\uE003]+\s?%/gu, ' ')
      // An ordinal names no amount ("for my son's 10th", "le 2e étage").
      .replace(/(?<![\p{L}\p{N}])(?:\d+(?:st|nd|rd|th|e|eme|ème)|1er|1re)(?!\p{L})/gu, ' ')
      // An arrow stays as "→": "12 fl oz → ml" converts, "2 tins → cupboard" says where.
      .replace(/→|->|=>|⇒|➡/gu, ' \uE005 ')
      .replace(/[^\p{L}\p{N}\uE001-\uE005]+/gu, ' ')
      .replace(/[\uE001-\uE005]/g, (mark) => MARKS_BACK[mark]!)
      .replace(/\s+/g, ' ')
      .trim()
      // ("how's it going? 😊": a mark before what is dropped separates nothing.)
      .replace(/^(?:, ?)+|(?: ?,)+$/gu, '')
  );
}

/**
 * One list entry as a pattern. Words are separated by spaces: "vegan*" allows any ending, "*maschine" any start, a lone
 * "*" stands for one word and "..." for up to four ("lauft ... ab" for "läuft diese Woche ab"); in
 * Chinese, written without spaces, "*" stands for a few characters.
 */
function entrySource(entry: string, language: Language): { source: string; length: number } {
  if (language === 'zh') {
    const parts = entry
      .trim()
      .split('*')
      .map((part) => normalizeFoodName(part));
    return { source: parts.map(escapeRegExp).join('.{0,8}?'), length: parts.join('').length };
  }
  const tokens = entry.trim().split(/\s+/).filter(Boolean);
  const sources = tokens.map((token) => {
    if (token === '*') return '\\S+';
    if (token === '...') return '(?:\\S+ ){0,4}\\S*';
    // "*maschine": any start (a German compound's last part); "vegan*": any ending.
    const compound = token.startsWith('*');
    const stem = token.endsWith('*');
    const body = normalizeFoodName(token.slice(compound ? 1 : 0, stem ? -1 : undefined));
    return (compound ? '\\p{L}*' : '') + escapeRegExp(body) + (stem ? '\\p{L}*' : '');
  });
  const source = sources.join(' ').replace(/ \(\?:\\S\+ \)\{0,4\}\\S\* /g, ' (?:\\S+ ){0,4}');
  const length = tokens.filter((t) => t !== '*' && t !== '...').join(' ').length;
  return { source, length };
}

/**
 * The lists whose English words the other languages borrow as they are ("mets sur la shopping
 * list", "in den Freezer", "expire today", "un countdown", "shopping list 加"): those of five
 * letters or more, or of several words, which are not words of the borrowing language.
 */
const BORROWED: ReadonlySet<Words> = new Set([
  V.SHOPPING_LIST,
  V.LIST_NAMES,
  V.TODAY,
  V.TOMORROW,
  V.TIMER,
  ...V.LOCATIONS.map(([, names]) => names),
]);

function borrowedEntries(table: Words, language: Language): string[] {
  if (language === 'en' || !BORROWED.has(table)) return [];
  return table.en.split('|').filter((entry) => entry.includes(' ') || entry.replace(/\*/g, '').length >= 5);
}

function alternatives(tables: readonly Words[], language: Language, edge?: 'start' | 'end'): string {
  return (
    tables
      .flatMap((table) => [...table[language].split('|'), ...borrowedEntries(table, language)])
      // At a piece's edges, "hab ... gekauft" trims "hab" from its start and "gekauft" from its
      // end, not what is between them.
      // (Or the whole with nothing between: "trag ein drei Dosen…".)
      .flatMap((entry) => {
        if (edge === undefined || !entry.includes('...')) return [entry];
        const parts = entry.split(/\s*\.\.\.\s*/u);
        return [parts.join(' '), edge === 'start' ? parts[0]! : parts[parts.length - 1]!];
      })
      .map((entry) => entrySource(entry, language))
      .filter((entry) => entry.length > 0)
      // The longest first, so that "toaster oven" wins over "toaster" where both start.
      .sort((a, b) => b.length - a.length)
      .map((entry) => entry.source)
      .join('|')
  );
}

/** Words match whole (a list says where a German compound may go on with "*"); Chinese anywhere. */
const WHOLE_WORDS: ReadonlySet<Language> = new Set(['en', 'es', 'fr', 'de']);

const cues = new WeakMap<Words, Map<Language, RegExp | null>>();

function cuePattern(table: Words, language: Language): RegExp | null {
  let byLanguage = cues.get(table);
  if (!byLanguage) {
    byLanguage = new Map();
    cues.set(table, byLanguage);
  }
  if (!byLanguage.has(language)) {
    const source = alternatives([table], language);
    byLanguage.set(
      language,
      source.length === 0
        ? null
        : WHOLE_WORDS.has(language)
          ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'gu')
          : new RegExp(`(?:${source})`, 'gu'),
    );
  }
  return byLanguage.get(language)!;
}

/** Where something was found in text: its start and length. */
export type Span = { at: number; length: number };

/** Whether two spans of text share a character. */
export function overlaps(a: Span, b: Span): boolean {
  return a.at < b.at + b.length && b.at < a.at + a.length;
}

/** Whether a span lies wholly inside another. */
export function within(inner: Span, outer: Span): boolean {
  return outer.at <= inner.at && inner.at + inner.length <= outer.at + outer.length;
}

/**
 * "for", with the article or possessive after it, ending the text: who or what the words right
 * after are for ("for the baby", "para el finde", "fürs Wochenende", "给").
 */
export const FOR_BEFORE =
  /(?:^|\s)(?:for|for the|for our|for my|for a|fur|fuer|furs|fuers|fur den|fur die|fur das|zum|zur|para|para el|para la|para una?|pour|pour le|pour la|pour un|pour une)\s$|给$/u;

/** Where a cue list occurs in folded text, in the given language. */
export function findCue(table: Words, text: string, language: Language): Span[] {
  const found = spansOf(cuePattern(table, language), text);
  // "刚买了个 slow cooker": English words said in Chinese are read as English.
  if (language !== 'zh' || !/[a-z]{2}/u.test(text) || !/\p{Script=Han}/u.test(text)) return found;
  const english = spansOf(cuePattern(table, 'en'), text).filter(
    (span) => !found.some((f) => overlaps(f, span)),
  );
  return english.length === 0 ? found : [...found, ...english].sort((a, b) => a.at - b.at);
}

function spansOf(pattern: RegExp | null, text: string): Span[] {
  if (!pattern) return [];
  return Array.from(text.matchAll(pattern), (match) => ({ at: match.index, length: match[0].length }));
}

/**
 * Where a cue found in text ends once the cues overlapping it are counted in: "用什么替代" holds
 * "用什么替" and "替代", which a search that does not overlap finds as the first only.
 */
export function cueEnd(
  table: Words,
  text: string,
  cue: { at: number; length: number },
  language: Language,
): number {
  let end = cue.at + cue.length;
  for (let at = cue.at + 1; at < end; at++) {
    const next = findCue(table, text.slice(at), language)[0];
    if (next?.at === 0) end = Math.max(end, at + next.length);
  }
  return end;
}

export function hasCue(table: Words, text: string, language: Language): boolean {
  return findCue(table, text, language).length > 0;
}

/**
 * A function that trims the given lists' words off both ends of a piece of folded text, again and
 * again ("can you please add" … "to the fridge thanks"). Words are whole words ("*" allowing any
 * ending), except in Chinese, which has no spaces.
 */
export function edgeStripper(
  tables: readonly Words[],
): (text: string, language: Language, keep?: (text: string) => boolean) => string {
  const compiled = new Map<Language, { start: RegExp; end: RegExp } | null>();
  const patterns = (language: Language) => {
    if (compiled.has(language)) return compiled.get(language)!;
    const [starts, ends] = [alternatives(tables, language, 'start'), alternatives(tables, language, 'end')];
    const result =
      starts.length === 0
        ? null
        : language === 'zh'
          ? { start: new RegExp(`^(?:${starts})\\s*`, 'u'), end: new RegExp(`\\s*(?:${ends})$`, 'u') }
          : {
              start: new RegExp(`^(?:${starts})(?:\\s+|$)`, 'u'),
              end: new RegExp(`(?:^|\\s+)(?:${ends})$`, 'u'),
            };
    compiled.set(language, result);
    return result;
  };
  // `keep` says when the end must stay ("… chicken stock", whose "stock" is also a word that asks
  // to add), and the start too when trimming it would take the food ("Tiefkühlpizzen" starts with
  // a word for the freezer).
  return (text, language, keep) => {
    const found = patterns(language);
    let current = text.trim();
    if (!found) return current;
    for (let guard = 0; guard < 30; guard++) {
      const trimmed = current.replace(found.start, '').trim();
      const startless = trimmed !== current && keep?.(current) && !keep(trimmed) ? current : trimmed;
      const next = keep?.(startless) ? startless : startless.replace(found.end, '').trim();
      if (next === current) break;
      current = next;
    }
    return current;
  };
}
