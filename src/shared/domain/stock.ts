/**
 * Pure rules of pantry stock: labels, calendar days in the user's time zone, first-expired-first-out
 * order, and how opening, freezing and thawing change an expiry date.
 *
 * Dates are calendar days written 'YYYY-MM-DD' (no time, no zone): "expires on the 14th" means the
 * 14th wherever the household is. "Today" is computed in the user's time zone and then compared as
 * a plain day, so the same instant can be the 14th in Los Angeles and the 15th in Tokyo.
 */
import {
  DEFAULT_EXPIRY_WARNING_DAYS,
  EXPIRY_WARNING_DAYS_MAX,
  FALLBACK_TIMEZONE,
  isValidTimeZone,
} from '../settings-options';
import type { Milli } from './units';

export { DEFAULT_EXPIRY_WARNING_DAYS };

/** Spec: out of stock, low stock, in stock. */
export const STOCK_LABELS = ['out_of_stock', 'low_stock', 'in_stock'] as const;
export type StockLabel = (typeof STOCK_LABELS)[number];

/** Spec: expired, expires soon. */
export const EXPIRY_LABELS = ['expired', 'expires_soon'] as const;
export type ExpiryLabel = (typeof EXPIRY_LABELS)[number];

export const STORAGE_KINDS = ['pantry', 'fridge', 'freezer'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** Best before: quality fades after it; use by: not safe after it. */
export const EXPIRY_KINDS = ['best_before', 'use_by'] as const;
export type ExpiryKind = (typeof EXPIRY_KINDS)[number];

/** Nothing left → out_of_stock; below the product's minimum → low_stock; otherwise in_stock. */
export function stockLabel(totalMilli: Milli, minStockMilli: Milli): StockLabel {
  if (totalMilli <= 0) return 'out_of_stock';
  if (totalMilli < minStockMilli) return 'low_stock';
  return 'in_stock';
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date, or null. */
function epochDay(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  d.setUTCFullYear(year, month - 1, day);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return Math.round(d.getTime() / DAY_MS);
}

function requireEpochDay(date: string): number {
  const day = epochDay(date);
  if (day === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return day;
}

function formatEpochDay(day: number): string {
  const d = new Date(day * DAY_MS);
  const year = d.getUTCFullYear();
  if (!Number.isFinite(year) || year < 0 || year > 9999)
    throw new RangeError(`Date out of range: day ${day}`);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** True for a real calendar date written YYYY-MM-DD (2024-02-29 yes, 2023-02-29 no). */
export function isIsoDate(value: string): boolean {
  return typeof value === 'string' && epochDay(value) !== null;
}

/** The date `days` calendar days after `date` (before it when negative). Throws a RangeError on a bad date. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Whole days only: ${days}`);
  return formatEpochDay(requireEpochDay(date) + days);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). Throws a RangeError on a bad date. */
export function daysBetween(from: string, to: string): number {
  return requireEpochDay(to) - requireEpochDay(from);
}

/** One formatter per time zone: making one costs far more than formatting a date with it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatIn(zone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // Valid zones are a few hundred; the bound only keeps the map from growing without end.
    if (dateFormats.size < 1_000) dateFormats.set(zone, format);
  }
  return format;
}

/** Today's date in an IANA time zone (America/New_York when the zone is unknown). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const zone =
    typeof timeZone === 'string' && timeZone && isValidTimeZone(timeZone) ? timeZone : FALLBACK_TIMEZONE;
  const parts = dateFormatIn(zone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * expired when expiresOn < today; expires_soon when today <= expiresOn <= today + warningDays;
 * otherwise (or without an expiry date) null. The window is clamped to 0…EXPIRY_WARNING_DAYS_MAX.
 */
export function expiryLabel(
  expiresOn: string | null,
  today: string,
  warningDays: number,
): ExpiryLabel | null {
  if (expiresOn === null) return null;
  const days = daysBetween(today, expiresOn);
  if (days < 0) return 'expired';
  const window = Number.isFinite(warningDays)
    ? Math.min(EXPIRY_WARNING_DAYS_MAX, Math.max(0, Math.trunc(warningDays)))
    : DEFAULT_EXPIRY_WARNING_DAYS;
  return days <= window ? 'expires_soon' : null;
}

export type FefoEntry = {
  id: string;
  quantityMilli: Milli;
  expiresOn: string | null;
  openedOn: string | null;
  purchasedOn: string | null;
  createdAt: string;
};

/** Ascending, with null after every value. */
function compareNullableLast(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

function compareFefo(a: FefoEntry, b: FefoEntry): number {
  return (
    compareNullableLast(a.expiresOn, b.expiresOn) ||
    Number(a.openedOn === null) - Number(b.openedOn === null) ||
    compareNullableLast(a.purchasedOn, b.purchasedOn) ||
    compareNullableLast(a.createdAt, b.createdAt) ||
    compareNullableLast(a.id, b.id)
  );
}

/**
 * First expired, first out: entries that expire first (no expiry last), then opened before
 * unopened, then the oldest (purchasedOn, then createdAt, then id, so the order is total).
 */
export function fefoSort<T extends FefoEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(compareFefo);
}

/**
 * Which entries a consumption of `milli` takes, in FEFO order, spanning entries (empty entries are
 * skipped); shortMilli > 0 when the stock is not enough (callers refuse or take everything, their
 * choice). Throws a RangeError unless `milli` is a non-negative safe integer.
 */
export function planConsumption(
  entries: readonly FefoEntry[],
  milli: Milli,
): { takes: Array<{ id: string; milli: Milli }>; shortMilli: Milli } {
  if (!Number.isSafeInteger(milli) || milli < 0)
    throw new RangeError(`A consumption is a whole number of thousandths ≥ 0: ${milli}`);
  const takes: Array<{ id: string; milli: Milli }> = [];
  let remaining = milli;
  for (const entry of fefoSort(entries)) {
    if (remaining === 0) break;
    if (entry.quantityMilli <= 0) continue;
    const take = Math.min(remaining, entry.quantityMilli);
    takes.push({ id: entry.id, milli: take });
    remaining -= take;
  }
  return { takes, shortMilli: remaining };
}

/** Days a food keeps in each storage and once opened; null = unknown or not suitable. */
export type ShelfLife = {
  pantry: number | null;
  fridge: number | null;
  freezer: number | null;
  opened: number | null;
};

/** No shelf life known in any storage. */
export const NO_SHELF_LIFE: ShelfLife = { pantry: null, fridge: null, freezer: null, opened: null };

function earlier(a: string, b: string): string {
  return a <= b ? a : b;
}

/**
 * Opening: the expiry becomes min(current expiry, openedOn + opened shelf life); opening never
 * extends it, and an unknown opened shelf life (null) leaves it unchanged.
 */
export function expiryAfterOpening(
  expiresOn: string | null,
  openedOn: string,
  openedDays: number | null,
): string | null {
  if (openedDays === null) return expiresOn;
  const limit = addDays(openedOn, openedDays);
  return expiresOn === null ? limit : earlier(expiresOn, limit);
}

/** Colder storages keep food longer: freezer < fridge < pantry. */
const WARMTH: Record<StorageKind, number> = { freezer: 0, fridge: 1, pantry: 2 };

/**
 * The expiry after moving an entry from one storage to another on `today`:
 * - same storage, or a target whose shelf life is unknown (null): unchanged;
 * - into the freezer (freezing extends): the later of the current expiry and today + freezer days;
 *   an entry already past its expiry stays expired (freezing does not make spoiled food safe);
 *   without an expiry it becomes today + freezer days;
 * - out of the freezer (thawing shortens), and pantry ↔ fridge towards somewhere warmer: the earlier
 *   of the current expiry and today + the target's days; without an expiry, today + target days;
 * - towards somewhere colder but not the freezer (pantry → fridge): unchanged, since the date on the
 *   pack already assumes the right storage and cooling alone does not reset it.
 */
export function expiryAfterMove(
  expiresOn: string | null,
  from: StorageKind,
  to: StorageKind,
  today: string,
  shelfLife: ShelfLife,
): string | null {
  if (from === to) return expiresOn;
  const targetDays = shelfLife[to];
  if (targetDays === null) return expiresOn;
  const limit = addDays(today, targetDays);
  if (to === 'freezer') {
    if (expiresOn === null) return limit;
    if (expiresOn < today) return expiresOn;
    return expiresOn >= limit ? expiresOn : limit;
  }
  if (WARMTH[to] < WARMTH[from]) return expiresOn;
  return expiresOn === null ? limit : earlier(expiresOn, limit);
}

/** The expiry of a new entry when the user gives none: purchasedOn + its storage's shelf life, or null. */
export function defaultExpiry(
  purchasedOn: string,
  storage: StorageKind,
  shelfLife: ShelfLife,
): string | null {
  const days = shelfLife[storage];
  return days === null ? null : addDays(purchasedOn, days);
}
