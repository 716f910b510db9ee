import {
  MAX_LOCATIONS,
  type CreateLocationInput,
  type Location,
  type UpdateLocationInput,
} from '@shared/contracts/pantry';
import { uuidv7 } from '@shared/ids';
import { isForeignKeyViolation, nowIso, type Executor } from '../../db/database';
import { DEFAULT_LOCATIONS, defaultLocationName } from '../../db/migrations/0003-pantry';
import { notFound } from '../../platform/errors';
import { toLocationDto, type PantryContext } from './pantry.mappers';
import { pantryError } from './pantry-messages';
import {
  countEntriesAt,
  countEntriesByLocation,
  deleteLocationRow,
  findLocationRow,
  insertLocationRows,
  listLocationRows,
  updateLocationRow,
} from './locations.repository';

/**
 * Pantry, Fridge and Freezer for a new household, named in the language of the person who creates
 * it (English when unknown). users.service calls this inside the sign-up transaction.
 */
export async function createDefaultLocations(
  db: Executor,
  options: { householdId: string; language?: string | undefined; now?: Date },
): Promise<void> {
  const at = nowIso(options.now);
  await insertLocationRows(
    db,
    DEFAULT_LOCATIONS.map((location, i) => ({
      id: uuidv7(),
      household_id: options.householdId,
      name: defaultLocationName(i, options.language),
      kind: location.kind,
      sort_order: i,
      created_at: at,
    })),
  );
}

export async function listLocations(ctx: PantryContext): Promise<Location[]> {
  const [rows, counts] = await Promise.all([
    listLocationRows(ctx.db, ctx.householdId),
    countEntriesByLocation(ctx.db, ctx.householdId),
  ]);
  return rows.map((r) => toLocationDto(r, counts.get(r.id) ?? 0));
}

async function getLocation(ctx: PantryContext, id: string): Promise<Location> {
  const row = await findLocationRow(ctx.db, ctx.householdId, id);
  if (!row) throw notFound();
  return toLocationDto(row, await countEntriesAt(ctx.db, ctx.householdId, id));
}

export async function createLocation(ctx: PantryContext, input: CreateLocationInput): Promise<Location> {
  const id = uuidv7();
  await ctx.db.transaction().execute(async (trx) => {
    const rows = await listLocationRows(trx, ctx.householdId);
    if (rows.length >= MAX_LOCATIONS) {
      throw pantryError('CONFLICT', 'tooManyLocations', ctx.language, { max: MAX_LOCATIONS });
    }
    await insertLocationRows(trx, [
      {
        id,
        household_id: ctx.householdId,
        name: input.name,
        kind: input.kind,
        sort_order: rows.reduce((max, r) => Math.max(max, r.sort_order), -1) + 1,
        created_at: nowIso(),
      },
    ]);
  });
  return getLocation(ctx, id);
}

export async function updateLocation(
  ctx: PantryContext,
  id: string,
  input: UpdateLocationInput,
): Promise<Location> {
  const row = await findLocationRow(ctx.db, ctx.householdId, id);
  if (!row) throw notFound();
  await updateLocationRow(ctx.db, ctx.householdId, id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.kind !== undefined ? { kind: input.kind } : {}),
    ...(input.sortOrder !== undefined ? { sort_order: input.sortOrder } : {}),
  });
  return getLocation(ctx, id);
}

/** A location that holds stock cannot go (409), nor the household's last one. */
export async function deleteLocation(ctx: PantryContext, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findLocationRow(trx, ctx.householdId, id);
    if (!row) throw notFound();
    if ((await countEntriesAt(trx, ctx.householdId, id)) > 0) {
      throw pantryError('CONFLICT', 'locationHasStock', ctx.language);
    }
    if ((await listLocationRows(trx, ctx.householdId)).length <= 1) {
      throw pantryError('CONFLICT', 'lastLocation', ctx.language);
    }
    try {
      await deleteLocationRow(trx, ctx.householdId, id);
    } catch (err) {
      // Stock added here by someone else since the count above: the entry's foreign key decides.
      if (isForeignKeyViolation(err)) throw pantryError('CONFLICT', 'locationHasStock', ctx.language);
      throw err;
    }
  });
}
