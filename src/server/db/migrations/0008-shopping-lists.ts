import type { Kysely } from 'kysely';

/**
 * Shopping lists (docs/shopping-lists.md). A household has several lists; an item keeps its name
 * as typed, the amount in thousandths of its unit, its aisle (a food category), who added it and
 * why (`sources`, JSON), and when each of its fields was last changed (`field_times`, JSON), which
 * is what per-field last-writer-wins compares when an offline device replays its edits.
 *
 * Ticked items moved into the pantry are not deleted at once: `moved_operation_id` hides them and
 * names the stock operation, so that undoing it brings them back. They are pruned after a week.
 *
 * The aisle order is kept per household and store (`store_key`, the store's folded name, '' for
 * lists without a store) as a rank per aisle; `last_aisle`/`last_tick_at` remember the trip in
 * progress, from which the order learns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shopping_lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('store', 'text')
    .addColumn('store_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shopping_lists_household_idx')
    .on('shopping_lists')
    .columns(['household_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('shopping_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('list_id', 'text', (c) => c.notNull().references('shopping_lists.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_normalized', 'text', (c) => c.notNull())
    .addColumn('food_key', 'text')
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('quantity_milli', 'integer')
    .addColumn('unit', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checked_at', 'text')
    .addColumn('checked_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('sources', 'text', (c) => c.notNull())
    .addColumn('added_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('field_times', 'text', (c) => c.notNull())
    .addColumn('moved_operation_id', 'text')
    .addColumn('moved_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shopping_items_list_idx')
    .on('shopping_items')
    .columns(['list_id', 'moved_operation_id', 'id'])
    .execute();
  await db.schema
    .createIndex('shopping_items_household_idx')
    .on('shopping_items')
    .columns(['household_id', 'moved_operation_id'])
    .execute();

  await db.schema
    .createTable('shopping_aisle_orders')
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('store_key', 'text', (c) => c.notNull())
    /** JSON object: aisle → rank; lower comes first. */
    .addColumn('ranks', 'text', (c) => c.notNull())
    .addColumn('last_aisle', 'text')
    .addColumn('last_tick_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('shopping_aisle_orders_pk', ['household_id', 'store_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shopping_aisle_orders').ifExists().execute();
  await db.schema.dropTable('shopping_items').ifExists().execute();
  await db.schema.dropTable('shopping_lists').ifExists().execute();
}
