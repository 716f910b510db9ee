/**
 * Help on using the app, asked of the Chef ("how do I scan a barcode?", "¿cómo invito a mi
 * familia?"): the part of the app a request names, and when a question about food or the kitchen
 * is no question about the app (how to cook or mend something is refused).
 */
import type { Language } from '../../settings-options';
import { APPLIANCE_NAMES, HOUSEHOLD_APPLIANCE_NAMES } from '../appliance-names';
import type { Words } from '../word-lists';
import { readDiet } from './diet';
import { foodsIn } from './foods';
import type { ChefIntent, HelpTopic } from './intents';
import { helpsWithOther, REFUSED } from './refusals';
import { addingCues } from './talk';
import { findCue, hasCue, within, type Span } from './text';
import * as V from './vocabulary';

/** The part of the app a request names, the Chef itself last ("how do I ask the chef to scan"). */
export function helpTopic(text: string, language: Language): { topic: HelpTopic; found: Span[] } | null {
  let best: { topic: HelpTopic; found: Span[] } | null = null;
  for (const [topic, names] of V.HELP_TOPIC_WORDS) {
    // ("her old Kenwood Chef": the Chef in a machine's name is not the assistant.)
    const found = findCue(names, text, language).filter(
      (span) => topic !== 'chef' || !insideApplianceName(text, span, language),
    );
    // A part of the app that works on food wins over the food's own place ("que mi esposo también
    // vea el inventario" asks about the family).
    // Sharing anything is the family's ("invite my wife to see the shopping list"); the cook mode's
    // screen is its own setting.
    const better =
      best === null ||
      (topic !== 'chef' && best.topic === 'chef') ||
      (FEATURE_TOPICS.has(topic) && FOOD_TOPICS.has(best.topic)) ||
      (topic === 'family' && best.topic !== 'family') ||
      (topic === 'mealPlan' && best.topic === 'recipes') ||
      (topic === 'cookMode' && best.topic === 'settings');
    if (found.length > 0 && better) best = { topic, found };
  }
  return best;
}

export function readHelp(text: string, language: Language, asks: boolean): ChefIntent | null {
  const best = helpTopic(text, language);
  const topic = best?.topic ?? null;
  let cues = findCue(V.HELP, text, language);
  // "Kann ich meine Rezepte abtippen und speichern?": saving, importing or editing recipes is a
  // part of the app, not a dish to cook.
  const recipeFeature = topic === 'recipes' && hasCue(V.RECIPE_ACTIONS, text, language);
  // "Can I sort my shopping list by aisle?": a part of the app named, and no food (but "can I
  // scan a yoghurt's barcode" asks about the scanner whatever it scans).
  const feature = (topic !== null && FEATURE_TOPICS.has(topic)) || recipeFeature;
  // "les notifs de péremption n'arrivent plus", "a hands-free mode for following recipe steps":
  // what expires is what notifications tell, recipes are what cook mode reads.
  const own = recipeFeature ? [V.WHAT_CAN_I_COOK] : topic ? (OWN_QUESTIONS[topic] ?? []) : [];
  const questions = FOOD_QUESTIONS.filter((table) => !own.includes(table));
  if (
    cues.length === 0 &&
    topic !== null &&
    (!FOOD_TOPICS.has(topic) || recipeFeature) &&
    (feature || foodsIn(text, language, { slips: false }).length === 0) &&
    !questions.some((table) => hasCue(table, text, language))
  ) {
    cues = findCue(V.CAN_I, text, language);
    // "le mode cuisine lit les étapes à voix haute ?": a question about a feature of the app (not
    // "could you add low-carb to my settings?", which asks to add).
    const adds = findCue(V.ADD, text, language).some((cue) => cue.length > 2);
    // "¿cómo tacho cosas de la lista…?": a question opening on "how" about a part of the app.
    if (cues.length === 0 && asks && ((feature && !adds) || HOW.test(text))) cues = best!.found;
  }
  if (cues.length === 0) return null;
  // "tu peux régler mon profil en low carb ?": a diet named is set, not asked about, unless the
  // request asks how.
  // ("je ne mange plus de gluten, tu peux l'indiquer dans mon profil ?": so is a food given up.)
  if (!hasCue(V.HELP, text, language) && readDiet(text, language) !== null) return null;
  // "tengo huevos y patatas, ¿qué hago?": foods named with words that also ask for a dish.
  if (topic === null && hasCue(V.WHAT_CAN_I_COOK, text, language) && foodsIn(text, language).length > 0)
    return null;
  // "got an Instant Pot!! no clue how to use it yet but add it please": a machine had, asked to be
  // added, whatever is said of using it.
  if (
    topic === null &&
    namesAppliance(text, language) &&
    hasCue(V.ACQUIRE, text, language) &&
    addingCues([V.ADD], text, language).length > 0
  )
    return null;
  // "how do I sear a steak", "mon four ne chauffe plus, que faire ?": how to cook a food or mend
  // an appliance is not how to use the app, and the Chef does not teach it (but "how do I add
  // milk" asks how to add, and "aide-moi à vider le frigo, tu proposes quoi" asks for a dish).
  // ("teach me how to julienne like a real chef": the Chef named is not what is asked about.)
  if (
    (topic === null || (topic === 'chef' && hasCue(V.TECHNIQUE, text, language))) &&
    namesKitchenThing(text, language) &&
    !asksToAdd(text, cues, language) &&
    !FOOD_QUESTIONS.some((table) => hasCue(table, text, language))
  )
    return REFUSED;
  // "Show me what expires", "help me plan tonight's dinner", "where is stock low": asking for
  // help with the food itself, not with a part of the app, asks for what the rest of it says
  // (but "what can you do" holds "can … do", and "how do I add a recipe" names recipes).
  // ("Wie ändere ich … das Ablaufdatum?": how to change something is about the app.)
  const changing = cues.some((cue) => CHANGE.test(text.slice(cue.at, cue.at + cue.length)));
  if (topic === null || (FOOD_TOPICS.has(topic) && !recipeFeature && !changing)) {
    const asked = best ? [...cues, ...best.found] : cues;
    const inside = (span: Span) =>
      asked.some((cue) => cue.at <= span.at && span.at + span.length <= cue.at + cue.length);
    if (FOOD_QUESTIONS.some((table) => findCue(table, text, language).some((span) => !inside(span))))
      return null;
    // "ayúdame con la tarea de matemáticas", "help me with my taxes": help with something that is
    // neither the app nor the kitchen.
    if (topic === null && cues.some((cue) => helpsWithOther(text, cue))) return REFUSED;
  }
  return { intent: 'help', topic };
}

