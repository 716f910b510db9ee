/**
 * A timer asked for ("set a timer for 10 minutes", "zähl fünfundvierzig Sekunden runter",
 * "一分半钟的定时器"): the durations reader (step-timers.ts) after the ways people say a duration
 * that it does not know have been written as it reads them.
 */
import type { Language } from '../../settings-options';
import { findStepTimers, parseCount } from '../step-timers';
import type { ChefIntent } from './intents';
import { FRENCH_NUMBER, frenchTens, withSpokenArticles } from './amounts';
import { correctionIn } from './corrections';
import { oneEditApart } from './foods';
import { edgeStripper, hasCue } from './text';
import * as V from './vocabulary';

/** Greetings, politeness and the Chef's name, around what a request says. */
export const stripGreeting = edgeStripper([V.GREETING, V.FILLER, V.ADDRESS]);

/** Duration words one slip off ("minuts", "mintues", "secconds") read as meant. */
const DURATION_WORDS = [
  'minutes',
  'minute',
  'seconds',
  'second',
  'hours',
  'minutos',
  'segundos',
  'horas',
  'minuten',
  'sekunden',
  'stunden',
  'secondes',
  'heures',
];

/** Spoken fractions of an hour the durations reader does not know, as minutes. */
const HOUR_PARTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?:an |one )?hour and three quarters/g, '105 minutes'],
  [/(?:una )?hora y tres cuartos/g, '105 minutos'],
  [/(?:une )?heure et trois quarts/g, '105 minutes'],
  [/(?:eine )?stunde und drei viertel/g, '105 minuten'],
  [/(?:three|3) quarters of an hour/g, '45 minutes'],
  [/(?:an |one )?hour and a quarter/g, '75 minutes'],
  [/(?:una )?hora y cuarto/g, '75 minutos'],
  [/(?:une )?heure et quart/g, '75 minutes'],
  [/(\d+) (?:and a half|y medio|et demie?|und ein halb) (minutes?|minutos?|minuten)/g, '$1.5 $2'],
  [/(?:a )?quarter of an hour|quarter hour/g, '15 minutes'],
  [/(?:tres|3) cuartos de hora/g, '45 minutos'],
  [/(?:un )?cuarto de hora/g, '15 minutos'],
  [/(?:trois|3) quarts d heure/g, '45 minutes'],
  [/(?:un )?quart d heure/g, '15 minutes'],
  [/(?:eine )?dreiviertelstunde/g, '45 minuten'],
  [/(?:eine )?viertelstunde/g, '15 minuten'],
  [/一刻钟/g, '15分钟'],
  [/三刻钟/g, '45分钟'],
  [/(\d+|[一二两三四五六七八九十]+)分半钟?/gu, '$1分钟30秒'],
  // "20 segunditos", "un minutito": Spanish diminutives; "a halbe Stund".
  [/segunditos?/g, 'segundos'],
  [/minutitos?/g, 'minutos'],
  [/(?:eine |a )?halbe stunde?(?!\p{L})/gu, '30 minuten'],
  [/(?:a |one )?minute and a half/g, '90 seconds'],
  [/(?:un )?minuto y medio/g, '90 segundos'],
  [/(?:une )?minute et demie/g, '90 secondes'],
  [/(?:eine )?(?:anderthalb|eineinhalb) minuten/g, '90 sekunden'],
  [/(?:an |one )?hour and a half/g, '90 minutes'],
  [/(?:una )?hora y media/g, '90 minutos'],
  [/(?:une )?heure et demie/g, '90 minutes'],
  [/(?:eine )?stunde und eine halbe/g, '90 minuten'],
  [/一个半小时/g, '90分钟'],
  // Cantonese counts hours as "个钟" ("半个钟", "两个钟", "一个半钟").
  [/半个钟(?!头)/gu, '30分钟'],
  [/([\d一二两三四五六七八九十]+)个半钟(?!头)/gu, '$1个半小时'],
  [/([\d一二两三四五六七八九十]+)个钟(?!头)/gu, '$1小时'],
];

/** "1h15", "2 h 30": hours and minutes written with an "h". */
const HOURS_AND_MINUTES = /(?<![\p{L}\d])(\d{1,2}) ?h ?([0-5]\d)(?![\p{L}\d])/gu;

/** German tens written as one word ("fünfundvierzig" 45), which the durations reader does not know. */
const GERMAN_ONES: Readonly<Record<string, number>> = {
  ein: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
};
const GERMAN_TENS: Readonly<Record<string, number>> = {
  zwanzig: 20,
  dreissig: 30,
  vierzig: 40,
  funfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};
const GERMAN_NUMBER = new RegExp(
  `(?<!\\p{L})(?:(${Object.keys(GERMAN_ONES).join('|')})und)?(${Object.keys(GERMAN_TENS).join('|')})(?!\\p{L})`,
  'gu',
);

