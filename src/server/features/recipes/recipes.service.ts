import type { Language } from '@shared/settings-options';
import {
  type DietaryFlag,
  DIETARY_FLAGS,
  type Recipe,
  draftOfRecipe,
  type RecipeDraft,
  type RecipeListQuery,
  type RecipePage,
  type RecipeSummary,
} from '@shared/contracts/recipes';
import { parseIngredientLine } from '@shared/domain/ingredient-parser';
import { deriveDietaryFlags, dietaryConflicts } from '@shared/domain/recipe-diet';
import { toMilli, fromMilli } from '@shared/domain/units';
import { uuidv7 } from '@shared/ids';
import { type DB, type Executor, nowIso } from '../../db/database';
import { AppError, notFound } from '../../platform/errors';
import { getOnboarding } from '../onboarding/onboarding.service';
import { normalizeName } from '../pantry/pantry.mappers';
import { titleSortKey, recipeSearchText } from './recipe-search';
import {
  type IngredientRow,
  type RecipeRow,
  type RecipeWrite,
  type Viewer,
  addFavorite,
  deleteFavoritesOf,
  deleteRecipeRow,
  favoritePublicIds,
  findVisibleRecipe,
  insertRecipe,
  listApplianceSlugs,
  listCuisines,
  listIngredientRows,
  listRecipeRows,
  listStepRows,
  removeFavorite,
  replaceRecipe,
} from './recipes.repository';
import { recipeError, recipeMessage } from './recipes-messages';

/** Who asks, in which language, for which household. */
export type RecipeContext = Viewer & { db: DB };

/** A household's own recipes are many, but not unbounded: an import loop must not fill the disk. */
export const MAX_RECIPES_PER_HOUSEHOLD = 20_000;

// ---------------------------------------------------------------------------------------------
// From a draft to rows

/**
 * A draft as rows: every ingredient line parsed (in the recipe's language) into the amount, unit
 * and food that pantry matching reads; the raw text is kept as written.
 */
export function recipeWrite(
  draft: RecipeDraft,
  ids: {
    id: string;
    publicId: string;
    householdId: string | null;
    libraryKey?: string;
    language: Language | null;
  },
  meta: { createdBy: string | null; now: string; imageKey: string | null; contentHash?: string },
  parseLanguage: Language,
): RecipeWrite {
  const parsedLines = draft.ingredients.map((line) => parseIngredientLine(line.text, parseLanguage));
  const ingredients = draft.ingredients.map((line, position) => {
    const parsed = parsedLines[position]!;
    const quantity = parsed.quantity;
    return {
      position,
      group_name: line.group,
      text: line.text,
      quantity_milli: quantity !== null && Number.isFinite(quantity) ? toMilli(quantity) : null,
      unit: parsed.unit ?? parsed.unitText ?? null,
      food_key: parsed.foodKey,
      food_name: parsed.food,
      food_normalized: parsed.food ? normalizeName(parsed.food) : null,
      optional: parsed.optional ? 1 : 0,
    } satisfies Omit<IngredientRow, 'recipe_id'>;
  });
  const cuisine = draft.cuisine?.trim() || null;
  const derivedFlags = draft.ingredients.length > 0 ? deriveDietaryFlags(parsedLines, parseLanguage) : [];
  return {
    row: {
      id: ids.id,
      public_id: ids.publicId,
      household_id: ids.householdId,
      library_key: ids.libraryKey ?? null,
      language: ids.language,
      title: draft.title,
      description: draft.description,
      servings: draft.servings,
      yield_text: draft.yieldText,
      prep_minutes: draft.prepMinutes,
      cook_minutes: draft.cookMinutes,
      total_minutes: draft.totalMinutes,
      difficulty: draft.difficulty,
      cuisine,
      cuisine_normalized: cuisine ? cuisine.toLowerCase() : null,
      tags: JSON.stringify([...new Set(draft.tags)]),
      // The flags the cook set, and those the ingredients show (no meat, no gluten…).
      dietary_flags: JSON.stringify(withImpliedFlags([...draft.dietaryFlags, ...derivedFlags])),
      notes: draft.notes,
      source_url: draft.sourceUrl,
      author: draft.author,
      image_key: meta.imageKey,
      search_text: recipeSearchText({
        title: draft.title,
        ingredients: ingredients.map((i) => i.food_name ?? i.text),
        tags: draft.tags,
        cuisine,
      }),
      counted_lines: ingredients.filter(countsForCoverage).length,
      counted_foods: countedFoods(ingredients),
      title_sort: titleSortKey(draft.title),
      content_hash: meta.contentHash ?? null,
      created_by: meta.createdBy,
      created_at: meta.now,
      updated_at: meta.now,
    },
    ingredients,
    steps: draft.steps.map((step, position) => ({ position, group_name: step.group, text: step.text })),
    appliances: draft.appliances,
  };
}

