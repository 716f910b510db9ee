import {
  MAX_HOUSEHOLD_APPLIANCES,
  type ApplianceCatalogueItem,
  type CreateApplianceInput,
  type HouseholdAppliance,
  type UpdateApplianceInput,
} from '@shared/contracts/appliances';
import { uuidv7 } from '@shared/ids';
import { nowIso } from '../../db/database';
import { AppError, notFound } from '../../platform/errors';
import { isUniqueViolation } from '../users/users.service';
import {
  countHouseholdAppliances,
  deleteHouseholdAppliance,
  findCatalogueRow,
  findHouseholdApplianceRow,
  householdHasSlug,
  insertHouseholdAppliance,
  insertMissingCatalogueAppliances,
  listCatalogueRows,
  listCatalogueSlugs,
  listCommonSlugs,
  listHouseholdApplianceRows,
  listHouseholdCatalogueSlugs,
  updateHouseholdAppliance,
  type Executor,
  type HouseholdApplianceRow,
} from './appliances.repository';

export type { Executor } from './appliances.repository';

function toDto(row: HouseholdApplianceRow): HouseholdAppliance {
  return {
    id: row.id,
    applianceSlug: row.appliance_slug,
    name: row.name,
    category: row.category,
    brand: row.brand,
    model: row.model,
    notes: row.notes,
    createdAt: row.created_at,
  };
}

/** Empty text means "no value": stored as null. */
function blankToNull(value: string | null | undefined): string | null {
  return value == null || value === '' ? null : value;
}

const duplicate = (): AppError => new AppError('CONFLICT', 'This appliance is already in your kitchen.');
const tooMany = (): AppError =>
  new AppError('CONFLICT', `A kitchen can have at most ${MAX_HOUSEHOLD_APPLIANCES} appliances.`);

export async function listCatalogue(options: { db: Executor }): Promise<ApplianceCatalogueItem[]> {
  const rows = await listCatalogueRows(options.db);
  return rows.map((r) => ({ slug: r.slug, name: r.name, category: r.category, isCommon: r.is_common === 1 }));
}

export async function listAppliances(options: {
  db: Executor;
  householdId: string;
}): Promise<HouseholdAppliance[]> {
  const rows = await listHouseholdApplianceRows(options.db, options.householdId);
  return rows.map(toDto);
}

export async function getAppliance(options: {
  db: Executor;
  householdId: string;
  id: string;
}): Promise<HouseholdAppliance> {
  const row = await findHouseholdApplianceRow(options.db, options.householdId, options.id);
  if (!row) throw notFound();
  return toDto(row);
}

/**
 * Adds one appliance: a catalogue entry (once per household) or a custom one the household names.
 * The Chef's ADD_KITCHEN_APPLIANCE action goes through here too.
 */
export async function addAppliance(options: {
  db: Executor;
  householdId: string;
  input: CreateApplianceInput;
  now?: Date;
}): Promise<HouseholdAppliance> {
  const { db, householdId, input } = options;
  let name = input.name;
  let slug: string | null = null;
  if (input.applianceSlug !== undefined) {
    const entry = await findCatalogueRow(db, input.applianceSlug);
    if (!entry) {
      throw new AppError('VALIDATION_FAILED', unknownApplianceMessage(input.applianceSlug), [
        { path: 'applianceSlug', message: unknownApplianceMessage(input.applianceSlug) },
      ]);
    }
    slug = entry.slug;
    name ??= entry.name;
    if (await householdHasSlug(db, householdId, slug)) throw duplicate();
  }
  if (name === undefined) throw new AppError('VALIDATION_FAILED');
  if ((await countHouseholdAppliances(db, householdId)) >= MAX_HOUSEHOLD_APPLIANCES) throw tooMany();
  const id = uuidv7();
  try {
    await insertHouseholdAppliance(db, {
      id,
      household_id: householdId,
      appliance_slug: slug,
      name,
      brand: blankToNull(input.brand),
      model: blankToNull(input.model),
      notes: blankToNull(input.notes),
      created_at: nowIso(options.now),
    });
  } catch (err) {
    // Two requests adding the same catalogue appliance at once: the unique index decides.
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
  return getAppliance({ db, householdId, id });
}

export async function updateAppliance(options: {
  db: Executor;
  householdId: string;
  id: string;
  input: UpdateApplianceInput;
}): Promise<HouseholdAppliance> {
  const { db, householdId, id, input } = options;
  const changes: Parameters<typeof updateHouseholdAppliance>[3] = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.brand !== undefined) changes.brand = blankToNull(input.brand);
  if (input.model !== undefined) changes.model = blankToNull(input.model);
  if (input.notes !== undefined) changes.notes = blankToNull(input.notes);
  const updated = await updateHouseholdAppliance(db, householdId, id, changes);
  if (!updated) throw notFound();
  return getAppliance({ db, householdId, id });
}

export async function deleteAppliance(options: {
  db: Executor;
  householdId: string;
  id: string;
}): Promise<void> {
  const deleted = await deleteHouseholdAppliance(options.db, options.householdId, options.id);
  if (!deleted) throw notFound();
}

export function unknownApplianceMessage(slug: string): string {
  return `Unknown appliance: "${slug}"`;
}

/**
 * Adds catalogue appliances by slug (plus the catalogue's common ones when `includeCommon`),
 * skipping any the household already has. Unknown slugs fail the whole call with a message naming
 * each, under `field` (the request's field name). Returns the household's catalogue slugs after.
 */
export async function addCatalogueAppliances(options: {
  db: Executor;
  householdId: string;
  slugs: readonly string[];
  includeCommon: boolean;
  field: string;
  now?: Date;
}): Promise<string[]> {
  const { db, householdId, slugs, field } = options;
  const known = new Set(await listCatalogueSlugs(db, slugs));
  const details = slugs.flatMap((slug, i) =>
    known.has(slug) ? [] : [{ path: `${field}.${i}`, message: unknownApplianceMessage(slug) }],
  );
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', details[0]!.message, details);

  const wanted = new Set(slugs);
  if (options.includeCommon) for (const slug of await listCommonSlugs(db)) wanted.add(slug);
  const have = new Set(await listHouseholdCatalogueSlugs(db, householdId));
  const missing = [...wanted].filter((slug) => !have.has(slug));
  const count = await countHouseholdAppliances(db, householdId);
  if (count + missing.length > MAX_HOUSEHOLD_APPLIANCES) throw tooMany();

  const catalogue = new Map((await listCatalogueRows(db)).map((r) => [r.slug, r.name]));
  const at = nowIso(options.now);
  await insertMissingCatalogueAppliances(
    db,
    missing.map((slug) => ({
      id: uuidv7(),
      household_id: householdId,
      appliance_slug: slug,
      name: catalogue.get(slug) ?? slug,
      brand: null,
      model: null,
      notes: null,
      created_at: at,
    })),
  );
  return listHouseholdCatalogueSlugs(db, householdId);
}
