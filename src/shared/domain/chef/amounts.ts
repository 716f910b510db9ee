/**
 * Amounts as people say them, rewritten for the quick-add parser: halves, "and a half", Chinese
 * numerals and fractions, spoken German articles and folded German number words.
 */
import type { Language } from '../../settings-options';
import { findFood, normalizeFoodName } from '../food-catalogue';
import { HAN_DIGITS, parseNumberToken } from '../quantity-parser';
import { parseCount } from '../step-timers';
import { parseUnit, unitDimension } from '../units';

/**
 * "half a litre", "medio kilo", "un demi-litre", "ein halber Liter", "半公斤", "half a dozen": a
 * half before a unit becomes 0.5 the quick-add parser reads (only before a unit: "demi-écrémé" is
 * a kind of milk); quarters and three quarters likewise.
 */
const SAID_FRACTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![\p{L}\d])(?:a |one )?half (?:an? |of an? )?(?=\p{L})/gu, '0.5 '],
  [/(?<![\p{L}\d])(?:medio|media) (?=\p{L})/gu, '0.5 '],
  [/(?<![\p{L}\d])(?:un |une )?demi (?=(?:litre|kilo|livre|douzaine|verre|tasse|baguette))/gu, '0.5 '],
  [/(?<![\p{L}\d])(?:ein|eine|einen|einem) halbe[nrs]? (?=\p{L})/gu, '0.5 '],
  [/(?<![\p{L}\d])halbe[nrs]? (?=\p{L})/gu, '0.5 '],
  // "半公斤", "半个西瓜" (not "半个小时", "半个月": time is read by the timer and the dates).
  [/半(?=[升斤公克包袋瓶盒打颗只根条块罐棵头]|个(?![小钟鐘月星礼禮]))/gu, '0.5'],
  // "three quarters of a pound", "un cuarto de kilo", "trois quarts de litre", "ein Viertel Liter",
  // "anderthalb Liter".
  [/(?<![\p{L}\d])(?:three quarters|three fourths) (?:of )?(?:an? )?(?=\p{L})/gu, '0.75 '],
  [
    /(?<![\p{L}\d])(?:a |one )?quarter (?:of )?(?:an? )?(?=(?:pound|lb|kilo|kg|litre|liter|cup|gallon|teaspoon|tablespoon)s?(?!\p{L}))/gu,
    '0.25 ',
  ],
  [/(?<![\p{L}\d])tres cuartos (?:de )?(?=\p{L})/gu, '0.75 '],
  [
    /(?<![\p{L}\d])(?:un )?cuarto de (?=(?:kilo|kg|litro|libra|taza|cucharada|cucharadita)s?(?!\p{L}))/gu,
    '0.25 ',
  ],
  [/(?<![\p{L}\d])trois quarts (?:de |d )?(?=\p{L})/gu, '0.75 '],
  [/(?<![\p{L}\d])(?:un )?quart (?:de |d )(?=(?:kilo|kg|litre|livre|tasse|cuillere)s?(?!\p{L}))/gu, '0.25 '],
  [/(?<![\p{L}\d])(?:drei ?viertel) (?=\p{L})/gu, '0.75 '],
  [/(?<![\p{L}\d])(?:ein |einen )?viertel (?=(?:kilo|kg|liter|pfund|tasse)(?!\p{L}))/gu, '0.25 '],
  [/(?<![\p{L}\d])anderthalb (?=\p{L})/gu, '1.5 '],
  // "a Viertelkilo Topfen", "ein Halbliter Milch": the fraction and the unit in one German word.
  [/(?<![\p{L}\d])(?:ein |eine |einen )?dreiviertelkilo(?!\p{L})/gu, '0.75 kg'],
  [/(?<![\p{L}\d])(?:ein |eine |einen )?viertelkilo(?!\p{L})/gu, '0.25 kg'],
  [/(?<![\p{L}\d])(?:ein |eine |einen )?halbkilo(?!\p{L})/gu, '0.5 kg'],
  [/(?<![\p{L}\d])(?:ein |eine |einen )?viertelliter(?!\p{L})/gu, '0.25 l'],
  [/(?<![\p{L}\d])(?:ein |eine |einen )?halbliter(?!\p{L})/gu, '0.5 l'],
  [/(?<![\p{L}\d])(?:ein |eine |einen )?achtelliter(?!\p{L})/gu, '0.125 l'],
  // "a couple of aubergines", "un par de limones": two.
  [/(?<![\p{L}\d])(?:a couple of|a couple|un par de) (?=\p{L})/gu, '2 '],
  // "pepinos, un par", "reblochon : un seul": the amount alone after the food.
  [/(?<![\p{L}\d])(?:a couple|un par|une couple)$/gu, '2'],
  [/(?<![\p{L}\d])(?:just the one|un seul|une seule|un solo|una sola|nur einen|nur eine|nur eins)$/gu, '1'],
];

