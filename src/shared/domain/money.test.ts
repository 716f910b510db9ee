import { describe, expect, test } from 'vitest';
import { CURRENCIES } from '../settings-options';
import {
  amountToMinor,
  currencyDigits,
  currencySymbol,
  formatMoney,
  formatMoneyCompact,
  minorToAmount,
  moneyInputValue,
  parseMoney,
} from './money';

// Intl separates some currency signs with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('currency digits', () => {
  test('come from Intl: two for most, none for the yen, the won and the Chilean peso', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KRW')).toBe(0);
    expect(currencyDigits('CLP')).toBe(0);
  });

  test('every offered currency is one Intl knows', () => {
    for (const currency of CURRENCIES) {
      expect(() => formatMoney(100, 'en', currency), currency).not.toThrow();
      expect([0, 2], currency).toContain(currencyDigits(currency));
    }
  });
});

describe('minor units and amounts', () => {
  test('convert by the currency’s digits', () => {
    expect(minorToAmount(349, 'USD')).toBe(3.49);
    expect(minorToAmount(349, 'JPY')).toBe(349);
    expect(amountToMinor(3.49, 'USD')).toBe(349);
    expect(amountToMinor(349, 'KRW')).toBe(349);
  });

  test('round to a whole minor unit, without float noise', () => {
    expect(amountToMinor(1.005, 'EUR')).toBe(100);
    expect(amountToMinor(0.29, 'USD')).toBe(29);
    expect(amountToMinor(19.99, 'GBP')).toBe(1999);
  });

  test('go there and back for every offered currency', () => {
    for (const currency of CURRENCIES) {
      for (const minor of [0, 1, 99, 12345, 100_000_000]) {
        expect(amountToMinor(minorToAmount(minor, currency), currency), `${currency} ${minor}`).toBe(minor);
      }
    }
  });
});

describe('formatMoney', () => {
  test('says the amount with the currency in the reader’s style', () => {
    expect(formatMoney(189, 'en', 'USD')).toBe('$1.89');
    expect(plain(formatMoney(189, 'de', 'EUR'))).toBe('1,89 €');
    expect(plain(formatMoney(189, 'fr', 'EUR'))).toBe('1,89 €');
    expect(formatMoney(0, 'en', 'GBP')).toBe('£0.00');
  });

  test('shows no decimals where the currency has none', () => {
    expect(formatMoney(1200, 'en', 'JPY')).toBe('¥1,200');
    expect(formatMoney(1200, 'zh', 'JPY')).toMatch(/^JP¥1,200$|^￥1,200$|^¥1,200$/);
    expect(formatMoney(5000, 'en', 'KRW')).toBe('₩5,000');
    expect(formatMoney(5000, 'es', 'CLP')).not.toMatch(/[.,]00/);
  });
});

describe('formatMoneyCompact', () => {
  test('keeps two significant digits and shortens thousands, but keeps amounts under one unit exact', () => {
    expect(formatMoneyCompact(1234, 'en', 'USD')).toBe('$12');
    expect(formatMoneyCompact(1_250_000, 'en', 'USD')).toBe('$13K');
    expect(formatMoneyCompact(45, 'en', 'USD')).toBe('$0.45');
    expect(formatMoneyCompact(0, 'en', 'USD')).toBe('$0');
    expect(formatMoneyCompact(1500, 'en', 'JPY')).toBe('¥1.5K');
  });
});

describe('currencySymbol', () => {
  test('is the sign the reader’s language writes', () => {
    expect(currencySymbol('en', 'USD')).toBe('$');
    expect(currencySymbol('de', 'EUR')).toBe('€');
    expect(currencySymbol('en', 'GBP')).toBe('£');
    expect(currencySymbol('en', 'CHF')).toBe('CHF');
  });
});

describe('parseMoney', () => {
  test('reads a point or a comma as the decimal separator', () => {
    expect(parseMoney('3.49', 'USD')).toBe(349);
    expect(parseMoney('3,49', 'EUR')).toBe(349);
    expect(parseMoney('3,5', 'EUR')).toBe(350);
    expect(parseMoney(' 12 ', 'USD')).toBe(1200);
    expect(parseMoney('1 200', 'SEK')).toBe(120000);
  });

  test('takes whole units where the currency has no minor unit', () => {
    expect(parseMoney('349', 'JPY')).toBe(349);
    expect(parseMoney('1200', 'KRW')).toBe(1200);
    expect(parseMoney('3.49', 'JPY')).toBeNaN();
  });

  test('is null when blank and NaN when it is not a price', () => {
    expect(parseMoney('', 'USD')).toBeNull();
    expect(parseMoney('   ', 'USD')).toBeNull();
    for (const text of ['abc', '-3', '3.499', '3.4.9', '$3', '1e3']) {
      expect(parseMoney(text, 'USD'), text).toBeNaN();
    }
  });
});

describe('moneyInputValue', () => {
  test('is what a price field starts with, and reads back to the same minor units', () => {
    expect(moneyInputValue(null, 'USD')).toBe('');
    expect(moneyInputValue(189, 'USD')).toBe('1.89');
    expect(moneyInputValue(300, 'EUR')).toBe('3.00');
    expect(moneyInputValue(349, 'JPY')).toBe('349');
    for (const currency of CURRENCIES)
      expect(parseMoney(moneyInputValue(12345, currency), currency)).toBe(12345);
  });
});
