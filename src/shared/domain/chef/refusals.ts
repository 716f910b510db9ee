/**
 * What a request is not asking for, beside what it seems to: an order that came rather than one to
 * place, a food given up that no diet stands for, help with something that is not the app.
 */
import type { Language } from '../../settings-options';
import type { Words } from '../word-lists';
import type { ChefIntent, ChefItem } from './intents';
import { foodsIn, insideFoodName, matchFood } from './foods';
import { countedFoods } from './items';
import { correctionIn } from './corrections';
import { addingCues } from './talk';
import { findCue, FOR_BEFORE, hasCue, overlaps, type Span } from './text';
import * as V from './vocabulary';

/** A request read and refused (how to cook or mend something): not read again in another language. */
export const REFUSED: ChefIntent = { intent: 'unsupported' };

/**
 * Whether a request talks of health, pets, nutrition or small talk (V.OFF_TOPIC), in words that are
 * not part of a food's name ("12 hot dogs", "热狗").
 */
export function talksOffTopic(text: string, language: Language): boolean {
  return findCue(V.OFF_TOPIC, text, language).some(
    (cue) => !insideFoodName(text, cue, language) && !boughtFor(text, cue, language),
  );
}

/**
 * "2 cartons of oat milk and a bag of frozen berries for the baby's breakfasts": who foods counted
 * in the same clause are for, not a question about them.
 */
function boughtFor(text: string, cue: Span, language: Language): boolean {
  if (!FOR_BEFORE.test(text.slice(Math.max(0, cue.at - 12), cue.at))) return false;
  const start = text.lastIndexOf(' , ', cue.at);
  const end = text.indexOf(' , ', cue.at);
  return countedFoods(text.slice(start < 0 ? 0 : start, end < 0 ? text.length : end), language) > 0;
}

/**
 * "just unpacked the Ocado delivery", "la livraison est arrivée": an order or a delivery that came,
 * named beside food acquired, is where the food came from, not an order to place.
 */
const DELIVERED: Readonly<Record<Language, RegExp | null>> = {
  en: /(?<!\p{L})(?:the|my|our|this|that|today s|yesterday s)(?: \p{L}+){0,2} (?:delivery|order|shop)(?!\p{L})/gu,
  es: /(?<!\p{L})(?:el|mi|nuestro) (?:pedido|reparto)(?: de \p{L}+)?(?!\p{L})/gu,
  fr: /(?<!\p{L})(?:la|ma|notre) (?:livraison|commande)(?: \p{L}+)?(?!\p{L})/gu,
  de: /(?<!\p{L})(?:die|meine|unsere|der)(?: \p{L}+)? (?:lieferung|bestellung)(?!\p{L})/gu,
  zh: null,
};

/** "Asda delivery just turned up", "la livraison est arrivée": a delivery said to have come. */
const CAME: Readonly<Record<Language, RegExp | null>> = {
  en: /(?<!\p{L})(?:(?:\p{L}+ )?(?:delivery|order|shop) (?:(?:just|has|have|finally|s) )*(?:turned up|arrived|came|come|landed|got here|is here|been)|(?:was|were|got|been|just) delivered)(?!\p{L})/gu,
  es: /(?<!\p{L})(?:el )?(?:pedido|reparto)(?: de \p{L}+)? (?:ya )?(?:llego|ha llegado|vino)(?!\p{L})/gu,
  fr: /(?<!\p{L})(?:la )?(?:livraison|commande)(?: \p{L}+)? (?:est |vient d )?(?:arrivee|arrive|arriver|la)(?!\p{L})/gu,
  de: /(?<!\p{L})(?:die )?(?:\p{L}+)?(?:lieferung|bestellung) (?:ist )?(?:da|angekommen|gekommen)(?!\p{L})/gu,
  zh: null,
};

/** "la receta pide una taza de arroz": what a recipe asks for is no order. */
const RECIPE_ASKS = /(?<=(?:receta|recetas)(?: \p{L}+){0,6} )pide(?!\p{L})/gu;

/** Text without the deliveries that came, where food was acquired: what is left may still refuse. */
export function withoutDeliveries(text: string, language: Language): string {
  const came = CAME[language];
  const asked = language === 'es' ? text.replace(RECIPE_ASKS, 'lleva') : text;
  const arrived = came ? asked.replace(came, ' ') : asked;
  const delivered = DELIVERED[language];
  return delivered && hasCue(V.ACQUIRE, arrived, language) ? arrived.replace(delivered, ' ') : arrived;
}

