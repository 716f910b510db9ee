import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { replaceUnstorable } from '@shared/text-messages';
import {
  INGREDIENT_LINE_MAX,
  INGREDIENT_LINES_MAX,
  RECIPE_AUTHOR_MAX,
  RECIPE_CUISINE_MAX,
  RECIPE_DESCRIPTION_MAX,
  RECIPE_GROUP_MAX,
  RECIPE_MINUTES_MAX,
  RECIPE_NOTES_MAX,
  RECIPE_SERVINGS_MAX,
  RECIPE_TAG_MAX,
  RECIPE_TAGS_MAX,
  RECIPE_TITLE_MAX,
  RECIPE_URL_MAX,
  RecipeDraftSchema,
  STEP_TEXT_MAX,
  STEPS_MAX,
  type DietaryFlag,
  type RecipeDraftInput,
} from '@shared/contracts/recipes';

/**
 * The text side of every importer (web pages, pasted text, other apps' exports): markup and entity
 * clean-up, white space, mojibake, durations and yields, and the final fit of the fields found to
 * the draft schema (over-long text cut, empty lines dropped), so an import never fails on size.
 */

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];
export type ParentNode = DefaultTreeAdapterMap['parentNode'];
export type JsonObject = { [key: string]: unknown };

/** One ingredient line or step as the draft holds it. */
export type DraftLine = { group: string | null; text: string };

// ---------------------------------------------------------------------------------------------
// Text: markup, entities and whitespace

/** Elements whose content is never recipe text. */
export const SKIPPED_ELEMENTS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'head',
  'button',
  'select',
  'textarea',
]);

/** Elements that start a new line of text (a paragraph, a list item, a cell row…). */
export const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'ul',
]);

// Characters that are invisible: soft hyphen, zero-width space, word joiner, BOM (control characters
// and lone surrogates are what replaceUnstorable takes out).
const INVISIBLE = /[\u00ad\u200b\u2060\ufeff]/g;
const MARKUP = /<\/?[a-z][^>]*>|<!--/i;
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]{1,31});?/i;

// Windows-1252's letters in 0x80–0x9F, for undoing mojibake (UTF-8 read as Windows-1252: "â€™").
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const MOJIBAKE =
  /[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/;

/**
 * Text whose UTF-8 bytes were once read as Latin-1 or Windows-1252 ("1Â¼ cups", "crÃ¨me") put
 * back as written. Only when the whole text decodes cleanly, so proper accents are never touched.
 */
export function repairMojibake(text: string): string {
  if (!MOJIBAKE.test(text)) return text;
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code <= 0xff) bytes.push(code);
    else {
      const high = WINDOWS_1252_HIGH.indexOf(char);
      if (high === -1) return text;
      bytes.push(0x80 + high);
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return text;
  }
}

/** One line: invisible and control characters gone, every run of white space one space. */
export function collapseWhitespace(text: string): string {
  return replaceUnstorable(repairMojibake(text).replace(INVISIBLE, ''), ' ').replace(/\s+/g, ' ').trim();
}

/** Several lines: each line collapsed, empty lines dropped. */
function collapseLines(text: string): string[] {
  return text
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map(collapseWhitespace)
    .filter((line) => line !== '');
}

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

export function childrenOf(node: ParentNode): Node[] {
  return node.childNodes as Node[];
}

