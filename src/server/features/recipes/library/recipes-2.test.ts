import { describe, expect, test } from 'vitest';
import {
  DIETARY_FLAGS,
  RecipeDraftSchema,
  type DietaryFlag,
  type RecipeDraftInput,
} from '@shared/contracts/recipes';
import { parseIngredientLine, type IngredientAmount } from '@shared/domain/ingredient-parser';
import { findStepTimers } from '@shared/domain/step-timers';
import { convertMilli, fromMilli, toMilli, unitDimension, type Unit } from '@shared/domain/units';
import { LANGUAGES, type Language } from '@shared/settings-options';
import { APPLIANCE_CATALOGUE } from '../../../db/migrations/0001-accounts';
import type { LibraryRecipe, LibraryRecipeText } from './library-types';
import { LIBRARY_PART_2 } from './recipes-2';

/**
 * Checks for part 2 of the built-in library. Each check returns the problems it finds as readable
 * lines ("mapo-tofu/de step 4: timers 60 s, en has 60 s + 30 s"), so that a failure says what to
 * fix; the last block breaks copies of real recipes to show that every check can fail.
 */

/** The cooking appliances a library recipe may ask for (the catalogue's fridge or dishwasher never). */
const RECIPE_APPLIANCES: readonly string[] = [
  'oven',
  'stovetop',
  'microwave',
  'toaster',
  'kettle',
  'blender',
  'air-fryer',
  'slow-cooker',
  'pressure-cooker',
  'rice-cooker',
  'food-processor',
  'stand-mixer',
  'hand-mixer',
  'immersion-blender',
  'grill',
  'sous-vide',
  'toaster-oven',
  'steamer',
  'wok',
  'cast-iron-skillet',
  'dutch-oven',
  'waffle-iron',
  'bread-maker',
];

/** Appliances this half of the library must show off at least once. */
const APPLIANCES_TO_COVER: readonly string[] = [
  'oven',
  'stovetop',
  'microwave',
  'blender',
  'food-processor',
  'stand-mixer',
  'slow-cooker',
  'pressure-cooker',
  'air-fryer',
  'rice-cooker',
  'grill',
  'wok',
];

const TAGS: readonly string[] = [
  'breakfast',
  'lunch',
  'dinner',
  'dessert',
  'snack',
  'soup',
  'salad',
  'side',
  'baking',
  'quick',
  'one-pot',
  'batch-cooking',
  'kid-friendly',
  'vegetarian-main',
  'street-food',
  'comfort-food',
  'spicy',
  'festive',
  'drink',
  'sauce',
];

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Words in an English ingredient line that rule a dietary flag out, matched as whole words once the
// phrases that only look like them ("peanut butter", "coconut milk") are taken out.
const LOOK_ALIKES = /peanut butter|coconut milk|coconut cream/g;
const MEAT = /\b(chicken|beef|pork|lamb|bacon|ham|sausages?|turkey|duck|gelatine?|lard)\b/;
const FISH = /\b(fish|cod|haddock|salmon|tuna|shrimps?|prawns?|anchov\w*|bonito|oyster sauce)\b/;
const DAIRY = /\b(ghee|milk|butter|buttermilk|cream|cheese|cheddar|yogh?urt|feta|cotija|parmesan|gruyère)\b/;
const EGG_OR_HONEY = /\b(eggs?|yolks?|honey|mayonnaise)\b/;
/** Soy sauce, miso, gochujang and most stock cubes carry wheat; rice and glass noodles do not. */
const GLUTEN =
  /\b(flour|wheat|barley|rye|bread|breadcrumbs|pasta|macaroni|soy sauce|miso|gochujang|doubanjiang|chili bean paste|hoisin|worcestershire|beer|stock|malt)\b|(?<!rice |glass )\bnoodles\b/;
const NUTS =
  /\b(nuts?|peanuts?|almonds?|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?|coconut|peanut butter)\b/;