/**
 * What saying a food is not eaten, not to be added, set aside or still at home does to a request
 * read as an addition ("I don't eat pork anymore", "we've still got loads of rice so ignore that"):
 * 'refuse' when nothing else asks to add (no diet of the app stands for it, and it is no food to
 * buy), the text without the clauses that say it when another one asks ("the kids don't eat
 * broccoli, add carrots"), or null when none says it. A clause that sets one food of a list apart
 * ("not the milk, …", "la leche no", "butter (skip, still got loads)") leaves the others to add even
 * where no word asks. `intent` is the addition read: what was bought already is no food to buy,
 * and what was not bought after all none to put away.
 */
export function withoutNotWanted(
  text: string,
  language: Language,
  intent?: ChefIntent['intent'],
): 'refuse' | string | null {
  // (An appliance one already has is one to add; what a correction says "not" of, it takes back
  // itself: "… ah no, el helado no, ese ya lo apunté".)
  const apartToo = intent !== 'addAppliance' && correctionIn(text, language) === null;
  text = withButClauses(text);
  const aside = apartToo ? [V.ALREADY_THERE, ...notFor(intent)] : [];
  // The clauses that set a food apart, each read beside the others.
  const clauses = text.split(' , ');
  const named = clauses.map((clause) => foodsIn(clause, language).length > 0);
  const apartClauses = new Set(
    apartToo
      ? clauses.filter((clause, i) =>
          setsApart(clause, language, aside, {
            namesFood: named[i]!,
            othersNameFood: named.some((food, j) => food && j !== i),
          }),
        )
      : [],
  );
  const apartIn = (part: string) => part.split(' , ').some((clause) => apartClauses.has(clause));
  const not = (part: string) => saysNot(part, language) || apartIn(part);
  const apart = apartClauses.size > 0;
  if (!apart && !saysNot(text, language)) return null;
  // ("Reis haben wir noch genug, den nicht eintragen, aber 4 Dosen Kichererbsen in den
  // Vorratsschrank": a place said for foods, in a clause that says no "not", asks as "add" does.)
  const asksIn = (part: string) =>
    asksToAddBeside(part, language, aside) ||
    part.split(' , ').some((clause) => !not(clause) && putsFoodAway(clause, language)) ||
    headedByPlace(part, language);
  const asks = asksIn(text);
  if (!asks && !apart) return 'refuse';
  const kept = withoutClauses(
    text,
    (clause) => not(clause) && !asksIn(clause),
    (clause) => asksIn(clause),
    language,
  );
  if (kept === null) return null;
  if (kept.length === 0) return asks ? null : 'refuse';
  // ("we have plenty of rice, no need to buy more": what is left must still ask to add.)
  if (asks) return asksIn(kept) ? kept : 'refuse';
  return foodsIn(kept, language).length > 0 ? kept : 'refuse';
}

/**
 * Whether a list opens with the place its foods go, alone before them ("placard : deux pots de
 * beurre de cacahuète…", "Vorratsschrank: zwei Gläser…").
 */
function headedByPlace(text: string, language: Language): boolean {
  const [heading, ...rest] = text.split(' , ');
  if (heading === undefined || rest.length === 0) return false;
  const place = V.LOCATIONS.flatMap(([, names]) => findCue(names, heading, language)).find(
    (cue) => cue.length === heading.trim().length,
  );
  return place !== undefined && foodsIn(rest[0]!, language).length > 0;
}

/** Whether a clause names a food and a place to keep it ("2 jars of honey in the pantry"). */
function putsFoodAway(clause: string, language: Language): boolean {
  return (
    V.LOCATIONS.some(([, names]) => hasCue(names, clause, language)) && foodsIn(clause, language).length > 0
  );
}

/**
 * An addition read from the text withoutNotWanted kept, without the items that a clause it dropped
 * names again: "a kilo of mandarins and grapes, but don't put the grapes in", "买了葡萄和一个西瓜，
 * 西瓜别记". Unchanged where that would leave nothing.
 */
