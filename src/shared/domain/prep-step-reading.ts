/**
 * How meal prep (prep-scheduler.ts) reads a recipe, in the recipe's language (en, es, fr, de, zh):
 * what each step takes (time, appliance, whether the cook is free) and which ingredient lines are
 * knife work.
 *
 * How a step is read:
 * - Its time is its timer, found by step-timers.ts (the reader cook mode uses): the lower end of a
 *   range, rounded up to whole minutes. Of several timers the longest counts, since the others are
 *   often alternatives or parts of it ("8 hours on low or 4 on high", "uncover for the last 10
 *   minutes"). `timerSeconds` is that timer.
 * - A step without a timer is active work estimated from its length: 5 minutes, 10 for a long step
 *   (over 250 characters, a Han character counting as three).
 * - A step that preheats (and names no timer) takes 10 minutes of the oven (or air fryer, grill),
 *   passively.
 * - Its appliance: from the clause holding the (longest) timer, else its sentence, else the whole
 *   step. Appliance names ("slow cooker", "Reiskocher", "空气炸锅") win over oven words (bake,
 *   hornear, enfourner, backen, 烤), which win over hob words (simmer, sofreír, poêle, Pfanne, 炒),
 *   then blending words; plain cooking words ("cook", "garen") count only when nothing stronger is
 *   said anywhere in the step. A generic word becomes an appliance the recipe lists: "roast" in a
 *   recipe that lists only the air fryer is the air fryer, "cook" in a rice-cooker recipe the rice
 *   cooker. A pan the step names (wok, skillet, Dutch oven, steamer) is that appliance only when the
 *   recipe lists it, else the hob; a name the recipe does not list gives way to a listed look-alike
 *   ("Küchenmaschine" in a food-processor recipe). Appliances the recipe lists are preferred over
 *   ones it does not.
 * - Passive (the cook is free while it runs): the step has a timer and is waiting work: the
 *   sentence up to the timer simmers, braises, slow-cooks, rests, marinates, chills, rises, soaks,
 *   steams or is covered, or its appliance cooks unattended (the oven, so baking and roasting; the
 *   slow cooker, rice cooker, pressure cooker…), unless the sentence asks for constant attention
 *   ("stirring constantly", "sin parar", "不停").
 *
 * Knife work: an ingredient line whose preparation (as ingredient-parser.ts reads it; else a short
 * last part after a comma, "洋葱 1个，切末") is a cut (chop, dice, mince, slice, grate, peel, crush,
 * other knife work) is read as that action. Tinned and jarred products ("2 latas de tomate
 * troceado") are not cut. Pure: no I/O, no clock.
 */
import type { Language } from '../settings-options';
import { APPLIANCE_NAMES, PANS } from './appliance-names';
import { normalizeFoodName } from './food-catalogue';
import { findStepTimers, type StepTimer } from './step-timers';
import { findAll, type Found, lazyMatchers, type Words, words } from './word-lists';

// ---------------------------------------------------------------------------------------------
// Durations

const ACTIVE_MINUTES = 5;
const LONG_STEP_MINUTES = 10;
/** Characters (a Han character counting as three) above which a step is long. */
const LONG_STEP_LENGTH = 250;
const PREHEAT_MINUTES = 10;

// ---------------------------------------------------------------------------------------------
// Appliances

/**
 * Appliances one name may mean either of ("Küchenmaschine", "料理机", the oven's grill): a named
 * one the recipe does not list becomes a listed one of its kind.
 */
const ALIKE: ReadonlyArray<readonly string[]> = [
  ['blender', 'immersion-blender', 'food-processor', 'stand-mixer', 'hand-mixer'],
  ['oven', 'grill', 'toaster-oven'],
];

