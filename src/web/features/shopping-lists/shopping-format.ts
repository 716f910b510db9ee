import type { TFunction } from 'i18next';
import type { ShoppingItem, ShoppingListDetail } from '@shared/contracts/shopping';
import type { FoodCategory } from '@shared/domain/food-categories';
import type { Unit } from '@shared/domain/units';
import { groupByAisle } from './list-state';

/*
 * How the shopping list says amounts, aisles and itself as text, in the reader's language. Amounts
 * read as the pantry's do ("2 kg", "1,5 l", "3 cans"): the unit words and the amount pattern are
 * the pantry namespace's, named with `ns` (a feature does not import another's code, but may read
 * its words).
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

/** "2 kg", "1,5 l", "3 cans"; a count without a unit is the number alone ("3"); no amount: null. */
export function formatAmount(
  t: TFunction,
  language: string,
  quantity: number | null,
  unit: Unit | null,
): string | null {
  if (quantity === null) return null;
  if (unit === null) return formatQuantity(quantity, language);
  return t('amount', {
    ns: 'pantry',
    quantity: formatQuantity(quantity, language),
    unit: unitLabel(t, unit, quantity),
  });
}

export function aisleLabel(t: TFunction, aisle: FoodCategory): string {
  return t(`aisles.${aisle}`, { ns: 'shopping-lists' });
}

/** "1,5" (a German keyboard) → 1.5; null when blank; NaN when it is not a number. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d+(?:[.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** "2 kg potatoes", "3 lemons", "salt", with the note after a dash. */
export function itemLine(t: TFunction, language: string, item: ShoppingItem): string {
  const amount = formatAmount(t, language, item.quantity, item.unit);
  const what = amount ? `${amount} ${item.name}` : item.name;
  return item.note ? `${what} — ${item.note.replace(/\s+/g, ' ')}` : what;
}

/**
 * The list as plain text to send to someone: its name (and store), then what is still to buy under
 * each aisle in walking order, one "- " line per item. Ticked items are already bought and left out.
 */
export function shareText(t: TFunction, language: string, detail: ShoppingListDetail): string {
  const { aisles } = groupByAisle(detail);
  const title = detail.list.store ? `${detail.list.name} (${detail.list.store})` : detail.list.name;
  const blocks = aisles.map(({ aisle, items }) =>
    [aisleLabel(t, aisle), ...items.map((item) => `- ${itemLine(t, language, item)}`)].join('\n'),
  );
  if (blocks.length === 0) blocks.push(t('share.nothingLeft', { ns: 'shopping-lists' }));
  return [title, ...blocks].join('\n\n');
}
