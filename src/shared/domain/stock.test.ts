import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_EXPIRY_WARNING_DAYS,
  addDays,
  daysBetween,
  defaultExpiry,
  expiryAfterMove,
  expiryAfterOpening,
  expiryLabel,
  fefoSort,
  isIsoDate,
  planConsumption,
  stockLabel,
  todayIn,
  type FefoEntry,
  type ShelfLife,
} from './stock';

const entry = (id: string, quantityMilli: number, fields: Partial<FefoEntry> = {}): FefoEntry => ({
  id,
  quantityMilli,
  expiresOn: null,
  openedOn: null,
  purchasedOn: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('stock labels', () => {
  test('out of stock, low stock, in stock', () => {
    expect(stockLabel(0, 0)).toBe('out_of_stock');
    expect(stockLabel(0, 1000)).toBe('out_of_stock');
    expect(stockLabel(-5, 0)).toBe('out_of_stock');
    expect(stockLabel(999, 1000)).toBe('low_stock');
    expect(stockLabel(1000, 1000)).toBe('in_stock');
    expect(stockLabel(1, 0)).toBe('in_stock');
  });

  test('expired before today, expires soon from today to the end of the window', () => {
    const today = '2026-03-10';
    expect(expiryLabel(null, today, 3)).toBeNull();
    expect(expiryLabel('2026-03-09', today, 3)).toBe('expired');
    expect(expiryLabel('2026-03-10', today, 3)).toBe('expires_soon');
    expect(expiryLabel('2026-03-13', today, 3)).toBe('expires_soon');
    expect(expiryLabel('2026-03-14', today, 3)).toBeNull();
    expect(expiryLabel('2026-03-10', today, 0)).toBe('expires_soon');
    expect(expiryLabel('2026-03-11', today, 0)).toBeNull();
    expect(expiryLabel('2026-04-09', today, 30)).toBe('expires_soon');
    // The window is clamped to 30 days; a nonsense window falls back to the default.
    expect(expiryLabel('2026-04-10', today, 365)).toBeNull();
    expect(expiryLabel(addDays(today, DEFAULT_EXPIRY_WARNING_DAYS), today, Number.NaN)).toBe('expires_soon');
  });

  test("labels follow the user's own day: 23:30 in Los Angeles is already the next day in Tokyo", () => {
    // 2026-01-15T07:30Z is 23:30 on the 14th in Los Angeles (UTC−8) and 16:30 on the 15th in Tokyo.
    const instant = new Date('2026-01-15T07:30:00Z');
    const la = todayIn('America/Los_Angeles', instant);
    const tokyo = todayIn('Asia/Tokyo', instant);
    expect(la).toBe('2026-01-14');
    expect(tokyo).toBe('2026-01-15');
    expect(expiryLabel('2026-01-14', la, 3)).toBe('expires_soon');
    expect(expiryLabel('2026-01-14', tokyo, 3)).toBe('expired');
    expect(expiryLabel('2026-01-18', la, 3)).toBeNull();
    expect(expiryLabel('2026-01-18', tokyo, 3)).toBe('expires_soon');
  });

  test('todayIn crosses midnight and daylight saving with the zone, and falls back to New York', () => {
    expect(todayIn('Europe/Berlin', new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(todayIn('Europe/Berlin', new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    // Summer time: Berlin is UTC+2, so 22:00Z is already midnight.
    expect(todayIn('Europe/Berlin', new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(todayIn('UTC', new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
    const instant = new Date('2026-06-01T03:30:00Z'); // 23:30 on May 31 in New York (UTC−4)
    expect(todayIn('Not/AZone', instant)).toBe('2026-05-31');
    expect(todayIn('', instant)).toBe('2026-05-31');
  });
});

describe('calendar days', () => {
  test('isIsoDate accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-4-1')).toBe(false);
    expect(isIsoDate('2026-04-01T00:00')).toBe(false);
    expect(isIsoDate('0099-01-01')).toBe(true);
    expect(isIsoDate('')).toBe(false);
  });

  test('addDays and daysBetween across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 1.5)).toThrow(RangeError);
    expect(() => daysBetween('yesterday', '2026-01-01')).toThrow(RangeError);
  });

  test('addDays and daysBetween agree', () => {
    const date = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2200-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, fc.integer({ min: -40_000, max: 40_000 }), (start, days) => {
        const end = addDays(start, days);
        expect(isIsoDate(end)).toBe(true);
        expect(daysBetween(start, end)).toBe(days);
        expect(end > start).toBe(days > 0);
      }),
    );
  });
});

describe('first expired, first out', () => {
  test('orders by expiry (none last), then opened first, then oldest purchase, creation and id', () => {
    const entries = [
      entry('no-expiry', 1000),
      entry('later', 1000, { expiresOn: '2026-03-20' }),
      entry('sooner-unopened', 1000, { expiresOn: '2026-03-12' }),
      entry('sooner-opened', 1000, { expiresOn: '2026-03-12', openedOn: '2026-03-01' }),
      entry('same-b', 1000, { expiresOn: '2026-03-15', purchasedOn: '2026-03-02' }),
      entry('same-a', 1000, { expiresOn: '2026-03-15', purchasedOn: '2026-03-01' }),
      entry('same-no-purchase', 1000, { expiresOn: '2026-03-15' }),
      entry('created-2', 1000, { expiresOn: '2026-03-16', createdAt: '2026-03-02T10:00:00.000Z' }),
      entry('created-1', 1000, { expiresOn: '2026-03-16', createdAt: '2026-03-02T09:00:00.000Z' }),
      entry('id-b', 1000, { expiresOn: '2026-03-17' }),
      entry('id-a', 1000, { expiresOn: '2026-03-17' }),
    ];
    expect(fefoSort(entries).map((e) => e.id)).toEqual([
      'sooner-opened',
      'sooner-unopened',
      'same-a',
      'same-b',
      'same-no-purchase',
      'created-1',
      'created-2',
      'id-a',
      'id-b',
      'later',
      'no-expiry',
    ]);
  });

  test('does not change its input, and the order does not depend on the input order', () => {
    const entryArb = fc.record({
      id: fc.uuid(),
      quantityMilli: fc.integer({ min: 0, max: 10_000 }),
      expiresOn: fc.option(fc.constantFrom('2026-03-01', '2026-03-02', '2026-03-03'), { nil: null }),
      openedOn: fc.option(fc.constant('2026-02-01'), { nil: null }),
      purchasedOn: fc.option(fc.constantFrom('2026-01-01', '2026-01-02'), { nil: null }),
      createdAt: fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:01.000Z'),
    });
    fc.assert(
      fc.property(fc.uniqueArray(entryArb, { selector: (e) => e.id, maxLength: 12 }), (entries) => {
        const copy = entries.map((e) => ({ ...e }));
        const sorted = fefoSort(entries);
        expect(entries).toEqual(copy);
        expect(fefoSort([...entries].reverse())).toEqual(sorted);
      }),
    );
  });

  test('a consumption spans entries in FEFO order', () => {
    const entries = [
      entry('c', 500, { expiresOn: '2026-03-30' }),
      entry('a', 300, { expiresOn: '2026-03-10' }),
      entry('empty', 0, { expiresOn: '2026-03-01' }),
      entry('b', 400, { expiresOn: '2026-03-20' }),
    ];
    expect(planConsumption(entries, 600)).toEqual({
      takes: [
        { id: 'a', milli: 300 },
        { id: 'b', milli: 300 },
      ],
      shortMilli: 0,
    });
    expect(planConsumption(entries, 1200)).toEqual({
      takes: [
        { id: 'a', milli: 300 },
        { id: 'b', milli: 400 },
        { id: 'c', milli: 500 },
      ],
      shortMilli: 0,
    });
    expect(planConsumption(entries, 1500)).toEqual({
      takes: [
        { id: 'a', milli: 300 },
        { id: 'b', milli: 400 },
        { id: 'c', milli: 500 },
      ],
      shortMilli: 300,
    });
    expect(planConsumption(entries, 0)).toEqual({ takes: [], shortMilli: 0 });
    expect(planConsumption([], 250)).toEqual({ takes: [], shortMilli: 250 });
    expect(() => planConsumption(entries, -1)).toThrow(RangeError);
    expect(() => planConsumption(entries, 0.5)).toThrow(RangeError);
  });

  test('takes exactly what was asked or everything there is', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 30_000 }),
        (quantities, milli) => {
          const entries = quantities.map((q, i) =>
            entry(`e${i}`, q, { expiresOn: `2026-03-${String(10 + i)}` }),
          );
          const total = quantities.reduce((a, b) => a + b, 0);
          const { takes, shortMilli } = planConsumption(entries, milli);
          const taken = takes.reduce((a, t) => a + t.milli, 0);
          expect(taken + shortMilli).toBe(milli);
          expect(shortMilli).toBe(Math.max(0, milli - total));
          for (const take of takes) {
            expect(take.milli).toBeGreaterThan(0);
            expect(take.milli).toBeLessThanOrEqual(entries.find((e) => e.id === take.id)!.quantityMilli);
          }
          // Only the last entry touched may be left with something.
          takes
            .slice(0, -1)
            .forEach((t) => expect(t.milli).toBe(entries.find((e) => e.id === t.id)!.quantityMilli));
        },
      ),
    );
  });
});

