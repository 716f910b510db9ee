/**
 * What to cook ("what can I make with chicken and rice", "recettes avec du tempeh", "有冬瓜和虾仁，能做啥菜")
 * and dinner to plan ("plan tomorrow night's meal"): the foods named to cook with, the catalogue's
 * or, when it lacks one, the words that name it; and the day.
 */
import type { Language } from '../../settings-options';
import { foodsIn } from './foods';
import type { ChefIntent } from './intents';
import { countedFoods } from './items';
import { withoutSetAside } from './refusals';
import { namesSomething } from './talk';
import { edgeStripper, findCue, hasCue, within } from './text';
import { applianceSpans } from './help';
import * as V from './vocabulary';

/** A food said to be missing, with the word that says so ("but no onions", "sin cebolla", "没有洋葱"). */
const MISSING =
  /(?<!\p{L})(?:je n ai pas de|don t have any|we don t have|i don t have|pero no hay|mais pas de|j ai pas de|i dont have|aber keine|aber kein|pero sin|no tengo|without|but no|no hay|pas de|keinen|pas d|keine|sans|ohne|kein|sin|no) (?:(?:any|the|de|del|el|la|los|las|le|les|du|des) )?\p{L}+(?!\p{L})|(?:没有|冇|但没有)\p{Script=Han}{1,4}/gu;

/**
 * The foods named to cook with: not "for tea" (the meal), not those said to be missing ("but no
 * onions", "mais pas de crème"), not "leftovers" (what is left, not an ingredient to match).
 */
function foodsToCook(text: string, language: Language): string[] {
  return foodsIn(text.replace(FOR_TEA, ' ').replace(MISSING, ' '), language).filter(
    (key) => key !== 'leftovers',
  );
}

export function readWhatCanICook(text: string, language: Language): ChefIntent | null {
  // ("we inherited nan's cast iron casserole dish": a dish that is a pot.)
  const pots = applianceSpans(text, language);
  const cues = findCue(V.WHAT_CAN_I_COOK, text, language).filter(
    (cue) => !pots.some((pot) => within(cue, pot)),
  );
  if (cues.length === 0) return null;
  // "eggs and spinach (the milk is sour, it doesn't count)": foods set aside are not cooked with.
  const kept = withoutSetAside(text, language);
  const withoutAside = kept ? readWhatCanICook(kept, language) : null;
  if (withoutAside) return withoutAside;
  // Asking words that name no food are not a food misspelt ("qué cocino" is not "tocino"), unlike
  // the foods inside a cue ("was kann ich mit Reis kochen"); "leftovers" are what is left, not an
  // ingredient to match.
  const asked = cues
    .filter((c) => foodsIn(text.slice(c.at, c.at + c.length), language, { slips: false }).length === 0)
    .sort((a, b) => b.at - a.at)
    .reduce((rest, c) => `${rest.slice(0, c.at)} , ${rest.slice(c.at + c.length)}`, text)
    .replace(/\s+/g, ' ');
  // "whatever's in stock", "regarde mon stock", "avec mes réserves" name the pantry, not stock to
  // cook with.
  const foods = foodsToCook(asked.replace(IN_STOCK, ' '), language);
  // "salmon, asparagus and new potatoes": a food the catalogue lacks, listed with ones it knows.
  const listed = foods.length > 0 ? listedAfterWith(text, language) : null;
  if (listed)
    return {
      intent: 'whatCanICook',
      with: [...new Set([...foods.filter((key) => !listed.includes(key)), ...listed])],
    };
  if (foods.length === 0) {
    // "recipes with tempeh": a food the catalogue lacks, named after "with".
    const named = stripCooking((afterWith(text, language) ?? '').split(',')[0]!, language);
    const short = /\p{Script=Han}/u.test(named) ? named.length <= 5 : named.split(' ').length <= 3;
    if (named.length > 0 && short && namesSomething(named) && !hasCue(V.WHAT_CAN_I_COOK, named, language))
      return { intent: 'whatCanICook', with: [named] };
  }
  return { intent: 'whatCanICook', with: foods };
}

const stripCooking = edgeStripper([V.WHAT_CAN_I_COOK, V.FILLER, V.ASKING]);

/**
 * The foods listed after "with", one a piece, when one of them is a food the catalogue lacks
 * (named by its words); null when the catalogue knows them all or a piece names nothing.
 */
