/**
 * A request cut into the pieces that each name one item: at "and", commas and their kind in the
 * five languages, where a new amount starts without one ("medio kilo de fresas un paquete de
 * galletas", "三根黄瓜两个西蓝花"), and between two Chinese foods joined by 同 or 跟; never inside a
 * food's name ("half and half") or an amount ("a litre and a half").
 */
import type { Language } from '../../settings-options';
import { NUMBER_WORDS, parseNumberToken, parseQuickAdd } from '../quantity-parser';
import { HAN_COUNTER, withAmounts, withNumbersHeard } from './amounts';
import { sizeOfWhatCameBefore } from './item-names';
import { catalogueSpellings, foodsIn } from './foods';

/**
 * "and", commas, "plus", "also", "ni": between items (a comma inside "1,5" is not, nor "and" in "a litre
 * and a half", "one and a quarter kilos" or "pollo kilo y medio al congelador").
 */
const SEPARATORS =
  /\s*(?:[,;:→](?!\d)|\s(?:and|&|plus|also|as well as|along with|with|y|e|et|et puis|puis|pis|avec|und|als auch|sowie|mit|dann|ni|nor)\s(?!a half(?!\p{L})|a quarter(?!\p{L})|(?:media|medio|demi|demie|ein halb|eine halbe|cuarto|quart|ein viertel)(?:$| (?:de|d|du|des|al|a|en|et|y|und|dans|au|in|ins|im|pour|para)(?!\p{L})| ,)))\s*|\s*(?:和|、|，|；|还有|以及|跟|与|另外|同埋|同(?=[一二两三四五六七八九十\d]))\s*/u;

/**
 * A piece that runs on into the next item without "and" ("medio kilo de fresas | un paquete de
 * galletas", "des kiwis | trois mangues"): cut where a new amount with a unit, or a count of a
 * known food, starts after a food has been named.
 */
function runOnPieces(piece: string, language: Language): string[] {
  if (/\p{Script=Han}/u.test(piece)) return hanRunOn(piece, language);
  const words = withAmounts(piece, language).split(' ');
  for (let i = 2; i < words.length - 1; i++) {
    if (parseNumberToken(words[i]!) === null && !NUMBER_WORDS.has(words[i]!)) continue;
    // ("une plaquette de beurre de 250 g": the size of the food just named.)
    if (sizeOfWhatCameBefore(words, i)) continue;
    const parsed = parseQuickAdd(words.slice(i).join(' '));
    if (!parsed || parsed.quantity === null || parsed.name.length === 0) continue;
    // "des kiwis trois mangues", "3 cebolla 2 zanaorias": without a unit, only a count of a known
    // food (or one misspelt) starts an item.
    if (parsed.unit === null && foodsIn(parsed.name, language).length === 0) continue;
    const before = words.slice(0, i).join(' ');
    if (foodsIn(before, language).length === 0) continue;
    return [before, ...runOnPieces(words.slice(i).join(' '), language)];
  }
  return [piece];
}

/** A Chinese count with its counter ("三根", "2个", "一公斤"). */
const HAN_AMOUNT = new RegExp(`[\\d一二两三四五六七八九十半几]+(?:\\.\\d+)?\\s*${HAN_COUNTER}`, 'gu');

/**
 * Chinese items run on without a separator, each with its count: "三根黄瓜两个西蓝花" (the count
 * before each food) or "牛奶两瓶鸡蛋三盒" (after each food). Split only when every part names a food.
 */
function hanRunOn(piece: string, language: Language): string[] {
  const amounts = [...piece.matchAll(HAN_AMOUNT)];
  if (amounts.length < 2) return [piece];
  const countAfter = foodsIn(piece.slice(0, amounts[0]!.index), language).length > 0;
  const cuts = countAfter
    ? amounts.slice(0, -1).map((match) => match.index + match[0].length)
    : amounts.slice(1).map((match) => match.index);
  const parts = [...cuts, piece.length].map((end, i) => piece.slice(i === 0 ? 0 : cuts[i - 1], end));
  return parts.every((part) => foodsIn(part, language).length > 0) ? parts : [piece];
}

/** Catalogue names with a word that separates items in them ("half and half", "Ben and Jerry"). */
let joinedNames: RegExp | null | undefined;

/** Text with such names held together by hyphens, so that "and" inside them splits nothing. */
function withJoinedNames(text: string): string {
  if (joinedNames === undefined) {
    const names = [
      ...new Set(
        catalogueSpellings()
          .map(({ name }) => name)
          .filter((name) => / (?:and|y|et|und|e|plus|with|con|avec|mit) /u.test(name))
          // "Ben and Jerry's" is typed "ben and jerrys" too.
          .flatMap((name) => (name.endsWith(' s') ? [name, `${name.slice(0, -2)}s`] : [name])),
      ),
    ];
    joinedNames =
      names.length === 0
        ? null
        : new RegExp(`(?<![\\p{L}\\d])(?:${names.map(escapeRegExp).join('|')})(?![\\p{L}\\d])`, 'gu');
  }
  return joinedNames ? text.replace(joinedNames, (name) => name.replace(/ /g, '-')) : text;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "鸡蛋同牛油果", "鲜奶油跟奶油乳酪": two Chinese foods joined by 同 or 跟 ("and", "with"), split
 * when each side names a food of its own.
 */
function hanJoined(piece: string, language: Language): string[] {
  if (!/\p{Script=Han}/u.test(piece)) return [piece];
  const sides = piece.split(/[同跟]/u);
  return sides.length > 1 && sides.every((side) => foodsIn(side, language, { slips: false }).length > 0)
    ? sides
    : [piece];
}

/**
 * A space between Chinese words, not before an amount ("大米 5公斤", "牛奶 两瓶") unless the words
 * before already have theirs ("1升橙汁 2瓶啤酒", "豆腐两盒 一把菠菜").
 */
const HAN_SPACE =
  /(?<=\p{Script=Han})\s+(?=\p{Script=Han})(?![一二两三四五六七八九十半几个包袋瓶盒罐斤克升])|(?<=(?:^|\s)[\d一二两三四五六七八九十][^\s,]*\p{Script=Han})\s+(?=\d)|(?<=\p{Script=Han}[\d一二两三四五六七八九十半]+[个包袋瓶盒罐斤克升把根块]\p{Script=Han}*)\s+(?=[\d一二两三四五六七八九十半])/gu;

/** The pieces of folded text that each name one item, in the order said. */
export function pieces(text: string, language: Language): string[] {
  // "salt n pepper" lists in English; "hab n Sack" is German for "a sack".
  // "大米5公斤 酱油一瓶": Chinese has no spaces between words, so one between two items separates them.
  // "too bags of flour", "sien gramos": a number as it is often typed, before a unit.
  const heard = withNumbersHeard(text, language);
  const joined =
    language === 'en'
      ? heard
          .replace(/(?<=\s)n(?=\s)/gu, 'and')
          // "a jar of pesto an 4 pears": "and" typed without its "d", before a count.
          .replace(/(?<=\s)an(?=\s\d)/gu, 'and')
          // "two hundred and fifty grams", "twenty-four cans": one number, however many words.
          .replace(
            /(?<=hundred) and (?=(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\p{L}+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?!\p{L}))/gu,
            ' ',
          )
      : heard.replace(HAN_SPACE, '，');
  return withJoinedNames(joined)
    .split(SEPARATORS)
    .flatMap((part) => hanJoined(part, language))
    .flatMap((part) => runOnPieces(part, language));
}