export function withoutItemsLeftOut(
  reading: ChefIntent,
  text: string,
  kept: string,
  language: Language,
): ChefIntent {
  if (reading.intent !== 'addToPantry' && reading.intent !== 'addToShoppingList') return reading;
  const keptClauses = new Set(kept.split(' , '));
  const dropped = withButClauses(text)
    .split(' , ')
    .filter((clause) => !keptClauses.has(clause));
  const within = (name: string, whole: string) =>
    /\p{Script=Han}/u.test(whole) ? whole.includes(name) : ` ${whole} `.includes(` ${name} `);
  // ("… un melon de Cavaillon … Le melon, on l'a déjà mangé, donc oublie-le", "a loaf of Hovis …
  // don't bother with the bread": or by the one word for its food, after an article; not by
  // another kind, "not the skimmed milk" of "whole milk".)
  const foodWords = dropped.flatMap((clause) =>
    /\p{Script=Han}/u.test(clause)
      ? []
      : [...clause.matchAll(ARTICLE_THEN_WORD)]
          .map((match) => ({ word: match[1]!, key: matchFood(match[1]!, language, false) }))
          .filter(({ key }) => key !== null),
  );
  const named = (item: ChefItem) =>
    dropped.some((clause) => within(item.name, clause)) ||
    (item.foodKey !== null &&
      foodWords.some(({ word, key }) => key === item.foodKey || within(word, item.name)));
  const items = reading.items.filter((item) => !named(item));
  return items.length === 0 || items.length === reading.items.length ? reading : { ...reading, items };
}

/**
 * "the fridge has eggs and spinach (the milk is sour, it doesn't count), what can I cook", "tengo
 * berenjenas, pero nada de pan": the request without the clauses that set a food aside, say it has
 * gone bad or say "not" of it; null when none does.
 */
export function withoutSetAside(text: string, language: Language): string | null {
  return withoutClauses(
    text,
    (clause) =>
      SET_ASIDE.some((table) => hasCue(table, clause, language)) ||
      (NOT_THIS[language].test(clause.trim()) && foodsIn(clause, language).length > 0),
    () => false,
    language,
  );
}

const SET_ASIDE = [V.SET_ASIDE, V.SPOILED];

/**
 * The text without the clauses `drops` picks, joined again; a dropped clause that names no food
 * ("…, so not that", "不用加") takes the clause before it along, unless `keeps` holds for that one.
 * null when no clause is dropped.
 */
function withoutClauses(
  text: string,
  drops: (clause: string) => boolean,
  keeps: (clause: string) => boolean,
  language: Language,
): string | null {
  const clauses = text.split(' , ');
  const dropped = clauses.map(drops);
  if (!dropped.some(Boolean)) return null;
  const named = clauses.map((clause) => foodsIn(clause, language).length > 0);
  const asksElsewhere = (at: number) => clauses.some((clause, i) => i !== at && !dropped[i] && keeps(clause));
  dropped.forEach((drop, i) => {
    if (!drop || named[i]) return;
    // ("there's a bottle of wine too, it's a present, so leave that off": a clause that points
    // back drops the one right before it, even where that one asked for what it names.)
    // (Where another clause still asks: "… could you pop the rest in the fridge?")
    const pointsBack = POINTS_BACK[language].test(clauses[i]!);
    // ("butter (skip, still got loads)": back over the clauses that name no food either.)
    for (let before = i - 1; before >= 0 && before >= i - 3; before--) {
      if (!dropped[before])
        dropped[before] =
          !keeps(clauses[before]!) || (pointsBack && before === i - 1 && asksElsewhere(before));
      if (named[before] || !dropped[before]) break;
    }
  });
  // ("pas le tofu fumé, je l'ai déjà mangé", "den Räuchertofu nicht, der ist schon gegessen": and
  // the clause after it that says why of it.)
  for (let i = 1; i < clauses.length; i++)
    if (dropped[i - 1] && named[i - 1] && !named[i] && !dropped[i] && !keeps(clauses[i]!))
      dropped[i] = OF_IT[language].test(clauses[i]!.trim());
  return clauses.filter((_, i) => !dropped[i]).join(' , ');
}

/** A clause opening on words that speak of what was just named ("it's", "je l'ai", "der ist"). */
const OF_IT: Readonly<Record<Language, RegExp>> = {
  en: /^(?:(?:and|but|cos|because|as) )?(?:it|it s|its|they|they re|that s|those are|we ve|i ve)(?!\p{L})/u,
  es: /^(?:(?:y|pero|porque|que) )?(?:ya )?(?:lo|la|los|las|ese|esa|esos|esas|eso)(?!\p{L})/u,
  fr: /^(?:(?:et|mais|car|parce que) )?(?:je l|on l|je les|on les|il|elle|ils|elles|c est|ce sont|j en|on en)(?!\p{L})/u,
  de: /^(?:(?:und|aber|weil|denn) )?(?:der|die|das|den|es|ist|sind|hab ich|habe ich)(?!\p{L})/u,
  zh: /^(?:它|那个|这个|已经|早就|吃完|用完)/u,
};

