/**
 * A change of diet ("I'm vegetarian now", "no nuts", "not vegan anymore", "dropped keto, doing
 * low carb instead"): the diets named and the foods avoided, each added or removed by what its
 * clause says.
 */
import { DIETARY_PREFERENCES } from '../../contracts/onboarding';
import type { Language } from '../../settings-options';
import type { ChefIntent, DietaryPreference } from './intents';
import { correctionIn } from './corrections';
import { findCue, hasCue, overlaps, type Span } from './text';
import * as V from './vocabulary';

/** "Milcheiweißallergie", "Laktoseunverträglichkeit": a German compound naming what is not tolerated. */
const GERMAN_INTOLERANCE =
  /(?<!\p{L})(\p{L}{3,}?)(allergie|alergie|unvertraglichkeit|unvertraeglichkeit|intoleranz)(?!\p{L})/gu;

export function readDiet(said: string, language: Language): ChefIntent | null {
  const text = language === 'de' ? said.replace(GERMAN_INTOLERANCE, '$2 gegen $1') : said;
  const named = new Map<DietaryPreference, number>();
  const spans = V.DIETS.flatMap(([preference, names]) =>
    findCue(names, text, language).map((found) => ({ preference, ...found })),
  );
  // A name inside a longer one ("素食" in "纯素食者") is that longer one.
  for (const span of spans) {
    const inside = spans.some(
      (other) =>
        other !== span &&
        other.length > span.length &&
        other.at <= span.at &&
        other.at + other.length >= span.at + span.length,
    );
    if (!inside && !named.has(span.preference)) named.set(span.preference, span.at);
  }
  // "low carb, pas keto hein": beside another diet, one said not to be meant is no change at all.
  if (named.size > 1 && !hasCue(V.STOPPED, text, language))
    for (const [preference, at] of named)
      if (NOT_MEANT.test(text.slice(Math.max(0, at - 8), at))) named.delete(preference);
  // Eating meat again ends the diets named ("je remange de la viande, enlève le pescétarien"), or
  // every diet without it when none is, or when fish is eaten too ("鱼和肉都吃").
  const avoided = findCue(V.AVOID, text, language);
  // "pero carne sigo sin comer", "不吃肉": meat still avoided is not meat eaten again.
  // ("started having fish again so I'm pescatarian now": fish eaten again is no meat.)
  const fish = findCue(V.FISH, text, language);
  const isFish = (meat: Span) =>
    fish.some((f) => f.at <= meat.at && meat.at + meat.length <= f.at + f.length);
  const meatEaten = findCue(V.MEAT, text, language).some(
    (meat) =>
      !(named.has('Pescatarian') && isFish(meat)) &&
      !avoided.some((a) => near(a, meat) && !text.slice(a.at, meat.at).includes(',')) &&
      !(language === 'zh' && text[meat.at - 1] === '不'),
  );
  // "开始吃素": starting to eat vegetarian is not eating meat again.
  // ("我开始吃全素了": nor is starting a diet named right after.)
  const again = findCue(V.AGAIN, text, language).some(
    (cue) =>
      text[cue.at + cue.length] !== '素' &&
      !spans.some((span) => span.at >= cue.at + cue.length && span.at - (cue.at + cue.length) <= 1),
  );
  if (meatEaten && again) {
    const ended = MEAT_EATING.filter((preference) => named.has(preference));
    const all = ended.length === 0 || hasCue(V.FISH, text, language);
    return { intent: 'updateDiet', add: [], remove: all ? MEAT_EATING : ended };
  }
  // "no nuts", "allergic to peanuts", "can eat gluten again": a food avoided (or no longer).
  // Foods eaten again beside a diet named are what leaving it means ("take vegan off, I'm back on
  // eggs and cheese"), not a diet of their own.
  const eatenAgain = named.size > 0 ? [] : findCue(V.AGAIN_EAT, text, language);
  const avoid = [...avoided, ...eatenAgain];
  const restricted = new Set<DietaryPreference>();
  const foods = V.RESTRICTED_FOODS.flatMap(([preference, names]) =>
    findCue(names, text, language).map((found) => ({ preference, ...found })),
  ).sort((a, b) => a.at - b.at);
  for (const found of foods) {
    // "不吃猪肉" avoids pork, not all meat.
    if (
      language === 'zh' &&
      found.preference === 'Vegetarian' &&
      /[猪牛羊鸡鸭]/u.test(text[found.at - 1] ?? '')
    )
      continue;
    // "no nuts", "allergic to peanuts"; right after it, "peanut allergy", "花生过敏"; and the foods
    // listed after one of those ("éviter le lactose et le gluten").
    // "不吃肉也不吃鱼，但吃蛋奶": a "but" between them says the food is eaten.
    const said = avoid.some(
      (a) => near(a, found) && !BUT.test(text.slice(a.at + a.length, Math.max(a.at + a.length, found.at))),
    );
    if (said) avoid.push(found);
    if (said && !named.has(found.preference)) {
      named.set(found.preference, found.at);
      restricted.add(found.preference);
    }
  }
  // "switch on gluten free - no wait, make it low fodmap instead": a diet named again after a
  // correction takes the place of the ones before it.
  const corrected = correctionIn(text, language);
  if (corrected !== null && [...named.values()].some((at) => at > corrected))
    for (const [preference, at] of named) if (at < corrected) named.delete(preference);
  // "I'm still dairy free though, so leave that one": beside a diet changed, one still kept is no
  // change.
  // ("Leave the halal setting as it is and add nut-free", "Koscher bleibt, und zusätzlich …",
  // "清真保持不变": so is one said to be kept.)
  if (named.size > 1)
    for (const [preference, at] of named) {
      const end = at + (spans.find((span) => span.at === at)?.length ?? 0);
      const kept =
        STILL.test(text.slice(Math.max(0, at - 12), at)) ||
        KEPT_BEFORE.test(text.slice(Math.max(0, at - 16), at)) ||
        KEPT_AFTER.test(text.slice(end, end + 30));
      if (!restricted.has(preference) && kept) named.delete(preference);
    }
  if (named.size === 0) return null;
  // Fish but no meat is pescatarian, not vegetarian ("no meat, but fish is fine").
  if (restricted.has('Vegetarian') && !named.has('Pescatarian') && hasCue(V.FISH_STILL, text, language)) {
    named.set('Pescatarian', named.get('Vegetarian')!);
    restricted.add('Pescatarian');
  }
  if (named.has('Pescatarian') && restricted.has('Vegetarian')) named.delete('Vegetarian');
  // ("veggie → pescatarian now": an arrow changes from one to the other; so does a diet said "from":
  // "back to vegetarian from vegan", "de végétarienne je deviens végétalienne", "从蛋奶素升级成全素".)
  const arrow = text.indexOf('→');
  const from = [...named].find(([, at]) => FROM.test(text.slice(Math.max(0, at - 12), at)));
  const change =
    findCue(V.CHANGE_FROM, text, language)[0] ??
    (arrow >= 0 ? { at: arrow, length: 1 } : from ? { at: from[1], length: 0 } : undefined);
  // "low carb à la place du keto", "statt Keto jetzt Whole30": the diet right after is given up.
  const givenUp = findCue(V.INSTEAD_OF, text, language).map((cue) => cue.at + cue.length);
  const clauses = clauseSpans(text, language, [...named.values(), ...spans.map((span) => span.at)]);
  const add: DietaryPreference[] = [];
  const remove: DietaryPreference[] = [];
  // Each clause that names a diet says whether it ends ("deja el keto y ponme paleo, lo del keto no
  // me funcionó": the first clause ends keto).
  const endedAt = (preference: DietaryPreference, at: number) => {
    const index = clauses.findIndex((c) => at >= c.start && at < c.end);
    const clause = clauses[index] ?? { start: 0, end: text.length };
    const words = text.slice(clause.start, clause.end);
    // "Keto klappt nicht, nimm es raus": a "take it off" after the diet's clause ends it.
    const next = clauses[index + 1];
    // (A stop with another diet named between belongs to that one: "stell glutenfrei ein.
    // Laktosefrei brauch ich aber nicht mehr".)
    const others = spans
      .filter((span) => span.preference !== preference && span.at >= clause.start && span.at < clause.end)
      .map((span) => span.at - clause.start);
    return restricted.has(preference)
      ? hasCue(V.AGAIN, words, language)
      : stopsADiet(words, at - clause.start, language, others) ||
          (next !== undefined && pointsBack(text.slice(next.start, next.end), language));
  };
  for (const [preference, at] of named) {
    const mentions = [at, ...spans.filter((span) => span.preference === preference).map((span) => span.at)];
    // ("ya soy vegana, quita lo de vegetariana y pon vegana": unless it is last named to be put on.)
    const last = Math.max(...mentions);
    const putOn = ADDED_BEFORE.test(text.slice(Math.max(0, last - 20), last));
    const ended = !putOn && mentions.some((mention) => endedAt(preference, mention));
    // "Stell von vegetarisch auf pescetarisch um": from the first named, to the others.
    if (change && named.size > 1)
      ((from ? from[0] === preference : isChangedFrom(text, named, at, change, mentions))
        ? remove
        : add
      ).push(preference);
    // (Not a food avoided: "vegan now, no more milk" gives up the milk, not a diet of it.)
    else if (
      named.size > 1 &&
      !restricted.has(preference) &&
      givenUp.some((end) => at >= end && at - end <= 2)
    )
      remove.push(preference);
    else if (ended) remove.push(preference);
    else add.push(preference);
  }
  // "ya no soy vegana, ahora como pescado": leaving a meatless diet for one with fish.
  if (
    remove.some((preference) => preference === 'Vegan' || preference === 'Vegetarian') &&
    !named.has('Pescatarian') &&
    hasCue(V.FISH_STILL, text, language)
  )
    add.push('Pescatarian');
  // "no meat, no dairy, no eggs: fully plant based": vegan holds the restrictions it implies.
  // ("je suis pescétarien depuis un an mais là je passe végan", "我吃了一年鱼素，现在想改成纯素",
  // "après trois ans à manger pescétarien, je passe au végétarien": a meatless diet named before
  // another one is started is the one left.)
  const started = MEAT_EATING.find((preference) => {
    const at = named.get(preference);
    return at !== undefined && add.includes(preference) && STARTED.test(text.slice(Math.max(0, at - 24), at));
  });
  if (started)
    for (const preference of MEAT_EATING)
      if (
        preference !== started &&
        add.includes(preference) &&
        !restricted.has(preference) &&
        named.get(preference)! < named.get(started)!
      )
        remove.push(preference);
  const kept = add.filter((preference) => !remove.includes(preference));
  const added = kept.includes('Vegan') ? kept.filter((preference) => !WITHIN_VEGAN.has(preference)) : kept;
  const order = (list: DietaryPreference[]) =>
    [...new Set(list)].sort((a, b) => DIETARY_PREFERENCES.indexOf(a) - DIETARY_PREFERENCES.indexOf(b));
  return { intent: 'updateDiet', add: order(added), remove: order(remove) };
}

