/**
 * A list corrected as it is said: "… and a bag of spinach, actually scratch the milk", "un bote de
 * helado… ah no, el helado no", "800 g de crevettes… non attends, les crevettes c'est 400 g",
 * "Butter – ach nee, Margarine", "一盒牛奶，哦不是牛奶，是酸奶". What follows the word that corrects
 * removes a food named before, changes its amount, or takes its place; anything else it names is
 * added as usual.
 */
import type { Language } from '../../settings-options';
import { foldLetters } from '../food-catalogue';
import { NUMBER_WORDS } from '../quantity-parser';
import { parseCount } from '../step-timers';
import { parseUnit } from '../units';
import { foodsIn } from './foods';
import type { ChefItem } from './intents';

/** Words that correct what was just said; the first group also says "not that" of it. */
const CORRECTION: Readonly<Record<Language, RegExp>> = {
  en: /(?<!\p{L})(?:(no wait|wait no|oh no|sorry i meant|i meant|i mean|no make that|nah hang on|nah|no sorry|no no|no(?= , (?:it was|it s|they were|make it|it should be)))|actually|scratch that|hang on|make that)(?!\p{L})/u,
  es: /(?<!\p{L})(?:(ah no|ay no|no espera|no , espera|espera no|espera , no|perdon|mejor dicho|digo|no , mejor|no mejor|bueno no|bueno , no|quiero decir|no no)|(?<= , )mejor)(?!\p{L})/u,
  fr: /(?<!\p{L})(?:(non attends|attends non|attends , non|euh non|ah non|non pas|en fait non|pardon|ben non|bah non|non , pas|non , plutot|non plutot|enfin non|enfin , non|non enfin|ou plutot|je veux dire|non non))(?!\p{L})/u,
  de: /(?<!\p{L})(?:(ach nee|ach nein|nee doch|nee , doch|ah nein|nein warte|quatsch|nein , nicht|nein nicht|halt , nicht|ich meine|besser gesagt|nein|nee))(?!\p{L})/u,
  zh: /(哦不对|不对|哦不是|说错了|我是说|算了|蒜了|唔系)/u,
};

/** A correction that ends saying "not": what follows it is what was wrong. */
const NEGATED: Readonly<Record<Language, RegExp>> = {
  en: /(?:^| )not$/u,
  // (Every Spanish correction ends in "no": "ah no, el helado no" names the food wrong.)
  es: /(?!)/u,
  fr: /(?:^| )pas$/u,
  de: /(?:^| )nicht$/u,
  zh: /不是$/u,
};

/**
 * What opens a correction that only gives the amount again ("… son tres", "it was the 250g one",
 * "c'est une seule boîte", "war ein ganzes Kilo", "是四盒"): the words before the amount.
 */
const AMOUNT_OPENING: Readonly<Record<Language, RegExp>> = {
  en: /^(?:(?:it was|it s|its|they were|they re|make it|only|just|the) )+/u,
  es: /^(?:(?:son|es|sean|que sean|eran|era|solo|nada mas|mejor) )+/u,
  fr: /^(?:(?:c est|ce sont|c etait|ce sera|juste|seulement|plutot) )+/u,
  de: /^(?:(?:es sind|es ist|sind|ist|war|waren|nur|lieber) )+/u,
  zh: /^(?:是|就|只要|要)+/u,
};

/** A clause that goes on with "and" another item. */
const AND_MORE = /^(.*?) (?:y|and|et|und|e|和) (.+)$/u;

/** An amount said again as one: "the 250g one", "une seule boîte", "ein ganzes Kilo". */
const AMOUNT_WORDS = /(?<!\p{L})(?:one|ones|seule?s?|ganzes|ganze|ganzen|entero|entera)(?!\p{L})/gu;

/** Words that say a food named again is not wanted ("scratch the milk", "el helado no", "ohne die"). */
const NOT_WANTED: Readonly<Record<Language, RegExp>> = {
  en: /(?<!\p{L})(?:not|no|scratch|scrap|skip|forget|without|remove|minus|drop)(?!\p{L})/u,
  es: /(?<!\p{L})(?:no|sin|quita|quitale|olvida|nada de)(?!\p{L})/u,
  fr: /(?<!\p{L})(?:pas|sans|enleve|oublie)(?!\p{L})/u,
  de: /(?<!\p{L})(?:ohne|nicht|kein|keine|keinen|streich|vergiss)(?!\p{L})/u,
  zh: /不要|不用|去掉|别买|不是|唔使|唔要/u,
};

