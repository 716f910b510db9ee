import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { replaceUnstorable } from '@shared/text-messages';
import {
  DIETARY_FLAGS,
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
 * A recipe from a web page: the schema.org Recipe in the page's JSON-LD (what nearly every recipe
 * site publishes for search engines), else its microdata, else what the visible page shows (the
 * title heading and the lists under "Ingredients" and "Method"). The text helpers here (markup and
 * entity clean-up, durations, yields, the final fit to the draft schema) are shared by the other
 * importers (pasted text, other apps' exports).
 */

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type JsonObject = { [key: string]: unknown };

/** One ingredient line or step as the draft holds it. */
export type DraftLine = { group: string | null; text: string };

// ---------------------------------------------------------------------------------------------
// Text: markup, entities and whitespace

/** Elements whose content is never recipe text. */
const SKIPPED_ELEMENTS = new Set([
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
const BLOCK_ELEMENTS = new Set([
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

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function childrenOf(node: ParentNode): Node[] {
  return node.childNodes as Node[];
}

function attribute(element: Element, name: string): string | null {
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
function nodeText(node: Node): string {
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
// schema.org values (JSON-LD and microdata alike)

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The short, lower-case type names of a node: "Recipe", "schema:Recipe" and "https://schema.org/Recipe" are all "recipe". */
function typesOf(node: JsonObject): string[] {
  return asArray(node['@type'] ?? node.type)
    .filter((type): type is string => typeof type === 'string')
    .map((type) =>
      type
        .replace(/^.*[/:#]/, '')
        .trim()
        .toLowerCase(),
    );
}

function hasType(node: JsonObject, type: string): boolean {
  return typesOf(node).includes(type);
}

/** Nodes of a JSON-LD document by "@id", so that `{"@id": "#author"}` can be followed. */
type NodeIndex = Map<string, JsonObject>;

function resolveReference(value: unknown, index: NodeIndex): unknown {
  if (!isObject(value) || typeof value['@id'] !== 'string') return value;
  const keys = Object.keys(value);
  if (keys.length > 1 && !(keys.length === 2 && '@type' in value)) return value;
  return index.get(value['@id']) ?? value;
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

/** The first usable picture: a URL, a list of them, or an ImageObject (url / contentUrl). */
function findImage(value: unknown, pageUrl: string, index: NodeIndex): string | null {
  for (const item of asArray(value)) {
    const resolved = resolveReference(item, index);
    if (Array.isArray(resolved)) {
      const nested = findImage(resolved, pageUrl, index);
      if (nested) return nested;
      continue;
    }
    const candidate = isObject(resolved)
      ? (resolved.url ?? resolved.contentUrl ?? resolved['@id'] ?? null)
      : resolved;
    const url = absoluteUrl(Array.isArray(candidate) ? candidate[0] : candidate, pageUrl);
    if (url) return url;
  }
  return null;
}

/** Author names: a string, a Person or Organization ({name}), or a list of them. */
function findAuthor(value: unknown, index: NodeIndex): string | null {
  const names: string[] = [];
  for (const item of asArray(value)) {
    const resolved = resolveReference(item, index);
    const name = isObject(resolved) ? cleanText(resolved.name) : cleanText(resolved);
    if (name !== '' && !/^https?:\/\//i.test(name) && !names.includes(name)) names.push(name);
  }
  return names.length > 0 ? names.join(', ') : null;
}

/** Free-text list fields (categories, keywords, cuisines): arrays or comma-separated strings. */
function listValues(value: unknown): string[] {
  const values: string[] = [];
  for (const item of asArray(value)) {
    const text = isObject(item) ? cleanText(item.name) : cleanText(item);
    for (const part of text.split(/\s*[,;，、]\s*/)) if (part !== '') values.push(part);
  }
  return values;
}

/** schema.org's RestrictedDiet values → the dietary flags they honestly state. */
const DIET_FLAGS: Record<string, DietaryFlag> = {
  glutenfreediet: 'Gluten-Free',
  halaldiet: 'Halal',
  kosherdiet: 'Kosher',
  vegandiet: 'Vegan',
  vegetariandiet: 'Vegetarian',
};

function dietaryFlags(value: unknown): DietaryFlag[] {
  const flags = asArray(value)
    .map((item) =>
      cleanText(isObject(item) ? (item['@id'] ?? item.name) : item)
        .replace(/^.*[/:#]/, '')
        .toLowerCase(),
    )
    .map((name) => DIET_FLAGS[name])
    .filter((flag): flag is DietaryFlag => flag !== undefined && DIETARY_FLAGS.includes(flag));
  return [...new Set(flags)];
}

/** The lines of the first value that has any ("text" may be empty where "name" is not). */
function firstLines(...values: unknown[]): string[] {
  for (const value of values) {
    const lines = cleanLines(value);
    if (lines.length > 0) return lines;
  }
  return [];
}

/** "((optional))": a plugin that wraps a note in parentheses the author already wrote. */
const DOUBLED_PARENTHESES = /\(\(([^()]*)\)\)/g;

/** Ingredient lines: strings (one line each, or several lines in one string) or named objects. */
function ingredientLines(value: unknown): DraftLine[] {
  const items = asArray(value).flat(2);
  const lines: DraftLine[] = [];
  for (const item of items) {
    const text = isObject(item) ? firstLines(item.text, item.name).join('\n') : item;
    // In a list, each item is one ingredient (a line break inside is layout); a lone text may
    // hold them all, one per line.
    const found = items.length > 1 ? [cleanText(text)] : cleanLines(text);
    for (const line of found) {
      if (line !== '') lines.push({ group: null, text: line.replace(DOUBLED_PARENTHESES, '($1)') });
    }
  }
  return lines;
}

/** "1. ", "2) ", "Step 3:", "Étape 4 -": numbering the editor adds back itself. */
export const STEP_NUMBER =
  /^(?:(?:step|étape|etape|paso|schritt|passo|stap|步骤|步驟|第)\s*)?\d{1,2}\s*(?:[.)：:、]|\s-|步)\s*/i;
const STEP_LABEL_ONLY = /^(?:step|étape|etape|paso|schritt|passo|stap|步骤|步驟)\s*\d{1,2}\s*[.:：]?$/i;

/**
 * Instructions written as one text: a step per paragraph, list item, <br> or line. A numbering
 * prefix is dropped ("1. Preheat" → "Preheat"); a line that is only a label ("Step 2") goes.
 */
function splitInstructionText(value: unknown): string[] {
  return cleanLines(value)
    .filter((line) => !STEP_LABEL_ONLY.test(line) && !/^\d{1,2}[.)]?$/.test(line))
    .map((line) => {
      const stripped = line.replace(STEP_NUMBER, '');
      return stripped !== '' ? stripped : line;
    });
}

/**
 * recipeInstructions in any of its shapes: a text (split into steps), a list of texts, HowToStep
 * (text, else name), HowToSection (its name becomes the group of the steps inside), ItemList and
 * itemListElement nesting.
 */
function instructionSteps(value: unknown, group: string | null, index: NodeIndex, depth = 0): DraftLine[] {
  if (depth > 8) return [];
  const resolved = resolveReference(value, index);
  if (typeof resolved === 'string') {
    return splitInstructionText(resolved).map((text) => ({ group, text }));
  }
  if (Array.isArray(resolved)) {
    return resolved.flatMap((item) => instructionSteps(item, group, index, depth + 1));
  }
  if (!isObject(resolved)) return [];
  const children = resolved.itemListElement ?? resolved.steps ?? resolved.step;
  const isSection = hasType(resolved, 'howtosection') || hasType(resolved, 'itemlist');
  if (isSection || (children !== undefined && resolved.text === undefined)) {
    const name = cleanText(resolved.name);
    return instructionSteps(children, isSection && name !== '' ? name : group, index, depth + 1);
  }
  const text = firstLines(resolved.text, resolved.name, resolved.description).join('\n');
  const steps: DraftLine[] = text !== '' ? [{ group, text: text.replace(STEP_NUMBER, '') || text }] : [];
  if (children !== undefined) steps.push(...instructionSteps(children, group, index, depth + 1));
  return steps;
}

/** A schema.org Recipe node (from JSON-LD, or microdata shaped like it) → draft fields. */
function recipeFields(node: JsonObject, pageUrl: string, index: NodeIndex): DraftFields {
  const cuisines = listValues(node.recipeCuisine);
  const prepMinutes = parseDurationMinutes(node.prepTime);
  const cookMinutes = parseDurationMinutes(node.cookTime ?? node.performTime);
  const { servings, yieldText } = parseYield(node.recipeYield ?? node.yield);
  return {
    title: cleanText(node.name) || cleanText(node.headline),
    description: cleanLines(node.description).join('\n'),
    servings,
    yieldText,
    prepMinutes,
    cookMinutes,
    // A recipe that gives preparation and cooking but no total means their sum, not a total
    // found elsewhere on the page.
    totalMinutes:
      parseDurationMinutes(node.totalTime) ??
      (prepMinutes !== null || cookMinutes !== null ? (prepMinutes ?? 0) + (cookMinutes ?? 0) : null),
    cuisine: cuisines[0] ?? null,
    tags: [...listValues(node.recipeCategory), ...cuisines.slice(1), ...listValues(node.keywords)],
    dietaryFlags: dietaryFlags(node.suitableForDiet),
    ingredients: ingredientLines(node.recipeIngredient ?? node.ingredients),
    steps: instructionSteps(node.recipeInstructions ?? node.instructions, null, index),
    sourceUrl: absoluteUrl(pageUrl, pageUrl),
    author: findAuthor(node.author ?? node.creator, index),
    imageUrl: findImage(node.image ?? node.thumbnailUrl, pageUrl, index),
  };
}

/** One schema.org Recipe found in JSON: the node as given and its draft (null without a title). */
export type SchemaRecipe = { node: Record<string, unknown>; draft: RecipeDraftInput | null };

/**
 * Every schema.org Recipe in a JSON value (a JSON-LD file, a list of recipes, a @graph, a recipe in
 * another app's export), as drafts. Links are resolved against `pageUrl` when there is one.
 */
export function readSchemaRecipes(value: unknown, pageUrl = ''): SchemaRecipe[] {
  const index: NodeIndex = new Map();
  return findRecipeNodes([value], index).map((node) => ({
    node,
    draft: finishDraft(recipeFields(node, pageUrl, index)),
  }));
}

// ---------------------------------------------------------------------------------------------
// JSON-LD

/**
 * JSON as sites write it into script tags: sometimes wrapped in a comment or CDATA, with raw line
 * breaks inside strings, or a trailing comma. undefined when it still does not parse.
 */
export function parseJsonLenient(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>$/g, '')
    .replace(/^<!--|-->$/g, '')
    .replace(/;\s*$/, '')
    .trim();
  const attempts = [
    trimmed,
    // Raw control characters (line breaks inside strings) make JSON invalid; outside strings a space is as good.
    replaceUnstorable(trimmed.replace(/[\t\n\r]/g, ' '), ' '),
  ];
  attempts.push(attempts[1]!.replace(/,\s*([}\]])/g, '$1'));
  for (const attempt of attempts) {
    try {
      return JSON.parse(attempt) as unknown;
    } catch {
      // try the next repair
    }
  }
  return undefined;
}

/**
 * Every element under a node, in document order (template contents excluded). A stack, not nested
 * generators: those cost a step per level for every element, which deep pages turn into minutes.
 */
function* elements(node: ParentNode): Generator<Element> {
  const stack: Node[] = [...childrenOf(node)].reverse();
  while (stack.length > 0) {
    const child = stack.pop()!;
    if (!isElement(child)) continue;
    yield child;
    const children = childrenOf(child);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

function jsonLdValues(document: ParentNode): unknown[] {
  const values: unknown[] = [];
  for (const element of elements(document)) {
    if (element.tagName !== 'script') continue;
    const type = (attribute(element, 'type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/ld+json') continue;
    const text = childrenOf(element)
      .map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterMap['textNode']).value : ''))
      .join('');
    const value = parseJsonLenient(text);
    if (value !== undefined) values.push(value);
  }
  return values;
}

/**
 * Recipe nodes anywhere in JSON-LD values, in document order: at the top, in arrays, in @graph, in
 * mainEntity / mainEntityOfPage / itemListElement / item, with @type "Recipe" or a list holding it
 * (["Recipe", "NewsArticle"]). Fills `index` with every node that has an @id on the way.
 */
function findRecipeNodes(values: unknown[], index: NodeIndex): JsonObject[] {
  const recipes: JsonObject[] = [];
  const seen = new Set<object>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 20 || typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const node = value as JsonObject;
    if (typeof node['@id'] === 'string' && Object.keys(node).length > 1 && !index.has(node['@id'])) {
      index.set(node['@id'], node);
    }
    if (hasType(node, 'recipe')) recipes.push(node);
    for (const child of Object.values(node)) visit(child, depth + 1);
  };
  for (const value of values) visit(value, 0);
  return recipes;
}

/** The main recipe among several (a page with a roundup): the first with ingredients, else the first. */
function chooseRecipe(recipes: JsonObject[]): JsonObject | null {
  return (
    recipes.find((recipe) => asArray(recipe.recipeIngredient ?? recipe.ingredients).length > 0) ??
    recipes[0] ??
    null
  );
}

function fieldsFromJsonLd(document: ParentNode, pageUrl: string): DraftFields | null {
  const index: NodeIndex = new Map();
  const recipe = chooseRecipe(findRecipeNodes(jsonLdValues(document), index));
  return recipe ? recipeFields(recipe, pageUrl, index) : null;
}

// ---------------------------------------------------------------------------------------------
// Microdata

function isItemScope(element: Element): boolean {
  return attribute(element, 'itemscope') !== null;
}

/** The value of an itemprop element by the microdata rules (content, src, href, datetime, else text). */
function microdataValue(element: Element, pageUrl: string): unknown {
  const content = attribute(element, 'content');
  if (content !== null) return content;
  switch (element.tagName) {
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'embed':
    case 'iframe':
    case 'track':
      return absoluteUrl(attribute(element, 'src') ?? attribute(element, 'data-src'), pageUrl);
    case 'a':
    case 'area':
    case 'link':
      return absoluteUrl(attribute(element, 'href'), pageUrl);
    case 'object':
      return absoluteUrl(attribute(element, 'data'), pageUrl);
    case 'data':
    case 'meter':
      return attribute(element, 'value') ?? nodeText(element);
    case 'time':
      return attribute(element, 'datetime') ?? nodeText(element);
    default:
      // Keep the line structure: an instructions element holds several steps.
      return nodeLines(element).join('\n');
  }
}

type MicrodataItem = { item: JsonObject; nameFromTitle: boolean };

/**
 * The properties of one item: repeated names collect into lists; a nested item becomes an object.
 * Unscoped (the whole page as root), only the recipe properties that stand outside any item.
 */
function microdataItem(root: ParentNode, pageUrl: string, scoped: boolean, depth = 0): MicrodataItem {
  const item: JsonObject = {};
  let nameFromTitle = false;
  const add = (name: string, value: unknown) => {
    const existing = item[name];
    if (existing === undefined) item[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else item[name] = [existing, value];
  };
  const walk = (node: ParentNode, level: number) => {
    if (level > MAX_DEPTH) return;
    for (const child of childrenOf(node)) {
      if (!isElement(child) || SKIPPED_ELEMENTS.has(child.tagName)) continue;
      const nested = isItemScope(child);
      const names = (attribute(child, 'itemprop') ?? '').split(/\s+/).filter(Boolean);
      if (names.length > 0 && (scoped || names.some((name) => LOOSE_PROPERTIES.has(name)))) {
        const value =
          nested && depth < 4
            ? microdataItem(child, pageUrl, true, depth + 1).item
            : microdataValue(child, pageUrl);
        for (const name of names) {
          if (name === 'name' && item.name === undefined && child.tagName === 'title') nameFromTitle = true;
          // The old name and the new one in one page: one list, in the page's order.
          add(name === 'ingredients' ? 'recipeIngredient' : name, value);
        }
      }
      // Unscoped reading stops at items: their properties belong to them (a breadcrumb, a comment).
      if (!nested) walk(child, level + 1);
    }
  };
  walk(root, 0);
  return { item, nameFromTitle };
}

/** Recipe properties that count even outside a Recipe item (pages that mark up the lines only). */
const LOOSE_PROPERTIES = new Set([
  'recipeIngredient',
  'ingredients',
  'recipeInstructions',
  'recipeYield',
  'prepTime',
  'cookTime',
  'totalTime',
  'recipeCategory',
  'recipeCuisine',
]);

function fieldsFromMicrodata(document: ParentNode, pageUrl: string): DraftFields | null {
  for (const element of elements(document)) {
    if (!isItemScope(element)) continue;
    const types = (attribute(element, 'itemtype') ?? '').split(/\s+/);
    if (!types.some((type) => /schema\.org\/Recipe$/i.test(type))) continue;
    const { item, nameFromTitle } = microdataItem(element, pageUrl, true);
    const fields = recipeFields(item, pageUrl, new Map());
    // A name taken from the document's <title> carries the site's name and rating; the page's
    // heading, when the title contains it, is the recipe's name alone.
    const heading = firstElementText(document, 'h1');
    if (nameFromTitle && heading && fields.title?.includes(heading)) fields.title = heading;
    return fields;
  }
  return null;
}

function fieldsFromLooseMicrodata(document: ParentNode, pageUrl: string): DraftFields | null {
  const { item } = microdataItem(document, pageUrl, false);
  return Object.keys(item).length > 0 ? recipeFields(item, pageUrl, new Map()) : null;
}

// ---------------------------------------------------------------------------------------------
// The visible page

const INGREDIENT_WORDS =
  'ingredients?|ingrédients?|ingredientes?|ingredienti|zutaten|ingrediënten|ingredienser|składniki|ingredienciák|sastojci';
const INSTRUCTION_WORDS =
  'instructions?|method|directions?|preparation|steps|how to make(?: it)?|zubereitung|anleitung|préparation|étapes|instrucciones|preparación|elaboración|pasos|procedimiento|preparazione|procedimento|bereiding|gör så här|tillagning|instruktioner|przygotowanie|sposób przygotowania|modo de preparo';
const CJK_INGREDIENTS = '配料|材料|食材|用料|原料';
const CJK_INSTRUCTIONS = '做法|步骤|步驟|制作方法|製作方法|作法|制作步骤|製作步驟';

/** "Ingredients", "Cooking Instructions:", "Les ingrédients", "配料": a section heading, up to two words before the keyword. */
export const INGREDIENT_HEADING = new RegExp(
  `^(?:[\\p{L}']+\\s+){0,2}(?:${INGREDIENT_WORDS})(?=$|[\\s:：(])|^(?:${CJK_INGREDIENTS})`,
  'iu',
);
export const INSTRUCTION_HEADING = new RegExp(
  `^(?:[\\p{L}']+\\s+){0,2}(?:${INSTRUCTION_WORDS})(?=$|[\\s:：(])|^(?:${CJK_INSTRUCTIONS})`,
  'iu',
);
/** Labels are short: a paragraph that starts with "Method" is not one. A real heading may say more. */
export const HEADING_MAX = 40;
const LONG_HEADING_MAX = 80;

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'item'; text: string }
  | { kind: 'paragraph'; text: string };

/** Roles of controls and navigation, whose lists are links and tabs, never ingredients. */
const SKIPPED_ROLES = new Set([
  'navigation',
  'tablist',
  'tab',
  'menu',
  'menubar',
  'toolbar',
  'search',
  'dialog',
]);
const LIST_ELEMENTS = new Set(['ul', 'ol', 'table', 'dl']);

function isHidden(element: Element): boolean {
  return (
    attribute(element, 'hidden') !== null ||
    attribute(element, 'aria-hidden') === 'true' ||
    SKIPPED_ROLES.has(attribute(element, 'role') ?? '') ||
    element.tagName === 'nav'
  );
}

function isActive(element: Element): boolean {
  return /(?:^|\s)(?:active|show|selected|current|is-active)(?:\s|$)/.test(attribute(element, 'class') ?? '');
}

/**
 * Tab panels (US / metric units, per-serving variants) repeat the same list: only the one a
 * reader sees is read, the active one, else the first.
 */
function isInactiveTabPanel(element: Element, siblings: Node[]): boolean {
  if (attribute(element, 'role') !== 'tabpanel') return false;
  const panels = siblings.filter(
    (sibling): sibling is Element => isElement(sibling) && attribute(sibling, 'role') === 'tabpanel',
  );
  const active = panels.find(isActive) ?? panels[0];
  return active !== element;
}

/** A list whose every item is only a link: tags, related recipes, a menu, never a recipe's lines. */
function isLinkList(list: Element): boolean {
  const items = childrenOf(list).filter(
    (child): child is Element => isElement(child) && child.tagName === 'li',
  );
  return (
    items.length > 0 &&
    items.every((item) => {
      const text = nodeText(item);
      if (text === '') return true;
      let linked = '';
      for (const inner of elements(item)) if (inner.tagName === 'a') linked += nodeText(inner);
      return collapseWhitespace(linked) === text;
    })
  );
}

/** What pageBlocks asks of every element, worked out once for the whole page (bottom up). */
type Subtree = { hasList: boolean; hasBlock: boolean; letters: number };

function summariseSubtrees(document: ParentNode): Map<Element, Subtree> {
  const summaries = new Map<Element, Subtree>();
  const order = [...elements(document)];
  for (let i = order.length - 1; i >= 0; i--) {
    const element = order[i]!;
    const summary: Subtree = { hasList: false, hasBlock: false, letters: 0 };
    for (const child of childrenOf(element)) {
      if (child.nodeName === '#text') {
        summary.letters += (child as DefaultTreeAdapterMap['textNode']).value.replace(/\s+/g, '').length;
      } else if (isElement(child)) {
        const inner = summaries.get(child)!;
        summary.hasList ||= inner.hasList || LIST_ELEMENTS.has(child.tagName);
        summary.hasBlock ||= inner.hasBlock || BLOCK_ELEMENTS.has(child.tagName) || child.tagName === 'br';
        summary.letters += inner.letters;
      }
    }
    summaries.set(element, summary);
  }
  return summaries;
}

/** Deeper than any real page: what lies below is not read (and cannot exhaust the stack). */
const MAX_DEPTH = 400;

/**
 * The page as a reader scans it: headings, list items, table rows and paragraphs, in order. A
 * heading is an h1–h6, a short label that names a section ("<div class=title>Ingredients</div>",
 * "<strong>Method:</strong>", level 7), or a paragraph that is only bold text (level 8, a group).
 * Navigation, controls, hidden parts and inactive tab panels are left out.
 */
function pageBlocks(document: ParentNode): Block[] {
  const blocks: Block[] = [];
  const subtrees = summariseSubtrees(document);
  const visit = (node: ParentNode, depth: number) => {
    if (depth > MAX_DEPTH) return;
    const children = childrenOf(node);
    for (const child of children) {
      if (!isElement(child) || SKIPPED_ELEMENTS.has(child.tagName) || isHidden(child)) continue;
      if (isInactiveTabPanel(child, children)) continue;
      const tag = child.tagName;
      const heading = /^h([1-6])$/.exec(tag);
      if (heading) {
        const text = nodeText(child);
        if (text !== '') blocks.push({ kind: 'heading', level: Number(heading[1]), text });
        continue;
      }
      if (tag === 'li' || tag === 'tr') {
        // A table row reads as one line ("1 ½ | cups | flour"); a header row is not an item.
        if (tag === 'tr' && !childrenOf(child).some((cell) => isElement(cell) && cell.tagName === 'td'))
          continue;
        const text = nodeLines(child).join(' ');
        if (text !== '') blocks.push({ kind: 'item', text: stripMarkers(text) });
        continue;
      }
      if (tag === 'p' || tag === 'dd' || tag === 'dt') {
        const lines = nodeLines(child);
        if (lines.length === 1 && lines[0]!.length <= HEADING_MAX && (tag === 'dt' || isOnlyBold(child))) {
          blocks.push({ kind: 'heading', level: sectionHeading(lines[0]!) ? 7 : 8, text: lines[0]! });
        } else {
          for (const text of lines) blocks.push({ kind: 'paragraph', text });
        }
        continue;
      }
      if ((tag === 'ul' || tag === 'ol') && isLinkList(child)) continue;
      const subtree = subtrees.get(child)!;
      if (!subtree.hasBlock && !LIST_ELEMENTS.has(tag)) {
        // Only inline content below: a label naming a section, a paragraph-like line ("<div>Serves
        // 4</div>"), or nothing a reader scans for. Nothing inside needs a visit.
        const text = subtree.letters <= HEADING_MAX ? nodeText(child) : null;
        // "Préparation : 20 min" names a time, not the section.
        const fact = text !== null && readFactLine(text) !== null;
        if (text !== null && text.length <= HEADING_MAX && sectionHeading(text) && !fact) {
          blocks.push({ kind: 'heading', level: 7, text });
        } else if (BLOCK_ELEMENTS.has(tag) || fact) {
          for (const line of nodeLines(child)) blocks.push({ kind: 'paragraph', text: line });
        }
        continue;
      }
      visit(child, depth + 1);
    }
  };
  visit(document, 0);
  return blocks;
}

function sectionHeading(text: string): boolean {
  return INGREDIENT_HEADING.test(text) || INSTRUCTION_HEADING.test(text);
}

/** Check boxes and bullets that lists draw in front of a line, and a footnote star standing after it. */
function stripMarkers(text: string): string {
  return text.replace(/^[▢☐□■●•◦▪‣✓✔*–-]\s*/u, '').replace(/\s+\*+$/, '');
}

/** True when all of an element's text sits in <strong>/<b> (a heading written as a paragraph). */
function isOnlyBold(element: Element): boolean {
  let bold = '';
  for (const inner of elements(element))
    if (inner.tagName === 'strong' || inner.tagName === 'b') bold += nodeText(inner);
  return bold !== '' && collapseWhitespace(bold) === nodeText(element);
}

function headingLabel(text: string): string {
  return text.replace(/[:：]\s*$/, '').trim();
}

/**
 * The lines under a section heading: list items (or paragraphs, when the section has no list)
 * until a heading of the same or a higher level, or the other section's heading. Smaller headings
 * inside become groups ("For the sauce").
 */
function sectionLines(blocks: Block[], start: number, stopAt: RegExp): DraftLine[] {
  const level = (blocks[start] as { level: number }).level;
  const items: DraftLine[] = [];
  const paragraphs: DraftLine[] = [];
  let group: string | null = null;
  for (let i = start + 1; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.kind === 'heading') {
      if (block.level <= level || (block.text.length <= HEADING_MAX && stopAt.test(block.text))) break;
      group = headingLabel(block.text);
      continue;
    }
    (block.kind === 'item' ? items : paragraphs).push({ group, text: block.text });
  }
  return items.length > 0 ? items : paragraphs;
}

/**
 * The lines of the first section whose heading matches. Real headings (h1–h6, which may go on:
 * "Elaboración de la crema de calabaza") are tried before short labels, which also name table
 * cells ("Preparación: 35 m").
 */
function findSection(blocks: Block[], heading: RegExp, stopAt: RegExp): DraftLine[] {
  for (const real of [true, false]) {
    for (let i = 0; i < blocks.length; i++) {
      const block = blocks[i]!;
      if (block.kind !== 'heading' || block.level <= 6 !== real) continue;
      if (block.text.length > (real ? LONG_HEADING_MAX : HEADING_MAX) || !heading.test(block.text)) continue;
      const lines = sectionLines(blocks, i, stopAt);
      if (lines.length > 0) return lines;
    }
  }
  return [];
}

/** A line that starts with an amount: "2 eggs", "½ cup", "1/4 tsp.", "250g". */
export const STARTS_WITH_AMOUNT = /^(?:\d|[¼½¾⅐-⅞])/u;

/**
 * A page with no section headings (a blog post: "Recipe: Orange Juice Carrots", a list, then
 * paragraphs): the first list of at least three lines, most of which start with an amount, is the
 * ingredients; the paragraphs after it, up to the next heading, are the steps.
 */
function findUnlabelledRecipe(blocks: Block[]): { ingredients: DraftLine[]; steps: DraftLine[] } | null {
  for (let i = 0; i < blocks.length; i++) {
    if (blocks[i]!.kind !== 'item') continue;
    let end = i;
    while (end < blocks.length && blocks[end]!.kind === 'item') end++;
    const items = blocks.slice(i, end).map((block) => block.text);
    const withAmount = items.filter((text) => STARTS_WITH_AMOUNT.test(text)).length;
    if (items.length >= 3 && withAmount * 2 >= items.length) {
      const steps: DraftLine[] = [];
      for (let j = end; j < blocks.length && blocks[j]!.kind === 'paragraph'; j++) {
        steps.push({ group: null, text: blocks[j]!.text });
      }
      return { ingredients: items.map((text) => ({ group: null, text })), steps };
    }
    i = end;
  }
  return null;
}

const YIELD_LABELLED =
  /^(?:serves|servings|serving size|yields?|makes|portions?|porciones|raciones|personas|rinde|pour|personnes|portionen|zutaten für|für|porcje|porcji|porzioni|dosi per|份量|份数)\s*[:：]?\s*(?:about|approx\.?|ca\.?|environ|aprox\.?|ok\.?)?\s*\d/iu;
const YIELD_COUNTED =
  /^(?:about\s+|ca\.?\s+|ok\.?\s+)?\d+(?:\s*[-–]\s*\d+)?\s*(?:servings?|portions?|people|persons|personnes|parts|personas|porciones|raciones|portionen|personen|porcje|porcji|porzioni|persone|人份|份)(?=$|[\s.,)])/iu;
const TOTAL_TIME_LABEL =
  /^(?:total time|total|ready in|temps total|durée totale|tiempo total|gesamtzeit|tempo totale|czas całkowity|总时间|總時間|总用时)\s*[:：]?\s*(?:around|about|approx\.?|ca\.?|environ|unos|circa|ok\.?)?\s*(.+)$/iu;
const PREP_TIME_LABEL =
  /^(?:prep(?:aration)? time|prep|preparation|temps de préparation|préparation|tiempo de preparación|preparación|zubereitungszeit|zubereitung|arbeitszeit|vorbereitungszeit|tempo di preparazione|czas przygotowania|准备时间|準備時間)\s*[:：]?\s*(.+)$/iu;
const COOK_TIME_LABEL =
  /^(?:cook(?:ing)? time|cook|bake time|temps de cuisson|cuisson|tiempo de cocción|kochzeit|backzeit|garzeit|tempo di cottura|czas gotowania|烹饪时间|烹飪時間)\s*[:：]?\s*(.+)$/iu;

/** The yield and times a recipe states outside its structured data. */
export type RecipeFacts = Pick<
  DraftFields,
  'servings' | 'yieldText' | 'prepMinutes' | 'cookMinutes' | 'totalMinutes'
>;

const TIME_LABELS: Array<[RegExp, 'totalMinutes' | 'prepMinutes' | 'cookMinutes']> = [
  [TOTAL_TIME_LABEL, 'totalMinutes'],
  [PREP_TIME_LABEL, 'prepMinutes'],
  [COOK_TIME_LABEL, 'cookMinutes'],
];

/**
 * What one short labelled line states: "Serves 4", "4 portions", "Prep time: 10 min", "Ready in
 * around 20 mins", "Temps total : 1 h". null when the line is not such a label.
 */
export function readFactLine(text: string): RecipeFacts | null {
  if (text.length > 60) return null;
  if (YIELD_LABELLED.test(text) || YIELD_COUNTED.test(text)) {
    const found = parseYield(text);
    if (found.servings !== null) return found;
  }
  for (const [pattern, key] of TIME_LABELS) {
    const match = pattern.exec(text);
    const minutes = match ? parseDurationMinutes(match[1]) : null;
    if (minutes !== null) return { [key]: minutes };
  }
  return null;
}

/** Yield and times the page shows as labelled lines; the first of each wins. */
function visibleFacts(blocks: Block[]): RecipeFacts {
  const facts: RecipeFacts = {};
  for (const block of blocks) {
    const found = readFactLine(block.text);
    if (!found) continue;
    for (const [key, value] of Object.entries(found) as Array<[keyof RecipeFacts, number | string | null]>) {
      if (facts[key] === undefined) (facts as Record<string, unknown>)[key] = value;
    }
  }
  return facts;
}

function metaContent(document: ParentNode, key: string): string | null {
  for (const element of elements(document)) {
    if (element.tagName !== 'meta') continue;
    if (attribute(element, 'property') === key || attribute(element, 'name') === key) {
      const content = cleanText(attribute(element, 'content'));
      if (content !== '') return content;
    }
  }
  return null;
}

function firstElementText(document: ParentNode, tagName: string): string | null {
  for (const element of elements(document)) {
    if (element.tagName === tagName) {
      const text = nodeText(element);
      if (text !== '') return text;
    }
  }
  return null;
}

function withoutStepNumbers(steps: DraftLine[]): DraftLine[] {
  return steps.map((step) => ({ group: step.group, text: step.text.replace(STEP_NUMBER, '') || step.text }));
}

function fieldsFromVisiblePage(document: ParentNode, blocks: Block[], pageUrl: string): DraftFields {
  let ingredients = findSection(blocks, INGREDIENT_HEADING, INSTRUCTION_HEADING);
  let steps = findSection(blocks, INSTRUCTION_HEADING, INGREDIENT_HEADING);
  if (ingredients.length === 0) {
    const unlabelled = findUnlabelledRecipe(blocks);
    if (unlabelled) {
      ingredients = unlabelled.ingredients;
      if (steps.length === 0) steps = unlabelled.steps;
    }
  }
  return {
    title:
      firstElementText(document, 'h1') ??
      metaContent(document, 'og:title') ??
      firstElementText(document, 'title'),
    description: metaContent(document, 'og:description') ?? metaContent(document, 'description'),
    ...visibleFacts(blocks),
    ingredients,
    steps: withoutStepNumbers(steps),
    sourceUrl: absoluteUrl(pageUrl, pageUrl),
    imageUrl: absoluteUrl(metaContent(document, 'og:image'), pageUrl),
    author: metaContent(document, 'author'),
  };
}

// ---------------------------------------------------------------------------------------------
// Structured lines checked against the visible list

/** Lower-case words and numbers of a line, for comparing two writings of the same ingredient. */
function words(text: string): Set<string> {
  // NFKD splits "½" into 1⁄2 and "é" into e + accent (dropped), so ½ meets 1/2 and é meets e.
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  return new Set(plain.match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** Half the words in common: the same ingredient, written with other units or notes. */
const SAME_LINE = 0.5;

/** How much of the shorter line's words the other line has (1: all of them). */
function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / Math.min(a.size, b.size);
}

/**
 * The page's own list items for the structured ingredient lines, in order, with the group headings
 * between them: null unless every line has its item, close together (at most a few stray items in
 * between). Found by words in common, so "flour" finds "1 ½ cups all-purpose flour".
 */
function alignWithPage(lines: readonly DraftLine[], blocks: Block[]): DraftLine[] | null {
  if (lines.length === 0) return null;
  const wanted = lines.map((line) => words(line.text));
  const cache = new Map<number, Set<string>>();
  const wordsAt = (index: number) => {
    let found = cache.get(index);
    if (!found) cache.set(index, (found = words(blocks[index]!.text)));
    return found;
  };
  const slack = 2 + Math.floor(lines.length / 4);
  for (let start = 0; start < blocks.length; start++) {
    const first = blocks[start]!;
    if (first.kind !== 'item' || overlap(wanted[0]!, wordsAt(start)) < SAME_LINE) continue;
    const found: DraftLine[] = [];
    let group = groupBefore(blocks, start);
    let strays = 0;
    let line = 0;
    for (let i = start; i < blocks.length && line < lines.length && strays <= slack; i++) {
      const block = blocks[i]!;
      if (block.kind === 'heading') {
        group = block.level > 6 || block.text.length <= HEADING_MAX ? headingLabel(block.text) : group;
        if (sectionHeading(block.text)) group = null;
        continue;
      }
      if (block.kind === 'item' && overlap(wanted[line]!, wordsAt(i)) >= SAME_LINE) {
        found.push({ group, text: block.text });
        line++;
      } else {
        strays++;
      }
    }
    if (line === lines.length) return found;
  }
  return null;
}

/**
 * The group heading right above the first list ("For the cake"), when it sits under the
 * ingredients heading: a heading above a list with no "Ingredients" before it is the recipe's
 * title or a page section, not a group.
 */
function groupBefore(blocks: Block[], index: number): string | null {
  let candidate: string | null = null;
  for (let i = index - 1; i >= 0 && i >= index - 6; i--) {
    const block = blocks[i]!;
    if (block.kind === 'item') return null;
    if (block.kind !== 'heading') continue;
    if (INGREDIENT_HEADING.test(block.text)) return candidate;
    if (candidate === null && block.level > 1 && block.text.length <= HEADING_MAX)
      candidate = headingLabel(block.text);
  }
  return null;
}

/** Squeezed text, to see that two lists hold the same words however they are split into lines. */
function squeezed(lines: readonly DraftLine[]): string {
  return lines
    .map((line) => line.text)
    .join('')
    .replace(/[\s\p{P}]/gu, '')
    .toLocaleLowerCase();
}

/**
 * Structured ingredient lines made better from the page when the page shows them better: names
 * alone ("flour") get their amounts, lines run together into one get split, and groups are taken
 * from the headings between the page's lists. Otherwise the structured lines stay as they are.
 */
function improveIngredients(
  lines: readonly DraftLine[],
  blocks: Block[],
  visible: readonly DraftLine[],
): DraftLine[] {
  if (lines.length === 1 && visible.length > 1 && squeezed(lines).includes(squeezed(visible)))
    return [...visible];
  const aligned = alignWithPage(lines, blocks);
  if (!aligned) return [...lines];
  const namesOnly = lines.every((line) => !/\d|[¼-¾⅐-⅞]/u.test(line.text));
  // Data that names amounts the page's items do not show is out of date: the reader sees the page.
  // (Items without amounts are names whose amounts sit in another column, not other amounts.)
  const counted = (texts: string[]) => texts.filter((text) => amountsOf(text).length > 0).length;
  const stale =
    counted(aligned.map((item) => item.text)) >= counted(lines.map((line) => line.text)) &&
    lines.some((line, index) => !sameAmounts(line.text, aligned[index]!.text));
  return aligned.map((item, index) => ({
    group: lines[index]!.group ?? item.group,
    text: namesOnly || stale ? item.text : lines[index]!.text,
  }));
}

/** The numbers of a line as values: "1 1/2", "1 ½" and "1.5" are all 1.5; "⅓" and "0.333" meet. */
function amountsOf(text: string): number[] {
  const plain = text.normalize('NFKD').replace(/\u2044/g, '/');
  const values: number[] = [];
  const number = /(\d+(?:[.,]\d+)?)(?:(?:\s+|-)(\d+)\/(\d+)|\/(\d+))?/g;
  for (const match of plain.matchAll(number)) {
    const [, whole, numerator, denominator, under] = match;
    const first = Number(whole!.replace(',', '.'));
    if (under !== undefined) values.push(first / Number(under));
    else if (numerator !== undefined) values.push(first + Number(numerator) / Number(denominator));
    else values.push(first);
  }
  return values;
}

/**
 * Whether the page shows every amount the structured line names (it may show more: a conversion
 * such as "(240 ml)"). Amounts closer than 2 % are the same ("0.333 cup" and "⅓ cup").
 */
function sameAmounts(structured: string, shown: string): boolean {
  const onPage = amountsOf(shown);
  return amountsOf(structured).every((value) =>
    onPage.some((other) => Math.abs(value - other) <= 0.02 * Math.max(value, other)),
  );
}

// ---------------------------------------------------------------------------------------------
// The page

function isMissing(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The recipe of a web page as a draft, or null when the page holds none. Each field comes from the
 * first source that has it: the JSON-LD Recipe, the microdata Recipe, recipe properties marked up
 * without an item, then what the visible page shows (its heading, the lists under "Ingredients"
 * and "Method", labelled yields and times).
 */
export function extractRecipe(html: string, pageUrl: string): RecipeDraftInput | null {
  const document = parse(html) as ParentNode;
  const blocks = pageBlocks(document);
  const visible = fieldsFromVisiblePage(document, blocks, pageUrl);
  const sources = [
    fieldsFromJsonLd(document, pageUrl),
    fieldsFromMicrodata(document, pageUrl),
    fieldsFromLooseMicrodata(document, pageUrl),
    visible,
  ].filter((source): source is DraftFields => source !== null);
  const fields: DraftFields = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source) as Array<[keyof DraftFields, unknown]>) {
      if (isMissing(fields[key]) && !isMissing(value)) (fields as Record<string, unknown>)[key] = value;
    }
  }
  if (isMissing(fields.ingredients) && isMissing(fields.steps)) return null;
  if (fields.ingredients && fields.ingredients !== visible.ingredients) {
    fields.ingredients = improveIngredients(fields.ingredients, blocks, visible.ingredients ?? []);
  }
  // Steps run together into one text (the line breaks lost) are taken as the page splits them.
  if (fields.steps && fields.steps.length === 1 && (visible.steps?.length ?? 0) > 1) {
    if (squeezed(fields.steps).includes(squeezed(visible.steps!))) fields.steps = visible.steps;
  }
  return finishDraft(fields);
}
