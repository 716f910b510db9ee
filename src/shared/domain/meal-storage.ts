/**
 * How a dish cooked ahead keeps and comes back to the table: where it is stored, how many days it
 * keeps there, whether it freezes, and how to reheat it. General, food-safety-minded rules after
 * public guidance on leftovers (USDA FSIS "Leftovers and Food Safety", the FoodKeeper app; the UK
 * NHS and FSA on reheating rice), kept to a small table and always on the cautious side.
 *
 * The first kind that fits decides:
 *
 * | Kind                                                  | Stored  | Days    | Freezes | Reheat         |
 * | ----------------------------------------------------- | ------- | ------- | ------- | -------------- |
 * | Salads, dressed raw vegetables, anything uncooked     | fridge  | 2       | no      | cold           |
 * | Creamy and custard desserts (cheesecake, mousse…)     | fridge  | 3       | no      | cold           |
 * | Baked goods (bread, muffins, cookies, cakes…)         | counter | 3       | yes     | toaster / oven |
 * | Soups, stews, curries, chili, sauces                  | fridge  | protein | yes     | stovetop       |
 * | Rice as the main thing (fried rice, risotto, paella…) | fridge  | 1       | yes     | microwave      |
 * | Casseroles and bakes, dishes finished in the oven     | fridge  | protein | yes     | oven           |
 * | Any other cooked dish                                 | fridge  | protein | yes     | microwave      |
 *
 * "protein" days in the fridge: with fish or seafood 2, with meat or poultry 3, else (vegetarian
 * dishes, grains, pasta) 4. A dish keeps the fewest days any of its rules gives: a salad with
 * salmon 2, a rice salad 1 (rice as the main thing keeps one day, whatever the dish, and is
 * reheated until steaming hot). Baked goods with meat or fish are no counter food: the rules below
 * them decide (a bake, mostly). Bread-like goods (bread, buns, bagels, brioche) go in the toaster, other baked goods in
 * the oven. "Uncooked" means steps that use no heat at all (a blender is no heat: gazpacho, hummus).
 * The storage is never "freezer" here: a dish starts in the fridge or on the counter, and
 * `freezable` tells whether portions for later days may go to the freezer.
 *
 * What a dish is comes from the words of its title (the part before "with", "con", "avec", "mit",
 * "配": in "grilled salmon with dill sauce" the sauce is not the dish) and its tags, in the recipe's
 * language and English (tags are English keys); its meat or fish from its foods' catalogue
 * categories (food-catalogue.ts) and those words; whether anything is cooked, and whether it ends
 * in the oven, from its steps as the prep scheduler reads them (prep-scheduler.ts).
 */
import { LANGUAGES, type Language } from '../settings-options';
import { foodByKey, normalizeFoodName } from './food-catalogue';
import { schedulePrepSession } from './prep-scheduler';

export type StorageAdvice = {
  storage: 'fridge' | 'freezer' | 'counter';
  /** Days it keeps where it is stored. */
  useByDays: number;
  freezable: boolean;
  reheat: 'microwave' | 'oven' | 'stovetop' | 'cold' | 'toaster';
};

type Kind = 'salad' | 'dessert' | 'baked' | 'soup' | 'rice' | 'bake' | 'other';

/** The table above: `days` null means the protein's days. */
const KINDS: Record<Kind, { storage: StorageAdvice['storage']; days: number | null; freezable: boolean }> = {
  salad: { storage: 'fridge', days: 2, freezable: false },
  dessert: { storage: 'fridge', days: 3, freezable: false },
  baked: { storage: 'counter', days: 3, freezable: true },
  soup: { storage: 'fridge', days: null, freezable: true },
  rice: { storage: 'fridge', days: 1, freezable: true },
  bake: { storage: 'fridge', days: null, freezable: true },
  other: { storage: 'fridge', days: null, freezable: true },
};

const FISH_DAYS = 2;
const MEAT_DAYS = 3;
const VEGETARIAN_DAYS = 4;
const RICE_DAYS = 1;