/** Appliances that cook with heat, in the order a plain "cook" looks for one the recipe lists. */
const HEAT_APPLIANCES: readonly string[] = [
  'stovetop',
  'oven',
  'microwave',
  'air-fryer',
  'slow-cooker',
  'pressure-cooker',
  'rice-cooker',
  'grill',
  'toaster-oven',
  'sous-vide',
  'wok',
  'cast-iron-skillet',
  'dutch-oven',
  'steamer',
  'waffle-iron',
  'bread-maker',
  'dehydrator',
  'toaster',
  'kettle',
];

/** Appliances that cook without the cook: a timed step on one is passive. */
const UNATTENDED: ReadonlySet<string> = new Set([
  'oven',
  'toaster-oven',
  'air-fryer',
  'slow-cooker',
  'pressure-cooker',
  'rice-cooker',
  'sous-vide',
  'bread-maker',
  'dehydrator',
  'steamer',
]);

/** Appliances a preheat step warms (anything else preheated, a pan, is a normal step). */
const PREHEATED: ReadonlySet<string> = new Set(['oven', 'toaster-oven', 'air-fryer', 'grill']);

/**
 * Generic words, weakest last. `generic` is the appliance they name; when the recipe does not list
 * it, the first of `instead` that the recipe lists is used.
 */
type Family = { generic: string; instead: readonly string[]; words: Words };

// prettier-ignore
const FAMILIES: readonly Family[] = [
  {
    generic: 'oven',
    instead: ['toaster-oven', 'air-fryer', 'grill'],
    words: words(
      'bake|bakes|baked|baking|roast*|oven|ovens|broil*|gratin*',
      'horne*|horno|hornos|asa*|gratina*',
      'four|fours|enfourn*|rotir|roti|rotie|rotis|gratin*',
      'backen|backt|gebacken|ofen|gratinier|uberbacken',
      '烤|烘|焗',
    ),
  },
  {
    generic: 'stovetop',
    instead: ['wok', 'cast-iron-skillet', 'dutch-oven', 'steamer', 'pressure-cooker', 'slow-cooker', 'rice-cooker', 'air-fryer'],
    words: words(
      'simmer*|boil*|fry|fries|fried|frying|stir fry*|saute*|sear*|poach*|blanch*|deglaze*|pan|pans|saucepan*|frying pan*|skillet*|pot|pots|stockpot*|hob|hobs|stove|stovetop|burner*',
      'hierv*|herv*|sofrei*|sofri*|freir|frie|frien|friendo|frita|fritas|frito|fritos|saltea*|rehoga*|dora|dorar|dore|escalfa*|sarten*|olla|ollas|cazo|cazos|cazuela*|cacerola*|fuego|ebullicion',
      'mijot*|bouill*|ebullition|poele|poeles|poelee*|casserole*|sauteuse*|faitout*|revenir|rissol*|sauter|saute|sautez|frire|frit|frits|dorer|dorez|blanchi*|poch*|saisi*|feu',
      'kocheln|koch|brat|pfanne|topf|herd|simmer|dunst|siede|sieden|frittier|blanchier|schwitz|dampf',
      '煮|炒|炖|锅|煎|炸|焯|煸|爆|沸|汆|焖|煨|蒸|卤|烧|小火|中火|大火|文火|开火|关火',
    ),
  },
  {
    generic: 'blender',
    instead: ['immersion-blender', 'food-processor'],
    words: words(
      'blend|blends|blended|blending|blitz*|puree*|liquidise*|liquidize*|whizz*|whiz',
      'tritura*|licua*',
      'mix|mixe|mixes|mixez|mixer|mixee|mixees',
      'purier|mixen|gemixt',
      '打碎|打成泥|搅碎',
    ),
  },
  {
    generic: 'stovetop',
    instead: HEAT_APPLIANCES,
    words: words(
      'cook|cooks|cooked|cooking|heat|heats|heated|heating|toast|toasts|toasted|toasting',
      'cocin*|coce*|cuece*|cueza*|coccion|calienta*|calentar|tuesta*|tostar|tostado*',
      'cuire|cuisez|cuisson|cuisent|cuisant|cuit|cuite|cuits|cuites|chauff*|griller|grillez|torrefi*',
      'garen|gart|gegart|erhitz|erwarm|hitze|rosten|rostet|gerostet',
      '加热|烧热|烹|焙',
    ),
  },
];

