import { describe, expect, test } from 'vitest';
import {
  DIETARY_FLAGS,
  RECIPE_DIFFICULTIES,
  RecipeDraftSchema,
  type RecipeDraftInput,
} from '@shared/contracts/recipes';
import { LANGUAGES, type Language } from '@shared/settings-options';
import { APPLIANCE_CATALOGUE } from '../../../db/migrations/0001-accounts';
import type { LibraryRecipe, LibraryRecipeText } from './library-types';
import { LIBRARY_PART_1 } from './recipes-1';

/**
 * Checks for our half of the built-in recipe library. Each check returns the problems it finds as
 * readable lines ("shakshuka/de: 11 ingredient lines, en has 12"), so a failure says what to fix;
 * the last block breaks copies of a recipe on purpose to show that every check can fail.
 */

/** The cooking appliances a library recipe may ask for (slugs of the appliance catalogue). */
const RECIPE_APPLIANCES = [
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
const APPLIANCES_TO_COVER = [
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

const TAGS = [
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

/** A duration as a cook writes it in one of the five languages: "20 minutes", "1–2 Stunden", "10分钟". */
const DURATION =
  /\d+(?:\s*[–-]\s*\d+)?\s*(?:minutes?|mins?|hours?|seconds?|minutos?|horas?|segundos?|heures?|secondes?|Minuten?|Stunden?|Sekunden|分钟|小时|秒)/i;

const VULGAR_FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

/**
 * The numbers a line of text mentions, sorted: "1½ tsp" and "1,5 TL" both give [1.5], "2–3" gives
 * [2, 3], "1/2" gives [0.5]. Quantities, temperatures and times are the same in every translation
 * of a line, so comparing these catches a line translated out of order or with a wrong amount.
 */
function numbersIn(text: string): number[] {
  const numbers: number[] = [];
  const spelled = text.replace(/(\d*)([½¼¾⅓⅔])/g, (_match, whole: string, fraction: string) => {
    numbers.push(Number(whole || 0) + VULGAR_FRACTIONS[fraction]!);
    return ' ';
  });
  for (const match of spelled.matchAll(/(\d+(?:[.,]\d+)?)(?:\/(\d+))?/g)) {
    const value = Number(match[1]!.replace(',', '.'));
    numbers.push(match[2] === undefined ? value : value / Number(match[2]));
  }
  return numbers.map((n) => Math.round(n * 1000) / 1000).sort((a, b) => a - b);
}

/** A library recipe in one language as the recipe editor would receive it. */
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

/** Where each group starts and what kind it is: null lines, or the n-th named group. */
function groupLayout(lines: LibraryRecipeText['ingredients']): string[] {
  const names: Array<string | null> = [];
  return lines.map(({ group }) => {
    if (group === null) return 'none';
    if (names.at(-1) !== group) names.push(group);
    return `group ${names.length}`;
  });
}

function textProblems(recipe: LibraryRecipe): string[] {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const where = `${recipe.key}/${language}`;
    const text = recipe.text[language];
    if (!text) {
      problems.push(`${where}: missing`);
      continue;
    }
    if (text.title.trim() === '') problems.push(`${where}: empty title`);
    if (text.description.trim() === '') problems.push(`${where}: empty description`);
    if (text.ingredients.length === 0) problems.push(`${where}: no ingredients`);
    if (text.steps.length === 0) problems.push(`${where}: no steps`);
    const parsed = RecipeDraftSchema.safeParse(toDraft(recipe, language));
    if (!parsed.success) {
      problems.push(
        `${where}: not a valid draft: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
      );
      continue;
    }
    // The schema trims and normalises; the library should already be stored that way.
    const stored = parsed.data;
    if (stored.title !== text.title || stored.description !== text.description || stored.notes !== text.notes)
      problems.push(`${where}: title, description or notes change when saved`);
    const changed = [...stored.ingredients, ...stored.steps].filter(
      (line, i) => line.text !== [...text.ingredients, ...text.steps][i]!.text,
    );
    if (changed.length > 0) problems.push(`${where}: lines change when saved: ${changed[0]!.text}`);
  }
  return problems;
}

function alignmentProblems(recipe: LibraryRecipe): string[] {
  const problems: string[] = [];
  const english = recipe.text.en;
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const where = `${recipe.key}/${language}`;
    const text = recipe.text[language];
    if (!text) continue;
    for (const part of ['ingredients', 'steps'] as const) {
      if (text[part].length !== english[part].length) {
        problems.push(`${where}: ${text[part].length} ${part}, en has ${english[part].length}`);
        continue;
      }
      if (groupLayout(text[part]).join() !== groupLayout(english[part]).join())
        problems.push(`${where}: ${part} are grouped differently from en`);
      text[part].forEach((line, i) => {
        const expected = numbersIn(english[part][i]!.text).join(' ');
        if (numbersIn(line.text).join(' ') !== expected)
          problems.push(
            `${where}: ${part} #${i + 1} "${line.text}" has other numbers than "${english[part][i]!.text}"`,
          );
      });
    }
    if ((text.notes === null) !== (english.notes === null)) problems.push(`${where}: notes differ from en`);
  }
  return problems;
}

