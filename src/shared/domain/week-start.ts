/**
 * The first day of the week by region, for the meal plan's week view. A static copy of CLDR's
 * supplemental weekData `firstDay` (CLDR 48), so every browser agrees: Intl.Locale's weekInfo is
 * missing from some of them. Regions not listed start on Monday (CLDR's "001" default).
 */
import { addDays, daysBetween } from './stock';

/** 0 Sunday, 1 Monday, 5 Friday, 6 Saturday: the days CLDR ever names as a week's first. */
export type WeekStart = 0 | 1 | 5 | 6;

const DEFAULT_WEEK_START: WeekStart = 1;

// CLDR weekData firstDay; every region not named here is "mon". The last line holds withdrawn codes
// CLDR still maps to today's regions (BU Burma → MM, RH Rhodesia → ZW, YD South Yemen → YE, PZ
// Panama Canal Zone → PA, JT MI PU WK → UM, NT Neutral Zone → SA), so that every two-letter code
// answers as ICU does.
const FIRST_DAY_REGIONS: ReadonlyArray<[WeekStart, string]> = [
  [5, 'MV'],
  [6, 'AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'],
  [
    0,
    'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN IS JM JP KE KH KR LA MH MM MO MT ' +
      'MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW ' +
      'BU RH YD PZ JT MI PU WK NT',
  ],
];

const FIRST_DAY = new Map<string, WeekStart>(
  FIRST_DAY_REGIONS.flatMap(([day, regions]) => regions.split(' ').map((region) => [region, day] as const)),
);

/** The first day of the week in an ISO 3166-1 region ('US' → 0 Sunday); Monday when unknown or missing. */
export function weekStartsOn(region: string | null | undefined): WeekStart {
  if (typeof region !== 'string') return DEFAULT_WEEK_START;
  return FIRST_DAY.get(region.trim().toUpperCase()) ?? DEFAULT_WEEK_START;
}

/** The date `days` calendar days after an ISO date (before it when negative); stock.ts's addDays. */
export { addDays as addDaysIso };

/** 0 Sunday … 6 Saturday of a 'YYYY-MM-DD' date (1970-01-01 was a Thursday). */
function dayOfWeek(date: string): number {
  const day = daysBetween('1970-01-01', date);
  return (((day + 4) % 7) + 7) % 7;
}

/**
 * The first day of the week holding `date` ('YYYY-MM-DD'), for weeks starting on `weekStartsOn`
 * (0 Sunday … 6 Saturday). Throws a RangeError on a bad date or day.
 */
export function startOfWeek(date: string, weekStartsOn: number): string {
  if (!Number.isInteger(weekStartsOn) || weekStartsOn < 0 || weekStartsOn > 6)
    throw new RangeError(`A week starts on a day 0–6: ${weekStartsOn}`);
  return addDays(date, -((dayOfWeek(date) - weekStartsOn + 7) % 7));
}
