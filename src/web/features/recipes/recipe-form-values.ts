import type { z } from 'zod';
import {
  RecipeDraftSchema,
  type DietaryFlag,
  type RecipeDifficulty,
  type RecipeDraft,
  type RecipeDraftInput,
} from '@shared/contracts/recipes';
import {
  formatIngredientText,
  formatStepText,
  parseIngredientText,
  parseStepText,
  type Located,
} from './recipe-text';

/*
 * The editor's values are what its controls hold (text boxes hold text); the draft is what the
 * API takes. These pure functions convert between them and check a draft with the contract's own
 * schema, turning its issues (and the server's `details`) into problems at the editor's fields.
 */

export type RecipeFormValues = {
  title: string;
  description: string;
  servings: string;
  yieldText: string;
  prepMinutes: string;
  cookMinutes: string;
  totalMinutes: string;
  difficulty: RecipeDifficulty | '';
  cuisine: string;
  tags: string[];
  dietaryFlags: DietaryFlag[];
  appliances: string[];
  ingredients: string;
  steps: string;
  notes: string;
  sourceUrl: string;
  author: string;
  /** A picture an import found; the server fetches it when the draft is saved. */
  imageUrl: string | null;
};

export type RecipeFormField = keyof RecipeFormValues;

const text = (value: string | null | undefined) => value ?? '';
const number = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The editor's values for a draft (an import's, a recipe's, or nothing for a new recipe). */
export function formValuesFrom(draft: RecipeDraftInput | null = null): RecipeFormValues {
  return {
    title: text(draft?.title),
    description: text(draft?.description),
    servings: number(draft?.servings),
    yieldText: text(draft?.yieldText),
    prepMinutes: number(draft?.prepMinutes),
    cookMinutes: number(draft?.cookMinutes),
    totalMinutes: number(draft?.totalMinutes),
    difficulty: draft?.difficulty ?? '',
    cuisine: text(draft?.cuisine),
    tags: [...(draft?.tags ?? [])],
    dietaryFlags: [...(draft?.dietaryFlags ?? [])],
    appliances: [...(draft?.appliances ?? [])],
    ingredients: formatIngredientText(
      (draft?.ingredients ?? []).map((line) => ({ group: line.group ?? null, text: line.text })),
    ),
    steps: formatStepText(
      (draft?.steps ?? []).map((step) => ({ group: step.group ?? null, text: step.text })),
    ),
    notes: text(draft?.notes),
    sourceUrl: text(draft?.sourceUrl),
    author: text(draft?.author),
    imageUrl: draft?.imageUrl ?? null,
  };
}

/** A blank box is "not given". */
const orNull = (value: string) => (value.trim() === '' ? null : value);

/** A whole number typed in a box: null when blank, NaN when not a whole number (the schema refuses it). */
export function parseWholeNumber(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const withoutLocation = <T extends { line: number; groupLine: number | null }>({
  line: _line,
  groupLine: _groupLine,
  ...rest
}: T) => rest;

/** The draft the editor's values stand for, before the schema has checked it. */
export function draftFrom(values: RecipeFormValues): RecipeDraftInput {
  return {
    title: values.title,
    description: orNull(values.description),
    servings: parseWholeNumber(values.servings),
    yieldText: orNull(values.yieldText),
    prepMinutes: parseWholeNumber(values.prepMinutes),
    cookMinutes: parseWholeNumber(values.cookMinutes),
    totalMinutes: parseWholeNumber(values.totalMinutes),
    difficulty: values.difficulty === '' ? null : values.difficulty,
    cuisine: orNull(values.cuisine),
    tags: values.tags,
    dietaryFlags: values.dietaryFlags,
    appliances: values.appliances,
    ingredients: parseIngredientText(values.ingredients).map(withoutLocation),
    steps: parseStepText(values.steps).map(withoutLocation),
    notes: orNull(values.notes),
    sourceUrl: orNull(values.sourceUrl),
    author: orNull(values.author),
    imageUrl: values.imageUrl,
  };
}

/**
 * What is wrong at one field. `code` is zod's issue code ('server' for a message the API sent);
 * `line` points into the ingredients or steps text, `step` counts steps, `item` counts tags.
 */
export type FieldProblem = {
  field: RecipeFormField;
  code: string;
  message: string;
  maximum?: number;
  line?: number;
  step?: number;
  item?: number;
  /** True when the problem is with a group heading, not an item. */
  isGroup?: boolean;
};

const DRAFT_FIELDS = new Set<string>(Object.keys(formValuesFrom()));

/** The field and position a draft path ("ingredients.3.text", ['tags', 2]) points at. */
export function locateProblem(
  path: ReadonlyArray<PropertyKey>,
  values: RecipeFormValues,
): Omit<FieldProblem, 'code' | 'message' | 'maximum'> | null {
  const [head, index, part] = path;
  if (typeof head !== 'string' || !DRAFT_FIELDS.has(head)) return null;
  const field = head as RecipeFormField;
  const position = typeof index === 'number' ? index : typeof index === 'string' ? Number(index) : Number.NaN;
  if (!Number.isInteger(position)) return { field };
  const isGroup = part === 'group';
  const lineOf = (items: Array<Located<unknown>>) => {
    const item = items[position];
    if (!item) return undefined;
    return isGroup ? (item.groupLine ?? item.line) : item.line;
  };
  if (field === 'ingredients')
    return { field, line: lineOf(parseIngredientText(values.ingredients)), isGroup };
  if (field === 'steps') {
    return { field, line: lineOf(parseStepText(values.steps)), step: position + 1, isGroup };
  }
  return { field, item: position + 1 };
}

function problemsOf(error: z.ZodError, values: RecipeFormValues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const issue of error.issues) {
    const place = locateProblem(issue.path, values);
    if (!place) continue;
    const maximum = 'maximum' in issue && typeof issue.maximum === 'number' ? issue.maximum : undefined;
    problems.push({ ...place, code: issue.code, message: issue.message, maximum });
  }
  return problems;
}

/** Checks the editor's values with the contract's schema: the draft to send, or the problems. */
export function checkRecipeForm(
  values: RecipeFormValues,
): { ok: true; draft: RecipeDraft } | { ok: false; problems: FieldProblem[] } {
  const result = RecipeDraftSchema.safeParse(draftFrom(values));
  if (result.success) return { ok: true, draft: result.data };
  return { ok: false, problems: problemsOf(result.error, values) };
}

/** The API's field messages (`details` of a VALIDATION_FAILED answer) placed at the editor's fields. */
export function serverProblems(
  details: ReadonlyArray<{ path: string; message: string }>,
  values: RecipeFormValues,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const detail of details) {
    const place = locateProblem(detail.path.split('.').filter(Boolean), values);
    if (place) problems.push({ ...place, code: 'server', message: detail.message });
  }
  return problems;
}