/** Where the first word that corrects what was just said ends, or null when none does. */
export function correctionIn(text: string, language: Language): number | null {
  const marker = CORRECTION[language].exec(text);
  return marker ? marker.index + marker[0].length : null;
}

/**
 * The items of a request, read with `read`, with what its corrections say applied. Text without a
 * word that corrects is read as it is.
 */
export function withCorrections(
  text: string,
  language: Language,
  read: (text: string) => ChefItem[],
  amountOf: (piece: string) => Pick<ChefItem, 'quantity' | 'unit'> | null,
): ChefItem[] {
  const marker = CORRECTION[language].exec(text);
  if (!marker) return read(text);
  const before = read(text.slice(0, marker.index));
  // ("不对不对，是四盒": the word said twice is one correction.)
  let afterText = text.slice(marker.index + marker[0].length);
  for (
    let again = CORRECTION[language].exec(afterText);
    again && afterText.slice(0, again.index).replace(/ , /gu, ' ').trim() === '';
    again = CORRECTION[language].exec(afterText)
  )
    afterText = afterText.slice(again.index + again[0].length);
  // "dos paquetes de macarrones, no espera, son tres", "三盒酸奶，不对，是四盒": the amount of the
  // food just named, said again.
  const [clause, ...rest] = afterText.replace(/^ , /u, '').split(' , ');
  // ("no, espera, eran ocho. Y un bote de aceitunas": the amount, then "and" one more item.)
  const joined = clause === undefined ? null : AND_MORE.exec(clause);
  const opening = joined && amountOf(joined[1]!.replace(AMOUNT_OPENING[language], '')) ? joined[1]! : clause;
  if (joined && opening !== clause) rest.unshift(joined[2]!);
  // ("actually just one": "one" counts; "it was the 250g one": it names the kind.)
  const said = opening?.trim().replace(AMOUNT_OPENING[language], '') ?? '';
  const amount =
    before.length > 0 && said.length > 0
      ? (amountOf(said) ?? amountOf(said.replace(AMOUNT_WORDS, ' ').trim()))
      : null;
  if (amount) {
    const last = before[before.length - 1]!;
    Object.assign(
      last,
      amount.unit === null && last.unit !== null && amount.quantity !== null
        ? { quantity: amount.quantity }
        : amount,
    );
    afterText = rest.join(' , ');
    return [...before, ...withCorrections(afterText, language, read, amountOf)];
  }
  // "nein, nicht Sahne, Crème fraîche", "non, pas du lait, de la crème": the clause the correction
  // says "not" of names what was wrong; the next one what takes its place.
  const negated = NEGATED[language].test(marker[0]) && before.length > 0;
  if (negated) afterText = afterText.replace(/^ , /u, '').split(' , ').slice(1).join(' , ');
  // (The rest may correct again: read it the same way.)
  const after = withCorrections(afterText, language, read, amountOf);
  if (before.length === 0) return after;
  const denies = marker[1] !== undefined;
  const clauses = afterText.split(' , ');
  // What takes a food's place is said right after the correction ("no espera, que sean
  // semidesnatada, y un paquete de jamón": the ham is one more).
  const firstClause = clauses.find((clause) => clause.trim().length > 0) ?? '';
  const clauseOf = (item: ChefItem) => clauses.find((clause) => clause.includes(item.name)) ?? '';
  const same = (a: ChefItem, b: ChefItem) =>
    a.foodKey !== null ? a.foodKey === b.foodKey : b.foodKey === null && a.name === b.name;
  const items = [...before];
  let removed: ChefItem | null = null;
  const replaced: ChefItem[] = [];
  for (const [i, item] of after.entries()) {
    const clause = clauseOf(item);
    const refused = NOT_WANTED[language].test(clause);
    const earlier = items.findIndex((named) => same(named, item));
    if (earlier >= 0) {
      // "les crevettes c'est 400 g", "饺子是三袋": the same food with another amount.
      if (item.quantity !== null && !refused) Object.assign(items[earlier]!, pick(item));
      // "el helado no", "scratch the milk", "哦不是牛奶": that one is not wanted.
      else if (refused || (denies && i === 0)) removed = items.splice(earlier, 1)[0]!;
      continue;
    }
    // "sorry, I mean pork mince, the beef was last week": the food taken back, named again, is not
    // added.
    if (item.quantity === null && replaced.some((gone) => sharesAWord(gone.name, item.name))) continue;
    // "die Kleine verträgt keine Milch": a food said not to be wanted is not added either.
    // (Said just before it: "… keine Milch und dazu 500 g Magerquark" refuses the milk only.)
    const said = clause.indexOf(item.name);
    const justBefore = clause.slice(0, Math.max(0, said)).split(' ').slice(-3).join(' ');
    if (said > 0 && NOT_WANTED[language].test(justBefore)) continue;
    // "Butter – ach nee, Margarine": another food in place of the last one named.
    if (denies && i === 0 && removed === null && clause === firstClause) {
      removed = items.pop()!;
      replaced.push(removed);
    }
    // "… non pas du beurre, de la margarine": what takes a food's place keeps its amount.
    const replaces = denies && removed !== null && item.quantity === null;
    items.push(replaces ? { ...item, ...pick(removed!) } : item);
    removed = null;
  }
  return items;
}