/** Ranks: a named appliance, then the families in order. */
const NAMED_RANK = 0;
const HOB_RANK = 2;
/** Plain cooking words, the last family. */
const COOK_RANK = 4;

/** Phrases that name a tool, not a use of the oven: "baking sheet", "papel de horno", "Backblech". */
const NOT_APPLIANCE = words(
  'baking sheet*|baking tray*|baking dish*|baking paper|baking powder|baking soda|baking pan*|baking tin*|baking parchment|baking mat*|oven proof|oven safe|oven glove*|oven mitt*',
  'papel de horno|papel para horno|bandeja de horno|bandeja para horno|fuente de horno|fuente para horno|molde para horno|apto para horno',
  'papier cuisson|plaque de cuisson|plaque a four|plat allant au four|plat a four|plat a gratin|papier sulfurise',
  'backpapier|backblech|backform|backpulver|auflaufform|ofenfest|backrost',
  '烤盘|烘焙纸|烤纸|油纸',
);

const PREHEAT = words(
  'preheat*|pre heat*|heat the oven|heat oven|heat the grill|heat the air fryer|turn on the oven|switch on the oven',
  'precalent*|precalient*|calienta el horno|enciende el horno|calienta la parrilla|calienta el grill',
  'prechauff*|allumez le four|allumer le four|chauffer le four|chauffez le four|chauffer le gril|chauffez le gril',
  'vorheiz|vorgeheizt|heizen',
  '预热',
);

/**
 * Waiting work. Baking and roasting are not here: they wait because the oven cooks unattended,
 * while "烤" or "asar" on a grill needs the cook.
 */
const WAITING = words(
  'simmer*|brais*|stew|stews|stewed|stewing|slow cook*|rest|rests|rested|resting|marinat*|chill|chills|chilled|chilling|refrigerat*|fridge|rise|rises|rising|risen|prove|proves|proving|proof*|soak*|rehydrat*|cool|cools|cooled|cooling|stand|stands|sit|sits|leave|steep*|steam|steams|steamed|steaming|freeze|freezes|freezing|infuse*|set aside|cover|covered|lid',
  'fuego lento|hervor suave|ebullicion suave|reposa*|reposo|repose*|marinar|marina|marine|marinen|macera*|enfri*|refrigera*|nevera|frigorifico|leve|levar|leudar|leude*|fermenta*|remoj*|hidrata*|guisar|guisa|guisado|estofa*|congelar|congela|congelalo|al vapor|infusiona*|tapa|tapad*|tapar',
  'mijot*|fremi*|brais*|repos*|mariner|marinez|marine|marinee*|refriger*|frigo|refroid*|lever|levee|tremp*|rehydrat*|congeler|congelez|infus*|etuv*|a la vapeur|couvert*|couvrez|couvercle',
  'schmor|kocheln|simmer|ruhen|rasten|marinier|kuhl|kalt stellen|gehen lassen|aufgehen|einweich|quell|einfrieren|ziehen lassen|stehen lassen|dampf|zugedeckt|abgedeckt|deckel',
  '炖|焖|煲|煨|静置|醒|发酵|腌|冷藏|冰箱|泡|冷却|放凉|晾凉|蒸|卤|盖上|盖紧|加盖',
);

/** Phrases with a waiting word that are not waiting: "the rest of the oil", "stand mixer". */
const NOT_WAITING = words('the rest|rest of|stand mixer*', 'el resto', 'le reste', '', '腌料');

const ATTENTION = words(
  'constantly|continuously|without stopping|non stop|all the time|whisking',
  'constantemente|sin parar|sin dejar de|continuamente|batiendo',
  'sans cesse|sans arret|sans arreter|constamment|continuellement|en fouettant',
  'standig|ununterbrochen|unablassig|unter ruhren',
  '不停|不断|持续翻|一直翻|边搅',
);