/**
 * Lines that count for "how much the pantry covers": those that name a food and an amount. Optional
 * lines and amountless ones ("salt and pepper, to taste", "oil for frying") are what every kitchen
 * has or can skip; counting them would rank every recipe as missing its seasoning.
 */
export const countsForCoverage = (
  line: Pick<IngredientRow, 'optional' | 'quantity_milli' | 'food_key' | 'food_normalized'>,
) => line.optional === 0 && line.quantity_milli !== null && Boolean(line.food_key || line.food_normalized);

/**
 * The foods of the lines that count, one per line: the catalogue key, else "~" and the normalised
 * name (`foodToken`). Kept with the recipe, so that what can I cook counts a recipe's coverage
 * from one row. Keys and normalised names hold no line breaks.
 */
export function countedFoods(
  lines: ReadonlyArray<Pick<IngredientRow, 'optional' | 'quantity_milli' | 'food_key' | 'food_normalized'>>,
): string {
  return lines
    .filter(countsForCoverage)
    .map((line) => foodToken(line.food_key, line.food_normalized!))
    .join('\n');
}

/**
 * A food as the coarse count of what can I cook compares it: its catalogue key, else its name.
 * A line and a product of the same name get the same key, so the key alone stands for both.
 */
export const foodToken = (key: string | null, normalizedName: string) => key ?? `~${normalizedName}`;

/** What a flag says of the others: a vegan dish suits vegetarians, a vegetarian one pescatarians. */
const IMPLIED_FLAGS: Partial<Record<DietaryFlag, DietaryFlag[]>> = {
  Vegan: ['Vegetarian', 'Dairy-Free', 'Pescatarian'],
  Vegetarian: ['Pescatarian'],
  Keto: ['Low Carb'],
  Paleo: ['Gluten-Free', 'Dairy-Free'],
  Whole30: ['Gluten-Free', 'Dairy-Free'],
};

/** The flags with everything they imply, in the contract's order, each once. */
export function withImpliedFlags(flags: readonly DietaryFlag[]): DietaryFlag[] {
  const all = new Set<DietaryFlag>();
  const add = (flag: DietaryFlag) => {
    if (all.has(flag)) return;
    all.add(flag);
    for (const implied of IMPLIED_FLAGS[flag] ?? []) add(implied);
  };
  flags.forEach(add);
  return DIETARY_FLAGS.filter((f) => all.has(f));
}

// ---------------------------------------------------------------------------------------------
// From rows to answers

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function imageUrls(row: RecipeRow): RecipeSummary['image'] {
  if (!row.image_key) return null;
  // The key's random part is the version: a new picture is a new URL, so caches never go stale.
  const version = row.image_key.split('-').pop() ?? '';
  const base = `/api/recipes/${encodeURIComponent(row.public_id)}/image`;
  return {
    thumb: `${base}/thumb?v=${version}`,
    medium: `${base}/medium?v=${version}`,
    large: `${base}/large?v=${version}`,
  };
}

export function toSummary(row: RecipeRow, appliances: string[], favorite: boolean): RecipeSummary {
  return {
    id: row.public_id,
    source: row.household_id ? 'household' : 'library',
    title: row.title,
    description: row.description,
    image: imageUrls(row),
    servings: row.servings,
    prepMinutes: row.prep_minutes,
    cookMinutes: row.cook_minutes,
    totalMinutes: row.total_minutes,
    difficulty: row.difficulty,
    cuisine: row.cuisine,
    tags: parseList(row.tags),
    dietaryFlags: parseList(row.dietary_flags).filter((f): f is DietaryFlag =>
      (DIETARY_FLAGS as readonly string[]).includes(f),
    ),
    appliances,
    favorite,
    updatedAt: row.updated_at,
  };
}

/** Summaries of rows, with their appliances and this user's favorites, in the rows' order. */
export async function summariesOf(db: Executor, viewer: Viewer, rows: RecipeRow[]): Promise<RecipeSummary[]> {
  const [appliances, favorites] = await Promise.all([
    listApplianceSlugs(
      db,
      rows.map((r) => r.id),
    ),
    favoritePublicIds(
      db,
      viewer.userId,
      rows.map((r) => r.public_id),
    ),
  ]);
  return rows.map((row) => toSummary(row, appliances.get(row.id) ?? [], favorites.has(row.public_id)));
}

export function ingredientOf(row: IngredientRow) {
  return {
    position: row.position,
    group: row.group_name,
    text: row.text,
    quantity: row.quantity_milli === null ? null : fromMilli(row.quantity_milli),
    unit: row.unit,
    food: row.food_name,
    foodKey: row.food_key,
    optional: row.optional === 1,
  };
}

// ---------------------------------------------------------------------------------------------
// Operations

/** The visible recipe behind a public id, or 404 (another household's ids are unknown ids). */
export async function recipeOr404(ctx: RecipeContext, id: string): Promise<RecipeRow> {
  const row = await findVisibleRecipe(ctx.db, ctx, id);
  if (!row) throw notFound();
  return row;
}