/** Whether two names share a word of four letters or more ("beef mince", "beef was last week"). */
function sharesAWord(a: string, b: string): boolean {
  const words = new Set(a.split(' ').filter((word) => word.length >= 4));
  return b.split(' ').some((word) => words.has(word));
}

function pick(item: ChefItem): Pick<ChefItem, 'quantity' | 'unit'> {
  return { quantity: item.quantity, unit: item.unit };
}

/** Counts past twelve said in words, as timers and larger amounts are ("quince minutos… no, doce"). */
const TEENS_AND_TENS = [
  'thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty',
  'trece|catorce|quince|dieciseis|diecisiete|dieciocho|diecinueve|veinte|veinticinco|treinta|cuarenta|cincuenta|sesenta',
  'treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante',
  'dreizehn|vierzehn|funfzehn|sechzehn|siebzehn|achtzehn|neunzehn|zwanzig|dreissig|vierzig|funfzig|sechzig',
].flatMap((words) => words.split('|'));

/**
 * A count, in digits or as the quantity parser's number words, folded as requests are ("fünf" is
 * "funf"; "a" too: "a salmon fillet, sorry, two"); with the Spanish, French and German elevens,
 * which the parser leaves out ("once", "onze", "elf" are other words at the start of a line) but
 * which here only count when another count takes them back.
 */
const COUNT = [
  '\\d+(?:[.,]\\d+)?',
  ...[...NUMBER_WORDS.keys()].map(foldLetters),
  'once',
  'onze',
  'elf',
  ...TEENS_AND_TENS,
].join('|');

/** Words that take back a count just said: "three no four", "deux non trois", "vier nee fünf". */
const COUNT_TAKEN_BACK: Readonly<Record<Language, string>> = {
  en: 'no sorry|no wait|sorry|no|i mean|no i mean|make that|or rather|i meant|wait|oh no|oh , no|oops|actually',
  es: 'no perdon|perdon|no|digo|mejor dicho|no mejor|ay no|ay , no|ah no|ah , no|bueno|mejor|no espera|no , espera|espera',
  fr: 'non pardon|pardon|non|euh non|je veux dire|ou plutot|non plutot|ah non|ah , non|oups|plutot|non attends|non , attends|attends',
  de: 'nein sorry|sorry|nein|nee|ich meine|quatsch|ah nein|ach nein|ach , nein|ach nee|ach , nee|moment|halt|nein warte|warte',
  zh: '', // (HAN_COUNT_TAKEN_BACK holds its own.)
};

/** Words between the one that takes a count back and the new count: "no, make it four", "perdón, que son dos". */
const NEW_COUNT_OPENING: Readonly<Record<Language, string>> = {
  en: 'make it|make that|it s|its|it was|it should be|should be|i meant|just|only|more like',
  es: 'que son|que sean|son|sean|que eran|eran|mejor de|mejor|de|solo',
  fr: 'c est|ce sont|c etait|plutot|juste|seulement|mettons|disons',
  de: 'es sind|sind|es waren|lieber|eher|doch|nur|sagen wir',
  zh: '',
};