/** Catalogue foods that are fish or seafood (the catalogue files them under meat, tins, frozen). */
const FISH_KEYS: ReadonlySet<string> = new Set([
  'white-fish',
  'salmon',
  'smoked-salmon',
  'shrimp',
  'canned-tuna',
  'fish-fingers',
]);

/** Appliances that do not cook: a dish made only with these is not cooked. */
const NOT_COOKING: ReadonlySet<string> = new Set([
  'blender',
  'immersion-blender',
  'food-processor',
  'stand-mixer',
  'hand-mixer',
]);
const OVENS: ReadonlySet<string> = new Set(['oven', 'toaster-oven']);

// ---------------------------------------------------------------------------------------------
// Words, as normalizeFoodName folds them (lower case, no accents or punctuation). A word matches
// whole; "*" stands for any letters, so German compounds are written "*suppe", "*brot". Chinese
// matches inside the text.

type Words = Readonly<Record<Language, string>>;

function words(en: string, es: string, fr: string, de: string, zh: string): Words {
  return { en, es, fr, de, zh };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(language: Language, list: string): RegExp | null {
  const entries = list
    .split('|')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const body = escapeRegExp(normalizeFoodName(entry.replace(/^\*|\*$/g, '')));
      if (language === 'zh') return body;
      return `${entry.startsWith('*') ? '\\p{L}*' : ''}${body}${entry.endsWith('*') ? '\\p{L}*' : ''}`;
    });
  if (entries.length === 0) return null;
  const source = entries.join('|');
  return language === 'zh'
    ? new RegExp(`(?:${source})`, 'gu')
    : new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'gu');
}

type Matcher = (language: Language) => RegExp | null;

function matcher(table: Words): Matcher {
  const compiled = new Map<Language, RegExp | null>();
  return (language) => {
    if (!compiled.has(language)) compiled.set(language, compile(language, table[language]));
    return compiled.get(language)!;
  };
}

/** Whether a folded text names one of the words, once the exceptions are blanked out. */
function names(text: string, languages: readonly Language[], find: Matcher, except?: Matcher): boolean {
  return languages.some((language) => {
    const pattern = find(language);
    if (!pattern) return false;
    const exceptions = except?.(language);
    const kept = exceptions ? text.replace(exceptions, (phrase) => ' '.repeat(phrase.length)) : text;
    pattern.lastIndex = 0;
    return pattern.test(kept);
  });
}

// prettier-ignore
const SALAD = matcher(words(
  'salad*|slaw|coleslaw|crudites|tabbouleh|tabouli',
  'ensalada*|ensaladilla*|crudites|tabule|salpicon',
  'salade*|crudites|taboule',
  '*salat|*salate|rohkost|tabouleh',
  '沙拉|色拉|凉拌',
));

// prettier-ignore
const DESSERT = matcher(words(
  'cheesecake*|custard*|mousse|tiramisu|panna cotta|trifle|creme brulee|creme caramel|flan|rice pudding|bread pudding|chocolate pudding|posset',
  'tarta de queso|flan|natillas|mousse|tiramisu|panna cotta|arroz con leche|crema catalana|pudin',
  'cheesecake|flan|creme anglaise|creme brulee|creme caramel|mousse|tiramisu|panna cotta|riz au lait|ile flottante|creme dessert',
  '*kasekuchen|*pudding|mousse|tiramisu|panna cotta|milchreis|creme brulee|quarkspeise|rote grutze',
  '芝士蛋糕|乳酪蛋糕|布丁|慕斯|提拉米苏|奶冻|双皮奶|焦糖炖蛋',
));

