import type { DefaultTreeAdapterMap } from 'parse5';
import {
  BLOCK_ELEMENTS,
  SKIPPED_ELEMENTS,
  MAX_DEPTH,
  STEP_NUMBER,
  absoluteUrl,
  attribute,
  childrenOf,
  cleanText,
  collapseWhitespace,
  elements,
  firstElementText,
  isElement,
  nodeLines,
  nodeText,
  parseDurationMinutes,
  parseYield,
  type DraftFields,
  type DraftLine,
  type Element,
  type Node,
  type ParentNode,
} from './draft-text';

/**
 * What a recipe page shows a reader: its blocks of text (headings, list items, paragraphs) in
 * order, the sections under "Ingredients" and "Method" in five languages, labelled yields and
 * times, and the check of structured ingredient lines against the list the page shows.
 */

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

export type Block =
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

/**
 * The page as a reader scans it: headings, list items, table rows and paragraphs, in order. A
 * heading is an h1–h6, a short label that names a section ("<div class=title>Ingredients</div>",
 * "<strong>Method:</strong>", level 7), or a paragraph that is only bold text (level 8, a group).
 * Navigation, controls, hidden parts and inactive tab panels are left out.
 */
export function pageBlocks(document: ParentNode): Block[] {
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
  /^(?:time\s*[:：]\s*)?(?:total time|total|ready in|time required|time needed|required time|temps nécessaire|temps requis|tiempo necesario|benötigte zeit|所需时间|temps total|durée totale|tiempo total|gesamtzeit|tempo totale|czas całkowity|总时间|總時間|总用时)\s*[:：]?\s*(?:around|about|approx\.?|ca\.?|environ|unos|circa|ok\.?)?\s*(.+)$/iu;
const PREP_TIME_LABEL =
  /^(?:prep(?:aration)? time|prep|preparation|temps de préparation|préparation|tiempo de preparación|preparación|zubereitungszeit|zubereitung|arbeitszeit|vorbereitungszeit|tempo di preparazione|czas przygotowania|准备时间|準備時間)\s*[:：]?\s*(.+)$/iu;
const COOK_TIME_LABEL =
  /^(?:cook(?:ing)? time|cook|bake time|temps de cuisson|cuisson|tiempo de cocción|kochzeit|backzeit|garzeit|tempo di cottura|czas gotowania|烹饪时间|烹飪時間)\s*[:：]?\s*(.+)$/iu;

/** A range of times, "10-20", "10 to 20", "10 à 20", "10 bis 20": the second number kept. */
const TIME_RANGE = /\d+(?:[.,]\d+)?\s*(?:-|–|to|à|a|bis)\s*(\d+(?:[.,]\d+)?)/u;

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
    // "10-20 minutes": plan for the longer.
    const minutes = match ? parseDurationMinutes(match[1]!.replace(TIME_RANGE, '$1')) : null;
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

/** A class or id that names the servings ("recipe-yield", "wprm-recipe-servings", "icon-serves"). */
const SERVINGS_CLASS =
  /(?:^|[\s_-])(?:serves|servings?|yields?|portions?|porciones|portionen|personnes)(?=$|[\s_-])/i;

/**
 * The servings a page shows as a bare number beside an element its class names for them ("<span
 * class='icon-serves'></span><span>4</span>"), for pages whose structured data gives none and
 * whose text does not label it: the element's own text, or else its parent's, is a number alone.
 */
function classedServings(document: ParentNode): RecipeFacts {
  const servingsIn = (node: ParentNode) => {
    const text = cleanText(nodeText(node));
    return /^\d{1,3}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
  };
  for (const element of elements(document)) {
    const named = `${attribute(element, 'class') ?? ''} ${attribute(element, 'id') ?? ''}`;
    if (!SERVINGS_CLASS.test(named)) continue;
    const parent = element.parentNode && isElement(element.parentNode) ? element.parentNode : null;
    const servings = servingsIn(element) ?? (parent ? servingsIn(parent) : null);
    if (servings !== null) return { servings };
  }
  return {};
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

function withoutStepNumbers(steps: DraftLine[]): DraftLine[] {
  return steps.map((step) => ({ group: step.group, text: step.text.replace(STEP_NUMBER, '') || step.text }));
}

export function fieldsFromVisiblePage(document: ParentNode, blocks: Block[], pageUrl: string): DraftFields {
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
    ...classedServings(document),
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
export function squeezed(lines: readonly DraftLine[]): string {
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
export function improveIngredients(
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
    text:
      namesOnly || stale
        ? item.text
        : (withPageCapitals(lines[index]!.text, item.text) ?? lines[index]!.text),
  }));
}

/**
 * The structured line with the page's capitals, when it is the page's item with capitals lowered
 * ("1 dl surkål" for the item "Surkål 1 dl"): some sites lowercase names in their data, and the
 * page keeps the author's. Null when the words differ, or when the data has a capital the page
 * lacks ("mL" where the page shows "ml"): then the data's line stands.
 */
function withPageCapitals(structured: string, shown: string): string | null {
  const data = collapseWhitespace(structured).split(' ');
  const page = new Map<string, string[]>();
  for (const word of collapseWhitespace(shown).split(' ')) {
    const key = word.toLocaleLowerCase();
    page.set(key, [...(page.get(key) ?? []), word]);
  }
  const spelt: string[] = [];
  for (const word of data) {
    const onPage = page.get(word.toLocaleLowerCase())?.shift();
    if (onPage === undefined || (word !== onPage && word !== onPage.toLocaleLowerCase())) return null;
    spelt.push(onPage);
  }
  if ([...page.values()].some((left) => left.length > 0)) return null;
  const text = spelt.join(' ');
  return text === data.join(' ') ? null : text;
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
