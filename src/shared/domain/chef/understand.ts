/**
 * The Chef's built-in engine: a message in one of the five app languages → what it asks for
 * (intents.ts), with its entities taken from the food catalogue, the units, the quick-add parser
 * and the durations reader. Deterministic, offline, pure; never throws.
 *
 * A request is read in order, the first reading that fits wins:
 *  1. a greeting or thanks on its own;
 *  2. what the Chef refuses (ordering, bookings, weather, nutrition and health, translation…),
 *     even when it names a food;
 *  3. questions: a timer, a unit conversion, a substitution, how to use the app (unless the help
 *     asked for is with the food itself: "show me what expires"), what expires, what is low,
 *     what to have for dinner, what to cook;
 *  4. changes: dietary preferences, a kitchen appliance, the shopping list, the pantry;
 *  5. else the honest "I can't do that yet".
 * Slips in the words listened for are set right first (spelling.ts). A message read as nothing in
 * the user's language is read again in the other four (people mix languages), and kept
 * unsupported when none fits. Appliances are read in appliance.ts, what expires in expiring.ts,
 * what to cook and dinner in cooking.ts.
 */
import { LANGUAGES, type Language } from '../../settings-options';
import { APPLIANCE_NAMES, HOUSEHOLD_APPLIANCE_NAMES } from '../appliance-names';
import { readAppliance } from './appliance';
import { dinnerDay, readPlanDinner, readWhatCanICook } from './cooking';
import { findFood } from '../food-catalogue';
import type { Words } from '../word-lists';
import { readDiet } from './diet';
import { addingCues, namesSomething } from './talk';
import type { ChefIntent, HelpTopic } from './intents';
import { readConversion } from './conversion';
import { foodsIn, isWholeName } from './foods';
import { guessIntent } from './intent-guess';
import { countedFoods, readItems } from './items';
import { helpsWithOther, removes, talksOffTopic, withoutDeliveries, withoutNotEaten } from './refusals';
import { withSpellingFixed } from './spelling';
import { findSubstitution } from './substitutions';
import { cueEnd, edgeStripper, findCue, foldRequest, hasCue } from './text';
import { periodDays, readExpiring } from './expiring';
import { readTimer, stripGreeting } from './timer';
import * as V from './vocabulary';

/** Longer messages are conversation the engine does not try to read. */
export const MAX_REQUEST_LENGTH = 500;

const UNSUPPORTED: ChefIntent = { intent: 'unsupported' };
/** A request read and refused (how to cook or mend something): not read again in another language. */
const REFUSED: ChefIntent = { intent: 'unsupported' };

export function understand(message: string, language: Language): ChefIntent {
  if (typeof message !== 'string' || message.length > MAX_REQUEST_LENGTH) return UNSUPPORTED;
  const text = foldRequest(message);
  if (text.length === 0) return UNSUPPORTED;
  // Read again in another language, a question in the user's own is still a question.
  const question = /[?？]/u.test(message) || asksAQuestion(text, language);
  const first = readIn(text, language, question);
  if (
    first.intent !== 'unsupported' ||
    first === REFUSED ||
    hasCue(V.REFUSE, text, language) ||
    talksOffTopic(text, language)
  )
    return first;
  for (const other of LANGUAGES) {
    if (other === language) continue;
    const reading = readIn(text, other, question);
    // (The day said in the user's own language: "planea la comida de mañana" read as French.)
    if (reading.intent === 'planDinner') return { ...reading, day: laterDay(reading.day, text, language) };
    // (Nor an addition the user's own words take back: "i don't eat shellfish", "quita la leche".)
    if (
      ADDITIONS.has(reading.intent) &&
      (removes(text, language) || withoutNotEaten(text, language) === 'refuse')
    )
      return REFUSED;
    if (reading.intent !== 'unsupported') return reading;
  }
  return guessed(withSpellingFixed(text, language), language) ?? first;
}

