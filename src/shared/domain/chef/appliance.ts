/**
 * The Chef's reading of a kitchen appliance acquired ("we got an air fryer", "Siebträgermaschine ist
 * endlich da", "绞肉机到货了，加到我的厨房电器里"): an appliance of the catalogue by its names, else a
 * machine by its kind of word ("pasta maker", "arepera"), else the thing named when the list of
 * appliances is.
 */
import type { Language } from '../../settings-options';
import { APPLIANCE_NAMES, HOUSEHOLD_APPLIANCE_NAMES } from '../appliance-names';
import { ARTICLES } from './amounts';
import { foodsIn } from './foods';
import { addingCues } from './talk';
import type { ChefIntent } from './intents';
import { countedFoods, readItems } from './items';
import { edgeStripper, findCue, FOR_BEFORE, hasCue, within, type Span } from './text';
import * as V from './vocabulary';

const MINE = /(?:我的|我家的|家里的|我们的)\p{Script=Han}{0,4}$/u;

export function readAppliance(text: string, language: Language, asks: boolean): ChefIntent | null {
  // "bitte bei meinen Geräten aufnehmen": the list of appliances named says what is added.
  const listed = hasCue(V.APPLIANCE_LIST, text, language);
  if (!listed && !hasCue(V.ACQUIRE, text, language) && !hasCue(V.ADD, text, language)) return null;
  // "a bbq tomorrow, so I bought 2 kg of sausages and 8 frankfurters": foods bought, not a grill.
  if (countedFoods(text, language) >= 2) return null;
  let best: { slug: string; at: number; length: number } | null = null;
  // "einen Brotbackautomaten": a German "-automat" takes "-en" after an article.
  const named = language === 'de' ? text.replace(/(?<=\p{L}automat)en(?!\p{L})/gu, '') : text;
  // (Not a name inside the list's own: "mis cosas de cocina" is no stove.)
  const lists = findCue(V.APPLIANCE_LIST, named, language);
  const inList = (found: Span) => lists.some((list) => within(found, list));
  // "por fin tengo horno, que llevaba un año apañándome con el microondas": the one said to be had
  // wins, else the longest name.
  const had = [V.ACQUIRE, V.ADD].flatMap((table) => findCue(table, named, language));
  const acquired = (found: { at: number }) =>
    had.some((cue) => cue.at + cue.length <= found.at && found.at - (cue.at + cue.length) <= 12);
  for (const [slug, names] of [...APPLIANCE_NAMES, ...HOUSEHOLD_APPLIANCE_NAMES]) {
    for (const found of findCue(names, named, language)) {
      if (inList(found)) continue;
      const better =
        best === null ||
        (acquired(found) && !acquired(best)) ||
        (acquired(found) === acquired(best) && found.length > best.length);
      if (better) best = { slug, ...found };
    }
  }
  // ("get some sausages and burger buns for the bbq on saturday": foods for the occasion a machine
  // names.)
  if (
    best &&
    !listed &&
    FOR_BEFORE.test(named.slice(0, best.at)) &&
    foodsIn(named.slice(0, best.at), language).length > 0
  )
    return null;
  if (best) {
    // "冰箱仲有咩剩": what the fridge has is asked about, not a fridge acquired; "没有烤箱" is
    // not having one.
    const found = best;
    const having = (cue: Span) =>
      cue.length === 1 &&
      text[cue.at] === '有' &&
      (cue.at > found.at || /[没冇]/u.test(text[cue.at - 1] ?? ''));
    const owning = [V.ACQUIRE, V.ADD].flatMap((table) => findCue(table, text, language));
    if (language === 'zh' && !listed && owning.every(having)) return null;
    // "put the milk in the fridge" stores food; "we got a new fridge" is an appliance.
    if (
      (best.slug === 'refrigerator' || best.slug === 'freezer') &&
      readItems(text, language).some((item) => item.foodKey !== null || item.quantity !== null)
    )
      return null;
    return { intent: 'addAppliance', appliance: best.slug, custom: false };
  }
  // "we now own a pasta maker": a machine by its kind of word, not in the catalogue.
  // (Not a machine word inside the list's own name: "in meine Geräte".)
  const machine = findCue(V.MACHINE, named, language).filter((found) => !inList(found))[0];
  // "what can I make in my slow cooker?" asks about one; "¿la anotas?" asks to add it.
  if (asks && !hasCue(V.ADD, text, language)) return null;
  if (!machine) return listed ? listedAppliance(text, language) : null;
  // In Chinese, "机" must end the request ("豆浆机"), not start another word ("机票"), unless the
  // list of appliances is named ("绞肉机到货了，加到我的厨房电器里").
  // ("我有个豆浆机，也记上": what follows a comma only asks to note it.)
  // ("买了台豆浆机，每天早上都用": one counted in 台, the counter of machines, is one however much follows,
  // and so is one said to be mine, asked to be noted: "把我的酸奶机也记上吧".)
  const before = named.slice(0, machine.at);
  const counted =
    /[台部]\p{Script=Han}{0,4}$/u.test(before) ||
    (MINE.test(before) && addingCues([V.ADD, V.NOTE_DOWN], text, language).length > 0);
  if (
    language === 'zh' &&
    !listed &&
    !counted &&
    stripAppliance(
      text
        .slice(machine.at + machine.length)
        .replace(/ , /gu, ' ')
        .trim(),
      language,
    ).length > 0
  )
    return null;
  const name =
    language === 'zh' && listed
      ? customApplianceName(text.slice(0, machine.at + machine.length), machine, language)
      : customApplianceName(named, machine, language);
  return name ? { intent: 'addAppliance', appliance: name, custom: true } : null;
}