/** "2 and a half", "dos y medio", "deux et demi", "zwei und ein halb", "zweieinhalb": a whole and a half. */
const AND_A_HALF =
  /(?<![\p{L}\d])(\d+|\p{L}+?) ?(?:and a half|y medio|y media|et demi|et demie|und ein halb|und eine halbe|einhalb)(?![\p{L}\d])/gu;

/** "one and a quarter kilos", "dos y cuarto", "deux et quart", "zwei und ein viertel": a whole and a quarter. */
const AND_A_QUARTER =
  /(?<![\p{L}\d])(\d+|\p{L}+?) ?(?:and a quarter|y cuarto|et quart|und ein viertel|einviertel)(?![\p{L}\d])/gu;

/** A weight or a volume as said after a size ("400g", "1.5 litre", "500 grams"). */
const MEASURE = String.raw`(?:g|kg|ml|cl|l|oz|lb|litres?|liters?|litros?|grams?|gramm|gramos|grammes?|kilos?|kilograms?|pounds?|ounces?)`;

/**
 * "2 x 400g tins", "3 500 ml bottles": a count of containers, each of a size; the count is what
 * goes in the pantry ("a 250g pack" is one pack).
 */
const PACK_SIZE = new RegExp(
  String.raw`(?<![\p{L}\d]|\d[.,])(\d+|\p{L}+)(?: ?[x×] ?| )\d+(?:[.,]\d+)? ?${MEASURE}\.? (?=(\p{L}+))`,
  'gu',
);
/**
 * "trois boîtes de 400 g de tomates", "two 400g tins of tomatoes" said with "of": several containers
 * of a size are that many containers.
 */
const COUNTED_SIZED = new RegExp(
  String.raw`(?<![\p{L}\d])(\S+) (\p{L}+) (?:de|of|d) \d+(?:[.,]\d+)? ?${MEASURE}\.? (de|of|d) (?=\p{L})`,
  'gu',
);
/** "a 24 pack of la croix", "a 6-pack of beer": that many of the food, in one pack. */
const MULTIPACK =
  /(?<![\p{L}\d])(?:an? |one )(\d+)[- ]?pack (?:of )?(?=\p{L})|(?<![\p{L}\d])(\d+)-pack (?:of )?(?=\p{L})/gu;

/**
 * "a tray of 30 eggs", "un estuche de 12 huevos", "une barquette de 6 cuisses de poulet": a
 * container said with how many it holds is that many of the food.
 */
const COUNT_INSIDE =
  /(?<![\p{L}\d])(?:(?:a|an|one|un|una|une|ein|eine|einen|1) )?(?:box|carton|tray|pack|packet|case|crate|punnet|caja|estuche|paquete|bandeja|boite|barquette|paquet|plateau|lot|packung|karton|schachtel|schale) (?:of|de|d|mit) (\d+) (?=(\p{L}+))/gu;

/** "ein 10er-Karton Eier", "ein Sechserpack Joghurt": a pack named by how many it holds. */
const GERMAN_PACK_OF =
  /(?<![\p{L}\d])(?:(?:ein|eine|einen|1) )?(\d+er|zweier|dreier|vierer|sechser|achter|zehner|zwolfer) ?(?:pack|packung|karton|schachtel|box)(?= \p{L})/gu;

/**
 * "a 500g tub of cottage cheese", "a 1kg bag of basmati", "ein 500-g-Becher Magerquark": one
 * container of a size is that much of the food; the container's word is no part of its name.
 */
const SIZED_CONTAINER = new RegExp(
  String.raw`(?<![\p{L}\d] ?|\d |\d[.,])(?:(?:ein|eine|einen) )?(\d+(?:[.,]\d+)? ?${MEASURE}\.?) (\p{L}+) (?:of )?(?=\p{L})`,
  'gu',
);
export const CONTAINERS: ReadonlySet<string> = new Set(['can', 'jar', 'bottle', 'pack', 'bag', 'box']);
const ARTICLE_BEFORE_MEASURE =
  /(?<![\p{L}\d])(?:a|an|un|una|ein|eine|einen) (?=\d+(?:[.,]\d+)? ?(\p{L}+)(?: (\p{L}+))?)/gu;
