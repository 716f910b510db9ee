import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '@shared/settings-options';
import {
  currencyDigits,
  currencySymbol,
  formatMoney,
  formatMoneyCompact,
  moneyInputValue,
  parseMoney,
} from '@shared/domain/money';
import { SETTINGS_STALE_TIME_MS } from './query-client';

const SETTINGS_KEY = '/api/user/settings';

function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** The settings record's currency, when it names a known one (a stable function: select runs once per change). */
function currencyOf(data: unknown): Currency | undefined {
  return typeof data === 'object' && data !== null && 'currency' in data && isCurrency(data.currency)
    ? data.currency
    : undefined;
}

/**
 * The currency prices are shown in (settings `currency`), read from the settings record the app
 * caches; until it has loaded, the server's default.
 */
export function useCurrency(): Currency {
  const settings = useQuery({
    queryKey: [SETTINGS_KEY],
    staleTime: SETTINGS_STALE_TIME_MS,
    select: currencyOf,
  });
  return settings.data ?? DEFAULT_CURRENCY;
}

export type Money = {
  currency: Currency;
  /** The reader's language the texts are in. */
  language: string;
  /** "$3.49", "3,49 €", "¥349". */
  format: (minor: number) => string;
  /** "$12", "€1.2K": for chart labels. */
  formatCompact: (minor: number) => string;
  /** The sign a price field shows beside it. */
  symbol: string;
  /** Decimals the currency has (0 for JPY). */
  digits: number;
  /** A price as one would type it, for hints: "3.49", "3,49", "349". */
  example: string;
  /** Typed text → minor units; null when blank, NaN when it is not a price. */
  parse: (text: string) => number | null;
  /** Minor units → the text a price field starts with. */
  inputValue: (minor: number | null) => string;
};

/** Money in the user's currency and the reader's language, for screens that show or take prices. */
export function useMoney(): Money {
  const currency = useCurrency();
  // Without suspense: the language is all it needs, and the callers' own namespaces load the words.
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const language = i18n.language || 'en';
  return useMemo(() => {
    const digits = currencyDigits(currency);
    const example = new Intl.NumberFormat(language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    }).format(digits > 0 ? 3.49 : 349);
    return {
      currency,
      language,
      format: (minor: number) => formatMoney(minor, language, currency),
      formatCompact: (minor: number) => formatMoneyCompact(minor, language, currency),
      symbol: currencySymbol(language, currency),
      digits,
      example,
      parse: (text: string) => parseMoney(text, currency),
      inputValue: (minor: number | null) => moneyInputValue(minor, currency),
    };
  }, [currency, language]);
}
