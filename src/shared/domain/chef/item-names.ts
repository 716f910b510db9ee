/**
 * What a piece of a request says around a food's name rather than the name: where it came from,
 * what it is for, who brought it, its shape or cut, the shop it was bought in, and an amount said
 * inside the name ("un sac de 10 livres de patates"). Read by items.ts.
 */
import type { Language } from '../../settings-options';
import { findFood, foodByKey, normalizeFoodName, wordForms } from '../food-catalogue';
import { parseQuickAdd } from '../quantity-parser';
import { parseUnit, unitDimension, type Unit } from '../units';
import { wholeValue, withAmounts } from './amounts';
import { cannedFood, GRAMMAR, isWholeName, matchFood } from './foods';
import { SHOPS } from './talk';

/** A place food comes from, named alone ("vom Metzger", "from the butcher", "de la boulangerie"). */
export const FROM_PLACE: Readonly<Record<Language, RegExp>> = {
  en: /^(?:from|from the|at the|in)(?:\s\p{L}+){1,3}$/u,
  es: /^(?:del|de la|desde|desde el|desde la|pase por|pase por el|pase por la|fui al|fui a la)(?:\s\p{L}+){1,3}$/u,
  // Not "du" nor "de la": "du fenouil" is some fennel.
  fr: /^(?:de chez|chez)(?:\s\p{L}+){1,3}$/u,
  de: /^(?:vom|von der|aus dem|aus der|beim|bei der)(?:\s\p{L}+){1,3}$/u,
  zh: /^(?:从|在)\p{Script=Han}{1,6}(?:回来|买的)?$/u,
};

/** A shape a food comes in that is no unit: "blocks of", "una barra de", "Tafeln", "Stück". */
export const SHAPE =
  /^(?:(?:blocks?|bars?|slabs?|wedges?|bloques?|barras?|tabletas?|blocs?|barres?|tablettes?|plaquettes?) (?:of |de |d )?|(?:tafeln?|riegel|stuck|stucke|stueck|stuecke) (?=\p{L}))/u;

/**
 * Whether a food comes in tins: a canned food, one with a canned kind, or one kept in the pantry
 * by weight ("3 boîtes de tomate concentrée"; not cereal, counted in boxes).
 */
export function inTins(key: string): boolean {
  const food = foodByKey(key);
  return (
    food?.unit === 'can' ||
    cannedFood(key) !== key ||
    (food?.category === 'pantry' && unitDimension(food.unit) !== 'container')
  );
}

/** A Chinese dish to be made: a time, then a way of cooking ("下周包饺子", "明天要做蛋糕"). */
export const DISH_TO_MAKE =
  /^(?:下周|下星期|明天|今天|今晚|周末|过两天|后天)(?:要|想|准备)?(?:包|做|煮|炒|烤|蒸|炖|熬|烙|煎)\p{Script=Han}{1,6}$/u;

/** Whether what is left of a piece is the place named after "in", "del", "chez" ("… in Dunnes"). */
export function afterPlaceWord(piece: string, name: string, language: Language): boolean {
  const before = piece.trim().slice(0, -name.length).trim().split(' ').pop();
  return piece.trim().endsWith(name) && before !== undefined && PLACE_WORDS[language].has(before);
}

const PLACE_WORDS: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(['in', 'at', 'from']),
  es: new Set(['del', 'desde']),
  fr: new Set(['chez', 'au']),
  de: new Set(['vom', 'beim', 'im']),
  zh: new Set(),
};

/** Someone who came along: "con mi hermana", "with my mum", "avec ma sœur", "mit meiner Frau". */
export const COMPANY =
  /^(?:con|with|avec|mit) (?:mi|mis|my|ma|mon|mes|meiner|meinem|meinen|unserer|unserem|la|el|the|los|las) \p{L}+$/u;

/**
 * "mi mamá vino a visitarme", "ya vino con las compras": Spanish "vino" is also "came", said of who
 * came, not wine.
 */
export const CAME =
  /(?<!\p{L})(?:(?:me|se|ya|cuando|que|quien|alguien) vino|vino (?:a \p{L}+(?:ar|er|ir)(?:me|te|se|nos|los|las|lo|la|le|les)?|con|de visita|ayer|hoy|anoche|temprano)(?!\p{L}))/u;

/** "un montón de fruta", "loads of veg", "jede Menge Obst": plenty of a kind, named before what it is. */
export const PLENTY_OF =
  /^(?:un monton de|monton de|montones de|lots of|loads of|a lot of|a load of|plein de|beaucoup de|jede menge|eine menge|ganz viel) (?:fruta|frutas|verdura|verduras|fruit|fruits|veg|veggies|vegetables|legumes|obst|gemuse|gemuese|cosas|stuff|things|trucs|sachen|zeug)$/u;

/**
 * "a load of apples", "einen Haufen Zucchini", "un tas de pommes", "一堆土豆": plenty, said of a food
 * without counting it.
 */