const isMeasure = (unit: ReturnType<typeof parseUnit>) =>
  unit !== null && ['mass', 'volume'].includes(unitDimension(unit));
/** Units a size may come before ("a big bag", "a large bunch"). */
const SIZED: ReadonlySet<string> = new Set([...CONTAINERS, 'bunch']);

/**
 * "a big bag", "two large tins", "a family pack", "un gran paquete", "une grosse boîte", "eine große
 * Tüte", "a big bunch", "a whole bunch": how big a container is says nothing the unit does not, and
 * hides the unit from the parser.
 */
const SIZE_BEFORE_UNIT =
  /(?<![\p{L}\d])(?:big|large|small|little|huge|giant|jumbo|medium|massive|family|sharing|value|economy|bumper|party|mega|maxi|xxl|whole|entire|nice|good|gran|grande|grandes|pequeno|pequena|pequenos|pequenas|chico|chica|grand|grands|grosse|grosses|gros|belle|belles|beau|bel|bonne|petit|petite|petits|petites|grossen|grosser|grosses|kleine|kleinen|kleiner|kleines|ganze|ganzen|ganzes) (?=(\p{L}+))/gu;

/** "a dozen stubbies", "una docena de latas": twelve of the container that follows. */
const DOZEN_OF_UNIT =
  /(?<![\p{L}\d])(?:(?:a|one|un|una|une|ein|eine) )?(?:dozen|docena|douzaine|dutzend) (?:(?:of|de|d) )?(?=(\p{L}+))/gu;

/** "15 Deka Extrawurst": the Austrian decagram, ten grams. */
const DEKA = /(?<![\p{L}\d])(\S+) (?:deka|dag|dkg|dekagramm)(?!\p{L})/gu;

/** "es Kilo", "es Bund", "es Brot": Swiss German "one" before a unit or a food (elsewhere "es" is "it"). */
const SWISS_ONE = /(?<![\p{L}\d])es (?=(\p{L}+))/gu;

/** A unit followed by "and a half" or "and a quarter", with the word before it (a count or not). */
const BARE_UNIT_AND_PART =
  /(?<![\p{L}\d])(\S+ )?(\p{L}+) (?=(?:and a half|y medio|y media|et demi|et demie|und ein halb|and a quarter|y cuarto|et quart)(?![\p{L}\d]))/gu;

/** "3/4 of a cup", "1/2 of a pound", "3/4 de kilo": the fraction before the unit. */
const FRACTION_OF = /(?<![\p{L}\d])(\d+\/\d+) (?:of|de|d) (?:an? |un |una |une )?(?=\p{L})/gu;

/** "un litre et demi", "una docena y media", "a pound and a half": the half after the unit. */
const UNIT_AND_A_HALF =
  /(?<![\p{L}\d])(\d+|\p{L}+) (\p{L}+) (?:and a half|y medio|y media|et demi|et demie|und ein halb|und eine halbe)(?![\p{L}\d])/gu;

/** "1 taza y 1/4", "2 cups and 1/3": a unit, then a fraction more of it. */
const UNIT_AND_FRACTION = /(?<![\p{L}\d])(\d+) (\p{L}+) (?:and|y|et|und) (\d+)\/(\d+)(?![\p{L}\d/])/gu;

/** "dos kilos y cuarto", "a pound and a quarter": the quarter after the unit. */
const UNIT_AND_A_QUARTER =
  /(?<![\p{L}\d])(\d+|\p{L}+) (\p{L}+) (?:and a quarter|y cuarto|et quart|und ein viertel)(?![\p{L}\d])/gu;

/** "a cup", "un litre", "eine Packung": one (in Spanish "a" is "to": "¿a cuántos gramos?"). */
export const ARTICLES: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(['a', 'an', 'one']),
  es: new Set(['un', 'una', 'uno']),
  fr: new Set(['un', 'une']),
  de: new Set(['ein', 'eine', 'einen', 'einem']),
  zh: new Set(),
};
const ANY_ARTICLE: ReadonlySet<string> = new Set(Object.values(ARTICLES).flatMap((words) => [...words]));

/**
 * A whole amount in digits or words, or an article that counts one ("eineinhalb", "zweieinhalb",
 * "un litre et demi", "deux livres et demie").
 */
