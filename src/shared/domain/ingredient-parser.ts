/**
 * Recipe ingredient lines: "275g/10oz cooked long-grain rice (this must be cold)" → quantity 275,
 * unit g, the same amount as 10 oz, food "long-grain rice", preparation "cooked", comment "this
 * must be cold". The line's text is kept as written; this reading is derived from it.
 *
 * Built on the quick-add parser's reading of amounts (its spacing rules, number tokens, number
 * words, vulgar fractions and the pantry's unit words in five languages) so that a pantry line and
 * a recipe line read "1½ cups" the same way. What recipes add: ranges kept as ranges, amounts given
 * twice ("250g/9oz", "1 cup (250 ml)"), the size of each item ("1 (16 ounce) package", "2 x 400g
 * tins"), "plus" amounts, unit words that only recipes use (pinch, handful, sprig, stick…), and the
 * split of the words after the amount into food, size, preparation and comment.
 */
import { findFood, normalizeFoodName, type CatalogueLanguage } from './food-catalogue';
import {
  APPROXIMATELY,
  CONNECTORS,
  NUMBER_WORDS,
  RANGE_WORDS,
  isProperFraction,
  normalizeLine,
  parseHanNumber,
  parseNumberToken,
} from './quantity-parser';
import { MAX_UNIT_WORDS, isMetric, parseUnit, unitDimension, unitKey, type Unit } from './units';

/** One amount of a line: "2–3 tbsp", "250 g", "a pinch" (quantity null). */
export type IngredientAmount = {
  quantity: number | null;
  /** The upper end of a range ("2–3 tbsp" → 3); null when the amount is not a range. */
  quantityMax: number | null;
  /** The pantry unit, when the unit is one the pantry knows (g, cup, can…); null for "pinch". */
  unit: Unit | null;
  /** The unit as written, in the singular, with its modifier ("heaped tsp", "small bunch"). */
  unitText: string | null;
};

/** What an ingredient line says, read from its text. */
export type ParsedIngredient = IngredientAmount & {
  raw: string;
  /** The first of `alternatives`: "250g/9oz" keeps 9 oz here. */
  alternative: IngredientAmount | null;
  /** The same amount written again in other units ("250g/9oz", "1 cup (250 ml)", "(about 4 ounces)"). */
  alternatives: IngredientAmount[];
  /**
   * The size of each counted item, which scaling leaves alone: "1 (16 ounce) package" and
   * "2 x 400g tins" have 16 oz and 400 g here; more than one entry when the size is written in
   * several units ("2 (14 oz/397g) cans").
   */
  each: IngredientAmount[];
  /** Amounts added to the main one: "1 cup plus 2 tablespoons" has 2 tbsp here. */
  plus: IngredientAmount[];
  /**
   * What a measured amount comes as: "400g tin" has "tin", "5cm piece" has "piece", "2 cups garlic
   * cloves" has "clove".
   */
  itemUnit: { unit: Unit | null; unitText: string } | null;
  food: string | null;
  /** The food catalogue key of `food`, when the catalogue knows it. */
  foodKey: string | null;
  size: string | null;
  preparation: string | null;
  comment: string | null;
  optional: boolean;
};

/** The longest line looked at; longer text is cut (recipe lines are at most 500 characters). */
export const MAX_INGREDIENT_LINE_LENGTH = 500;

// ---------------------------------------------------------------------------------------------
// Words

/** A set of words written as one "|"-separated string, as the food catalogue writes names. */
function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.split('|'));
}

/** Unit words recipes use that the pantry does not stock by: their singular text and their words. */
type RecipeUnit = { text: string; unit: Unit | null; vague: boolean; words: readonly string[] };

function recipeUnit(text: string, unit: Unit | null, words: string, vague = false): RecipeUnit {
  return { text, unit, vague, words: [text, ...words.split('|').filter(Boolean)] };
}

// Words in en|es|fr|de|zh. "Vague" amounts ("a pinch", "a handful") are not counted by their
// article: "a pinch of salt" says how to season, not how many pinches.
const RECIPE_UNITS: readonly RecipeUnit[] = [
  recipeUnit('pinch', null, 'pinches|pizca|pizcas|pellizco|pellizcos|pincée|pincées|prise|prisen|撮', true),
  recipeUnit('handful', null, 'handfuls|puñado|puñados|poignée|poignées|handvoll', true),
  recipeUnit('dash', null, 'dashes|chorrito|chorritos|trait|traits|spritzer', true),
  recipeUnit('splash', null, 'splashes|chorro|chorros|schuss|schüsse', true),
  recipeUnit('dollop', null, 'dollops|cucharón', true),
  recipeUnit('shake', null, 'shakes', true),
  recipeUnit('knob', null, 'knobs', true),
  recipeUnit('drop', null, 'drops|gota|gotas|goutte|gouttes|tropfen|滴'),
  recipeUnit('sprig', null, 'sprigs|ramita|ramitas|ramillete|ramilletes|brin|brins|zweig|zweige|枝'),
  recipeUnit('stick', null, 'sticks|bâton|bâtons|stange|stangen'),
  recipeUnit('stalk', null, 'stalks|stem|stems|branch|branches|tallo|tallos|branche|tige|tiges|stiel|stiele'),
  recipeUnit('rib', null, 'ribs'),
  recipeUnit('head', 'piece', 'heads|cabeza|cabezas|tête|têtes|kopf|köpfe|头'),
  recipeUnit('bulb', 'piece', 'bulbs|bulbo|bulbos|knolle|knollen'),
  recipeUnit('ear', 'piece', 'ears|mazorca|mazorcas|épi|épis|kolben'),
  recipeUnit('leaf', null, 'leaves|hoja|hojas|feuille|feuilles|blatt|blätter'),
  recipeUnit('sheet', null, 'sheets|lámina|láminas'),
  recipeUnit('loaf', 'piece', 'loaves|hogaza|hogazas|laib|laibe'),
  recipeUnit('recipe', null, 'recipes|receta|recetas|recette|recettes|rezept|rezepte|batch|batches'),
  recipeUnit('square', null, 'squares'),
  recipeUnit('rasher', 'slice', 'rashers'),
  recipeUnit('strip', null, 'strips|tira|tiras|条'),
  recipeUnit('chunk', 'piece', 'chunks|trozo|trozos|morceau|morceaux|块'),
  recipeUnit('wedge', null, 'wedges|gajo|gajos|quartier|quartiers|spalte|spalten'),
  recipeUnit('envelope', 'pack', 'envelopes|sobre|sobres'),
  recipeUnit('container', null, 'containers|envase|envases|récipient|récipients'),
  recipeUnit('tub', null, 'tubs|tarrina|tarrinas|barquette|barquettes|becher'),
  recipeUnit('ball', null, 'balls|bola|bolas|kugel|kugeln'),
  recipeUnit('bar', null, 'bars|tableta|tabletas|tablette|tablettes|tafel|tafeln'),
  recipeUnit('bundle', null, 'bundles'),
  recipeUnit('spear', null, 'spears'),
  recipeUnit('cube', null, 'cubes|cubito|cubitos|würfel'),
  recipeUnit('scoop', null, 'scoops'),
  recipeUnit('glass', null, 'glasses|vaso|vasos|verre|verres'),
  recipeUnit('punnet', null, 'punnets'),
  recipeUnit('part', null, 'parts|parte|partes|partie|parties|teil|teile'),
  recipeUnit('count', null, ''),
  recipeUnit('dessertspoon', null, 'dessertspoons|dsp'),
  recipeUnit('inch', null, 'inches|in|"|zoll'),
  recipeUnit(
    'cm',
    null,
    'centimetre|centimetres|centimeter|centimeters|centímetro|centímetros|zentimeter|厘米',
  ),
  recipeUnit('mm', null, 'millimetre|millimetres|millimeter|millimeters|milímetro|milímetros|毫米'),
];

const RECIPE_UNIT_BY_KEY: ReadonlyMap<string, RecipeUnit> = new Map(
  RECIPE_UNITS.flatMap((entry) => entry.words.map((word) => [unitKey(word), entry] as const)),
);

// Words that say how big the measure is ("heaped tsp", "small handful", "thick slice"): part of
// the unit when a unit follows them, the food's size otherwise.
const SIZE_WORDS: ReadonlySet<string> = wordSet(
  'small|medium|large|big|extra-large|jumbo|sm|md|med|lg|medium-size|medium-sized|large-size|large-sized|small-size|small-sized|good-size|good-sized|thumb-size|thumb-sized|pequeño|pequeña|pequeños|pequeñas|mediano|mediana|medianos|medianas|grande|grandes|petit|petite|petits|petites|moyen|moyenne|moyens|moyennes|gros|grosse|grosses|grand|grands|klein|kleine|kleinen|kleiner|mittelgroß|mittelgroße|mittelgroßen|groß|große|großen|großer',
);
const MEASURE_MODIFIERS: ReadonlySet<string> = wordSet(
  'heaped|heaping|rounded|level|scant|generous|good|tiny|thick|thin|inch-thick|unpeeled|colmada|colmadas|rasa|rasas|bombée|bombées|rase|rases|gehäuft|gehäufter|gestrichen|gestrichener',
);