/** An article and the word after it ("with the bread", "le melon"). */
const ARTICLE_THEN_WORD =
  /(?:^|\s)(?:the|le|la|les|l|el|los|las|lo|das|den|die|der|du|des)\s(\p{L}{3,})(?=\s|$)/gu;

/** A word that points back at what was named before: "leave that off", "esa no la apuntes", "oublie-le". */
const POINTS_BACK: Readonly<Record<Language, RegExp>> = {
  en: /(?<!\p{L})(?:that|it|those|them|that one|this one)(?!\p{L})/u,
  es: /(?<!\p{L})(?:esa|ese|eso|esos|esas|no (?:lo|la|los|las|le|les)|(?:lo|la|los|las)(?= (?:dejo|quito|apunto|anoto)))(?!\p{L})/u,
  fr: /(?<!\p{L})(?:ca|cela|celui la|celle la|ceux la|(?:ne|n) (?:le|la|les|l|en)|(?:oublie|laisse|ignore|enleve|retire|zappe) (?:le|la|les))(?!\p{L})/u,
  de: /^(?:(?:also|dann|aber|und|doch) )?(?:den|die|das|dies|diese[ns]?)(?!\p{L})|(?<!\p{L})(?:ihn|es) (?:weg|nicht)(?!\p{L})/u,
  zh: /这个|那个|它|这些|那些/u,
};

/**
 * The text with a clause opened before a "but" that leaves out ("add eggs and bacon but skip the
 * bacon"), as withoutNotWanted and withoutItemsLeftOut both cut it.
 */
function withButClauses(text: string): string {
  return text.replace(BUT_LEAVING_OUT, ' , ');
}

const BUT_LEAVING_OUT =
  /(?<! ,) (?=(?:but|pero|mais|aber) (?:not|no|skip|forget|without|sin|ni|pas|sans|nicht|ohne|kein|keine|keinen) (?=\p{L}))/gu;

/** Not eating a food, not to add it, or still having plenty ("don't add milk", "Zucker ist noch da"). */
const NOT = [V.NOT_EATING, V.DONT_ADD, V.SET_ASIDE, V.STILL_HAVE];

/** What else says a food is not wanted, by the addition read. */
const NOT_FOR: Partial<Record<ChefIntent['intent'], Words>> = {
  addToShoppingList: V.BOUGHT_ALREADY,
  addToPantry: V.NOT_BOUGHT,
};

function notFor(intent: ChefIntent['intent'] | undefined): Words[] {
  const table = intent === undefined ? undefined : NOT_FOR[intent];
  return table === undefined ? [] : [table];
}

function saysNot(text: string, language: Language): boolean {
  return NOT.some((table) => hasCue(table, text, language));
}

/**
 * A clause that leaves a food out of a list: one that opens with "not" before the food ("not the
 * milk", "pas le beurre", "nicht die Sahne", "不要牛奶") or, in Spanish and German, closes with it
 * ("la leche no", "die Linsen nicht"); or one with words of `aside`: the food already there, bought
 * already, not bought after all (named in that clause or the one before: "le riz, je ne l'ai pas
 * acheté").
 */
function setsApart(
  clause: string,
  language: Language,
  aside: readonly Words[],
  foods: { namesFood: boolean; othersNameFood: boolean },
): boolean {
  if (aside.some((table) => hasCue(table, clause, language))) return true;
  const said = clause.trim();
  return (
    foods.namesFood &&
    (NOT_THIS[language].test(said) || (language === 'en' && foods.othersNameFood && NO_MORE_OF.test(said)))
  );
}

/**
 * Beside other foods to add, "no" before a food leaves it out ("milk and bread, no bread
 * actually"); alone, it says the food is lacking ("no cornstarch at home, what do I use").
 */
const NO_MORE_OF = /^(?:(?:but|and|just|oh|so) )?no(?!\p{L})/u;