// prettier-ignore
const BAKED = matcher(words(
  'bread|breads|loaf|loaves|bun|buns|bagel*|brioche*|focaccia|baguette*|sourdough|muffin*|cupcake*|cookie*|biscuit*|brownie*|blondie*|scone*|cake|cakes|shortbread|flapjack*|granola|croissant*|pretzel*|gingerbread|madeleine*|cinnamon roll*|bread roll*|dinner roll*|crumpet*|teacake*',
  'pan|panes|bizcocho*|magdalena*|galleta*|muffin*|cupcake*|brownie*|bollo*|bolleria|roscon|rosca|focaccia|baguette*|brioche*|croissant*|cruasan*|scone*|pastel|pasteles|tarta|tartas|budin|rollos de canela|rollo de canela',
  'pain|pains|brioche*|baguette*|focaccia|fougasse|muffin*|cookie*|biscuit*|sable*|gateau*|cake|cakes|madeleine*|financier*|brownie*|scone*|croissant*|pain d epices|quatre quarts|cannele*|roules a la cannelle|roule a la cannelle',
  '*brot|*brote|*brotchen|*kuchen|keks|kekse|*platzchen|muffin*|brownie*|scone*|*zopf|stollen|focaccia|baguette*|croissant*|brioche|*schnecke|*schnecken|granola',
  '面包|蛋糕|饼干|曲奇|松饼|马芬|司康|布朗尼|吐司|贝果|可颂|牛角包|月饼|桃酥|肉桂卷|餐包',
));
// prettier-ignore
const NOT_BAKED = matcher(words(
  'potato cake*|rice cake*|fish cake*|crab cake*',
  'pan rallado',
  'pain perdu',
  'pfannkuchen|eierkuchen|reibekuchen|kartoffelkuchen',
  '',
));

/** Baked goods that go in the toaster. */
// prettier-ignore
const BREAD_LIKE = matcher(words(
  'bread|breads|loaf|loaves|bagel*|brioche*|sourdough|bun|buns|crumpet*|teacake*|bread roll*|english muffin*',
  'pan|panes|bagel*|brioche*|bollo*',
  'pain|pains|brioche*|bagel*',
  '*brot|*brote|*brotchen|brioche|bagel*|*zopf',
  '面包|吐司|贝果|餐包',
));

// prettier-ignore
const SOUP = matcher(words(
  'soup*|stew|stews|curry|curries|chili|chilli|chowder*|broth*|bisque|gumbo|goulash|ragu|ragout|bolognese|dal|dhal|daal|tagine|masala|korma|vindaloo|pho|ramen|minestrone',
  'sopa*|caldo*|crema de|potaje*|guiso*|estofado*|cocido*|curry|chili|ragu|gulash|fabada|puchero|lentejas|menestra|gazpacho|salmorejo|pozole|tajin',
  'soupe*|potage*|veloute*|bouillon*|consomme|bisque|ragout*|curry|chili|daube|pot au feu|blanquette|bourguignon|navarin|tajine|garbure|minestrone|dal|goulash|goulasch|mafe',
  '*suppe|*suppen|*eintopf|*gulasch|*curry|chili|*ragout|ragu|*bruhe|bolognese|dal|*topf|*tajine',
  '汤|羹|咖喱|炖|煲|辣肉酱|古拉什|塔吉',
));

/** Sauces count in the title only (a "sauce" tag says the dish has one). */
// prettier-ignore
const SAUCE = matcher(words(
  'sauce*|gravy',
  'salsa|salsas',
  'sauce*|coulis',
  '*sosse|*sossen|*sauce|*saucen',
  '酱汁|肉酱|沙司',
));

// prettier-ignore
const RICE = matcher(words(
  'rice|risotto*|paella*|pilaf*|pilau|biryani*|jambalaya|kedgeree|congee|nasi goreng|bibimbap|donburi',
  'arroz*|paella*|risotto*|pilaf*|biryani',
  'riz|risotto*|paella*|pilaf|biryani',
  '*reis|reis*|*risotto|paella|pilaw|pilaf|biryani',
  '饭|烩饭|炒饭|抓饭',
));
// prettier-ignore
const NOT_RICE = matcher(words(
  'rice noodle*|rice paper|rice vinegar|rice wine|rice flour|rice cake*|cauliflower rice',
  'fideos de arroz|vinagre de arroz|papel de arroz|harina de arroz|tortitas de arroz',
  'nouilles de riz|vermicelles de riz|galettes de riz|vinaigre de riz|farine de riz|papier de riz',
  '*preis*|*kreis*|reise*|reiss*|reisnudel*|reisessig|reismehl|reispapier|reiswein|*greis',
  '晚饭|午饭|早饭|饭后|饭前',
));