function metadataProblems(recipe: LibraryRecipe): string[] {
  const problems: string[] = [];
  const where = recipe.key;
  if (!KEBAB_CASE.test(recipe.key)) problems.push(`${where}: key is not kebab-case`);
  if (!KEBAB_CASE.test(recipe.cuisine))
    problems.push(`${where}: cuisine "${recipe.cuisine}" is not a lower-case key`);
  if (!RECIPE_DIFFICULTIES.includes(recipe.difficulty))
    problems.push(`${where}: difficulty ${recipe.difficulty}`);
  if (!Number.isInteger(recipe.servings) || recipe.servings < 1 || recipe.servings > 12)
    problems.push(`${where}: serves ${recipe.servings}`);
  if (recipe.prepMinutes <= 0 || recipe.cookMinutes < 0) problems.push(`${where}: prep or cook time missing`);
  if (recipe.totalMinutes < recipe.prepMinutes + recipe.cookMinutes)
    problems.push(`${where}: total ${recipe.totalMinutes} min is less than prep + cook`);
  for (const tag of recipe.tags) if (!TAGS.includes(tag)) problems.push(`${where}: unknown tag ${tag}`);
  if (recipe.tags.length === 0) problems.push(`${where}: no tags`);
  if (new Set(recipe.tags).size !== recipe.tags.length) problems.push(`${where}: repeated tag`);
  for (const flag of recipe.dietaryFlags)
    if (!DIETARY_FLAGS.includes(flag)) problems.push(`${where}: unknown dietary flag ${flag}`);
  if (new Set(recipe.dietaryFlags).size !== recipe.dietaryFlags.length)
    problems.push(`${where}: repeated flag`);
  if (recipe.dietaryFlags.includes('Vegan') && !recipe.dietaryFlags.includes('Vegetarian'))
    problems.push(`${where}: vegan but not flagged vegetarian`);
  if (recipe.dietaryFlags.includes('Vegan') && recipe.dietaryFlags.includes('Pescatarian'))
    problems.push(`${where}: vegan and pescatarian`);
  for (const slug of recipe.appliances)
    if (!RECIPE_APPLIANCES.includes(slug)) problems.push(`${where}: unknown appliance ${slug}`);
  if (new Set(recipe.appliances).size !== recipe.appliances.length)
    problems.push(`${where}: repeated appliance`);
  // Cook mode offers a timer for a duration written in a step; a recipe that cooks needs one.
  if (recipe.cookMinutes > 0) {
    for (const language of LANGUAGES) {
      const steps = recipe.text[language]?.steps ?? [];
      if (!steps.some((step) => DURATION.test(step.text)))
        problems.push(`${where}/${language}: no step names a time`);
    }
  }
  return problems;
}

function countWithFlag(
  recipes: readonly LibraryRecipe[],
  flag: LibraryRecipe['dietaryFlags'][number],
): number {
  return recipes.filter((r) => r.dietaryFlags.includes(flag)).length;
}