/** A clause saying "not" of the food it names (in German, "keine … mehr" is none left: to buy). */
const NOT_THIS: Readonly<Record<Language, RegExp>> = {
  en: /^(?:(?:but|and|just|oh|so) )?(?:(?:not|minus|without) (?:the|any|a|an|my|our|those|these|that|this)|(?:skip|scrap|scratch|forget|hold)(?: the| any| my| our)?)(?!\p{L})/u,
  // ("el queso no que ya hay": with why after it.)
  es: /^(?:(?:pero|y|ni) )?(?:(?:el|la|los|las|lo de) )?\p{L}+(?: \p{L}+){0,3} no(?: (?:que|porque|pues|ya) .*)?$|^(?:(?:pero|y) )?(?:sin|nada de|ni) \p{L}/u,
  fr: /^(?:(?:mais|et|ni) )?(?:pas|sans|surtout pas) (?:le|la|les|l|de|d|du|des|mon|ma|mes)(?!\p{L})/u,
  de: /^(?:(?:aber|und) )?(?:nicht (?:die|den|das|der|mein|meine)|ohne|keine?n?(?! (?:\p{L}+ )*mehr))(?!\p{L})|^(?:(?:die|der|das|den) )?\p{L}+(?: \p{L}+){0,2} nicht$/u,
  // ("土豆不用", "牛奶先不要", "橙子就别加了": or said after the food.)
  zh: /^(?:但是?|不过)?(?:不要|别要|不买|别买)|^\p{Script=Han}{1,8}?(?:先|就|也|暂时|这次)?(?:不要了?|不用了?|不用买了?|不用加了?|别加了?|别买了?|不买了?|算了)$/u,
};

/**
 * Whether words ask to add, other than a pronoun, a word that only says who has something ("we
 * have", "tenemos"), the words that say not to ("plus de") or those of `aside`.
 */
function asksToAddBeside(text: string, language: Language, aside: readonly Words[] = []): boolean {
  // ("I already grabbed the milk", "je ne l'ai pas acheté": the words that buy say it was not.)
  // ("… donc oublie-le. Tu notes le reste ?": asking to note them down asks too.)
  const not = [...NOT, V.HAVE, ...aside].flatMap((table) => findCue(table, text, language));
  return addingCues([V.ADD, V.ACQUIRE, V.SHOPPING_LIST, V.NOTE_DOWN], text, language).some(
    (cue) => !overlapsAny(cue, not),
  );
}

function overlapsAny(span: Span, others: readonly Span[]): boolean {
  return others.some((other) => overlaps(span, other));
}

/**
 * Whether an addition read is really a removal ("remove milk from the list", "delete the eggs from
 * my pantry", "quita la leche de la lista"): the Chef does not take things off (yet), so it is
 * refused rather than done the other way round. (Not where it also asks to add: "take the
 * chicken out of the freezer and add rice".)
 */
export function removes(text: string, language: Language, toBuy = false): boolean {
  // ("I've used up all the eggs… make sure a dozen eggs end up on my list": what was used up is
  // what is bought again.)
  const removal = (toBuy ? [V.REMOVE_ITEM] : [V.REMOVE_ITEM, V.USED_UP]).flatMap((table) =>
    findCue(table, text, language),
  );
  if (removal.length === 0) return false;
  return !addingCues([V.ADD], text, language).some((cue) => !overlapsAny(cue, removal));
}

/**
 * Whether help is asked with something named ("with …", "con …", "avec …", "bei …", "mit …", in
 * the help cue or right after it) other than the app itself or a thing left unsaid: "ayúdame con
 * la tarea de matemáticas", "help me with my taxes".
 */
export function helpsWithOther(text: string, cue: Span): boolean {
  const own = text.slice(cue.at, cue.at + cue.length);
  const after = text.slice(cue.at + cue.length);
  const said = HELP_WITH_WORD.test(own) ? after : (HELP_WITH.exec(after)?.[0] ?? null);
  return said !== null && said.trim().length > 0 && !HELP_WITH_APP.test(said.trim());
}

const HELP_WITH_WORD = /(?:^| )(?:with|con|avec|bei|mit)$/u;
const HELP_WITH =
  /(?<=^ (?:(?:me|us|moi|nous|mir|uns) )?(?:(?:please|bitte|por favor|s il te plait|stp) )?(?:with|con|avec|bei|mit|(?:for|pour|para|fur)(?= (?:my|mon|ma|mes|mi|mis|meine?n?) )) ).+$/u;
const HELP_WITH_APP =
  /^(?:(?:the|this|la|esta|l|cette|die|der|das|dem|diese[rm]?) )?(?:app|application|aplicacion|larder|this|that|it|something|anything|algo|esto|eso|ca|cela|quelque chose|etwas|das|dem|der)(?!\p{L})/u;