/** Words that prepare a food ("finely chopped", "picado", "haché", "gehackt", "切碎"). */
const PREPARATION_WORDS: ReadonlySet<string> = wordSet(
  'chopped|minced|diced|sliced|grated|shredded|crushed|peeled|beaten|whisked|melted|softened|cubed|halved|quartered|julienned|torn|hand-torn|trimmed|rinsed|drained|cooked|mashed|sifted|seeded|deseeded|cored|stoned|picked|removed|discarded|reserved|cracked|slivered|thawed|defrosted|crumbled|squeezed|packed|zested|juiced|washed|scrubbed|stemmed|shelled|deveined|skinned|boned|deboned|cut|snipped|segmented|sieved|strained|scooped|split|smashed|bruised|warmed|chilled|cooled|lukewarm|room-temperature|divided|separated|iced|toasted|hard-boiled|hard-cooked|soft-boiled|dissolved|soaked|picado|picada|picados|picadas|rallado|rallada|rallados|ralladas|pelado|pelada|pelados|peladas|cortado|cortada|cortados|cortadas|troceado|troceada|troceados|troceadas|batido|batida|batidos|batidas|derretido|derretida|fundido|fundida|tamizado|tamizada|haché|hachée|hachés|hachées|émincé|émincée|émincés|émincées|râpé|râpée|râpés|râpées|pelé|pelée|pelés|pelées|coupé|coupée|coupés|coupées|battu|battue|battus|battues|fondu|fondue|ciselé|ciselée|tamisé|tamisée|écrasé|écrasée|gehackt|gehackte|gehackten|gewürfelt|gewürfelte|gerieben|geriebene|geriebenen|geschält|geschälte|geschmolzen|geschmolzene|zerlassen|zerlassene|verquirlt|geschnitten|gesiebt|zerdrückt|gepresst|切碎|切丁|切片|切丝|切段|剁碎|拍碎|切块',
);
const PREPARATION_ADVERBS: ReadonlySet<string> = wordSet(
  'finely|roughly|coarsely|thinly|thickly|freshly|lightly|very|well|firmly|loosely|diagonally|evenly|freshly-ground|fully|finamente|finement|grossièrement|fein|grob|frisch',
);

// Phrases that begin the "what for" or "how much" remark at the end of a line ("to taste", "for
// dusting", "as needed", "plus extra for greasing"), in the five languages.
const COMMENT_OPENERS: readonly string[] =
  'to taste|or to taste|at room temperature|to serve|to garnish|to decorate|to finish|to deglaze|for|+ extra|+ more|and extra|as needed|as required|as desired|if needed|if desired|if you like|if using|if available|plus more|plus extra|or more|or as needed|such as|like|to cover|in their|in its|see|al gusto|a gusto|para|opcional|au goût|selon le goût|pour|facultatif|nach geschmack|nach belieben|zum|zur|für|optional|适量|少许|若干|少量|可选'.split(
    '|',
  );
const OPTIONAL_WORDS: ReadonlySet<string> = wordSet(
  'optional|opcional|facultatif|facultative|optionnel|optionnelle|可选|可不加|可省略',
);

/** A trailing unit word after the food: "4 garlic cloves", "2 celery stalks", "1 fennel bulb". */
const TRAILING_UNITS: ReadonlySet<string> = wordSet('clove|stalk|bulb|head|sprig|loaf|spear|slice');

/** Number words beyond the quick-add parser's: teens, halves, "a couple". */
const MORE_NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['thirteen', 13],
  ['fourteen', 14],
  ['fifteen', 15],
  ['sixteen', 16],
  ['seventeen', 17],
  ['eighteen', 18],
  ['nineteen', 19],
  ['twenty', 20],
  ['half', 0.5],
  ['medio', 0.5],
  ['media', 0.5],
  ['demi', 0.5],
  ['demie', 0.5],
  ['halb', 0.5],
  ['halbe', 0.5],
  ['halben', 0.5],
  ['halber', 0.5],
]);
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'un', 'una', 'une', 'ein', 'eine', 'einen']);
const FEW_WORDS: ReadonlySet<string> = wordSet('few|several|some|unos|unas|quelques|einige|ein paar');
const TIMES: ReadonlySet<string> = new Set(['x', 'X', '×']);
const PLUS_WORDS: ReadonlySet<string> = new Set(['plus', '+', 'and', 'más', 'y', 'et', 'und', '加']);
const CONJUNCTIONS: ReadonlySet<string> = wordSet('and|or|and/or|y|o|et|ou|und|oder|&|和|或');
const EACH_WORDS: ReadonlySet<string> = wordSet('each|cada|chacun|chacune|je|jeweils|每个');

const HAN = /\p{Script=Han}/u;
const PUNCTUATION: ReadonlySet<string> = new Set(['(', ')', ',', ';', ':', '/', '[', ']']);

// ---------------------------------------------------------------------------------------------
// Tokens

/**
 * The quick-add parser's spacing, then the extra splits recipe lines need: brackets and commas as
 * tokens of their own, "7-ounce" as "7 ounce", "110g-175g" as one range, "lb2oz" as "lb 2 oz".
 */
function tokenize(line: string): string[] {
  let text = line
    .replace(/[‐‑‒—]/g, '-')
    .replace(/(\d)\s?(\p{L}+)\s?[-–]\s?(\d+(?:[.,/]\d+)?)\s?\2(?!\p{L})/gu, '$1–$3$2')
    // "4- to 5-pound": the first number's hyphen waits for the second one's unit.
    .replace(/(\d)-\s+(?=(?:to|or|a|à|bis|o|ou)\s+\d)/g, '$1 ');
  text = normalizeLine(text);
  text = text
    .replace(/(\d)\s*-(?=\p{L})/gu, '$1 ')
    .replace(/([()[\];:])/g, ' $1 ')
    // A comma is a decimal comma only between digits ("1,5 kg").
    .replace(/,(?!\d)|(?<!\d),/g, ' , ');
  const tokens: string[] = [];
  for (const token of text.split(/\s+/)) {
    if (!token) continue;
    // "lb2oz", "pint6fl": a unit run into the next amount.
    const joined = /^(\p{L}+)(\d.*)$/u.exec(token);
    if (joined && lookUpUnit([joined[1]!])) {
      tokens.push(joined[1]!, ...normalizeLine(joined[2]!).split(' '));
      continue;
    }
    tokens.push(token);
  }
  // "raspberries and/or blueberries": one word.
  for (let k = tokens.length - 3; k >= 0; k--) {
    if (lower(tokens[k]) === 'and' && tokens[k + 1] === '/' && lower(tokens[k + 2]) === 'or')
      tokens.splice(k, 3, 'and/or');
  }
  return tokens;
}