describe('built-in recipe library, part 1', () => {
  test('holds 30 recipes with unique keys', () => {
    expect(LIBRARY_PART_1).toHaveLength(30);
    const keys = LIBRARY_PART_1.map((r) => r.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  test('every recipe is complete in all five languages and saves as a valid draft', () => {
    expect(LIBRARY_PART_1.flatMap(textProblems)).toEqual([]);
  });

  test('every language lists the same ingredients and steps, in the same groups, with the same amounts', () => {
    expect(LIBRARY_PART_1.flatMap(alignmentProblems)).toEqual([]);
  });

  test('titles differ from each other in every language', () => {
    for (const language of LANGUAGES) {
      const titles = LIBRARY_PART_1.map((r) => r.text[language].title.toLowerCase());
      expect(
        titles.filter((title, i) => titles.indexOf(title) !== i),
        language,
      ).toEqual([]);
    }
  });

  test('keys, times, servings, tags, dietary flags and appliances are well formed', () => {
    expect(LIBRARY_PART_1.flatMap(metadataProblems)).toEqual([]);
  });

  test('appliances are slugs of the appliance catalogue', () => {
    const catalogue = new Set(APPLIANCE_CATALOGUE.map(([slug]) => slug));
    const used = new Set(LIBRARY_PART_1.flatMap((r) => r.appliances));
    expect([...used].filter((slug) => !catalogue.has(slug))).toEqual([]);
    expect(RECIPE_APPLIANCES.filter((slug) => !catalogue.has(slug))).toEqual([]);
  });

  test('offers easy, medium and hard dishes', () => {
    const count = (difficulty: string) => LIBRARY_PART_1.filter((r) => r.difficulty === difficulty).length;
    expect(count('easy')).toBeGreaterThanOrEqual(8);
    expect(count('medium')).toBeGreaterThanOrEqual(8);
    expect(count('hard')).toBeGreaterThanOrEqual(4);
  });

  test('has enough for vegetarians and vegans and some for other diets', () => {
    expect(countWithFlag(LIBRARY_PART_1, 'Vegetarian')).toBeGreaterThanOrEqual(8);
    expect(countWithFlag(LIBRARY_PART_1, 'Vegan')).toBeGreaterThanOrEqual(4);
    for (const flag of ['Gluten-Free', 'Dairy-Free', 'Pescatarian', 'Low Carb'] as const)
      expect(countWithFlag(LIBRARY_PART_1, flag), flag).toBeGreaterThanOrEqual(2);
  });

  test('uses every kind of appliance a household may own', () => {
    const used = new Set(LIBRARY_PART_1.flatMap((r) => r.appliances));
    expect(APPLIANCES_TO_COVER.filter((slug) => !used.has(slug))).toEqual([]);
  });

  test('some recipes group their ingredients and steps', () => {
    const grouped = (part: 'ingredients' | 'steps') =>
      LIBRARY_PART_1.filter((r) => r.text.en[part].some((line) => line.group !== null)).length;
    expect(grouped('ingredients')).toBeGreaterThanOrEqual(3);
    expect(grouped('steps')).toBeGreaterThanOrEqual(3);
  });
});

describe('the library checks', () => {
  const original = LIBRARY_PART_1[0]!;
  const broken = (change: (copy: LibraryRecipe) => void): LibraryRecipe => {
    const copy = structuredClone(original);
    change(copy);
    return copy;
  };

  test('pass the recipe they are shown with', () => {
    expect([
      ...textProblems(original),
      ...alignmentProblems(original),
      ...metadataProblems(original),
    ]).toEqual([]);
  });

  test('notice a missing language, an empty title or text the schema refuses', () => {
    expect(textProblems(broken((r) => delete (r.text as Partial<LibraryRecipe['text']>).fr))).not.toEqual([]);
    expect(textProblems(broken((r) => (r.text.de.title = '  ')))).not.toEqual([]);
    expect(textProblems(broken((r) => (r.text.zh.ingredients[0]!.text = 'line\nbreak')))).not.toEqual([]);
    expect(textProblems(broken((r) => (r.text.es.title = ' padded ')))).not.toEqual([]);
  });

  test('notice a translation with a line missing, another amount or other groups', () => {
    expect(alignmentProblems(broken((r) => r.text.fr.ingredients.pop()))).not.toEqual([]);
    expect(alignmentProblems(broken((r) => r.text.de.steps.pop()))).not.toEqual([]);
    expect(
      alignmentProblems(
        broken((r) => (r.text.es.ingredients[0]!.text = `9 ${r.text.es.ingredients[0]!.text}`)),
      ),
    ).not.toEqual([]);
    expect(alignmentProblems(broken((r) => (r.text.zh.steps[0]!.group = '准备')))).not.toEqual([]);
  });

  test('notice bad keys, times, flags, tags and appliances', () => {
    expect(metadataProblems(broken((r) => (r.key = 'Shakshuka Eggs')))).not.toEqual([]);
    expect(metadataProblems(broken((r) => (r.totalMinutes = r.prepMinutes)))).not.toEqual([]);
    expect(metadataProblems(broken((r) => (r.servings = 40)))).not.toEqual([]);
    expect(metadataProblems(broken((r) => r.tags.push('brunch')))).not.toEqual([]);
    expect(metadataProblems(broken((r) => (r.dietaryFlags = ['Vegan'])))).not.toEqual([]);
    expect(metadataProblems(broken((r) => r.appliances.push('refrigerator')))).not.toEqual([]);
    expect(
      metadataProblems(broken((r) => (r.text.en.steps = [{ group: null, text: 'Cook until done.' }]))),
    ).not.toEqual([]);
  });

  test('read amounts the way cooks write them', () => {
    expect(numbersIn('1½ tsp salt')).toEqual([1.5]);
    expect(numbersIn('1,5 TL Salz')).toEqual([1.5]);
    expect(numbersIn('盐 1/2茶匙')).toEqual([0.5]);
    expect(numbersIn('simmer for 10–15 minutes at 180 °C')).toEqual([10, 15, 180]);
    expect(numbersIn('salt and pepper, to taste')).toEqual([]);
  });
});
