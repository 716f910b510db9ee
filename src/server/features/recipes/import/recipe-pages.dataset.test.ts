import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { RecipeDraftSchema, type RecipeDraft } from '@shared/contracts/recipes';
import { extractRecipe } from './schema-org';

/**
 * Real recipe pages (recipe-scrapers' test data, tests/fixtures/README.md) through the extractor,
 * against the fields a good importer reads from each. Prints the figures; FIGURE_MISSES=1 also
 * prints every miss, expected against found.
 */

const FIXTURES = path.resolve(__dirname, '../../../../../tests/fixtures/recipe-pages');

type Expected = {
  host: string;
  title: string;
  ingredients: string[];
  ingredient_groups?: Array<{ purpose: string | null; ingredients: string[] }>;
  instructions_list?: string[];
  yields?: string | null;
  total_time?: number | null;
};

type Page = { name: string; html: string; expected: Expected };

function loadPages(): Page[] {
  const pages: Page[] = [];
  for (const host of readdirSync(FIXTURES).sort()) {
    for (const file of readdirSync(path.join(FIXTURES, host)).sort()) {
      if (!file.endsWith('.html.gz')) continue;
      const base = file.slice(0, -'.html.gz'.length);
      pages.push({
        name: `${host}/${base}`,
        html: gunzipSync(readFileSync(path.join(FIXTURES, host, file))).toString('utf8'),
        expected: JSON.parse(readFileSync(path.join(FIXTURES, host, `${base}.json`), 'utf8')) as Expected,
      });
    }
  }
  return pages;
}

const normalise = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();
const firstNumber = (text: string) => {
  const match = /\d+/.exec(text);
  return match ? Number(match[0]) : null;
};
const percent = (hits: number, total: number) => `${((100 * hits) / Math.max(total, 1)).toFixed(1)} %`;

describe('recipe pages dataset', () => {
  const pages = loadPages();
  const misses: string[] = [];
  const counts = {
    pages: pages.length,
    title: 0,
    ingredients: 0,
    groupsTotal: 0,
    groups: 0,
    steps: 0,
    yieldsTotal: 0,
    yields: 0,
    timeTotal: 0,
    time: 0,
  };
  const drafts = new Map<string, RecipeDraft | null>();

  for (const page of pages) {
    const input = extractRecipe(page.html, `https://${page.expected.host}/`);
    const draft = input ? RecipeDraftSchema.parse(input) : null;
    drafts.set(page.name, draft);
    const { expected } = page;
    if (draft && draft.title === normalise(expected.title)) counts.title += 1;
    else
      misses.push(
        `${page.name} title: expected ${JSON.stringify(expected.title)}, found ${JSON.stringify(draft?.title)}`,
      );

    const found = (draft?.ingredients ?? []).map((line) => normalise(line.text));
    const wanted = expected.ingredients.map(normalise).filter((line) => line !== '');
    if (JSON.stringify(found) === JSON.stringify(wanted)) counts.ingredients += 1;
    else {
      const missing = wanted.filter((line) => !found.includes(line));
      const extra = found.filter((line) => !wanted.includes(line));
      misses.push(
        `${page.name} ingredients (${found.length}/${wanted.length}): missing ${JSON.stringify(missing)}, extra ${JSON.stringify(extra)}`,
      );
    }

    // Steps are printed, not asserted: sites split and number them in many ways.
    // Ingredient groups, where the page has more than one: the group names in order.
    if ((expected.ingredient_groups?.length ?? 0) > 1) {
      counts.groupsTotal += 1;
      const wantedGroups = expected.ingredient_groups!.map(
        (group) => group.purpose?.replace(/[:：]\s*$/, '') ?? null,
      );
      const foundGroups = [...new Set((draft?.ingredients ?? []).map((line) => line.group))];
      if (JSON.stringify(foundGroups) === JSON.stringify(wantedGroups)) counts.groups += 1;
      else
        misses.push(
          `${page.name} groups: expected ${JSON.stringify(wantedGroups)}, found ${JSON.stringify(foundGroups)}`,
        );
    }

    // Section names are groups here and lines there; numbering is dropped here and kept there.
    const unnumbered = (text: string) => normalise(text).replace(/^\d+\s*[.:)]\s*/, '');
    const foundSteps: string[] = [];
    let group: string | null = null;
    for (const step of draft?.steps ?? []) {
      if (step.group !== group && step.group !== null) foundSteps.push(unnumbered(step.group));
      group = step.group;
      foundSteps.push(unnumbered(step.text));
    }
    const steps = foundSteps.join(' ');
    if (steps === (expected.instructions_list ?? []).map(unnumbered).join(' ')) counts.steps += 1;
    else if (process.env.FIGURE_MISSES === '1') {
      misses.push(
        `${page.name} steps: expected ${JSON.stringify(expected.instructions_list)}, found ${JSON.stringify(draft?.steps.map((step) => step.text))}`,
      );
    }

    const servings = expected.yields ? firstNumber(expected.yields) : null;
    if (servings !== null) {
      counts.yieldsTotal += 1;
      if (draft?.servings === servings) counts.yields += 1;
      else
        misses.push(
          `${page.name} yields: expected ${JSON.stringify(expected.yields)}, found ${draft?.servings} (${draft?.yieldText})`,
        );
    }

    if (typeof expected.total_time === 'number' && expected.total_time > 0) {
      counts.timeTotal += 1;
      if (draft?.totalMinutes === expected.total_time) counts.time += 1;
      else
        misses.push(`${page.name} total time: expected ${expected.total_time}, found ${draft?.totalMinutes}`);
    }
  }

  const summary =
    `recipe pages: title exact ${counts.title}/${counts.pages} (${percent(counts.title, counts.pages)}), ` +
    `ingredients equal ${counts.ingredients}/${counts.pages} (${percent(counts.ingredients, counts.pages)}), ` +
    `yields right ${counts.yields}/${counts.yieldsTotal}, total time right ${counts.time}/${counts.timeTotal}; ` +
    `not asserted: ingredient groups right ${counts.groups}/${counts.groupsTotal}, steps same text ${counts.steps}/${counts.pages}`;
  console.log(summary);
  if (process.env.FIGURE_MISSES === '1') console.log(misses.join('\n'));

  test('every page gives a draft that passes the draft schema', () => {
    expect(pages).toHaveLength(58);
    for (const page of pages) expect(drafts.get(page.name), page.name).not.toBeNull();
  });

  test('titles and ingredient lists come out as the page has them on at least 95 % of pages', () => {
    expect(counts.title / counts.pages).toBeGreaterThanOrEqual(0.95);
    // The two pages missed expect the page's rendered list where it writes the same lines otherwise
    // than its JSON-LD (loveandlemons: the plugin's ", optional" for "(optional)"; watchwhatueat:
    // "1 tablespoon" for "1 tbsp", not in the saved page). Taking the rendered list wherever it
    // matches gives 38/58: on most pages the expected lines are the JSON-LD's. The general rules
    // are in visible-page.ts: the rendered list wins when it shows other amounts (thespruceeats),
    // and its capitals come back where the data lowercased them (arla).
    expect(counts.ingredients / counts.pages).toBeGreaterThanOrEqual(0.95);
  });

  test('servings and total time are right on at least 90 % of the pages that give them', () => {
    expect(counts.yieldsTotal).toBeGreaterThan(0);
    expect(counts.timeTotal).toBeGreaterThan(0);
    expect(counts.yields / counts.yieldsTotal).toBeGreaterThanOrEqual(0.9);
    expect(counts.time / counts.timeTotal).toBeGreaterThanOrEqual(0.9);
  });
});