/** "deux minutes trente", "two minutes thirty", "un minuto y veinte": the number after the minutes is seconds. */
const MINUTES_THEN_SECONDS =
  /(?<=(?:minutes?|minutos?|minuten|minute|(?<!\p{L})mins?)) (?:(?:and|y|et|und) )?(?!(?:and|y|et|und)(?!\p{L}))(\p{L}+|\d+)(?![\p{L}\d])(?! ?(?:\p{L}*minut|\p{L}*second|\p{L}*segund|\p{L}*sekund|heure|hour|hora|stund))/gu;

/** "two hours fifteen", "deux heures trente": the number after the hours is minutes. */
const HOURS_THEN_MINUTES =
  /(?<=(?:hours?|horas?|heures?|stunden?)) (?:(?:and|y|et|und) )?(?!(?:and|y|et|und)(?!\p{L}))(\p{L}+|\d+)(?![\p{L}\d])(?![\p{L}\d])(?! ?(?:\p{L}*minut|\p{L}*second|\p{L}*segund|\p{L}*sekund|\p{L}*min\b))/gu;

/** "two and a quarter hours", "3 and three quarter hours": hours with a quarter more, as minutes. */
const HOURS_AND_QUARTERS = /(?<![\p{L}\d])(\p{L}+|\d+) and (a|three) quarters? hours?(?!\p{L})/gu;

/** "ponme hora y diez": an hour said without its "una". */
const BARE_HOUR = /(?<![\p{L}\d])(?:(\p{L}+) )?hora(?= y )/gu;

function withDurationWords(raw: string, language: Language): string {
  // ("ne Stunde": spoken German for "eine Stunde".)
  const spoken = language === 'de' ? withSpokenArticles(raw) : raw;
  const said = spoken
    .replace(HOURS_AND_QUARTERS, (whole: string, count: string, quarters: string) => {
      const hours = parseCount(count, language);
      return hours === null ? whole : `${hours * 60 + (quarters === 'a' ? 15 : 45)} minutes`;
    })
    .replace(BARE_HOUR, (whole: string, before: string | undefined) =>
      before !== undefined &&
      (parseCount(before, language) !== null || /^(?:una|un|la|media|cada|por)$/u.test(before))
        ? whole
        : `${before ? `${before} ` : ''}1 hora`,
    );
  const text = HOUR_PARTS.reduce((acc, [pattern, minutes]) => acc.replace(pattern, minutes), said)
    .replace(GERMAN_NUMBER, (_, ones: string | undefined, tens: string) =>
      String(GERMAN_TENS[tens]! + (ones ? GERMAN_ONES[ones]! : 0)),
    )
    .replace(FRENCH_NUMBER, frenchTens)
    .replace(
      HOURS_AND_MINUTES,
      (_, hours: string, minutes: string) =>
        String(Number(hours) * 60 + Number(minutes)) + ` ${MINUTES_WORD[language]}`,
    )
    .replace(HOURS_THEN_MINUTES, (said: string, word: string) => {
      const minutes = parseCount(word, language);
      return minutes !== null && minutes > 0 && minutes < 60 ? ` ${minutes} ${MINUTES_WORD[language]}` : said;
    })
    .replace(MINUTES_THEN_SECONDS, (said: string, word: string) => {
      const seconds = parseCount(word, language);
      return seconds !== null && seconds < 60 ? ` ${seconds} ${SECONDS_WORD[language]}` : said;
    });
  return text.replace(/(?<=\d\s?|\p{L}\s)(\p{L}{5,9})(?!\p{L})/gu, (word) => {
    if (DURATION_WORDS.includes(word)) return word;
    return DURATION_WORDS.find((known) => oneEditApart(known, word)) ?? word;
  });
}

/**
 * A timer for the durations a request names. Without a timer word, a duration alone is a timer
 * only when little else is said, unless the caller already knows a timer is asked (`asked`).
 */
export function readTimer(raw: string, language: Language, asked = false): ChefIntent | null {
  const text = withDurationWords(raw, language);
  const timers = findStepTimers(text, language);
  if (timers.length === 0) return null;
  if (!asked && !hasCue(V.TIMER, text, language)) {
    // "10 minutes please", "计时半小时": a duration alone is a timer only when little else is said.
    const rest = text.slice(0, timers[0]!.start) + text.slice(timers[0]!.end);
    if (stripGreeting(rest, language).length > 0) return null;
  }
  // "an hour and a quarter... no wait, just an hour": the duration said after a correction.
  const corrected = correctionIn(text, language);
  const kept =
    corrected !== null &&
    timers.some((timer) => timer.start >= corrected) &&
    timers.some((timer) => timer.end <= corrected)
      ? timers.filter((timer) => timer.start >= corrected)
      : timers;
  const seconds = kept.reduce((sum, timer) => sum + timer.seconds, 0);
  return seconds > 0 && seconds <= 86_400 ? { intent: 'timer', seconds } : null;
}

const MINUTES_WORD: Readonly<Record<Language, string>> = {
  en: 'minutes',
  es: 'minutos',
  fr: 'minutes',
  de: 'minuten',
  zh: '分钟',
};

const SECONDS_WORD: Readonly<Record<Language, string>> = {
  en: 'seconds',
  es: 'segundos',
  fr: 'secondes',
  de: 'sekunden',
  zh: '秒',
};