export function wholeValue(word: string, language?: Language): number | null {
  return (
    parseNumberToken(word) ??
    ((language ? ARTICLES[language] : ANY_ARTICLE).has(word) ? 1 : null) ??
    (language && /^\p{L}+$/u.test(word) ? parseCount(word, language) : null)
  );
}

/** "ne Schachtel", "'nen Liter", "n Sack": spoken German for "eine", "einen", "ein". */
const SPOKEN_ARTICLES = /(?<![\p{L}\d])(?:ne|nen|n)(?= \p{L})/gu;

/** German text with its spoken articles written out ("ne Stunde" → "eine Stunde"). */
export function withSpokenArticles(text: string): string {
  return text.replace(SPOKEN_ARTICLES, (word) => `ei${word}`);
}

/**
 * "a Kilo", "an Karfiol", "e Fläsche", "oan Laib": Austrian, Bavarian and Swiss "ein"/"einen"
 * ("an" only where it is no preposition: not before an article or a pronoun, "an die Liste").
 */
const DIALECT_ARTICLES =
  /(?<![\p{L}\d])(?:a|oa|oan|e|en|an)(?= (?!(?:der|die|das|den|dem|des|mich|dich|sich|uns|euch|ihn|ihm|ihr|sie|es|alle|alles|was|mein|meine|meinen|meinem|meiner|unser|unsere|unseren|unserer|dein|deine|deinen)(?!\p{L}))\p{L})/gu;

const HAN_NUMERALS: Readonly<Record<string, number>> = { 零: 0, ...HAN_DIGITS };
const HAN_PLACES: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000 };