/**
 * Whether a food is what words of avoiding are about: after them ("no nuts", "allergic to
 * peanuts", up to 16 characters on), or right before them ("peanut allergy", "花生过敏").
 */
function near(avoid: Span, food: Span): boolean {
  return (
    (avoid.at <= food.at && food.at - (avoid.at + avoid.length) <= 16) ||
    (avoid.at >= food.at + food.length && avoid.at - (food.at + food.length) <= 1)
  );
}

const BUT = /(?:^|\s)(?:but|pero|mais|aber)(?:\s|$)|但/u;

/** "still", "sigo", "toujours", "immer noch", "还是": just before a diet kept as it is. */
const STILL =
  /(?:^|\s)(?:still|sigo|sigue|seguimos|toujours|immer noch|noch immer|weiterhin)(?: \S+)?\s$|(?:还是|仍然|依然)$/u;

/** Words right before a diet that keep it as it is: "garde le", "behalte", "además de", "保留". */
const KEPT_BEFORE =
  /(?:^|\s)(?:besides|on top of|garde|gardez|en plus du|en plus de|manten|mantener|ademas de|behalte|behalt|neben|zusatzlich zu)(?: (?:the|my|le|la|l|el|lo de|mein|meine|das|den|die))?\s$|(?:保留|除了)$/u;

