import { z } from 'zod';
import { singleLineText } from './text';

export {
  LANGUAGES,
  LANGUAGE_NAMES,
  THEMES,
  PRIMARY_COLORS,
  PRIMARY_COLOR_VALUES,
  BORDER_RADII,
  RADIUS_VALUES,
  VARIANTS,
  DEFAULT_VIEWS,
  DEFAULT_SORTS,
  DATE_FORMATS,
  TIME_FORMATS,
  FALLBACK_TIMEZONE,
  FONT_SIZE_MIN,
  FONT_SIZE_MAX,
  EXPIRY_WARNING_DAYS_MIN,
  EXPIRY_WARNING_DAYS_MAX,
  DEFAULT_EXPIRY_WARNING_DAYS,
  CURRENCIES,
  DEFAULT_CURRENCY,
  isValidTimeZone,
  isValidCustomColor,
  DEFAULT_SETTINGS,
} from '../settings-options';
export type { Currency, Language } from '../settings-options';
import {
  LANGUAGES,
  THEMES,
  PRIMARY_COLORS,
  BORDER_RADII,
  VARIANTS,
  DEFAULT_VIEWS,
  DEFAULT_SORTS,
  DATE_FORMATS,
  TIME_FORMATS,
  FONT_SIZE_MIN,
  FONT_SIZE_MAX,
  EXPIRY_WARNING_DAYS_MIN,
  EXPIRY_WARNING_DAYS_MAX,
  CURRENCIES,
  isValidTimeZone,
  isValidCustomColor,
} from '../settings-options';

export const LanguageSchema = z.enum(LANGUAGES);

export const SettingsSchema = z.object({
  theme: z.enum(THEMES),
  primaryColor: z.enum(PRIMARY_COLORS),
  customPrimaryColor: z
    .string()
    .max(100)
    .refine(
      isValidCustomColor,
      'Use an oklch() colour, an HSL triple such as "210 40% 50%", or a preset name',
    )
    .nullable(),
  borderRadius: z.enum(BORDER_RADII),
  fontSize: z.number().int().min(FONT_SIZE_MIN).max(FONT_SIZE_MAX),
  variant: z.enum(VARIANTS),
  defaultView: z.enum(DEFAULT_VIEWS),
  defaultSort: z.enum(DEFAULT_SORTS),
  timezone: z.string().max(64).refine(isValidTimeZone, 'Unknown time zone'),
  dateFormat: z.enum(DATE_FORMATS),
  timeFormat: z.enum(TIME_FORMATS),
  language: LanguageSchema,
  /** Pantry: days before its expiry that an entry counts as 'expires soon'. */
  expiryWarningDays: z.number().int().min(EXPIRY_WARNING_DAYS_MIN).max(EXPIRY_WARNING_DAYS_MAX),
  /** Pantry prices are shown in this currency (ISO 4217). */
  currency: z.enum(CURRENCIES),
  /** The Chef's proactive 'Chef Says' tips (spec §2's ai-chef toast). */
  chefTips: z.boolean(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const SettingsPatchSchema = SettingsSchema.partial().strict();
export const SettingsResponseSchema = z.object({ settings: SettingsSchema });

export const PRIVACY_POLICY_VERSION = '2026-11-01';
export const PrivacyPreferencesSchema = z.object({
  usageAnalytics: z.boolean(),
  regionAnalytics: z.boolean(),
  ipAddressProcessing: z.boolean(),
  marketingCommunications: z.boolean(),
  privacyPolicyVersion: z.string(),
  updatedAt: z.string().nullable(),
});
export type PrivacyPreferences = z.infer<typeof PrivacyPreferencesSchema>;
export const PrivacyPreferencesPatchSchema = PrivacyPreferencesSchema.omit({
  updatedAt: true,
  privacyPolicyVersion: true,
})
  .partial()
  .extend({ privacyPolicyVersion: singleLineText().min(1).max(32).optional() })
  .strict();

export const RegionalSettingsSchema = z.object({
  language: LanguageSchema,
  region: z.string().regex(/^[A-Z]{2}$/, 'Use a two-letter region code such as US'),
  timezoneMode: z.enum(['auto', 'manual']),
  timezone: z.string().max(64).refine(isValidTimeZone, 'Unknown time zone'),
  dateFormat: z.enum(DATE_FORMATS),
  timeFormat: z.enum(TIME_FORMATS),
});
export type RegionalSettings = z.infer<typeof RegionalSettingsSchema>;
export const RegionalSettingsPatchSchema = RegionalSettingsSchema.partial().strict();
