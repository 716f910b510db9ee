import type { IngredientLineInput, StepInput } from '@shared/contracts/recipes';

/*
 * The editor writes ingredients and steps as plain text, the way people copy them from a page or
 * a card: one ingredient a line, a blank line between steps. Groups ("For the sauce") are heading
 * lines: a line ending with ":" or starting with "#". These functions turn that text into the
 * draft's lines and back; each parsed item remembers the text line it came from, so a validation
 * message can say "Line 4".
 */

/** An item as read from the text, with the 1-based line it starts on (and its group heading's). */
export type Located<T> = T & { line: number; groupLine: number | null };

/** A colon, as typed on most keyboards or in Chinese and Japanese text (full width). */
const TRAILING_COLON = /[:\uFF1A]$/;

/**
 * The group a heading line starts, or undefined when the line is not a heading. "For the sauce:"
 * and "# Sauce" start a group; a bare "#" (or ":") ends the current one. "#10 can tomatoes" is an
 * ingredient, not a heading: a "#" straight before a digit is a US can size or a number.
 */
export function readHeading(line: string): { group: string | null } | undefined {
  const text = line.trim();
  if (/^#+(?!\d)/.test(text)) {
    const name = text.replace(/^#+/, '').replace(TRAILING_COLON, '').trim();
    return { group: name === '' ? null : name };
  }
  if (TRAILING_COLON.test(text)) {
    const name = text.slice(0, -1).trim();
    return { group: name === '' ? null : name };
  }
  return undefined;
}

const normaliseBreaks = (text: string) => text.replace(/\r\n?/g, '\n');

/** One ingredient per line; blank lines are skipped; heading lines set the group of the lines after them. */
export function parseIngredientText(text: string): Array<Located<IngredientLineInput>> {
  const items: Array<Located<IngredientLineInput>> = [];
  let group: string | null = null;
  let groupLine: number | null = null;
  normaliseBreaks(text)
    .split('\n')
    .forEach((raw, index) => {
      const line = raw.trim();
      if (line === '') return;
      const heading = readHeading(line);
      if (heading) {
        group = heading.group;
        groupLine = heading.group === null ? null : index + 1;
        return;
      }
      items.push({ group, text: line, line: index + 1, groupLine });
    });
  return items;
}

/**
 * Steps are separated by blank lines; a step may span several lines. A paragraph whose first line
 * is a heading starts a group, and the rest of that paragraph (if any) is the group's first step.
 */
export function parseStepText(text: string): Array<Located<StepInput>> {
  const items: Array<Located<StepInput>> = [];
  let group: string | null = null;
  let groupLine: number | null = null;
  let paragraph: Array<{ text: string; line: number }> = [];

  const flush = () => {
    if (paragraph.length === 0) return;
    let lines = paragraph;
    const heading = readHeading(lines[0]!.text);
    if (heading) {
      group = heading.group;
      groupLine = heading.group === null ? null : lines[0]!.line;
      lines = lines.slice(1);
    }
    if (lines.length > 0) {
      items.push({ group, text: lines.map((l) => l.text).join('\n'), line: lines[0]!.line, groupLine });
    }
    paragraph = [];
  };

  normaliseBreaks(text)
    .split('\n')
    .forEach((raw, index) => {
      const line = raw.trim();
      if (line === '') flush();
      else paragraph.push({ text: line, line: index + 1 });
    });
  flush();
  return items;
}

/** The heading that starts `group` (or, for null, ends the one before). */
function headingOf(group: string | null): string {
  return group === null ? '#' : `${group}:`;
}

/** The editor's text for ingredient lines: the inverse of parseIngredientText. */
export function formatIngredientText(
  lines: ReadonlyArray<Pick<IngredientLineInput, 'group' | 'text'>>,
): string {
  const out: string[] = [];
  let current: string | null = null;
  for (const item of lines) {
    const group = item.group ?? null;
    if (group !== current) {
      // A blank line before each heading keeps the groups apart to the eye; parsing skips it.
      if (out.length > 0) out.push('');
      out.push(headingOf(group));
      current = group;
    }
    out.push(item.text);
  }
  return out.join('\n');
}

/** The editor's text for steps: the inverse of parseStepText. */
export function formatStepText(steps: ReadonlyArray<Pick<StepInput, 'group' | 'text'>>): string {
  const paragraphs: string[] = [];
  let current: string | null = null;
  for (const step of steps) {
    const group = step.group ?? null;
    if (group !== current) {
      paragraphs.push(headingOf(group));
      current = group;
    }
    // A blank line inside a step would split it in two when read back.
    paragraphs.push(
      normaliseBreaks(step.text)
        .split('\n')
        .filter((line) => line.trim() !== '')
        .join('\n'),
    );
  }
  return paragraphs.join('\n\n');
}
