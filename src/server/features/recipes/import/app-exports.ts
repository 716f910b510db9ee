import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RecipeDraftInput, RecipeDifficulty } from '@shared/contracts/recipes';
import type { Language } from '@shared/contracts/settings';
import { RecipeImportError, importErrorMessage, type RecipeImportErrorKind } from './import-messages';
import {
  absoluteUrl,
  cleanLines,
  cleanText,
  finishDraft,
  parseDurationMinutes,
  parseYield,
  type DraftFields,
  type DraftLine,
} from './draft-text';
import { parseJsonLenient, readSchemaRecipes } from './schema-org';
import { ingredientsFromText, stepsFromText } from './text-import';

/**
 * Recipes from other apps' exports: Mealie (a backup zip with database.json, or a zip of
 * recipes/<slug>/<slug>.json with their pictures), Paprika (.paprikarecipes: a zip of gzipped
 * JSON, pictures inside), a zip of schema.org JSON(-LD) files, or one .json file. The archive is
 * read in memory: entry names are only compared, never used as paths. One recipe that cannot be
 * read is reported and the others go on.
 */

/** At most this many recipes per import; the rest are reported as not imported. */
export const ARCHIVE_MAX_RECIPES = 500;
/** Bytes unpacked in all, counted while inflating (a zip bomb stops here, not when memory runs out). */
export const ARCHIVE_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** More entries than any real export has; the central directory is not read past it. */
export const ARCHIVE_MAX_ENTRIES = 20_000;
/** A picture bigger than this is left out (the recipe still comes in). */
export const ARCHIVE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export type ArchiveRecipe = { draft: RecipeDraftInput; image: Buffer | null; sourceName: string };
export type ArchiveFailure = { sourceName: string; reason: string };
export type ArchiveContents = { recipes: ArchiveRecipe[]; failed: ArchiveFailure[] };

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);

// ---------------------------------------------------------------------------------------------
// Zip, read in memory

type ZipEntry = {
  name: string;
  method: number;
  encrypted: boolean;
  crc32: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
};

const inflateRaw = promisify(zlib.inflateRaw);
const gunzip = promisify(zlib.gunzip);

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END = 0x06054b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;

function badArchive(): RecipeImportError {
  return new RecipeImportError('badArchive');
}

/** Reads a little-endian number, refusing to read past the buffer (a truncated or lying archive). */
function readUInt(bytes: Buffer, offset: number, size: 2 | 4 | 8): number {
  if (offset < 0 || offset + size > bytes.length) throw badArchive();
  if (size === 2) return bytes.readUInt16LE(offset);
  if (size === 4) return bytes.readUInt32LE(offset);
  const value = bytes.readBigUInt64LE(offset);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw badArchive();
  return Number(value);
}

function isZip(bytes: Buffer): boolean {
  return bytes.length >= 22 && bytes.readUInt32LE(0) === ZIP_LOCAL_HEADER;
}

