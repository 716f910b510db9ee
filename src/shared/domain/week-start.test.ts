import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays } from './stock';
import { addDaysIso, startOfWeek, weekStartsOn } from './week-start';

/** Day of the week (0 Sunday … 6 Saturday) by the platform's own calendar, to check the arithmetic. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Node's CLDR firstDay for a region (1 Monday … 7 Sunday) as 0–6, or null where Intl.Locale has no week info. */
function intlFirstDay(region: string): number | null {
  const locale = new Intl.Locale(`und-${region}`) as Intl.Locale & {
    weekInfo?: { firstDay: number };
    getWeekInfo?: () => { firstDay: number };
  };
  const info = typeof locale.getWeekInfo === 'function' ? locale.getWeekInfo() : locale.weekInfo;
  return info ? info.firstDay % 7 : null;
}

describe('weekStartsOn', () => {
  test.each([
    ['US', 0],
    ['CA', 0],
    ['BR', 0],
    ['JP', 0],
    ['IN', 0],
    ['IL', 0],
    ['GB', 1],
    ['DE', 1],
    ['FR', 1],
    ['ES', 1],
    ['CN', 1],
    ['AU', 1],
    ['AE', 1],
    ['MV', 5],
    ['EG', 6],
    ['SA', 0],
    ['IR', 6],
  ] as const)('%s starts its week on day %i', (region, day) => {
    expect(weekStartsOn(region)).toBe(day);
  });

  test('reads a region in any case and around spaces', () => {
    expect(weekStartsOn('us')).toBe(0);
    expect(weekStartsOn(' eg ')).toBe(6);
  });

  test('starts on Monday when the region is missing or unknown', () => {
    expect(weekStartsOn(null)).toBe(1);
    expect(weekStartsOn(undefined)).toBe(1);
    expect(weekStartsOn('')).toBe(1);
    expect(weekStartsOn('ZZ')).toBe(1);
    expect(weekStartsOn('USA')).toBe(1);
  });

  // A sample of regions whose first day has long been settled in CLDR, so that a newer or older
  // ICU in another Node does not fail the test. Skipped where Intl.Locale has no week info.
  const sample =
    'US CA MX BR AR GB IE DE FR ES IT NL SE PL RU TR CN JP KR TW HK IN PK BD TH ID PH AU NZ ZA KE NG EG SA IR IQ DZ MV IL PT'.split(
      ' ',
    );
  test.skipIf(intlFirstDay('US') === null)(
    'agrees with Intl.Locale week info for a sample of regions',
    () => {
      for (const region of sample)
        expect([region, weekStartsOn(region)]).toEqual([region, intlFirstDay(region)]);
    },
  );
});

describe('startOfWeek', () => {
  // 2025-06-04 is a Wednesday.
  test.each([
    [1, '2025-06-02'],
    [0, '2025-06-01'],
    [6, '2025-05-31'],
    [5, '2025-05-30'],
    [3, '2025-06-04'],
  ])('for weeks from day %i, the week of 2025-06-04 starts %s', (day, start) => {
    expect(startOfWeek('2025-06-04', day)).toBe(start);
  });

  test('crosses month, year and leap-day boundaries', () => {
    expect(startOfWeek('2025-01-01', 1)).toBe('2024-12-30');
    expect(startOfWeek('2024-03-02', 0)).toBe('2024-02-25');
    expect(startOfWeek('2024-03-01', 5)).toBe('2024-03-01');
    expect(startOfWeek('1970-01-01', 1)).toBe('1969-12-29');
  });

  test('is the latest day on or before the date that falls on the first day of the week', () => {
    const date = fc.integer({ min: -200_000, max: 200_000 }).map((days) => addDays('2000-01-01', days));
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 6 }), (day, first) => {
        const start = startOfWeek(day, first);
        expect(utcDay(start)).toBe(first);
        expect(start <= day).toBe(true);
        expect(addDays(start, 6) >= day).toBe(true);
        expect(startOfWeek(start, first)).toBe(start);
      }),
    );
  });

  test('rejects a day outside 0–6 and a date that is not YYYY-MM-DD', () => {
    expect(() => startOfWeek('2025-06-04', 7)).toThrow(RangeError);
    expect(() => startOfWeek('2025-06-04', 1.5)).toThrow(RangeError);
    expect(() => startOfWeek('2025-02-30', 1)).toThrow(RangeError);
    expect(() => startOfWeek('04/06/2025', 1)).toThrow(RangeError);
  });
});

describe('addDaysIso', () => {
  test("is stock.ts's addDays", () => {
    expect(addDaysIso).toBe(addDays);
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysIso('2025-01-01', -1)).toBe('2024-12-31');
  });
});