/** Words right after a diet that keep it as it is: "stays", "como está", "reste", "bleibt", "保持不变". */
const KEPT_AFTER =
  /^(?: setting| option| diet| regime| regimen| preference)?\s?(?:stays|remains|as it is|exactly as it is|as is|como esta|tal cual|sigue igual|que ya lo tengo|que ya esta|reste|ne change pas|tel quel|bleibt|bleiben|保持不变|不变|不用动|不用改|别动)(?!\p{L})/u;

/** The word right before a diet that says it is not the one meant. */
const NOT_MEANT = /(?:^|\s)(?:not|pas|nicht|no|kein|keine)\s$|(?:不是|不要)$/u;

/** The preferences a vegan diet already keeps. */
const WITHIN_VEGAN: ReadonlySet<DietaryPreference> = new Set(['Vegetarian', 'Pescatarian', 'Dairy-Free']);

/** Eating meat again ends every diet without it. */
const MEAT_EATING: DietaryPreference[] = ['Vegetarian', 'Vegan', 'Pescatarian'];

/**
 * Where each clause of a request starts and ends: at commas, "but", "now", "from now on", where
 * the words after name a diet of their own.
 */
function clauseSpans(
  text: string,
  language: Language,
  diets: readonly number[],
): Array<{ start: number; end: number }> {
  // "stopped doing keto": a break word right after the words that stop a diet does not break.
  const stops = findCue(V.STOPPED, text, language);
  // ("Paleo weg, dafür Low Carb": a word that says what comes instead always breaks.)
  const breaks = findCue(V.CLAUSE_BREAK, text, language).filter(
    (cue) =>
      text.slice(cue.at, cue.at + cue.length).includes(' ') ||
      INSTEAD.test(text.slice(cue.at, cue.at + cue.length)) ||
      !stops.some((stop) => cue.at > stop.at && cue.at <= stop.at + stop.length + 1),
  );
  // "ponme keto y quita la paleo", "passe-moi en sans gluten et enlève le low carb": "and" before
  // words that stop a diet opens a clause of its own.
  const stopsAfterAnd = stops.filter((stop) => AND_BEFORE.test(text.slice(0, stop.at)));
  // ("I've stopped being pescatarian and I'm giving paleo a go", "take keto off and put paleo on":
  // so does "and" before one who speaks again, or before words that add.)
  const andThen = [...text.matchAll(AND_THEN)].map((match) => match.index);
  const cuts = [
    0,
    ...breaks.map((c) => c.at),
    ...stopsAfterAnd.map((stop) => stop.at),
    ...andThen,
    text.length,
  ];
  for (let i = text.indexOf(','); i >= 0; i = text.indexOf(',', i + 1)) cuts.push(i);
  const sorted = [...new Set(cuts)].sort((a, b) => a - b);
  // A clause naming no diet belongs to the one before ("glutenfrei brauchen wir | dafür nicht mehr").
  const kept = sorted.filter(
    (cut, i) => i === 0 || i === sorted.length - 1 || diets.some((at) => at >= cut && at < sorted[i + 1]!),
  );
  return kept.slice(0, -1).map((start, i) => ({ start, end: kept[i + 1]! }));
}

