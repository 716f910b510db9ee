/**
 * Cook mode's timers: the durations a recipe step names ("bake for 25 minutes", "1 h 30",
 * "eine halbe Stunde", "焖半小时"), found in the step's text so that a tap starts them. The same
 * reader understands "set a timer for ten minutes" in cook-commands.ts, so a duration that works
 * on the screen also works by voice.
 *
 * Written for recipe text in en, es, fr, de and zh: digits, decimals ("1,5 Stunden"), fractions
 * ("1½", "1 1/2"), number words ("five", "vingt-cinq", "fünfundzwanzig", "十五"), ranges
 * ("2–3 minutes", "de 2 a 3 minutos", "30 minutes to 1 hour"), compounds ("1 hr 15 min", "1h30",
 * "1小时30分钟") and halves and quarters ("half an hour", "hora y media", "un quart d'heure").
 * Numbers that are not durations ("200 °C", "2 cups", "serves 4", "1-inch") are left alone, and so
 * are durations no cook would time ("10 minutes per pound", "2 minutes less than the packet").
 */
import type { Language } from '../settings-options';

/** One duration found in a step. */
export type StepTimer = {
  /** The duration in whole seconds; for a range, its lower end (the earliest moment to check). */
  seconds: number;
  /** The upper end of a range ("25–30 minutes" → 1800), else null. */
  maxSeconds: number | null;
  /** The words that named it, as written ("25–30 minutes"); hedges such as "about" stay outside. */
  label: string;
  /** Where the label starts and ends in the step text (UTF-16 indexes, end exclusive), for highlighting. */
  start: number;
  end: number;
};

const HOUR = 3600;
const MINUTE = 60;

/**
 * Recipe text with what differs only in writing made the same, one UTF-16 unit for one: letters in
 * lower case, full-width digits as ASCII, every dash as "-", every no-break space as a space,
 * curly apostrophes straight. Keeping the length lets indexes found here point into the original.
 */