/** The entries of the central directory (the zip's own index), with ZIP64 sizes where used. */
function readZipEntries(bytes: Buffer): ZipEntry[] {
  // The end record sits in the last 22 bytes plus a comment of up to 65535 bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end === -1) throw badArchive();
  let count = readUInt(bytes, end + 10, 2);
  let directoryOffset = readUInt(bytes, end + 16, 4);
  if (
    (count === 0xffff || directoryOffset === 0xffffffff) &&
    end >= 20 &&
    bytes.readUInt32LE(end - 20) === ZIP64_LOCATOR
  ) {
    const zip64End = readUInt(bytes, end - 20 + 8, 8);
    if (readUInt(bytes, zip64End, 4) !== ZIP64_END) throw badArchive();
    count = readUInt(bytes, zip64End + 32, 8);
    directoryOffset = readUInt(bytes, zip64End + 48, 8);
  }
  if (count > ARCHIVE_MAX_ENTRIES)
    throw new RecipeImportError('archiveTooLarge', { maxBytes: ARCHIVE_MAX_UNPACKED_BYTES });

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (readUInt(bytes, at, 4) !== ZIP_CENTRAL_HEADER) throw badArchive();
    const flags = readUInt(bytes, at + 8, 2);
    const nameLength = readUInt(bytes, at + 28, 2);
    const extraLength = readUInt(bytes, at + 30, 2);
    const commentLength = readUInt(bytes, at + 32, 2);
    if (at + 46 + nameLength + extraLength > bytes.length) throw badArchive();
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    // Bit 11: the name is UTF-8; otherwise it is in the old DOS code page, close enough to Latin-1 for a label.
    const name = nameBytes.toString(flags & 0x800 ? 'utf8' : 'latin1');
    let size = readUInt(bytes, at + 24, 4);
    let compressedSize = readUInt(bytes, at + 20, 4);
    let localHeaderOffset = readUInt(bytes, at + 42, 4);
    // ZIP64 extra field: the 64-bit values of the fields that say 0xffffffff, in this order.
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = readUInt(bytes, extra, 2);
      const length = readUInt(bytes, extra + 2, 2);
      if (id === 0x0001) {
        let field = extra + 4;
        if (size === 0xffffffff) {
          size = readUInt(bytes, field, 8);
          field += 8;
        }
        if (compressedSize === 0xffffffff) {
          compressedSize = readUInt(bytes, field, 8);
          field += 8;
        }
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = readUInt(bytes, field, 8);
      }
      extra += 4 + length;
    }
    entries.push({
      name,
      method: readUInt(bytes, at + 10, 2),
      encrypted: (flags & 0x1) !== 0,
      crc32: readUInt(bytes, at + 16, 4),
      compressedSize,
      size,
      localHeaderOffset,
    });
    at = extraEnd + commentLength;
  }
  return entries;
}

/**
 * Unpacks entries against one budget for the whole archive. The inflater itself stops at the
 * remaining budget (`maxOutputLength`), so a small entry that claims little and unpacks to
 * gigabytes fails at the limit.
 */
class ZipReader {
  private remaining = ARCHIVE_MAX_UNPACKED_BYTES;
  readonly entries: ZipEntry[];
  private readonly byName = new Map<string, ZipEntry>();

  constructor(private readonly bytes: Buffer) {
    this.entries = readZipEntries(bytes).filter((entry) => !entry.name.endsWith('/'));
    for (const entry of this.entries) this.byName.set(normaliseName(entry.name), entry);
  }

  find(name: string): ZipEntry | undefined {
    return this.byName.get(normaliseName(name));
  }

  /** The bytes of an entry; a damaged entry throws badRecipe (that recipe fails), the budget archiveTooLarge (all fail). */
  async read(entry: ZipEntry): Promise<Buffer> {
    if (entry.encrypted || (entry.method !== 0 && entry.method !== 8))
      throw new RecipeImportError('badRecipe');
    if (entry.size > this.remaining) throw tooLarge();
    const header = entry.localHeaderOffset;
    if (readUInt(this.bytes, header, 4) !== ZIP_LOCAL_HEADER) throw new RecipeImportError('badRecipe');
    const start = header + 30 + readUInt(this.bytes, header + 26, 2) + readUInt(this.bytes, header + 28, 2);
    if (start + entry.compressedSize > this.bytes.length) throw new RecipeImportError('badRecipe');
    const packed = this.bytes.subarray(start, start + entry.compressedSize);
    let data: Buffer;
    if (entry.method === 0) {
      data = Buffer.from(packed);
    } else {
      try {
        data = await inflateRaw(packed, { maxOutputLength: this.remaining + 1 });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
        throw new RecipeImportError('badRecipe', {}, { cause: error });
      }
    }
    if (data.length > this.remaining) throw tooLarge();
    this.remaining -= data.length;
    if (data.length !== entry.size || zlib.crc32(data) !== entry.crc32)
      throw new RecipeImportError('badRecipe');
    return data;
  }

  /** A gzipped entry (Paprika's recipes), unpacked against the same budget. */
  async gunzip(data: Buffer): Promise<Buffer> {
    let unpacked: Buffer;
    try {
      unpacked = await gunzip(data, { maxOutputLength: this.remaining + 1 });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
      throw new RecipeImportError('badRecipe', {}, { cause: error });
    }
    if (unpacked.length > this.remaining) throw tooLarge();
    this.remaining -= unpacked.length;
    return unpacked;
  }
}