const GRAINS_LEGUMES_SUGAR =
  /\b(sugar|honey|rice|flour|bread|pasta|noodles|beans|chickpeas|lentils|peanuts?|soy|tofu|corn|cheese|milk|butter|yogh?urt)\b/;
const STARCH_AND_SUGAR =
  /\b(sugar|honey|rice|potato(?:es)?|pasta|macaroni|bread|flour|noodles|vermicelli|tortillas?|chickpeas|lentils|beans|corn)\b/;

/** The words that rule each checked flag out. */
const RULED_OUT_BY: Partial<Record<DietaryFlag, readonly RegExp[]>> = {
  Vegetarian: [MEAT, FISH],
  Pescatarian: [MEAT],
  Vegan: [MEAT, FISH, DAIRY, EGG_OR_HONEY],
  'Dairy-Free': [DAIRY],
  'Gluten-Free': [GLUTEN],
  'Nut-Free': [NUTS],
  Paleo: [GRAINS_LEGUMES_SUGAR],
  Whole30: [GRAINS_LEGUMES_SUGAR],
  Keto: [STARCH_AND_SUGAR],
  'Low Carb': [STARCH_AND_SUGAR],
};

/** What a household gets when it copies a built-in recipe into its own book, in one language. */
function toDraft(recipe: LibraryRecipe, language: Language): RecipeDraftInput {
  const text = recipe.text[language];
  return {
    title: text.title,
    description: text.description,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    totalMinutes: recipe.totalMinutes,
    difficulty: recipe.difficulty,
    cuisine: recipe.cuisine,
    tags: recipe.tags,
    dietaryFlags: recipe.dietaryFlags,
    appliances: recipe.appliances,
    ingredients: text.ingredients,
    steps: text.steps,
    notes: text.notes,
  };
}

/** A list's groups as positions: two lines of one group, then three of the next → "0 0 1 1 1". */
function groupShape(lines: LibraryRecipeText['ingredients']): string {
  let ordinal = -1;
  let previous: string | null | undefined;
  const shape = lines.map((line) => {
    if (line.group !== previous) ordinal += 1;
    previous = line.group;
    return line.group === null ? '-' : String(ordinal);
  });
  return shape.join(' ');
}

/** The timers cook mode offers for a step, as "600 s" or "900–1080 s", sorted (word order differs). */
function stepTimers(text: string, language: Language): string[] {
  return findStepTimers(text, language)
    .map((timer) =>
      timer.maxSeconds === null ? `${timer.seconds} s` : `${timer.seconds}–${timer.maxSeconds} s`,
    )
    .sort();
}

const isMeasure = (unit: Unit | null): boolean =>
  unit !== null && (unitDimension(unit) === 'mass' || unitDimension(unit) === 'volume');

// ---------------------------------------------------------------------------------------------
// Checks: each returns what is wrong, one readable line per problem.

function checkTexts(recipe: LibraryRecipe): string[] {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const text = recipe.text[language];
    const where = `${recipe.key}/${language}`;
    if (!text) {
      problems.push(`${where}: missing`);
      continue;
    }
    if (!text.title.trim()) problems.push(`${where}: empty title`);
    if (!text.description.trim()) problems.push(`${where}: empty description`);
    if (text.ingredients.length === 0) problems.push(`${where}: no ingredients`);
    if (text.steps.length === 0) problems.push(`${where}: no steps`);
    for (const line of [...text.ingredients, ...text.steps])
      if (!line.text.trim()) problems.push(`${where}: an empty line`);
  }
  const extra = Object.keys(recipe.text).filter(
    (language) => !(LANGUAGES as readonly string[]).includes(language),
  );
  if (extra.length > 0) problems.push(`${recipe.key}: unknown languages ${extra.join(', ')}`);
  return problems;
}

