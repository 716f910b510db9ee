/**
 * Meal words in recipe tags, for the week generator (meal-planner.ts): which meals a tag names
 * ('breakfast', 'postre', 'petit-déjeuner', '早餐' …), in the five app languages, as bits. Tags are
 * compared folded: lower-case, accents off, hyphens and apostrophes as spaces ('petit-déjeuner' →
 * 'petit dejeuner'); a word counts whole, a Chinese word anywhere in the tag. Pure.
 */

/** Meal kinds, as bits. */
export const BREAKFAST = 1;
export const SNACK = 2;
export const APPETIZER = 4;
export const DESSERT = 8;
export const DRINK = 16;
export const LUNCH = 32;
export const DINNER = 64;

const MEAL_WORDS: ReadonlyArray<[number, string]> = [
  [
    BREAKFAST,
    'breakfast|breakfasts|brunch|desayuno|desayunos|petit dejeuner|petits dejeuners|fruhstuck|fruehstueck|早餐|早饭|早点',
  ],
  [
    SNACK,
    'snack|snacks|merienda|meriendas|tentempie|picoteo|gouter|en cas|encas|casse croute|imbiss|zwischenmahlzeit|小吃|零食|点心',
  ],
  [
    APPETIZER,
    'appetizer|appetizers|appetiser|appetisers|starter|starters|aperitivo|aperitivos|entrante|entrantes|tapa|tapas|' +
      'aperitif|aperitifs|amuse bouche|hors d oeuvre|hors d oeuvres|vorspeise|vorspeisen|开胃菜|前菜|凉菜',
  ],
  [DESSERT, 'dessert|desserts|postre|postres|nachtisch|nachspeise|nachspeisen|sussspeise|甜点|甜品|甜食'],
  [DRINK, 'drink|drinks|beverage|beverages|bebida|bebidas|boisson|boissons|getrank|getranke|饮料|饮品'],
  [
    LUNCH,
    'lunch|almuerzo|dejeuner|mittagessen|午餐|午饭|soup|soups|sopa|sopas|soupe|soupes|potage|suppe|suppen|汤|' +
      'salad|salads|ensalada|ensaladas|salade|salades|salat|salate|沙拉|色拉',
  ],
  [
    DINNER,
    'dinner|supper|cena|diner|souper|abendessen|abendbrot|晚餐|晚饭|main course|main courses|main dish|main dishes|' +
      'mains|plato principal|plato fuerte|plat principal|hauptgericht|hauptspeise|主菜',
  ],
];

const CJK = /[\u3400-\u9fff]/;

function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/ß/g, 'ss')
    .replace(/[\s\-_'’/&,.]+/g, ' ')
    .trim();
}

const WORD_KINDS = new Map<string, number>();
const CJK_WORDS: Array<[string, number]> = [];
for (const [kind, words] of MEAL_WORDS) {
  for (const word of words.split('|')) {
    const folded = fold(word);
    if (CJK.test(folded)) CJK_WORDS.push([folded, kind]);
    else WORD_KINDS.set(folded, (WORD_KINDS.get(folded) ?? 0) | kind);
  }
}

/** The meal kinds a tag names, as bits: whole words, longest phrase first (so 'petit déjeuner' is breakfast, not lunch). */
export function tagKinds(tag: string): number {
  const folded = fold(tag);
  let kinds = 0;
  if (CJK.test(folded)) for (const [word, kind] of CJK_WORDS) if (folded.includes(word)) kinds |= kind;
  const words = folded.split(' ');
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let len = Math.min(3, words.length - i); len >= 1 && matched === 0; len--) {
      const kind = WORD_KINDS.get(len === 1 ? words[i]! : words.slice(i, i + len).join(' '));
      if (kind !== undefined) {
        kinds |= kind;
        matched = len;
      }
    }
    i += Math.max(1, matched);
  }
  return kinds;
}