/** "Hab mir einen Bamix zugelegt, bitte bei meinen Geräten aufnehmen": the thing named first. */
function listedAppliance(text: string, language: Language): ChefIntent | null {
  // "Nimm unser Fondue-Set in die Geräteliste auf": the thing is named before the list.
  const list = findCue(V.APPLIANCE_LIST, text, language)[0]!;
  // ("Trag unser Fondue-Set bei den Küchengeräten ein": the words that lead to the list are not it.)
  const before = text.slice(0, list.at).replace(TO_THE_LIST, '').trim();
  const named = stripAppliance(before, language).length > 0 ? before : text;
  // ("Zu Weihnachten gab's einen Schokobrunnen": when it was had is no part of the thing.)
  const [first] = readItems(stripAppliance(named.replace(/ , .*$/u, ''), language), language);
  if (!first || first.foodKey !== null || hasCue(V.APPLIANCE_LIST, first.name, language)) return null;
  return { intent: 'addAppliance', appliance: first.name, custom: true };
}

/** "… bei den", "… to my", "… a mis", "… à mes": the words that lead to a list named next. */
const TO_THE_LIST =
  / (?:bei|in|zu|zur|zum|unter|to|into|on|onto|a|al|en|entre|dans|parmi|aux|avec)(?: (?:den|die|der|dem|meine|meinen|meinem|unsere|unseren|unserem|my|our|the|mis|los|las|nuestros|nuestras|mes|nos|les))? *$/u;

const stripAppliance = edgeStripper([V.ACQUIRE, V.ADD, V.FILLER, V.ARTICLES_WORDS, V.TIME_WORDS, V.ADDRESS]);

