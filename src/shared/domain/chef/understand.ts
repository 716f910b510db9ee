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
 * what to cook and dinner in cooking.ts, help in help.ts, substitutions in replacing.ts.
 */
import { LANGUAGES, type Language } from '../../settings-options';
import { readAppliance } from './appliance';
import { dinnerDay, readPlanDinner, readWhatCanICook } from './cooking';
import type { Words } from '../word-lists';
import { readDiet } from './diet';
import { addingCues } from './talk';
import type { ChefIntent } from './intents';
import { readConversion } from './conversion';
import { foodsIn } from './foods';
import { guessIntent } from './intent-guess';
import { countedFoods, readItems } from './items';
import {
  REFUSED,
  removes,
  talksOffTopic,
  withoutDeliveries,
  withoutItemsLeftOut,
  withoutNotWanted,
} from './refusals';
import { helpTopic, namesKitchenThing, readHelp } from './help';
import { foodToReplace, readSubstitution } from './replacing';
import { withNumbersCorrected, withoutPeopleCounted } from './corrections';
import { withSpellingFixed } from './spelling';
import { findCue, foldRequest, hasCue, overlaps, type Span } from './text';
import { DEFAULT_PERIOD_DAYS, periodDays, readExpiring } from './expiring';
import { readTimer, stripGreeting } from './timer';
import * as V from './vocabulary';

/** Longer messages are conversation the engine does not try to read. */
export const MAX_REQUEST_LENGTH = 500;

const UNSUPPORTED: ChefIntent = { intent: 'unsupported' };

export function understand(message: string, language: Language): ChefIntent {
  if (typeof message !== 'string' || message.length > MAX_REQUEST_LENGTH) return UNSUPPORTED;
  const text = foldRequest(message);
  if (text.length === 0) return UNSUPPORTED;
  // Read again in another language, a question in the user's own is still a question.
  const question = /[?？]/u.test(message) || asksAQuestion(text, language);
  const reading = readRules(text, language, question);
  // What was refused on purpose (an order to place, a food said not to be added) stays refused.
  if (reading === REFUSED || hasCue(V.REFUSE, text, language) || talksOffTopic(text, language))
    return reading;
  return withoutHeading(secondOpinion(reading, cleaned(text, language), language, question), message);
}

/**
 * Folded text as the readers take it: misspellings set right, a count taken back replaced by the
 * last one said, and how many people there are left out.
 */
function cleaned(text: string, language: Language): string {
  return withoutPeopleCounted(withNumbersCorrected(withSpellingFixed(text, language), language), language);
}

/**
 * "Party-Einkauf für die Kleinen: 5 Tüten Chips, …", "fürn Filmabend: 2 Flaschen Cola …", "Notas de
 * la carnicería⏎* 600 g de carne picada⏎…": the words before a colon that opens a list, or the
 * first line above one, name the occasion; an item read from them that is no known food is no item.
 */
function withoutHeading(reading: ChefIntent, message: string): ChefIntent {
  if (reading.intent !== 'addToPantry' && reading.intent !== 'addToShoppingList') return reading;
  const colon = message.search(/[:：]/u);
  const indent = message.length - message.trimStart().length;
  const lineEnd = message.trimStart().search(/[\r\n]/u);
  const end = colon >= 0 ? colon : lineEnd >= 0 ? indent + lineEnd : -1;
  if (end < 0) return reading;
  const heading = ` ${foldRequest(message.slice(0, end))} `;
  const rest = ` ${foldRequest(message.slice(end + 1))} `;
  // ("Ajos, tres cabezas, y una botella de salsa de soja Kikkoman: apúntalo para comprar": a list
  // before the colon, and only what to do with it after, is no heading.)
  const inRest = (name: string) =>
    /\p{Script=Han}/u.test(name) ? rest.includes(name) : rest.includes(` ${name} `);
  if (!reading.items.some((item) => inRest(item.name))) return reading;
  const items = reading.items.filter(
    (item) => item.foodKey !== null || !heading.includes(` ${item.name} `) || inRest(item.name),
  );
  return items.length === reading.items.length || items.length === 0 ? reading : { ...reading, items };
}

