/**
 * A household's pantry at scale for the benches: `products` products (catalogue foods, then more
 * products of the same foods) and `entries` stock entries spread over them at random (seeded, so
 * every run is alike), a fifth without expiry and the rest expiring from five days ago to two months
 * ahead, with the products' totals kept as the pantry service keeps them.
 */
import { uuidv7 } from '@shared/ids';
import { FOOD_CATALOGUE } from '@shared/domain/food-catalogue';
import { nowIso, type DatabaseHandle } from '../src/server/db/database';
import type { EntryRow, ProductRow } from '../src/server/features/pantry/pantry.rows';
import { refreshTotals } from '../src/server/features/pantry/stock-recorder.service';
import { addDays, random } from './support';

export async function seedPantry(
  db: DatabaseHandle['db'],
  householdId: string,
  size: { products: number; entries: number; withMinimum?: number },
): Promise<void> {
  const PRODUCTS = size.products;
  const ENTRIES = size.entries;
  const rand = random(42);
  const today = new Date().toISOString().slice(0, 10);
  const at = nowIso();
  const location = await db
    .selectFrom('locations')
    .select('id')
    .where('household_id', '=', householdId)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    const products: ProductRow[] = FOOD_CATALOGUE.slice(0, PRODUCTS).map((food, i) => ({
      id: uuidv7(),
      household_id: householdId,
      name: i < FOOD_CATALOGUE.length ? food.names.en[0]! : `${food.names.en[0]} ${i}`,
      name_normalized: (food.names.en[0] ?? '').toLowerCase(),
      brand: null,
      category: food.category,
      default_unit: food.unit,
      // The first `withMinimum` products have a minimum stock (some of them will be below it).
      min_stock_milli: i < (size.withMinimum ?? 0) ? 2000 : 0,
      shelf_life_pantry: null,
      shelf_life_fridge: null,
      shelf_life_freezer: null,
      shelf_life_opened: null,
      conversions: '[]',
      notes: null,
      image_key: null,
      default_location_id: null,
      stock_milli: 0,
      next_expiry: null,
      expiry_sort: '9999-12-31',
      entry_count: 0,
      opened_count: 0,
      last_added_at: at,
      listed: 0,
      stock_version: 0,
      created_at: at,
      updated_at: at,
    }));
    // The catalogue has fewer foods than 500: the rest are more products of the same foods.
    while (products.length < PRODUCTS) {
      const food = FOOD_CATALOGUE[products.length % FOOD_CATALOGUE.length]!;
      const name = `${food.names.en[0]} (${products.length})`;
      products.push({
        ...products[0]!,
        id: uuidv7(),
        name,
        name_normalized: name.toLowerCase(),
        category: food.category,
        default_unit: food.unit,
      });
    }
    await trx.insertInto('products').values(products).execute();
    const entries: EntryRow[] = Array.from({ length: ENTRIES }, () => {
      const product = products[Math.floor(rand() * products.length)]!;
      const quantity = (1 + Math.floor(rand() * 20)) * 250;
      return {
        id: uuidv7(),
        household_id: householdId,
        product_id: product.id,
        location_id: location.id,
        quantity_milli: quantity,
        initial_milli: quantity,
        unit: product.default_unit,
        purchased_on: today,
        expires_on: rand() < 0.2 ? null : addDays(today, Math.floor(rand() * 60) - 5),
        expiry_kind: 'best_before',
        opened_on: null,
        frozen_on: null,
        price_cents: null,
        note: null,
        version: 1,
        created_by: null,
        created_at: at,
        updated_at: at,
      };
    });
    for (let i = 0; i < entries.length; i += 500)
      await trx
        .insertInto('stock_entries')
        .values(entries.slice(i, i + 500))
        .execute();
    await refreshTotals(
      trx,
      householdId,
      products.map((p) => p.id),
    );
  });
}
