import {
  AisleSchema,
  ShoppingItemSourceSchema,
  ShoppingSourceKindSchema,
  type ShoppingItem,
  type ShoppingItemField,
  type ShoppingItemSource,
  type ShoppingListSummary,
} from '@shared/contracts/shopping';
import type { FoodCategory } from '@shared/domain/food-categories';
import { fromMilli, isUnit } from '@shared/domain/units';
import { z } from 'zod';
import type { ItemWithAdder, ListWithCounts } from './shopping.repository';

const SourcesJsonSchema = z.array(ShoppingItemSourceSchema);
const FieldTimesSchema = z.record(z.string(), z.string());

/** The folded name of a store, the key of its aisle order: "  Lidl " and "lidl" are one store. */
export function storeKey(store: string | null | undefined): string {
  return (store ?? '').normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function aisleOf(value: string): FoodCategory {
  const parsed = AisleSchema.safeParse(value);
  return parsed.success ? parsed.data : 'other';
}

export function parseSources(json: string): ShoppingItemSource[] {
  try {
    const parsed = SourcesJsonSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export type FieldTimes = Partial<Record<ShoppingItemField, string>>;

export function parseFieldTimes(json: string): FieldTimes {
  try {
    const parsed = FieldTimesSchema.safeParse(JSON.parse(json));
    return parsed.success ? (parsed.data as FieldTimes) : {};
  } catch {
    return {};
  }
}

export function toListDto(row: ListWithCounts): ShoppingListSummary {
  return {
    id: row.id,
    name: row.name,
    store: row.store,
    itemCount: row.item_count,
    checkedCount: row.checked_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toItemDto(row: ItemWithAdder): ShoppingItem {
  const source = ShoppingSourceKindSchema.safeParse(row.source);
  return {
    id: row.id,
    listId: row.list_id,
    name: row.name,
    quantity: row.quantity_milli === null ? null : fromMilli(row.quantity_milli),
    unit: row.unit !== null && isUnit(row.unit) ? row.unit : null,
    category: aisleOf(row.category),
    note: row.note,
    checked: row.checked === 1,
    checkedAt: row.checked_at,
    productId: row.product_id,
    source: source.success ? source.data : 'typed',
    sources: parseSources(row.sources),
    addedBy:
      row.added_by === null || row.adder_first === null
        ? null
        : { id: row.added_by, name: `${row.adder_first} ${row.adder_last ?? ''}`.trim() },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
