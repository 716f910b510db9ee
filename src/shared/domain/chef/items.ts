/**
 * The things a request names to add ("2 litres of milk and a dozen eggs", "把两升牛奶放进冰箱"): the
 * request split at "and" and commas (pieces.ts), the words around each piece that ask rather than
 * name ("add", "please", "to the fridge") trimmed off, each piece read by the quick-add parser and
 * matched to the food catalogue, a misspelt food ("mlik") matched when one letter is off.
 */
import type { Language } from '../../settings-options';
import { findFood, foodByKey, normalizeFoodName } from '../food-catalogue';
import { parseQuickAdd } from '../quantity-parser';
import { parseCount } from '../step-timers';
import { parseUnit, unitDimension } from '../units';
import type { ChefItem } from './intents';
import {
  ACQUIRE,
  ADD,
  ADDRESS,
  ARTICLES_WORDS,
  EXCEPT,
  FILLER,
  FOR_THE_DISH,
  GREETING,
  INVENTORY,
  LIST_NAMES,
  LOCATIONS,
  NOTE_DOWN,
  ORIGIN,
  SHOPPING_LIST,
} from './vocabulary';
import { ARTICLES, CONTAINERS, HAN_COUNTER, wholeValue, withAmounts } from './amounts';
import {
  CANNED_WORDS,
  cannedFood,
  isCatalogueSpelling,
  FROZEN_WORDS,
  foodsIn,
  frozenFood,
  isWholeName,
  matchFood,
  ROMANCE_PRODUCT_HEADS,
} from './foods';
import { withCorrections } from './corrections';
import { isTalk } from './talk-words';
import { pieces } from './pieces';
import { isCueWord } from './spelling';
import { NOT_FOOD, addingCues, namesSomething } from './talk';
import { edgeStripper, findCue, FOR_BEFORE } from './text';
import {
  FROM_PLACE,
  SHAPE,
  inTins,
  DISH_TO_MAKE,
  afterPlaceWord,
  COMPANY,
  CAME,
  PLENTY_OF,
  VAGUE_AMOUNT,
  FROM_AFTER,
  PURPOSE,
  RELATIVE,
  sizeOfWhatCameBefore,
  ABOUT_WORDS,
  endsWithFood,
  amountFirst,
  endsWithUnit,
  CUTS,
  NET,
  CUT_OF,
  BUT_BEFORE_PRONOUN,
  OWN_STOCK,
  shopless,
  SHOP_NAMES,
  sizedAmount,
  IN_TINS_AS_POWDER,
} from './item-names';

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

/** "Netz Zwiebeln", "sack kartoffeln": a container named first without its "one" holds one. */
function oneContainer(piece: string, language: Language): string {
  const [first, ...rest] = piece.split(' ');
  return rest.length > 0 && CONTAINERS.has(parseUnit(first!) ?? '') && findFood(rest.join(' '), language)
    ? `1 ${piece}`
    : piece;
}

/** A word that leads to a list or a place, left at the end once they are stripped. */
const LEADING_TO = /(?: (?:for|to|into|onto|in|pour|dans|para|en|fur|fuer|im|ins|auf|zum|zur))+$/u;

/** A unit the parser reads from a Chinese counter ("三个") is a count, not pieces. */
const PIECE_WORDS =
  /(?<!\p{L})(?:pieces?|pcs|trozos?|pedazos?|morceaux?)(?!\p{L})|(?<=[一二两三四五六七八九十几\d])片/u;