function laterDay(day: 'today' | 'tomorrow', text: string, language: Language): 'today' | 'tomorrow' {
  return day === 'tomorrow' ? day : dinnerDay(text, language);
}

/**
 * Whether a request opens a question, or a clause of one ("…, what can I make"); Chinese asks at
 * the end too ("…吗"). "On est belges quand même" asks nothing.
 */
function asksAQuestion(text: string, language: Language): boolean {
  return findCue(V.QUESTION_START, text, language).some(
    (cue) => language === 'zh' || cue.at === 0 || text.slice(0, cue.at).endsWith(', '),
  );
}

/**
 * What the statistical model reads in a request the rules could not read (intent-guess.ts), for
 * the intents whose entities any wording gives: what is low, what expires and when, a greeting,
 * dinner today or tomorrow, what to cook with the foods named, help on the topic named; and a
 * timer or a substitution when the request names its duration or its food.
 */
function guessed(text: string, language: Language): ChefIntent | null {
  switch (guessIntent(text, language)) {
    case 'lowStock':
      return { intent: 'lowStock' };
    case 'greeting':
      return { intent: 'greeting' };
    case 'timer':
      return readTimer(text, language, true);
    case 'substitute': {
      const food = findSubstitution(text, language)?.key ?? foodsIn(text, language, { slips: false })[0];
      return food ? { intent: 'substitute', food } : null;
    }
    case 'expiring':
      return { intent: 'expiring', days: periodDays(text, language) };
    case 'planDinner':
      return { intent: 'planDinner', day: dinnerDay(text, language) };
    case 'whatCanICook':
      return {
        intent: 'whatCanICook',
        with: foodsIn(text, language, { slips: false }).filter((key) => key !== 'leftovers'),
      };
    case 'help': {
      const topic = helpTopic(text, language)?.topic ?? null;
      return topic === null && namesKitchenThing(text, language) ? null : { intent: 'help', topic };
    }
    default:
      return null;
  }
}

function readIn(said: string, language: Language, question: boolean): ChefIntent {
  const text = withSpellingFixed(said, language);
  if (isGreeting(text, language)) return { intent: 'greeting' };
  // Ordering, bookings, weather…: refused, unless another clause asks something of the kitchen
  // ("before I place the Ocado order, flag anything we've almost finished").
  if (hasCue(V.REFUSE, withoutDeliveries(text, language), language)) {
    const beside = readBeside(text, language, question);
    // (Not an addition: "text my wife, I'll be late" holds no food to add.)
    return ADDITIONS.has(beside.intent) ? UNSUPPORTED : beside;
  }
  // Health, pets, nutrition, small talk: refused, unless it is about what the user eats
  // ("my doctor says no more dairy") or a machine to add ("der alte Handmixer ist kaputt, der neue
  // soll in meine Geräteliste").
  if (talksOffTopic(text, language) && hasCue(V.APPLIANCE_LIST, text, language)) {
    const machine = readAppliance(text, language, false);
    if (machine?.intent === 'addAppliance' && !machine.custom) return machine;
  }
  if (talksOffTopic(text, language)) return readDiet(text, language) ?? readBeside(text, language, question);
  // A question names food to ask about it, not to stock it ("what wine goes with lamb?").
  const asks = question || asksAQuestion(text, language);
  const reading =
    readTimer(text, language) ??
    readConversion(text, language) ??
    readSubstitution(text, language) ??
    readHelp(text, language, asks) ??
    readNamedList(text, language) ??
    readExpiring(text, language) ??
    readLowStock(text, language) ??
    readPlanDinner(text, language) ??
    readWhatCanICook(text, language) ??
    // "tres bricks de leche sin lactosa, 150 g de jamón": foods counted are bought, not a diet.
    (countedFoods(text, language) >= 2 ? null : readDiet(text, language)) ??
    readAppliance(text, language, asks) ??
    readShoppingList(text, language, asks) ??
    readPantry(text, language, asks) ??
    UNSUPPORTED;
  // "I don't eat pork anymore": no food to buy; "the kids don't eat broccoli, add carrots": the
  // clause of not eating adds nothing (refusals.ts).
  if (!ADDITIONS.has(reading.intent)) return reading;
  // "remove milk from the list": a removal is not an addition the other way round.
  if (reading.intent !== 'addAppliance' && removes(text, language, reading.intent === 'addToShoppingList'))
    return REFUSED;
  const eaten = withoutNotEaten(text, language);
  if (eaten === 'refuse') return REFUSED;
  return eaten === null ? reading : readIn(eaten, language, question);
}

