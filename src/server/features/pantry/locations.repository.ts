/** The household's storage locations, and how many stock entries each holds. */
import type { Executor } from '../../db/database';
import { num, type LocationRow } from './pantry.rows';

export function listLocationRows(db: Executor, householdId: string): Promise<LocationRow[]> {
  return db
    .selectFrom('locations')
    .selectAll()
    .where('household_id', '=', householdId)
    .orderBy('sort_order')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findLocationRow(
  db: Executor,
  householdId: string,
  id: string,
): Promise<LocationRow | undefined> {
  return db
    .selectFrom('locations')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countEntriesByLocation(
  db: Executor,
  householdId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('stock_entries')
    .select(['location_id', (eb) => eb.fn.countAll().as('n')])
    .where('household_id', '=', householdId)
    .groupBy('location_id')
    .execute();
  return new Map(rows.map((r) => [r.location_id, num(r.n)]));
}

export async function countEntriesAt(db: Executor, householdId: string, locationId: string): Promise<number> {
  const row = await db
    .selectFrom('stock_entries')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('household_id', '=', householdId)
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  return num(row?.n);
}

export async function insertLocationRows(db: Executor, rows: LocationRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('locations').values(rows).execute();
}

export async function updateLocationRow(
  db: Executor,
  householdId: string,
  id: string,
  changes: Partial<Pick<LocationRow, 'name' | 'kind' | 'sort_order'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('locations')
    .set(changes)
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .execute();
}

export async function deleteLocationRow(db: Executor, householdId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('locations')
    .where('household_id', '=', householdId)
    .where('id', '=', id)
    .executeTakeFirst();
  return num(result.numDeletedRows) > 0;
}
