import type { z } from 'zod';
import {
  CookingFrequencySchema,
  DietaryPreferenceSchema,
  ONBOARDING_MAX_STEP,
  ONBOARDING_MIN_STEP,
  OnboardingRecordSchema,
  type OnboardingRecord,
  type OnboardingUpdateSchema,
  type PantrySizeSchema,
} from '@shared/contracts/onboarding';
import type { DB } from '../../db/database';
import { bool, fromBool, nowIso } from '../../db/database';
import type { UserOnboardingTable } from '../../db/types';
import { addCatalogueAppliances } from '../appliances/appliances.service';
import { stockStarterPantry } from '../pantry/quick-add.service';
import {
  advanceOnboardingStep,
  ensureOnboardingRow,
  findOnboardingRow,
  updateOnboardingRow,
  type Executor,
  type OnboardingChanges,
} from './onboarding.repository';

export type OnboardingUpdate = z.infer<typeof OnboardingUpdateSchema>;
export type PantrySize = z.infer<typeof PantrySizeSchema>;

const INITIAL_RECORD: OnboardingRecord = {
  onboarding_completed: false,
  onboarding_step: ONBOARDING_MIN_STEP,
  dietary_preferences: [],
  cooking_frequency: null,
  household_size: null,
};

/** Reads a row defensively: a value that no longer fits the contract reads as "not set". */
function toRecord(row: UserOnboardingTable | undefined): OnboardingRecord {
  if (!row) return INITIAL_RECORD;
  let stored: unknown;
  try {
    stored = JSON.parse(row.dietary_preferences);
  } catch {
    stored = [];
  }
  const dietary = Array.isArray(stored)
    ? stored.flatMap((p) => {
        const parsed = DietaryPreferenceSchema.safeParse(p);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const frequency = CookingFrequencySchema.safeParse(row.cooking_frequency);
  const size = OnboardingRecordSchema.shape.household_size.safeParse(row.household_size);
  return {
    onboarding_completed: fromBool(row.completed),
    onboarding_step: Math.min(ONBOARDING_MAX_STEP, Math.max(ONBOARDING_MIN_STEP, Number(row.step))),
    dietary_preferences: dietary,
    cooking_frequency: frequency.success ? frequency.data : null,
    household_size: size.success ? size.data : null,
  };
}

async function readRecord(db: Executor, userId: string): Promise<OnboardingRecord> {
  return toRecord(await findOnboardingRow(db, userId));
}

export async function getOnboarding(options: { db: Executor; userId: string }): Promise<OnboardingRecord> {
  return readRecord(options.db, options.userId);
}

/**
 * Saves the fields given. Completing without naming a step also moves to the last step (spec §4:
 * completing or skipping sets onboarding_completed true and step 6).
 */
export async function updateOnboarding(options: {
  db: DB;
  userId: string;
  update: OnboardingUpdate;
  now?: Date;
}): Promise<OnboardingRecord> {
  const { db, userId, update } = options;
  const at = nowIso(options.now);
  const changes: OnboardingChanges = { updated_at: at };
  if (update.onboarding_step !== undefined) changes.step = update.onboarding_step;
  if (update.dietary_preferences !== undefined) {
    changes.dietary_preferences = JSON.stringify([...new Set(update.dietary_preferences)]);
  }
  if (update.cooking_frequency !== undefined) changes.cooking_frequency = update.cooking_frequency;
  if (update.household_size !== undefined) changes.household_size = update.household_size;
  if (update.onboarding_completed !== undefined) {
    changes.completed = bool(update.onboarding_completed);
    if (update.onboarding_completed && update.onboarding_step === undefined)
      changes.step = ONBOARDING_MAX_STEP;
  }
  return db.transaction().execute(async (trx) => {
    await ensureOnboardingRow(trx, userId, at);
    await updateOnboardingRow(trx, userId, changes);
    return readRecord(trx, userId);
  });
}

/**
 * Onboarding's pantry step: records the pantry size the user chose, stocks the household's starter
 * pantry for that size (staples without expiry dates; staples already in stock are left alone, so
 * running it again adds nothing twice) and advances one step, all in one transaction.
 */
export async function setupPantry(options: {
  db: DB;
  userId: string;
  householdId: string;
  pantrySize: PantrySize;
  now?: Date;
}): Promise<{ onboarding: OnboardingRecord; pantrySize: PantrySize }> {
  const { db, userId, householdId, pantrySize } = options;
  const at = nowIso(options.now);
  const onboarding = await db.transaction().execute(async (trx) => {
    await stockStarterPantry(trx, { householdId, userId, size: pantrySize, now: options.now });
    await ensureOnboardingRow(trx, userId, at);
    await advanceOnboardingStep(trx, userId, { pantry_size: pantrySize, updated_at: at });
    return readRecord(trx, userId);
  });
  return { onboarding, pantrySize };
}

/**
 * Onboarding's appliance step: adds the selected catalogue appliances (and, unless
 * `useCommonDefaults` is false, the catalogue's common ones) to the household, then completes
 * onboarding. Returns the household's catalogue appliance slugs.
 */
export async function setupAppliances(options: {
  db: DB;
  userId: string;
  householdId: string;
  selectedAppliances: readonly string[];
  useCommonDefaults?: boolean | undefined;
  now?: Date;
}): Promise<{ onboarding: OnboardingRecord; appliances: string[] }> {
  const { db, userId, householdId } = options;
  const at = nowIso(options.now);
  return db.transaction().execute(async (trx) => {
    const appliances = await addCatalogueAppliances({
      db: trx,
      householdId,
      slugs: options.selectedAppliances,
      includeCommon: options.useCommonDefaults !== false,
      field: 'selectedAppliances',
      now: options.now,
    });
    await ensureOnboardingRow(trx, userId, at);
    await updateOnboardingRow(trx, userId, { completed: 1, step: ONBOARDING_MAX_STEP, updated_at: at });
    return { onboarding: await readRecord(trx, userId), appliances };
  });
}

/** Back to the first step with the answers cleared (spec §4). The pantry size and appliances stay. */
export async function restartOnboarding(options: {
  db: DB;
  userId: string;
  now?: Date;
}): Promise<OnboardingRecord> {
  const { db, userId } = options;
  const at = nowIso(options.now);
  return db.transaction().execute(async (trx) => {
    await ensureOnboardingRow(trx, userId, at);
    await updateOnboardingRow(trx, userId, {
      step: ONBOARDING_MIN_STEP,
      completed: 0,
      dietary_preferences: '[]',
      cooking_frequency: null,
      household_size: null,
      updated_at: at,
    });
    return readRecord(trx, userId);
  });
}
