/**
 * Unit conversions asked of the Chef ("how many grams in a cup of flour", "2磅换算成公斤"): the
 * units named, with the amount before each, and the food between them.
 */
import type { Language } from '../../settings-options';
import { findFood } from '../food-catalogue';
import { HAN_DIGITS, parseNumberToken } from '../quantity-parser';
import { parseCount } from '../step-timers';
import { parseUnit, unitDimension, type Unit } from '../units';
import { wholeValue, withAmounts } from './amounts';
import { foodsIn, GRAMMAR, matchFood } from './foods';
import type { ChefIntent } from './intents';
import { edgeStripper, findCue, hasCue } from './text';
import * as V from './vocabulary';

type UnitMention = { unit: Unit; at: number; end: number; amount: number | null };

/** Every unit named in folded text, with the amount before it ("2 cups", "a cup", "一杯"). */
function unitMentions(text: string, language: Language): UnitMention[] {
  const mentions: UnitMention[] = [];
  const han = /[\p{Script=Han}]+|[^\s\p{Script=Han}]+/gu;
  const tokens = Array.from(text.matchAll(han), (m) => ({ word: m[0], at: m.index }));
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    // "c'est combien": French "c'" is not a cup, nor "i can cook" a can.
    if (token.word === 'c' && tokens[i + 1]?.word === 'est') continue;
    // ("what can I make": nor "can" asked before who can.)
    if (
      token.word === 'can' &&
      (/^(?:i|we|you|u|they)$/u.test(tokens[i - 1]?.word ?? '') ||
        /^(?:i|we|you|u|they|he|she|it)$/u.test(tokens[i + 1]?.word ?? ''))
    )
      continue;
    // "c'est quoi l'équivalent": French "l'" without a number before it is an article, not litres.
    if (token.word === 'l' && language === 'fr' && readNumber(tokens[i - 1]?.word ?? '') === null) continue;
    // "le livre de recettes dit…": a French book of recipes is no pound.
    if (
      token.word === 'livre' &&
      /^(?:de|des)$/u.test(tokens[i + 1]?.word ?? '') &&
      /^(?:recettes?|cuisine)$/u.test(tokens[i + 2]?.word ?? '')
    )
      continue;
    if (/\p{Script=Han}/u.test(token.word)) {
      for (const found of hanUnits(token.word)) {
        // "500 毫升": digits written before a Han unit.
        const amount = found.amount ?? (found.at === 0 ? readNumber(tokens[i - 1]?.word ?? '') : null);
        mentions.push({ ...found, amount, at: token.at + found.at, end: token.at + found.end });
      }
      continue;
    }
    // "500ml", "2cups": a number and its unit written together.
    const joined = /^(\d+(?:[.,]\d+)?)(\p{L}+)$/u.exec(token.word);
    if (joined) {
      const unit = parseUnit(joined[2]!);
      if (unit)
        mentions.push({
          unit,
          at: token.at,
          end: token.at + token.word.length,
          amount: Number(joined[1]!.replace(',', '.')),
        });
      continue;
    }
    for (const span of [3, 2, 1]) {
      const words = tokens.slice(i, i + span);
      if (words.length < span) continue;
      const said = words.map((w) => w.word).join(' ');
      const unit = parseUnit(said) ?? (language === 'de' ? (GERMAN_SPOONS[said] ?? null) : null);
      if (!unit) continue;
      const last = words[span - 1]!;
      mentions.push({
        unit,
        at: words[0]!.at,
        end: last.at + last.word.length,
        amount: amountBefore(tokens, i, language),
      });
      i += span - 1;
      break;
    }
  }
  return mentions;
}

/** The word "units" itself, in the five languages. */
const UNITS_SETTING = /(?<!\p{L})(?:units?|unidades?|unites?|einheiten?|masseinheiten?)(?!\p{L})|单位/u;

/** "2 EL", "1 TL": German spoons, whose short forms read as other words once folded to lower case. */
const GERMAN_SPOONS: Readonly<Record<string, Unit>> = { el: 'tbsp', tl: 'tsp' };

/** "2", "1,5", "0.5", "1/2", "two". */
/**
 * The amount said before the unit at token `i`: "2 cups", "1 1/2 cups", "dos tazas", "a cup", and
 * before "de", "of", "d" ("3/4 de taza").
 */