/** "五百" 500, "一千二百" 1200, "三十五" 35. */
export function hanNumberValue(numerals: string): number {
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

/** French tens and their ones ("quarante-cinq" 45, Belgian and Swiss "septante-cinq" 75, "nonante" 90). */
const FRENCH_TENS: Readonly<Record<string, number>> = {
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  septante: 70,
  huitante: 80,
  octante: 80,
  nonante: 90,
};
const FRENCH_ONES: Readonly<Record<string, number>> = {
  un: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
};
const FRENCH_TEENS: Readonly<Record<string, number>> = {
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
};
export const FRENCH_NUMBER = new RegExp(
  `(?<!\\p{L})(${Object.keys(FRENCH_TENS).join('|')})(?: et)?(?: (${Object.keys(FRENCH_ONES).join('|')}))?(?!\\p{L})`,
  'gu',
);

/** A FRENCH_NUMBER match as digits. */
export function frenchTens(_: string, tens: string, ones: string | undefined): string {
  return String(FRENCH_TENS[tens]! + (ones ? FRENCH_ONES[ones]! : 0));
}

/**
 * An amount as the quick-add parser reads it: halves as 0.5, "2 and a half" as 2.5, Chinese
 * hundreds ("五百克") and fractions ("四分之一杯") as digits, spoken German articles as "eine".
 */
export function withAmounts(text: string, language?: Language, pounds: 'market' | 'lb' = 'market'): string {
  const piece = withSizesDropped(withHundreds(withNumbersHeard(text, language)));
  const spoken =
    language === 'de'
      ? piece
          .replace(DEKA, (said: string, count: string) => {
            const value = wholeValue(count, language);
            return value === null ? said : `${Math.round(value * 100) / 10} g`;
          })
          .replace(SPOKEN_ARTICLES, (word) => `ei${word}`)
          .replace(DIALECT_ARTICLES, 'ein')
          .replace(SWISS_ONE, (said: string, next: string) =>
            parseUnit(next) || isFoodWord(next) ? 'ein ' : said,
          )
      : piece;
  // "un 4 litres de lait" (Québec): an article before a number says nothing more.
  // "a 2 litre milk", "una 1 kg de harina": so does one before a measure, unless a container follows.
  const unarticled =
    language === 'fr'
      ? spoken.replace(/(?<![\p{L}\d])(?:un|une) (?=\d)/gu, '')
      : spoken.replace(ARTICLE_BEFORE_MEASURE, (said: string, unit: string, next: string) =>
          isMeasure(parseUnit(unit)) && !CONTAINERS.has(parseUnit(next ?? '') ?? '') ? '' : said,
        );
  // "kilo y cuarto", "litre et demi": a unit said without its "one".
  const said = unarticled.replace(
    BARE_UNIT_AND_PART,
    (whole: string, before: string | undefined, unit: string) =>
      parseUnit(unit) !== null && (before === undefined || wholeValue(before.trim(), language) === null)
        ? `${before ?? ''}1 ${unit} `
        : whole,
  );
  const wholes = said
    .replace(UNIT_AND_A_HALF, (said: string, whole: string, unit: string) => {
      const value = wholeValue(whole, language);
      return value === null ? said : `${value + 0.5} ${unit}`;
    })
    .replace(UNIT_AND_FRACTION, (said: string, whole: string, unit: string, above: string, below: string) =>
      parseUnit(unit) === null || Number(below) === 0
        ? said
        : `${Number(whole) + Number(above) / Number(below)} ${unit}`,
    )
    .replace(UNIT_AND_A_QUARTER, (said: string, whole: string, unit: string) => {
      const value = wholeValue(whole, language);
      return value === null || parseUnit(unit) === null ? said : `${value + 0.25} ${unit}`;
    })
    .replace(AND_A_HALF, (said: string, whole: string) => {
      const value = wholeValue(whole, language);
      return value === null ? said : String(value + 0.5);
    })
    .replace(AND_A_QUARTER, (said: string, whole: string) => {
      const value = wholeValue(whole, language);
      return value === null ? said : String(value + 0.25);
    })
    .replace(PACK_SIZE, (said: string, count: string, next: string) =>
      // ("zwei 400-g-Dosen": the count in words too.)
      CONTAINERS.has(parseUnit(next) ?? '') && (/^\d/u.test(count) || (wholeValue(count, language) ?? 0) >= 2)
        ? `${count} `
        : said,
    )
    .replace(MULTIPACK, (_: string, count?: string, hyphened?: string) => `${count ?? hyphened} `)
    .replace(COUNT_INSIDE, (said: string, count: string, next: string) =>
      parseUnit(next) === null ? `${count} ` : said,
    )
    .replace(GERMAN_PACK_OF, (said: string, count: string) => {
      const value = wholeValue(count.replace(/er$/u, ''), language);
      return value === null ? said : `${value} `;
    })
    .replace(COUNTED_SIZED, (said: string, count: string, container: string, of: string) =>
      (wholeValue(count, language) ?? 0) >= 2 && CONTAINERS.has(parseUnit(container) ?? '')
        ? `${count} ${container} ${of} `
        : said,
    )
    .replace(SIZED_CONTAINER, (said: string, size: string, container: string) =>
      CONTAINERS.has(parseUnit(container) ?? '') || parseUnit(container) === 'piece' ? `${size} ` : said,
    )
    .replace(FRACTION_OF, '$1 ')
    .replace(SIZE_BEFORE_UNIT, (said: string, next: string) => (SIZED.has(parseUnit(next) ?? '') ? '' : said))
    .replace(DOZEN_OF_UNIT, (said: string, next: string) =>
      CONTAINERS.has(parseUnit(next) ?? '') ? '12 ' : said,
    );
  const halves = SAID_FRACTIONS.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    wholes,
  );
  const han = halves
    // "一盒十个装的鸡蛋", "一盒三十枚的鸡蛋": a box of ten is ten.
    .replace(
      /(?:[一1][盒箱包袋板托])?([一二两三四五六七八九十\d]+)(?:个|枚|只)装?的/gu,
      (_, count: string) => `${hanOrDigits(count)}个`,
    )
    // "一升半橙汁": a whole and a half after the unit; "一小把香菜": a small bunch is a bunch.
    .replace(
      /([一二两三四五六七八九十\d]+)(公斤|千克|升|斤|杯|个|包|袋|瓶|盒)半/gu,
      (_, whole: string, unit: string) => `${hanOrDigits(whole) + 0.5}${unit}`,
    )
    .replace(/([一二两三四五六七八九十\d])[小大](?=[把包袋瓶盒罐块])/gu, '$1')
    // "一整只鸡", "一整个西瓜": a whole one is one ("整鸡", a whole chicken, stays whole).
    .replace(/([一二两三四五六七八九十\d])整([只个条块根颗棵])/gu, '$1$2整')
    // "两支橙汁", "一支豉油": in Cantonese and Taiwanese a drink or a sauce counted in 支 is a
    // bottle ("一支玉米" is one cob).
    .replace(
      /(?<=[一二两三四五六七八九十几\d])支(?=[^，,、和跟同与及\s]{0,4}(?:汁|奶|水|可乐|酒|饮料|茶|咖啡|豆浆|醋|油|露))/gu,
      '瓶',
    )
    // "一又四分之三杯": a whole and a fraction.
    .replace(
      /([一二两三四五六七八九十\d]+)又([一二两三四五六七八九十\d]+)分之([一二两三四五六七八九\d]+)/gu,
      (_, whole: string, below: string, above: string) =>
        String(hanOrDigits(whole) + hanOrDigits(above) / hanOrDigits(below)),
    )
    // "一袋五公斤的东北大米", "一块250克的黄油", "一袋1公斤装的水饺": a bag or a piece of a weight
    // is that weight; "两盒250毫升的牛奶": several are that many.
    .replace(
      /(?<![\d.一二两三四五六七八九十])([一二两三四五六七八九十]+|\d+)([袋包盒瓶桶箱块罐条])([一二两三四五六七八九十\d]+(?:\.\d+)?\s?(?:公斤|千克|克|升|毫升|斤|kg|g|ml|l))装?的/gu,
      (_, count: string, container: string, size: string) =>
        count === '一' || count === '1' ? size : `${count}${container}`,
    )
    .replace(
      /([一二两三四五六七八九十\d]+)分之([一二两三四五六七八九\d]+)/gu,
      (_, below: string, above: string) => String(hanOrDigits(above) / hanOrDigits(below)),
    )
    // "两千克面粉": 千克 is the kilogram, not a thousand grams.
    .replace(/千克/gu, '公斤')
    .replace(/[一二两三四五六七八九十零]+[百千][一二两三四五六七八九十零百千]*/gu, (numerals) =>
      String(hanNumberValue(numerals)),
    )
    // "排骨一斤二两": a 斤 and its 两 are one weight (600 g); "鸡蛋一打半": a dozen and a half.
    .replace(
      /(?<![公\d.])(\d+|[一二两三四五六七八九十]+)斤([一二三四五六七八九]|\d)两(?![个只条块根瓶包袋盒罐])/gu,
      (_, jin: string, liang: string) => `${hanOrDigits(jin) * 500 + hanOrDigits(liang) * 50}克`,
    )
    .replace(
      /(\d+|[一二两三四五六七八九十]+)打半/gu,
      (_, dozens: string) => `${hanOrDigits(dozens) * 12 + 6}个`,
    )
    // "两斤苹果", "半斤虾": the market's 斤 is half a kilo, said in grams ("两斤排骨" is 1000 g).
    .replace(
      /(?<![公\d.])(\d+(?:\.\d+)?|[一二两三四五六七八九十]+)斤/gu,
      (_, count: string) => `${(/^[\d.]+$/.test(count) ? Number(count) : hanOrDigits(count)) * 500}克`,
    )
    // "二两鲜香菇": and its 两 is 50 g (not "一两个", one or two of them).
    .replace(
      /(?<![\d.一二两三四五六七八九十])([一二三四五六七八九十]|\d+)两(?![个只条块根瓶包袋盒罐次天周年岁份句下遍回把颗棵张片粒杯碗盘斤公千克])/gu,
      (_, count: string) => `${(/^\d+$/.test(count) ? Number(count) : hanOrDigits(count)) * 50}克`,
    );
  const counted = han.replace(HAN_COUNT, (numerals: string) => String(hanOrDigits(numerals)));
  if (language === 'fr') return counted.replace(FRENCH_NUMBER, frenchTens);
  if (language !== 'de') return counted;
  const numbered = counted.replace(FOLDED_GERMAN_NUMBERS, (word) => UMLAUTED[word]!);
  return pounds === 'market'
    ? withMarketPounds(numbered)
    : numbered.replace(/(?<!\p{L})pfund(?!\p{L})/gu, 'lb');
}