export const VAGUE_AMOUNT =
  /^(?:une goutte de|une goutte d|pas une goutte de|una gota de|a drop of|einen tropfen|a load of|loads of|a lot of|lots of|a heap of|heaps of|a pile of|piles of|plenty of|a ton of|tons of|un monton de|montones de|un monton|un pilon de|un pilo de|un chingo de|muchas|muchos|un tas de|des tas de|plein de|beaucoup de|pas mal de|einen haufen|ein haufen|haufenweise|jede menge|eine menge|ganz viele|viele|massig|一大堆|一堆|好多|很多|一大把) (?=\p{L})/u;

/** Where a food came from, after its name ("from Coles", "vom Markt", "de chez le boucher"). */
export const FROM_AFTER: Readonly<Record<Language, RegExp>> = {
  // (Or "at" alone, where the place was taken as a place already: "at the farmers market".)
  en: / (?:from|at)(?: (?:the )?\p{L}+(?: \p{L}+)?)?$/u,
  es: / (?:del|desde el|desde la) \p{L}+$/u,
  fr: / (?:de chez|chez) .+$/u,
  de: / (?:vom|von der|aus dem|aus der|beim|aus (?:seinem|ihrem|unserem|meinem|eurem|deinem|seiner|ihrer|unserer|meiner)) \p{L}+$/u,
  zh: /(?!)/u,
};

/** What a food is for, after its name ("para zumo", "pour la soupe", "für den Kuchen"). */
export const PURPOSE = / (?:for|para|pour|fur|fuer) .+$/u;

/** What is said of a food after its name ("… que compré en la esquina", "… qui traîne", "… that I got"). */
export const RELATIVE = / (?:que|qui|that|which)(?: \p{L}.*)?$/u;

/** Words that say an amount is near ("about 300 g", "unos 400 gramos", "environ 1,8 kg", "etwa 350 Gramm", "大约一斤"). */
export const ABOUT_WORDS =
  'about|around|roughly|approximately|approx|like|maybe|so|some|genre|environ|a peu pres|presque|unos|unas|como|mas o menos|aproximadamente|aprox|casi|ungefahr|ungefaehr|etwa|circa|ca|rund|knapp|大约|大概|差不多';

/** One of them, alone: "d'environ 1,8 kg", "of about 300 g". */
const NEAR = new RegExp(`^(?:${ABOUT_WORDS})$`, 'u');

/**
 * Whether the amount at word `at` is the size of what was just named ("une plaquette de beurre de
 * 250 g", "un morceau de comté d'environ 300 g") rather than the start of another item.
 */
export function sizeOfWhatCameBefore(words: readonly string[], at: number): boolean {
  const of = NEAR.test(words[at - 1] ?? '') ? words[at - 2] : words[at - 1];
  return /^(?:de|of|d|von)$/u.test(of ?? '');
}

/** Whether text ends with a catalogue food's whole name ("… chicken stock", "…米醋"). */
export function endsWithFood(text: string, language: Language): boolean {
  const han = /\p{Script=Han}$/u.test(text);
  const words = han ? [] : text.split(' ');
  const ends = han
    ? [6, 5, 4, 3, 2].map((length) => text.slice(-length))
    : [3, 2, 1].map((count) => words.slice(-count).join(' '));
  return ends.some((end) => {
    if (GRAMMAR[language]?.has(end)) return false;
    const food = findFood(end, language);
    return food !== null && food !== undefined && isWholeName(end, food.key);
  });
}

/** "coriander (one bunch)", "Lauch 2 Stangen": an amount and its unit after the food, put first. */
export function amountFirst(piece: string, language: Language): string {
  const after = /^(\p{L}.*?) (\S+) (\p{L}+)$/u.exec(piece);
  if (!after || parseQuickAdd(withAmounts(piece, language))?.quantity != null) return piece;
  const [, food, amount, unit] = after;
  const value = wholeValue(amount!, language);
  return value !== null && parseUnit(unit!) !== null ? `${amount} ${unit} ${food}` : piece;
}

export function endsWithUnit(text: string): boolean {
  const unit = /(?:^|\s)\d+(?:[.,]\d+)? (\p{L}+)$/u.exec(text)?.[1];
  return unit !== undefined && parseUnit(unit) !== null;
}

/** Pieces a food is counted in that are no unit ("2 Filets", "4 steaks", "3 portions"). */
export const CUTS =
  /^(?:fillets?|filets?|filetes?|steaks?|stuck|stucke|stueck|stuecke|portions?|portionen|porciones?|pieces?|morceaux?|trozos?|pavés?|paves?)$/u;

export const NET = /(?<![\p{L}])(?:(?:filets?|mallas?|nets?) (?:de |d |of )|netz )/u;

/** "deux pavés de saumon", "filetes de merluza": pieces of a food are that food. */
export const CUT_OF = new RegExp(`^${CUTS.source.slice(1, -1)} (?:of|de|d) (?=\\p{L})`, 'u');

export const BUT_BEFORE_PRONOUN =
  /(?<!\p{L})mais (?=(?:j|je|on|il|elle|ils|elles|nous|vous|tu|c|ca|pas|quand|bon|bref|sinon|oui|non|y|en (?:fait|vrai|tout cas|plus|meme temps))(?!\p{L}))/gu;