/**
 * Whether a clause says a diet no longer applies: "nicht mehr vegan", not "keine Laktose mehr",
 * whose "no more" holds a food that is avoided from now on.
 */
function stopsADiet(
  clause: string,
  dietAt: number,
  language: Language,
  others: readonly number[] = [],
): boolean {
  const foods = V.RESTRICTED_FOODS.flatMap(([, names]) => findCue(names, clause, language));
  // ("started having fish again so I'm pescatarian now": "again" starts what it is said of.)
  const again = findCue(V.AGAIN, clause, language);
  // ("activá vegano, ya no como nada de origen animal": no more of a food avoided, said with the
  // words that avoid it, keeps the diet.)
  // (Not the words of a diet's own name: "quita lo de sin gluten".)
  const named = V.DIETS.flatMap(([, names]) => findCue(names, clause, language));
  const outside = (span: Span) =>
    !named.some((diet) => diet.at <= span.at && span.at + span.length <= diet.at + diet.length);
  const avoided = findCue(V.AVOID, clause, language).filter(outside);
  const partOfAName = (food: Span) =>
    named.some(
      (diet) =>
        diet.length > food.length && diet.at <= food.at && food.at + food.length <= diet.at + diet.length,
    );
  const ofAFood = (stop: Span) =>
    foods.some(
      (food) =>
        outside(food) &&
        food.at >= stop.at + stop.length &&
        // ("no more meat": or right after the words that stop.)
        (food.at - (stop.at + stop.length) <= 1 ||
          avoided.some(
            (cue) =>
              cue.at >= stop.at + stop.length &&
              cue.at - (stop.at + stop.length) <= 8 &&
              cue.at < food.at &&
              !BUT.test(clause.slice(stop.at, food.at)),
          )),
    );
  // ("I cannot eat the gluten anymore", "nothing with gluten in this house any more": a food avoided
  // right before the stop is avoided from now on.)
  const ofAFoodBefore = (stop: Span) =>
    ANY_MORE.test(clause.slice(stop.at, stop.at + stop.length)) &&
    foods.some(
      (food) =>
        outside(food) &&
        food.at + food.length <= stop.at &&
        stop.at - (food.at + food.length) <= 32 &&
        avoided.some((cue) => cue.at + cue.length <= food.at && food.at - (cue.at + cue.length) <= 16),
    );
  // ("鱼可以吃": fish that can be eaten starts a diet with fish; it ends none.)
  const fish = findCue(V.FISH_STILL, clause, language);
  // "I've gone vegan, so take off vegetarian", "ya no soy pescetariana, ponme paleo": a stop right
  // before another diet ("take off vegetarian", "nimm vegetarisch raus") is that one's, and of the
  // diets said with it ("drop keto and paleo").
  const ownedByAnother = (stop: Span) => {
    const attached = (at: number) => at >= stop.at && at - (stop.at + stop.length) <= 5;
    const owner = others.find(attached);
    return (
      owner !== undefined &&
      !attached(dietAt) &&
      !(dietAt > owner && dietAt - owner < 30 && coordinated(clause.slice(owner, dietAt)))
    );
  };
  // "I've gone vegan, so no more Cathedral City for me", "je passe végétarienne, fini le jambon":
  // after a diet started, a stop in a later part of the clause, said of other words, is of those.
  const started = STARTED.test(clause.slice(Math.max(0, dietAt - 24), dietAt));
  const ofWhatFollows = (stop: Span) => {
    if (!started || stop.at < dietAt) return false;
    const between = clause.slice(dietAt, stop.at);
    if (!PART_MARK.test(between)) return false;
    // The part of the clause the stop is in, without the stop's own words; with those a stop said
    // around holds ("keine Ausnahmen mehr").
    const around = clause
      .slice(stop.at, stop.at + stop.length)
      .split(' ')
      .slice(1, -1)
      .join(' ');
    const rest = `${between.split(PART_MARK).at(-1)} ${around} ${clause.slice(stop.at + stop.length).split(PART_MARK)[0]}`;
    return /\p{L}{3}/u.test(rest) && !PRONOUN.test(rest);
  };
  return findCue(V.STOPPED, clause, language).some(
    (stop) =>
      !ownedByAnother(stop) &&
      !ofWhatFollows(stop) &&
      !again.some((cue) => cue.at === stop.at && cue.length === stop.length) &&
      !fish.some((cue) => cue.at < stop.at && overlaps(cue, stop)) &&
      !ofAFood(stop) &&
      !ofAFoodBefore(stop) &&
      !others.some(
        (other) => other > dietAt && other < stop.at && !coordinated(clause.slice(dietAt, other)),
      ) &&
      // (A food inside the stop says it is avoided, "keine Laktose mehr"; not one that is part of
      // a diet's longer name, "take dairy-free off".)
      !foods.some(
        (food) => !partOfAName(food) && food.at > stop.at && food.at + food.length < stop.at + stop.length,
      ) &&
      !(stop.at < dietAt && PRONOUN.test(clause.slice(stop.at, stop.at + stop.length))),
  );
}