/**
 * "ein Pfund Quark", "ein halbes Pfund Butter", "ein Viertelpfund Speck": the German market's pound
 * is half a kilo, said in grams (asked to convert, "2 Pfund in Kilo" is the avoirdupois pound).
 */
function withMarketPounds(text: string): string {
  return text.replace(GERMAN_POUND, (said: string, count: string | undefined, part: string | undefined) => {
    const value = count === undefined ? 1 : wholeValue(count, 'de');
    if (value === null) return said;
    const share = part === undefined ? 1 : part.startsWith('drei') ? 0.75 : part === 'halb' ? 0.5 : 0.25;
    return `${Math.round(value * share * 500)} g`;
  });
}

const GERMAN_POUND =
  /(?<![\p{L}\d])(?:(\d+(?:\.\d+)?|ein|eine|einen|einem|zwei|drei|vier|fünf|sechs|zehn) )?(drei ?viertel|viertel|halb)?pfund(?!\p{L})/gu;

const ONES: Readonly<Record<string, number>> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ein: 1,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
};
const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  zehn: 10,
  elf: 11,
  zwolf: 12,
  zwanzig: 20,
  dreissig: 30,
  vierzig: 40,
  funfzig: 50,
  fuenfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};

/**
 * "five hundred grams", "a hundred and fifty", "zweihundertfünfzig Gramm", "deux cents grammes",
 * "doscientos gramos": hundreds as digits.
 */