/** "a couple of 400g tins", "un par de bolsas": two, said before what is counted. */
const COUPLE_OF = /^(?:a couple of|a pair of|un par de|une paire de|un couple de) /u;

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
    // "姜一块", "小葱一把": the food, then its amount, read as "一块姜".
    const after = /^(\p{Script=Han}{1,6}?)([\d一二两三四五六七八九十半几]+[小大]?\p{Script=Han})$/u.exec(
      compact,
    );
    if (after && findFood(after[1]!, language) && isWholeName(after[1]!, findFood(after[1]!, language)!.key))
      return `${after[2]}${after[1]}`;
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
    // ("le poulet fermier d'environ 1,8 kg": the size of the food just named.)
    if (sizeOfWhatCameBefore(words, i) && foodsIn(words.slice(0, i).join(' '), language).length > 0) continue;
    // "a cucumber", "ein Kilo Äpfel", "2 avocados": an amount, then a unit or something to eat
    // (not "a bbq tomorrow so I bought 2 kg of sausages" nor "à l'épicerie … 2 pintes de lait",
    // whose food comes later).
    const named = parsed.name.split(' ');
    const foodFirst =
      findFood(named.slice(0, 4).join(' '), language) !== null ||
      named.slice(0, 3).some((word) => word.length >= 6 && slipFood(word, language));
    // A number, in digits or words ("vier Lachfilets"), starts an item; an article only before food.
    const counted =
      /^\d/.test(words[i]!) ||
      COUPLE_OF.test(rest) ||
      (!ARTICLES[language].has(words[i]!) && parseCount(words[i]!, language) !== null);
    // "Lachs 2 Filets": the food before its count of pieces.
    const before = words.slice(0, i).join(' ');
    if (counted && named.length === 1 && CUTS.test(named[0]!) && findFood(before, language))
      return `${words[i]} ${before}`;
    // (What it is for or where it came from is not part of the name: "a bag of rhubarb from her
    // garden".)
    const bare = parsed.name.replace(FROM_AFTER[language], '').replace(PURPOSE, '').split(' ');
    if (foodFirst || (parsed.unit !== null && bare.length <= 3) || counted) return rest;
  }
  for (let i = 0; i < words.length; i++) {
    // "binagre de manzana": a long word one slip off a food starts the item too.
    if (words[i]!.length >= 6 && !findFood(words[i]!, language) && slipFood(words[i]!, language))
      return words.slice(i).join(' ');
    for (let span = Math.min(3, words.length - i); span >= 1; span--) {
      const phrase = words.slice(i, i + span).join(' ');
      const food = findFood(phrase, language);
      if (!food || !isWholeName(phrase, food.key)) continue;
      // "dulce de leche": the kind of product made of the food starts the item.
      const made =
        i >= 2 && /^(?:de|del|d)$/u.test(words[i - 1]!) && ROMANCE_PRODUCT_HEADS.has(words[i - 2]!);
      // "box of Weet-Bix", "punnet of cherry tomatoes", "sac de riz": one, of a unit said alone.
      const unitAlone = i >= 2 && /^(?:of|de|d)$/u.test(words[i - 1]!) && parseUnit(words[i - 2]!) !== null;
      if (unitAlone && (i === 2 || wholeValue(words[i - 3]!, language) === null))
        return `1 ${words.slice(i - 2).join(' ')}`;
      return words.slice(made ? i - 2 : i).join(' ');
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

/** Whether a long word is a food misspelt ("binagre"), not a word the engine listens for ("faites"). */
function slipFood(word: string, language: Language): boolean {
  return !isCueWord(word, language) && matchFood(word, language) !== null;
}

/** Whether Han text starts with a catalogue food's name. */
function isFoodAt(text: string, language: Language): boolean {
  for (let length = Math.min(6, text.length); length >= 2; length--) {
    const food = findFood(text.slice(0, length), language);
    if (food && isWholeName(text.slice(0, length), food.key)) return true;
  }
  return false;
}

const DEFINITE_ARTICLE = /^(?:the|el|la|los|las|le|les|l|der|die|das|den|dem) (?=\p{L})/u;

/** "otro de", "another of", "un autre de": one more of the unit before. */
const ANOTHER = /^(?:otro|otra|another|un autre|une autre) (?:de |d |of )?(?=\p{L})/u;

/** A Chinese amount closing a piece, its counter a word that also asks ("一把" is a bunch, "把" alone asks). */
const HAN_AMOUNT_END =
  /[\d一二两三四五六七八九十半几][小大]?[把包袋瓶盒罐块个颗头根支条只串听打斤克升杯片瓣]$/u;

/** One piece of a request → the item it names, or null when it names nothing. */
function readPiece(text: string, language: Language, misspelt: boolean): ChefItem | null {
  // "note-les dans mes stocks": one's own stock is what one has, not broth; "mais j'ai quand même…":
  // a French "mais" before a pronoun is "but", not maize.
  const owned = text.replace(OWN_STOCK, '');
  const piece = language === 'fr' ? owned.replace(BUT_BEFORE_PRONOUN, '') : owned;
  // "… and to the fridge" is trimmed, not a food's name nor a Chinese amount ("小葱一把").
  // Nor the unit of an amount after the food ("lait d'avoine 1 l": not the article "l'").
  const keep = (text: string) =>
    endsWithFood(text, language) || HAN_AMOUNT_END.test(text) || endsWithUnit(text);
  // ("olive oil for the grocery list": the word that led to the list or place is gone with it.)
  const trimmed = stripEdges(
    itemStart(oneContainer(stripEdges(withoutParticle(piece, language), language, keep), language), language),
    language,
    keep,
  ).replace(LEADING_TO, '');
  if (trimmed.length === 0) return null;
  // ("le poulet d'environ 1,8 kg que je viens de ranger…": what is said of it after is no name.)
  const unrelated = trimmed.replace(RELATIVE, '');
  const described = unrelated !== trimmed && foodsIn(unrelated, language).length > 0 ? unrelated : trimmed;
  const vague = VAGUE_AMOUNT.exec(described);
  const counted = vague ? described.slice(vague[0].length) : described;
  const parsed = parseQuickAdd(withAmounts(amountFirst(counted, language), language));
  if (!parsed) return null;
  if (vague) Object.assign(parsed, { quantity: null, unit: null });
  // "naranjas para zumo", "Sahne für den Kuchen": what a food is for is not its name; "2 blocks of
  // halloumi", "2 Tafeln Schokolade": a block or a bar is a count of the food, with no unit.
  const said = stripEdges(
    normalizeFoodName(parsed.name).replace(SHAPE, '').replace(CUT_OF, ''),
    language,
    keep,
  );
  // (Unless the whole is one food's name: "salsa para pasta" is pasta sauce.)
  const whole = findFood(said, language);
  // Nor where it came from, after a food ("potato gems from Coles", "Äpfel vom Bauernmarkt").
  const forSomething = whole && isWholeName(said, whole.key) ? said : said.replace(PURPOSE, '') || said;
  const fromNowhere = forSomething.replace(FROM_AFTER[language], '');
  const unpurposed =
    fromNowhere !== forSomething &&
    (findFood(fromNowhere, language) || (parsed.quantity !== null && !findFood(forSomething, language)))
      ? fromNowhere
      : forSomething;
  // "la mantequiya de maní": the article is not part of the name (nor of the slip in it), unless
  // the name is a brand's whole name with it ("La Croix").
  const branded = findFood(unpurposed, language);
  const articled =
    branded && DEFINITE_ARTICLE.test(unpurposed) && isWholeName(unpurposed, branded.key)
      ? unpurposed
      : unpurposed.replace(DEFINITE_ARTICLE, '') || unpurposed;
  // "un sac de 10 livres de patates", "a couple of 400g tins of chickpeas", "un séré de 500 g".
  const sized = sizedAmount(articled, parsed, language);
  const name = sized?.name ?? articled;
  if (name.length === 0 || /^\d+$/.test(name)) return null;
  let { quantity, unit } = sized ?? parsed;
  if (unit === 'dozen') {
    quantity = (quantity ?? 1) * 12;
    unit = null;
  }
  if (unit === 'piece' && !PIECE_WORDS.test(trimmed)) unit = null;
  // (Words of talk alone are no food, spelt wrong or not: "nur sagen" is no seeds.)
  // (Unless they are a food's own name: "papa" is a potato.)
  const talk =
    name.split(' ').every((word) => NOT_FOOD.has(word)) && matchFood(name, language, false) === null;
  const named = talk
    ? null
    : shopless(name, matchFood(name, language, misspelt && !isCueWord(name, language)), language);
  // "2 boîtes de glace", "une boîte de Cheerios": a French "boîte" of a food no tin holds is a box.
  if (unit === 'can' && named !== null && language === 'fr' && /boite/u.test(trimmed) && !inTins(named))
    unit = 'box';
  // "一罐老干妈", "一罐意大利面酱": a Chinese 罐 of a sauce or a spread is a jar (of tuna or cola a tin).
  const food = named === null ? null : foodByKey(named);
  if (
    unit === 'can' &&
    food !== null &&
    language === 'zh' &&
    /罐/u.test(trimmed) &&
    food.category === 'pantry' &&
    food.unit !== 'can' &&
    !IN_TINS_AS_POWDER.has(food.key) &&
    cannedFood(food.key) === food.key
  )
    unit = 'jar';
  // "deux filets d'oignons", "una malla de naranjas": a net of fruit or vegetables is a bag; of fish
  // a fillet.
  if (food !== null && NET.test(trimmed) && food.category === 'produce') {
    quantity ??= 1;
    unit = 'bag';
  }
  // "a tin of tomatoes" is canned tomatoes; "un kilo de frijoles negros", beans by weight, are dried.
  const foodKey =
    named !== null && unit === 'can'
      ? cannedFood(named)
      : named === 'canned-beans' &&
          unit !== null &&
          unitDimension(unit) === 'mass' &&
          piece.search(CANNED_WORDS) < 0
        ? 'dried-beans'
        : named;
  // Words that name nothing are nothing, whatever amount comes with them ("the next 72 hours").
  if (foodKey === null && name.split(' ').every((word) => NOT_FOOD.has(word))) return null;
  // "Vom Fleischhauer mitgebracht: …", "from the butcher's": where it came from, not a food.
  const place = FROM_PLACE[language];
  if (
    foodKey === null &&
    quantity === null &&
    (place.test(name) || place.test(piece.trim()) || afterPlaceWord(piece, name, language))
  )
    return null;
  // "下周包饺子": the dish to be made, said before what to buy for it, is no item.
  if (quantity === null && DISH_TO_MAKE.test(piece.trim())) return null;
  // "fui al súper con mi hermana": who came along is no item either, nor "un montón de fruta"
  // before the fruit itself.
  if (foodKey === null && (COMPANY.test(name) || PLENTY_OF.test(trimmed))) return null;
  if (language === 'es' && quantity === null && CAME.test(piece)) return null;
  // Five words or more whose only food is a slip are talk ("butcher on my lunch break" is not
  // bread).
  if (quantity === null && name.split(' ').length > 4 && matchFood(name, language, false) === null)
    return null;
  // A long piece with nothing known in it is talk ("i just got back from the shops"); a short
  // Latin word alone is a word of talk too ("so", "che"; two Chinese characters may be a food).
  if (
    foodKey === null &&
    quantity === null &&
    (!namesSomething(unpurposed) || piece.split(' ').length > 7 || /^[a-z]{1,3}$/.test(name))
  )
    return null;
  // "fresh mint", "cerfeuil frais": how fresh a food the catalogue lacks is, is not its name.
  const bare = foodKey === null ? name.replace(FRESH, '').trim() : name;
  return { name: bare || name, foodKey, quantity, unit };
}

const FRESH =
  /^(?:fresh|freshly picked|frische|frischer|frischen|frisches|frisch)\s|\s(?:fresco|fresca|frescos|frescas|frais|fraiche|fraiches)$/u;

/**
 * Foods named one after another without "and" ("Naturjoghurt Parmesan", "cafe sucre farinne"):
 * each word a catalogue name of its own, or one slip from one. In English, where a food named
 * before another is often what it is made with ("chocolate milk"), only three or more, or two
 * names of several words each ("coffee beans oat milk").
 */
function listedFoods(name: string, language: Language): string[] | null {
  if (language === 'zh') return hanListed(name);
  if (!LISTING_LANGUAGES.has(language) || foodsIn(name, language).length === 0) return null;
  const words = name.split(' ');
  if (words.length < 2) return null;
  const parts: string[] = [];
  for (let i = 0; i < words.length;) {
    const span = [3, 2, 1].find((n) => {
      const phrase = words.slice(i, i + n).join(' ');
      return (
        i + n <= words.length && (isCatalogueName(phrase) || (n === 1 && isSlipOfName(phrase, language)))
      );
    });
    if (span === undefined) return null;
    parts.push(words.slice(i, i + span).join(' '));
    i += span;
  }
  // ("tomates perita", "St. Galler Bratwürst": a word one slip from a food may be what kind; three
  // names in a row are a list.)
  const slips = parts.some((part) => !isCatalogueName(part));
  if ((language === 'en' || slips) && parts.length < 3 && !parts.every((part) => part.includes(' ')))
    return null;
  return parts.length > 1 ? parts : null;
}

/** A word of five letters or more one slip from a catalogue name ("farinne", "spinich"). */
function isSlipOfName(word: string, language: Language): boolean {
  return word.length >= 5 && !NOT_FOOD.has(word) && matchFood(word, language) !== null;
}

/** "面粉酵母": two Chinese foods of two characters or more, named one after the other. */
function hanListed(name: string): string[] | null {
  if (!/^\p{Script=Han}{4,}$/u.test(name) || isCatalogueSpelling(name)) return null;
  for (let at = 2; at <= name.length - 2; at++) {
    const [left, right] = [name.slice(0, at), name.slice(at)];
    if (isCatalogueSpelling(left) && isCatalogueSpelling(right)) return [left, right];
  }
  return null;
}

/**
 * A catalogue name as written, or its plural ("Parmesan", "tomates"; not "frais" for "fraise",
 * nor a short word such as "ein" for "Ei").
 */
function isCatalogueName(phrase: string): boolean {
  if (phrase.length < 4 || NOT_FOOD.has(phrase)) return false;
  return isCatalogueSpelling(phrase);
}

const LISTING_LANGUAGES: ReadonlySet<Language> = new Set(['en', 'es', 'fr', 'de']);

/** The words that point back to the food just named ("of them", "en", "davon"). */
const OF_THOSE: Readonly<Record<Language, RegExp>> = {
  en: /(?<!\p{L})(?:of them|of those|of it)(?!\p{L})/gu,
  es: /(?<!\p{L})(?:de ellos|de ellas|de eso)(?!\p{L})/gu,
  fr: /(?<!\p{L})(?:(?:j en ai|on en a|j en ai aussi) (?:pris|achete|prise|rapporte)|j en prends|en)(?!\p{L})/gu,
  de: /(?<!\p{L})(?:davon)(?!\p{L})/gu,
  zh: /了/gu,
};

/** "about", "genre", "so ungefähr", "unos": an amount said roughly is that amount. */
const ABOUT = new RegExp(`^(?:(?:${ABOUT_WORDS}) )+`, 'u');

/** A piece that is only an amount with its unit ("ein halber Liter", "200 g"), or null. */
function amountAlone(piece: string, language: Language): Pick<ChefItem, 'quantity' | 'unit'> | null {
  // ("escribe los dos en la lista": both of them, no amount.)
  if (BOTH.test(piece)) return null;
  // "… de belles tomates, j'en ai pris un kilo": the amount of the food just named.
  // ("oats – 1kg": the number and its unit written together; "so ungefähr drei Kilo": about.)
  const said = piece
    .replace(OF_THOSE[language], ' ')
    .replace(ABOUT, '')
    .replace(/(?<!\S)(\d+(?:[.,]\d+)?)(\p{L}+)(?!\S)/gu, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
  const [amount, ...rest] = withAmounts(stripEdges(said, language), language).split(' ');
  const quantity = amount === undefined ? null : wholeValue(amount, language);
  // "bananes : 6", "pimientos verdes, tres": a count alone (in words, of two or more: "a" or "one"
  // alone open the next item).
  if (quantity !== null && rest.length === 0 && (/^\d/u.test(amount!) || quantity >= 2))
    return { quantity, unit: null };
  const unit = rest.length > 0 && rest.length <= 2 ? parseUnit(rest.join(' ')) : null;
  // ("so vier Stück": pieces are a count; so are heads, "Garlic, three bulbs", "Ajos, tres cabezas".)
  if (quantity !== null && (unit === 'piece' || (rest.length === 1 && HEADS.has(rest[0]!))))
    return { quantity, unit: null };
  return quantity !== null && unit !== null ? { quantity, unit } : null;
}

const BOTH = /(?<!\p{L})(?:los dos|las dos|les deux|the two|die beiden|die zwei|beide|both)(?!\p{L})/u;

const HEADS: ReadonlySet<string> = new Set(
  'bulb|bulbs|head|heads|cabeza|cabezas|tete|tetes|knolle|knollen|kopf|kopfe|koepfe'.split('|'),
);

/**
 * A piece that is only an amount, said again in a correction ("son tres", "250g", "四盒", "half a
 * dozen"), or null.
 */
function amountSaidAgain(piece: string, language: Language): Pick<ChefItem, 'quantity' | 'unit'> | null {
  const said = withAmounts(stripEdges(piece, language), language);
  if (said.length === 0) return null;
  // (Read as the amount of a placeholder food, the way a whole item is read.)
  const parsed = parseQuickAdd(`${said} ${PLACEHOLDER}`);
  if (!parsed || parsed.name !== PLACEHOLDER || parsed.quantity === null) return null;
  return parsed.unit === 'dozen'
    ? { quantity: parsed.quantity * 12, unit: null }
    : { quantity: parsed.quantity, unit: parsed.unit === 'piece' ? null : parsed.unit };
}

const PLACEHOLDER = 'xq';

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
    items = merged(
      withCorrections(
        text,
        language,
        (said) => itemsIn(said, language, misspelt),
        (said) => amountSaidAgain(said, language),
      ),
    );
    if (recentItems.size >= 32) recentItems.clear();
    recentItems.set(key, items);
  }
  return items.map((item) => ({ ...item }));
}

const recentItems = new Map<string, readonly ChefItem[]>();

/**
 * "put cream on the list - not the squirty stuff, proper double cream, two pots": a food named
 * twice, once without its amount, is one item with the amount said.
 */
function merged(items: readonly ChefItem[]): ChefItem[] {
  const kept: ChefItem[] = [];
  for (const item of items) {
    const earlier = kept.find(
      (other) =>
        item.foodKey !== null &&
        other.foodKey === item.foodKey &&
        (other.quantity === null || item.quantity === null),
    );
    if (!earlier) kept.push(item);
    else if (earlier.quantity === null) Object.assign(earlier, { quantity: item.quantity, unit: item.unit });
  }
  return kept;
}

/**
 * Whether a name is said right after the words that name the dish the shopping is for (not where
 * a food follows words that ask inside it: "for the barbie we need lamb chops").
 */
function isTheDish(name: string, piece: string, language: Language): boolean {
  // (In Chinese the words are part of the name read: "要做蛋糕", "晚上打火锅".)
  if (language === 'zh') return findCue(FOR_THE_DISH, name, language).length > 0;
  const at = piece.indexOf(name);
  const asks = addingCues(ASKS_TO_ADD, name, language).map((cue) => name.slice(cue.at + cue.length));
  return (
    at >= 0 &&
    !asks.some((after) => matchFood(after.trim(), language, false) !== null) &&
    findCue(FOR_THE_DISH, piece, language).some((cue) => {
      const end = cue.at + cue.length;
      return end <= at && at - end <= 12 && !piece.slice(end, at).includes(',');
    })
  );
}

/**
 * Whether a name ends with the day the dish or occasion is ("fish night tomorow", "bagel brunch
 * tomorrow"), not with the day a food is for ("Grillwürstchen fürs Wochenende").
 */
function namesTheDay(name: string): boolean {
  const day = WHEN.exec(name);
  if (!day) return false;
  const before = name.slice(0, day.index);
  const forTheDay = FOR_BEFORE.exec(before);
  return forTheDay === null || forTheDay.index === 0;
}

/** A day or a time of day, at the end of a name. */
const WHEN =
  /(?<!\p{L})(?:tomorrow|tmrw|tomorow|tonight|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|manana|finde|fin de semana|lunes|martes|miercoles|jueves|viernes|sabado|domingo|demain|ce soir|week end|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|morgen|wochenende|heute abend|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)$|(?:明天|今晚|周末)$/u;

/** How many catalogue foods a request names with their amounts ("3 tins of tuna, 1 kg rice"). */
export function countedFoods(text: string, language: Language): number {
  return readItems(text, language).filter((item) => item.foodKey !== null && item.quantity !== null).length;
}

/** A Chinese range of counts ("两三个", "五六根"): the first, before its counter. */
const HAN_RANGE = new RegExp(
  `(一|两|二|三|四|五|六|七|八)(?:二|三|四|五|六|七|八|九)(?=${HAN_COUNTER})`,
  'gu',
);

/** "一条大约一斤重的鲈鱼": one fish of a weight is that weight of fish. */
const WEIGHING =
  /[一两\d]+[条只个块根](?:大约|大概|差不多|约)?([\d.一二两三四五六七八九十半]+(?:公斤|千克|斤|克|两))(?:左右)?重的/gu;

/** "一个袋子洋葱", "四个罐头的番茄": a container named as a thing, counted with 个, is that container. */
const CONTAINER_NOUN = /(?<=[\d一二两三四五六七八九十半几])个(袋子|瓶子|盒子|罐子|罐头|箱子)的?/gu;

/** "买了把菠菜", "拿了袋米": a counter right after 了 counts one. */
const COUNTER_AFTER_LE = new RegExp(`(?<=了)(?=${HAN_COUNTER}\\p{Script=Han})`, 'gu');

function itemsIn(text: string, language: Language, misspelt: boolean): ChefItem[] {
  const items: ChefItem[] = [];
  // ("去 NTUC 买了一盒鸡蛋": a shop's Latin name in Chinese is no item, and would part the Chinese.)
  const said =
    language === 'zh'
      ? text
          .replace(COUNTER_AFTER_LE, '一')
          .replace(CONTAINER_NOUN, (_: string, noun: string) => noun[0]!)
          .replace(WEIGHING, '$1')
          // "1.5kg牛腩": a Latin unit written against the food.
          .replace(/(?<=\d)([a-z]{1,3})(?=\p{Script=Han})/gu, (unit: string) =>
            parseUnit(unit) ? ` ${unit} ` : unit,
          )
          // "两三个": two or three, read as the first.
          .replace(HAN_RANGE, '$1')
          .replace(/[a-z]+/gu, (word) => (SHOP_NAMES.has(word) ? '' : word))
          .replace(/\s+/gu, ' ')
          .trim()
      : text;
  let listStart: number | null = null;
  // The piece each item was read from.
  const readFrom: string[] = [];
  for (const piece of pieces(said, language)) {
    const before = items.length;
    readInto(items, piece, language, misspelt);
    while (readFrom.length < items.length) readFrom.push(piece);
    // "… and I'm shattered, but before I forget can you log a 500g tub of …": the list opens at
    // the first piece that asks to add before what it names.
    const cue = Math.min(...addingCues(ASKS_TO_ADD, piece, language).map((c) => c.at));
    if (listStart === null && items.slice(before).some((item) => piece.indexOf(item.name) > cue))
      listStart = before;
  }
  // Before it, what names nothing known (spelt right) and counts nothing is talk ("the line at
  // Coles this arvo" is no cabbage); so is, beside a food known or counted, what only words of
  // talk name ("En la despensa dejé…").
  const listed = items.some((item) => item.foodKey !== null || item.quantity !== null);
  const excepted = exceptedNames(text, language).map((name) => ({
    name,
    key: findFood(name, language)?.key,
  }));
  const isExcepted = (item: ChefItem) =>
    excepted.some(({ name, key }) =>
      item.foodKey !== null ? item.foodKey === key : `${name} `.startsWith(`${item.name} `),
    );
  // "…, que el domingo hago tortilla", "alles für die Weihnachtsplätzchen", "要做蛋糕": beside
  // foods counted, one named uncounted as the dish they are for is none to add.
  const counted = items.some((item) => item.quantity !== null);
  // ("doing a big pot of chilli tmrw", "it's fish night tomorow", "para el finde": so is one named
  // with the day it is for.)
  const forTheDish = (item: ChefItem, i: number) =>
    counted &&
    item.quantity === null &&
    (isTheDish(item.name, readFrom[i]!, language) || namesTheDay(item.name));
  return items.filter(
    (item, i) =>
      !isExcepted(item) &&
      !forTheDish(item, i) &&
      (listStart === null ||
        i >= listStart ||
        item.quantity !== null ||
        (item.foodKey !== null && matchFood(item.name, language, false) !== null)) &&
      !(listed && item.foodKey === null && item.quantity === null && isTalk(item.name, language)),
  );
}

/**
 * "everything except the milk (already done): milk, …", "alles außer dem Joghurt", "除了牛奶": the
 * names said right after "except", which are not added wherever else they are named.
 */
function exceptedNames(text: string, language: Language): string[] {
  return findCue(EXCEPT, text, language).flatMap((cue) => {
    const after = text.slice(cue.at + cue.length).split(' , ')[0]!;
    const said =
      language === 'zh'
        ? (/^\s*(\p{Script=Han}{1,6}?)(?=都|也|以外|之外|，|,|$)/u.exec(after)?.[1] ?? '')
        : stripExcepted(after.trim().split(' ').slice(0, 4).join(' '), language);
    return said.length > 0 ? [said] : [];
  });
}

const stripExcepted = edgeStripper([ARTICLES_WORDS, FILLER]);

const ASKS_TO_ADD = [ADD, ACQUIRE, SHOPPING_LIST, NOTE_DOWN];

/** The items one piece of a request names, after those of the pieces before it. */
function readInto(items: ChefItem[], piece: string, language: Language, misspelt: boolean): void {
  // "Schlagobers, ein halber Liter, …": an amount said on its own after the food it measures.
  const last = items[items.length - 1];
  const amount = last && last.quantity === null ? amountAlone(piece, language) : null;
  if (last && amount) {
    // "œufs : une demi-douzaine": six.
    Object.assign(last, amount.unit === 'dozen' ? { quantity: amount.quantity! * 12, unit: null } : amount);
    return;
  }
  // "un paquete de arroz y otro de azúcar", "a bag of rice and another of sugar": one more of the
  // same unit.
  const another = last ? ANOTHER.exec(piece) : null;
  const item = piece ? readPiece(another ? piece.slice(another[0].length) : piece, language, misspelt) : null;
  if (!item) return;
  // "blé d'Inde en canne", "冷冻西兰花": the canned or frozen kind of the food named.
  if (item.foodKey && piece.search(CANNED_WORDS) >= 0) item.foodKey = cannedFood(item.foodKey);
  else if (item.foodKey && piece.search(FROZEN_WORDS) >= 0) item.foodKey = frozenFood(item.foodKey);
  if (another && item.quantity === null) Object.assign(item, { quantity: 1, unit: last!.unit });
  // "4 latas de atún, 2 de maíz", "4 tins of tuna and 2 of corn": a count "of" a food is of the
  // unit just named.
  const countOf = /^\s*(\S+) (?:of|de|d) /u.exec(piece);
  if (countOf && last?.unit && item.unit === null && wholeValue(countOf[1]!, language) !== null) {
    item.unit = last.unit;
    if (item.unit === 'can' && item.foodKey) item.foodKey = cannedFood(item.foodKey);
  }
  const split = listedFoods(item.name, language);
  // "queso parmesano": two names of one food are that food, not a list.
  const listed =
    split && new Set(split.map((name) => matchFood(name, language, false))).size === 1 ? null : split;
  if (!listed) items.push(item);
  else
    listed.forEach((name, i) =>
      items.push({
        name,
        foodKey: matchFood(name, language, misspelt),
        quantity: i === 0 ? item.quantity : null,
        unit: i === 0 ? item.unit : null,
      }),
    );
}
