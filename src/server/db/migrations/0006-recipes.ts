import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Recipes (docs/decisions/0010): a household's own recipes and the built-in library in one table,
 * so that search, filters, favorites and "what can I cook" read both with one query. A library
 * recipe has no household and one row per language (`public_id` "lib-<key>" is the same in every
 * language; the API only ever shows public ids). Ingredient lines keep their text and the parse
 * made when they were saved (quantity in thousandths, unit, catalogue food key, food name), which
 * is what pantry matching reads.
 *
 * Search: `search_text` is the title, ingredient foods and tags, folded (lower case, no accents,
 * CJK characters spaced so that each is a word). SQLite indexes it with FTS5 (`recipe_search`,
 * kept by the repository in the same transaction); PostgreSQL with a GIN index over its tsvector.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('recipes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('public_id', 'text', (c) => c.notNull())
    .addColumn('household_id', 'text', (c) => c.references('households.id').onDelete('cascade'))
    .addColumn('library_key', 'text')
    .addColumn('language', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('servings', 'integer')
    .addColumn('yield_text', 'text')
    .addColumn('prep_minutes', 'integer')
    .addColumn('cook_minutes', 'integer')
    .addColumn('total_minutes', 'integer')
    .addColumn('difficulty', 'text')
    .addColumn('cuisine', 'text')
    .addColumn('cuisine_normalized', 'text')
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('dietary_flags', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('source_url', 'text')
    .addColumn('author', 'text')
    .addColumn('image_key', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('counted_lines', 'integer', (c) => c.notNull().defaultTo(0))
    // The foods of those lines, one per line as "food key<TAB>normalised name" (what can I cook).
    .addColumn('counted_foods', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title_sort', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recipes_household_idx')
    .on('recipes')
    .columns(['household_id', 'title_sort'])
    .execute();
  await db.schema
    .createIndex('recipes_library_idx')
    .on('recipes')
    .columns(['language', 'library_key'])
    .where(sql.ref('household_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('recipes_household_updated_idx')
    .on('recipes')
    .columns(['household_id', 'updated_at'])
    .execute();
  await db.schema.createIndex('recipes_public_idx').on('recipes').column('public_id').execute();
  await db.schema
    .createIndex('recipes_cuisine_idx')
    .on('recipes')
    .columns(['household_id', 'cuisine_normalized'])
    .execute();

  await db.schema
    .createTable('recipe_ingredients')
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('group_name', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('quantity_milli', 'integer')
    .addColumn('unit', 'text')
    .addColumn('food_key', 'text')
    .addColumn('food_name', 'text')
    .addColumn('food_normalized', 'text')
    .addColumn('optional', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('recipe_ingredients_pk', ['recipe_id', 'position'])
    // SQLite keeps a recipe's lines together, in order (clustered by the key): "what can I cook"
    // reads every line of every visible recipe, and reads them without a second lookup per line.
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema
    .createIndex('recipe_ingredients_food_idx')
    .on('recipe_ingredients')
    .column('food_key')
    .execute();
  await db.schema
    .createIndex('recipe_ingredients_food_name_idx')
    .on('recipe_ingredients')
    .column('food_normalized')
    .execute();

  await db.schema
    .createTable('recipe_steps')
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('group_name', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recipe_steps_pk', ['recipe_id', 'position'])
    .execute();

  // Required appliances as rows, so "only what my kitchen has" is one NOT EXISTS on both databases.
  await db.schema
    .createTable('recipe_appliances')
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recipe_appliances_pk', ['recipe_id', 'slug'])
    .execute();

  await db.schema
    .createTable('recipe_favorites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipe_public_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recipe_favorites_pk', ['user_id', 'recipe_public_id'])
    .execute();

  await db.schema
    .createTable('recipe_cooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recipe_public_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('servings', 'integer')
    .addColumn('operation_id', 'text')
    .addColumn('cooked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recipe_cooks_household_idx')
    .on('recipe_cooks')
    .columns(['household_id', 'cooked_at'])
    .execute();

  if (postgres) {
    await sql`CREATE INDEX recipes_search_idx ON recipes USING GIN (to_tsvector('simple', search_text))`.execute(
      db,
    );
  } else {
    await sql`CREATE VIRTUAL TABLE recipe_search USING fts5(recipe_id UNINDEXED, search_text, tokenize = 'unicode61 remove_diacritics 2')`.execute(
      db,
    );
    // What can I cook reads the foods of every visible recipe: from this index alone, not the
    // wide rows. (Not on PostgreSQL, where a B-tree entry is limited to about 2.7 kB.)
    await db.schema
      .createIndex('recipes_foods_idx')
      .on('recipes')
      .columns(['household_id', 'language', 'counted_lines', 'id', 'counted_foods'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!postgres) await sql`DROP TABLE IF EXISTS recipe_search`.execute(db);
  for (const table of [
    'recipe_cooks',
    'recipe_favorites',
    'recipe_appliances',
    'recipe_steps',
    'recipe_ingredients',
    'recipes',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
