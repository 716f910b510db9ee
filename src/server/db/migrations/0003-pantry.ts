import type { Kysely } from 'kysely';
import { uuidv7 } from '@shared/ids';

/**
 * The pantry (docs/decisions/0007): locations, products with their barcodes, stock entries, the
 * operations and per-entry transactions that changed them (undo restores the "before" snapshots),
 * and the Open Food Facts cache. Amounts are integers of thousandths (`*_milli`), dates
 * 'YYYY-MM-DD' text, booleans 0/1, JSON text.
 *
 * `products` and `stock_by_location` carry totals recomputed in the same transaction as every stock
 * change, so that the pantry list is an indexed read whatever the size of the household.
 */

/** The three locations every household starts with, named in the language of its first member. */
export const DEFAULT_LOCATIONS = [
  {
    kind: 'pantry',
    names: { en: 'Pantry', es: 'Despensa', fr: 'Garde-manger', de: 'Vorratsschrank', zh: '食品柜' },
  },
  {
    kind: 'fridge',
    names: { en: 'Fridge', es: 'Nevera', fr: 'Réfrigérateur', de: 'Kühlschrank', zh: '冰箱' },
  },
  {
    kind: 'freezer',
    names: { en: 'Freezer', es: 'Congelador', fr: 'Congélateur', de: 'Gefrierschrank', zh: '冷冻室' },
  },
] as const;

export type DefaultLocationLanguage = keyof (typeof DEFAULT_LOCATIONS)[number]['names'];