function amountBefore(tokens: ReadonlyArray<{ word: string }>, i: number, language: Language): number | null {
  const at = /^(?:de|of|d)$/u.test(tokens[i - 1]?.word ?? '') ? i - 2 : i - 1;
  const before = tokens[at]?.word ?? '';
  const number = readNumber(before);
  if (number === null) return parseCount(before, language) ?? wholeValue(before, language);
  // "1 1/2 cups": a whole number before the fraction adds to it.
  const whole = before.includes('/') ? readNumber(tokens[at - 1]?.word ?? '') : null;
  return whole !== null && Number.isInteger(whole) ? whole + number : number;
}

function readNumber(word: string): number | null {
  return parseNumberToken(/^\d+,\d+$/.test(word) ? word.replace(',', '.') : word);
}

const HAN_UNITS: ReadonlyArray<readonly [string, Unit]> = [
  ['液量盎司', 'fl-oz'],
  ['液盎司', 'fl-oz'],
  ['毫升', 'ml'],
  ['公升', 'l'],
  ['升', 'l'],
  ['公斤', 'kg'],
  ['千克', 'kg'],
  ['毫克', 'mg'],
  ['克', 'g'],
  ['盎司', 'oz'],
  ['磅', 'lb'],
  ['汤匙', 'tbsp'],
  ['大匙', 'tbsp'],
  ['小匙', 'tsp'],
  ['大勺', 'tbsp'],
  ['茶匙', 'tsp'],
  ['小勺', 'tsp'],
  ['杯', 'cup'],
  ['品脱', 'pt'],
  ['夸脱', 'qt'],
  ['加仑', 'gal'],
];
/** A Han count before a unit or a period: the digits, ten and a half. */
export const HAN_COUNTS: Readonly<Record<string, number>> = { ...HAN_DIGITS, 十: 10, 半: 0.5 };

function hanUnits(word: string): Array<{ unit: Unit; at: number; end: number; amount: number | null }> {
  const found: Array<{ unit: Unit; at: number; end: number; amount: number | null }> = [];
  for (let at = 0; at < word.length;) {
    const hit = HAN_UNITS.find(([name]) => word.startsWith(name, at));
    if (!hit) {
      at++;
      continue;
    }
    const before = word[at - 1];
    // "用量杯量": a measuring cup (量杯, 量勺) measures; it is no amount ("一量杯" is one cup).
    if (before === '量' && HAN_COUNTS[word[at - 2] ?? ''] === undefined) {
      at += hit[0].length;
      continue;
    }
    const counted = before === '量' ? word[at - 2] : before;
    found.push({
      unit: hit[1],
      at,
      end: at + hit[0].length,
      amount: counted ? (HAN_COUNTS[counted] ?? null) : null,
    });
    at += hit[0].length;
  }
  return found;
}

const A_FEW = /(?<!\p{L})un[oa]s cuant[oa]s(?!\p{L})/gu;