export const OWN_STOCK =
  /(?:^| )(?:(?:mettre|mets|met) )?(?:a jour )?(?:(?:dans|a|au|in|into|to|en|al) (?:(?:mes|nos|mon|notre|my|our|mi|mis|nuestro|nuestros|le|les|l) )?|(?:mes|nos|mon|notre|my|our|mi|mis|nuestro|nuestros|le|les) )stocks?(?: please| pls| por favor| svp| stp| bitte)?$/u;

/**
 * A food found in a name only by a shop's name, which is another language's name for a food ("the
 * line at Coles": "coles" are cabbages in Spanish), is none.
 */
export function shopless(name: string, key: string | null, language: Language): string | null {
  if (key === null) return null;
  const words = name.split(' ');
  const shops = words.filter((word) => SHOP_NAMES.has(word));
  if (shops.length === 0) return key;
  const own = foodByKey(key)?.names[language]?.map(normalizeFoodName) ?? [];
  if (shops.some((shop) => [shop, ...wordForms(shop)].some((form) => own.includes(form)))) return key;
  const rest = words.filter((word) => !SHOP_NAMES.has(word)).join(' ');
  return rest.length > 0 && matchFood(rest, language, false) === key ? key : null;
}

export const SHOP_NAMES: ReadonlySet<string> = new Set(SHOPS);

type Amount = { quantity: number | null; unit: Unit | null };

/**
 * The amount said inside a food's name, around a container: a container of a weight is that weight
 * ("un sac de 10 livres de patates", "una bolsa de patatas de un kilo", "un séré nature de 500 g"),
 * containers of a size are counted ("a couple of 400g tins of chickpeas"), and a case of cans is
 * its cans ("une caisse de 12 canettes de liqueur"). null when the name holds no amount.
 */
export function sizedAmount(
  name: string,
  parsed: Amount,
  language: Language,
): (Amount & { name: string }) | null {
  const count = (word: string) => wholeValue(word, language);
  const sizedContainers = SIZED_CONTAINERS_OF.exec(name);
  if (sizedContainers && parsed.unit === null) {
    const [, , size, container, rest] = sizedContainers;
    const [measure, held] = [parseUnit(size!), parseUnit(container!)];
    if (measure && MEASURES.has(unitDimension(measure)) && held && CONTAINER_UNITS.has(held))
      return { name: rest!, quantity: parsed.quantity ?? 1, unit: held };
  }
  const inside = AMOUNT_OF.exec(name);
  if (inside && parsed.unit !== null && CONTAINER_UNITS.has(parsed.unit)) {
    const [, said, unitWord, rest] = inside;
    const held = parseUnit(unitWord!);
    if (held && count(said!) !== null && (MEASURES.has(unitDimension(held)) || CONTAINER_UNITS.has(held)))
      return { name: rest!, quantity: count(said!), unit: held };
  }
  // ("ein Glas Nutella (450 g)": one container, its size after it without a word between.)
  const after =
    AMOUNT_AFTER.exec(name) ??
    (parsed.unit !== null && CONTAINER_UNITS.has(parsed.unit) && (parsed.quantity ?? 1) === 1
      ? SIZE_AFTER.exec(name)
      : null);
  // ("ein Stück Bergkäse von 350 Gramm": a piece of a weight is that weight too.)
  if (after && (parsed.unit === null || parsed.unit === 'piece' || CONTAINER_UNITS.has(parsed.unit))) {
    const [, rest, said, unitWord] = after;
    const measure = parseUnit(unitWord!);
    if (measure && count(said!) !== null && MEASURES.has(unitDimension(measure)))
      return { name: rest!, quantity: count(said!), unit: measure };
  }
  return null;
}

/** Powders sold in tins ("一罐美禄", "一罐奶粉"): a 罐 of them is a tin. */
export const IN_TINS_AS_POWDER: ReadonlySet<string> = new Set(['cocoa', 'coffee', 'tea', 'milk-powder']);

const CONTAINER_UNITS: ReadonlySet<string> = new Set(['can', 'jar', 'bottle', 'pack', 'bag', 'box']);
const MEASURES: ReadonlySet<string> = new Set(['mass', 'volume']);
const SIZED_CONTAINERS_OF = /^(\d+(?:[.,]\d+)?) ?(\p{L}+) (\p{L}+) (?:of|de|d|von) (.+)$/u;
const AMOUNT_OF = /^(\d+(?:[.,]\d+)?|\p{L}+) (\p{L}+) (?:of|de|d|von) (.+)$/u;
const SIZE_AFTER = /^(.+?) (\d+(?:[.,]\d+)?) ?(g|kg|ml|cl|l)$/u;
const AMOUNT_AFTER = new RegExp(
  `^(.+?) (?:de|of|d|von|a)(?: (?:${ABOUT_WORDS}))? (\\d+(?:[.,]\\d+)?|\\p{L}+) ?(\\p{L}+)$`,
  'u',
);
