import { foodByKey, normalizeFoodName, type CatalogueLanguage } from '@shared/domain/food-catalogue';

/*
 * Which ingredients a step mentions, for cook mode's "ingredients in this step". Steps rarely
 * repeat an ingredient line word for word ("2 tbsp extra-virgin olive oil" becomes "heat the
 * oil"), so a food counts as mentioned when the step names it whole, names the catalogue food in
 * the step's language by one of its names, or names the line's food by its head word: the last
 * word in English and German ("olive oil" → oil), the first in Spanish and French ("huile
 * d'olive" → huile). Chinese has no spaces: a name
 * counts when it appears anywhere in the step.
 */

const HAN = /\p{Script=Han}/u;

/** Words too short or too common to stand for a food on their own. */
const MIN_HEAD_WORD_LENGTH = 3;
const LINKING_WORDS: ReadonlySet<string> = new Set([
  'of',
  'and',
  'or',
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'le',
  'les',
  'du',
  'des',
  'et',
  'ou',
  'y',
  'o',
  'und',
  'oder',
  'von',
  'vom',
  'd',
  'l',
]);

/** A word and its likely singular forms, so "tomatoes" in a step meets "tomato" in a line. */
function wordForms(word: string): string[] {
  const forms = [word];
  if (word.length <= 3) return forms;
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  if (word.endsWith('x')) forms.push(word.slice(0, -1));
  if (word.endsWith('en')) forms.push(word.slice(0, -2));
  if (word.endsWith('n')) forms.push(word.slice(0, -1));
  return forms;
}

function sameWord(a: string, b: string): boolean {
  const formsOfB = wordForms(b);
  return wordForms(a).some((form) => formsOfB.includes(form));
}

type Step = { words: string[]; compact: string };

function readStep(text: string): Step {
  const normalized = normalizeFoodName(text);
  return { words: normalized ? normalized.split(' ') : [], compact: normalized.replace(/ /g, '') };
}

/** The phrase's significant words: linking words ("of", "de", "d'") left out. */
function significantWords(phrase: string): string[] {
  return normalizeFoodName(phrase)
    .split(' ')
    .filter((word) => word && !LINKING_WORDS.has(word));
}

function containsSequence(step: Step, words: readonly string[]): boolean {
  if (words.length === 0 || words.length > step.words.length) return false;
  for (let start = 0; start + words.length <= step.words.length; start += 1) {
    if (words.every((word, k) => sameWord(step.words[start + k]!, word))) return true;
  }
  return false;
}

function mentions(step: Step, phrase: string, language: CatalogueLanguage, byHeadWord: boolean): boolean {
  if (HAN.test(phrase)) {
    const compact = normalizeFoodName(phrase).replace(/ /g, '');
    return compact.length > 0 && step.compact.includes(compact);
  }
  const words = significantWords(phrase);
  if (words.length === 0) return false;
  if (containsSequence(step, words)) return true;
  if (!byHeadWord) return false;
  const head = language === 'es' || language === 'fr' ? words[0]! : words.at(-1)!;
  return head.length >= MIN_HEAD_WORD_LENGTH && step.words.some((word) => sameWord(word, head));
}

export type StepIngredientCandidate = { food: string | null; foodKey: string | null };

/** The indexes of the ingredients the step text mentions, in the ingredients' order. */
export function ingredientsInStep(
  stepText: string,
  ingredients: readonly StepIngredientCandidate[],
  language: CatalogueLanguage,
): number[] {
  const step = readStep(stepText);
  if (step.words.length === 0) return [];
  const found: number[] = [];
  ingredients.forEach((ingredient, index) => {
    const catalogued = ingredient.foodKey ? foodByKey(ingredient.foodKey) : null;
    // The catalogue's other names count only whole: "tomato sauce" names canned tomatoes, but a
    // step's "the sauce" does not.
    const mentioned =
      (ingredient.food !== null && mentions(step, ingredient.food, language, true)) ||
      (catalogued?.names[language] ?? []).some((name) => mentions(step, name, language, false));
    if (mentioned) found.push(index);
  });
  return found;
}