/** The rules' reading of folded text, in the user's language, then in the others. */
function readRules(text: string, language: Language, question: boolean): ChefIntent {
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
    // (So is the period: "¿hay algo que expire hoy?" read as English.)
    if (reading.intent === 'expiring') {
      const own = periodDays(text, language);
      return own === DEFAULT_PERIOD_DAYS ? reading : { ...reading, days: own };
    }
    // (Nor a question in the user's own words read as an addition through the English words another
    // language borrows: "how long does milk last in the fridge" read as German.)
    if (ADDITIONS.has(reading.intent) && asksAQuestion(text, language)) continue;
    // (Nor an addition the user's own words take back: "i don't eat shellfish", "quita la leche".)
    if (
      ADDITIONS.has(reading.intent) &&
      (removes(text, language) || withoutNotWanted(text, language) === 'refuse')
    )
      return REFUSED;
    if (reading.intent !== 'unsupported') return reading;
  }
  return first;
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
 * The statistical model's reading (intent-guess.ts) beside the rules'. Where it names another
 * intent with confidence, the request is read for that intent's entities; if they are there, that
 * reading stands. The rules know the words they were written for; the model, trained on every
 * labelled request, knows the whole of a request better: on 1,250 requests neither had seen, the
 * rules named the intent of 93.1 % and the model of 97.2 % (docs/chef.md). What the words settle
 * stands (SAID_OUTRIGHT), and a food to add is never guessed in a question nor over another
 * addition: there the rules' words ("on the list", "add the rice cooker") say more than the model.
 */
function secondOpinion(reading: ChefIntent, text: string, language: Language, question: boolean): ChefIntent {
  if (SAID_OUTRIGHT.has(reading.intent)) return reading;
  // "孩子不吃西兰花，买点胡萝卜": the rules have read the clause of what is not wanted apart.
  if (ADDITIONS.has(reading.intent) && withoutNotWanted(text, language) !== null) return reading;
  const guess = guessIntent(text, language);
  if (guess === null || guess === reading.intent) return reading;
  if (ADDITIONS.has(guess) && (question || ADDITIONS.has(reading.intent))) return reading;
  return readFor(guess, text, language) ?? reading;
}

/**
 * Readings the words themselves settle: a greeting is nothing but greeting words, a conversion
 * names its amount and its units, help names a feature of the app.
 */
const SAID_OUTRIGHT: ReadonlySet<string> = new Set(['greeting', 'convert', 'help']);

/**
 * A request read for the intent the model names: null when the entities that intent needs are not
 * in it (a timer with no duration, a substitution with no food, an addition of nothing known).
 */