/** Whether the words right after a help cue ask to add ("how do I add milk"). */
function asksToAdd(text: string, cues: readonly Span[], language: Language): boolean {
  return cues.some((cue) => findCue(V.ADD, text.slice(cue.at + cue.length).trim(), language)[0]?.at === 0);
}

/** Where a request names an appliance, by any of its names. */
export function applianceSpans(text: string, language: Language): Span[] {
  return [...APPLIANCE_NAMES, ...HOUSEHOLD_APPLIANCE_NAMES].flatMap(([, names]) =>
    findCue(names, text, language),
  );
}

function insideApplianceName(text: string, span: Span, language: Language): boolean {
  return applianceSpans(text, language).some((name) => name.length > span.length && within(span, name));
}

export function namesAppliance(text: string, language: Language): boolean {
  return [...APPLIANCE_NAMES, ...HOUSEHOLD_APPLIANCE_NAMES].some(([, names]) =>
    hasCue(names, text, language),
  );
}

/** Whether a request names a food, a way of cooking one, or a kitchen appliance. */
export function namesKitchenThing(text: string, language: Language): boolean {
  return (
    foodsIn(text, language, { slips: false }).length > 0 ||
    hasCue(V.TECHNIQUE, text, language) ||
    namesAppliance(text, language)
  );
}

/** Parts of the app that work on any food: a food named with them is what they work on. */
export const FEATURE_TOPICS: ReadonlySet<HelpTopic> = new Set([
  'scanner',
  'cookMode',
  'settings',
  'notifications',
  'family',
]);

/** A request opening on "how" ("¿cómo tacho…", "点样…"). */
export const HOW = /^(?:how|como|comment|wie|怎么|怎样|如何)(?![\p{L}])/u;
/** A verb of changing something, in a help cue ("wie ändere ich", "how do I edit"). */
const CHANGE =
  /(?<!\p{L})(?:andere|aendere|andern|aendern|change|edit|modifie|modifier|cambio|cambiar|editar)(?!\p{L})|修改|更改/u;
/** Help topics whose words are also words about food ("stock", "recipes"). */
const FOOD_TOPICS: ReadonlySet<HelpTopic> = new Set(['pantry', 'recipes']);
const FOOD_QUESTIONS = [V.EXPIRING, V.LOW_STOCK, V.PLAN_DINNER, V.WHAT_CAN_I_COOK];
/** The food questions whose words also name what a part of the app works on. */
const OWN_QUESTIONS: Partial<Record<HelpTopic, readonly Words[]>> = {
  notifications: [V.EXPIRING, V.LOW_STOCK],
  cookMode: [V.WHAT_CAN_I_COOK],
};