const applianceMatchers = APPLIANCE_NAMES.map(([slug, names]) => ({ slug, match: lazyMatchers(names) }));
const familyMatchers = FAMILIES.map((family) => ({ family, match: lazyMatchers(family.words) }));
const notApplianceMatcher = lazyMatchers(NOT_APPLIANCE);
const preheatMatcher = lazyMatchers(PREHEAT);
const waitingMatcher = lazyMatchers(WAITING);
const notWaitingMatcher = lazyMatchers(NOT_WAITING);
const attentionMatcher = lazyMatchers(ATTENTION);

/** The text folded for the word lists, with tool phrases ("baking sheet") blanked out. */
function fold(text: string, language: Language): string {
  const folded = normalizeFoodName(text);
  const tools = notApplianceMatcher(language);
  return tools ? folded.replace(tools, (phrase) => ' '.repeat(phrase.length)) : folded;
}

function mentions(matcher: (language: Language) => RegExp | null, text: string, language: Language): boolean {
  return findAll(matcher(language), text).length > 0;
}

function waitsIn(text: string, language: Language): boolean {
  const exceptions = notWaitingMatcher(language);
  const kept = exceptions ? text.replace(exceptions, (phrase) => ' '.repeat(phrase.length)) : text;
  return mentions(waitingMatcher, kept, language);
}

/** The family's appliance for this recipe: the generic one if listed, else a listed stand-in. */
function resolveFamily(family: Family, listed: readonly string[]): string {
  if (listed.includes(family.generic)) return family.generic;
  for (const appliance of listed) if (family.instead.includes(appliance)) return appliance;
  return family.generic;
}

/** A named appliance as this recipe has it: a pan or a look-alike it does not list becomes what it lists. */
function namedAs(slug: string, listed: readonly string[]): { appliance: string; rank: number } {
  if (listed.includes(slug)) return { appliance: slug, rank: NAMED_RANK };
  if (PANS.has(slug)) return { appliance: 'stovetop', rank: HOB_RANK };
  const kind = ALIKE.find((group) => group.includes(slug));
  const standIn = kind ? listed.find((appliance) => kind.includes(appliance)) : undefined;
  return { appliance: standIn ?? slug, rank: NAMED_RANK };
}

type Candidate = Found & { appliance: string; rank: number };

/**
 * The appliances a folded piece of step text names, best first: the strongest kind of word (a
 * name, then the families in order), then the earliest, then the longest.
 */
function appliancesIn(text: string, language: Language, listed: readonly string[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const { slug, match } of applianceMatchers) {
    for (const found of findAll(match(language), text))
      candidates.push({ ...namedAs(slug, listed), ...found });
  }
  familyMatchers.forEach(({ family, match }, index) => {
    const appliance = resolveFamily(family, listed);
    for (const found of findAll(match(language), text))
      candidates.push({ appliance, rank: index + 1, ...found });
  });
  return candidates.sort((a, b) => a.rank - b.rank || a.at - b.at || b.length - a.length);
}

/**
 * The step's appliance from the pieces of its text, narrowest first (the timer's clause, its
 * sentence, the whole step). Only an appliance the recipe lists counts at first (any, when it lists
 * none): the narrowest piece with a name or an oven, hob or blending word decides; failing that,
 * the narrowest with a plain cooking word ("cook", "garen"), which is too weak to outweigh "the
 * oven" or "the microwave" elsewhere in the step; failing that, the best of any piece.
 */