export function attribute(element: Element, name: string): string | null {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

/**
 * The text of a node as a reader sees it: block elements and <br> become line breaks. Walked with
 * a stack rather than recursion, so a page nested thousands of levels deep cannot overflow it.
 */
function appendText(root: Node, out: string[]): void {
  const stack: Array<Node | string> = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node === 'string') {
      out.push(node);
      continue;
    }
    if (node.nodeName === '#text') {
      out.push((node as DefaultTreeAdapterMap['textNode']).value);
      continue;
    }
    if (!('childNodes' in node)) continue;
    let block = false;
    if (isElement(node)) {
      if (SKIPPED_ELEMENTS.has(node.tagName)) continue;
      if (node.tagName === 'br') {
        out.push('\n');
        continue;
      }
      if (node.tagName === 'td' || node.tagName === 'th') out.push(' ');
      block = BLOCK_ELEMENTS.has(node.tagName);
    }
    if (block) out.push('\n');
    if (block) stack.push('\n');
    const children = childrenOf(node as ParentNode);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

/** The visible lines of a node: one per paragraph, list item or <br>. */
export function nodeLines(node: Node): string[] {
  const out: string[] = [];
  appendText(node, out);
  return collapseLines(out.join(''));
}

/** The visible text of a node on one line. */
export function nodeText(node: Node): string {
  return nodeLines(node).join(' ');
}

/**
 * Text from a JSON field or an attribute, as lines: HTML markup stripped (paragraphs and <br>
 * become line breaks), entities decoded (twice when a site encoded them twice: "&amp;frac12;"),
 * white space collapsed. Without markup, the text's own line breaks are kept.
 */
export function cleanLines(value: unknown): string[] {
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (Array.isArray(value)) {
    // A single-valued field given twice (microdata repeats, JSON-LD arrays): the first that says something.
    for (const item of value) {
      const lines = cleanLines(item);
      if (lines.length > 0) return lines;
    }
    return [];
  }
  if (isObject(value) && ('@value' in value || 'value' in value)) {
    return cleanLines(value['@value'] ?? value.value);
  }
  if (typeof value !== 'string') return [];
  let lines = collapseLines(value);
  for (let pass = 0; pass < 2; pass++) {
    const joined = lines.join('\n');
    const hasMarkup = MARKUP.test(joined);
    if (!hasMarkup && !ENTITY.test(joined)) break;
    // Plain text with entities: keep its line breaks and its lone "<" ("cook < 5 min").
    const source = hasMarkup ? joined : lines.map((line) => line.replace(/</g, '&lt;')).join('<br>');
    lines = nodeLines(parseFragment(source) as Node);
  }
  return lines;
}

/** Text from a JSON field or an attribute on one line (see cleanLines). */
export function cleanText(value: unknown): string {
  return cleanLines(value).join(' ');
}

/**
 * A text cut to a field's limit at a word boundary, with an ellipsis: a draft is better with a
 * shortened description than refused.
 */
function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  if (space > max * 0.6) cut = cut.slice(0, space);
  // The cut may have split a surrogate pair: its lone half goes.
  return `${replaceUnstorable(cut, '').trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------
// Durations and yields

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const MINUTES_PER: Record<string, number> = {
  day: 24 * 60,
  hour: 60,
  minute: 1,
  second: 1 / 60,
};

/** Duration words in the five languages (and the usual abbreviations) → their unit. */
const DURATION_WORDS: Array<[RegExp, keyof typeof MINUTES_PER]> = [
  [/^(?:d|days?|días?|dias?|jours?|j|tage?n?|天)$/i, 'day'],
  [/^(?:h|hrs?|hours?|horas?|heures?|std|stdn?|stunden?|小时|小時|時間|时)$/i, 'hour'],
  [/^(?:m|mins?|minutes?|minutos?|minuten?|分钟|分鐘|分)$/i, 'minute'],
  [/^(?:s|secs?|seconds?|segundos?|secondes?|sekunden?|秒钟|秒)$/i, 'second'],
];

function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

/**
 * Minutes from a duration as recipes give it: ISO 8601 ("PT1H30M", "P0DT0H20M", "PT90M"), a number
 * of minutes, or words ("1 hour 30 minutes", "1h30", "20 Min.", "1小时30分钟"). null when it says
 * nothing usable: missing, zero, unreadable, or longer than a week (a marinating note, not a time).
 */
export function parseDurationMinutes(value: unknown): number | null {
  let minutes: number | null = null;
  if (typeof value === 'number') {
    minutes = Number.isFinite(value) ? value : null;
  } else if (typeof value === 'string') {
    minutes = parseDurationText(collapseWhitespace(value));
  } else if (Array.isArray(value)) {
    return value.length > 0 ? parseDurationMinutes(value[0]) : null;
  } else if (isObject(value)) {
    // {"@type": "Duration", "@value": "PT35M"}, or a QuantitativeValue in minutes.
    return parseDurationMinutes(value['@value'] ?? value.value ?? value.duration);
  }
  if (minutes === null || !(minutes > 0)) return null;
  const rounded = Math.round(minutes);
  return rounded >= 1 && rounded <= RECIPE_MINUTES_MAX ? rounded : null;
}

function parseDurationText(text: string): number | null {
  if (text === '') return null;
  const iso = ISO_DURATION.exec(text.replace(/\s/g, ''));
  if (iso) {
    const [, years, months, weeks, days, hours, mins, seconds] = iso;
    if (![years, months, weeks, days, hours, mins, seconds].some((part) => part !== undefined)) return null;
    const amount = (part: string | undefined) => (part === undefined ? 0 : toNumber(part));
    return (
      amount(years) * 365 * 24 * 60 +
      amount(months) * 30 * 24 * 60 +
      amount(weeks) * 7 * 24 * 60 +
      amount(days) * 24 * 60 +
      amount(hours) * 60 +
      amount(mins) +
      amount(seconds) / 60
    );
  }
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return toNumber(text);
  // "1 hour 30 minutes", "1h30", "1 Std. 10 Min.", "1小时30分钟": number–unit pairs; a number
  // after hours without a unit is minutes ("1h30").
  const pairs = [...text.matchAll(/(\d+(?:[.,]\d+)?)\s*([^\d\s.,:;/()-]*)/g)];
  let total = 0;
  let found = false;
  let previous: keyof typeof MINUTES_PER | null = null;
  let rangeStart: number | null = null;
  for (const [, number, word] of pairs) {
    const unit = DURATION_WORDS.find(([pattern]) => pattern.test(word!))?.[1] ?? null;
    if (unit) {
      // "20-25 minutes": the range's first number, in the range's unit.
      total += (rangeStart ?? toNumber(number!)) * MINUTES_PER[unit]!;
      rangeStart = null;
      found = true;
      previous = unit;
    } else if (word === '' && previous === 'hour') {
      total += toNumber(number!);
      previous = 'minute';
    } else if (word === '' && !found && rangeStart === null) {
      rangeStart = toNumber(number!);
    } else {
      break;
    }
  }
  if (found) return total;
  return null;
}

/** Words that only say "servings" in some language: a yield made of them and a number adds nothing. */
const SERVING_WORDS =
  /\b(?:serves|serving|servings|portions?|people|persons?|pax|yields?|makes|for|about|approx|personas?|raciones|porciones|comensales|para|personnes?|parts?|pour|portionen|personen|für|ca)\b|人份|份|人|约/giu;

/**
 * A recipe's yield → servings (the first whole number) and the yield as written when it says more
 * than a number of servings ("Serves 4-6", "Makes 24 cookies", "2 loaves"). Accepts what sites
 * write: "4 servings", ["4", "4 servings"], 6, "Makes 24 cookies".
 */
export function parseYield(value: unknown): { servings: number | null; yieldText: string | null } {
  const texts = (Array.isArray(value) ? value : [value]).map(cleanText).filter((text) => text !== '');
  let servings: number | null = null;
  for (const text of texts) {
    const number = /\d+(?:[.,]\d+)?/.exec(text);
    if (!number) continue;
    const whole = Math.round(toNumber(number[0]));
    if (whole >= 1 && whole <= RECIPE_SERVINGS_MAX) servings = whole;
    break;
  }
  const telling = texts.find((text) => yieldSaysMore(text)) ?? null;
  return { servings, yieldText: telling ? cutText(telling, RECIPE_GROUP_MAX) : null };
}

function yieldSaysMore(text: string): boolean {
  const rest = text
    .replace(/\d+(?:[.,]\d+)?/, '')
    .replace(SERVING_WORDS, '')
    .replace(/[\s:.,()[\]-]/g, '');
  return rest !== '';
}

// ---------------------------------------------------------------------------------------------
// The final fit to the draft schema

/** What the readers collect before the draft is fitted to the schema; any field may be missing. */
export type DraftFields = {
  title?: string | null;
  description?: string | null;
  servings?: number | null;
  yieldText?: string | null;
  prepMinutes?: number | null;
  cookMinutes?: number | null;
  totalMinutes?: number | null;
  cuisine?: string | null;
  tags?: readonly string[];
  dietaryFlags?: readonly DietaryFlag[];
  ingredients?: readonly DraftLine[];
  steps?: readonly DraftLine[];
  notes?: string | null;
  sourceUrl?: string | null;
  author?: string | null;
  imageUrl?: string | null;
};

function fitLine(text: string | null | undefined, max: number): string | null {
  const line = collapseWhitespace(text ?? '');
  return line === '' ? null : cutText(line, max);
}

function fitMultiline(text: string | null | undefined, max: number): string | null {
  const lines = collapseLines(text ?? '');
  return lines.length === 0 ? null : cutText(lines.join('\n'), max);
}

function fitLines(
  lines: readonly DraftLine[] | undefined,
  lineMax: number,
  countMax: number,
  multiline: boolean,
) {
  const fitted: DraftLine[] = [];
  for (const line of lines ?? []) {
    const text = multiline ? fitMultiline(line.text, lineMax) : fitLine(line.text, lineMax);
    if (text === null) continue;
    fitted.push({ group: fitLine(line.group, RECIPE_GROUP_MAX), text });
    if (fitted.length === countMax) break;
  }
  return fitted;
}

function fitTags(tags: readonly string[] | undefined, exclude: string | null): string[] {
  const seen = new Set<string>(exclude ? [exclude.toLocaleLowerCase()] : []);
  const fitted: string[] = [];
  for (const tag of tags ?? []) {
    const text = fitLine(tag, RECIPE_TAG_MAX);
    if (text === null || seen.has(text.toLocaleLowerCase())) continue;
    seen.add(text.toLocaleLowerCase());
    fitted.push(text);
    if (fitted.length === RECIPE_TAGS_MAX) break;
  }
  return fitted;
}

function fitMinutes(minutes: number | null | undefined): number | null {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return null;
  const whole = Math.round(minutes);
  return whole >= 1 && whole <= RECIPE_MINUTES_MAX ? whole : null;
}

function fitUrl(url: string | null | undefined): string | null {
  const text = collapseWhitespace(url ?? '');
  return text !== '' && text.length <= RECIPE_URL_MAX ? text : null;
}

/**
 * The collected fields as a draft that passes RecipeDraftSchema: text trimmed and cut to each
 * limit, empty lines dropped, lists capped, numbers kept only in range. null without a title (a
 * draft cannot exist without one). A total time missing is the sum of preparation and cooking.
 */
export function finishDraft(fields: DraftFields): RecipeDraftInput | null {
  const title = fitLine(fields.title, RECIPE_TITLE_MAX);
  if (title === null) return null;
  const prepMinutes = fitMinutes(fields.prepMinutes);
  const cookMinutes = fitMinutes(fields.cookMinutes);
  const summed =
    prepMinutes !== null || cookMinutes !== null ? (prepMinutes ?? 0) + (cookMinutes ?? 0) : null;
  const cuisine = fitLine(fields.cuisine, RECIPE_CUISINE_MAX);
  const servings =
    fields.servings &&
    Number.isInteger(fields.servings) &&
    fields.servings >= 1 &&
    fields.servings <= RECIPE_SERVINGS_MAX
      ? fields.servings
      : null;
  const draft = {
    title,
    description: fitMultiline(fields.description, RECIPE_DESCRIPTION_MAX),
    servings,
    yieldText: fitLine(fields.yieldText, RECIPE_GROUP_MAX),
    prepMinutes,
    cookMinutes,
    totalMinutes: fitMinutes(fields.totalMinutes) ?? fitMinutes(summed),
    difficulty: null,
    cuisine,
    tags: fitTags(fields.tags, cuisine),
    dietaryFlags: [...new Set(fields.dietaryFlags ?? [])],
    appliances: [],
    ingredients: fitLines(fields.ingredients, INGREDIENT_LINE_MAX, INGREDIENT_LINES_MAX, false),
    steps: fitLines(fields.steps, STEP_TEXT_MAX, STEPS_MAX, true),
    notes: fitMultiline(fields.notes, RECIPE_NOTES_MAX),
    sourceUrl: fitUrl(fields.sourceUrl),
    author: fitLine(fields.author, RECIPE_AUTHOR_MAX),
    imageUrl: fitUrl(fields.imageUrl),
  } satisfies RecipeDraftInput;
  // Parsing also applies the schema's NFC normalisation, so what is returned is exactly what is stored.
  return RecipeDraftSchema.parse(draft);
}

// ---------------------------------------------------------------------------------------------
// Shared by the page readers

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Absolute http(s) URL of a link found on the page, or null. */
export function absoluteUrl(value: unknown, pageUrl: string): string | null {
  const text = cleanText(value);
  if (text === '' || text.startsWith('data:')) return null;
  try {
    const url = new URL(text, pageUrl || undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** "1. ", "2) ", "Step 3:", "Étape 4 -": numbering the editor adds back itself. */
export const STEP_NUMBER =
  /^(?:(?:step|étape|etape|paso|schritt|passo|stap|步骤|步驟|第)\s*)?\d{1,2}\s*(?:[.)：:、]|\s-|步)\s*/i;

/**
 * Every element under a node, in document order (template contents excluded). A stack, not nested
 * generators: those cost a step per level for every element, which deep pages turn into minutes.
 */
export function* elements(node: ParentNode): Generator<Element> {
  const stack: Node[] = [...childrenOf(node)].reverse();
  while (stack.length > 0) {
    const child = stack.pop()!;
    if (!isElement(child)) continue;
    yield child;
    const children = childrenOf(child);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

/** Deeper than any real page: what lies below is not read (and cannot exhaust the stack). */
export const MAX_DEPTH = 400;

export function firstElementText(document: ParentNode, tagName: string): string | null {
  for (const element of elements(document)) {
    if (element.tagName === tagName) {
      const text = nodeText(element);
      if (text !== '') return text;
    }
  }
  return null;
}