const HUNDREDS_EN =
  /(?<![\p{L}\d])(a|one|two|three|four|five|six|seven|eight|nine) hundred(?: and)?(?: (twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety))?(?: (one|two|three|four|five|six|seven|eight|nine))?(?![\p{L}\d])/gu;
/** "twenty-four", "thirty six": tens and ones in English. */
const TENS_AND_ONES_EN =
  /(?<![\p{L}\d])(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) (one|two|three|four|five|six|seven|eight|nine)(?![\p{L}\d])/gu;
const HUNDREDS_DE =
  /(?<![\p{L}\d])(ein|zwei|drei|vier|funf|fuenf|sechs|sieben|acht|neun)?hundert(?:(ein|zwei|drei|vier|funf|fuenf|sechs|sieben|acht|neun)und)?(zehn|elf|zwolf|zwanzig|dreissig|vierzig|funfzig|fuenfzig|sechzig|siebzig|achtzig|neunzig)?(?![\p{L}\d])/gu;

const HUNDREDS_FR =
  /(?<![\p{L}\d])(?:(deux|trois|quatre|cinq|six|sept|huit|neuf) )?cents?(?: (vingt|trente|quarante|cinquante|soixante|septante|huitante|octante|nonante))?(?: (?:et )?(un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize))?(?![\p{L}\d])/gu;
const HUNDREDS_ES =
  /(?<![\p{L}\d])(cien|ciento|dos|tres|cuatro|quinientos|quinientas|seis|sete|ocho|nove)(?:cientos|cientas)?(?: (?:y )?(veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa))?(?![\p{L}\d])/gu;

const KILO_AND_TENTHS_FR =
  /(?<![\p{L}\d])(un|deux|trois|quatre|cinq|\d+) kilos? (deux|trois|quatre|cinq|six|sept|huit|neuf) (?=(?:de|d) )/gu;

/** The hundreds of "doscientos", "quinientas", "ciento": the word's start, as Spanish spells it. */
const SPANISH_HUNDREDS: Readonly<Record<string, number>> = {
  cien: 1,
  ciento: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  quinientos: 5,
  quinientas: 5,
  seis: 6,
  sete: 7,
  ocho: 8,
  nove: 9,
};

const SPANISH_TENS: Readonly<Record<string, number>> = {
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
};

function withHundreds(text: string): string {
  return (
    text
      // ("une couple de bananes": Québec for two.)
      .replace(/(?<![\p{L}\d])une couple d(?:e|es)? /gu, '2 ')
      .replace(HUNDREDS_EN, (_, hundreds: string, tens?: string, ones?: string) =>
        String(ONES[hundreds]! * 100 + (tens ? TENS[tens]! : 0) + (ones ? ONES[ones]! : 0)),
      )
      .replace(TENS_AND_ONES_EN, (_, tens: string, ones: string) => String(TENS[tens]! + ONES[ones]!))
      .replace(HUNDREDS_DE, (_, hundreds?: string, ones?: string, tens?: string) =>
        String((hundreds ? ONES[hundreds]! : 1) * 100 + (tens ? TENS[tens]! : 0) + (ones ? ONES[ones]! : 0)),
      )
      // "deux cent grammes", "doscientos cincuenta gramos".
      .replace(HUNDREDS_FR, (_, hundreds?: string, tens?: string, ones?: string) =>
        String(
          (hundreds ? FRENCH_ONES[hundreds]! : 1) * 100 +
            (tens ? FRENCH_TENS[tens]! : 0) +
            (ones ? (FRENCH_ONES[ones] ?? FRENCH_TEENS[ones]!) : 0),
        ),
      )
      // "un kilo deux de paleron": a kilo and two hundred grams.
      .replace(KILO_AND_TENTHS_FR, (said: string, kilos: string, tenths: string) => {
        const whole = wholeValue(kilos, 'fr');
        const part = FRENCH_ONES[tenths];
        return whole === null || part === undefined ? said : `${whole + part / 10} kg `;
      })
      .replace(HUNDREDS_ES, (said: string, hundreds: string, tens?: string) =>
        // ("dos", "tres" alone are no hundreds.)
        /cient|^cien|quinient/u.test(said)
          ? String(SPANISH_HUNDREDS[hundreds]! * 100 + (tens ? SPANISH_TENS[tens]! : 0))
          : said,
      )
  );
}