const ADDITIONS: ReadonlySet<string> = new Set(['addToPantry', 'addToShoppingList', 'addAppliance']);

const CLAUSES_OF_TIME =
  / , | (?=(?:before|until|till|once|antes de que|hasta que|avant que|jusqu a ce que|bevor|sobald|ehe) )/u;

/**
 * "plan us something for dinner tonight, the kids have football at 6": the clauses about the
 * kitchen read without the one that is about something else; a request wholly about something else
 * is refused.
 */
function readBeside(text: string, language: Language, question: boolean): ChefIntent {
  // (A clause of time is a clause too: "… I should restock before the Woolies delivery comes".)
  const clauses = text.split(CLAUSES_OF_TIME);
  const kitchen = clauses.filter(
    (clause) => !talksOffTopic(clause, language) && !hasCue(V.REFUSE, clause, language),
  );
  if (kitchen.length === 0 || kitchen.length === clauses.length) return UNSUPPORTED;
  const reading = readIn(kitchen.join(' , '), language, question);
  // "the oven door hinge snapped, how do I replace it": a "how do I" about the rest is refused too;
  // "oye chef, pídeme unas hamburguesas": so is the greeting before it.
  if (reading.intent === 'greeting') return UNSUPPORTED;
  return reading.intent === 'help' && reading.topic === null ? UNSUPPORTED : reading;
}

// ---------------------------------------------------------------------------------------------
// Greetings

function isGreeting(text: string, language: Language): boolean {
  // "salut chef, ça va": the commas between greetings say nothing more.
  return (
    hasCue(V.GREETING, text, language) && stripGreeting(text.replace(/ , /g, ' '), language).length === 0
  );
}

// ---------------------------------------------------------------------------------------------
// Questions