/** "how many grams in a cup of flour", "convert 500 ml to cups", "2磅换算成公斤", "1,5 litre en tasses". */
export function readConversion(text: string, language: Language): ChefIntent | null {
  // Digits written next to Han units ("2磅") are read as a number before the unit; "half a
  // pound" is 0.5 lb.
  const spaced = withAmounts(text, language, 'lb').replace(/(\d)(?=\p{Script=Han})/gu, '$1 ');
  const mentions = unitMentions(spaced, language);
  if (mentions.length === 0) return null;
  // "¿cómo cambio las unidades a gramos?", "comment passer les unités en métrique ?": the units the
  // app shows, a setting, when no amount is said.
  if (UNITS_SETTING.test(spaced) && mentions.every((m) => m.amount === null)) return null;
  // ("unas cuantas patatas": a few is no "how many".)
  const cue = hasCue(V.CONVERT, spaced.replace(A_FEW, ' '), language);
  // Without a word that asks ("how many", "convert"), only "8 oz of butter in grams" converts.
  if (
    !cue &&
    !(
      mentions.length === 2 &&
      mentions[0]!.amount !== null &&
      mentions[1]!.amount === null &&
      (isInto(spaced, mentions, language) || endsAsking(spaced, mentions, language))
    )
  )
    return null;
  // "a 250g pack of butter": the weight, not the pack, is what converts.
  const from =
    mentions.find((m) => m.amount !== null && MEASURES.has(unitDimension(m.unit))) ??
    mentions.find((m) => m.amount !== null) ??
    mentions[mentions.length - 1]!;
  // The measure asked for: one said after "in", "en", "成" first, then one said after the amount.
  const other = mentions.filter((m) => m !== from && m.unit !== from.unit);
  const into = other.filter((m) => INTO_BEFORE[language].test(spaced.slice(0, m.at)));
  const later = other.filter((m) => m.at > from.at);
  const measure = (list: readonly UnitMention[]) => list.find((m) => MEASURES.has(unitDimension(m.unit)));
  const to = measure(into) ?? measure(later) ?? measure(other) ?? other[0] ?? null;
  const amount = from.amount ?? 1;
  // The food is what is left once the units and the asking words are gone ("pasa" asks; it is
  // not raisins here).
  const blanked = [
    ...mentions,
    ...findCue(V.CONVERT, spaced, language).map((c) => ({ at: c.at, end: c.at + c.length })),
  ]
    .sort((a, b) => b.at - a.at)
    .reduce(
      (acc, m) => acc.slice(0, m.at) + ' '.repeat(Math.max(0, m.end - m.at)) + acc.slice(m.end),
      spaced,
    );
  const rest = blanked.replace(/[\d.,/]+/g, ' ');
  // The food measured is the one right after the amount ("the cookie recipe says 1 ¾ cups flour").
  const measured = blanked
    .slice(from.end)
    .split(/[,;?!，。？]/u)[0]!
    .replace(/[\d.,/]+/g, ' ');
  const food =
    foodsIn(measured, language)[0] ??
    foodsIn(rest, language)[0] ??
    rest
      .split(/\s+/)
      // ("… what the ingredient is": "the" is no French tea.)
      .map((chunk) => (GRAMMAR[language]?.has(chunk) ? undefined : findFood(chunk, language)?.key))
      .find((key) => key !== undefined) ??
    // ("a cup of suger": the food measured, spelt with a slip.)
    slipped(measured, language);
  // "how much does a cup of flour weigh": a weight in grams.
  const weighed =
    !to && unitDimension(from.unit) !== 'mass' && hasCue(V.WEIGH, spaced, language) ? 'g' : null;
  return { intent: 'convert', amount, from: from.unit, to: to?.unit ?? weighed, foodKey: food };
}

/**
 * "8 oz in grams", "1,5 litre en tasses", "250 ml a tazas", "12 fl oz → ml": the word before the
 * second unit, per language.
 */
const INTO: Readonly<Record<Language, RegExp>> = {
  en: /(?:^|\s)(?:in|into|to|→)(?:\s|$)/u,
  es: /(?:^|\s)(?:en|a|→)(?:\s|$)/u,
  fr: /(?:^|\s)(?:en|→)(?:\s|$)/u,
  de: /(?:^|\s)(?:in|zu|→)(?:\s|$)/u,
  zh: /成|→/u,
};

/** The same words, said right before a unit ("… en grammes", "… in cups"). */
const INTO_BEFORE: Readonly<Record<Language, RegExp>> = {
  en: /(?:^|\s)(?:in|into|to|→)\s*$/u,
  es: /(?:^|\s)(?:en|a|→)\s*$/u,
  fr: /(?:^|\s)(?:en|→)\s*$/u,
  de: /(?:^|\s)(?:in|zu|→)\s*$/u,
  zh: /(?:成|→)\s*$/u,
};

function isInto(text: string, mentions: readonly UnitMention[], language: Language): boolean {
  return INTO[language].test(text.slice(mentions[0]!.end, mentions[1]!.at));
}

/**
 * "1½ cups plain flour — grams please", "200 g Butter, Tassen?": a measure asked for last, with
 * nothing after it but "please", and both measures weights or volumes.
 */
function endsAsking(text: string, mentions: readonly UnitMention[], language: Language): boolean {
  const measures = mentions.every(({ unit }) => MEASURES.has(unitDimension(unit)));
  return measures && stripFiller(text.slice(mentions[1]!.end), language).length === 0;
}

const MEASURES: ReadonlySet<string> = new Set(['mass', 'volume']);
const stripFiller = edgeStripper([V.FILLER]);

/** The food a few words name with a slip of the keyboard ("suger"), the words of grammar left out. */
function slipped(chunk: string, language: Language): string | null {
  const words = chunk.split(/\s+/u).filter((word) => word !== '' && !GRAMMAR[language]?.has(word));
  return words.length > 0 && words.length <= 3 ? matchFood(words.join(' '), language) : null;
}