export function defaultLocationName(index: number, language: string | undefined): string {
  const names = DEFAULT_LOCATIONS[index]!.names;
  return language && language in names ? names[language as DefaultLocationLanguage] : names.en;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('locations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('locations_household_idx')
    .on('locations')
    .columns(['household_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_normalized', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('default_unit', 'text', (c) => c.notNull())
    .addColumn('min_stock_milli', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shelf_life_pantry', 'integer')
    .addColumn('shelf_life_fridge', 'integer')
    .addColumn('shelf_life_freezer', 'integer')
    .addColumn('shelf_life_opened', 'integer')
    .addColumn('conversions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('notes', 'text')
    .addColumn('image_key', 'text')
    .addColumn('default_location_id', 'text', (c) => c.references('locations.id').onDelete('set null'))
    // Totals of the product's entries, kept in step by every stock change.
    .addColumn('stock_milli', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_expiry', 'text')
    /** next_expiry, or '9999-12-31' when none: sorts "no expiry" last with a plain index. */
    .addColumn('expiry_sort', 'text', (c) => c.notNull().defaultTo('9999-12-31'))
    .addColumn('entry_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('opened_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** When stock was last added (the newest entry), else when the product was created. */
    .addColumn('last_added_at', 'text', (c) => c.notNull())
    /** 1 when the default list shows it: in stock, or below its minimum (something to buy). */
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0))
    /** Bumped first by every stock change of the product: concurrent changes queue on this row. */
    .addColumn('stock_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('products_household_expiry_idx')
    .on('products')
    .columns(['household_id', 'expiry_sort', 'name_normalized', 'id'])
    .execute();
  await db.schema
    .createIndex('products_household_name_idx')
    .on('products')
    .columns(['household_id', 'name_normalized', 'id'])
    .execute();
  await db.schema
    .createIndex('products_household_added_idx')
    .on('products')
    .columns(['household_id', 'last_added_at', 'id'])
    .execute();
  await db.schema
    .createIndex('products_household_category_idx')
    .on('products')
    .columns(['household_id', 'category', 'expiry_sort', 'name_normalized'])
    .execute();
  // Counts of the default list (and per category) without reading the rows.
  await db.schema
    .createIndex('products_household_listed_idx')
    .on('products')
    .columns(['household_id', 'listed', 'category'])
    .execute();

  await db.schema
    .createTable('product_barcodes')
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('pack_milli', 'integer', (c) => c.notNull())
    .addColumn('pack_unit', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_barcodes_pk', ['household_id', 'code'])
    .execute();
  await db.schema
    .createIndex('product_barcodes_product_idx')
    .on('product_barcodes')
    .columns(['household_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('stock_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    // No cascade: a location that still holds stock cannot be deleted.
    .addColumn('location_id', 'text', (c) => c.notNull().references('locations.id'))
    .addColumn('quantity_milli', 'integer', (c) => c.notNull())
    .addColumn('initial_milli', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('purchased_on', 'text')
    .addColumn('expires_on', 'text')
    .addColumn('expiry_kind', 'text', (c) => c.notNull())
    .addColumn('opened_on', 'text')
    .addColumn('frozen_on', 'text')
    .addColumn('price_cents', 'integer')
    .addColumn('note', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_entries_household_product_idx')
    .on('stock_entries')
    .columns(['household_id', 'product_id', 'expires_on'])
    .execute();
  await db.schema
    .createIndex('stock_entries_household_location_idx')
    .on('stock_entries')
    .columns(['household_id', 'location_id'])
    .execute();
  await db.schema
    .createIndex('stock_entries_household_expiry_idx')
    .on('stock_entries')
    .columns(['household_id', 'expires_on'])
    .execute();

  // The product's totals per location: the rows of the list grouped by location.
  await db.schema
    .createTable('stock_by_location')
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('location_id', 'text', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    /** The product's, so that each location's rows page in index order for every sort. */
    .addColumn('name_normalized', 'text', (c) => c.notNull())
    .addColumn('stock_milli', 'integer', (c) => c.notNull())
    .addColumn('next_expiry', 'text')
    .addColumn('expiry_sort', 'text', (c) => c.notNull())
    .addColumn('entry_count', 'integer', (c) => c.notNull())
    .addColumn('opened_count', 'integer', (c) => c.notNull())
    .addColumn('last_added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_by_location_pk', ['household_id', 'product_id', 'location_id'])
    .execute();
  await db.schema
    .createIndex('stock_by_location_expiry_idx')
    .on('stock_by_location')
    .columns(['household_id', 'location_id', 'expiry_sort', 'name_normalized', 'product_id'])
    .execute();
  await db.schema
    .createIndex('stock_by_location_name_idx')
    .on('stock_by_location')
    .columns(['household_id', 'location_id', 'name_normalized', 'product_id'])
    .execute();
  await db.schema
    .createIndex('stock_by_location_added_idx')
    .on('stock_by_location')
    .columns(['household_id', 'location_id', 'last_added_at', 'product_id'])
    .execute();

  await db.schema
    .createTable('stock_operations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('quantity_milli', 'integer')
    .addColumn('unit', 'text')
    .addColumn('short_milli', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'text')
    .execute();
  await db.schema
    .createIndex('stock_operations_household_idx')
    .on('stock_operations')
    .columns(['household_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('stock_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('operation_id', 'text', (c) =>
      c.notNull().references('stock_operations.id').onDelete('cascade'),
    )
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    // Not a foreign key: the entry may be gone (used up), the history stays.
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('delta_milli', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('value_cents', 'integer')
    .addColumn('rescued', 'integer', (c) => c.notNull().defaultTo(0))
    /** The acting user's calendar day, for monthly figures in their time zone. */
    .addColumn('on_date', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_transactions_operation_idx')
    .on('stock_transactions')
    .column('operation_id')
    .execute();
  await db.schema
    .createIndex('stock_transactions_household_product_idx')
    .on('stock_transactions')
    .columns(['household_id', 'product_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('stock_transactions_household_kind_idx')
    .on('stock_transactions')
    .columns(['household_id', 'kind', 'on_date'])
    .execute();
  await db.schema
    .createIndex('stock_transactions_household_entry_idx')
    .on('stock_transactions')
    .columns(['household_id', 'entry_id'])
    .execute();

  // Open Food Facts answers (not household data: a product's public facts), found or not.
  await db.schema
    .createTable('barcode_lookups')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('payload', 'text')
    .addColumn('image_key', 'text')
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await addDefaultLocations(db);
}

/** Households made before this migration get the three default locations too. */
async function addDefaultLocations(db: Kysely<unknown>): Promise<void> {
  type Tables = {
    households: { id: string; created_at: string };
    household_members: { household_id: string; user_id: string; role: string };
    user_settings: { user_id: string; settings: string };
    locations: {
      id: string;
      household_id: string;
      name: string;
      kind: string;
      sort_order: number;
      created_at: string;
    };
  };
  const typed = db as unknown as Kysely<Tables>;
  const households = await typed
    .selectFrom('households')
    .leftJoin('household_members', (join) =>
      join
        .onRef('household_members.household_id', '=', 'households.id')
        .on('household_members.role', '=', 'owner'),
    )
    .leftJoin('user_settings', 'user_settings.user_id', 'household_members.user_id')
    .select(['households.id', 'households.created_at', 'user_settings.settings'])
    .execute();
  const done = new Set<string>();
  for (const household of households) {
    if (done.has(household.id)) continue;
    done.add(household.id);
    let language: string | undefined;
    try {
      language = (JSON.parse(household.settings ?? '{}') as { language?: string }).language;
    } catch {
      language = undefined;
    }
    await typed
      .insertInto('locations')
      .values(
        DEFAULT_LOCATIONS.map((location, i) => ({
          id: uuidv7(),
          household_id: household.id,
          name: defaultLocationName(i, language),
          kind: location.kind,
          sort_order: i,
          created_at: household.created_at,
        })),
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'barcode_lookups',
    'stock_transactions',
    'stock_operations',
    'stock_by_location',
    'stock_entries',
    'product_barcodes',
    'products',
    'locations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
