/**
 * What a request is not asking for, beside what it seems to: an order that came rather than one to
 * place, a food given up that no diet stands for, help with something that is not the app.
 */
import type { Language } from '../../settings-options';
import type { ChefIntent } from './intents';
import { foodsIn, insideFoodName } from './foods';
import { addingCues } from './talk';
import { findCue, hasCue, overlaps, type Span } from './text';
import * as V from './vocabulary';

/** A request read and refused (how to cook or mend something): not read again in another language. */
export const REFUSED: ChefIntent = { intent: 'unsupported' };

/**
 * Whether a request talks of health, pets, nutrition or small talk (V.OFF_TOPIC), in words that are
 * not part of a food's name ("12 hot dogs", "热狗").
 */
export function talksOffTopic(text: string, language: Language): boolean {
  return findCue(V.OFF_TOPIC, text, language).some((cue) => !insideFoodName(text, cue, language));
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
  en: /(?<!\p{L})(?:(?:\p{L}+ )?(?:delivery|order|shop) (?:just |has |have |finally |s )?(?:turned up|arrived|came|come|landed|got here|is here|been)|(?:was|were|got|been|just) delivered)(?!\p{L})/gu,
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
 * broccoli, add carrots"), or null when none says it.
 */
export function withoutNotWanted(text: string, language: Language): 'refuse' | string | null {
  if (!saysNot(text, language)) return null;
  if (!asksToAddBeside(text, language)) return 'refuse';
  const kept = withoutClauses(
    text,
    (clause) => saysNot(clause, language) && !asksToAddBeside(clause, language),
    (clause) => asksToAddBeside(clause, language),
    language,
  );
  if (kept === null || kept.length === 0) return null;
  // ("we have plenty of rice, no need to buy more": what is left must still ask to add.)
  return asksToAddBeside(kept, language) ? kept : 'refuse';
}

/**
 * "the fridge has eggs and spinach (the milk is sour, it doesn't count), what can I cook": the
 * request without the clauses that set a food aside or say it has gone bad; null when none does.
 */
export function withoutSetAside(text: string, language: Language): string | null {
  return withoutClauses(
    text,
    (clause) => SET_ASIDE.some((table) => hasCue(table, clause, language)),
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
  dropped.forEach((drop, i) => {
    if (drop && i > 0 && !dropped[i - 1] && foodsIn(clauses[i]!, language).length === 0)
      dropped[i - 1] = !keeps(clauses[i - 1]!);
  });
  return clauses.filter((_, i) => !dropped[i]).join(' , ');
}

/** Not eating a food, not to add it, or still having plenty ("don't add milk", "Zucker ist noch da"). */
const NOT = [V.NOT_EATING, V.DONT_ADD, V.SET_ASIDE, V.STILL_HAVE];

function saysNot(text: string, language: Language): boolean {
  return NOT.some((table) => hasCue(table, text, language));
}

/**
 * Whether words ask to add, other than a pronoun, a word that only says who has something ("we
 * have", "tenemos") or the words that say not to ("plus de").
 */
function asksToAddBeside(text: string, language: Language): boolean {
  const not = [...NOT, V.HAVE].flatMap((table) => findCue(table, text, language));
  return addingCues([V.ADD, V.ACQUIRE, V.SHOPPING_LIST], text, language).some(
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
const HELP_WITH = /(?<=^ (?:(?:me|us|moi|nous|mir|uns) )?(?:with|con|avec|bei|mit) ).+$/u;
const HELP_WITH_APP =
  /^(?:(?:the|this|la|esta|l|cette|die|der|das|dem|diese[rm]?) )?(?:app|application|aplicacion|larder|this|that|it|something|anything|algo|esto|eso|ca|cela|quelque chose|etwas|das|dem|der)(?!\p{L})/u;