/** The part of the app a request names, the Chef itself last ("how do I ask the chef to scan"). */
function helpTopic(text: string, language: Language): { topic: HelpTopic; found: Span[] } | null {
  let best: { topic: HelpTopic; found: Span[] } | null = null;
  for (const [topic, names] of V.HELP_TOPIC_WORDS) {
    const found = findCue(names, text, language);
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

function readHelp(text: string, language: Language, asks: boolean): ChefIntent | null {
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

type Span = { at: number; length: number };

/** Whether the words right after a help cue ask to add ("how do I add milk"). */
function asksToAdd(text: string, cues: readonly Span[], language: Language): boolean {
  return cues.some((cue) => findCue(V.ADD, text.slice(cue.at + cue.length).trim(), language)[0]?.at === 0);
}

function namesAppliance(text: string, language: Language): boolean {
  return [...APPLIANCE_NAMES, ...HOUSEHOLD_APPLIANCE_NAMES].some(([, names]) =>
    hasCue(names, text, language),
  );
}

/** Whether a request names a food, a way of cooking one, or a kitchen appliance. */
function namesKitchenThing(text: string, language: Language): boolean {
  return (
    foodsIn(text, language, { slips: false }).length > 0 ||
    hasCue(V.TECHNIQUE, text, language) ||
    namesAppliance(text, language)
  );
}

/** Parts of the app that work on any food: a food named with them is what they work on. */
const FEATURE_TOPICS: ReadonlySet<HelpTopic> = new Set([
  'scanner',
  'cookMode',
  'settings',
  'notifications',
  'family',
]);

/** A request opening on "how" ("¿cómo tacho…", "点样…"). */
const HOW = /^(?:how|como|comment|wie|怎么|怎样|如何)(?![\p{L}])/u;
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

const stripSubstitution = edgeStripper([V.SUBSTITUTE, V.FILLER, V.ASKING]);

/** "… in the paella", "… dans la sauce", "… im Kuchen", "… fürs Tiramisu": the dish a food goes in. */
const DISH_CONTEXT =
  / (?:in the|in my|in a|in an|for the|for my|for our|for a|en la|en el|en mi|en una|en un|para el|para la|para mi|para mis|para una|para un|dans la|dans le|dans mon|dans ma|dans une|dans un|pour le|pour la|pour mon|pour ma|pour mes|pour une|pour un|im|in der|in den|in einem|in einer|fur den|fur die|fur das|furs|fuers|fur meine|fuer meine|fur einen|fur eine|fuer einen|fuer eine) \p{L}+.*$/u;

function readSubstitution(text: string, language: Language): ChefIntent | null {
  const cue = findCue(V.SUBSTITUTE, text, language)[0];
  if (!cue) return null;
  // "fehlt uns Milch, Brot und Butter – ab auf die Einkaufsliste": the list named is where they go.
  if (hasCue(V.LIST_NAMES, text, language) && readItems(text, language).length > 0) return null;
  // "replaced the old toaster with a new Dualit, add it to my appliances": a machine acquired.
  if (namesAppliance(text, language) && hasCue(V.APPLIANCE_LIST, text, language)) return null;
  // "je suis plus vegan, mets pescétarien à la place", "从奶蛋素换成纯素": a diet changed.
  // (Not "instead of eggs in a vegan cake", which names the food replaced.)
  const rest = text.slice(cueEnd(V.SUBSTITUTE, text, cue, language));
  if (
    V.DIETS.some(([, names]) => hasCue(names, text, language)) &&
    foodsIn(rest, language, { slips: false }).length === 0 &&
    readDiet(text, language) !== null
  )
    return null;
  // "¿cómo hago para escanear el código en vez de escribir…?": how to use a part of the app.
  const topic = helpTopic(text, language)?.topic;
  if (topic && FEATURE_TOPICS.has(topic) && HOW.test(text)) return null;
  // The food replaced: after "instead of", or the food the question names.
  // ("par quoi remplacer le lait dans une pâte à crêpes": the dish it goes in is not the food;
  // "in place of butermilk for pancakes? I've got regular milk": nor what the next clause has.)
  const following = rest.replace(DISH_CONTEXT, '');
  const clause = following.split(' , ')[0]!;
  const after = foodsIn(clause, language).length > 0 ? clause : following;
  // The substitution table knows foods the catalogue lacks ("fish sauce", "tahini"), and the
  // longest name wins ("fish sauce", not "fish").
  // "Mir fehlt Kreuzkümel fürs Chili": the dish it goes in is looked at last.
  // (Nor what a clause after the question has: "… for pancakes? I've got regular milk".)
  const clauseEnd = text.indexOf(' , ', text.length - rest.length);
  const undished = (clauseEnd < 0 ? text : text.slice(0, clauseEnd)).replace(DISH_CONTEXT, '');
  // "receta de pasta con nata pero no me queda nata": the food missing is the one replaced.
  const lacking = findCue(V.LACKING, text, language).pop();
  // ("家里的醋用完了，凉拌菜用什么顶替": in Chinese the food runs out before the words that say so.)
  const missing = lacking
    ? language === 'zh'
      ? hanFoodBefore(text.slice(0, lacking.at))
      : text.slice(lacking.at + lacking.length).replace(DISH_CONTEXT, '')
    : '';
  const afterFood = foodsIn(after, language)[0];
  const near =
    findSubstitution(after, language) ??
    (afterFood ? null : findSubstitution(missing, language)) ??
    findSubstitution(undished, language);
  const nearFood = near
    ? null
    : (afterFood ?? foodsIn(missing, language)[0] ?? foodsIn(undished, language)[0] ?? null);
  const row = near ?? (nearFood ? null : findSubstitution(text, language));
  const named = row?.key ?? nearFood ?? foodsIn(text, language)[0] ?? null;
  // "怎么把货币换成人民币": changing a setting, not an ingredient.
  if (!named && topic && FEATURE_TOPICS.has(topic)) return null;
  if (named)
    return {
      intent: 'substitute',
      food: findSubstitution(named, language) ? named : (madeOf(text, named, language) ?? named),
    };
  // "dropped keto, doing low carb instead" changes a diet, not an ingredient; "没有烤箱可以用什么"
  // asks about a machine.
  if (V.DIETS.some(([, names]) => hasCue(names, text, language))) return null;
  if (namesAppliance(text, language)) return null;
  // "ich hab keinen Plan, kannst du das Abendessen planen?": no food named, and another question.
  if ([V.PLAN_DINNER, V.EXPIRING, V.LOW_STOCK].some((table) => hasCue(table, text, language))) return null;
  // "star anise, I don't have any – alternatives?": the food may come before the asking words.
  // "je trouve pas de cerfeuil, tu me proposes quoi ?": the food said to be missing; "recipe calls
  // for sumac and I've never seen it, alternatives?": the clause that names it.
  const before = text.slice(0, cue.at);
  const food = [after, before, missing.split(',')[0]!, ...before.split(AND_OR_BUT)]
    // "el azafrán en la paella": the dish it goes in is not the food.
    .map((part) => stripSubstitution(part.replace(/,/g, ' ').replace(DISH_CONTEXT, ''), language))
    .find((part) => part.length > 0 && namesSomething(part));
  return food ? { intent: 'substitute', food } : null;
}

/** The Chinese food name that ends text ("家里的醋" → "醋"), or ''. */
function hanFoodBefore(text: string): string {
  const said = text.split(/[,，\s]/u).pop() ?? '';
  for (let length = Math.min(6, said.length); length >= 1; length--) {
    const end = said.slice(-length);
    const food = findFood(end, 'zh');
    if (food && isWholeName(end, food.key)) return end;
  }
  return '';
}

const AND_OR_BUT = / , | (?:and|but|y|pero|et|mais|und|aber) /u;

/**
 * "salsa de ostras", "pâte de tamarin": a catalogue food named with what it is made of is another
 * food, which the words name.
 */
function madeOf(text: string, key: string, language: Language): string | null {
  if (language !== 'es' && language !== 'fr') return null;
  for (const match of text.matchAll(/(?<!\p{L})(\p{L}+) (?:de|del|du|des|d) (\p{L}+)(?!\p{L})/gu)) {
    const [phrase, head] = match;
    // The whole phrase, were it a catalogue name, would be found as that food instead.
    if (findFood(head!, language)?.key === key && foodsIn(phrase, language)[0] === key) return phrase;
  }
  return null;
}

function readLowStock(text: string, language: Language): ChefIntent | null {
  const low = findCue(V.LOW_STOCK, text, language).pop();
  if (!low) return null;
  // "frigo presque vide… tu vois quoi à faire avec ce que j'ai ?": what to cook, asked in a clause
  // after the one that says what is low.
  const cook = findCue(V.WHAT_CAN_I_COOK, text, language).pop();
  if (cook && cook.at > low.at + low.length) return null;
  // "cupboard restock - 3 tins of tuna, a jar of Vegemite…": foods counted are what was bought.
  if (countedFoods(text, language) >= 2) return null;
  // "we've run out of oat milk and the coffee's nearly gone, could you note them down": the foods
  // running out, asked to be noted, are shopping to do.
  // ("which bits of my food stock are getting low": one's stock asks nothing to be added.)
  const stock = findCue(V.INVENTORY, text, language);
  const lists = affirmed(V.LIST_NAMES, text, language);
  const noted = [...addingCues([V.ADD, V.NOTE_DOWN], text, language), ...lists].filter(
    (cue) => !overlaps(cue, low) && !stock.some((word) => overlaps(cue, word)),
  );
  if (noted.length > 0) {
    // (The words that say it runs out are no part of a name: "the coffee's nearly gone".)
    const named = findCue(V.LOW_STOCK, text, language).reduceRight(
      (rest, cue) => `${rest.slice(0, cue.at)} , ${rest.slice(cue.at + cue.length)}`,
      text,
    );
    const items = readItems(named, language).filter((item) => item.foodKey !== null);
    if (items.length > 0) return { intent: 'addToShoppingList', items };
  }
  return { intent: 'lowStock' };
}

function overlaps(a: Span, b: Span): boolean {
  return a.at < b.at + b.length && b.at < a.at + a.length;
}

// ---------------------------------------------------------------------------------------------
// Changes

/** "… on the shopping list", "Einkaufsliste: …": the list named, whatever else is said. */
function readNamedList(text: string, language: Language): ChefIntent | null {
  // "stick it on my equipment list" names the appliances.
  // ("liste les produits…", "list everything that…": to list is no list named.)
  const named = affirmed(V.LIST_NAMES, text, language).filter((cue) => cue.at > 0 || !TO_LIST.test(text));
  if (named.length === 0 || hasCue(V.APPLIANCE_LIST, text, language)) return null;
  const items = readItems(text, language);
  // "la liste des produits dont la date limite tombe demain": a list of what expires or runs low,
  // counting nothing, is that question.
  if (
    [V.EXPIRING, V.LOW_STOCK].some((table) => hasCue(table, text, language)) &&
    items.every((item) => item.quantity === null)
  )
    return null;
  return items.length > 0 ? { intent: 'addToShoppingList', items } : null;
}

/**
 * A list's words where they are not said "not" of ("no me hagas la lista de la compra", "nichts
 * auf die Liste setzen", "我不是要加购物清单").
 */
function affirmed(table: Words, text: string, language: Language): Span[] {
  const not = language === 'zh' ? NOT_BEFORE_HAN : NOT_BEFORE;
  return findCue(table, text, language).filter((cue) => !not.test(text.slice(0, cue.at)));
}

const NOT_BEFORE =
  /(?<!\p{L})(?:not|don t|dont|do not|no|pas|nicht|nichts|kein|keine)(?! (?:forget|olvides|olvidar|oublie|oublier|vergiss|vergessen))(?: (?!,)\S+){0,3} ?$/u;
const NOT_BEFORE_HAN = /(?:不是要|不要|别|不用)[^，,]{0,6}$/u;

const TO_LIST =
  /^(?:list|liste|lista|listez|listame) (?:the|all|any|what|whatever|everything|me|les|moi|tout|tous|toutes|ce|ceux|celles|los|las|todo|todos|lo|que|alle|mir|was)(?!\p{L})/u;

/** "we need flour", "hay que comprar leche": buying still to do. */
function readShoppingList(text: string, language: Language, asks: boolean): ChefIntent | null {
  // "… to the pantry": a storage place named is where the food goes, not a list.
  // "à l'épicerie": where it was bought is not the shopping still to do.
  const origins = findCue(V.ORIGIN, text, language);
  const listed = affirmed(V.SHOPPING_LIST, text, language).some(
    (cue) => !origins.some((o) => o.at <= cue.at && cue.at + cue.length <= o.at + o.length),
  );
  if (
    asks ||
    !listed ||
    locationIn(text, language) !== null ||
    hasCue(V.SHOPPING_DONE, text, language) ||
    TO_INVENTORY.test(text)
  )
    return null;
  const items = readItems(text, language);
  return items.length > 0 && items.some((item) => item.foodKey !== null || item.quantity !== null)
    ? { intent: 'addToShoppingList', items }
    : null;
}

/** "幫我加到庫存", "add them to my inventory": what is had, not what is to buy. */
const TO_INVENTORY =
  /(?<!\p{L})(?:to|into) (?:my |the |our )?(?:inventory|stock)(?!\p{L})|(?<!\p{L})(?:al|a mi|en el|en mi) (?:inventario|stock)(?!\p{L})|(?<!\p{L})(?:a|dans|a mon|dans mon|dans l) (?:inventaire|stock)(?!\p{L})|(?<!\p{L})(?:in|zum|in den|in meinen) (?:bestand|vorrat|inventar)(?!\p{L})|[加放记存][到进入](?:我的)?库存/u;

function readPantry(text: string, language: Language, asks: boolean): ChefIntent | null {
  // Saying where it goes ("… in the freezer") asks as well as "add" does; in a question ("do we
  // have milk?") saying who has it does not.
  const adds = [V.ADD, V.ACQUIRE].some((table) =>
    findCue(table, text, language).some((cue) => !asks || !isOnly(V.HAVE, text, cue, language)),
  );
  // So does saying where it was bought ("Heute vom Wochenmarkt: …", "今天菜市场：…").
  // (Not in a request that opens as a question and asks nothing to be added: "how long does milk
  // last in the fridge?")
  const opensAsking = findCue(V.QUESTION_START, text, language)[0]?.at === 0;
  const asked =
    adds || (!opensAsking && locationIn(text, language) !== null) || hasCue(V.ORIGIN, text, language);
  // Without a word that asks to add, only a plain list of foods, spelt right, is a request to stock
  // them (one the catalogue lacks measured in a unit beside them: "2 cervelas et un pot de Cenovis").
  const items = readItems(text, language, { misspelt: asked });
  if (items.length === 0) return null;
  const listed = items.every((item) => item.foodKey !== null || item.unit !== null);
  // "…, ¿me ayudas a registrarlo?": asking to note foods the catalogue knows asks to add them.
  // (Not a time put on: "¿me pones quince minutos para el arroz?".)
  const noted =
    addingCues([V.NOTE_DOWN], text, language).length > 0 &&
    items.some((item) => item.foodKey !== null) &&
    readTimer(text, language, true) === null;
  if (!asked && !noted && (asks || !listed || items.every((item) => item.foodKey === null))) return null;
  if (!items.some((item) => item.foodKey !== null || item.quantity !== null)) return null;
  return { intent: 'addToPantry', items, location: locationIn(text, language) };
}

/** Whether a cue found in text is wholly one of a list's words. */
function isOnly(table: Words, text: string, cue: Span, language: Language): boolean {
  const said = text.slice(cue.at, cue.at + cue.length);
  return findCue(table, said, language).some((found) => found.at === 0 && found.length === said.length);
}

function locationIn(text: string, language: Language): 'fridge' | 'freezer' | 'pantry' | null {
  let best: { location: 'fridge' | 'freezer' | 'pantry'; at: number } | null = null;
  for (const [location, names] of V.LOCATIONS) {
    // "in the freezer, not the fridge": a place said not to be it is not where it goes.
    const found = findCue(names, text, language).filter((cue) => !NOT_THERE.test(text.slice(0, cue.at)))[0];
    if (found && (best === null || found.at > best.at)) best = { location, at: found.at };
  }
  return best?.location ?? null;
}

/** "not the fridge", "pas au frigo", "no en la nevera", "nicht in den Kühlschrank", "不是冰箱": just before a place. */
const NOT_THERE =
  /(?:(?<!\p{L})(?:not|pas|no|nicht|non)(?: (?:in|into|on|the|in the|into the|au|dans|dans le|dans la|a|en|en el|en la|el|la|le|in den|in die|ins|im|den|die))?|不是|不要放|别放) ?$/u;