/**
 * "nimm es raus", "take it off", "quítalo", "删掉它": words that stop the diet named before ("la"
 * and "le" on their own are articles as often: "dejé la paleo").
 */
const PRONOUN = /(?:^|\s)(?:es|it|them|sie|ihn)(?:\s|$)|(?<=\p{L}{3})(?:lo|la)$|它/u;

/** The stops said after what they stop: "anymore", "ya no … más", "nicht mehr". */
const ANY_MORE = /(?:anymore|any more|mas|mehr)$/u;

/** Words right before a diet that start it: "gone vegan", "je passe végétarienne", "开始吃全素". */
const STARTED =
  /(?:^|\s)(?:gone|going|went|become|became|turned|turning|now|switched to|switching to|converted to|started|starting|decided to go|me hice|me he hecho|me he vuelto|me volvi|ahora soy|ahora somos|paso a|me paso a|empece|me hago|je passe|on passe|je suis passee?|je deviens|devenue?|je me mets au|jetzt|werde|geworden|umgestiegen auf|ernahre ich mich|ernahre mich|ernahren wir uns|lebe ich|leben wir)(?: (?:au|a la|a l|al|zu|zum))?\s$|(?:开始吃|开始|改吃|变成|成了|现在是|现在吃|改成|换成)$/u;

