import type { z } from 'zod';
import {
  DEFAULT_SETTINGS,
  PRIVACY_POLICY_VERSION,
  RegionalSettingsSchema,
  SettingsSchema,
  type PrivacyPreferencesPatchSchema,
  type PrivacyPreferences,
  type RegionalSettingsPatchSchema,
  type SettingsPatchSchema,
  type RegionalSettings,
  type Settings,
} from '@shared/contracts/settings';
import type { DB, Dialect } from '../../db/database';
import { bool, fromBool, nowIso } from '../../db/database';
import type { PrivacyPreferencesTable, RegionalSettingsTable } from '../../db/types';
import { forgetUserSessions } from '../../platform/sessions';
import {
  findPrivacyRow,
  findRegionalRow,
  findSettingsJson,
  saveSettingsJson,
  upsertPrivacyRow,
  upsertRegionalRow,
  type Executor,
} from './settings.repository';

export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;
export type PrivacyPreferencesPatch = z.infer<typeof PrivacyPreferencesPatchSchema>;
export type RegionalSettingsPatch = z.infer<typeof RegionalSettingsPatchSchema>;

/** What a user without a regional row (or a new user) starts with. */
export const DEFAULT_REGION = 'US';
export const DEFAULT_TIMEZONE_MODE: RegionalSettings['timezoneMode'] = 'auto';

/**
 * Reads the stored JSON over the defaults, field by field: a field added since the row was written
 * takes its default, and a value that no longer validates (say a retired option) falls back to it
 * too, so an old row never makes the settings unreadable.
 */
export function parseStoredSettings(json: string | undefined): Settings {
  if (json === undefined) return readStoredSettings(undefined);
  let settings = parsedSettings.get(json);
  if (!settings) {
    settings = Object.freeze(readStoredSettings(json));
    if (parsedSettings.size >= PARSED_SETTINGS_MAX) parsedSettings.clear();
    parsedSettings.set(json, settings);
  }
  return settings;
}

/**
 * Reading a settings row validates each field (about 4 µs), and GET /api/user/settings reads one
 * per call; the same JSON text always reads the same, and most users share a few texts.
 */
const parsedSettings = new Map<string, Settings>();
const PARSED_SETTINGS_MAX = 1000;

function readStoredSettings(json: string | undefined): Settings {
  let stored: Record<string, unknown> = {};
  if (json) {
    try {
      const parsed: unknown = JSON.parse(json);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        stored = parsed as Record<string, unknown>;
    } catch {
      stored = {};
    }
  }
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(DEFAULT_SETTINGS) as Array<keyof Settings>) {
    const field = SettingsSchema.shape[key].safeParse(stored[key]);
    result[key] = field.success ? field.data : DEFAULT_SETTINGS[key];
  }
  return result as Settings;
}

export async function getSettings(options: { db: Executor; userId: string }): Promise<Settings> {
  return parseStoredSettings(await findSettingsJson(options.db, options.userId));
}

/** Applies a partial change inside the caller's transaction and returns the whole record after it. */
async function applySettingsPatch(
  trx: Executor,
  options: { dialect: Dialect; userId: string; patch: SettingsPatch; at: string },
): Promise<Settings> {
  const current = parseStoredSettings(
    await findSettingsJson(trx, options.userId, { dialect: options.dialect }),
  );
  const next: Settings = { ...current };
  for (const [key, value] of Object.entries(options.patch) as Array<[keyof Settings, unknown]>) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  await saveSettingsJson(trx, options.userId, JSON.stringify(next), options.at);
  return next;
}

export async function updateSettings(options: {
  db: DB;
  dialect: Dialect;
  userId: string;
  patch: SettingsPatch;
  now?: Date;
}): Promise<Settings> {
  const { db, dialect, userId, patch } = options;
  if (Object.keys(patch).length === 0) return getSettings({ db, userId });
  const at = nowIso(options.now);
  const settings = await db
    .transaction()
    .execute((trx) => applySettingsPatch(trx, { dialect, userId, patch, at }));
  // The session cache holds the language that error messages are written in.
  if (patch.language !== undefined) forgetUserSessions(db, userId);
  return settings;
}

const DEFAULT_PRIVACY = {
  usage_analytics: 0,
  region_analytics: 0,
  ip_address_processing: 0,
  marketing_communications: 0,
  policy_version: PRIVACY_POLICY_VERSION,
  updated_at: null,
} satisfies Omit<PrivacyPreferencesTable, 'user_id'>;