/** "of them", "de ellos", "davon": the count said again of the same things. */
const OF_THEM = /^(?:of them|of those|de ellos|de ellas|d entre eux|d entre elles|davon|von denen)(?!\p{L})/u;

/**
 * A count taken back as it is said, in dictation above all: "tres no cuatro latas de atún", "tres
 * pimientos no cuatro pimientos rojos", "deux sachets de légumes non trois sachets", "four chicken
 * breasts in the freezer, sorry, six of them", "四包薯条，哦不，三包", "三分钟 哦不 五分钟": the last count
 * said stands, of the things the first was said of.
 */
export function withNumbersCorrected(text: string, language: Language): string {
  const pattern = countTakenBack(language);
  let corrected = '';
  let from = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match.index < from) continue;
    // ("un temporizador de quince minutos… no, doce": the count taken back is the last one said.)
    const between = match[1]!.trim().split(' ').filter(Boolean);
    if (between.some((word) => parseCount(word, language) !== null)) {
      pattern.lastIndex = match.index + 1;
      continue;
    }
    // ("trag drei Dosen Kichererbsen ein, nein warte, vier": an article counting nothing is the
    // verb's "ein", not the count taken back.)
    if (between.length === 0 && ARTICLE_COUNT.test(match[0])) continue;
    const end = match.index + match[0].length;
    const taken = takenBack(match[1]!, match[2]!, text.slice(end), language);
    if (taken === null) continue;
    corrected += text.slice(from, match.index) + taken.said;
    from = end + taken.consumed;
  }
  return corrected + text.slice(from);
}

const countsTakenBack = new Map<Language, RegExp>();

/**
 * A count, up to seven words it is of (no count among them), a word that takes it back, the words
 * that may open the new count, and that count.
 */
function countTakenBack(language: Language): RegExp {
  if (language === 'zh') return HAN_COUNT_TAKEN_BACK;
  let pattern = countsTakenBack.get(language);
  if (!pattern) {
    pattern = new RegExp(
      `(?<![\\p{L}\\d])(?:${COUNT}) ((?:(?!(?:${COUNT}) )[^ ]+ ){0,7}?)(?:, )?(?:${COUNT_TAKEN_BACK[language]})(?: ,)? (?:(?:${NEW_COUNT_OPENING[language]}) ){0,2}(${COUNT})(?![\\p{L}\\d])`,
      'gu',
    );
    countsTakenBack.set(language, pattern);
  }
  return pattern;
}

/**
 * What a count taken back says, given the words the first count was of and the text after the
 * second: the things named again ("no cuatro pimientos rojos"), in part ("non trois sachets", of
 * "sachets de légumes"), as "of them", or not at all ("tres no cuatro latas"); null when the words
 * after say something else ("two kids, no one eats broccoli").
 */
function takenBack(
  what: string,
  count: string,
  after: string,
  language: Language,
): { said: string; consumed: number } | null {
  if (language === 'zh') {
    // ("四包薯条，哦不，三包": the counter said again.)
    let same = 0;
    while (same < what.length && what[same] === after[same]) same++;
    // ("五个柠檬，不对，三个就够了": what follows only says it is enough.)
    const enough = ENOUGH.exec(after.slice(same))?.[0].length ?? 0;
    // (Not "一瓶牛奶，不对，是两瓶燕麦奶": another food, which the list's own correction reads.)
    const whole = same === what.length || enough > 0 || /^(?:$|[\s,，、和跟还])/u.test(after.slice(same));
    return same > 0 && whole ? { said: `${count}${what}`, consumed: same + enough } : null;
  }
  // ("3 minutos y medio… no, 4": the half goes with the count taken back.)
  const named = what.trim().replace(AND_A_HALF, '').split(' ').filter(Boolean);
  if (named.length === 0) return { said: count, consumed: 0 };
  const rest = after.trimStart();
  const skipped = after.length - rest.length;
  const next = rest.split(' ');
  let same = 0;
  while (same < named.length && same < next.length && sameWord(named[same]!, next[same]!)) same++;
  if (same === named.length) return { said: count, consumed: 0 };
  if (same > 0)
    return { said: `${count} ${named.join(' ')}`, consumed: skipped + next.slice(0, same).join(' ').length };
  const ofThem = OF_THEM.exec(rest);
  if (ofThem) return { said: `${count} ${named.join(' ')}`, consumed: skipped + ofThem[0].length };
  // ("cuatro pizzas, ay no, tres, que una nos la cenamos hoy": the clause after, saying why, goes
  // with the count.)
  const why = WHY.exec(rest);
  if (why) {
    const reason = rest.slice(why[0].length).split(' , ')[0]!;
    if (foodsIn(reason, language).length === 0)
      return { said: `${count} ${named.join(' ')}`, consumed: skipped + why[0].length + reason.length };
  }
  if (rest === '' || /^(?:,|and|y|et|und|e)(?!\p{L})/u.test(rest))
    return { said: `${count} ${named.join(' ')}`, consumed: 0 };
  // ("ah non, une seule suffira", "no, mejor de doce, que el horno calienta mucho": the rest of
  // the clause, naming no food, only says why.)
  // (Not where it goes on with a unit, which a correction of the whole amount reads: "500 g
  // Zucker – nein, ein ganzes Kilo".)
  const clause = rest.split(' , ')[0]!;
  const [first] = clause.replace(AMOUNT_WORDS, ' ').trim().split(' ');
  if (first !== undefined && parseUnit(first) !== null) return null;
  return foodsIn(clause, language).length === 0
    ? { said: `${count} ${named.join(' ')}`, consumed: skipped + clause.length }
    : null;
}