function readFor(intent: string, text: string, language: Language): ChefIntent | null {
  switch (intent) {
    case 'addToPantry':
    case 'addToShoppingList': {
      // (Not where the user takes something back: "don't add the bread, it's there".)
      if (removes(text, language) || withoutNotWanted(text, language) !== null) return null;
      const items = readItems(text, language).filter((item) => item.foodKey !== null);
      if (items.length === 0) return null;
      return intent === 'addToPantry'
        ? { intent, items, location: locationIn(text, language) }
        : { intent, items };
    }
    case 'addAppliance': {
      const machine = readAppliance(text, language, false);
      return machine?.intent === 'addAppliance' ? machine : null;
    }
    case 'updateDiet':
      return readDiet(text, language);
    case 'convert':
      return readConversion(text, language);
    case 'lowStock':
      return { intent: 'lowStock' };
    case 'greeting':
      return { intent: 'greeting' };
    case 'timer':
      return readTimer(text, language, true);
    case 'substitute': {
      const food = foodToReplace(text, language);
      return food ? { intent: 'substitute', food } : null;
    }
    case 'expiring':
      return { intent: 'expiring', days: periodDays(text, language) };
    case 'planDinner':
      return { intent: 'planDinner', day: dinnerDay(text, language) };
    case 'whatCanICook':
      return {
        intent: 'whatCanICook',
        with: foodsIn(text, language).filter((key) => key !== 'leftovers'),
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
  const text = cleaned(said, language);
  if (isGreeting(text, language)) return { intent: 'greeting' };
  // Ordering, bookings, weather…: refused, unless another clause asks something of the kitchen
  // ("before I place the Ocado order, flag anything we've almost finished").
  if (hasCue(V.REFUSE, withoutDeliveries(text, language), language)) {
    const beside = readBeside(text, language, question);
    // (Not an addition: "text my wife, I'll be late" holds no food to add; unless it counts foods
    // bought, told beside a day's news: "… se me rompió el paraguas … me llevé un manojo de
    // cilantro, medio kilo de tomates…".)
    if (ADDITIONS.has(beside.intent) && countedFoods(text, language) < 2) return UNSUPPORTED;
    return beside;
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
    dietUnlessBought(text, language) ??
    readAppliance(text, language, asks) ??
    readShoppingList(text, language, asks) ??
    readPantry(text, language, asks) ??
    UNSUPPORTED;
  // "I don't eat pork anymore": no food to buy; "the kids don't eat broccoli, add carrots": the
  // clause of not eating adds nothing (refusals.ts).
  if (!ADDITIONS.has(reading.intent)) return reading;
  const eaten = withoutNotWanted(text, language, reading.intent);
  if (eaten === 'refuse') return REFUSED;
  // "remove milk from the list": a removal is not an addition the other way round.
  // (Not one said of a food left out: "pas le tofu fumé, je l'ai déjà mangé".)
  if (
    reading.intent !== 'addAppliance' &&
    removes(eaten ?? text, language, reading.intent === 'addToShoppingList')
  )
    return REFUSED;
  return eaten === null
    ? reading
    : withoutItemsLeftOut(readIn(eaten, language, question), text, eaten, language);
}

/** "tres bricks de leche sin lactosa, 150 g de jamón": foods counted are bought, not a diet. */
function dietUnlessBought(text: string, language: Language): ChefIntent | null {
  // (The diet is read first: counting the foods reads every item, which most requests need not.)
  const diet = readDiet(text, language);
  return diet && countedFoods(text, language) < 2 ? diet : null;
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
  // ("… my car insurance? It expires next week": what expires, said of the rest by a pronoun, is
  // the rest's.)
  if (
    (reading.intent === 'expiring' || reading.intent === 'lowStock') &&
    kitchen.every((clause) => OF_THE_REST.test(clause.trim()))
  )
    return UNSUPPORTED;
  // ("forget the recipes for a second, book me a taxi": recipes named only to put them aside.)
  if (reading.intent === 'whatCanICook' && reading.with.length === 0 && PUT_ASIDE.test(text))
    return UNSUPPORTED;
  return reading.intent === 'help' && reading.topic === null ? UNSUPPORTED : reading;
}

/** A clause opening on a pronoun, which speaks of what was said before: "it expires", "die läuft aus". */
const OF_THE_REST =
  /^(?:it|it s|its|they|they re|elle|il|elles|ils|die|der|das|es|sie|er|me|le|la|它|它们)(?:\s|$)/u;

/** Words that put the kitchen aside for something else: "forget the recipes", "kein Rezept", "先别管菜谱". */
const PUT_ASIDE =
  /(?:^|\s)(?:forget|don t need|do not need|not a|olvida|olvidate|no necesito|oublie|pas besoin|vergiss|kein|keine)(?:\s|$)|别管|不用管|不要/u;

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
    // (The words that say it runs out, or to note it, are no part of a name: "the coffee's nearly
    // gone", "kannst du dir das für den nächsten Einkauf merken".)
    const said = [...findCue(V.LOW_STOCK, text, language), ...noted].sort((a, b) => a.at - b.at);
    const named = said.reduceRight(
      (rest, cue) => `${rest.slice(0, cue.at)} , ${rest.slice(cue.at + cue.length)}`,
      text,
    );
    const items = readItems(named, language).filter((item) => item.foodKey !== null);
    if (items.length > 0) return { intent: 'addToShoppingList', items };
  }
  return { intent: 'lowStock' };
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
  // (A question that asks to note it down still asks: "could you jot that down?".)
  if (
    (asks && addingCues([V.NOTE_DOWN], text, language).length === 0) ||
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