/** Joins tokens back into text: no space before commas and closing brackets, none after opening ones. */
function joinTokens(tokens: readonly string[]): string {
  return tokens
    .join(' ')
    .replace(/ ([,;:)\]])/g, '$1')
    .replace(/([([]) /g, '$1')
    .replace(/ \/ /g, '/')
    .replace(/(\p{Script=Han}) (?=\p{Script=Han})/gu, '$1')
    .trim();
}

function cleanText(tokens: readonly string[]): string | null {
  const text = joinTokens(tokens)
    .replace(/^[\s,;:.\-–/]+|[\s,;:\-–/]+$/g, '')
    .replace(/\(\s*\)/g, '')
    .trim();
  return /[\p{L}\p{N}]/u.test(text) ? text : null;
}

const lower = (token: string | undefined) => (token ?? '').toLowerCase();

// ---------------------------------------------------------------------------------------------
// Numbers

/** A number written in digits as one token; "1,000" is a thousand in English, "1,5" one and a half. */
function numberToken(token: string, language: CatalogueLanguage | undefined): number | null {
  if ((language === undefined || language === 'en') && /^\d{1,3}(?:,\d{3})+$/.test(token))
    return Number(token.replace(/,/g, ''));
  if (/^\d+(?:[.,]\d+)?[-–]\d+(?:[.,]\d+)?$/.test(token)) return null;
  return parseNumberToken(token);
}

type Cursor = { tokens: string[]; i: number; language: CatalogueLanguage | undefined };

/** A number in digits at the cursor, mixed numbers ("1 1/2") included. */
function readDigits(cur: Cursor): number | null {
  const token = cur.tokens[cur.i];
  if (token === undefined) return null;
  let value = numberToken(token, cur.language);
  if (value === null) return null;
  cur.i += 1;
  const next = cur.tokens[cur.i];
  if (/^\d+$/.test(token) && next !== undefined && isProperFraction(next)) {
    value += parseNumberToken(next)!;
    cur.i += 1;
  }
  return value;
}

function numberWord(token: string | undefined): number | null {
  const word = lower(token);
  return NUMBER_WORDS.get(word) ?? MORE_NUMBER_WORDS.get(word) ?? null;
}

/** A quantity (digits or a number word) and the top of its range, if any. */
function readQuantity(cur: Cursor, allowWords: boolean): { low: number; high: number | null } | null {
  let low = readDigits(cur);
  if (low === null) {
    if (!allowWords) return null;
    const word = numberWord(cur.tokens[cur.i]);
    if (word === null || ARTICLES.has(lower(cur.tokens[cur.i]))) return null;
    cur.i += 1;
    low = word;
    // "half a lemon", "medio kilo": the article after "half" adds nothing.
    if (word === 0.5 && ARTICLES.has(lower(cur.tokens[cur.i]))) cur.i += 1;
  }
  const joiner = lower(cur.tokens[cur.i]);
  if (RANGE_WORDS.has(joiner) || joiner === '~') {
    const probe: Cursor = { ...cur, i: cur.i + 1 };
    const high =
      readDigits(probe) ?? (allowWords && joiner === 'or' ? numberWord(probe.tokens[probe.i]) : null);
    if (high !== null && probe.i === cur.i + 1) probe.i += 1;
    if (high !== null && high > low) {
      cur.i = probe.i;
      return { low, high };
    }
  }
  return { low, high: null };
}

/** "两个", "三瓣", "半个": a Han number at the start of a token, split from the rest of it. */
function splitHanNumber(cur: Cursor): boolean {
  const token = cur.tokens[cur.i];
  if (token === undefined || !HAN.test(token[0] ?? '')) return false;
  let value: number;
  let length: number;
  if (token.startsWith('半')) {
    value = 0.5;
    length = 1;
  } else {
    const han = parseHanNumber(token);
    if (!han) return false;
    ({ value, length } = han);
  }
  const rest = token.slice(length);
  if (!rest || !lookUpUnit([rest.slice(0, 1)])) return false;
  cur.tokens.splice(cur.i, 1, String(value), rest);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Units

type UnitMatch = { unit: Unit | null; text: string; recipe: RecipeUnit | null };

/** The unit some words stand for: a pantry unit (parseUnit) or a recipe one. */
function lookUpUnit(words: readonly string[]): UnitMatch | null {
  if (words.some((w) => PUNCTUATION.has(w))) return null;
  const phrase = words.join(' ');
  const unit = parseUnit(phrase);
  if (unit) return { unit, text: phrase, recipe: null };
  if (words.length !== 1) return null;
  const recipe = RECIPE_UNIT_BY_KEY.get(unitKey(phrase));
  return recipe ? { unit: recipe.unit, text: phrase, recipe } : null;
}

function sameUnit(a: UnitMatch | null, b: UnitMatch): boolean {
  return a !== null && a.unit === b.unit && a.recipe === b.recipe;
}

/** Simple singular forms of a word: cups → cup, pinches → pinch, leaves → leaf, Prisen → Prise. */
function singularForms(word: string): string[] {
  const forms: string[] = [];
  if (/ies$/i.test(word)) forms.push(`${word.slice(0, -3)}y`);
  if (/ves$/i.test(word)) forms.push(`${word.slice(0, -3)}f`);
  if (/(?:ch|sh|ss|x)es$/i.test(word)) forms.push(word.slice(0, -2));
  if (/s$/i.test(word) && !/ss$/i.test(word)) forms.push(word.slice(0, -1));
  if (/es$/i.test(word)) forms.push(word.slice(0, -2));
  if (/en$/i.test(word)) forms.push(word.slice(0, -2));
  if (/n$/i.test(word)) forms.push(word.slice(0, -1));
  if (/x$/i.test(word)) forms.push(word.slice(0, -1));
  return forms.filter((form) => form.length > 0);
}

/** The unit words as written, each in the singular form that still means the same unit. */
function singularUnitText(words: readonly string[], match: UnitMatch): string {
  const result = [...words];
  for (let k = 0; k < result.length; k++) {
    const original = result[k]!;
    // The first form that still names the same unit, in the order English plurals are most often made.
    for (const form of singularForms(original)) {
      const candidate = [...result];
      candidate[k] = form;
      if (!sameUnit(lookUpUnit(candidate), match)) continue;
      result[k] = form;
      break;
    }
  }
  return result.join(' ');
}

type ReadUnit = { unit: Unit | null; unitText: string; recipe: RecipeUnit | null };

/**
 * A unit at the cursor, with the words that size it ("heaped tsp", "small bunch"), the longest
 * unit phrase first ("fl oz" before "fl"). Han units may start a token ("个鸡蛋").
 */
function readUnit(cur: Cursor): ReadUnit | null {
  const { tokens } = cur;
  let j = cur.i;
  const modifiers: string[] = [];
  while (j < tokens.length && modifiers.length < 2) {
    const word = lower(tokens[j]);
    if (!SIZE_WORDS.has(word) && !MEASURE_MODIFIERS.has(word)) break;
    modifiers.push(tokens[j]!);
    j += 1;
  }
  const first = tokens[j];
  if (first === undefined) return null;
  if (HAN.test(first[0] ?? '')) {
    for (let length = Math.min(3, first.length); length >= 1; length--) {
      const match = lookUpUnit([first.slice(0, length)]);
      if (!match) continue;
      if (length === first.length) cur.i = j + 1;
      else {
        tokens[j] = first.slice(length);
        cur.i = j;
      }
      return { unit: match.unit, unitText: [...modifiers, match.text].join(' '), recipe: match.recipe };
    }
    return null;
  }
  for (let count = Math.min(MAX_UNIT_WORDS, tokens.length - j); count >= 1; count--) {
    const words = tokens.slice(j, j + count);
    const match = lookUpUnit(words);
    if (!match) continue;
    // "in" stands for inches only right after a number: "2cm/1in piece", not "cut in half".
    if (match.recipe?.text === 'inch' && lower(words[0]) === 'in' && !/\d$/.test(tokens[cur.i - 1] ?? ''))
      continue;
    cur.i = j + count;
    return {
      unit: match.unit,
      unitText: [...modifiers, singularUnitText(words, match)].join(' '),
      recipe: match.recipe,
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Amounts

/** Skips "about", "approx.", "~", "roughly", "environ", "etwa", "约" before an amount. */
function skipApproximately(cur: Cursor): void {
  while (APPROXIMATELY.has(lower(cur.tokens[cur.i])) || lower(cur.tokens[cur.i]) === 'roughly') cur.i += 1;
}

/**
 * One amount with its unit at the cursor ("250 g", "1 lb 2 oz" → 1.125 lb, "5 1/2–7 oz"), or null;
 * `needUnit` refuses a bare number. The cursor moves past it only when it is read.
 */
function readUnitAmount(cur: Cursor, needUnit: boolean): IngredientAmount | null {
  const probe: Cursor = { ...cur, tokens: [...cur.tokens] };
  skipApproximately(probe);
  const quantity = readQuantity(probe, false);
  if (!quantity) return null;
  const unit = readUnit(probe);
  if (!unit && needUnit) return null;
  let { low } = quantity;
  let unitText = unit?.unitText ?? null;
  // "1 lb 2 oz", "1 pint 6 fl oz": a compound amount in one system, read as the first unit.
  if (unit?.unit) {
    for (;;) {
      const next: Cursor = { ...probe, tokens: [...probe.tokens] };
      const part = readQuantity(next, false);
      const partUnit = part ? readUnit(next) : null;
      if (!part || !partUnit?.unit || part.high !== null) break;
      const ratio = unitRatio(partUnit.unit, unit.unit);
      if (ratio === null) break;
      low += part.low * ratio;
      unitText = `${unitText} ${partUnit.unitText}`;
      probe.tokens = next.tokens;
      probe.i = next.i;
    }
  }
  cur.tokens = probe.tokens;
  cur.i = probe.i;
  return { quantity: low, quantityMax: quantity.high, unit: unit?.unit ?? null, unitText };
}

// Sizes of the units a compound amount combines ("1 lb 2 oz", "1 pint 6 fl oz"), in g or ml.
const COMPOUND_SIZES: Partial<Record<Unit, number>> = {
  lb: 453.59237,
  oz: 28.349523125,
  kg: 1000,
  g: 1,
  pt: 473.176473,
  'fl-oz': 29.5735295625,
  l: 1000,
  ml: 1,
  cup: 236.5882365,
  tbsp: 14.78676478125,
  tsp: 4.92892159375,
};

function unitRatio(part: Unit, whole: Unit): number | null {
  const a = COMPOUND_SIZES[part];
  const b = COMPOUND_SIZES[whole];
  if (a === undefined || b === undefined || a >= b) return null;
  const massUnits: readonly Unit[] = ['lb', 'oz', 'kg', 'g'];
  if (massUnits.includes(part) !== massUnits.includes(whole)) return null;
  return a / b;
}

/** "/ 9 oz", "/ 1 lb 2 oz / 1 cup": amounts repeated in other units after a slash. */
function readSlashAmounts(cur: Cursor): IngredientAmount[] {
  const found: IngredientAmount[] = [];
  while (cur.tokens[cur.i] === '/') {
    const probe: Cursor = { ...cur, i: cur.i + 1 };
    const amount = readUnitAmount(probe, true);
    if (!amount) break;
    found.push(amount);
    cur.tokens = probe.tokens;
    cur.i = probe.i;
  }
  return found;
}

/** The index of the bracket closing the one at `open`, or -1. */
function closingBracket(tokens: readonly string[], open: number): number {
  const closer = tokens[open] === '[' ? ']' : ')';
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    if (tokens[k] === tokens[open]) depth += 1;
    else if (tokens[k] === closer && --depth === 0) return k;
  }
  return -1;
}

type BracketAmounts = {
  amounts: IngredientAmount[];
  each: boolean;
  optional: boolean;
  rest: string[];
  remark: boolean;
  length: boolean;
};

// What follows an amount when the amount is a measure of something else: "(½ teaspoon per
// sandwich)", "(½-inch/1 cm thick slices)", ", 1½ inches thick".
const MEASURE_REMARKS: ReadonlySet<string> = wordSet(
  'per|thick|long|wide|square|across|diameter|high|deep|when',
);

/**
 * A bracket that starts with amounts: "(250 ml)", "(about 4 ounces)", "(16 ounces each)",
 * "(14 oz/397g)", "(1 stick)". Other words after the amounts are kept as a remark; a length
 * ("1½ inches thick") or a rate ("½ teaspoon per sandwich") is a remark as a whole.
 */
function readBracketAmounts(
  tokens: readonly string[],
  language: CatalogueLanguage | undefined,
): BracketAmounts | null {
  const cur: Cursor = { tokens: [...tokens], i: 0, language };
  const first = readUnitAmount(cur, true);
  if (!first) return null;
  const amounts = [first];
  for (;;) {
    const separator = cur.tokens[cur.i];
    if (separator !== '/' && separator !== ',' && separator !== ';' && lower(separator) !== 'or') break;
    const probe: Cursor = { ...cur, i: cur.i + 1 };
    const next = readUnitAmount(probe, true);
    if (!next) break;
    amounts.push(next);
    cur.tokens = probe.tokens;
    cur.i = probe.i;
  }
  let each = false;
  let optional = false;
  const rest = cur.tokens.slice(cur.i).filter((token) => {
    if (EACH_WORDS.has(lower(token))) each = true;
    if (OPTIONAL_WORDS.has(lower(token))) optional = true;
    return (
      !EACH_WORDS.has(lower(token)) && !OPTIONAL_WORDS.has(lower(token)) && token !== ';' && token !== ','
    );
  });
  const length = amounts.every(
    (amount) =>
      amount.unitText !== null && ['inch', 'cm', 'mm'].includes(canonicalUnitWords(amount.unitText).at(-1)!),
  );
  const remark = rest.some((token) => MEASURE_REMARKS.has(lower(token)));
  return { amounts, each, optional, rest, remark, length };
}

// ---------------------------------------------------------------------------------------------
// The words after the amount

type Words = {
  food: string[];
  size: string[];
  preparation: string[];
  comment: string[];
  alternatives: IngredientAmount[];
  each: IngredientAmount[];
  optional: boolean;
  unit: ReadUnit | null;
  itemUnit: ReadUnit | null;
  /** Amounts found after the food's name, used when the line gives no other alternative. */
  laterAlternatives: IngredientAmount[];
};

function startsWithPhrase(tokens: readonly string[], at: number, phrases: readonly string[]): number {
  for (const phrase of phrases) {
    const words = phrase.split(' ');
    if (words.every((word, k) => lower(tokens[at + k]) === word)) return words.length;
  }
  return 0;
}

// Preparation words that name a product when they stand before certain foods: "minced beef",
// "split peas".
const PRODUCT_FOODS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['minced', new Set(['beef', 'pork', 'lamb', 'meat', 'turkey', 'chicken', 'veal'])],
  ['split', new Set(['peas', 'lentils'])],
]);

/** Products whose name starts with a preparation: "toasted sesame oil" is its own oil. */
const PRODUCT_NAMES: readonly string[] = ['toasted sesame oil'];

function isPreparationStart(tokens: readonly string[], at: number): boolean {
  const word = lower(tokens[at]);
  if (word === 'mixed' && lower(tokens[at + 1]) === 'with') return true;
  if (word === 'room' && lower(tokens[at + 1]) === 'temperature') return true;
  // "well-chilled", "freshly-grated".
  const [adverb, participle] = word.split('-');
  if (participle !== undefined && PREPARATION_ADVERBS.has(adverb!) && PREPARATION_WORDS.has(participle))
    return true;
  if (startsWithPhrase(tokens, at, PRODUCT_NAMES) > 0) return false;
  if (PREPARATION_WORDS.has(word)) return !PRODUCT_FOODS.get(word)?.has(lower(tokens[at + 1]));
  if (!PREPARATION_ADVERBS.has(word)) return false;
  for (let k = at + 1; k < tokens.length && k < at + 3; k++) {
    const next = lower(tokens[k]);
    if (PREPARATION_WORDS.has(next) || next === 'ground') return true;
    if (!PREPARATION_ADVERBS.has(next)) return false;
  }
  return false;
}

/** How many tokens at `at` form a preparation ("finely chopped", "drained and rinsed", "freshly ground"). */
function preparationLength(tokens: readonly string[], at: number): number {
  if (!isPreparationStart(tokens, at)) return 0;
  let k = at;
  while (k < tokens.length) {
    const word = lower(tokens[k]);
    if (word === 'mixed' && lower(tokens[k + 1]) === 'with') k += 1;
    else if (word === 'room' && lower(tokens[k + 1]) === 'temperature') k += 2;
    else if (k === at && word.includes('-') && isPreparationStart(tokens, k)) k += 1;
    else if (PREPARATION_ADVERBS.has(word) || PREPARATION_WORDS.has(word)) k += 1;
    else if (word === 'ground' && k > at) k += 1;
    else if (
      (word === 'and' || word === 'or' || word === 'y' || word === 'et' || word === 'und') &&
      isPreparationStart(tokens, k + 1)
    )
      k += 1;
    else break;
  }
  return k - at;
}

/** Splits on top-level commas, semicolons and spaced dashes; brackets stay inside their segment. */
function splitSegments(tokens: readonly string[]): { tokens: string[]; after: string }[] {
  const segments: { tokens: string[]; after: string }[] = [{ tokens: [], after: '' }];
  let depth = 0;
  for (const [k, token] of tokens.entries()) {
    if (token === '(' || token === '[') depth += 1;
    if (token === ')' || token === ']') depth = Math.max(0, depth - 1);
    // A dash between numbers is a range ("12 – 14 pieces"), between words a break.
    const dash =
      (token === '-' || token === '–' || token === '—') &&
      !/\d$/.test(tokens[k - 1] ?? '') &&
      !/^\d/.test(tokens[k + 1] ?? '');
    if (depth === 0 && (token === ',' || token === ';' || dash)) {
      segments.push({ tokens: [], after: token });
      continue;
    }
    segments.at(-1)!.tokens.push(token);
  }
  return segments.filter((segment) => segment.tokens.length > 0);
}

// A bracket that starts like this is a remark, not part of the food's name: "(see Notes)",
// "(such as Guinness)", "(about 10 leaves)", "(or fresh equivalent)".
const REMARK_STARTS: ReadonlySet<string> = wordSet(
  'see|such|about|approx|approximately|optional|preferably|or|recipe|page|from|available|for|if|use|plus|divided|at|to|like|in|any|aka|not|ie|eg|store-bought|homemade|we|i|you|note|notes|optional:|ver|voir|siehe|z.b.|zb|p.ej.|par',
);

/**
 * Takes the bracketed parts out of a segment: amounts become alternatives (or the size of each
 * item), "optional" a flag, remarks a comment; a short plain description inside the food's name
 * ("swede (yellow turnip)", "cucumber (seedless)") stays part of it.
 */
function takeBrackets(
  segment: string[],
  words: Words,
  hasUnit: boolean,
  language: CatalogueLanguage | undefined,
  inName: boolean,
): string[] {
  const kept: string[] = [];
  for (let k = 0; k < segment.length; k++) {
    const token = segment[k]!;
    if (token !== '(' && token !== '[') {
      if (token !== ')' && token !== ']') kept.push(token);
      continue;
    }
    const close = closingBracket(segment, k);
    const inside = segment.slice(k + 1, close === -1 ? segment.length : close);
    k = close === -1 ? segment.length : close;
    const amounts = readBracketAmounts(inside, language);
    if (amounts?.remark || amounts?.length) {
      words.comment.push(joinTokens(inside));
      continue;
    }
    // After the food's name, a bracketed amount is about a part of the line ("peeled and cored
    // (450g when peeled)"), not the ingredient's amount.
    if (amounts?.optional) words.optional = true;
    if (amounts && !inName) {
      // "2 carrots, shredded (about 2 cups)": a measure closing a later part still says how much.
      const closesPart = close === segment.length - 1;
      const measures = amounts.amounts.every((amount) => amount.unit !== null && isMeasure(amount.unit));
      if (closesPart && measures && amounts.rest.length === 0 && !amounts.each)
        words.laterAlternatives.push(...amounts.amounts);
      else words.comment.push(joinTokens(inside));
      continue;
    }
    if (amounts) {
      if (amounts.each) words.each.push(...amounts.amounts);
      else words.alternatives.push(...amounts.amounts);
      if (amounts.rest.length > 0) words.comment.push(joinTokens(amounts.rest));
      continue;
    }
    if (inside.length > 0 && inside.every((w) => OPTIONAL_WORDS.has(lower(w)) || PUNCTUATION.has(w))) {
      words.optional = true;
      continue;
    }
    const plain =
      inName &&
      kept.length > 0 &&
      inside.length > 0 &&
      inside.length <= 3 &&
      !REMARK_STARTS.has(lower(inside[0])) &&
      /^\p{Ll}/u.test(inside[0] ?? '') &&
      inside.every((w) => /^[\p{L}'’%\d.-]+$/u.test(w) && !PREPARATION_WORDS.has(lower(w))) &&
      !inside.some((w) => CONJUNCTIONS.has(lower(w)));
    if (plain) kept.push(...inside);
    else if (inside.length > 0) words.comment.push(joinTokens(inside));
  }
  return kept;
}

/** Where a remark ("to taste", "for dusting", "plus more…") starts in a segment. */
function commentStart(tokens: readonly string[]): number {
  for (let k = 0; k < tokens.length; k++) {
    if (k === 0 && lower(tokens[k]) === 'for') return 0;
    // Mid-line, an opener is written in lower case ("Minute® Ready to Serve Rice" is a name), and
    // "for" is followed by what it is for, not by "a" ("pastry for a 9-inch pie").
    const lowerCase = k === 0 || tokens[k] === lower(tokens[k]);
    const forName =
      lower(tokens[k]) === 'for' &&
      (ARTICLES.has(lower(tokens[k + 1])) || /^\p{Lu}/u.test(tokens[k + 1] ?? ''));
    if (
      lowerCase &&
      !forName &&
      startsWithPhrase(tokens, k, COMMENT_OPENERS) > 0 &&
      (k > 0 || lower(tokens[k]) !== 'para')
    )
      return k > 0 && lower(tokens[k - 1]) === 'or' ? k - 1 : k;
    if (k > 0 && k === tokens.length - 1 && lower(tokens[k]) === 'plus') return k;
    // "Salt and pepper taste": the "to" left out.
    if (k > 0 && k === tokens.length - 1 && lower(tokens[k]) === 'taste') return k;
    // "…, or ½ bulb fennel": another ingredient offered instead ("6 sm or 4 medium radishes" is one).
    if (
      k > 0 &&
      lower(tokens[k]) === 'or' &&
      /^[\d½¼¾⅓⅔]/.test(tokens[k + 1] ?? '') &&
      !tokens.slice(0, k).every((w) => SIZE_WORDS.has(lower(w)))
    )
      return k;
  }
  return tokens.length;
}

// Words opening a remark about the amount rather than the food: "each of chervil, basil",
// "additional sugar for sprinkling", "extra flour for dusting".
const AMOUNT_REMARKS: ReadonlySet<string> = new Set(['each', 'additional', 'extra', 'more']);

function startsWithAmount(token: string | undefined): boolean {
  return token !== undefined && (/^[\d½¼¾⅓⅔.]/.test(token) || numberWord(token) !== null);
}

function readNameSegment(
  segment: string[],
  words: Words,
  hasUnit: boolean,
  hasQuantity: boolean,
  canned: boolean,
  language: CatalogueLanguage | undefined,
): void {
  // "2 cups crushed tomatoes or 1 can (14 ounces) fire roasted tomatoes": another ingredient
  // offered instead is a remark, brackets and all.
  let depth = 0;
  const instead = segment.findIndex((w, k) => {
    if (w === '(' || w === '[') depth += 1;
    if (w === ')' || w === ']') depth -= 1;
    return depth === 0 && k > 0 && lower(w) === 'or' && startsWithAmount(segment[k + 1]);
  });
  // "zest of 2 large or 3 small oranges" offers no other food: nothing to cut.
  const offersFood = instead > 0 && !segment.slice(0, instead).every((w) => SIZE_WORDS.has(lower(w)));
  if (instead > 0 && offersFood) {
    words.comment.push(joinTokens(segment.slice(instead)));
    segment = segment.slice(0, instead);
  }
  // "1 cup or more coconut milk", "1 stick (½ cup) or more softened butter".
  const more = startsWithPhrase(segment, 0, ['or more', 'or so', 'or less', 'o más', 'ou plus', 'oder mehr']);
  if (more > 0 && segment.length > more) {
    words.comment.push(joinTokens(segment.slice(0, more)));
    segment = segment.slice(more);
  }
  // "4 cod fillets weighing 100-120g/3½-4½oz each".
  const weighing = segment.findIndex((w, k) => k > 0 && ['weighing', 'of about'].includes(lower(w)));
  if (weighing > 0) {
    const amounts = readBracketAmounts(segment.slice(weighing + 1), language);
    if (amounts && !amounts.remark) {
      words.each.push(...amounts.amounts);
      if (amounts.rest.length > 0) words.comment.push(joinTokens(amounts.rest));
      segment = segment.slice(0, weighing);
    }
  }
  let tokens = takeBrackets(segment, words, hasUnit, language, true);
  // "盐少许" → "盐" and "少许".
  tokens = tokens.flatMap((token) => {
    const han = /^(\p{Script=Han}+?)(适量|少许|若干|少量)$/u.exec(token);
    return han ? [han[1]!, han[2]!] : [token];
  });
  const cut = commentStart(tokens);
  if (cut < tokens.length) {
    words.comment.unshift(joinTokens(tokens.slice(cut)));
    tokens = tokens.slice(0, cut);
  }
  // "each of chervil", "additional sugar", but not "extra virgin olive oil" or "extra large eggs".
  while (
    tokens.length > 1 &&
    AMOUNT_REMARKS.has(lower(tokens[0])) &&
    (lower(tokens[0]) === 'each' || !hasQuantity)
  ) {
    const next = lower(tokens[1]);
    if (next === 'virgin' || next.startsWith('virgin') || SIZE_WORDS.has(next)) break;
    words.comment.push(tokens[0]!);
    tokens = tokens.slice(lower(tokens[1]) === 'of' ? 2 : 1);
  }
  // Leading connector: "of", "de", "d'huile", "de la crème".
  if (CONNECTORS.has(lower(tokens[0])) && tokens.length > 1) tokens = tokens.slice(1);
  if ((lower(tokens[0]) === 'la' || lower(tokens[0]) === "l'") && tokens.length > 1) tokens = tokens.slice(1);
  if (tokens[0] && /^(?:d|l)['’]\p{L}/iu.test(tokens[0])) tokens = [tokens[0].slice(2), ...tokens.slice(1)];
  if (tokens[0] === '的' && tokens.length > 1) tokens = tokens.slice(1);

  // "a 400g tin of chopped tomatoes" is a product; "a cup of chopped tomatoes" is prepared.
  if (canned) {
    for (let k = 0; k < tokens.length - 1; k++) {
      if (PREPARATION_WORDS.has(lower(tokens[k])) && /^tomato(?:es)?$/i.test(tokens[k + 1]!)) {
        tokens.splice(k, 2, `${tokens[k]} ${tokens[k + 1]}`);
      }
    }
  }

  // Leading sizes and preparations: "large eggs", "extra large eggs", "medium sized mushrooms",
  // "finely chopped onion", "fresh or frozen peas".
  for (;;) {
    if (tokens.length < 2) break;
    if (SIZE_WORDS.has(lower(tokens[0]))) {
      const sized = /^sized?$/i.test(tokens[1] ?? '') && tokens.length > 2 ? 2 : 1;
      words.size.push(joinTokens(tokens.slice(0, sized)));
      tokens = tokens.slice(sized);
      continue;
    }
    if (lower(tokens[0]) === 'extra' && SIZE_WORDS.has(lower(tokens[1])) && tokens.length > 2) {
      words.size.push(`${tokens[0]} ${tokens[1]}`);
      tokens = tokens.slice(2);
      continue;
    }
    const freshOrFrozen = startsWithPhrase(tokens, 0, [
      'fresh or frozen',
      'fresh or thawed frozen',
      'fresh or thawed',
    ]);
    if (freshOrFrozen > 0 && freshOrFrozen < tokens.length) {
      words.preparation.push(joinTokens(tokens.slice(0, freshOrFrozen)));
      tokens = tokens.slice(freshOrFrozen);
      continue;
    }
    const length = preparationLength(tokens, 0);
    if (length > 0 && length < tokens.length) {
      words.preparation.push(joinTokens(tokens.slice(0, length)));
      tokens = tokens.slice(length);
      if (lower(tokens[0]) === 'and' && tokens.length > 1) tokens = tokens.slice(1);
      continue;
    }
    break;
  }
  // Preparations later in the name: "fresh chopped herbs" (after words that only describe),
  // "onion diced" (at the end), "yeast mixed with 2 tbsp water", "salt and freshly ground black
  // pepper" (an adverb's phrase after "and"). A capitalised word is part of a product's name
  // ("Olives Stuffed with Minced Pimientos").
  for (let k = 1; k < tokens.length; k++) {
    const length = preparationLength(tokens, k);
    if (length === 0 || /^\p{Lu}/u.test(tokens[k]!)) continue;
    const end = k + length;
    const after = lower(tokens[end]);
    if (end >= tokens.length || after === 'with' || after === 'until' || after === 'into') {
      words.preparation.push(joinTokens(tokens.slice(k)));
      tokens = tokens.slice(0, k);
      break;
    }
    const onlyDescribed = tokens.slice(0, k).every((w) => LONE_ADJECTIVES.has(lower(w)));
    const afterConjunction =
      CONJUNCTIONS.has(lower(tokens[k - 1])) && PREPARATION_ADVERBS.has(lower(tokens[k]));
    if (!onlyDescribed && !afterConjunction) continue;
    words.preparation.push(joinTokens(tokens.slice(k, end)));
    tokens = [...tokens.slice(0, k), ...tokens.slice(end)];
    k -= 1;
  }
  // "huevos grandes", "oignons moyens": sizes after the food, as Spanish and French write them.
  while (tokens.length > 1 && SIZE_WORDS.has(lower(tokens.at(-1)))) words.size.push(tokens.pop()!);
  // "3 Knoblauchzehen", "2 Selleriestangen": German writes the unit onto the food.
  if (!hasUnit && hasQuantity && tokens.length === 1) {
    const compound = /^(\p{L}{3,}?)(zehen?|stangen?|zweige?|scheiben?)$/iu.exec(tokens[0]!);
    const match = compound ? lookUpUnit([compound[2]!]) : null;
    if (compound && match) {
      const food = compound[1]!;
      tokens = [food.charAt(0).toUpperCase() + food.slice(1)];
      words.unit = {
        unit: match.unit,
        unitText: singularUnitText([compound[2]!.toLowerCase()], match),
        recipe: match.recipe,
      };
    }
  }
  // "4 garlic cloves", "2 celery stalks": the unit written after the food; after a measure
  // ("2 cups garlic cloves") it says what the measured food comes as.
  if (hasQuantity && tokens.length > 1) {
    const last = tokens.at(-1)!;
    const match = lookUpUnit([last]);
    if (
      (match?.recipe && TRAILING_UNITS.has(match.recipe.text)) ||
      (match && !match.recipe && match.unit === 'clove')
    ) {
      tokens = tokens.slice(0, -1);
      const unit = { unit: match.unit, unitText: singularUnitText([last], match), recipe: match.recipe };
      if (hasUnit) words.itemUnit = unit;
      else {
        words.unit = { ...unit, unitText: [...words.size, unit.unitText].join(' ') };
        words.size = [];
      }
    }
  }
  words.food.push(...tokens);
}

/** A later segment: an amount ("about 1 pound"), a preparation, a remark, or more of the food. */
function readLaterSegment(
  segment: string[],
  words: Words,
  hasUnit: boolean,
  foodContinues: boolean,
  language: CatalogueLanguage | undefined,
): boolean {
  if (lower(segment[0]) === 'or' && startsWithAmount(segment[1])) {
    words.comment.push(joinTokens(segment));
    return false;
  }
  const tokens = takeBrackets(segment, words, hasUnit, language, false);
  if (tokens.length === 0) return false;
  if (tokens.every((w) => OPTIONAL_WORDS.has(lower(w)))) {
    words.optional = true;
    return false;
  }
  const amounts = readBracketAmounts(tokens, language);
  if (amounts && !amounts.remark && !amounts.length && amounts.rest.length === 0) {
    if (amounts.optional) words.optional = true;
    if (amounts.each) words.each.push(...amounts.amounts);
    else words.laterAlternatives.push(...amounts.amounts);
    if (amounts.rest.length > 0) words.comment.push(joinTokens(amounts.rest));
    return false;
  }
  const cut = commentStart(tokens);
  if (cut === 0) {
    words.comment.push(joinTokens(tokens));
    return false;
  }
  if (
    preparationLength(tokens, 0) > 0 ||
    PREPARATION_WORDS.has(lower(tokens[0])) ||
    PREPARATION_ADVERBS.has(lower(tokens[0]))
  ) {
    words.preparation.push(joinTokens(tokens.slice(0, cut)));
    if (cut < tokens.length) words.comment.push(joinTokens(tokens.slice(cut)));
    return false;
  }
  if (foodContinues) {
    words.food.push(',', ...tokens.slice(0, cut));
    if (cut < tokens.length) words.comment.push(joinTokens(tokens.slice(cut)));
    return true;
  }
  words.comment.push(joinTokens(tokens));
  return false;
}

// Adjectives that may stand alone before a comma in front of the food: "fresh, boneless tuna".
const LONE_ADJECTIVES: ReadonlySet<string> = wordSet(
  'fresh|ripe|raw|whole|good|organic|lean|firm|soft|hot|cold|warm|dry|crisp|crunchy|chewy|sweet|juicy|natural|plain|frozen|fat-free|day-old|thick|thin|strong|light|dark|mild|heavy|full-fat|low-fat|crusty|natural',
);

/** An adjective by its form: "smoked", "boneless", "fat-free", "peasant-style", "lower-sodium". */
function looksDescriptive(word: string): boolean {
  return (
    LONE_ADJECTIVES.has(word) ||
    SIZE_WORDS.has(word) ||
    PREPARATION_WORDS.has(word) ||
    PREPARATION_ADVERBS.has(word) ||
    /^[\p{L}-]+(?:ed|less)$/u.test(word) ||
    /^[\p{L}]+-(?:free|style|sodium|fat|old)$/u.test(word)
  );
}

/** "smoked, wet-cured ham", "4 large, ripe tomatoes": a first part that only describes the food. */
function onlyDescribes(segment: readonly string[]): boolean {
  const plain = withoutBrackets(segment);
  const words = CONNECTORS.has(lower(plain[0])) ? plain.slice(1) : plain;
  if (words.length === 0 || words.some((w) => PUNCTUATION.has(w))) return false;
  return words.every((w) => looksDescriptive(lower(w)) || (lower(w) === 'and' && words.length > 1));
}

/** A segment's words outside brackets. */
function withoutBrackets(segment: readonly string[]): string[] {
  const kept: string[] = [];
  let depth = 0;
  for (const token of segment) {
    if (token === '(' || token === '[') depth += 1;
    else if (token === ')' || token === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) kept.push(token);
  }
  return kept;
}

// Words that show a part after a comma describes how to treat the food rather than naming more of
// it: "rind and juice only", "both white and green parts", "bone in and skin on", "whole if small".
const NOT_A_FOOD_LIST: ReadonlySet<string> = wordSet(
  'only|if|preferably|both|part|parts|in|on|off|with|without|left|each|the|into|homemade|store-bought',
);

function readWords(
  tokens: string[],
  hasUnit: boolean,
  hasQuantity: boolean,
  canned: boolean,
  language: CatalogueLanguage | undefined,
): Words {
  const words: Words = {
    food: [],
    size: [],
    preparation: [],
    comment: [],
    alternatives: [],
    each: [],
    optional: false,
    unit: null,
    itemUnit: null,
    laterAlternatives: [],
  };
  // "Optional: a handful of…", "… (optional)", ", optional".
  const kept = tokens
    .filter((token, k) => {
      if (!OPTIONAL_WORDS.has(lower(token))) return true;
      words.optional = true;
      if (tokens[k + 1] === ':') tokens[k + 1] = '';
      return false;
    })
    .filter((token) => token !== '');
  const segments = splitSegments(kept);
  if (segments.length === 0) return words;
  while (segments.length > 1 && segments[1]!.after === ',' && onlyDescribes(segments[0]!.tokens)) {
    const [first, second] = segments.splice(0, 2);
    segments.unshift({ tokens: [...first!.tokens, ...second!.tokens], after: first!.after });
  }
  readNameSegment(segments[0]!.tokens, words, hasUnit, hasQuantity, canned, language);
  let inFood = words.food.length > 0;
  for (let k = 1; k < segments.length; k++) {
    const segment = segments[k]!.tokens;
    const plain = withoutBrackets(segment);
    const opensWithConjunction = CONJUNCTIONS.has(lower(plain[0]));
    const nextStart = segments[k + 1]?.after === ',' ? lower(segments[k + 1]?.tokens[0]) : '';
    // "milk, water, or nondairy alternative", "low-fat milk, rice milk or soy milk": a short list
    // of foods goes on after a comma while it has "or"/"and" in it.
    const listGoesOn =
      inFood &&
      segments[k]!.after === ',' &&
      plain.length <= 5 &&
      (plain.some((w) => CONJUNCTIONS.has(lower(w))) || CONJUNCTIONS.has(nextStart)) &&
      !plain.some((w) => /\d/.test(w) || PUNCTUATION.has(w) || NOT_A_FOOD_LIST.has(lower(w))) &&
      commentStart(plain) > 0 &&
      (opensWithConjunction || !plain.some((_, at) => preparationLength(plain, at) > 0)) &&
      !plain.every((w) => looksDescriptive(lower(w)) || CONJUNCTIONS.has(lower(w))) &&
      (opensWithConjunction || !plain.some((w) => /^\p{L}+ed$/u.test(w)));
    inFood = readLaterSegment(segment, words, hasUnit || words.unit !== null, listGoesOn, language) && inFood;
  }
  return words;
}

// ---------------------------------------------------------------------------------------------
// The line

/** The leading amount: quantity, range, "x 400 g", "(16 ounce)", unit, "/ 9 oz", "plus 2 tbsp". */
type Leading = {
  quantity: number | null;
  quantityMax: number | null;
  unit: ReadUnit | null;
  alternatives: IngredientAmount[];
  each: IngredientAmount[];
  plus: IngredientAmount[];
  itemUnit: ReadUnit | null;
  size: string[];
  comment: string[];
};

const emptyLeading = (): Leading => ({
  quantity: null,
  quantityMax: null,
  unit: null,
  alternatives: [],
  each: [],
  plus: [],
  itemUnit: null,
  size: [],
  comment: [],
});

/** Units that hold an amount measured before them: "400g tin", "5cm piece", "390g jar". */
function isContainer(unit: ReadUnit): boolean {
  // "pot roast" is a cut of beef; a pot holding an amount is written "jar" in English recipes.
  if (/^pots?$/i.test(unit.unitText)) return false;
  if (unit.recipe)
    return [
      'chunk',
      'ball',
      'bar',
      'tub',
      'container',
      'envelope',
      'stick',
      'sheet',
      'square',
      'knob',
      'loaf',
      'head',
      'bulb',
    ].includes(unit.recipe.text);
  return (
    unit.unit !== null && ['piece', 'pack', 'can', 'bottle', 'jar', 'box', 'bag', 'slice'].includes(unit.unit)
  );
}

/** "(250 ml)", "(16 ounces each)", "(about 4 ounces)" at the cursor, read and stepped over. */
function readBracketAt(cur: Cursor): (BracketAmounts & { text: string }) | null {
  if (cur.tokens[cur.i] !== '(' && cur.tokens[cur.i] !== '[') return null;
  const close = closingBracket(cur.tokens, cur.i);
  if (close < 0) return null;
  const tokens = cur.tokens.slice(cur.i + 1, close);
  const inside = readBracketAmounts(tokens, cur.language);
  if (!inside || inside.remark || (inside.length && inside.rest.length > 0)) return null;
  cur.i = close + 1;
  return { ...inside, text: joinTokens(tokens) };
}

/**
 * "4 (1/4 inch thick) slices", "1 (4 serving size) package": a bracket between the count and its
 * unit that is no amount, kept as a remark so that the unit after it is still read.
 */
function skipBracketBeforeUnit(cur: Cursor, lead: Leading): void {
  if (cur.tokens[cur.i] !== '(') return;
  const close = closingBracket(cur.tokens, cur.i);
  if (close < 0) return;
  const probe: Cursor = { ...cur, tokens: [...cur.tokens], i: close + 1 };
  if (!readUnit(probe)) return;
  const inside = cur.tokens.slice(cur.i + 1, close);
  if (inside.length === 1 && MEASURE_MODIFIERS.has(lower(inside[0]))) {
    // "1 (generous) cup".
  } else if (readBracketAmounts(inside, cur.language)) lead.size.push(joinTokens(inside));
  else lead.comment.push(joinTokens(inside));
  cur.i = close + 1;
}

function readLeading(cur: Cursor): Leading | null {
  const lead = emptyLeading();
  const start = cur.i;
  skipApproximately(cur);
  // "Scant ½ cup": the measure's modifier written before the number.
  let modifier: string | null = null;
  if (
    MEASURE_MODIFIERS.has(lower(cur.tokens[cur.i])) &&
    numberToken(cur.tokens[cur.i + 1] ?? '', cur.language) !== null
  ) {
    modifier = cur.tokens[cur.i]!;
    cur.i += 1;
  }
  splitHanNumber(cur);
  const word = lower(cur.tokens[cur.i]);
  let counted = false;
  if (ARTICLES.has(word) || (word === 'few' && cur.i === start)) {
    // "a pinch", "a few sprigs", "a 400g tin", "an onion".
    const next: Cursor = { ...cur, i: cur.i + (word === 'few' ? 0 : 1) };
    if (FEW_WORDS.has(lower(next.tokens[next.i]))) {
      next.i += 1;
      const unit = readUnit(next);
      if (!unit) return null;
      cur.i = next.i;
      lead.unit = unit;
      counted = true;
    } else {
      const probe: Cursor = { ...next, tokens: [...next.tokens] };
      const unit = readUnit(probe);
      if (unit?.recipe?.vague) {
        cur.i = probe.i;
        lead.unit = unit;
        counted = true;
      } else if (word !== 'few') {
        cur.i = next.i;
        lead.quantity = 1;
        counted = true;
        const each = readUnitAmount(cur, true);
        if (each) lead.each.push(each, ...readSlashAmounts(cur));
      }
    }
  }
  if (!counted) {
    const quantity = readQuantity(cur, true);
    if (!quantity) return null;
    lead.quantity = quantity.low;
    lead.quantityMax = quantity.high;
    // "10 10 eggs": a whole number typed twice.
    if (
      quantity.high === null &&
      /^\d+$/.test(cur.tokens[cur.i] ?? '') &&
      Number(cur.tokens[cur.i]) === quantity.low
    )
      cur.i += 1;
  }
  if (lead.unit === null) {
    // "2 x 400g tins", "4 x 175g/6oz halibut steaks".
    if (TIMES.has(cur.tokens[cur.i] ?? '')) {
      const probe: Cursor = { ...cur, i: cur.i + 1 };
      const each = readUnitAmount(probe, true);
      if (each) {
        lead.each.push(each, ...readSlashAmounts(probe));
        cur.tokens = probe.tokens;
        cur.i = probe.i;
      } else cur.i += 1;
    }
    if (lead.each.length === 0) {
      // "1 (16 ounce) package", "2 (14 oz/397g) cans".
      const bracket = readBracketAt(cur);
      if (bracket) {
        lead.each.push(...bracket.amounts);
        if (bracket.rest.length > 0) lead.comment.push(joinTokens(bracket.rest));
      } else {
        // "Four 7-ounce steaks", "1 10 oz bag", "8 6-inch (15 cm) corn tortillas".
        const probe: Cursor = { ...cur, tokens: [...cur.tokens] };
        const each = readUnitAmount(probe, true);
        if (each && each.quantity !== null) {
          lead.each.push(each, ...readSlashAmounts(probe));
          cur.tokens = probe.tokens;
          cur.i = probe.i;
          const again = readBracketAt(cur);
          if (again) lead.each.push(...again.amounts);
        }
      }
    }
    skipBracketBeforeUnit(cur, lead);
    const probe: Cursor = { ...cur, tokens: [...cur.tokens] };
    const unit = readUnit(probe);
    // "One 4-rib rib roast": the word after the size is the food's.
    if (unit && !lead.each.some((each) => each.unitText === unit.unitText)) {
      lead.unit = unit;
      cur.tokens = probe.tokens;
      cur.i = probe.i;
    }
  }
  // "1 bottle or can", "2 cans or bottles".
  if (lead.unit && isContainer(lead.unit) && lower(cur.tokens[cur.i]) === 'or') {
    const probe: Cursor = { ...cur, tokens: [...cur.tokens], i: cur.i + 1 };
    const other = readUnit(probe);
    if (other && isContainer(other)) {
      lead.unit = { ...lead.unit, unitText: `${lead.unit.unitText} or ${other.unitText}` };
      cur.tokens = probe.tokens;
      cur.i = probe.i;
    }
  }
  if (lead.unit && modifier) lead.unit = { ...lead.unit, unitText: `${modifier} ${lead.unit.unitText}` };
  if (lead.unit) {
    // "250g/9oz", "50g 1¾oz", "1 cup (250 ml)", "¼ cup (½ stick)", "3 cans (16 ounces each)".
    lead.alternatives.push(...readSlashAmounts(cur));
    if (lead.alternatives.length === 0 && lead.unit.unit) {
      const probe: Cursor = { ...cur, tokens: [...cur.tokens] };
      const again = readUnitAmount(probe, true);
      if (again && again.unit && again.unit !== lead.unit.unit) {
        lead.alternatives.push(again);
        cur.tokens = probe.tokens;
        cur.i = probe.i;
      }
    }
    const bracket = readBracketAt(cur);
    if (bracket) {
      if (bracket.each) lead.each.push(...bracket.amounts);
      else lead.alternatives.push(...bracket.amounts);
      if (bracket.rest.length > 0) lead.comment.push(joinTokens(bracket.rest));
      lead.alternatives.push(...readSlashAmounts(cur));
    }
    // "390g/13¼fl oz jar", "5cm/2in piece", "200g can of chestnuts".
    if (lead.unit.unit && lead.each.length === 0 && !isContainer(lead.unit)) {
      const probe: Cursor = { ...cur, tokens: [...cur.tokens] };
      const container = readUnit(probe);
      if (container && isContainer(container) && probe.i < probe.tokens.length) {
        lead.itemUnit = container;
        cur.tokens = probe.tokens;
        cur.i = probe.i;
      }
    }
    if (lead.unit.recipe?.text === 'inch' || lead.unit.recipe?.text === 'cm') {
      const probe: Cursor = { ...cur, tokens: [...cur.tokens] };
      const container = readUnit(probe);
      if (container && isContainer(container)) {
        lead.itemUnit = container;
        cur.tokens = probe.tokens;
        cur.i = probe.i;
      }
    }
  }
  // "1 cup plus 2 tablespoons", "1 c and 3 tablespoons", "25g/1oz plus 1 tsp".
  while (
    lead.unit &&
    PLUS_WORDS.has(lower(cur.tokens[cur.i] === ',' ? cur.tokens[cur.i + 1] : cur.tokens[cur.i]))
  ) {
    const probe: Cursor = { ...cur, i: cur.i + (cur.tokens[cur.i] === ',' ? 2 : 1) };
    const extra = readUnitAmount(probe, true);
    if (!extra) break;
    lead.plus.push(extra);
    cur.tokens = probe.tokens;
    cur.i = probe.i;
    lead.alternatives.push(...readSlashAmounts(cur));
  }
  return lead;
}

/**
 * A line whose food comes first: "鸡蛋 2个", "面粉 200 克", "All-purpose flour 2/3 cup (80 grams)",
 * "Salz, 1 Prise". Looks for the amount in the first part of the line, or as the whole last part.
 */
function readTrailingAmount(
  tokens: string[],
  language: CatalogueLanguage | undefined,
): { at: number; lead: Leading; end: number } | null {
  const firstComma = tokens.indexOf(',');
  for (let at = 1; at < tokens.length; at++) {
    if (PUNCTUATION.has(tokens[at]!) && tokens[at] !== ',') continue;
    const from = tokens[at] === ',' ? at + 1 : at;
    if (firstComma >= 0 && at > firstComma) break;
    if (numberToken(tokens[from] ?? '', language) === null && !HAN.test(tokens[from]?.[0] ?? '')) continue;
    const cur: Cursor = { tokens: [...tokens], i: from, language };
    const lead = readLeading(cur);
    if (!lead || lead.quantity === null) continue;
    // A bare number needs to end the line ("鸡蛋 2"); otherwise it is part of a name ("7 Up").
    if (!lead.unit && lead.each.length === 0 && cur.i < cur.tokens.length) continue;
    if (tokens[at] === ',' && cur.i < cur.tokens.length) continue;
    if (!/\p{L}/u.test(tokens.slice(0, at).join(''))) continue;
    return { at, lead, end: cur.i };
  }
  return null;
}

/**
 * "¼ tsp ground allspice 1 mL", "1 cup dry white wine, divided 250 mL": the same amount again
 * at the very end of the line, taken out as an alternative.
 */
function isMeasure(unit: Unit): boolean {
  const dimension = unitDimension(unit);
  return dimension === 'mass' || dimension === 'volume';
}

function takeTrailingAlternative(
  tokens: string[],
  main: Unit,
  language: CatalogueLanguage | undefined,
): IngredientAmount | null {
  for (let at = Math.max(1, tokens.length - 5); at < tokens.length - 1; at++) {
    if (numberToken(tokens[at]!, language) === null) continue;
    const before = lower(tokens[at - 1]);
    if (
      before === '/' ||
      before === '(' ||
      TIMES.has(before) ||
      ['plus', 'to', 'into', 'of', 'for', 'and', 'or', 'in'].includes(before)
    )
      continue;
    const cur: Cursor = { tokens: [...tokens], i: at, language };
    const amount = readUnitAmount(cur, true);
    if (!amount?.unit || cur.i !== cur.tokens.length) continue;
    // Only the same amount in the other measuring system: "1 cup … 250 mL", "8 oz … 250 g".
    if (!isMeasure(amount.unit) || !isMeasure(main) || isMetric(amount.unit) === isMetric(main)) continue;
    tokens.splice(at);
    return amount;
  }
  return null;
}

// The part of a food a line asks for: "juice of 1 lime", "grated zest of 2 oranges", "leaves from
// 2 sprigs tarragon", in the five languages.
const FOOD_PARTS: ReadonlySet<string> = wordSet(
  'juice|zest|rind|peel|leaves|flesh|seeds|pulp|kernels|zumo|jugo|ralladura|piel|cáscara|hojas|jus|zeste|écorce|feuilles|saft|schale|abrieb|blätter',
);
const PART_LINKS: ReadonlySet<string> = wordSet('of|from|de|del|d’|du|des|von|vom|der');

function readPartOf(
  tokens: string[],
  language: CatalogueLanguage | undefined,
): { lead: Leading; rest: string[] } | null {
  const link = tokens.findIndex((token, k) => k > 0 && k <= 3 && PART_LINKS.has(lower(token)));
  if (link < 0 || !tokens.slice(0, link).some((w) => FOOD_PARTS.has(lower(w)))) return null;
  const cur: Cursor = { tokens: [...tokens], i: link + 1, language };
  const lead = readLeading(cur);
  if (!lead || lead.quantity === null) return null;
  lead.comment.push(joinTokens(tokens.slice(0, link + 1)));
  return { lead, rest: cur.tokens.slice(cur.i) };
}

function emptyResult(raw: string): ParsedIngredient {
  return {
    raw,
    quantity: null,
    quantityMax: null,
    unit: null,
    unitText: null,
    alternative: null,
    alternatives: [],
    each: [],
    plus: [],
    itemUnit: null,
    food: null,
    foodKey: null,
    size: null,
    preparation: null,
    comment: null,
    optional: false,
  };
}

const joinParts = (parts: readonly string[], separator: string) =>
  parts.length === 0 ? null : cleanText([parts.filter(Boolean).join(separator)]);

/**
 * One ingredient line → what it says. Reads integers, decimals ("1,5" too), fractions ("1/2",
 * "1 1/2", "½", "1½"), ranges ("2-3", "2–3", "2 to 3"), number words, "a pinch", "a handful",
 * "1 (16 ounce) package", "250g/9oz", "2 x 400g tins", brackets and remarks after commas, "salt and
 * pepper, to taste", "(optional)", and lines in Spanish, French, German and Chinese ("200 g de
 * harina", "2 cuillères à soupe d'huile d'olive", "1 EL Olivenöl", "鸡蛋 2个", "面粉200克").
 * `language` only settles what the words alone cannot ("1,000" in English; which catalogue name
 * wins). Never throws.
 */
export function parseIngredientLine(text: string, language?: CatalogueLanguage): ParsedIngredient {
  if (typeof text !== 'string') return parseLine(text, language);
  const key = `${language ?? ''}\u0000${text}`;
  const known = PARSED.get(key);
  if (known) {
    // Most recently used last, so that the oldest goes first when the memo is full.
    PARSED.delete(key);
    PARSED.set(key, known);
    return structuredClone(known);
  }
  const parsed = parseLine(text, language);
  if (PARSED.size >= PARSED_LIMIT) PARSED.delete(PARSED.keys().next().value!);
  PARSED.set(key, structuredClone(parsed));
  return parsed;
}

/**
 * Lines parsed lately, by language and text: the built-in library's lines are read by every
 * household, and a household's own again at every smart list and cook. A parse takes tens of
 * microseconds; a copy out of the memo, a few. Callers get their own copy to change as they like.
 */
const PARSED = new Map<string, ParsedIngredient>();
const PARSED_LIMIT = 20_000;

function parseLine(text: string, language?: CatalogueLanguage): ParsedIngredient {
  const raw = typeof text === 'string' ? text : '';
  const result = emptyResult(raw);
  const line = raw.slice(0, MAX_INGREDIENT_LINE_LENGTH).trim();
  if (!line) return result;
  let tokens = tokenize(line);
  // "Optional: …" before the amount.
  let optional = false;
  while (tokens.length > 1 && (OPTIONAL_WORDS.has(lower(tokens[0])) || tokens[0] === ':')) {
    optional = true;
    tokens = tokens.slice(1);
  }

  const cur: Cursor = { tokens, i: 0, language };
  let lead = readLeading(cur);
  let rest: string[];
  const part = lead ? null : readPartOf(tokens, language);
  if (lead) {
    rest = cur.tokens.slice(cur.i);
  } else if (part) {
    lead = part.lead;
    rest = part.rest;
  } else {
    // "small handful fresh coriander", "Pinch of salt": a unit with no number.
    const probe: Cursor = { tokens: [...tokens], i: 0, language };
    const unit = readUnit(probe);
    const usable = unit && (unit.recipe !== null || unit.unit === 'bunch' || unit.unit === 'slice');
    if (usable && probe.i < probe.tokens.length && /\p{L}/u.test(probe.tokens.slice(probe.i).join(''))) {
      lead = { ...emptyLeading(), unit };
      rest = probe.tokens.slice(probe.i);
    } else {
      const trailing = readTrailingAmount(tokens, language);
      if (trailing) {
        lead = trailing.lead;
        rest = [
          ...tokens.slice(0, trailing.at),
          ...(trailing.end < tokens.length ? [',', ...tokens.slice(trailing.end)] : []),
        ];
      } else rest = tokens;
    }
  }
  if (lead?.unit?.unit) {
    const again = takeTrailingAlternative(rest, lead.unit.unit, language);
    if (again) lead.alternatives.push(again);
  }

  const hasUnit = lead?.unit !== null && lead?.unit !== undefined;
  const canned =
    [lead?.unit, lead?.itemUnit].some((unit) => unit?.unit === 'can' || unit?.unit === 'jar') ||
    rest.some((word) => /^(?:tinned|canned)$/i.test(word));
  const words = readWords(rest, hasUnit, lead?.quantity !== null && lead !== null, canned, language);
  if (
    words.food.length === 0 &&
    lead?.unit &&
    !lead.unit.recipe &&
    lead.unit.unit === 'clove' &&
    rest.length === 0
  ) {
    // "2 or 3 cloves": the unit word is the food itself.
    words.food.push(lead.unit.unitText);
    lead.unit = null;
  }

  const unit = lead?.unit ?? words.unit;
  result.quantity = lead?.quantity ?? null;
  result.quantityMax = lead?.quantityMax ?? null;
  result.unit = unit?.unit ?? null;
  result.unitText = unit?.unitText ?? null;
  result.alternatives = [...(lead?.alternatives ?? []), ...words.alternatives];
  if (result.alternatives.length === 0) result.alternatives = words.laterAlternatives;
  result.alternative = result.alternatives[0] ?? null;
  result.each = [...(lead?.each ?? []), ...words.each];
  result.plus = lead?.plus ?? [];
  const itemUnit = lead?.itemUnit ?? words.itemUnit;
  result.itemUnit = itemUnit ? { unit: itemUnit.unit, unitText: itemUnit.unitText } : null;
  result.food = cleanText(words.food);
  result.foodKey = result.food ? findFoodKey(result.food, language) : null;
  result.size = joinParts([...(lead?.size ?? []), ...words.size], ' ');
  result.preparation = joinParts(words.preparation, ', ');
  result.comment = joinParts([...(lead?.comment ?? []), ...words.comment], ', ');
  result.optional = optional || words.optional;
  return result;
}

// ---------------------------------------------------------------------------------------------
// The food's catalogue key

const FOOD_FORMS: ReadonlySet<string> = wordSet(
  'leaves|leaf|sprigs|fillets|fillet|pieces|slices|florets|halves|wedges|cubes|chunks|strips|segments|cloves|stalks',
);

/** True when `food` is one of the catalogue food's names, plurals and accents aside. */
function namesFood(phrase: string, key: string | null, language: CatalogueLanguage | undefined): boolean {
  if (key === null) return false;
  const found = findFood(phrase, language);
  if (!found || found.key !== key) return false;
  const wanted = normalizeFoodName(phrase).split(' ');
  const singular = (word: string) => word.replace(/(?:es|s|n|en|x)$/, '');
  return Object.values(found.names).some((names) =>
    names.some((name) => {
      const words = normalizeFoodName(name).split(' ');
      return (
        words.length === wanted.length &&
        words.every((w, k) => w === wanted[k] || singular(w) === singular(wanted[k]!))
      );
    }),
  );
}

/**
 * The catalogue key of a food as written: the whole name, else its last words ("fresh basil" →
 * basil: English puts the food last), else its first words ("huile d'olive vierge" → olive oil:
 * Spanish and French put it first). Of "salt and pepper" the first food counts. A catalogue name
 * that only qualifies the food does not ("butter beans" are not butter).
 */
export function findFoodKey(food: string, language?: CatalogueLanguage): string | null {
  const normalized = normalizeFoodName(food);
  if (!normalized) return null;
  if (HAN.test(normalized)) return findFood(food, language)?.key ?? null;
  const first = normalized.split(/ (?:and|or|y|o|et|ou|und|oder) /)[0]!;
  const words = first.split(' ');
  const tryPhrase = (phrase: string) => {
    const key = findFood(phrase, language)?.key ?? null;
    return namesFood(phrase, key, language) ? key : null;
  };
  for (let k = 0; k < words.length; k++) {
    const key = tryPhrase(words.slice(k).join(' '));
    if (key) return key;
  }
  // Spanish and French put the food first ("huile d'olive vierge"); English only puts the form
  // of the food after it ("basil leaves", "salmon fillets").
  for (let k = words.length - 1; k >= 1; k--) {
    if (language === 'en' && !words.slice(k).every((word) => FOOD_FORMS.has(word))) continue;
    const key = tryPhrase(words.slice(0, k).join(' '));
    if (key) return key;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// For comparisons and display

/** Every unit a parsed line mentions, in the order main, each, alternatives, plus, item. */
export function ingredientUnitTexts(parsed: ParsedIngredient): string[] {
  return [
    parsed,
    ...parsed.each,
    ...parsed.alternatives,
    ...parsed.plus,
    ...(parsed.itemUnit ? [parsed.itemUnit] : []),
  ]
    .map((amount) => amount.unitText)
    .filter((text): text is string => text !== null);
}

/**
 * The canonical name of a unit word, so that "tablespoons", "tbsp" and "T" compare equal: the
 * pantry unit ("tbsp"), else the recipe unit's singular ("pinch"), else the word in lower case.
 */
export function canonicalUnitWords(text: string): string[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const result: string[] = [];
  for (let k = 0; k < tokens.length;) {
    let matched = false;
    for (let count = Math.min(MAX_UNIT_WORDS, tokens.length - k); count >= 1; count--) {
      const match = lookUpUnit(tokens.slice(k, k + count));
      if (!match) continue;
      result.push(match.unit && !match.recipe ? match.unit : (match.recipe?.text ?? match.text));
      k += count;
      matched = true;
      break;
    }
    if (!matched) {
      result.push(tokens[k]!.toLowerCase());
      k += 1;
    }
  }
  return result;
}
