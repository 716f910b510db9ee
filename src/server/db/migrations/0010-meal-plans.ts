import type { Kysely } from 'kysely';

/**
 * Meal plans (docs/meal-plans.md). An entry is a recipe or a free note on a day (`date`,
 * YYYY-MM-DD in the household's calendar) and a slot, ordered by `position` within the slot. A
 * recipe entry keeps the recipe's public id and its title when planned, so that the plan and the
 * calendar feed still read well after the recipe is deleted. `generated` marks what the planner
 * made (a new plan replaces those, unless `locked`); `reasons` (JSON) says why it chose them.
 *
 * A prep session is computed once from the plan and kept as it was computed (`plan`, JSON), with
 * the tasks ticked off (`done`, JSON): editing the plan afterwards does not reshuffle a session in
 * progress. The calendar feed is a secret token per household, replaced when rotated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meal_plan_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('recipe_public_id', 'text')
    .addColumn('title', 'text')
    .addColumn('note', 'text')
    .addColumn('servings', 'integer', (c) => c.notNull())
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('generated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reasons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cooked_at', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('meal_plan_entries_day_idx')
    .on('meal_plan_entries')
    .columns(['household_id', 'date', 'slot', 'position'])
    .execute();

  await db.schema
    .createTable('meal_prep_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('done', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('meal_prep_sessions_household_idx')
    .on('meal_prep_sessions')
    .columns(['household_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('meal_plan_feeds')
    .addColumn('household_id', 'text', (c) => c.primaryKey().references('households.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    // The language its titles are written in: its maker's when it was made.
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