// prettier-ignore
const BAKE = matcher(words(
  'casserole*|bake|bakes|baked|baking|traybake*|gratin*|lasagn*|moussaka|enchilada*|pie|pies|quiche*|pizza*|cannelloni|frittata|crumble*|cobbler*|roast|roasted',
  'al horno|gratinado*|gratin|lasana*|musaka|moussaka|canelones|empanada*|quiche|pizza*|asado|asada|horneado*|horneada*|crumble',
  'gratin*|au four|lasagne*|moussaka|parmentier|tourte*|quiche*|pizza*|tarte salee|clafoutis|crumble|roti|rotie|cassoulet|cannelloni|tian',
  '*auflauf*|gratin*|lasagne|moussaka|*pie|quiche|pizza|*braten|uberbacken*|uberbackene*|crumble|ofen*',
  '焗|烤|千层面|披萨|比萨|派|砂锅',
));

// prettier-ignore
const FISH = matcher(words(
  'fish|salmon|tuna|cod|haddock|hake|trout|mackerel|sardine*|anchov*|prawn*|shrimp*|seafood|crab|lobster|mussel*|clam*|squid|calamari|scallop*|kedgeree|fishcake*',
  'pescado*|salmon|atun|bacalao|merluza|trucha|gamba*|langostino*|marisco*|mejillon*|almeja*|calamar*|pulpo|sardina*|anchoa*',
  'poisson*|saumon|thon|cabillaud|morue|truite|crevette*|fruits de mer|moule*|calamar*|encornet*|sardine*|anchois|colin|merlu',
  '*fisch*|*lachs*|thunfisch|kabeljau|forelle*|*garnele*|krabbe*|*meeresfruchte*|*muschel*|tintenfisch|scampi|sardine*|dorsch|seelachs',
  '鱼|虾|蟹|海鲜|鱿鱼|贝|蛤|三文鱼',
));

// prettier-ignore
const MEAT = matcher(words(
  'chicken|beef|pork|lamb|turkey|duck|bacon|ham|sausage*|meat|meats|meatball*|mince|steak*|chorizo|veal|venison|burger*|brisket|ribs',
  'pollo|ternera|carne*|cerdo|cordero|pavo|pato|tocino|beicon|jamon|salchicha*|chorizo|albondiga*|filete*',
  'poulet|boeuf|porc|agneau|dinde|canard|lardon*|jambon|saucisse*|viande*|steak*|veau|chorizo|boulette*',
  '*fleisch*|*hahnchen*|*huhn*|*rind*|*schwein*|*lamm*|*pute*|ente|*speck*|*schinken*|*wurst*|hack*|frikadelle*|kottbullar',
  '肉|鸡|鸭|猪|牛肉|羊肉|羊排|培根|火腿|香肠|排骨',
));
// prettier-ignore
const NOT_MEAT = matcher(words('mince pie*|mincemeat', '', '', '*rinde', '肉桂|椰肉|果肉|鸡蛋|鸭蛋|鸡精'));

/** Words that start what comes with the dish: "… with rice", "… con arroz", "… mit Reis", "…配…". */
const WITH = matcher(words('with', 'con', 'avec', 'mit', '配'));

// ---------------------------------------------------------------------------------------------

function isLanguage(language: string): language is Language {
  return (LANGUAGES as readonly string[]).includes(language);
}

/**
 * The title up to its first "with", comma or bracket: what the dish is, not what it comes with
 * ("Grilled salmon with dill sauce", "Saumon grillé, sauce à l'aneth"), folded.
 */
