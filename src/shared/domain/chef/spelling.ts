/**
 * Slips in the words the engine listens for, set right before a request is read: a cue word typed
 * one letter off ("lsita", "Einkaufslsite", "dwindeling", "Handrürgerät"), and in Chinese a
 * character typed by its sound ("西兰化" for 西兰花, "快怀了" for 快坏了, "慢顿锅" for 慢炖锅).
 * Food names are not corrected here: items.ts matches a misspelt food where a request asks to add.
 */
import type { Language } from '../../settings-options';
import { APPLIANCE_NAMES, HOUSEHOLD_APPLIANCE_NAMES } from '../appliance-names';
import { FOOD_CATALOGUE, findFood, normalizeFoodName } from '../food-catalogue';
import { NUMBER_WORDS } from '../quantity-parser';
import { allUnitWords, parseUnit } from '../units';
import type { Words } from '../word-lists';
import { aloneInHanList, isCatalogueWord, oneEditApart } from './foods';
import { NOT_FOOD } from './talk';
import * as V from './vocabulary';

/** Every list whose words are worth setting right: the cues, and the appliances' names. */
function cueTables(): Words[] {
  const tables: Words[] = [];
  for (const value of Object.values(V)) {
    if (isWords(value)) tables.push(value);
    else if (Array.isArray(value))
      for (const row of value as unknown[]) if (Array.isArray(row) && isWords(row[1])) tables.push(row[1]);
  }
  for (const [, names] of [...APPLIANCE_NAMES, ...HOUSEHOLD_APPLIANCE_NAMES]) tables.push(names);
  // The units' names, in every language ("dosena" is docena).
  const units = allUnitWords()
    .filter((word) => !/\p{Script=Han}/u.test(word))
    .join('|');
  tables.push({ en: units, es: units, fr: units, de: units, zh: '' });
  // Spanish numbers spelt as they sound ("sinco aguacates").
  tables.push({ en: '', es: SPANISH_NUMBERS, fr: '', de: '', zh: '' });
  return tables;
}

const SPANISH_NUMBERS = 'cuatro|cinco|seis|siete|ocho|nueve|diez|doce';

function isWords(value: unknown): value is Words {
  return typeof value === 'object' && value !== null && typeof (value as Words).en === 'string';
}

/**
 * Cue words of four letters or more, per language (a four-letter word only with two letters
 * swapped, "lsit", or a letter that sounds the same, "onsa"): short words are too close to one
 * another.
 */
type CueWords = { known: Set<string>; byLength: Map<number, string[]>; stems: string[] };

let cueWords: Map<Language, CueWords> | undefined;

function wordsOf(language: Language): CueWords {
  cueWords ??= new Map();
  let entry = cueWords.get(language);
  if (!entry) {
    const known = new Set<string>();
    const stems = new Set<string>();
    for (const table of cueTables())
      for (const phrase of table[language].split('|')) {
        for (const word of normalizeFoodName(phrase.replace(/\*/g, ' ')).split(' '))
          if (word.length >= 4) known.add(word);
        // "vegetarian*": a stem any ending follows.
        const stem = /^(\p{L}{6,})\*$/u.exec(phrase)?.[1];
        if (stem) stems.add(stem);
      }
    const byLength = new Map<number, string[]>();
    for (const word of known) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
    entry = { known, byLength, stems: [...stems] };
    cueWords.set(language, entry);
  }
  return entry;
}

/** Whether a word is one the engine listens for ("faites" in "les courses sont faites"): not a food misspelt. */
export function isCueWord(word: string, language: Language): boolean {
  return wordsOf(language).known.has(word);
}

/**
 * A word one slip off a cue word, and not itself a word the engine knows (a food, a unit, a
 * number), set right.
 */
function correctWord(word: string, language: Language): string {
  if (word.length < 4 || !/^\p{L}+$/u.test(word)) return word;
  const { known, byLength, stems } = wordsOf(language);
  // (Nor a word of talk: "Schwager" is no "schwanger".)
  if (known.has(word) || NOT_FOOD.has(word)) return word;
  // "regístralos", "apúntamelo", "agregarlas": a Spanish verb listened for, its pronouns written on.
  // (The cheap test first: the catalogue is looked up only for a word that ends so.)
  const ending =
    language === 'es'
      ? CLITICS.find(
          (end) =>
            word.length - end.length >= 3 && word.endsWith(end) && known.has(word.slice(0, -end.length)),
        )
      : undefined;
  const verb = ending === undefined ? '' : word.slice(0, -ending.length);
  if (verb && !stems.some((stem) => word.startsWith(stem)) && !findFood(word, language)) return verb;
  // A silent "h" left out in Spanish and French ("orno" for "horno").
  if ((language === 'es' || language === 'fr') && known.has(`h${word}`) && !findFood(word, language))
    return `h${word}`;
  const candidate =
    [word.length, word.length - 1, word.length + 1]
      .flatMap((length) => byLength.get(length) ?? [])
      .find((cue) => isSlip(word, cue, language)) ?? stemSlip(word, language);
  if (
    !candidate ||
    parseUnit(word) ||
    NUMBER_WORDS.has(word) ||
    findFood(word, language) ||
    isCatalogueWord(word, language)
  )
    return word;
  return candidate;
}