function foldText(text: string): string {
  let folded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) {
      folded += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char;
      continue;
    }
    let replacement = char;
    if (code >= 0xff10 && code <= 0xff19) replacement = String.fromCharCode(code - 0xff10 + 48);
    else if (/[\u2010-\u2015\u2212\ufe63\uff0d]/.test(char)) replacement = '-';
    else if (/[\u00a0\u2007\u202f\u3000]/.test(char)) replacement = ' ';
    else if (/[\u2018\u2019\u02bc`´]/.test(char)) replacement = "'";
    else if (/[\uff5e\u301c]/.test(char)) replacement = '~';
    else {
      const lower = char.toLowerCase();
      if (lower.length === char.length) replacement = lower;
    }
    folded += replacement;
  }
  return folded;
}

// ---------------------------------------------------------------------------------------------
// Vocabulary. Number words, articles and hedges belong to one language each; unit words are read
// after a number whatever the step's language, since a recipe in one language often borrows
// another's abbreviations ("25 min", "1 h").

type WordLanguage = Exclude<Language, 'zh'>;
const WORD_LANGUAGES: readonly WordLanguage[] = ['en', 'es', 'fr', 'de'];

/** Cardinals read as whole words; tens may be followed by a unit ("twenty-five", "treinta y cinco"). */
// prettier-ignore
const NUMBER_WORDS: Record<WordLanguage, Readonly<Record<string, number>>> = {
  en: {
    one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
    eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
    eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60,
    seventy: 70, eighty: 80, ninety: 90, hundred: 100,
    // The misspellings everyone makes.
    fourty: 40, ninty: 90,
  },
  es: {
    uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
    once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciséis: 16, diecisiete: 17,
    dieciocho: 18, diecinueve: 19, veinte: 20, veintiuno: 21, veintiún: 21, veintidós: 22,
    veintitrés: 23, veinticuatro: 24, veinticinco: 25, veintiséis: 26, veintisiete: 27,
    veintiocho: 28, veintinueve: 29, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60,
    setenta: 70, ochenta: 80, noventa: 90, cien: 100,
    // Written as they sound.
    sinco: 5, dies: 10,
  },
  fr: {
    deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11,
    douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, vingt: 20, trente: 30,
    quarante: 40, cinquante: 50, soixante: 60, cent: 100,
  },
  de: {
    eins: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10,
    elf: 11, zwölf: 12, dreizehn: 13, vierzehn: 14, fünfzehn: 15, sechzehn: 16, siebzehn: 17,
    achtzehn: 18, neunzehn: 19, zwanzig: 20, dreißig: 30, dreissig: 30, vierzig: 40, fünfzig: 50,
    sechzig: 60, siebzig: 70, achtzig: 80, neunzig: 90, hundert: 100,
    // Without their umlauts, as typed on a keyboard without them; Austrian and Bavarian "two".
    funf: 5, zwolf: 12, funfzehn: 15, funfzig: 50, zwa: 2, zwoa: 2,
  },
};

/** "a minute", "une heure", "einer Stunde": one of the unit that follows, and never a count alone. */
const ARTICLES: Record<WordLanguage, ReadonlySet<string>> = {
  en: new Set(['a', 'an', 'another']),
  es: new Set(['un', 'una', 'otro', 'otra']),
  fr: new Set(['un', 'une']),
  de: new Set(['ein', 'eine', 'einer', 'einen', 'einem']),
};

/** Half of the unit that follows: "half an hour", "media hora", "une demi-heure", "eine halbe Stunde". */
const HALF_WORDS: Record<WordLanguage, ReadonlySet<string>> = {
  en: new Set(['half']),
  es: new Set(['media', 'medio']),
  fr: new Set(['demi', 'demie']),
  de: new Set(['halbe', 'halben', 'halb']),
};

/** "une dizaine de minutes", "una decena de minutos": about that many, read as that many. */
// prettier-ignore
const ROUND_COUNTS: Record<WordLanguage, Readonly<Record<string, number>>> = {
  en: { couple: 2 },
  es: { decena: 10, veintena: 20, treintena: 30 },
  fr: {
    dizaine: 10, douzaine: 12, quinzaine: 15, vingtaine: 20, trentaine: 30, quarantaine: 40,
    cinquantaine: 50, soixantaine: 60,
  },
  de: {},
};

/** Words allowed between a number and its unit: "5 more minutes", "5 bonnes minutes", "2 weitere Minuten". */
const FILLERS: Record<WordLanguage, ReadonlySet<string>> = {
  en: new Set(['more', 'additional', 'further', 'extra', 'full', 'whole']),
  es: new Set(),
  fr: new Set(['bonnes', 'bons', 'petites', 'petits', 'grosses', 'longues']),
  de: new Set(['weitere', 'weiteren', 'gute', 'guten', 'knappe', 'knapp', 'ganze', 'ganzen']),
};

/** After a unit, a half or a quarter more: "an hour and a half", "1 hora y media", "une heure et quart". */
const UNIT_FRACTION_SUFFIXES: Record<WordLanguage, ReadonlyArray<[RegExp, number]>> = {
  en: [
    [/\s+and\s+(?:a\s+)?half(?![\p{L}])/uy, 0.5],
    [/\s+and\s+a\s+quarter(?![\p{L}])/uy, 0.25],
  ],
  es: [
    [/\s+y\s+medi[ao](?![\p{L}])/uy, 0.5],
    [/\s+y\s+cuarto(?![\p{L}])/uy, 0.25],
  ],
  fr: [
    [/\s+et\s+demie?(?![\p{L}])/uy, 0.5],
    [/\s+et\s+quart(?![\p{L}])/uy, 0.25],
  ],
  de: [],
};

/** After a count, a half more, before the unit: "one and a half hours", "2 and a half minutes". */
const COUNT_HALF_SUFFIX: Partial<Record<WordLanguage, RegExp>> = {
  en: /\s+and\s+(?:a\s+)?half(?![\p{L}])/uy,
};

/** Quarters of an hour said as one phrase, in seconds. */
const QUARTER_HOUR_PHRASES: Record<WordLanguage, ReadonlyArray<[RegExp, number]>> = {
  en: [
    [/three[\s-]+quarters?\s+of\s+an\s+hour(?![\p{L}])/uy, 2700],
    [/(?:(?:a|one)\s+)?quarter(?:\s+of\s+an\s+|[\s-]+)hour(?![\p{L}])/uy, 900],
  ],
  es: [
    [/tres\s+cuartos\s+de\s+hora(?![\p{L}])/uy, 2700],
    [/(?:un\s+)?cuarto\s+de\s+hora(?![\p{L}])/uy, 900],
  ],
  fr: [
    [/trois\s+quarts\s+d'\s*heure(?![\p{L}])/uy, 2700],
    [/(?:un\s+)?quart\s+d'\s*heure(?![\p{L}])/uy, 900],
  ],
  de: [
    [/(?:(?:eine[mnr]?)\s+)?drei\s*viertel\s*stunde(?![\p{L}])/uy, 2700],
    [/(?:(?:eine[mnr]?)\s+)?viertel\s*stunde(?![\p{L}])/uy, 900],
  ],
};

/** Range words between two amounts: "2 to 3", "2 o 3", "2 à 3", "2 bis 3", "2到3"; dashes for all. */
const RANGE_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(['to', 'or']),
  es: new Set(['a', 'o', 'u']),
  fr: new Set(['à', 'a', 'ou']),
  de: new Set(['bis', 'oder']),
  zh: new Set(),
};
/** Range words that may be followed by a bare count: "a minute or two", "une minute ou deux". */
const OR_WORDS: ReadonlySet<string> = new Set(['or', 'o', 'u', 'ou', 'oder']);
const RANGE_SYMBOLS = /\s*(?:-|~|至|到)\s*/y;

/** "between 2 and 3 minutes", "de 2 a 3 minutos", "von 2 bis 3 Minuten": opener → its closers. */
const RANGE_OPENERS: Record<WordLanguage, Readonly<Record<string, ReadonlySet<string>>>> = {
  en: { between: new Set(['and']), from: new Set(['to']) },
  es: { entre: new Set(['y']), de: new Set(['a']), desde: new Set(['hasta']) },
  fr: { entre: new Set(['et']), de: new Set(['à', 'a']) },
  de: { zwischen: new Set(['und']), von: new Set(['bis']) },
};

/** Words joining the parts of a compound duration: "1 hour and 15 minutes", "1 hora y 30 minutos". */
const AND_WORDS: ReadonlySet<string> = new Set(['and', 'y', 'et', 'und']);

type UnitWord = { seconds: number; isAbbreviation: boolean; isSecond: boolean };

/** Unit words of all five languages' recipes, with their length in seconds. */
const UNIT_WORDS: ReadonlyMap<string, UnitWord> = (() => {
  const units = new Map<string, UnitWord>();
  const add = (seconds: number, isAbbreviation: boolean, words: string) => {
    for (const word of words.split(' '))
      units.set(word, { seconds, isAbbreviation, isSecond: seconds === 1 && !isAbbreviation });
  };
  add(HOUR, false, 'hour hours heure heures hora horas stunde stunden');
  add(HOUR, true, 'h hr hrs std');
  add(MINUTE, false, 'minute minutes minuto minutos minuten');
  // Spelt as said, in requests typed to the Chef.
  add(MINUTE, false, 'minit minits minuts mintues');
  add(MINUTE, true, 'min mins mn mns');
  add(1, false, 'second seconds seconde secondes segundo segundos sekunde sekunden');
  add(1, true, 's sec secs seg segs sek');
  // German writes a quarter of an hour as one word: "eine Viertelstunde", "drei Viertelstunden".
  add(900, false, 'viertelstunde viertelstunden');
  add(2700, false, 'dreiviertelstunde dreiviertelstunden');
  return units;
})();

/**
 * The words after which a duration is not one to time: "2 minutes less than the packet says",
 * "10–14 minutes per pound".
 */
const NOT_A_TIMER_AFTER = [
  /\s*(?:less|fewer|shorter)(?![\p{L}])/uy,
  /\s*de\s+moins(?![\p{L}])/uy,
  /\s*menos(?![\p{L}])/uy,
  /\s*(?:weniger|kürzer)(?![\p{L}])/uy,
  /\s*(?:per|a|an|each|par|le|la|por|el|pro|je)\s+(?:\d+\s*)?(?:pounds?|lbs?|kilos?|kilograms?|kilogrammes?|kg|g|livres?|pfund|libras?)(?![\p{L}])/uy,
  /\s*(?:每|一)?(?:磅|公斤|斤)/y,
];
/** Chinese puts the weight first: "每公斤烤20分钟". */
const NOT_A_TIMER_BEFORE = /每\s*(?:磅|公斤|斤|500\s*克)[^。，,.;；\d]{0,3}$/;

// prettier-ignore
const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4, '⅕': 1 / 5, '⅖': 2 / 5, '⅗': 3 / 5,
  '⅘': 4 / 5, '⅙': 1 / 6, '⅚': 5 / 6, '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8,
};

// prettier-ignore
const HAN_DIGITS: Readonly<Record<string, number>> = {
  零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9,
};
const HAN_NUMERAL = /[零〇一二两三四五六七八九十百]+/y;

const LETTER = /[\p{L}\p{M}]/u;
const HAN = /\p{Script=Han}/u;
/** Seconds counted after minutes: "十五秒". */
const HAN_SECONDS = /[零〇一二两三四五六七八九十百\d]+秒/y;
const LATIN_WORD = /(?:(?!\p{Script=Han})[\p{L}\p{M}])+/uy;

// ---------------------------------------------------------------------------------------------
// Readers. Each takes the folded text and a position, and returns what it read with the position
// after it, or null; none of them moves past what it could not read.

type Reader = { text: string; languages: readonly WordLanguage[]; rangeWords: ReadonlySet<string> };

function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

function skipSpaces(text: string, at: number): number {
  while (at < text.length && /\s/.test(text[at]!)) at++;
  return at;
}

function isLatinLetter(char: string | undefined): boolean {
  return char !== undefined && LETTER.test(char) && !HAN.test(char);
}

/** The Latin word starting at `at` (letters only; a word never starts inside another). */
function wordAt(text: string, at: number): { word: string; end: number } | null {
  if (isLatinLetter(text[at - 1])) return null;
  const match = matchAt(LATIN_WORD, text, at);
  return match ? { word: match[0], end: at + match[0].length } : null;
}

/** Like wordAt after optional spaces. */
function nextWord(text: string, at: number): { word: string; end: number } | null {
  return wordAt(text, skipSpaces(text, at));
}

function lookUp<T>(tables: readonly Readonly<Record<string, T>>[], word: string): T | undefined {
  for (const table of tables) if (Object.hasOwn(table, word)) return table[word];
  return undefined;
}

type Amount = {
  value: number;
  /** The upper end when the amount itself is a range ("两三分钟"). */
  max: number | null;
  end: number;
  /** "a", "une", "einer": one of something, only ever before a unit. */
  isArticle: boolean;
  /** Written in Han numerals: "十分" is then "very", not ten minutes. */
  isHan: boolean;
};

/** Han numerals up to 999 ("十五", "一百二十", "两"), or null for a run that is not one number. */
function parseHanNumeral(numeral: string): number | null {
  let total = 0;
  let digit: number | null = null;
  for (const char of numeral) {
    if (char === '十' || char === '百') {
      total += (digit ?? 1) * (char === '十' ? 10 : 100);
      digit = null;
    } else if (char === '零' || char === '〇') {
      if (digit !== null) return null;
    } else {
      if (digit !== null) return null;
      digit = HAN_DIGITS[char]!;
    }
  }
  return total + (digit ?? 0);
}

/** "十分钟", "两个小时", "半小时", and the spoken ranges "两三分钟" / "一两个小时". */
function readHanAmount(text: string, at: number): Amount | null {
  if (text[at] === '半') return { value: 0.5, max: null, end: at + 1, isArticle: false, isHan: true };
  const match = matchAt(HAN_NUMERAL, text, at);
  if (!match) return null;
  const numeral = match[0];
  const end = at + numeral.length;
  if (numeral.length === 2 && !/[十百零〇]/.test(numeral)) {
    const low = HAN_DIGITS[numeral[0]!]!;
    const high = HAN_DIGITS[numeral[1]!]!;
    if (low > 0 && high === low + 1) return { value: low, max: high, end, isArticle: false, isHan: true };
    return null;
  }
  const value = parseHanNumeral(numeral);
  return value === null || value === 0 ? null : { value, max: null, end, isArticle: false, isHan: true };
}

/** Digits: "25", "1.5", "1,5", "1/2", "1½", "1 ½", "1 1/2", "1-1/2". */
function readDigits(text: string, at: number): Amount | null {
  const fractionAlone = VULGAR_FRACTIONS[text[at]!];
  if (fractionAlone !== undefined)
    return { value: fractionAlone, max: null, end: at + 1, isArticle: false, isHan: false };
  const match = matchAt(/(\d+)(?:([.,])(\d+)|\/(\d+))?/y, text, at);
  if (!match) return null;
  const [whole, integer, , decimals, denominator] = match;
  let end = at + whole.length;
  let value: number;
  if (denominator !== undefined) {
    if (Number(denominator) === 0) return null;
    value = Number(integer) / Number(denominator);
  } else {
    value = Number(decimals === undefined ? integer : `${integer}.${decimals}`);
    if (decimals === undefined) {
      // A whole number may carry a fraction: "1½", "1 ½", "1 1/2", "1-1/2".
      const vulgar = matchAt(/[\s-]?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/y, text, end);
      const spelled = vulgar ? null : matchAt(/[\s-]+(\d+)\/(\d+)(?![\d/])/y, text, end);
      if (vulgar) {
        value += VULGAR_FRACTIONS[vulgar[1]!]!;
        end += vulgar[0].length;
      } else if (spelled && Number(spelled[1]) < Number(spelled[2])) {
        value += Number(spelled[1]) / Number(spelled[2]);
        end += spelled[0].length;
      }
    }
  }
  return { value, max: null, end, isArticle: false, isHan: false };
}

/** A cardinal word, joined to its units where a language does ("twenty-five", "vingt et un"). */
function readNumberWord(reader: Reader, at: number): { value: number; end: number } | null {
  const first = wordAt(reader.text, at);
  if (!first) return null;
  for (const language of reader.languages) {
    const words = NUMBER_WORDS[language];
    if (language === 'de') {
      // German writes numbers as one word: "fünfundzwanzig", "eineinhalb", "anderthalb".
      const german = parseGermanNumber(first.word);
      if (german !== null) return { value: german, end: first.end };
    }
    let value = Object.hasOwn(words, first.word) ? words[first.word]! : null;
    let end = first.end;
    if (language === 'fr' && first.word === 'quatre') {
      const eighty = matchAt(/-vingts?(?![\p{L}])/uy, reader.text, end);
      if (eighty) {
        value = 80;
        end += eighty[0].length;
      }
    }
    if (value === null) continue;
    // Tens take a unit after a hyphen, a space or a language's "and": "forty-five", "treinta y
    // cinco", "vingt et un", "soixante-quinze" (French counts on to 19 after 60 and 80).
    if (value >= 20 && value < 100 && value % 10 === 0) {
      const joiner = matchAt(/(?:\s*-\s*|\s+(?:y|et)\s+|-et-|\s+)/y, reader.text, end);
      if (joiner) {
        const next = wordAt(reader.text, end + joiner[0].length);
        const unit = next && Object.hasOwn(words, next.word) ? words[next.word]! : null;
        const limit = language === 'fr' && (value === 60 || value === 80) ? 19 : 9;
        if (unit !== null && next && unit <= limit) return { value: value + unit, end: next.end };
        if (next && language === 'fr' && (next.word === 'un' || next.word === 'une'))
          return { value: value + 1, end: next.end };
      }
    }
    return { value, end };
  }
  return null;
}

// prettier-ignore
const GERMAN_UNITS: Readonly<Record<string, number>> = {
  ein: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9,
};
// prettier-ignore
const GERMAN_TENS: Readonly<Record<string, number>> = {
  zwanzig: 20, dreißig: 30, dreissig: 30, vierzig: 40, fünfzig: 50, sechzig: 60, siebzig: 70,
  achtzig: 80, neunzig: 90,
};

/** "fünfundzwanzig" → 25, "eineinhalb" → 1.5, "zweieinhalb" → 2.5, "anderthalb" → 1.5. */
function parseGermanNumber(word: string): number | null {
  if (word === 'anderthalb') return 1.5;
  const andHalf = /^(ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn)einhalb$/.exec(word);
  if (andHalf) return (andHalf[1] === 'zehn' ? 10 : GERMAN_UNITS[andHalf[1]!]!) + 0.5;
  const compound = /^(ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und(\p{L}+)$/u.exec(word);
  if (compound && Object.hasOwn(GERMAN_TENS, compound[2]!))
    return GERMAN_UNITS[compound[1]!]! + GERMAN_TENS[compound[2]!]!;
  return null;
}

/** A half word at `at`, with what may follow it before the unit ("half an", "demi-"). */
function readHalf(reader: Reader, at: number): number | null {
  const half = wordAt(reader.text, at);
  if (!half || !reader.languages.some((language) => HALF_WORDS[language].has(half.word))) return null;
  // "half an hour", "half a minute"
  const article = matchAt(/\s+an?(?![\p{L}])/uy, reader.text, half.end);
  return article && reader.languages.includes('en') ? half.end + article[0].length : half.end;
}

/** The amount at `at`: digits, a number word, an article, a half, a round count or Han numerals. */
function readAmount(reader: Reader, at: number): Amount | null {
  const { text } = reader;
  const han = readHanAmount(text, at);
  if (han) return han;
  let amount = readDigits(text, at);
  if (!amount) {
    const number = readNumberWord(reader, at);
    if (number) amount = { ...number, max: null, isArticle: false, isHan: false };
  }
  if (!amount) {
    const halfEnd = readHalf(reader, at);
    if (halfEnd !== null) return { value: 0.5, max: null, end: halfEnd, isArticle: false, isHan: false };
  }
  let roundCountAt = at;
  if (!amount) {
    const article = wordAt(text, at);
    if (article && reader.languages.some((language) => ARTICLES[language].has(article.word))) {
      // "a half hour", "una media hora", "une demi-heure", "eine halbe Stunde"
      const halfEnd = readHalf(reader, skipSpaces(text, article.end));
      if (halfEnd !== null && halfEnd > article.end)
        return { value: 0.5, max: null, end: halfEnd, isArticle: false, isHan: false };
      amount = { value: 1, max: null, end: article.end, isArticle: true, isHan: false };
      roundCountAt = skipSpaces(text, article.end);
    }
  }
  // "une dizaine de minutes", "a couple of minutes"
  const round = wordAt(text, roundCountAt);
  const roundValue = round
    ? lookUp(
        reader.languages.map((l) => ROUND_COUNTS[l]),
        round.word,
      )
    : undefined;
  if (round && roundValue !== undefined) {
    const of = matchAt(/\s+(?:of|de)(?![\p{L}])|\s+d'/uy, text, round.end);
    return {
      value: roundValue,
      max: null,
      end: of ? round.end + of[0].length : round.end,
      isArticle: false,
      isHan: false,
    };
  }
  if (!amount) return null;
  if (!amount.isArticle) {
    for (const language of reader.languages) {
      const suffix = COUNT_HALF_SUFFIX[language];
      const half = suffix ? matchAt(suffix, text, amount.end) : null;
      if (half) return { ...amount, value: amount.value + 0.5, end: amount.end + half[0].length };
    }
  }
  return amount;
}

type UnitRead = {
  seconds: number;
  end: number;
  /** Where reading goes on: past the full stop of an abbreviation ("1 Std. 30 Min."). */
  next: number;
  isSecondWord: boolean;
  /** "1个半小时": a half more than the amount. */
  addsHalf: boolean;
  isBareFen: boolean;
};

/** A unit at `at`: a word ("minutes", "Std.", "h") or Han ("分钟", "个半小时", "刻钟"). */
function readUnit(text: string, at: number): UnitRead | null {
  const han = matchAt(/(个)?(半)?(?:(小时|钟头|钟点)|(分钟)|(分)(?![熟之])|(秒钟?)|(刻钟))/y, text, at);
  if (han) {
    const [whole, counter, half, hour, minute, fen, second, quarter] = han;
    // A counter or a half belongs to hours only ("两个小时", "1个半小时").
    if ((counter || half) && !hour) return null;
    const seconds = hour ? HOUR : minute || fen ? MINUTE : second ? 1 : quarter ? 900 : 0;
    const end = at + whole.length;
    return { seconds, end, next: end, isSecondWord: false, addsHalf: Boolean(half), isBareFen: Boolean(fen) };
  }
  const word = wordAt(text, at);
  const unit = word ? UNIT_WORDS.get(word.word) : undefined;
  if (!word || !unit) return null;
  const next = unit.isAbbreviation && text[word.end] === '.' ? word.end + 1 : word.end;
  return {
    seconds: unit.seconds,
    end: word.end,
    next,
    isSecondWord: unit.isSecond,
    addsHalf: false,
    isBareFen: false,
  };
}

type Part = {
  seconds: number;
  maxSeconds: number | null;
  end: number;
  next: number;
  unitSeconds: number;
};

/** Amount, then unit: "25 minutes", "5-minute", "5 more minutes", "half an hour", "1 hora y media". */
function readPart(reader: Reader, at: number, inCompound = false): Part | null {
  const { text } = reader;
  for (const language of reader.languages) {
    for (const [pattern, seconds] of QUARTER_HOUR_PHRASES[language]) {
      const match = matchAt(pattern, text, at);
      if (match) {
        const end = at + match[0].length;
        return { seconds, maxSeconds: null, end, next: end, unitSeconds: HOUR };
      }
    }
  }
  const amount = readAmount(reader, at);
  if (!amount) return null;
  let unitAt = amount.end;
  // "25min", "25 min", "5-minute timer", "half-hour"
  const gap = matchAt(/\s*-?\s*/y, text, unitAt);
  if (gap) unitAt += gap[0].length;
  for (let fillers = 0; fillers < 2; fillers++) {
    const filler = wordAt(text, unitAt);
    if (!filler || !reader.languages.some((language) => FILLERS[language].has(filler.word))) break;
    if (UNIT_WORDS.has(filler.word)) break;
    unitAt = skipSpaces(text, filler.end);
  }
  const unit = readUnit(text, unitAt);
  if (!unit) return null;
  // "a second egg", "une seconde fois": an article before "second" is the ordinal.
  if (amount.isArticle && unit.isSecondWord) return null;
  // "十分" is "very", "三分之一" a third: a bare 分 counts after digits, after hours, or before
  // seconds ("两分十五秒").
  if (unit.isBareFen && amount.isHan && !inCompound && !matchAt(HAN_SECONDS, text, unit.end)) return null;
  let value = amount.value + (unit.addsHalf ? 0.5 : 0);
  let end = unit.end;
  let next = unit.next;
  for (const language of reader.languages) {
    for (const [pattern, fraction] of UNIT_FRACTION_SUFFIXES[language]) {
      const suffix = matchAt(pattern, text, unit.end);
      if (suffix && amount.max === null) {
        value += fraction;
        end = unit.end + suffix[0].length;
        next = end;
      }
    }
  }
  return {
    seconds: value * unit.seconds,
    maxSeconds: amount.max === null ? null : amount.max * unit.seconds,
    end,
    next,
    unitSeconds: unit.seconds,
  };
}

type Duration = { seconds: number; maxSeconds: number | null; end: number; firstUnitSeconds: number };

/** One or more parts, each in a smaller unit: "1 hr 15 min", "1 hora y 30 minutos", "1h30", "1小时30分". */
function readCompound(reader: Reader, at: number): Duration | null {
  const { text } = reader;
  const first = readPart(reader, at);
  if (!first) return null;
  const duration: Duration = {
    seconds: first.seconds,
    maxSeconds: first.maxSeconds,
    end: first.end,
    firstUnitSeconds: first.unitSeconds,
  };
  if (first.maxSeconds !== null) return duration;
  let last = first;
  for (;;) {
    let partAt = skipSpaces(text, last.next);
    const joiner = wordAt(text, partAt);
    if (joiner && AND_WORDS.has(joiner.word)) partAt = skipSpaces(text, joiner.end);
    const part = readPart(reader, partAt, true);
    if (part && part.maxSeconds === null && part.unitSeconds < last.unitSeconds) {
      duration.seconds += part.seconds;
      duration.end = part.end;
      last = part;
      continue;
    }
    // "1 h 30", "1h30", "1 heure 30", "1 Std. 30": minutes written without their unit.
    if (last.unitSeconds === HOUR && partAt === skipSpaces(text, last.next)) {
      const minutes = matchAt(/([0-5]\d)(?![\d°%]|[.,/]\d)/y, text, partAt);
      if (minutes && !readUnit(text, skipSpaces(text, partAt + 2))) {
        duration.seconds += Number(minutes[1]) * MINUTE;
        duration.end = partAt + 2;
      }
    }
    return duration;
  }
}

/** A range word at `at` ("-", "to", "à", "bis", "到"), returning the position after it. */
function readRangeWord(reader: Reader, at: number): { end: number; isOr: boolean } | null {
  const symbol = matchAt(RANGE_SYMBOLS, reader.text, at);
  if (symbol) return { end: at + symbol[0].length, isOr: false };
  const word = nextWord(reader.text, at);
  if (!word || !reader.rangeWords.has(word.word)) return null;
  return { end: skipSpaces(reader.text, word.end), isOr: OR_WORDS.has(word.word) };
}

/** A duration or a range of durations starting at `at`, with where it ends. */
function readDuration(reader: Reader, at: number): Duration | null {
  const { text } = reader;
  // "between 2 and 3 minutes", "de 2 a 3 minutos", "von 2 bis 3 Minuten"
  const opener = wordAt(text, at);
  const closers = new Set<string>();
  for (const language of reader.languages) {
    const table = RANGE_OPENERS[language];
    if (opener && Object.hasOwn(table, opener.word))
      for (const word of table[opener.word]!) closers.add(word);
  }
  if (opener && closers.size > 0) {
    const lowAt = skipSpaces(text, opener.end);
    const low = readAmount(reader, lowAt);
    const closer = low ? nextWord(text, low.end) : null;
    if (low && closer && closers.has(closer.word)) {
      const high = readCompound(reader, skipSpaces(text, closer.end));
      if (high && high.maxSeconds === null && high.seconds > low.value * high.firstUnitSeconds)
        return { ...high, seconds: low.value * high.firstUnitSeconds, maxSeconds: high.seconds };
    }
    return null;
  }
  const compound = readCompound(reader, at);
  if (!compound) {
    // "2-3 minutes", "2 to 3 minutes", "1 to 1 1/2 hours", "ein oder zwei Minuten"
    const low = readAmount(reader, at);
    const range = low ? readRangeWord(reader, low.end) : null;
    const high = range ? readCompound(reader, range.end) : null;
    if (!low || !high || high.maxSeconds !== null) return null;
    const lowSeconds = low.value * high.firstUnitSeconds;
    return high.seconds > lowSeconds ? { ...high, seconds: lowSeconds, maxSeconds: high.seconds } : null;
  }
  if (compound.maxSeconds !== null) return compound;
  const range = readRangeWord(reader, compound.end);
  if (range) {
    // "30 minutes to 1 hour", "1 ½ minutes to 2 minutes"
    const high = readCompound(reader, range.end);
    if (high && high.maxSeconds === null && high.seconds > compound.seconds)
      return { ...compound, maxSeconds: high.seconds, end: high.end };
    // "a minute or two", "une minute ou deux"
    if (range.isOr && !high) {
      const count = readAmount(reader, range.end);
      const perUnit = compound.seconds / compound.firstUnitSeconds;
      if (
        count &&
        !count.isArticle &&
        count.max === null &&
        Number.isInteger(perUnit) &&
        count.value > perUnit
      )
        return { ...compound, maxSeconds: count.value * compound.firstUnitSeconds, end: count.end };
    }
  }
  return compound;
}

/** Whether a duration may start at `at`: not inside a word or a number ("A2", "1.5", "12"). */
function canStartAt(text: string, at: number): boolean {
  const char = text[at]!;
  const before = text[at - 1];
  if (/\d/.test(char) || VULGAR_FRACTIONS[char] !== undefined) {
    if (before === undefined) return true;
    if (/\d/.test(before) || isLatinLetter(before)) return false;
    return !(/[.,/-]/.test(before) && /\d/.test(text[at - 2] ?? ''));
  }
  if (HAN.test(char)) {
    // Mid-numeral, or an ordinal ("第三步") rather than an amount.
    return before === undefined || !/[零〇一二两三四五六七八九十百第]/.test(before);
  }
  return isLatinLetter(char) && !isLatinLetter(before) && !/\d/.test(before ?? '');
}

/**
 * The words a duration can start with; scanning skips every other word whole, which keeps a long
 * step (or a pasted page) fast.
 */
const START_WORDS: ReadonlySet<string> = (() => {
  const starts = new Set<string>(['quarter', 'three', 'cuarto', 'quart', 'viertel', 'dreiviertel']);
  for (const language of WORD_LANGUAGES) {
    for (const table of [NUMBER_WORDS[language], ROUND_COUNTS[language], RANGE_OPENERS[language]])
      for (const word of Object.keys(table)) starts.add(word);
    for (const set of [ARTICLES[language], HALF_WORDS[language]]) for (const word of set) starts.add(word);
  }
  for (const [word, unit] of UNIT_WORDS) if (unit.seconds === 900 || unit.seconds === 2700) starts.add(word);
  return starts;
})();

function mayStartDuration(word: string): boolean {
  return START_WORDS.has(word) || parseGermanNumber(word) !== null;
}

function isTimedDuration(text: string, start: number, end: number): boolean {
  if (NOT_A_TIMER_BEFORE.test(text.slice(Math.max(0, start - 12), start))) return false;
  return !NOT_A_TIMER_AFTER.some((pattern) => matchAt(pattern, text, end) !== null);
}

/**
 * Every duration a recipe step names, in order: "Bake for 25–30 minutes" → one timer of 1500 s
 * (maxSeconds 1800, label "25–30 minutes"). `language` is the step's language: it decides which
 * number words and articles count ("once" is eleven in Spanish only); without it all five are
 * read. Units are understood in any of the five languages. "overnight", "a few minutes" and
 * days are not timers. Never throws.
 */
export function findStepTimers(text: string, language?: Language): StepTimer[] {
  if (typeof text !== 'string' || text.length === 0) return [];
  const folded = foldText(text);
  const languages = language === undefined || language === 'zh' ? WORD_LANGUAGES : [language];
  const rangeWords = new Set<string>();
  for (const each of language === undefined ? (Object.keys(RANGE_WORDS) as Language[]) : [language])
    for (const word of RANGE_WORDS[each]) rangeWords.add(word);
  // Han text holds no Latin number words, so a Chinese step is read with all four languages' words:
  // it costs nothing and keeps mixed text ("烤 five minutes") readable.
  const reader: Reader = { text: folded, languages, rangeWords };
  const timers: StepTimer[] = [];
  let at = 0;
  while (at < folded.length) {
    if (!canStartAt(folded, at)) {
      at++;
      continue;
    }
    const word = wordAt(folded, at);
    if (word && !mayStartDuration(word.word)) {
      at = word.end;
      continue;
    }
    const duration = readDuration(reader, at);
    if (!duration) {
      at = word ? word.end : at + 1;
      continue;
    }
    const seconds = Math.round(duration.seconds);
    const maxSeconds = duration.maxSeconds === null ? null : Math.round(duration.maxSeconds);
    if (seconds > 0 && isTimedDuration(folded, at, duration.end)) {
      timers.push({ seconds, maxSeconds, label: text.slice(at, duration.end), start: at, end: duration.end });
    }
    at = duration.end;
  }
  return timers;
}

/**
 * A whole utterance read as a count: "3", "three", "drei", "vingt-cinq", "十二" → the number; null
 * for anything else. Cook mode's voice commands use it for "go to step three", so step numbers and
 * durations share one number reader.
 */
export function parseCount(text: string, language?: Language): number | null {
  if (typeof text !== 'string') return null;
  const folded = foldText(text).trim();
  if (folded.length === 0) return null;
  const languages = language === undefined || language === 'zh' ? WORD_LANGUAGES : [language];
  const reader: Reader = { text: folded, languages, rangeWords: new Set() };
  const amount = readAmount(reader, 0);
  if (!amount || amount.isArticle || amount.max !== null || amount.end !== folded.length) return null;
  return Number.isInteger(amount.value) && amount.value > 0 ? amount.value : null;
}

/**
 * A countdown as a clock shows it: "25:00", "0:45", "1:15:00". Part seconds count up ("0:01" until
 * the last moment has passed), so a timer never shows 0:00 while it is still running.
 */
export function formatTimer(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds - 1e-9) : 0;
  const hours = Math.floor(total / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const rest = total % MINUTE;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}