function tooLarge(): RecipeImportError {
  return new RecipeImportError('archiveTooLarge', { maxBytes: ARCHIVE_MAX_UNPACKED_BYTES });
}

/** An entry name for comparing only: forward slashes, no leading "./" or "/", lower case. */
function normaliseName(name: string): string {
  return name
    .replace(/\\/g, '/')
    .replace(/^(?:\.\/|\/)+/, '')
    .toLowerCase();
}

function baseName(name: string): string {
  return name.replace(/\\/g, '/').split('/').pop() ?? name;
}

function parseJsonBytes(bytes: Buffer): unknown {
  const value = parseJsonLenient(bytes.toString('utf8').replace(/^\ufeff/, ''));
  if (value === undefined) throw new RecipeImportError('badRecipe');
  return value;
}

// ---------------------------------------------------------------------------------------------
// Collecting results

/** What is found, in order, until the recipe limit: beyond it, recipes are listed as not imported. */
class Results {
  readonly recipes: ArchiveRecipe[] = [];
  readonly failed: ArchiveFailure[] = [];

  constructor(private readonly language: Language) {}

  get full(): boolean {
    return this.recipes.length >= ARCHIVE_MAX_RECIPES;
  }

  add(sourceName: string, draft: RecipeDraftInput | null, image: Buffer | null = null): void {
    if (!draft) return this.fail(sourceName, 'badRecipe');
    if (this.full) return this.fail(sourceName, 'tooManyRecipes');
    this.recipes.push({
      draft,
      image: image && image.length <= ARCHIVE_IMAGE_MAX_BYTES ? image : null,
      sourceName,
    });
  }

  fail(sourceName: string, kind: RecipeImportErrorKind): void {
    this.failed.push({
      sourceName,
      reason: importErrorMessage(kind, this.language, { maxRecipes: ARCHIVE_MAX_RECIPES }),
    });
  }