/** What separates the parts of a clause: a comma, a dash, a colon, "so". */
const PART_MARK = /[,;:–—]|\s-\s|\sso\s|\sdonc\s|\salso\s|\sasi que\s|，|；/u;

/** Whether a clause opens on words that stop what was said before it ("…, nimm es raus"). */
function pointsBack(clause: string, language: Language): boolean {
  const stop = findCue(V.STOPPED, clause, language)[0];
  if (!stop || !PRONOUN.test(clause.slice(stop.at, stop.at + stop.length))) return false;
  const diets = V.DIETS.flatMap(([, names]) => findCue(names, clause, language));
  return diets.every((diet) => diet.at > stop.at);
}

/** Words right before the diet a change is from ("from vegan", "von vegetarisch", "从蛋奶素"). */
const FROM =
  /(?:^|\s)(?:from|desde|von|vom)\s$|(?:^|,\s|(?:passe|passer|paso|pasar|pasamos|cambio|cambiar|changer)\s)de\s$|从$/u;

/** Diets said together ("vegan and gluten free", "lo del paleo y lo del whole30"). */
const COORDINATED = /(?:^|\s)(?:and|or|y|o|e|et|ou|und|oder|sowie)(?:\s|$)|[和或跟]/u;

/**
 * Whether the words between two diets join them ("drop keto and paleo"), not two changes ("Low
 * FODMAP hinzufügen und Paleo entfernen": a word that adds lies between).
 */
const coordinated = (between: string) =>
  COORDINATED.test(between) && !ADDS.test(between) && !STARTED.test(between);

const ADDS =
  /(?:^|\s)(?:add|put on|turn on|switch on|enable|anade|anadir|agrega|activa|activar|pon|ponme|ajoute|ajouter|active|activer|mets|hinzufugen|hinzufuegen|hinzu|aktivieren|einschalten)(?:\s|$)|加上|添加|打开/u;

/** Words that put a diet on ("put paleo on", "pon vegana", "mets le végétarien", "stell … ein"). */
const PUT_ON =
  'add|put|set|turn on|switch on|enable|anade|anademe|agrega|agregame|activa|activame|pon|ponme|poneme|pone|ajoute|active|mets|met|mettez|hinzufugen|aktiviere|stell|setz|trag';

/** Those words right before a diet, with an article between. */
const ADDED_BEFORE = new RegExp(
  `(?:^|\\s)(?:${PUT_ON})\\s(?:(?:lo de|la|el|le|les|l|the|my|a|auf|das|den|die)\\s)?$`,
  'u',
);

const INSTEAD = /^(?:instead|dafur|dafuer|stattdessen)$/u;

/**
 * "and" before one who speaks again ("and I'm giving paleo a go"), or words that put a diet on or
 * take one off ("und nimm Keto raus").
 */
const AND_THEN = new RegExp(
  ` (?:and|y|et|und) (?=(?:i|i m|i am|i ve|i ll|we|we re|now|ahora|me|voy|vamos|je|j|on|maintenant|ich|wir|jetzt|${PUT_ON}|nimm|fug) )`,
  'gu',
);

const AND_BEFORE = /(?:^|\s)(?:and|y|e|et|und)\s$|[和并]$/u;

/**
 * Whether a diet is the one changed from: named inside the words that change it ("swap my low carb
 * setting for whole30", "swap out vegetarian for vegan"), else the first named ("keto was a
 * disaster, swap it for low carb").
 */
function isChangedFrom(
  text: string,
  named: ReadonlyMap<DietaryPreference, number>,
  at: number,
  change: Span,
  mentions: readonly number[],
): boolean {
  // ("我现在吃纯素了 把素食换成纯素": a diet inside the words that change, named again after them
  // in the same clause, is the one changed to; not "swap keto for paleo, keto was killing me".)
  const end = change.at + change.length;
  if (at < end && mentions.some((mention) => mention >= end && !PART_MARK.test(text.slice(end, mention))))
    return false;
  const inside = [...named.values()].filter((where) => where >= change.at && where < end);
  return inside.length > 0 ? inside.includes(at) : Math.min(...named.values()) === at;
}
