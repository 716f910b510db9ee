/**
 * What expires, asked of the Chef ("what expires this week?", "¿qué caduca en un par de días?",
 * "这两天要过期的"): the period asked about, in days.
 */
import type { Language } from '../../settings-options';
import { parseCount } from '../step-timers';
import { hanNumberValue } from './amounts';
import { HAN_COUNTS } from './conversion';
import { foodsIn } from './foods';
import type { ChefIntent } from './intents';
import { hasCue } from './text';
import * as V from './vocabulary';

export function readExpiring(text: string, language: Language): ChefIntent | null {
  if (!hasCue(V.EXPIRING, text, language)) return null;
  // "ideas to use up the broccoli before it goes off" asks for a dish; "what must I use up" does not.
  if (hasCue(V.WHAT_CAN_I_COOK, text, language) && foodsIn(text, language).length > 0) return null;
  return { intent: 'expiring', days: periodDays(askedPeriod(text, language), language) };
}

/**
 * The clause that asks what expires, when it names a period ("whats about to expire this week?
 * trying not to waste food this month": a week); else the whole request.
 */
function askedPeriod(text: string, language: Language): string {
  const clauses = text.split(' , ');
  const asked = clauses.find((clause) => hasCue(V.EXPIRING, clause, language));
  return asked !== undefined && clauses.length > 1 && NAMES_A_PERIOD.test(asked) ? asked : text;
}

const NAMES_A_PERIOD =
  /(?<!\p{L})(?:today|tonight|tomorrow|day|days|week|weeks|month|fortnight|hoy|manana|dia|dias|semana|semanas|mes|quincena|aujourd hui|ce soir|demain|jour|jours|semaine|semaines|mois|quinzaine|heute|morgen|tag|tage|tagen|woche|wochen|monat|night|nights|noches|nuits|nachte|\d+)(?!\p{L})|今天|明天|天|周|星期|礼拜|月|晚上/u;

/**
 * "today" 0, "tomorrow" 1, "in the next 3 days" (or nights) 3, "two weeks" 14, "this month" 30, else
 * a week.
 */
export function periodDays(text: string, language: Language): number {
  // "3 days", "tres días", "deux prochaines semaines", "两周": the count may stand a word before.
  // Chinese period words are read whole ("48小时"), other Chinese characters one by one.
  const words = text.match(/小时|星期|礼拜|晚上|[^\s\p{Script=Han}]+|\p{Script=Han}/gu) ?? [];
  for (const [i, word] of words.entries()) {
    const unit = PERIODS[word];
    if (unit === undefined) continue;
    const compound = compoundCount(words.slice(0, i), language);
    if (compound !== null) return Math.min(Math.ceil(compound * unit), 90);
    for (const before of [words[i - 1], words[i - 2]]) {
      const count =
        before === undefined
          ? null
          : (parseCount(before, language) ?? HAN_COUNTS[before] ?? FEW[before] ?? null);
      if (count !== null && count > 0) return Math.min(Math.ceil(count * unit), 90);
    }
  }
  if (hasCue(V.DAY_AFTER_TOMORROW, text, language)) return 2;
  if (hasCue(V.FORTNIGHT, text, language)) return 14;
  if (hasCue(V.MONTH, text, language)) return 30;
  if (hasCue(V.TOMORROW, text, language)) return 1;
  if (hasCue(V.TODAY, text, language)) return 0;
  return DEFAULT_PERIOD_DAYS;
}

/** The period when none is said: a week. */
export const DEFAULT_PERIOD_DAYS = 7;

/**
 * A count said in two words or more just before a period: "seventy two", "setenta y dos",
 * "soixante douze", "七十二". null when the words before say one number or none.
 */
function compoundCount(before: readonly string[], language: Language): number | null {
  if (language === 'zh' || /\p{Script=Han}/u.test(before.at(-1) ?? '')) {
    let start = before.length;
    while (start > 0 && HAN_NUMERALS.test(before[start - 1]!)) start--;
    return before.length - start >= 2 ? hanNumberValue(before.slice(start).join('')) || null : null;
  }
  const count = (word: string | undefined) => (word === undefined ? null : parseCount(word, language));
  const ones = count(before.at(-1));
  const joined = /^(?:y|et|und|and)$/u.test(before.at(-2) ?? '');
  const tens = count(before.at(joined ? -3 : -2));
  if (ones === null || tens === null || tens < 20 || tens % 10 !== 0) return null;
  return ones < (language === 'fr' ? 20 : 10) ? tens + ones : null;
}

const HAN_NUMERALS = /^[零一二两三四五六七八九十百]$/u;

/** "a few days", "un par de días", "quelques jours", "ein paar Tage", "几天": a couple is two, a few three. */
const FEW: Readonly<Record<string, number>> = {
  few: 3,
  couple: 2,
  par: 2,
  pocos: 3,
  quelques: 3,
  paar: 3,
  几: 3,
};

/** Days in a period word ("in the next 48 hours" is two days). */
const PERIODS: Readonly<Record<string, number>> = Object.fromEntries([
  ...[
    'h',
    'hr',
    'hrs',
    'hour',
    'hours',
    'hora',
    'horas',
    'heure',
    'heures',
    'std',
    'stunde',
    'stunden',
    '小时',
  ].map((w) => [w, 1 / 24]),
  ...['day', 'days', 'dia', 'dias', 'jour', 'jours', 'tag', 'tage', 'tagen', '天', '日'].map((w) => [w, 1]),
  // ("the next four nights on duty": a night is a day.)
  ...['night', 'nights', 'noche', 'noches', 'nuit', 'nuits', 'nacht', 'nachte', 'naechte', '晚上', '晚'].map(
    (w) => [w, 1],
  ),
  ...[
    'week',
    'weeks',
    'semana',
    'semanas',
    'semaine',
    'semaines',
    'woche',
    'wochen',
    '周',
    '星期',
    '礼拜',
  ].map((w) => [w, 7]),
]);