function applianceOf(
  pieces: readonly string[],
  language: Language,
  listed: readonly string[],
): string | null {
  const found = pieces.map((piece) =>
    appliancesIn(piece, language, listed).filter((c) => listed.length === 0 || listed.includes(c.appliance)),
  );
  const strong = found.find((candidates) => candidates.some((c) => c.rank < COOK_RANK));
  if (strong) return strong.find((c) => c.rank < COOK_RANK)!.appliance;
  const weak = found.find((candidates) => candidates.length > 0);
  if (weak) return weak[0]!.appliance;
  for (const piece of pieces) {
    const any = appliancesIn(piece, language, listed)[0];
    if (any) return any.appliance;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Reading a step

/** Ends of sentences, and of clauses within them (a comma before a space, not "1,5"). */
const SENTENCE_END = /[.!?;:](?=\s|$)|[。！？；：\n]/gu;
const CLAUSE_END = /[.!?;:,](?=\s|$)|[。！？；：，\n]/gu;

function boundaries(pattern: RegExp, text: string): number[] {
  return Array.from(text.matchAll(pattern), (match) => match.index + match[0].length);
}

/** Where the piece around `start…end` begins and ends, by the given boundaries. */
function around(ends: readonly number[], start: number, end: number, length: number): [number, number] {
  let from = 0;
  let to = length;
  for (const at of ends) {
    if (at <= start) from = at;
    else if (at > end - 1 && to === length) to = at;
  }
  return [from, to];
}

type StepReading = {
  appliance: string | null;
  passive: boolean;
  minutes: number;
  timerSeconds: number | null;
};

function estimateMinutes(text: string): number {
  let weight = 0;
  for (const char of text) weight += /\p{Script=Han}/u.test(char) ? 3 : 1;
  return weight > LONG_STEP_LENGTH ? LONG_STEP_MINUTES : ACTIVE_MINUTES;
}

/** What the step takes: its appliance, whether it is passive, its minutes and its (longest) timer. */
export function readStep(
  text: string,
  recipe: { language: Language; appliances: readonly string[] },
): StepReading {
  const { language } = recipe;
  const listed = recipe.appliances;
  const timers = findStepTimers(text, language);
  const whole = fold(text, language);
  if (timers.length === 0) {
    const appliance = applianceOf([whole], language, listed);
    if (mentions(preheatMatcher, whole, language) && (appliance === null || PREHEATED.has(appliance))) {
      const warmed = appliance ?? resolveFamily(FAMILIES[0]!, listed);
      return { appliance: warmed, passive: true, minutes: PREHEAT_MINUTES, timerSeconds: null };
    }
    return { appliance, passive: false, minutes: estimateMinutes(text), timerSeconds: null };
  }
  const main = timers.reduce<StepTimer>(
    (longest, timer) => (timer.seconds > longest.seconds ? timer : longest),
    timers[0]!,
  );
  const [clauseFrom, clauseTo] = around(boundaries(CLAUSE_END, text), main.start, main.end, text.length);
  const [sentenceFrom, sentenceTo] = around(
    boundaries(SENTENCE_END, text),
    main.start,
    main.end,
    text.length,
  );
  const clause = fold(text.slice(clauseFrom, clauseTo), language);
  const upToTimer = fold(text.slice(sentenceFrom, clauseTo), language);
  const sentence = fold(text.slice(sentenceFrom, sentenceTo), language);
  const appliance = applianceOf([clause, upToTimer, whole], language, listed);
  const waiting = waitsIn(upToTimer, language) || (appliance !== null && UNATTENDED.has(appliance));
  return {
    appliance,
    passive: waiting && !mentions(attentionMatcher, sentence, language),
    minutes: Math.max(1, Math.ceil(main.seconds / 60)),
    timerSeconds: main.seconds,
  };
}

// ---------------------------------------------------------------------------------------------
// Knife work in ingredient lines

/** Knife and counter work in an ingredient's preparation ("finely chopped", "picado", "切丁"). */
export type PrepAction = 'chop' | 'dice' | 'mince' | 'slice' | 'grate' | 'peel' | 'crush' | 'prepare';

// prettier-ignore
const PREP_ACTIONS: ReadonlyArray<readonly [PrepAction, Words]> = [
  ['dice', words('diced|dice|cubed|cube|cubes|cubet*', 'dados|daditos|cubos|cubitos|cuadraditos', 'en des|en petits des|cubes|en cubes|brunoise', 'gewurfelt|wurfel', '切丁|丁')],
  ['mince', words('minced|mince', '', '', '', '剁碎|剁|末|切末')],
  ['chop', words('chopped|chop|snipped', 'picado*|picada*|troceado*|troceada*|picar', 'hache|hachee|haches|hachees|cisele*|concasse*', 'gehackt|hacken', '切碎|碎|切段|段|切块|块')],
  ['slice', words('sliced|slice|slices|julienned|julienne', 'rodaja*|lamina*|laminad*|fileteado*|fileteada*|tira|tiras|juliana|en aros', 'emince*|tranche*|rondelle*|lamelle*|julienne', 'scheibe|streifen|ringe|feinblattrig', '切片|切丝|切条|片|丝|条')],
  ['grate', words('grated|grate|shredded', 'rallado*|rallada*', 'rape|rapee|rapes|rapees', 'gerieben|rasp', '擦丝|刨丝|磨碎|擦碎')],
  ['crush', words('crushed|crush|smashed|bruised|pressed', 'machacado*|machacada*|aplastado*|aplastada*', 'ecrase*|presse|pressee|pressees|presses', 'zerdruckt|gepresst|zerstossen|angedruckt', '拍碎|拍扁|压碎')],
  ['peel', words('peeled|peel', 'pelado*|pelada*', 'pele|pelee|peles|pelees|epluche*', 'geschalt|schalen', '去皮')],
  ['prepare', words('cut|halved|quartered|trimmed|seeded|deseeded|de seeded|cored|stoned|pitted|torn|zested|segmented|stemmed|deveined', 'cortado*|cortada*|partido*|partida*|despepitad*|sin semillas', 'coupe|coupee|coupes|coupees|epepine*|equeute*|epepines', 'geschnitten|halbiert|geviertelt|entkernt|geputzt', '切|去籽|去核')],
];

const prepActionMatchers = PREP_ACTIONS.map(([action, list]) => ({ action, match: lazyMatchers(list) }));

/** The main knife action of a preparation: its first cut; a peel only when nothing is cut. */
function prepAction(preparation: string | null, language: Language): PrepAction | null {
  if (!preparation) return null;
  const text = normalizeFoodName(preparation);
  let cut: { action: PrepAction; at: number; length: number } | null = null;
  let peel = false;
  let other = false;
  for (const { action, match } of prepActionMatchers) {
    for (const found of findAll(match(language), text)) {
      if (action === 'peel') peel = true;
      else if (action === 'prepare') other = true;
      else if (cut === null || found.at < cut.at || (found.at === cut.at && found.length > cut.length))
        cut = { action, ...found };
    }
  }
  return cut?.action ?? (peel ? 'peel' : other ? 'prepare' : null);
}

/** Canned and jarred products come prepared: "2 latas de tomate troceado" is not knife work. */
const CANNED = words(
  'can|cans|canned|tin|tins|tinned|jar|jars',
  'lata|latas|bote|botes|tarro|tarros|conserva',
  'boite|boites|conserve|bocal|bocaux',
  'dose|dosen|konserve',
  '罐',
);
const cannedMatcher = lazyMatchers(CANNED);

/** The most a line's last comma-separated part may hold to be read as its preparation. */
const TRAILING_PREPARATION_MAX = 24;

/**
 * The knife action of an ingredient line: from the parser's `preparation`; when the parser found
 * none, from a short last part after a comma ("大蒜 3瓣，切末", which the parser leaves unread).
 */
export function lineAction(
  line: { text: string; preparation: string | null },
  language: Language,
): PrepAction | null {
  if (mentions(cannedMatcher, normalizeFoodName(line.text), language)) return null;
  if (line.preparation) return prepAction(line.preparation, language);
  const parts = line.text.split(/[,，、]/);
  const last = parts.length > 1 ? parts[parts.length - 1]!.trim() : '';
  return last.length > 0 && last.length <= TRAILING_PREPARATION_MAX ? prepAction(last, language) : null;
}