/** Numbers typed as they sound, before a unit ("too pounds", "tree tablespoons", "sien gramos"). */
const HEARD_NUMBERS: Partial<Record<Language, Readonly<Record<string, string>>>> = {
  en: { too: '2', tree: '3' },
  es: { sien: '100' },
  fr: { sang: '100' },
};

export function withNumbersHeard(text: string, language: Language | undefined): string {
  const heard = language ? HEARD_NUMBERS[language] : undefined;
  if (!heard) return text;
  return text.replace(/(?<![\p{L}\d])(\p{L}+) (?=(\p{L}+))/gu, (said: string, word: string, next: string) =>
    heard[word] !== undefined && parseUnit(next) !== null ? `${heard[word]} ` : said,
  );
}

/** "a big bag of", "una caja grande de", "ein großer Sack": how big a container is says no amount. */
const SIZE_BEFORE =
  /(?<![\p{L}])(?:big|large|small|little|huge|giant|grosse|grossen|grosser|grosses|kleine|kleinen|kleiner|kleines|gros|grosse|petit|petite|grand|grande) (\p{L}+)/gu;
const SIZE_AFTER =
  /(?<![\p{L}])(\p{L}+) (?:grande|grandes|pequena|pequeno|pequenas|pequenos|enorme|gros|grosse|petit|petite|familiale)(?= (?:de|d|du|des) )/gu;

/** "three level tablespoons", "drei gestrichene Esslöffel": how full a spoon is says no amount. */
const FULLNESS =
  /(?<![\p{L}])(?:level|heaped|heaping|rounded|scant|gestrichene?[nrs]?|gehaufte?[nrs]?|gehaeufte?[nrs]?|rase|rases|bombee|bombees|colmada|colmadas|colmado|colmados|rasa|rasas|raso|rasos) (\p{L}+)/gu;

function withSizesDropped(text: string): string {
  return text
    .replace(FULLNESS, (said: string, next: string) => (parseUnit(next) ? next : said))
    .replace(SIZE_BEFORE, (said: string, next: string) =>
      CONTAINERS.has(parseUnit(next) ?? '') ? next : said,
    )
    .replace(SIZE_AFTER, (said: string, unit: string) =>
      CONTAINERS.has(parseUnit(unit) ?? '') ? unit : said,
    );
}

/** The Chinese counters and units a count stands before ("三根", "一公斤"). */
export const HAN_COUNTER =
  '(?:公斤|千克|毫升|网兜|网袋|[个包袋瓶盒把根斤克块罐听条颗只杯升打串棵支头片提箱排枝樽桶])';

/** "番薯三个", "汤圆两包": a count said after the food, before its counter, read as digits. */
const HAN_COUNT = new RegExp(`[一二两三四五六七八九十]+(?=${HAN_COUNTER})`, 'gu');

/**
 * "funf", "zwolf": German number words as a request is folded, without the umlaut the parser knows;
 * Austrian and Bavarian "zwa", "zwoa".
 */
const UMLAUTED: Readonly<Record<string, string>> = {
  funf: 'fünf',
  zwolf: 'zwölf',
  funfzehn: 'fünfzehn',
  funfzig: 'fünfzig',
  fuenf: 'fünf',
  zwoelf: 'zwölf',
  fuenfzehn: 'fünfzehn',
  fuenfzig: 'fünfzig',
  zwa: 'zwei',
  zwoa: 'zwei',
  zwoi: 'zwei',
  druu: 'drei',
  drue: 'drei',
};
const FOLDED_GERMAN_NUMBERS = new RegExp(`(?<!\\p{L})(?:${Object.keys(UMLAUTED).join('|')})(?!\\p{L})`, 'gu');

function hanOrDigits(numerals: string): number {
  return /^\d+$/.test(numerals) ? Number(numerals) : hanNumberValue(numerals) || 1;
}

/** Whether a German word is a catalogue food's whole name ("Brot", "Zopf"). */
function isFoodWord(word: string): boolean {
  const food = findFood(word, 'de');
  return food !== null && food.names.de.some((name) => normalizeFoodName(name) === word);
}
