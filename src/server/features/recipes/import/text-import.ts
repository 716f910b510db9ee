import { parse } from 'parse5';
import type { RecipeDraftInput } from '@shared/contracts/recipes';
import { parseQuickAdd } from '@shared/domain/quantity-parser';
import { RecipeImportError } from './import-messages';
import {
  STEP_NUMBER,
  collapseWhitespace,
  finishDraft,
  nodeLines,
  parseYield,
  type DraftFields,
  type DraftLine,
} from './draft-text';
import { extractRecipe } from './schema-org';
import {
  HEADING_MAX,
  INGREDIENT_HEADING,
  INSTRUCTION_HEADING,
  STARTS_WITH_AMOUNT,
  readFactLine,
  type RecipeFacts,
} from './visible-page';

/**
 * A recipe pasted as text: from a message, a note, a PDF or a page copied by hand. The first line
 * is the title; "Ingredients" / "Method" headings (in the five languages) divide the rest; without
 * them, lines that start with an amount are ingredients and the others are steps. Pasted HTML (a
 * page's source) goes through the web page extractor.
 */

const NOTES_HEADING =
  /^(?:[\p{L}']+\s+){0,1}(?:notes?|tips?|notas?|consejos|remarques?|astuces?|conseils?|hinweise?|tipps?|anmerkungen?)(?=$|[\s:：])|^(?:备注|小贴士|提示|注意)/iu;

type Section = 'head' | 'ingredients' | 'steps' | 'notes';

const SERVINGS_IN_HEADING =
  /(?:\b(?:for|für|pour|para|per|serves)\s+|\()\d+(?:\s*[-–]\s*\d+)?(?:\s+[\p{L}]+)?|\d+\s*人份/iu;

/** "- 2 eggs", "• salt", "* flour", "▢ sugar": the bullet goes, the line stays. */
function withoutBullet(line: string): string {
  return line.replace(/^(?:[-*•·▪◦▢☐□‣–—]|\[\s?[xX]?\s?\])\s+/u, '').trim();
}

/** "## Ingredients", "INGREDIENTS:", "Method –": a heading's words without its decoration. */
function headingText(line: string): string {
  return line
    .replace(/^#{1,6}\s*/, '')
    .replace(/^\*\*(.*)\*\*$/, '$1')
    .replace(/\s*[:：–—-]\s*$/, '')
    .trim();
}

/** Which section a line opens, and what follows the heading on the same line ("Ingredients: 2 eggs"). */
function sectionOf(line: string): { section: Section; rest: string } | null {
  const [head, ...restParts] = line.split(/[:：]\s*/);
  const label = headingText(restParts.length > 0 ? head! : line);
  if (label.length === 0 || label.length > HEADING_MAX) return null;
  const rest = restParts.join(': ').trim();
  if (INGREDIENT_HEADING.test(label)) return { section: 'ingredients', rest };
  // "Preparation: 15 min" is a time, not the start of the method.
  if (readFactLine(withoutBullet(line))) return null;
  if (INSTRUCTION_HEADING.test(label)) return { section: 'steps', rest };
  if (NOTES_HEADING.test(label)) return { section: 'notes', rest };
  return null;
}

/**
 * A group heading inside a section: "For the sauce:", "### Dough", "Topping:" (short, ends with a
 * colon or is marked as a heading, and is not itself an ingredient).
 */
function groupOf(line: string): string | null {
  const marked = /^#{1,6}\s+\S/.test(line) || /^\*\*[^*]+\*\*:?$/.test(line);
  const colon = /[:：]$/.test(line) && !STARTS_WITH_AMOUNT.test(line);
  if (!marked && !colon) return null;
  const label = headingText(line);
  return label.length > 0 && label.length <= HEADING_MAX ? label : null;
}

const STEP_LABEL =
  /^(?:step|étape|etape|paso|schritt|passo|步骤|步驟|第)\s*\d{1,2}\s*(?:步)?\s*[.:：)-]?\s*/iu;
const NUMBERED = /^\d{1,2}\s*[.)]\s+\S/;

/** A line that opens a new step: "1. Mix", "2) Bake", "Step 3: Serve", "Étape 4 – Servir". */
function isNumberedStep(line: string): boolean {
  return NUMBERED.test(line) || STEP_LABEL.test(line);
}

/**
 * Numbered steps written on one line ("1. Mix the flour. 2. Add the eggs. 3. Bake.") split where
 * the numbers run on (1, 2, 3…), so a number inside a step ("bake 2. hours") does not split it.
 */
function splitRunningNumbers(line: string): string[] {
  const marks = [...line.matchAll(/(?:^|\s)(?:(?:step|étape|paso|schritt)\s*)?(\d{1,2})\s*[.)]\s+/giu)];
  const starts: number[] = [];
  let expected = 1;
  for (const mark of marks) {
    if (Number(mark[1]) !== expected) continue;
    starts.push(mark.index! + (mark[0].startsWith(' ') ? 1 : 0));
    expected++;
  }
  if (starts.length < 2) return [line];
  const parts = starts.map((start, i) => line.slice(start, starts[i + 1]).trim());
  const before = line.slice(0, starts[0]).trim();
  return before ? [before, ...parts] : parts;
}

function stepText(line: string): string {
  const text = line.replace(STEP_LABEL, '').replace(STEP_NUMBER, '').trim();
  return text || line;
}

/**
 * An ingredient line without headings to say so: it starts with an amount ("2 eggs", "½ cup
 * milk"), or it is short and ends with one ("Mehl 250 g", "面粉 200克").
 */
function looksLikeIngredient(line: string): boolean {
  if (isNumberedStep(line)) return false;
  if (STARTS_WITH_AMOUNT.test(line)) return true;
  if (line.length > 30 || line.split(/\s+/).length > 4 || /[.!?。！？]$/.test(line)) return false;
  const parsed = parseQuickAdd(line);
  return parsed !== null && parsed.quantity !== null && parsed.unit !== null && /\d\s*\S*$/u.test(line);
}

/** A short line with no sentence in it ("salt and pepper", "fresh basil"), next to ingredient lines. */
function isShortItem(line: string): boolean {
  return (
    line.length <= 40 && line.split(/\s+/).length <= 6 && !/[.!?。！？]$/.test(line) && !isNumberedStep(line)
  );
}

type Collected = {
  title: string | null;
  description: string[];
  facts: RecipeFacts;
  ingredients: DraftLine[];
  steps: DraftLine[];
  notes: string[];
};

function addFacts(facts: RecipeFacts, found: RecipeFacts): void {
  for (const [key, value] of Object.entries(found) as Array<[keyof RecipeFacts, unknown]>) {
    if (facts[key] === undefined || facts[key] === null) (facts as Record<string, unknown>)[key] = value;
  }
}

/** Steps from a section's lines: numbered steps absorb the lines that follow them; otherwise a line is a step. */
function collectSteps(lines: Array<{ text: string; group: string | null }>): DraftLine[] {
  const split = lines.flatMap((line) =>
    splitRunningNumbers(line.text).map((text) => ({ text, group: line.group })),
  );
  const numbered = split.some((line) => isNumberedStep(line.text));
  const steps: DraftLine[] = [];
  for (const line of split) {
    if (/^(?:step|étape|etape|paso|schritt|passo)\s*\d{1,2}\s*[.:：]?$/iu.test(line.text)) {
      // "Step 2" alone on its line: the text follows on the next one.
      steps.push({ group: line.group, text: '' });
      continue;
    }
    const last = steps[steps.length - 1];
    if (numbered && last && !isNumberedStep(line.text) && last.group === line.group) {
      last.text = last.text ? `${last.text} ${line.text}` : line.text;
    } else {
      steps.push({ group: line.group, text: stepText(line.text) });
    }
  }
  return steps.filter((step) => step.text !== '');
}

/** Pasted text with headings: each line goes to the section above it. */
function readSections(lines: string[], collected: Collected): void {
  let section: Section = 'head';
  let group: string | null = null;
  const stepLines: Array<{ text: string; group: string | null }> = [];
  for (const raw of lines) {
    const opened = sectionOf(raw);
    if (opened?.section === 'notes' && opened.rest) {
      // "Note: do not overmix." among the steps is a note; the steps go on after it.
      collected.notes.push(opened.rest);
      continue;
    }
    if (opened) {
      section = opened.section;
      group = null;
      // "Zutaten für 4 Personen", "Ingredients (serves 6)": the heading states the yield.
      const servings = SERVINGS_IN_HEADING.exec(raw);
      if (section === 'ingredients' && servings) addFacts(collected.facts, parseYield(servings[0]));
      if (!opened.rest) continue;
    }
    const line = opened ? opened.rest : raw;
    if (section === 'head') {
      const facts = readFactLine(withoutBullet(line));
      if (facts) addFacts(collected.facts, facts);
      else collected.description.push(line);
      continue;
    }
    if (section === 'notes') {
      collected.notes.push(line);
      continue;
    }
    const groupName = groupOf(line);
    if (groupName !== null) {
      group = groupName;
      continue;
    }
    if (section === 'ingredients') {
      const facts = readFactLine(line);
      if (facts && !STARTS_WITH_AMOUNT.test(line)) addFacts(collected.facts, facts);
      else collected.ingredients.push({ group, text: withoutBullet(line) });
    } else {
      stepLines.push({ text: withoutBullet(line), group });
    }
  }
  collected.steps.push(...collectSteps(stepLines));
}

/**
 * Pasted text without headings: lines that look like ingredients (and short lines among them)
 * are ingredients; what comes before the first of them is the description; the rest are steps.
 */
function readUnlabelled(lines: string[], collected: Collected): void {
  const stepLines: Array<{ text: string; group: string | null }> = [];
  let seenIngredient = false;
  let seenStep = false;
  lines.forEach((raw, index) => {
    const line = withoutBullet(raw);
    const facts = readFactLine(line);
    if (facts && !STARTS_WITH_AMOUNT.test(line)) {
      addFacts(collected.facts, facts);
      return;
    }
    const next = lines[index + 1] ? withoutBullet(lines[index + 1]!) : '';
    const isIngredient =
      !seenStep &&
      (looksLikeIngredient(line) || (isShortItem(line) && (seenIngredient || looksLikeIngredient(next))));
    if (isIngredient) {
      seenIngredient = true;
      collected.ingredients.push({ group: null, text: line });
    } else if (!seenIngredient && !seenStep && !isNumberedStep(line)) {
      collected.description.push(line);
    } else {
      seenStep = true;
      stepLines.push({ text: line, group: null });
    }
  });
  collected.steps.push(...collectSteps(stepLines));
}

/**
 * Ingredient lines kept one per line (another app's export): bullets dropped, empty lines skipped,
 * a line like "For the sauce:" becomes the group of the lines after it.
 */
export function ingredientsFromText(text: string): DraftLine[] {
  const lines: DraftLine[] = [];
  let group: string | null = null;
  for (const raw of text.split(/\r\n|[\n\r\u2028\u2029]/)) {
    const line = withoutBullet(collapseWhitespace(raw));
    if (line === '') continue;
    const groupName = groupOf(line);
    if (groupName !== null) group = groupName;
    else lines.push({ group, text: line });
  }
  return lines;
}

/** Steps kept one per line or paragraph (another app's export), numbered or not; "Step 2" labels dropped. */
export function stepsFromText(text: string): DraftLine[] {
  const lines: Array<{ text: string; group: string | null }> = [];
  let group: string | null = null;
  for (const raw of text.split(/\r\n|[\n\r\u2028\u2029]/)) {
    const line = withoutBullet(collapseWhitespace(raw));
    if (line === '') continue;
    const groupName = groupOf(line);
    if (groupName !== null) group = groupName;
    else lines.push({ text: line, group });
  }
  return collectSteps(lines);
}

const LOOKS_LIKE_HTML =
  /<(?:!doctype|html|head|body|article|section|div|p|ul|ol|li|h[1-6]|table|script|span|br)\b[^>]*>/i;

/** The visible lines of pasted HTML, for when it holds no recipe markup. */
function htmlLines(html: string): string[] {
  return nodeLines(parse(html) as Parameters<typeof nodeLines>[0]);
}

/**
 * A draft from pasted text or HTML. Throws RecipeImportError('noRecipe') when there is nothing to
 * read (empty, or only white space).
 */
export function parseRecipeText(text: string): RecipeDraftInput {
  if (LOOKS_LIKE_HTML.test(text)) {
    const fromPage = extractRecipe(text, '');
    if (fromPage) return fromPage;
    return parsePlainText(htmlLines(text));
  }
  return parsePlainText(text.split(/\r\n|[\n\r\u2028\u2029]/));
}

function parsePlainText(rawLines: string[]): RecipeDraftInput {
  const lines = rawLines.map(collapseWhitespace).filter((line) => line !== '');
  const titleIndex = lines.findIndex((line) => !sectionOf(line));
  if (titleIndex === -1) throw new RecipeImportError('noRecipe');
  const collected: Collected = {
    title: headingText(lines[titleIndex]!.replace(/^title\s*[:：]\s*/i, '')),
    description: [],
    facts: {},
    ingredients: [],
    steps: [],
    notes: [],
  };
  const body = lines.filter((_, index) => index !== titleIndex);
  if (body.some((line) => sectionOf(line) !== null)) readSections(body, collected);
  else readUnlabelled(body, collected);

  const fields: DraftFields = {
    title: collected.title,
    description: collected.description.join('\n'),
    ...collected.facts,
    ingredients: collected.ingredients,
    steps: collected.steps,
    notes: collected.notes.join('\n'),
  };
  const draft = finishDraft(fields);
  if (!draft) throw new RecipeImportError('noRecipe');
  return draft;
}
