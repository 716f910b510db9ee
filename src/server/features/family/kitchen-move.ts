import { uuidv7 } from '@shared/ids';
import type { KitchenCounts } from '@shared/contracts/family';
import type { Language } from '@shared/contracts/settings';
import { type Executor, nowIso, toNumber } from '../../db/database';
import { createDefaultLocations } from '../pantry/locations.service';
import { refreshTotals } from '../pantry/stock-recorder.service';

/**
 * Moving a kitchen's data from one household to another (a member who joins and brings theirs),
 * and making a fresh kitchen (a member who leaves). Everything runs in the caller's transaction.
 *
 * A merge loses nothing and doubles nothing needlessly: a product of the same name and unit
 * becomes one product with both stocks, a location of the same name and kind one location, an
 * appliance both had is kept once; everything else moves as it is. Stock history moves with it.
 */

/** Tables whose rows simply change household (after the matching above). */
const MOVED_AS_THEY_ARE = [
  'stock_entries',
  'stock_operations',
  'stock_transactions',
  'recipes',
  'recipe_cooks',
  'shopping_lists',
  'shopping_items',
  'meal_plan_entries',
  'meal_prep_sessions',
] as const;

const lower = (text: string) => text.trim().toLocaleLowerCase();

export async function kitchenCounts(db: Executor, householdId: string): Promise<KitchenCounts> {
  const count = async (table: 'products' | 'recipes' | 'shopping_lists' | 'meal_plan_entries') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('household_id', '=', householdId)
      .executeTakeFirst();
    return toNumber(row?.n as number | string | undefined);
  };
  return {
    products: await count('products'),
    recipes: await count('recipes'),
    shoppingLists: await count('shopping_lists'),
    mealPlanEntries: await count('meal_plan_entries'),
  };
}

/** Moves every kitchen row of `from` into `to`, merging what both have; `from` is left empty. */
export async function mergeKitchen(trx: Executor, from: string, to: string): Promise<void> {
  // Locations: the same name and kind is the same place.
  const targetLocations = await trx
    .selectFrom('locations')
    .select(['id', 'name', 'kind'])
    .where('household_id', '=', to)
    .execute();
  const locationByKey = new Map(targetLocations.map((l) => [`${l.kind}:${lower(l.name)}`, l.id]));
  const sourceLocations = await trx
    .selectFrom('locations')
    .select(['id', 'name', 'kind'])
    .where('household_id', '=', from)
    .execute();
  let sortOrder = targetLocations.length;
  for (const location of sourceLocations) {
    const same = locationByKey.get(`${location.kind}:${lower(location.name)}`);
    if (same) {
      await trx
        .updateTable('stock_entries')
        .set({ location_id: same })
        .where('household_id', '=', from)
        .where('location_id', '=', location.id)
        .execute();
      await trx
        .updateTable('products')
        .set({ default_location_id: same })
        .where('household_id', '=', from)
        .where('default_location_id', '=', location.id)
        .execute();
    } else {
      await trx
        .updateTable('locations')
        .set({ household_id: to, sort_order: sortOrder++ })
        .where('id', '=', location.id)
        .execute();
    }
  }

  // Products: the same name and unit is the same product; its stock and history join the other.
  const targetProducts = await trx
    .selectFrom('products')
    .select(['id', 'name_normalized', 'default_unit'])
    .where('household_id', '=', to)
    .execute();
  const productByKey = new Map(targetProducts.map((p) => [`${p.default_unit}:${p.name_normalized}`, p.id]));
  const sourceProducts = await trx
    .selectFrom('products')
    .select(['id', 'name_normalized', 'default_unit'])
    .where('household_id', '=', from)
    .execute();
  const touched = new Set<string>();
  const targetCodes = new Set(
    (await trx.selectFrom('product_barcodes').select('code').where('household_id', '=', to).execute()).map(
      (b) => b.code,
    ),
  );
  for (const product of sourceProducts) {
    const same = productByKey.get(`${product.default_unit}:${product.name_normalized}`);
    const productId = same ?? product.id;
    touched.add(productId);
    if (same) {
      for (const table of ['stock_entries', 'stock_transactions', 'shopping_items'] as const) {
        await trx
          .updateTable(table)
          .set({ product_id: same })
          .where('household_id', '=', from)
          .where('product_id', '=', product.id)
          .execute();
      }
    } else {
      await trx.updateTable('products').set({ household_id: to }).where('id', '=', product.id).execute();
    }
    // A barcode both kitchens know stays with the family's product.
    const codes = await trx
      .selectFrom('product_barcodes')
      .selectAll()
      .where('household_id', '=', from)
      .where('product_id', '=', product.id)
      .execute();
    for (const code of codes) {
      if (targetCodes.has(code.code)) continue;
      targetCodes.add(code.code);
      await trx
        .insertInto('product_barcodes')
        .values({ ...code, household_id: to, product_id: productId })
        .execute();
    }
  }
  await trx.deleteFrom('product_barcodes').where('household_id', '=', from).execute();
  await trx.deleteFrom('stock_by_location').where('household_id', '=', from).execute();

  for (const table of MOVED_AS_THEY_ARE) {
    await trx.updateTable(table).set({ household_id: to }).where('household_id', '=', from).execute();
  }

  // Aisle orders the family has for the same shop are theirs; the others come along.
  const targetStores = new Set(
    (
      await trx
        .selectFrom('shopping_aisle_orders')
        .select('store_key')
        .where('household_id', '=', to)
        .execute()
    ).map((s) => s.store_key),
  );
  for (const order of await trx
    .selectFrom('shopping_aisle_orders')
    .select('store_key')
    .where('household_id', '=', from)
    .execute()) {
    if (targetStores.has(order.store_key)) continue;
    await trx
      .updateTable('shopping_aisle_orders')
      .set({ household_id: to })
      .where('household_id', '=', from)
      .where('store_key', '=', order.store_key)
      .execute();
  }

  // Appliances: one of each kind (a catalogue slug, or a custom one by name).
  const targetAppliances = await trx
    .selectFrom('household_appliances')
    .select(['appliance_slug', 'name'])
    .where('household_id', '=', to)
    .execute();
  const applianceKeys = new Set(targetAppliances.map((a) => a.appliance_slug ?? `~${lower(a.name)}`));
  for (const appliance of await trx
    .selectFrom('household_appliances')
    .select(['id', 'appliance_slug', 'name'])
    .where('household_id', '=', from)
    .execute()) {
    const key = appliance.appliance_slug ?? `~${lower(appliance.name)}`;
    if (applianceKeys.has(key)) continue;
    applianceKeys.add(key);
    await trx
      .updateTable('household_appliances')
      .set({ household_id: to })
      .where('id', '=', appliance.id)
      .execute();
  }

  // What was merged into another product or location is now empty: gone with the old kitchen.
  await refreshTotals(trx, to, [...touched]);
}

/** A new kitchen of its own for someone leaving a family, with the default locations. */
export async function createKitchen(
  trx: Executor,
  input: { name: string; language: Language; now?: Date },
): Promise<string> {
  const id = uuidv7();
  const now = input.now ?? new Date();
  await trx
    .insertInto('households')
    .values({ id, name: input.name, created_at: nowIso(now) })
    .execute();
  await createDefaultLocations(trx, { householdId: id, language: input.language, now });
  return id;
}
