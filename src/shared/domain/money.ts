/*
 * Prices travel and are stored as whole minor units of the user's currency (priceCents,
 * valueCents): cents for USD and EUR, but yen for JPY and won for KRW, which have no minor unit.
 * Every conversion between such a number and what a person reads or types goes through here, with
 * the currency's digits taken from Intl so that the two directions always agree.
 */

const digitsByCurrency = new Map<string, number>();

/** How many decimals the currency has: 2 for USD, 0 for JPY, KRW and CLP. */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** 349 minor units → 3.49 (USD), 349 → 349 (JPY). */
export function minorToAmount(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** 3.49 → 349 (USD); rounded to a whole minor unit. */
export function amountToMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDigits(currency));
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(language: string, currency: string, compact = false): Intl.NumberFormat {
  const key = `${language}|${currency}|${compact}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      ...(compact ? { notation: 'compact' } : {}),
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Minor units as money in the reader's style: "$3.49", "3,49 €", "￥349". */
export function formatMoney(minor: number, language: string, currency: string): string {
  return moneyFormat(language, currency).format(minorToAmount(minor, currency));
}

/** Two significant digits and thousands shortened: "$12", "$1.2K", for labels where room is short. */
export function formatMoneyCompact(minor: number, language: string, currency: string): string {
  const amount = minorToAmount(minor, currency);
  // Below one whole unit compact notation would say "$0": show the exact amount instead.
  if (amount > 0 && amount < 1) return formatMoney(minor, language, currency);
  return moneyFormat(language, currency, true).format(amount);
}

/** The sign shown beside a price field: "$", "€", "CHF"; the code when Intl has no shorter sign. */
export function currencySymbol(language: string, currency: string): string {
  return (
    moneyFormat(language, currency)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/**
 * A typed price ("3.49", "3,49", "1 200", "349") → minor units; null when blank; NaN when it is
 * not a price in this currency (more decimals than it has, letters, a sign).
 */
export function parseMoney(text: string, currency: string): number | null {
  const trimmed = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!trimmed) return null;
  const digits = currencyDigits(currency);
  const pattern = digits > 0 ? new RegExp(`^(\\d{1,12})(?:[.,](\\d{1,${digits}}))?$`) : /^(\d{1,12})$/;
  const match = pattern.exec(trimmed);
  if (!match) return Number.NaN;
  const whole = Number(match[1]);
  const fraction = match[2] ? Number(match[2].padEnd(digits, '0')) : 0;
  return whole * 10 ** digits + fraction;
}

/** Minor units as the text a price field starts with: "3.49" (USD), "349" (JPY); '' for none. */
export function moneyInputValue(minor: number | null, currency: string): string {
  if (minor === null) return '';
  return minorToAmount(minor, currency).toFixed(currencyDigits(currency));
}
