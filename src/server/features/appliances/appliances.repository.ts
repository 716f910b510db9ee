import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { toNumber } from '../../db/database';
import type { AppliancesTable, Database, HouseholdAppliancesTable } from '../../db/types';

export type Executor = DB | Transaction<Database>;

export type HouseholdApplianceRow = HouseholdAppliancesTable & { category: string | null };

export function listCatalogueRows(db: Executor): Promise<AppliancesTable[]> {
  return db.selectFrom('appliances').selectAll().orderBy('sort_order').execute();
}

export async function listCatalogueSlugs(db: Executor, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .selectFrom('appliances')
    .select('slug')
    .where('slug', 'in', [...slugs])
    .execute();
  return rows.map((r) => r.slug);
}

export async function listCommonSlugs(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('appliances')
    .select('slug')
    .where('is_common', '=', 1)
    .orderBy('sort_order')
    .execute();
  return rows.map((r) => r.slug);
}

export function findCatalogueRow(db: Executor, slug: string): Promise<AppliancesTable | undefined> {
  return db.selectFrom('appliances').selectAll().where('slug', '=', slug).executeTakeFirst();
}

function selectHouseholdAppliances(db: Executor, householdId: string) {
  return db
    .selectFrom('household_appliances')
    .leftJoin('appliances', 'appliances.slug', 'household_appliances.appliance_slug')
    .select([
      'household_appliances.id',
      'household_appliances.household_id',
      'household_appliances.appliance_slug',
      'household_appliances.name',
      'household_appliances.brand',
      'household_appliances.model',
      'household_appliances.notes',
      'household_appliances.created_at',
      'appliances.category',
      'appliances.sort_order',
    ])
    .where('household_appliances.household_id', '=', householdId);
}

/** Catalogue appliances in catalogue order, then the household's own ones by name. */
export async function listHouseholdApplianceRows(
  db: Executor,
  householdId: string,
): Promise<HouseholdApplianceRow[]> {
  const rows = await selectHouseholdAppliances(db, householdId).execute();
  return rows
    .sort((a, b) => {
      const sa = a.sort_order ?? Number.MAX_SAFE_INTEGER;
      const sb = b.sort_order ?? Number.MAX_SAFE_INTEGER;
      if (sa !== sb) return sa - sb;
      return a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
    })
    .map(({ sort_order: _sortOrder, ...row }) => row);
}

export async function findHouseholdApplianceRow(
  db: Executor,
  householdId: string,
  id: string,
): Promise<HouseholdApplianceRow | undefined> {
  const row = await selectHouseholdAppliances(db, householdId)
    .where('household_appliances.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sort_order: _sortOrder, ...rest } = row;
  return rest;
}

export async function householdHasSlug(db: Executor, householdId: string, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('household_appliances')
    .select('id')
    .where('household_id', '=', householdId)
    .where('appliance_slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countHouseholdAppliances(db: Executor, householdId: string): Promise<number> {
  const row = await db
    .selectFrom('household_appliances')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('household_id', '=', householdId)
    .executeTakeFirst();
  return toNumber(row?.n as number | string | undefined);
}

export async function insertHouseholdAppliance(db: Executor, row: HouseholdAppliancesTable): Promise<void> {
  await db.insertInto('household_appliances').values(row).execute();
}

/** Inserts catalogue appliances the household does not have yet; existing ones are left alone. */
export async function insertMissingCatalogueAppliances(
  db: Executor,
  rows: HouseholdAppliancesTable[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('household_appliances')
    .values(rows)
    .onConflict((oc) => oc.columns(['household_id', 'appliance_slug']).doNothing())
    .execute();
}

export async function updateHouseholdAppliance(
  db: Executor,
  householdId: string,
  id: string,
  changes: Partial<Pick<HouseholdAppliancesTable, 'name' | 'brand' | 'model' | 'notes'>>,
): Promise<boolean> {
  if (Object.keys(changes).length === 0) return true;
  const result = await db
    .updateTable('household_appliances')
    .set(changes)
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .executeTakeFirst();
  return toNumber(result.numUpdatedRows) > 0;
}

export async function deleteHouseholdAppliance(
  db: Executor,
  householdId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('household_appliances')
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .executeTakeFirst();
  return toNumber(result.numDeletedRows) > 0;
}

export async function listHouseholdCatalogueSlugs(db: Executor, householdId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('household_appliances')
    .innerJoin('appliances', 'appliances.slug', 'household_appliances.appliance_slug')
    .select('appliances.slug')
    .where('household_appliances.household_id', '=', householdId)
    .orderBy('appliances.sort_order')
    .execute();
  return rows.map((r) => r.slug);
}