/** The languages differ in words only: as many ingredient lines and steps, in the same groups. */
function checkParallel(recipe: LibraryRecipe): string[] {
  const problems: string[] = [];
  const english = recipe.text.en;
  for (const language of LANGUAGES) {
    const text = recipe.text[language];
    const where = `${recipe.key}/${language}`;
    if (text.ingredients.length !== english.ingredients.length)
      problems.push(
        `${where}: ${text.ingredients.length} ingredient lines, en has ${english.ingredients.length}`,
      );
    if (text.steps.length !== english.steps.length)
      problems.push(`${where}: ${text.steps.length} steps, en has ${english.steps.length}`);
    if (groupShape(text.ingredients) !== groupShape(english.ingredients))
      problems.push(`${where}: ingredient groups differ from en`);
    if (groupShape(text.steps) !== groupShape(english.steps))
      problems.push(`${where}: step groups differ from en`);
    if ((text.notes === null) !== (english.notes === null))
      problems.push(`${where}: notes present in only one of en and ${language}`);
  }
  return problems;
}

/** Each language, copied into a draft, passes the recipe contract unchanged (already trimmed, NFC). */
function checkDraft(recipe: LibraryRecipe): string[] {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const draft = toDraft(recipe, language);
    const result = RecipeDraftSchema.safeParse(draft);
    const where = `${recipe.key}/${language}`;
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${where}: ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    const { title, description, ingredients, steps, notes } = result.data;
    const kept = { title, description, ingredients, steps, notes };
    const written = {
      title: draft.title,
      description: draft.description,
      ingredients: draft.ingredients,
      steps: draft.steps,
      notes: draft.notes,
    };
    if (JSON.stringify(kept) !== JSON.stringify(written))
      problems.push(`${where}: the contract changes the text (spaces or Unicode form)`);
  }
  return problems;
}

function checkFlags(recipe: LibraryRecipe): string[] {
  const problems: string[] = [];
  const flags = recipe.dietaryFlags;
  if (new Set(flags).size !== flags.length) problems.push(`${recipe.key}: a dietary flag is repeated`);
  for (const flag of flags)
    if (!(DIETARY_FLAGS as readonly string[]).includes(flag))
      problems.push(`${recipe.key}: unknown flag ${flag}`);
  if (flags.includes('Vegan') && !(flags.includes('Vegetarian') && flags.includes('Dairy-Free')))
    problems.push(`${recipe.key}: vegan but not flagged vegetarian and dairy-free`);
  for (const flag of flags) {
    for (const pattern of RULED_OUT_BY[flag] ?? []) {
      for (const line of recipe.text.en.ingredients) {
        const words = line.text.toLowerCase().replace(LOOK_ALIKES, ' ');
        const found = pattern.exec(words);
        if (found) problems.push(`${recipe.key}: flagged ${flag}, but "${line.text}" has ${found[0]}`);
      }
    }
  }
  return problems;
}

function checkKeysAndLabels(recipe: LibraryRecipe): string[] {
  const problems: string[] = [];
  if (!KEBAB_CASE.test(recipe.key)) problems.push(`${recipe.key}: key is not kebab-case`);
  if (!KEBAB_CASE.test(recipe.cuisine))
    problems.push(`${recipe.key}: cuisine ${recipe.cuisine} is not a lower-case key`);
  if (recipe.tags.length === 0) problems.push(`${recipe.key}: no tags`);
  if (new Set(recipe.tags).size !== recipe.tags.length) problems.push(`${recipe.key}: a tag is repeated`);
  for (const tag of recipe.tags) if (!TAGS.includes(tag)) problems.push(`${recipe.key}: unknown tag ${tag}`);
  const catalogue = new Set(APPLIANCE_CATALOGUE.map(([slug]) => slug));
  if (new Set(recipe.appliances).size !== recipe.appliances.length)
    problems.push(`${recipe.key}: an appliance is repeated`);
  for (const slug of recipe.appliances)
    if (!RECIPE_APPLIANCES.includes(slug) || !catalogue.has(slug))
      problems.push(`${recipe.key}: ${slug} is not a cooking appliance of the catalogue`);
  return problems;
}