function listedAfterWith(text: string, language: Language): string[] | null {
  const after = afterWith(text, language);
  if (after === null) return null;
  // ("有冬瓜和虾仁，能做啥菜": in Chinese the list ends at the comma, its foods apart by 和 or 、.)
  const chunks = (language === 'zh' ? after.split(' , ')[0]! : after)
    .split(/ , | (?:and|or|y|o|et|ou|und|oder) |[和、跟同与及]/u)
    .map((said) => ({ said, chunk: stripCooking(said.replace(FOR_TEA, ' ').trim(), language) }))
    .filter(({ chunk }) => chunk.length > 0);
  const read = chunks.map(({ said, chunk }) => {
    const known = foodsIn(chunk, language);
    if (known.length > 0) return known;
    const short = language === 'zh' ? chunk.length <= 4 : chunk.split(' ').length <= 2;
    const named = namesSomething(chunk) && namesSomething(said.trim());
    return short && named && !hasCue(V.WHAT_CAN_I_COOK, chunk, language) ? chunk : null;
  });
  if (read.some((piece) => piece === null) || !read.some((piece) => typeof piece === 'string')) return null;
  return read.flatMap((piece) => (typeof piece === 'string' ? [piece] : piece!));
}

/** What is said after the last "with" ("avec", "mit", "用"…), the pantry itself left out; null without one. */
function afterWith(text: string, language: Language): string | null {
  const stockless = text.replace(IN_STOCK, ' ').replace(/\s+/g, ' ');
  const withWord = findCue(V.WITH, stockless, language).pop();
  return withWord ? stockless.slice(withWord.at + withWord.length) : null;
}

const IN_STOCK =
  /(?<!\p{L})(?:in|en|my|our|mon|mes|ma|notre|nos|mi|mis|nuestra|nuestras|meinem|meinen|unserem|unseren|im) (?:stocks?|reserves?|provisions|despensa|reservas|vorrat|vorraten|vorraeten)(?!\p{L})/gu;

/** "any ideas for tea?": in Britain and Australia the evening meal, not the drink. */
const FOR_TEA =
  /(?<!\p{L})(?:for|at) (?:our |my |me |the kids |the kids' )?tea(?: tonight| time)?(?!\p{L})/gu;

const FOR_DINNER =
  /(?<!\p{L})(?:for (?:after )?(?:dinner|tea|supper)|para (?:la )?cena|para cenar|pour (?:le )?(?:diner|souper)|fur s abendessen|furs abendessen|zum abendessen)(?!\p{L})/u;

export function readPlanDinner(text: string, language: Language): ChefIntent | null {
  // "what should I cook tonight" plans tonight's dinner; "what can I cook" suggests.
  // ("mince + potatoes, any ideas for dinner?": a meal named says no day.)
  const when =
    findCue(V.TONIGHT, text, language).some(
      (cue) => !FOR_DINNER.test(text.slice(cue.at, cue.at + cue.length)),
    ) || hasCue(V.TOMORROW, text, language);
  if (!hasCue(V.PLAN_DINNER, text, language) && !(when && hasCue(V.WHAT_CAN_I_COOK, text, language)))
    return null;
  // "con lo que ya tengo, ¿qué cocino hoy?": what the stock makes, not a dinner to plan.
  if (hasCue(V.WITH_WHAT_I_HAVE, text, language) && hasCue(V.WHAT_CAN_I_COOK, text, language)) return null;
  // "… a tub of ice cream for after dinner, can you pop those in": foods counted, for dinner, are
  // bought for it.
  if (FOR_DINNER.test(text) && countedFoods(text, language) >= 2) return null;
  // "chicken thighs and spinach to use up, dinner ideas?": ideas for the foods named, on no day
  // (not those set aside: "… pero nada de pan, ¿qué hago de cena?").
  const foods = foodsToCook(withoutSetAside(text, language) ?? text, language);
  // ("…a couple of peppers, any idea what I could make tonight?": what they make, tonight.)
  if (foods.length > 0 && (!when || !hasCue(V.PLAN_DINNER, text, language)))
    return { intent: 'whatCanICook', with: foods };
  return { intent: 'planDinner', day: dinnerDay(text, language) };
}

export function dinnerDay(text: string, language: Language): 'today' | 'tomorrow' {
  return hasCue(V.TOMORROW, text, language) ? 'tomorrow' : 'today';
}