describe('shelf life', () => {
  const milk: ShelfLife = { pantry: null, fridge: 7, freezer: 90, opened: 7 };
  const groundBeef: ShelfLife = { pantry: null, fridge: 2, freezer: 120, opened: null };
  const bread: ShelfLife = { pantry: 5, fridge: 7, freezer: 90, opened: null };

  test('opening shortens the expiry but never extends it', () => {
    expect(expiryAfterOpening('2026-03-30', '2026-03-10', 7)).toBe('2026-03-17');
    expect(expiryAfterOpening('2026-03-12', '2026-03-10', 7)).toBe('2026-03-12');
    expect(expiryAfterOpening(null, '2026-03-10', 7)).toBe('2026-03-17');
    expect(expiryAfterOpening('2026-03-30', '2026-03-10', null)).toBe('2026-03-30');
    expect(expiryAfterOpening(null, '2026-03-10', null)).toBeNull();
  });

  test('freezing extends the expiry to today + freezer days', () => {
    expect(expiryAfterMove('2026-03-12', 'fridge', 'freezer', '2026-03-10', groundBeef)).toBe('2026-07-08');
    // A long date on the pack is kept when the freezer would give less.
    expect(expiryAfterMove('2027-01-01', 'pantry', 'freezer', '2026-03-10', bread)).toBe('2027-01-01');
    expect(expiryAfterMove(null, 'fridge', 'freezer', '2026-03-10', milk)).toBe('2026-06-08');
    // Food already past its date stays expired.
    expect(expiryAfterMove('2026-03-09', 'fridge', 'freezer', '2026-03-10', groundBeef)).toBe('2026-03-09');
    // Food that does not freeze keeps its date.
    expect(expiryAfterMove('2026-03-12', 'fridge', 'freezer', '2026-03-10', { ...milk, freezer: null })).toBe(
      '2026-03-12',
    );
  });

  test('thawing shortens the expiry to today + the target storage days, never lengthens it', () => {
    expect(expiryAfterMove('2026-07-08', 'freezer', 'fridge', '2026-04-01', groundBeef)).toBe('2026-04-03');
    expect(expiryAfterMove('2026-04-02', 'freezer', 'fridge', '2026-04-01', groundBeef)).toBe('2026-04-02');
    expect(expiryAfterMove('2026-06-01', 'freezer', 'pantry', '2026-04-01', bread)).toBe('2026-04-06');
    expect(expiryAfterMove(null, 'freezer', 'fridge', '2026-04-01', groundBeef)).toBe('2026-04-03');
    // Unknown shelf life in the target: unchanged.
    expect(expiryAfterMove('2026-07-08', 'freezer', 'pantry', '2026-04-01', groundBeef)).toBe('2026-07-08');
  });

  test('pantry and fridge: warmer shortens, colder keeps the date', () => {
    expect(expiryAfterMove('2026-03-30', 'fridge', 'pantry', '2026-03-10', bread)).toBe('2026-03-15');
    expect(expiryAfterMove('2026-03-12', 'fridge', 'pantry', '2026-03-10', bread)).toBe('2026-03-12');
    expect(expiryAfterMove('2026-03-12', 'pantry', 'fridge', '2026-03-10', bread)).toBe('2026-03-12');
    expect(expiryAfterMove(null, 'pantry', 'fridge', '2026-03-10', bread)).toBeNull();
    expect(expiryAfterMove('2026-03-30', 'fridge', 'pantry', '2026-03-10', milk)).toBe('2026-03-30');
    expect(expiryAfterMove('2026-03-30', 'fridge', 'fridge', '2026-03-10', milk)).toBe('2026-03-30');
  });

  test('a new entry without a date gets purchase day + its storage shelf life', () => {
    expect(defaultExpiry('2026-03-10', 'fridge', milk)).toBe('2026-03-17');
    expect(defaultExpiry('2026-03-10', 'freezer', groundBeef)).toBe('2026-07-08');
    expect(defaultExpiry('2026-03-10', 'pantry', milk)).toBeNull();
  });
});