function checkTimes(recipe: LibraryRecipe): string[] {
  const problems: string[] = [];
  const { servings, prepMinutes, cookMinutes, totalMinutes } = recipe;
  if (!Number.isInteger(servings) || servings < 1 || servings > 12)
    problems.push(`${recipe.key}: serves ${servings}`);
  for (const minutes of [prepMinutes, cookMinutes, totalMinutes])
    if (!Number.isInteger(minutes) || minutes < 0)
      problems.push(`${recipe.key}: ${minutes} is not a number of minutes`);
  if (prepMinutes === 0) problems.push(`${recipe.key}: no preparation time`);
  if (totalMinutes < prepMinutes + cookMinutes)
    problems.push(
      `${recipe.key}: total ${totalMinutes} min is less than prep ${prepMinutes} + cook ${cookMinutes}`,
    );
  return problems;
}

/** Cook mode offers the same timers for a step whatever the language, and a cooked dish has some. */
function checkTimers(recipe: LibraryRecipe): string[] {
  const problems: string[] = [];
  recipe.text.en.steps.forEach((step, index) => {
    const english = stepTimers(step.text, 'en').join(' + ') || 'none';
    for (const language of LANGUAGES) {
      const text = recipe.text[language].steps[index]?.text ?? '';
      const timers = stepTimers(text, language).join(' + ') || 'none';
      if (timers !== english)
        problems.push(`${recipe.key}/${language} step ${index + 1}: timers ${timers}, en has ${english}`);
    }
  });
  const timed = recipe.text.en.steps.some((step) => stepTimers(step.text, 'en').length > 0);
  if (recipe.cookMinutes > 0 && !timed)
    problems.push(`${recipe.key}: cooks for ${recipe.cookMinutes} min but no step names a time`);
  return problems;
}

const describeAmount = (amount: IngredientAmount): string =>
  `${amount.quantity}${amount.quantityMax === null ? '' : `–${amount.quantityMax}`}${amount.unit ? ` ${amount.unit}` : ''}`;

/**
 * Why another language's reading of an ingredient line does not state the English amount, or null
 * when it does or the two cannot be compared. US cups and ounces in English may be millilitres and
 * grams elsewhere: those are converted and allowed 10% for rounding. Spoons against grams ("4 tbsp
 * butter", "55 g de mantequilla") would need the food's density, so they are not compared.
 */
function amountMismatch(english: IngredientAmount, other: IngredientAmount): string | null {
  if (english.quantity === null || other.quantity === null) return null;
  const englishIsMeasure = isMeasure(english.unit);
  if (englishIsMeasure !== isMeasure(other.unit)) return null;
  if (englishIsMeasure && english.unit !== other.unit) {
    const converted = convertMilli(toMilli(english.quantity), english.unit!, other.unit!);
    if (converted === null) return null;
    const ratio = fromMilli(converted) / other.quantity;
    return Math.abs(ratio - 1) <= 0.1 ? null : `${describeAmount(other)}, en has ${describeAmount(english)}`;
  }
  if (other.quantity === english.quantity && other.quantityMax === english.quantityMax) return null;
  return `${describeAmount(other)}, en has ${describeAmount(english)}`;
}

/**
 * Every language states the same amounts, as the shared ingredient parser reads them. A line whose
 * amount the parser cannot read in one language ("香菜 1大把") is skipped rather than guessed.
 */
function checkAmounts(recipe: LibraryRecipe): string[] {
  const problems: string[] = [];
  recipe.text.en.ingredients.forEach((line, index) => {
    const english = parseIngredientLine(line.text, 'en');
    for (const language of LANGUAGES) {
      const other = parseIngredientLine(recipe.text[language].ingredients[index]?.text ?? '', language);
      const mismatch = amountMismatch(english, other);
      if (mismatch) problems.push(`${recipe.key}/${language} ingredient ${index + 1}: ${mismatch}`);
    }
  });
  return problems;
}

