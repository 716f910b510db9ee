import type { TFunction } from 'i18next';
import { canConvert, UNITS, type Unit, type UnitConversion } from '@shared/domain/units';

/*
 * How the pantry says amounts, units and days in the reader's language (prices: lib/currency).
 * Keys live in the pantry namespace; the `ns` option lets a caller holding another namespace's t
 * use them too.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

/** 2, 0.5, 1,5 (de): at most three decimals, as the contract carries them. */
export function formatQuantity(quantity: number, language: string): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
    numberFormats.set(language, format);
  }
  return format.format(quantity);
}

/** "l", "can"/"cans" (the count picks the plural in languages that have one). */
export function unitLabel(t: TFunction, unit: Unit, count = 1): string {
  return t(`units.${unit}`, { ns: 'pantry', count });
}

/** "2 l", "3 cans", "1,5 kg". */
export function formatAmount(t: TFunction, language: string, quantity: number, unit: Unit): string {
  return t('amount', {
    ns: 'pantry',
    quantity: formatQuantity(quantity, language),
    unit: unitLabel(t, unit, quantity),
  });
}

/** The units an amount of this product may be given in: its own, and every one that converts to it. */
export function unitsFor(defaultUnit: Unit, conversions: readonly UnitConversion[] = []): Unit[] {
  return UNITS.filter((unit) => unit === defaultUnit || canConvert(unit, defaultUnit, conversions));
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day ('YYYY-MM-DD') in the reader's language, without time-zone drift. */
export function formatDay(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format.format(new Date(Date.UTC(y, m - 1, d)));
}

/** "1,5" (a German keyboard) → 1.5; null when blank; NaN when it is not a number. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d+(?:[.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** The user's calendar day in the browser's zone, when the server's is not known yet. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