/** The words that name the machine: the machine word and the word before it ("pasta maker"). */
function customApplianceName(text: string, machine: Span, language: Language): string | null {
  const end = machine.at + machine.length;
  if (language === 'zh') {
    // "一台面条机", "新买的豆浆机": the count and its counter, or what is said of it, are not the name.
    // Without them, the last six characters at most ("朋友送的章鱼小丸子机" has its counter).
    const said = stripAppliance(text.slice(0, end), language);
    const head = said.replace(/^.*?(?:[一二两几\d]?[台个部款]|的)(?=\p{Script=Han}{2})/u, '');
    const name = head.slice(Math.max(0, head.length - (head === said ? 6 : 8)));
    return name.length >= 2 ? name : null;
  }
  const own = text.slice(machine.at, end);
  if (language === 'es' || language === 'fr') {
    // "máquina de palomitas", "machine à pain", "crêpière électrique": the kind follows, in up to
    // two words after each "de" or "à" ("appareil à croque-monsieur", "máquina de hacer pan");
    // where it came from does not ("la sorbetière du grenier").
    // (Up to the list of appliances: "ma sorbetière à mes appareils".)
    const clause = text.slice(end).split(' , ')[0]!;
    const list = findCue(V.APPLIANCE_LIST, clause, language)[0];
    // ("máquina de churros a mis aparatos": nor are the words that lead to the list.)
    const rest = list ? clause.slice(0, list.at).replace(TO_THE_LIST, '').trimEnd() : clause;
    // ("machine à barbe à papa pour l'anniv", "máquina de algodón de azúcar para los cumples",
    // "appareil à raclette de la cave": each kind said after "de" or "à", up to an article.)
    const said = KINDS.exec(rest)?.[0] ?? '';
    // (Less what it is like, or when: "de palomitas nueva", "à chocolat maintenant".)
    const words = said.trim().split(' ');
    while (words.length > 2 && LIKE.has(words.at(-1)!)) words.pop();
    const kinds = said.length > 0 ? ` ${words.join(' ')}` : '';
    const following = /^ (?:electrique|electrica|electrico|automatique|automatica|automatico)(?!\p{L})/u.exec(
      rest.slice(kinds.length),
    );
    return `${own}${kinds}${following?.[0] ?? ''}`;
  }
  // "pasta maker", "Crêpes-Maker": the machine word alone takes the word before it; "one of those
  // electric smokers" is one smoker.
  if (language === 'en' && own.endsWith('s') && hasCue(V.MACHINE, own.slice(0, -1), language))
    return customApplianceName(
      text.slice(0, end - 1),
      { at: machine.at, length: machine.length - 1 },
      language,
    );
  const alone = language === 'en' || (language === 'de' && GERMAN_MACHINE_WORDS.has(own));
  if (own.includes(' ') || !alone) return own;
  // ("a cotton candy machine", "so einen Cake-Pop-Maker": the words since the article, up to three,
  // less what the machine is like.)
  const before = stripAppliance(text.slice(0, machine.at), language).split(' ').filter(Boolean);
  const article = before.findLastIndex((word) => ARTICLES[language].has(word) || NAME_OPENERS.has(word));
  const qualifiers = before
    .slice(article + 1)
    .slice(-3)
    .filter((word, i, all) => !(i < all.length - 1 && DESCRIBING.has(word)));
  const named = article >= 0 && qualifiers.length > 0 ? qualifiers : before.slice(-1);
  return named.length > 0 && !ARTICLES[language].has(named[0]!) ? `${named.join(' ')} ${own}` : own;
}

/** Words that say what a machine is like, or when, after what it is for ("nueva", "maintenant"). */
const LIKE: ReadonlySet<string> = new Set(
  'nueva nuevo nuevas nuevos portatil vieja viejo grande pequena nouveau nouvelle neuve neuf vieux vieille petit petite grand portable ahora tambien maintenant aussi stp svp'.split(
    ' ',
  ),
);
/** Words that end what a machine is for: articles, pronouns, prepositions, joins. */
const NOT_A_KIND = String.raw`(?:qu|c|je|j|on|tu|il|elle|nous|vous|la|las|los|el|les|le|l|un|una|une|mes|mis|mi|ma|mon|nos|nuestros|du|des|del|al|au|aux|de|a|pour|para|que|qui|en|dans|y|et|ou|o|con|avec|se|me|ya)(?!\p{L})`;
/** What a Spanish or French machine is for: "de", "à", "para hacer" and a word or two, again and again. */
const KINDS = new RegExp(
  String.raw`^(?: (?:(?:para hacer|pour faire)(?: (?:el|la|los|las|le|les|l))?|de|a|para|pour)(?: (?!${NOT_A_KIND})\p{L}+){1,2})+`,
  'u',
);

/**
 * Words after which a machine's name starts, as after an article: possessives ("my", "unseren"),
 * demonstratives ("one of those") and the German "so einen".
 */
const NAME_OPENERS: ReadonlySet<string> = new Set([
  'my',
  'our',
  'their',
  'his',
  'her',
  'mein',
  'meine',
  'meinen',
  'unser',
  'unsere',
  'unseren',
  'einen',
  'so',
  'those',
  'these',
  'this',
  'that',
  'of',
]);

/** Words that say what a machine is like, not what it is ("her old soup maker"). */
const DESCRIBING: ReadonlySet<string> = new Set([
  'old',
  'new',
  'brand',
  'little',
  'big',
  'small',
  'fancy',
  'shiny',
  'used',
  'alte',
  'alten',
  'neue',
  'neuen',
]);

/** German machine words written apart from what they make ("Crêpes-Maker", "Popcorn Maschine"). */
const GERMAN_MACHINE_WORDS: ReadonlySet<string> = new Set([
  'maker',
  'maschine',
  'gerat',
  'geraet',
  'automat',
]);