/** The whole half: its size, unique keys, and the mix of difficulty, diets and appliances. */
function checkMix(recipes: readonly LibraryRecipe[]): string[] {
  const problems: string[] = [];
  if (recipes.length !== 30) problems.push(`${recipes.length} recipes, not 30`);
  const keys = recipes.map((recipe) => recipe.key);
  const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
  if (repeated.length > 0) problems.push(`repeated keys: ${repeated.join(', ')}`);
  const minimums: Array<[string, number]> = [
    ['easy', 8],
    ['medium', 8],
    ['hard', 4],
  ];
  for (const [difficulty, minimum] of minimums) {
    const count = recipes.filter((recipe) => recipe.difficulty === difficulty).length;
    if (count < minimum) problems.push(`${count} ${difficulty} recipes, at least ${minimum} wanted`);
  }
  const vegetarian = recipes.filter((recipe) => recipe.dietaryFlags.includes('Vegetarian'));
  const vegan = vegetarian.filter((recipe) => recipe.dietaryFlags.includes('Vegan'));
  if (vegetarian.length < 8) problems.push(`${vegetarian.length} vegetarian recipes, at least 8 wanted`);
  if (vegan.length < 4) problems.push(`${vegan.length} vegan recipes, at least 4 wanted`);
  const used = new Set(recipes.flatMap((recipe) => recipe.appliances));
  for (const slug of APPLIANCES_TO_COVER) if (!used.has(slug)) problems.push(`no recipe uses the ${slug}`);
  return problems;
}

const everyRecipe = (check: (recipe: LibraryRecipe) => string[]) => LIBRARY_PART_2.flatMap(check);

describe('built-in library, part 2', () => {
  test('holds 30 recipes with unique keys and the wanted mix of difficulty, diets and appliances', () => {
    expect(checkMix(LIBRARY_PART_2)).toEqual([]);
  });

  test('every recipe is written in all five languages, with title, description, ingredients and steps', () => {
    expect(everyRecipe(checkTexts)).toEqual([]);
  });

  test('the languages differ in words only: same ingredient lines, steps and groups', () => {
    expect(everyRecipe(checkParallel)).toEqual([]);
  });

  test('each language, copied into a draft, is accepted by the recipe contract as written', () => {
    expect(everyRecipe(checkDraft)).toEqual([]);
  });

  test('dietary flags are known, consistent, and contradicted by no ingredient', () => {
    expect(everyRecipe(checkFlags)).toEqual([]);
  });

  test('keys, cuisines and tags are lower-case keys; appliances are cooking appliances of the catalogue', () => {
    expect(everyRecipe(checkKeysAndLabels)).toEqual([]);
  });

  test('servings and times are realistic and add up', () => {
    expect(everyRecipe(checkTimes)).toEqual([]);
  });

  test('cook mode offers the same timers for every step in every language', () => {
    expect(everyRecipe(checkTimers)).toEqual([]);
  });

  test('every language states the same ingredient amounts', () => {
    expect(everyRecipe(checkAmounts)).toEqual([]);
  });
});