/**
 * Spanish pronouns for the thing, written on a verb ("guárdalas", "apúntamelo"), the longest first
 * ("me" or "te" alone end too many words: "tomate").
 */
const CLITICS = ['me', 'te', 'se', 'nos', '']
  .flatMap((first) => ['los', 'las', 'les', 'lo', 'la', 'le'].map((second) => first + second))
  .sort((a, b) => b.length - a.length);

/**
 * A slip in the stem of a word whose ending the cue leaves open ("vejetariano" for vegetarian*):
 * the stem set right, the ending kept.
 */
function stemSlip(word: string, language: Language): string | undefined {
  if (word.length < 7) return undefined;
  for (const stem of wordsOf(language).stems)
    for (const length of [stem.length, stem.length - 1, stem.length + 1]) {
      if (length >= word.length || word.startsWith(stem)) continue;
      const start = word.slice(0, length);
      if (isSlip(start, stem, language)) return stem + word.slice(length);
    }
  return undefined;
}

/** Letters that sound alike, so one is typed for the other ("escazo", "receta"/"reseta"). */
const SOUND_ALIKE = new Set([
  'sz',
  'zs',
  'ck',
  'kc',
  'cs',
  'sc',
  'cz',
  'zc',
  'bv',
  'vb',
  'iy',
  'yi',
  'gj',
  'jg',
  'nm',
  'mn',
]);

/**
 * A typing slip rather than another word: two letters swapped ("lsita"), a letter doubled or
 * dropped in a long word ("dwindeling", "alergie"), or a letter typed for one that sounds the same
 * ("escazo", "tenporizador"), or in a long English word one vowel for another ("appliences"). A letter
 * changed for any other ("cuarto"/"cuanto", "halben"/"haben") is another word.
 */
function isSlip(word: string, candidate: string, language: Language): boolean {
  if (!oneEditApart(word, candidate)) return false;
  const at = [...word].findIndex((char, i) => char !== candidate[i]);
  // A letter typed twice ("Timmer", "shoppping"), or a double letter typed once ("Mikrowele").
  if (word.length === candidate.length + 1 && at > 0 && word[at] === word[at - 1]) return true;
  if (
    word.length >= 5 &&
    candidate.length === word.length + 1 &&
    at > 0 &&
    candidate[at] === candidate[at - 1]
  )
    return true;
  if (word.length < 5 || candidate.length < 5)
    return (
      word.length === candidate.length &&
      (swappedAt(word, candidate, at) || SOUND_ALIKE.has(`${word[at]}${candidate[at]}`))
    );
  // A letter more or less at the end is another form of the word ("congelados", "anstellen"); one
  // dropped just before the same last letter is a slip ("übermorgn").
  if (word.length !== candidate.length)
    return (
      Math.min(word.length, candidate.length) >= 6 &&
      at !== -1 &&
      (at < Math.min(word.length, candidate.length) - 1 || word.at(-1) === candidate.at(-1))
    );
  // ("appliences": in a long English word, one vowel typed for another; the other languages change
  // a vowel to make another form of the word, "parrilleros", "parrilleras".)
  const vowels = language === 'en' && word.length >= 8 && VOWEL.test(word[at]!) && VOWEL.test(candidate[at]!);
  return swappedAt(word, candidate, at) || vowels || SOUND_ALIKE.has(`${word[at]}${candidate[at]}`);
}

const VOWEL = /^[aeiou]$/u;

function swappedAt(word: string, candidate: string, at: number): boolean {
  return word[at] === candidate[at + 1] && word[at + 1] === candidate[at];
}

/**
 * Characters a pinyin keyboard offers for the same sound, each with the ones meant in kitchen
 * words. Only changed where the change makes a word the engine knows ("怀孕" stays).
 */
const SAME_SOUND: Readonly<Record<string, string>> = {
  平: '苹',
  旦: '蛋',
  市: '柿',
  试: '柿',
  渔: '鱼',
  顿: '炖',
  化: '花划',
  梅: '莓',
  怀: '坏',
  炸: '榨',
  兰: '蓝',
  蓝: '兰',
  胶: '椒',
  带: '袋代',
  瓶: '苹',
  玩: '完',
  够: '购',
  其: '期',
  题: '提',
  情: '清',
  箩: '萝',
  罗: '萝',
  葡: '卜',
  揽: '榄',
  冲: '葱',
  茹: '菇',
  宏: '红',
  扑: '卜',
  补: '卜',
  璧: '壁',
  亚: '压',
  鸭: '压',
  采: '菜',
  彩: '菜',
  乃: '奶',
  由: '油',
  相: '箱',
  东: '冻',
  保: '包',
  络: '酪',
  凶: '胸',
  家: '加',
  普: '谱',
  反: '饭',
  实: '食',
  民: '敏',
  路: '炉',
  伴: '拌',
  贵: '柜',
  脏: '藏',
  代: '袋',
  百: '白',
  淡: '单',
  提: '替',
  是: '柿',
  过: '锅',
  订: '定',
  里: '理',
  立: '力',
  丹: '单',
  升: '生',
  唐: '糖',
  交: '椒',
  姑: '菇',
  将: '酱',
  暑: '薯',
  署: '薯',
  琴: '芹',
  但: '蛋',
  结: '洁',
  沫: '末',
  种: '钟',
  洪: '红',
  丝: '司',
  份: '粉',
  快: '块',
  事: '柿',
  算: '蒜',
  人: '仁',
  羊: '洋',
  宁: '柠',
  撒: '啥',
};

