import { currencySymbol } from '@shared/domain/money';
import { CURRENCIES, FALLBACK_TIMEZONE, type Currency, type Language } from '@shared/contracts/settings';

/** ISO 3166-1 alpha-2 codes; the names come from the browser (Intl.DisplayNames), in the reader's language. */
export const REGION_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK ' +
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR ' +
  'IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ' +
  'ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** The regions with their names in `language`, sorted the way a reader of that language expects. */
export function regionOptions(language: Language): Array<{ code: string; name: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  return REGION_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, language),
  );
}

/** The device's time zone (what "automatic" means), or the spec's fallback. */
export function detectTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_TIMEZONE;
  } catch {
    return FALLBACK_TIMEZONE;
  }
}

/** Every time zone the browser knows, always including `current`. */
export function timeZoneList(current?: string): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [FALLBACK_TIMEZONE];
  }
  if (current && !zones.includes(current)) zones = [current, ...zones];
  return zones;
}

/** Matches "new york", "new_york" and "america/new" alike. */
export function filterTimeZones(zones: readonly string[], query: string): string[] {
  const q = query
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
  if (!q) return [...zones];
  return zones.filter((zone) => zone.toLowerCase().replace(/_/g, ' ').includes(q));
}

/** A date written in one of the DATE_FORMATS, for the examples next to each choice. */
export function formatDateExample(date: Date, format: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return format
    .replace('YYYY', String(date.getFullYear()))
    .replace('MM', pad(date.getMonth() + 1))
    .replace('DD', pad(date.getDate()));
}

export function formatTimeExample(date: Date, format: '12h' | '24h', language: Language): string {
  return new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: format === '12h',
  }).format(date);
}

/**
 * The currency a region pays in, for the offered currencies only: lets the currency setting
 * suggest the one of the user's region. Regions using a currency we do not offer are absent.
 */
const REGION_CURRENCY_LIST: Record<Currency, string> = {
  USD: 'US PR EC SV PA GU VI AS MP TL FM MH PW TC VG BQ UM IO',
  EUR: 'AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES AD MC SM VA ME AX BL GF GP MF MQ PM RE YT TF',
  GBP: 'GB IM JE GG',
  CNY: 'CN',
  JPY: 'JP',
  CAD: 'CA',
  AUD: 'AU CX CC NF KI NR TV HM',
  CHF: 'CH LI',
  MXN: 'MX',
  BRL: 'BR',
  INR: 'IN',
  SEK: 'SE',
  NOK: 'NO SJ BV',
  DKK: 'DK FO GL',
  PLN: 'PL',
  CZK: 'CZ',
  HUF: 'HU',
  NZD: 'NZ CK NU PN TK',
  SGD: 'SG',
  HKD: 'HK',
  KRW: 'KR',
  TWD: 'TW',
  ZAR: 'ZA',
  TRY: 'TR',
  ILS: 'IL PS',
  AED: 'AE',
  SAR: 'SA',
  THB: 'TH',
  COP: 'CO',
  ARS: 'AR',
  CLP: 'CL',
};
const REGION_CURRENCY = new Map<string, Currency>(
  (Object.entries(REGION_CURRENCY_LIST) as Array<[Currency, string]>).flatMap(([currency, regions]) =>
    regions.split(' ').map((region) => [region, currency] as const),
  ),
);

/** The offered currency of a region (ISO 3166-1 alpha-2), or null when it pays in another. */
export function regionCurrency(region: string): Currency | null {
  return REGION_CURRENCY.get(region.toUpperCase()) ?? null;
}

/** The offered currencies as "EUR — Euro (€)" in `language`, sorted by code as on price tags. */
export function currencyOptions(language: Language): Array<{ code: Currency; label: string; name: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'currency' });
  } catch {
    names = null;
  }
  return CURRENCIES.map((code) => {
    const name = names?.of(code) ?? code;
    const symbol = currencySymbol(language, code);
    return { code, name, label: symbol === code ? `${code} — ${name}` : `${code} — ${name} (${symbol})` };
  });
}