function mainPart(rawTitle: string, languages: readonly Language[]): string {
  const title = normalizeFoodName(rawTitle.split(/[,;:(（，；：、]|\s[-–—]\s/)[0]!);
  let end = title.length;
  for (const language of languages) {
    const pattern = WITH(language);
    if (!pattern) continue;
    pattern.lastIndex = 0;
    const found = pattern.exec(title);
    if (found && found.index > 0) end = Math.min(end, found.index);
  }
  return title.slice(0, end);
}

/**
 * Storage and reheating advice for one dish: its title, tags, catalogue food keys, steps and the
 * language they are written in (any other language string reads the words of all five). See the
 * table at the top of this file.
 */
export function storageAdvice(recipe: {
  title: string;
  tags: string[];
  foodKeys: string[];
  steps: string[];
  language: string;
}): StorageAdvice {
  const known = isLanguage(recipe.language);
  // Titles borrow English dish names ("Banana bread", "Chili con Carne"); tags are English keys.
  const languages: readonly Language[] = known
    ? [...new Set<Language>([recipe.language as Language, 'en'])]
    : LANGUAGES;
  const title = normalizeFoodName(recipe.title);
  const dish = mainPart(recipe.title, languages);
  const tags = recipe.tags.map(normalizeFoodName);
  const inTitle = (find: Matcher, except?: Matcher) => names(dish, languages, find, except);
  const inTags = (find: Matcher) => tags.some((tag) => names(tag, languages, find));
  const anywhere = (find: Matcher, except?: Matcher) =>
    names(title, languages, find, except) || tags.some((tag) => names(tag, languages, find, except));

  const categories = recipe.foodKeys.map((key) => (FISH_KEYS.has(key) ? 'fish' : foodByKey(key)?.category));
  const fish = categories.includes('fish') || anywhere(FISH);
  const meat = categories.includes('meat') || anywhere(MEAT, NOT_MEAT);
  const proteinDays = fish ? FISH_DAYS : meat ? MEAT_DAYS : VEGETARIAN_DAYS;

  // Steps are read in their own language (all five when it is not one of them).
  const stepLanguages: readonly Language[] = known ? [recipe.language as Language] : LANGUAGES;
  const tasks = stepLanguages.flatMap(
    (language) =>
      schedulePrepSession([
        {
          id: 'dish',
          title: recipe.title,
          language,
          steps: recipe.steps,
          ingredients: [],
          appliances: [],
          totalMinutes: null,
        },
      ]).tasks,
  );
  const cooked = tasks.some((task) => task.appliance !== null && !NOT_COOKING.has(task.appliance));
  const uncooked = recipe.steps.length > 0 && !cooked;
  const ovenFinished = tasks.some(
    (task) =>
      task.appliance !== null && OVENS.has(task.appliance) && task.passive && task.timerSeconds !== null,
  );

  const soup = inTitle(SOUP) || inTags(SOUP) || inTitle(SAUCE);
  const riceMain = !soup && inTitle(RICE, NOT_RICE);
  let kind: Kind;
  if (inTitle(SALAD) || inTags(SALAD) || uncooked) kind = 'salad';
  else if (inTitle(DESSERT)) kind = 'dessert';
  else if (inTitle(BAKED, NOT_BAKED) && !fish && !meat) kind = 'baked';
  else if (soup) kind = 'soup';
  else if (riceMain) kind = 'rice';
  else if (inTitle(BAKE) || inTags(BAKE) || ovenFinished) kind = 'bake';
  else kind = 'other';

  const rule = KINDS[kind];
  let useByDays = rule.days ?? proteinDays;
  if (rule.storage === 'fridge') useByDays = Math.min(useByDays, proteinDays);
  if (riceMain) useByDays = Math.min(useByDays, RICE_DAYS);
  const reheat: StorageAdvice['reheat'] =
    kind === 'salad' || kind === 'dessert'
      ? 'cold'
      : kind === 'baked'
        ? inTitle(BREAD_LIKE)
          ? 'toaster'
          : 'oven'
        : kind === 'soup'
          ? 'stovetop'
          : kind === 'bake'
            ? 'oven'
            : 'microwave';
  return { storage: rule.storage, useByDays, freezable: rule.freezable, reheat };
}