describe('the checks catch broken recipes', () => {
  const recipe = (key: string): LibraryRecipe => {
    const found = LIBRARY_PART_2.find((each) => each.key === key);
    if (!found) throw new Error(`no recipe ${key}`);
    return structuredClone(found);
  };

  test('a missing language, an empty title or a missing line is found', () => {
    const missing = recipe('mapo-tofu');
    delete (missing.text as Partial<Record<Language, LibraryRecipeText>>).fr;
    expect(checkTexts(missing)).toEqual(['mapo-tofu/fr: missing']);

    const untitled = recipe('mapo-tofu');
    untitled.text.de.title = ' ';
    expect(checkTexts(untitled)).toEqual(['mapo-tofu/de: empty title']);

    const shorter = recipe('bibimbap');
    shorter.text.zh.ingredients.pop();
    shorter.text.es.steps[1]!.group = null;
    expect(checkParallel(shorter)).toEqual([
      'bibimbap/es: step groups differ from en',
      'bibimbap/zh: 22 ingredient lines, en has 23',
      'bibimbap/zh: ingredient groups differ from en',
    ]);
  });

  test('text the recipe contract refuses or changes is found', () => {
    const broken = recipe('miso-soup');
    broken.text.fr.steps[0]!.text = 'Mélangez\u0007 bien.';
    broken.text.de.ingredients[0]!.text = ' 1 Liter Wasser';
    expect(checkDraft(broken).map((problem) => problem.split(':')[0])).toEqual([
      'miso-soup/fr',
      'miso-soup/de',
    ]);
  });

  test('a dietary flag an ingredient contradicts is found', () => {
    const mapo = recipe('mapo-tofu');
    mapo.dietaryFlags.push('Vegetarian', 'Gluten-Free');
    expect(checkFlags(mapo)).toEqual(
      expect.arrayContaining([
        'mapo-tofu: flagged Vegetarian, but "150 g minced pork" has pork',
        'mapo-tofu: flagged Gluten-Free, but "1 tsp light soy sauce" has soy sauce',
      ]),
    );
    const vegan = recipe('chana-masala');
    vegan.dietaryFlags = ['Vegan'];
    expect(checkFlags(vegan)).toEqual(['chana-masala: vegan but not flagged vegetarian and dairy-free']);
  });

  test('an unknown tag, a non-cooking appliance and times that do not add up are found', () => {
    const broken = recipe('pad-thai');
    broken.tags.push('Dinner');
    broken.appliances.push('dishwasher');
    broken.totalMinutes = broken.prepMinutes;
    expect(checkKeysAndLabels(broken)).toEqual([
      'pad-thai: unknown tag Dinner',
      'pad-thai: dishwasher is not a cooking appliance of the catalogue',
    ]);
    expect(checkTimes(broken)).toEqual(['pad-thai: total 25 min is less than prep 25 + cook 10']);
  });

  test('a step that names another time in one language is found', () => {
    const broken = recipe('chana-masala');
    broken.text.de.steps[4]!.text = broken.text.de.steps[4]!.text.replace('15 Minuten', '20 Minuten');
    expect(checkTimers(broken)).toEqual(['chana-masala/de step 5: timers 1200 s, en has 900 s']);
  });

  test('an ingredient amount that differs in one language is found', () => {
    const broken = recipe('chana-masala');
    broken.text.fr.ingredients[0]!.text = "2 cuillères à soupe d'huile neutre";
    broken.text.zh.ingredients[1]!.text = '孜然籽 1汤匙';
    expect(checkAmounts(broken)).toEqual([
      'chana-masala/fr ingredient 1: 2 tbsp, en has 3 tbsp',
      'chana-masala/zh ingredient 2: 1 tbsp, en has 1 tsp',
    ]);
  });

  test('too few recipes, a repeated key or a lopsided mix is found', () => {
    const easyOnly = LIBRARY_PART_2.slice(0, 10).map((each) => ({
      ...each,
      difficulty: 'easy' as const,
      dietaryFlags: [],
    }));
    easyOnly.push({ ...easyOnly[0]! });
    expect(checkMix(easyOnly)).toEqual(
      expect.arrayContaining([
        '11 recipes, not 30',
        `repeated keys: ${easyOnly[0]!.key}`,
        '0 medium recipes, at least 8 wanted',
        '0 hard recipes, at least 4 wanted',
        '0 vegetarian recipes, at least 8 wanted',
        '0 vegan recipes, at least 4 wanted',
      ]),
    );
  });
});
