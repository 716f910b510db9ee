import type { Settings } from './contracts/settings';

/**
 * The settings options and defaults as plain data, without zod, so that the web app's first
 * screen can use them without loading the validation library. contracts/settings.ts builds the
 * schemas from these and re-exports them.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '中文',
};

export const THEMES = ['light', 'dark', 'system'] as const;
export const PRIMARY_COLORS = ['default', 'purple', 'orange', 'red', 'custom'] as const;
/** Spec §9: HSL triples of the presets. */
export const PRIMARY_COLOR_VALUES: Record<Exclude<(typeof PRIMARY_COLORS)[number], 'custom'>, string> = {
  default: '110 29% 38%',
  purple: '262.1 83.3% 57.8%',
  orange: '24.6 95% 53.1%',
  red: '0 84.2% 60.2%',
};
export const BORDER_RADII = ['none', 'small', 'medium', 'large'] as const;
export const RADIUS_VALUES: Record<(typeof BORDER_RADII)[number], string> = {
  none: '0rem',
  small: '0.3rem',
  medium: '0.5rem',
  large: '0.8rem',
};
export const VARIANTS = ['tint', 'professional', 'vibrant'] as const;
export const DEFAULT_VIEWS = ['grid', 'list'] as const;
export const DEFAULT_SORTS = ['expiry', 'name', 'added'] as const;
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'] as const;
export const TIME_FORMATS = ['12h', '24h'] as const;
export const FALLBACK_TIMEZONE = 'America/New_York';
export const FONT_SIZE_MIN = 75;
export const FONT_SIZE_MAX = 150;
/** Pantry: an entry 'expires soon' within this many days (a user setting; default 3). */
export const EXPIRY_WARNING_DAYS_MIN = 1;
export const EXPIRY_WARNING_DAYS_MAX = 30;
export const DEFAULT_EXPIRY_WARNING_DAYS = 3;
/** ISO 4217 codes prices are shown in (they are stored in the currency's minor units). */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CNY',
  'JPY',
  'CAD',
  'AUD',
  'CHF',
  'MXN',
  'BRL',
  'INR',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'NZD',
  'SGD',
  'HKD',
  'KRW',
  'TWD',
  'ZAR',
  'TRY',
  'ILS',
  'AED',
  'SAR',
  'THB',
  'COP',
  'ARS',
  'CLP',
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

// Building an Intl.DateTimeFormat costs far more than a lookup, and every settings response is
// validated, so answers are remembered (a bounded cache: names are at most 64 characters).
const timeZoneAnswers = new Map<string, boolean>();

export function isValidTimeZone(tz: string): boolean {
  const known = timeZoneAnswers.get(tz);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    valid = tz.length > 0;
  } catch {
    valid = false;
  }
  if (timeZoneAnswers.size < 2_000) timeZoneAnswers.set(tz, valid);
  return valid;
}

const OKLCH = /^oklch\(\s*\d+(\.\d+)?%?\s+\d+(\.\d+)?\s+\d+(\.\d+)?(deg)?\s*(\/\s*\d+(\.\d+)?%?\s*)?\)$/i;
const HSL_TRIPLE = /^\d{1,3}(\.\d+)?\s+\d{1,3}(\.\d+)?%\s+\d{1,3}(\.\d+)?%$/;
/** Spec §5: an oklch string, a percent-style HSL triple, or a preset name. */
export function isValidCustomColor(value: string): boolean {
  const v = value.trim();
  if ((PRIMARY_COLORS as readonly string[]).includes(v) && v !== 'custom') return true;
  if (OKLCH.test(v)) return true;
  const m = HSL_TRIPLE.exec(v);
  if (!m) return false;
  const [h, s, l] = v.split(/\s+/).map((p) => parseFloat(p));
  return h! <= 360 && s! <= 100 && l! <= 100;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: 'system',
  primaryColor: 'default',
  customPrimaryColor: null,
  borderRadius: 'medium',
  fontSize: 100,
  variant: 'tint',
  defaultView: 'grid',
  defaultSort: 'expiry',
  timezone: FALLBACK_TIMEZONE,
  dateFormat: 'MM/DD/YYYY',
  timeFormat: '12h',
  language: 'en',
  expiryWarningDays: DEFAULT_EXPIRY_WARNING_DAYS,
  currency: DEFAULT_CURRENCY,
  chefTips: true,
};
