import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Language } from '@shared/settings-options';
import type { RecipeListQuery } from '@shared/contracts/recipes';
import { isPostgres, toNumber, type Executor } from '../../db/database';
import type {
  Database,
  RecipeCooksTable,
  RecipeIngredientsTable,
  RecipeStepsTable,
  RecipesTable,
} from '../../db/types';
import { fts5Query, searchTerms, tsQuery } from './recipe-search';

/** A recipe as read: every column but the search text, which only the search indexes use. */
export type RecipeRow = Omit<RecipesTable, 'search_text'>;
export type IngredientRow = RecipeIngredientsTable;
export type StepRow = RecipeStepsTable;
export type CookRow = RecipeCooksTable;

/** Who is looking: a household's own recipes and the library in the reader's language are visible. */
export type Viewer = { householdId: string; userId: string; language: Language };

/** A recipe with its lines, as it is written to the database. */
export type RecipeWrite = {
  row: RecipesTable;
  ingredients: Omit<IngredientRow, 'recipe_id'>[];
  steps: Omit<StepRow, 'recipe_id'>[];
  appliances: string[];
};

/** The columns of a RecipeRow (the types say which one is missing). */
export const RECIPE_COLUMNS = [
  'id',
  'public_id',
  'household_id',
  'library_key',
  'language',
  'title',
  'description',
  'servings',
  'yield_text',
  'prep_minutes',
  'cook_minutes',
  'total_minutes',
  'difficulty',
  'cuisine',
  'cuisine_normalized',
  'tags',
  'dietary_flags',
  'notes',
  'source_url',
  'author',
  'image_key',
  'counted_lines',
  'counted_foods',
  'title_sort',
  'content_hash',
  'created_by',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof RecipeRow>;
const RECIPE_COLUMNS_OF_R = RECIPE_COLUMNS.map((column) => `r.${column}` as const);

// ---------------------------------------------------------------------------------------------
// Writing

/** Inserts a recipe with its lines and its search entry, in the caller's transaction. */
export async function insertRecipe(db: Executor, recipe: RecipeWrite): Promise<void> {
  await db.insertInto('recipes').values(recipe.row).execute();
  await insertChildren(db, recipe);
}

/** Replaces a recipe's fields and lines (an edit), keeping its id and creation time. */
export async function replaceRecipe(db: Executor, recipe: RecipeWrite): Promise<void> {
  const { id, created_at: _created, created_by: _by, ...fields } = recipe.row;
  await db.updateTable('recipes').set(fields).where('id', '=', id).execute();
  await deleteChildren(db, id);
  await insertChildren(db, recipe);
}

export async function deleteRecipeRow(db: Executor, id: string): Promise<void> {
  await deleteChildren(db, id);
  await db.deleteFrom('recipes').where('id', '=', id).execute();
}

async function insertChildren(db: Executor, recipe: RecipeWrite): Promise<void> {
  const id = recipe.row.id;
  if (recipe.ingredients.length > 0) {
    await db
      .insertInto('recipe_ingredients')
      .values(recipe.ingredients.map((line) => ({ ...line, recipe_id: id })))
      .execute();
  }
  if (recipe.steps.length > 0) {
    await db
      .insertInto('recipe_steps')
      .values(recipe.steps.map((step) => ({ ...step, recipe_id: id })))
      .execute();
  }
  if (recipe.appliances.length > 0) {
    await db
      .insertInto('recipe_appliances')
      .values([...new Set(recipe.appliances)].map((slug) => ({ recipe_id: id, slug })))
      .execute();
  }
  if (!isPostgres(db)) {
    await db
      .insertInto('recipe_search')
      .values({ recipe_id: id, search_text: recipe.row.search_text })
      .execute();
  }
}

async function deleteChildren(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('recipe_ingredients').where('recipe_id', '=', id).execute();
  await db.deleteFrom('recipe_steps').where('recipe_id', '=', id).execute();
  await db.deleteFrom('recipe_appliances').where('recipe_id', '=', id).execute();
  if (!isPostgres(db)) await db.deleteFrom('recipe_search').where('recipe_id', '=', id).execute();
}

export async function setRecipeImageKey(db: Executor, id: string, imageKey: string | null, now: string) {
  await db
    .updateTable('recipes')
    .set({ image_key: imageKey, updated_at: now })
    .where('id', '=', id)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Reading one

/**
 * The row behind a public id that this viewer may see: the household's own recipe, or the
 * library recipe in the viewer's language (English when it has no text in that language).
 */
export async function findVisibleRecipe(
  db: Executor,
  viewer: Viewer,
  publicId: string,
): Promise<RecipeRow | undefined> {
  const rows = await db
    .selectFrom('recipes')
    .select(RECIPE_COLUMNS)
    .where('public_id', '=', publicId)
    .where((eb) =>
      eb.or([
        eb('household_id', '=', viewer.householdId),
        eb.and([eb('household_id', 'is', null), eb('language', 'in', [viewer.language, 'en'])]),
      ]),
    )
    .execute();
  return rows.find((r) => r.household_id !== null || r.language === viewer.language) ?? rows[0];
}

/** Several recipes by public id, as findVisibleRecipe finds each; those not visible are left out. */
export async function findVisibleRecipes(
  db: Executor,
  viewer: Viewer,
  publicIds: readonly string[],
): Promise<Map<string, RecipeRow>> {
  const found = new Map<string, RecipeRow>();
  if (publicIds.length === 0) return found;
  const rows = await db
    .selectFrom('recipes')
    .select(RECIPE_COLUMNS)
    .where('public_id', 'in', [...new Set(publicIds)])
    .where((eb) =>
      eb.or([
        eb('household_id', '=', viewer.householdId),
        eb.and([eb('household_id', 'is', null), eb('language', 'in', [viewer.language, 'en'])]),
      ]),
    )
    .execute();
  for (const row of rows) {
    const best = found.get(row.public_id);
    if (!best || row.household_id !== null || row.language === viewer.language) found.set(row.public_id, row);
  }
  return found;
}

export function listIngredientRows(db: Executor, recipeIds: readonly string[]): Promise<IngredientRow[]> {
  if (recipeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('recipe_ingredients')
    .selectAll()
    .where('recipe_id', 'in', [...new Set(recipeIds)])
    .orderBy('recipe_id')
    .orderBy('position')
    .execute();
}

export function listStepRows(db: Executor, recipeId: string): Promise<StepRow[]> {
  return db
    .selectFrom('recipe_steps')
    .selectAll()
    .where('recipe_id', '=', recipeId)
    .orderBy('position')
    .execute();
}

export async function listApplianceSlugs(
  db: Executor,
  recipeIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (recipeIds.length === 0) return out;
  const rows = await db
    .selectFrom('recipe_appliances')
    .select(['recipe_id', 'slug'])
    .where('recipe_id', 'in', [...new Set(recipeIds)])
    .orderBy('slug')
    .execute();
  for (const row of rows) out.set(row.recipe_id, [...(out.get(row.recipe_id) ?? []), row.slug]);
  return out;
}

export async function favoritePublicIds(
  db: Executor,
  userId: string,
  publicIds: readonly string[],
): Promise<Set<string>> {
  if (publicIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('recipe_favorites')
    .select('recipe_public_id')
    .where('user_id', '=', userId)
    .where('recipe_public_id', 'in', [...new Set(publicIds)])
    .execute();
  return new Set(rows.map((r) => r.recipe_public_id));
}

// ---------------------------------------------------------------------------------------------
// Lists and search

/**
 * One page of the recipes this viewer can see, filtered, searched and sorted in SQL, with the
 * total. Search uses the full-text index of the database at hand. The household's own recipes come
 * before the built-in ones, whatever the sort.
 */
export async function listRecipeRows(
  db: Executor,
  viewer: Viewer,
  query: RecipeListQuery,
): Promise<{ rows: RecipeRow[]; total: number }> {
  const terms = query.q ? searchTerms(query.q) : [];
  if (query.source !== 'all' || terms.length > 0) {
    const base = filteredRecipes(db, viewer, query, query.source);
    const countRow = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const page = sortedPage(base.orderBy(sql`case when r.household_id is null then 1 else 0 end`), query);
    const rows = await page.limit(query.limit).offset(query.offset).execute();
    return { rows, total: toNumber(countRow?.n as number | string | undefined) };
  }
  // Without a search, the household's page and the library's are read apart, each in the order of
  // an index, instead of sorting all of both to put the household's first.
  const own = filteredRecipes(db, viewer, query, 'household');
  const library = filteredRecipes(db, viewer, query, 'library');
  const count = async (base: typeof own) =>
    toNumber(
      (await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n as
        number | string | undefined,
    );
  const [ownTotal, libraryTotal] = [await count(own), await count(library)];
  const rows =
    query.offset < ownTotal
      ? await sortedPage(own, query).limit(query.limit).offset(query.offset).execute()
      : [];
  const left = query.limit - rows.length;
  if (left > 0 && libraryTotal > 0) {
    const skip = Math.max(0, query.offset - ownTotal);
    rows.push(...(await sortedPage(library, query).limit(left).offset(skip).execute()));
  }
  return { rows, total: ownTotal + libraryTotal };
}

/** The recipes of `source` this viewer can see, searched and filtered as the query says. */
function filteredRecipes(
  db: Executor,
  viewer: Viewer,
  query: RecipeListQuery,
  source: RecipeListQuery['source'],
) {
  const terms = query.q ? searchTerms(query.q) : [];
  let base = db.selectFrom('recipes as r');
  if (terms.length === 0) {
    base = base.where((eb) => visibleTo(eb, viewer, source));
  } else if (isPostgres(db)) {
    base = base
      .where((eb) => visibleTo(eb, viewer, source))
      .where(sql<SqlBool>`r.search_vector @@ to_tsquery('simple', ${tsQuery(terms)})`);
  } else {
    // SQLite looks each match up by id (as many as the search found) instead of walking every
    // visible recipe to test it: the unary "+" keeps the visibility test off the indexes.
    base = base.where(visibleToUnindexed(viewer, source)).where(
      'r.id',
      'in',
      db
        .selectFrom('recipe_search')
        .select('recipe_id')
        .where(sql<SqlBool>`recipe_search MATCH ${fts5Query(terms)}`),
    );
  }
  if (query.difficulty) base = base.where('r.difficulty', '=', query.difficulty);
  if (query.cuisine) base = base.where('r.cuisine_normalized', '=', query.cuisine.toLowerCase());
  // Flags are stored as a JSON array of the enum's values: a quoted value is found as text.
  if (query.diet) base = base.where('r.dietary_flags', 'like', `%${JSON.stringify(query.diet)}%`);
  if (query.maxMinutes !== undefined) base = base.where(minutesOf(), '<=', query.maxMinutes);
  if (query.ownedAppliances) base = base.where(needsOnlyOwnedAppliances(viewer.householdId));
  if (query.favorites) {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('recipe_favorites as f')
          .select('f.recipe_public_id')
          .where('f.user_id', '=', viewer.userId)
          .whereRef('f.recipe_public_id', '=', 'r.public_id'),
      ),
    );
  }
  return base;
}

/** All columns of `base` in the query's sort, ties broken by title and id. */
function sortedPage(base: ReturnType<typeof filteredRecipes>, query: RecipeListQuery) {
  let page = base.select(RECIPE_COLUMNS_OF_R);
  if (query.sort === 'newest') page = page.orderBy('r.updated_at', 'desc');
  else if (query.sort === 'quickest') page = page.orderBy(sql`coalesce(${minutesOf()}, 100000)`);
  return page.orderBy('r.title_sort').orderBy('r.id');
}

/**
 * The cuisines among the recipes this viewer can see, for the filter menu: the household's from an
 * index of its own, the library's (a few dozen rows) apart, so neither reads the recipes themselves.
 */
export async function listCuisines(db: Executor, viewer: Viewer): Promise<string[]> {
  const [own, library] = await Promise.all([
    db
      .selectFrom('recipes')
      .select('cuisine_normalized')
      .distinct()
      .where('household_id', '=', viewer.householdId)
      .where('cuisine_normalized', 'is not', null)
      .execute(),
    db
      .selectFrom('recipes')
      .select('cuisine_normalized')
      .distinct()
      .where('household_id', 'is', null)
      .where('language', '=', viewer.language)
      .where('cuisine_normalized', 'is not', null)
      .execute(),
  ]);
  const all = new Set(
    [...own, ...library].map((r) => r.cuisine_normalized).filter((c): c is string => Boolean(c)),
  );
  return [...all].sort().slice(0, 200);
}

type RecipesAsR = ExpressionBuilder<Database & { r: RecipesTable }, 'r'>;

function visibleTo(eb: RecipesAsR, viewer: Viewer, source: RecipeListQuery['source']): Expression<SqlBool> {
  const own = eb('r.household_id', '=', viewer.householdId);
  const library = eb.and([eb('r.household_id', 'is', null), eb('r.language', '=', viewer.language)]);
  if (source === 'household') return own;
  if (source === 'library') return library;
  return eb.or([own, library]);
}

/** `visibleTo` as SQLite must not use an index for (unary "+" on each column). */
function visibleToUnindexed(viewer: Viewer, source: RecipeListQuery['source']) {
  const own = sql<SqlBool>`+r.household_id = ${viewer.householdId}`;
  const library = sql<SqlBool>`(+r.household_id is null and +r.language = ${viewer.language})`;
  if (source === 'household') return own;
  if (source === 'library') return library;
  return sql<SqlBool>`(${own} or ${library})`;
}

/** The recipe `r` needs no appliance that the household does not have. */
export function needsOnlyOwnedAppliances(householdId: string) {
  return sql<SqlBool>`not exists (
    select 1 from recipe_appliances ra
    where ra.recipe_id = r.id
      and ra.slug not in (
        select ha.appliance_slug from household_appliances ha
        where ha.household_id = ${householdId} and ha.appliance_slug is not null))`;
}

export async function ownsAnyAppliance(db: Executor, householdId: string): Promise<boolean> {
  const row = await db
    .selectFrom('household_appliances')
    .select('id')
    .where('household_id', '=', householdId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A recipe's time in all: its total, else prep + cook. */
function minutesOf() {
  return sql<number>`coalesce(r.total_minutes, r.prep_minutes + r.cook_minutes, r.prep_minutes, r.cook_minutes)`;
}

// ---------------------------------------------------------------------------------------------
// Favorites

export async function addFavorite(
  db: Executor,
  userId: string,
  publicId: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('recipe_favorites')
    .values({ user_id: userId, recipe_public_id: publicId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'recipe_public_id']).doNothing())
    .execute();
}

export async function removeFavorite(db: Executor, userId: string, publicId: string): Promise<void> {
  await db
    .deleteFrom('recipe_favorites')
    .where('user_id', '=', userId)
    .where('recipe_public_id', '=', publicId)
    .execute();
}

/** A household recipe that is deleted is no one's favorite any more. */
export async function deleteFavoritesOf(db: Executor, publicId: string): Promise<void> {
  await db.deleteFrom('recipe_favorites').where('recipe_public_id', '=', publicId).execute();
}

// ---------------------------------------------------------------------------------------------
// Cook history

export async function insertCook(db: Executor, row: CookRow): Promise<void> {
  await db.insertInto('recipe_cooks').values(row).execute();
}

export function listCookRows(db: Executor, householdId: string, limit: number): Promise<CookRow[]> {
  return db
    .selectFrom('recipe_cooks')
    .selectAll()
    .where('household_id', '=', householdId)
    .orderBy('cooked_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** When the household last cooked each recipe. */
export async function lastCookedAt(db: Executor, householdId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('recipe_cooks')
    .select(['recipe_public_id', (eb) => eb.fn.max('cooked_at').as('last')])
    .where('household_id', '=', householdId)
    .groupBy('recipe_public_id')
    .execute();
  return new Map(rows.map((r) => [r.recipe_public_id, String(r.last)]));
}