let hanWords: Set<string> | undefined;

function knownHanWords(): Set<string> {
  if (hanWords) return hanWords;
  hanWords = new Set();
  const add = (phrase: string) => {
    for (const part of phrase.split('*')) if (part.length >= 2) hanWords!.add(part);
  };
  for (const table of cueTables()) table.zh.split('|').forEach(add);
  for (const food of FOOD_CATALOGUE) food.names.zh.forEach(add);
  // Units and durations ("盎丝" is 盎司, "八分种" 八分钟).
  allUnitWords()
    .filter((word) => HAN.test(word))
    .forEach(add);
  HAN_DURATIONS.forEach(add);
  return hanWords;
}

const HAN = /\p{Script=Han}/u;
const HAN_DURATIONS = ['分钟', '秒钟', '小时', '钟头', '刻钟'];

/** Whether a known word of two to five characters covers position `at` of the text. */
function knownWordAt(text: string, at: number): boolean {
  const known = knownHanWords();
  for (let length = 2; length <= 5; length++)
    for (let start = Math.max(0, at - length + 1); start <= at; start++)
      if (start + length <= text.length && known.has(text.slice(start, start + length))) return true;
  return false;
}

function correctHan(text: string): string {
  let result = text;
  for (let at = 0; at < result.length; at++) {
    const candidates = SAME_SOUND[result[at]!];
    if (!candidates || knownWordAt(result, at)) continue;
    for (const meant of candidates) {
      const changed = result.slice(0, at) + meant + result.slice(at + 1);
      // A counter after a number is a known word too ("一代大米" is 一袋).
      const counted = COUNTERS.has(meant) && HAN_NUMBER.test(result[at - 1] ?? '');
      // A one-character food alone between the marks of a list ("姜、算和小葱" is 蒜).
      const listed = findFood(meant, 'zh') !== null && aloneInHanList(result.replace(/\s/gu, '、'), at);
      if (counted || listed || knownWordAt(changed, at)) {
        result = changed;
        break;
      }
    }
  }
  return result;
}

/** The counters a slip may stand for, after a Chinese number. */
const COUNTERS: ReadonlySet<string> = new Set(['袋', '包', '瓶', '盒', '罐', '块']);
const HAN_NUMBER = /[一二两三四五六七八九十几]/u;

/** Words shortened as in text messages ("q cocino", "pq", "jsp"), written out. */
const TEXTING: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    u: 'you',
    ur: 'your',
    pls: 'please',
    plz: 'please',
    tmrw: 'tomorrow',
    tmr: 'tomorrow',
    tonite: 'tonight',
    thx: 'thanks',
  },
  es: {
    q: 'que',
    k: 'que',
    d: 'de',
    xq: 'porque',
    pq: 'porque',
    tb: 'tambien',
    tmb: 'tambien',
    xfa: 'por favor',
    porfa: 'por favor',
    minutitos: 'minutos',
    minutito: 'minuto',
    segunditos: 'segundos',
    horita: 'hora',
    horitas: 'horas',
  },
  fr: {
    q: 'que',
    koi: 'quoi',
    pr: 'pour',
    tkt: 't inquiete',
    dem: 'demain',
    ajd: 'aujourd hui',
    slt: 'salut',
    ds: 'dans',
    qq: 'quelques',
    bcp: 'beaucoup',
  },
  de: { bb: 'bis bald', vllt: 'vielleicht', morgn: 'morgen' },
  zh: {},
};

/** Folded text with its slips set right, as the word lists of `language` read it. */
export function withSpellingFixed(text: string, language: Language): string {
  const latin = text.replace(/\p{L}+/gu, (word) =>
    /\p{Script=Han}/u.test(word) ? word : (TEXTING[language][word] ?? correctWord(word, language)),
  );
  return /\p{Script=Han}/u.test(latin) ? correctHan(latin).replace(COUNTER_SLIP, '根') : latin;
}

/** "两跟黄瓜": 跟 ("and") typed after a count for the counter 根, which sounds the same. */
const COUNTER_SLIP = /(?<=[一二两三四五六七八九十几\d])跟(?=\p{Script=Han})/gu;