function toPrivacyDto(row: Omit<PrivacyPreferencesTable, 'user_id'>): PrivacyPreferences {
  return {
    usageAnalytics: fromBool(row.usage_analytics),
    regionAnalytics: fromBool(row.region_analytics),
    ipAddressProcessing: fromBool(row.ip_address_processing),
    marketingCommunications: fromBool(row.marketing_communications),
    privacyPolicyVersion: row.policy_version,
    updatedAt: row.updated_at,
  };
}

export async function getPrivacyPreferences(options: {
  db: Executor;
  userId: string;
}): Promise<PrivacyPreferences> {
  return toPrivacyDto((await findPrivacyRow(options.db, options.userId)) ?? DEFAULT_PRIVACY);
}

/**
 * Saves the preferences given and records that the user accepted `privacyPolicyVersion` (the
 * current policy unless the client names the one it showed).
 */
export async function updatePrivacyPreferences(options: {
  db: DB;
  userId: string;
  patch: PrivacyPreferencesPatch;
  now?: Date;
}): Promise<PrivacyPreferences> {
  const { db, userId, patch } = options;
  const changes: Partial<Omit<PrivacyPreferencesTable, 'user_id'>> = {
    policy_version: patch.privacyPolicyVersion ?? PRIVACY_POLICY_VERSION,
    updated_at: nowIso(options.now),
  };
  if (patch.usageAnalytics !== undefined) changes.usage_analytics = bool(patch.usageAnalytics);
  if (patch.regionAnalytics !== undefined) changes.region_analytics = bool(patch.regionAnalytics);
  if (patch.ipAddressProcessing !== undefined)
    changes.ip_address_processing = bool(patch.ipAddressProcessing);
  if (patch.marketingCommunications !== undefined) {
    changes.marketing_communications = bool(patch.marketingCommunications);
  }
  await upsertPrivacyRow(db, { user_id: userId, ...DEFAULT_PRIVACY }, changes);
  return getPrivacyPreferences({ db, userId });
}

function toRegionalDto(
  settings: Settings,
  row: Pick<RegionalSettingsTable, 'region' | 'timezone_mode'> | undefined,
): RegionalSettings {
  const region = RegionalSettingsSchema.shape.region.safeParse(row?.region);
  const mode = RegionalSettingsSchema.shape.timezoneMode.safeParse(row?.timezone_mode);
  return {
    language: settings.language,
    region: region.success ? region.data : DEFAULT_REGION,
    timezoneMode: mode.success ? mode.data : DEFAULT_TIMEZONE_MODE,
    timezone: settings.timezone,
    dateFormat: settings.dateFormat,
    timeFormat: settings.timeFormat,
  };
}

/** Language, time zone and formats live in the settings record; region and time-zone mode here. */
export async function getRegionalSettings(options: {
  db: Executor;
  userId: string;
}): Promise<RegionalSettings> {
  const { db, userId } = options;
  const settings = await getSettings({ db, userId });
  return toRegionalDto(settings, await findRegionalRow(db, userId));
}

/** Writes the shared fields into the settings record in the same transaction, so the two agree. */
export async function updateRegionalSettings(options: {
  db: DB;
  dialect: Dialect;
  userId: string;
  patch: RegionalSettingsPatch;
  now?: Date;
}): Promise<RegionalSettings> {
  const { db, dialect, userId, patch } = options;
  const at = nowIso(options.now);
  const regional = await db.transaction().execute(async (trx) => {
    const shared: SettingsPatch = {};
    if (patch.language !== undefined) shared.language = patch.language;
    if (patch.timezone !== undefined) shared.timezone = patch.timezone;
    if (patch.dateFormat !== undefined) shared.dateFormat = patch.dateFormat;
    if (patch.timeFormat !== undefined) shared.timeFormat = patch.timeFormat;
    // Applied even when empty: it takes the settings row lock that orders concurrent changes.
    const settings = await applySettingsPatch(trx, { dialect, userId, patch: shared, at });

    const changes: Partial<Omit<RegionalSettingsTable, 'user_id'>> = { updated_at: at };
    if (patch.region !== undefined) changes.region = patch.region;
    if (patch.timezoneMode !== undefined) changes.timezone_mode = patch.timezoneMode;
    await upsertRegionalRow(
      trx,
      { user_id: userId, region: DEFAULT_REGION, timezone_mode: DEFAULT_TIMEZONE_MODE, updated_at: at },
      changes,
    );
    return toRegionalDto(settings, await findRegionalRow(trx, userId));
  });
  if (patch.language !== undefined) forgetUserSessions(db, userId);
  return regional;
}