  /** Runs one recipe's reading; its failure is recorded, except the archive-wide budget, which stops all. */
  async attempt(sourceName: string, read: () => Promise<void>): Promise<void> {
    if (this.full) return this.fail(sourceName, 'tooManyRecipes');
    try {
      await read();
    } catch (error) {
      if (error instanceof RecipeImportError && error.kind === 'archiveTooLarge') throw error;
      this.fail(sourceName, error instanceof RecipeImportError ? error.kind : 'badRecipe');
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Mealie

/** "1.5" → "1 ½": amounts as a cook writes them, which the ingredient parser reads back. */
function formatQuantity(quantity: number): string {
  const whole = Math.floor(quantity);
  const fraction = quantity - whole;
  const fractions: Array<[number, string]> = [
    [1 / 8, '⅛'],
    [1 / 4, '¼'],
    [1 / 3, '⅓'],
    [3 / 8, '⅜'],
    [1 / 2, '½'],
    [5 / 8, '⅝'],
    [2 / 3, '⅔'],
    [3 / 4, '¾'],
    [7 / 8, '⅞'],
  ];
  if (fraction < 0.01) return String(whole);
  const match = fractions.find(([value]) => Math.abs(value - fraction) < 0.01);
  if (match) return whole > 0 ? `${whole} ${match[1]}` : match[1];
  return String(Math.round(quantity * 1000) / 1000);
}

function nameOf(value: unknown): string {
  return isObject(value) ? cleanText(value.name) : cleanText(value);
}

/**
 * One Mealie ingredient as a line: its `display` when Mealie stored one, else amount, unit, food
 * and note put together, else the text it was parsed from, else the note alone.
 */
function mealieIngredientText(item: JsonObject, unit: unknown, food: unknown): string {
  const display = cleanText(item.display);
  if (display) return display;
  const quantity =
    typeof item.quantity === 'number' && item.quantity > 0 ? formatQuantity(item.quantity) : '';
  const unitName = isObject(unit) ? cleanText(unit.abbreviation) || cleanText(unit.name) : cleanText(unit);
  const foodName = nameOf(food);
  const note = cleanText(item.note);
  if (foodName) return [quantity, unitName, foodName, note].filter(Boolean).join(' ');
  return (
    cleanText(item.originalText ?? item.original_text) || [quantity, unitName, note].filter(Boolean).join(' ')
  );
}

/** Lines whose `title` heads a section: the title is the group of that line and the ones after it. */
function withSections<T>(items: T[], title: (item: T) => string, text: (item: T) => string): DraftLine[] {
  const lines: DraftLine[] = [];
  let group: string | null = null;
  for (const item of items) {
    const heading = title(item);
    if (heading) group = heading;
    const body = text(item);
    if (body) lines.push({ group, text: body });
  }
  return lines;
}

type MealieRecipe = {
  name: unknown;
  description: unknown;
  yield: unknown;
  servings: unknown;
  yieldQuantity: unknown;
  prepTime: unknown;
  cookTime: unknown;
  totalTime: unknown;
  cuisine: unknown;
  ingredients: Array<{ item: JsonObject; unit: unknown; food: unknown }>;
  instructions: JsonObject[];
  notes: JsonObject[];
  tags: unknown[];
  categories: unknown[];
  url: unknown;
};

function mealieDraft(recipe: MealieRecipe): RecipeDraftInput | null {
  const servingsNumber =
    typeof recipe.servings === 'number' && recipe.servings >= 1 ? Math.round(recipe.servings) : null;
  const quantity =
    typeof recipe.yieldQuantity === 'number' && recipe.yieldQuantity > 0 ? recipe.yieldQuantity : null;
  const yieldWords = cleanText(recipe.yield);
  const parsed = parseYield(quantity !== null ? `${formatQuantity(quantity)} ${yieldWords}` : recipe.yield);
  const fields: DraftFields = {
    title: cleanText(recipe.name),
    description: cleanLines(recipe.description).join('\n'),
    servings: servingsNumber ?? parsed.servings,
    yieldText: parsed.yieldText,
    prepMinutes: parseDurationMinutes(recipe.prepTime),
    cookMinutes: parseDurationMinutes(recipe.cookTime),
    totalMinutes: parseDurationMinutes(recipe.totalTime),
    cuisine: cleanText(recipe.cuisine) || null,
    tags: [...recipe.categories.map(nameOf), ...recipe.tags.map(nameOf)],
    ingredients: withSections(
      recipe.ingredients,
      ({ item }) => cleanText(item.title),
      ({ item, unit, food }) => mealieIngredientText(item, unit, food),
    ),
    steps: withSections(
      recipe.instructions,
      (step) => cleanText(step.title),
      (step) => cleanLines(step.text).join('\n'),
    ),
    notes: recipe.notes
      .map((note) => [cleanText(note.title), cleanLines(note.text).join('\n')].filter(Boolean).join('\n'))
      .filter(Boolean)
      .join('\n\n'),
    sourceUrl: absoluteUrl(recipe.url, ''),
  };
  return finishDraft(fields);
}

/** A recipe as Mealie's API and per-recipe export write it (camelCase). */
function isMealieRecipeJson(value: unknown): boolean {
  if (!isObject(value) || '@type' in value || typeof value.name !== 'string') return false;
  return ['slug', 'orgURL', 'recipeServings', 'performTime', 'recipeYieldQuantity'].some(
    (key) => key in value,
  );
}

function fromMealieJson(value: JsonObject): RecipeDraftInput | null {
  return mealieDraft({
    name: value.name,
    description: value.description,
    yield: value.recipeYield,
    servings: value.recipeServings,
    yieldQuantity: value.recipeYieldQuantity,
    prepTime: value.prepTime,
    cookTime: value.performTime ?? value.cookTime,
    totalTime: value.totalTime,
    cuisine: value.recipeCuisine,
    ingredients: asArray(value.recipeIngredient).map((item) =>
      isObject(item)
        ? { item, unit: item.unit, food: item.food }
        : { item: { note: item }, unit: null, food: null },
    ),
    instructions: asArray(value.recipeInstructions).map((step) => (isObject(step) ? step : { text: step })),
    notes: asArray(value.notes).filter(isObject),
    tags: asArray(value.tags),
    categories: asArray(value.recipeCategory),
    url: value.orgURL ?? value.org_url,
  });
}

/** A Mealie backup's database.json: every table as a list of rows. */
type MealieTables = { recipes: unknown[] } & Record<string, unknown>;

function isMealieDatabase(value: unknown): value is MealieTables {
  return isObject(value) && Array.isArray(value.recipes) && Array.isArray(value.recipes_ingredients);
}

/** Ids compare without dashes and case: SQLite stores Mealie's GUIDs as 32 hex digits, PostgreSQL with dashes. */
const idKey = (value: unknown) =>
  String(value ?? '')
    .replace(/-/g, '')
    .toLowerCase();

function groupRows(rows: unknown, key: string): Map<string, JsonObject[]> {
  const groups = new Map<string, JsonObject[]>();
  for (const row of asArray(rows).filter(isObject)) {
    const id = idKey(row[key]);
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  for (const list of groups.values()) list.sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
  return groups;
}

function rowsById(rows: unknown): Map<string, JsonObject> {
  return new Map(
    asArray(rows)
      .filter(isObject)
      .map((row) => [idKey(row.id), row]),
  );
}

async function readMealieDatabase(
  tables: MealieTables,
  results: Results,
  findImage: (recipeId: string) => Promise<Buffer | null>,
): Promise<void> {
  const units = rowsById(tables.ingredient_units);
  const foods = rowsById(tables.ingredient_foods);
  const tags = rowsById(tables.tags);
  const categories = rowsById(tables.categories);
  const ingredients = groupRows(tables.recipes_ingredients, 'recipe_id');
  const instructionRows = asArray(tables.recipe_instructions)
    .filter(isObject)
    .map((row) => ({ ...row, recipe_id: row.recipe_id ?? row.parent_id }));
  const instructions = groupRows(instructionRows, 'recipe_id');
  const notes = groupRows(tables.notes, 'recipe_id');
  const recipeTags = groupRows(tables.recipes_to_tags, 'recipe_id');
  const recipeCategories = groupRows(tables.recipes_to_categories, 'recipe_id');

  for (const row of tables.recipes.filter(isObject)) {
    const id = idKey(row.id);
    const sourceName = cleanText(row.slug) || cleanText(row.name) || id;
    await results.attempt(sourceName, async () => {
      const draft = mealieDraft({
        name: row.name,
        description: row.description,
        yield: row.recipe_yield,
        servings: row.recipe_servings,
        yieldQuantity: row.recipe_yield_quantity,
        prepTime: row.prep_time,
        cookTime: row.perform_time ?? row.cook_time,
        totalTime: row.total_time,
        cuisine: row.recipeCuisine ?? row.recipe_cuisine,
        ingredients: (ingredients.get(id) ?? []).map((item) => ({
          item: { ...item, originalText: item.original_text },
          unit: units.get(idKey(item.unit_id)) ?? null,
          food: foods.get(idKey(item.food_id)) ?? null,
        })),
        instructions: instructions.get(id) ?? [],
        notes: notes.get(id) ?? [],
        tags: (recipeTags.get(id) ?? []).map((link) => tags.get(idKey(link.tag_id))),
        categories: (recipeCategories.get(id) ?? []).map((link) => categories.get(idKey(link.category_id))),
        url: row.org_url,
      });
      results.add(sourceName, draft, draft ? await findImage(String(row.id ?? '')) : null);
    });
  }
}

/** Mealie keeps a recipe's pictures as images/original.webp (and smaller copies) in its folder. */
async function mealieImage(zip: ZipReader, folders: string[]): Promise<Buffer | null> {
  for (const folder of folders) {
    for (const file of ['original.webp', 'original.jpg', 'original.png', 'min-original.webp']) {
      const entry = zip.find(`${folder}/images/${file}`);
      if (entry && entry.size <= ARCHIVE_IMAGE_MAX_BYTES) return zip.read(entry);
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Paprika

const PAPRIKA_DIFFICULTY: Record<string, RecipeDifficulty> = {
  easy: 'easy',
  medium: 'medium',
  hard: 'hard',
  difficult: 'hard',
};

function paprikaDraft(recipe: JsonObject): RecipeDraftInput | null {
  const { servings, yieldText } = parseYield(recipe.servings);
  const difficulty = PAPRIKA_DIFFICULTY[cleanText(recipe.difficulty).toLowerCase()] ?? null;
  const draft = finishDraft({
    title: cleanText(recipe.name),
    description: cleanLines(recipe.description).join('\n'),
    servings,
    yieldText,
    prepMinutes: parseDurationMinutes(recipe.prep_time),
    cookMinutes: parseDurationMinutes(recipe.cook_time),
    totalMinutes: parseDurationMinutes(recipe.total_time),
    tags: asArray(recipe.categories).map(nameOf),
    ingredients: ingredientsFromText(typeof recipe.ingredients === 'string' ? recipe.ingredients : ''),
    steps: stepsFromText(typeof recipe.directions === 'string' ? recipe.directions : ''),
    notes: cleanLines(recipe.notes).join('\n'),
    sourceUrl: absoluteUrl(recipe.source_url, ''),
    author: cleanText(recipe.source) || null,
    imageUrl: null,
  });
  return draft && difficulty ? { ...draft, difficulty } : draft;
}

function paprikaPhoto(recipe: JsonObject): Buffer | null {
  if (typeof recipe.photo_data !== 'string' || recipe.photo_data === '') return null;
  const photo = Buffer.from(recipe.photo_data, 'base64');
  return photo.length > 0 ? photo : null;
}

function isPaprikaRecipe(value: unknown): value is JsonObject {
  return (
    isObject(value) && typeof value.name === 'string' && ('directions' in value || 'photo_data' in value)
  );
}

// ---------------------------------------------------------------------------------------------
// Reading the archive

function isGzip(bytes: Buffer): boolean {
  return bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** A JSON value from a file: Mealie, Paprika or schema.org recipes, one or a list. */
async function addJsonRecipes(
  value: unknown,
  sourceName: string,
  results: Results,
  findImage: (node: JsonObject) => Promise<Buffer | null>,
): Promise<void> {
  const items = Array.isArray(value) ? value : [value];
  for (const [index, item] of items.entries()) {
    const name = items.length > 1 ? `${sourceName} #${index + 1}` : sourceName;
    if (isObject(item) && isMealieRecipeJson(item)) {
      const mealieName = cleanText(item.slug) || name;
      await results.attempt(mealieName, async () => {
        const draft = fromMealieJson(item);
        results.add(mealieName, draft, draft ? await findImage(item) : null);
      });
    } else if (isPaprikaRecipe(item)) {
      await results.attempt(name, async () => results.add(name, paprikaDraft(item), paprikaPhoto(item)));
    } else {
      // JSON that holds no recipe (an app's settings, a manifest) is not a failed recipe.
      const found = readSchemaRecipes(item);
      for (const [position, recipe] of found.entries()) {
        const recipeName = found.length > 1 ? `${name} #${position + 1}` : name;
        await results.attempt(recipeName, async () =>
          results.add(recipeName, recipe.draft, await findImage(recipe.node)),
        );
      }
    }
  }
}

async function readZip(bytes: Buffer, results: Results): Promise<void> {
  const zip = new ZipReader(bytes);
  const database = zip.entries.find((entry) => baseName(entry.name).toLowerCase() === 'database.json');
  if (database) {
    const tables = parseJsonBytes(await zip.read(database));
    if (!isMealieDatabase(tables)) throw badArchive();
    const dataRoot = database.name.replace(/database\.json$/i, '');
    return readMealieDatabase(tables, results, (id) =>
      mealieImage(zip, [`${dataRoot}data/recipes/${id}`, `${dataRoot}data/recipes/${id.replace(/-/g, '')}`]),
    );
  }

  for (const entry of zip.entries) {
    const name = entry.name;
    const lower = name.toLowerCase();
    const label = baseName(name).replace(/\.(?:paprikarecipe|json|jsonld)$/i, '');
    if (lower.endsWith('.paprikarecipe')) {
      await results.attempt(label, async () => {
        const packed = await zip.read(entry);
        const recipe = parseJsonBytes(isGzip(packed) ? await zip.gunzip(packed) : packed);
        if (!isPaprikaRecipe(recipe)) throw new RecipeImportError('badRecipe');
        results.add(cleanText(recipe.name) || label, paprikaDraft(recipe), paprikaPhoto(recipe));
      });
    } else if (lower.endsWith('.json') || lower.endsWith('.jsonld')) {
      let value: unknown;
      try {
        value = parseJsonBytes(await zip.read(entry));
      } catch (error) {
        if (error instanceof RecipeImportError && error.kind === 'archiveTooLarge') throw error;
        results.fail(label, 'badRecipe');
        continue;
      }
      const folder = name.includes('/') ? name.slice(0, name.lastIndexOf('/')) : '';
      await addJsonRecipes(value, label, results, async (node) => {
        // Mealie's per-recipe export keeps images/ beside recipes/<slug>/<slug>.json; a schema.org
        // file may name a picture packed next to it. Web addresses are left to the draft.
        if (isMealieRecipeJson(node)) return mealieImage(zip, [folder]);
        for (const reference of asArray(node.image)) {
          const path =
            typeof reference === 'string'
              ? reference
              : isObject(reference)
                ? String(reference.url ?? '')
                : '';
          if (!path || /^[a-z]+:/i.test(path)) continue;
          const image = zip.find(folder ? `${folder}/${path}` : path) ?? zip.find(path);
          if (image && image.size <= ARCHIVE_IMAGE_MAX_BYTES) return zip.read(image);
        }
        return null;
      });
    }
  }
}

function looksLikeJson(bytes: Buffer): boolean {
  const start = bytes
    .subarray(0, 64)
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimStart();
  return start.startsWith('{') || start.startsWith('[');
}

/**
 * The recipes of an export file. `failed` lists each recipe that could not be read, with the
 * reason in `language` (English unless given). Throws RecipeImportError: badArchive (not an
 * export Larder reads, or damaged), archiveTooLarge (more than 50 MB unpacked).
 */
export async function readRecipeArchive(
  fileName: string,
  bytes: Buffer,
  options: { language?: Language } = {},
): Promise<ArchiveContents> {
  const results = new Results(options.language ?? 'en');
  const lower = fileName.toLowerCase();
  if (isZip(bytes)) {
    await readZip(bytes, results);
  } else if (lower.endsWith('.json') || lower.endsWith('.jsonld') || looksLikeJson(bytes)) {
    if (bytes.length > ARCHIVE_MAX_UNPACKED_BYTES) throw tooLarge();
    const value = parseJsonLenient(bytes.toString('utf8').replace(/^\ufeff/, ''));
    if (value === undefined) throw badArchive();
    const label = baseName(fileName).replace(/\.(?:json|jsonld)$/i, '') || 'recipe';
    if (isMealieDatabase(value)) await readMealieDatabase(value, results, async () => null);
    else await addJsonRecipes(value, label, results, async () => null);
  } else if (isGzip(bytes) && lower.endsWith('.paprikarecipe')) {
    // One recipe exported on its own: a single gzipped JSON.
    const unpacked = await gunzip(bytes, { maxOutputLength: ARCHIVE_MAX_UNPACKED_BYTES }).catch(() => {
      throw badArchive();
    });
    const recipe = parseJsonLenient(unpacked.toString('utf8'));
    if (!isPaprikaRecipe(recipe)) throw badArchive();
    results.add(cleanText(recipe.name) || fileName, paprikaDraft(recipe), paprikaPhoto(recipe));
  } else {
    throw badArchive();
  }
  if (results.recipes.length === 0 && results.failed.length === 0) throw badArchive();
  return { recipes: results.recipes, failed: results.failed };
}