/** A clause that says why, right after a count taken back. */
const WHY =
  /^, (?:que|porque|pues|ya que|because|cause|cos|since|as|car|parce que|parce qu|puisque|weil|denn|da)(?!\p{L})/u;

const ARTICLE_COUNT = /^(?:a|an|un|une|una|uno|ein|eine) ,/u;

const ENOUGH = /^(?:就够了?|就行了?|就好了?|够了|好了|吧|即可)/u;

const AND_A_HALF = / ?(?:y|and a|et|und|e) (?:medio|media|half|demi|demie|halb)$/u;

/** The same word, or its plural: "fillet" and "fillets", "sachet" and "sachets". */
function sameWord(a: string, b: string): boolean {
  const shorter = a.length <= b.length ? a : b;
  const longer = a.length <= b.length ? b : a;
  return longer.startsWith(shorter) && longer.length - shorter.length <= 2 && shorter.length >= 2;
}

/** "四包薯条，哦不，三包", "三分钟 哦不 五分钟": a count, its counter and what it counts, then another count. */
const HAN_COUNT_TAKEN_BACK =
  /[一二两三四五六七八九十\d]+(\p{Script=Han}{1,6}?) ?[,，]? ?(?:哦不是|哦不对|哦不|不对|说错了|不是) ?[,，]? ?(?:是)?([一二两三四五六七八九十\d]+)/gu;

/**
 * How many people there are, which counts no food: "costco haul for the five of us", "on sera huit
 * à table", "como somos seis en casa", "wir sind zu sechst", "我们家五口人".
 */
const PEOPLE: Readonly<Record<Language, RegExp>> = {
  en: new RegExp(
    `(?<!\\p{L})(?:for|feeding) (?:the|all) (?:${COUNT}) of us(?!\\p{L})|(?<!\\p{L})(?:there are|there ll be|there will be|we are|we re) (?:${COUNT}) (?:of us|people|for dinner|for lunch)(?!\\p{L})`,
    'gu',
  ),
  es: new RegExp(
    `(?<!\\p{L})(?:somos|seremos|vamos a ser) (?:${COUNT})(?: personas| en casa| a la mesa| a comer| a cenar)?(?!\\p{L})`,
    'gu',
  ),
  fr: new RegExp(
    `(?<!\\p{L})(?:on sera|on est|nous serons|nous sommes) (?:${COUNT})(?: personnes| a table| a manger| a diner)?(?!\\p{L})`,
    'gu',
  ),
  de: new RegExp(
    `(?<!\\p{L})(?:wir sind|wir werden) (?:zu )?(?:${COUNT}|zweit|dritt|viert|funft|sechst|siebt|acht)(?: personen| leute| beim essen)?(?!\\p{L})`,
    'gu',
  ),
  zh: /我们?(?:家|一家)?[一二两三四五六七八九十\d]+(?:个人|口人|口|位)/gu,
};

/** The text without the words that count people. */
export function withoutPeopleCounted(text: string, language: Language): string {
  return text.replace(PEOPLE[language], ' ').replace(/ {2,}/gu, ' ').trim();
}