/** The household's own recipe behind an id: 404 when unknown, 403 for a built-in one. */
export async function ownRecipeOr404(ctx: RecipeContext, id: string): Promise<RecipeRow> {
  const row = await recipeOr404(ctx, id);
  if (row.household_id !== ctx.householdId) throw recipeError('FORBIDDEN', 'libraryReadOnly', ctx.language);
  return row;
}

export async function getRecipe(ctx: RecipeContext, id: string): Promise<Recipe> {
  return recipeFromRow(ctx, await recipeOr404(ctx, id));
}

export async function recipeFromRow(ctx: RecipeContext, row: RecipeRow): Promise<Recipe> {
  const [ingredientRows, stepRows, [summary], onboarding] = await Promise.all([
    listIngredientRows(ctx.db, [row.id]),
    listStepRows(ctx.db, row.id),
    summariesOf(ctx.db, ctx, [row]),
    getOnboarding({ db: ctx.db, userId: ctx.userId }),
  ]);
  const ingredients = ingredientRows.map(ingredientOf);
  const language = (row.language ?? ctx.language) as Language;
  const warnings = dietaryConflicts(
    ingredients.map((i) => parseIngredientLine(i.text, language)),
    onboarding.dietary_preferences,
    language,
  );
  return {
    ...summary!,
    yieldText: row.yield_text,
    ingredients,
    steps: stepRows.map((s) => ({ position: s.position, group: s.group_name, text: s.text })),
    notes: row.notes,
    sourceUrl: row.source_url,
    author: row.author,
    editable: row.household_id === ctx.householdId,
    dietaryWarnings: warnings.map((w) => ({ preference: w.preference, ingredients: w.ingredients })),
    createdAt: row.created_at,
  };
}

export async function listRecipes(ctx: RecipeContext, query: RecipeListQuery): Promise<RecipePage> {
  const [{ rows, total }, cuisines] = await Promise.all([
    listRecipeRows(ctx.db, ctx, query),
    listCuisines(ctx.db, ctx),
  ]);
  return {
    recipes: await summariesOf(ctx.db, ctx, rows),
    total,
    offset: query.offset,
    limit: query.limit,
    cuisines,
  };
}

async function countOwnRecipes(db: Executor, householdId: string): Promise<number> {
  const row = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('household_id', '=', householdId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Saves a new recipe of the household; `imageKey` is a picture already stored for it. */
export async function createRecipe(
  ctx: RecipeContext,
  draft: RecipeDraft,
  options: { imageKey?: string | null; id?: string } = {},
): Promise<Recipe> {
  const id = options.id ?? uuidv7();
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    if ((await countOwnRecipes(trx, ctx.householdId)) >= MAX_RECIPES_PER_HOUSEHOLD) {
      throw new AppError(
        'CONFLICT',
        recipeMessage('tooManyRecipes', ctx.language, { max: MAX_RECIPES_PER_HOUSEHOLD }),
      );
    }
    await insertRecipe(
      trx,
      recipeWrite(
        draft,
        { id, publicId: id, householdId: ctx.householdId, language: null },
        { createdBy: ctx.userId, now, imageKey: options.imageKey ?? null },
        ctx.language,
      ),
    );
  });
  return getRecipe(ctx, id);
}

export async function updateRecipe(ctx: RecipeContext, id: string, draft: RecipeDraft): Promise<Recipe> {
  const existing = await ownRecipeOr404(ctx, id);
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const write = recipeWrite(
      draft,
      { id: existing.id, publicId: existing.public_id, householdId: ctx.householdId, language: null },
      { createdBy: existing.created_by, now, imageKey: existing.image_key },
      ctx.language,
    );
    write.row.created_at = existing.created_at;
    await replaceRecipe(trx, write);
  });
  return getRecipe(ctx, id);
}

/** Deletes a household recipe; returns its picture's key so the caller can remove the files. */
export async function deleteRecipe(ctx: RecipeContext, id: string): Promise<string | null> {
  const existing = await ownRecipeOr404(ctx, id);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteRecipeRow(trx, existing.id);
    await deleteFavoritesOf(trx, existing.public_id);
  });
  return existing.image_key;
}

/** A recipe as a draft: what a copy starts from. */
export async function draftOf(ctx: RecipeContext, row: RecipeRow): Promise<RecipeDraft> {
  return draftOfRecipe(await recipeFromRow(ctx, row));
}

export async function setFavorite(ctx: RecipeContext, id: string, favorite: boolean): Promise<boolean> {
  const row = await recipeOr404(ctx, id);
  if (favorite) await addFavorite(ctx.db, ctx.userId, row.public_id, nowIso());
  else await removeFavorite(ctx.db, ctx.userId, row.public_id);
  return favorite;
}
