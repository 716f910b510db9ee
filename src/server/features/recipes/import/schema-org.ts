import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { replaceUnstorable } from '@shared/text-messages';
import { DIETARY_FLAGS, type DietaryFlag, type RecipeDraftInput } from '@shared/contracts/recipes';
import {
  MAX_DEPTH,
  SKIPPED_ELEMENTS,
  absoluteUrl,
  attribute,
  childrenOf,
  cleanLines,
  cleanText,
  elements,
  finishDraft,
  firstElementText,
  isElement,
  isObject,
  nodeLines,
  nodeText,
  parseDurationMinutes,
  parseYield,
  STEP_NUMBER,
  type DraftFields,
  type DraftLine,
  type Element,
  type JsonObject,
  type ParentNode,
} from './draft-text';
import { fieldsFromVisiblePage, improveIngredients, pageBlocks, squeezed } from './visible-page';

/**
 * A recipe from a web page: the schema.org Recipe in the page's JSON-LD (what nearly every recipe
 * site publishes for search engines), else its microdata, else what the visible page shows (the
 * title heading and the lists under "Ingredients" and "Method", visible-page.ts). The text helpers
 * shared with the other importers are in draft-text.ts.
 */

// ---------------------------------------------------------------------------------------------
// schema.org values (JSON-LD and microdata alike)

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
