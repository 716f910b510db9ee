import { findFood } from '@shared/domain/food-catalogue';
import { toNumber } from '../../db/database';
import type { UnitConversion } from '@shared/domain/units';
import { parseConversions, type PantryContext } from './pantry.mappers';
import { listProductsForMatching, listUsableStock } from './pantry-export.repository';

/**
 * What the pantry holds that can be cooked with or shopped against: every product with its food
 * (the catalogue key of its name), its unit and conversions, and the stock still usable today.
 * Expired stock counts as nothing. Other features (recipes, shopping lists) read the pantry here.
 */

export type UsableProduct = {
  id: string;
  name: string;
  nameNormalized: string;
  /** The food catalogue key of the product's name, when the catalogue knows it. */
  foodKey: string | null;
  unit: string;
  conversions: UnitConversion[];
  /** Unexpired stock in thousandths of the product's unit. */
  usableMilli: number;
  /** The earliest expiry of its unexpired stock. */
  nextExpiry: string | null;
  /** Its minimum stock in thousandths of its unit (0: none). */
  minimumMilli: number;
};

export async function usableStock(ctx: PantryContext): Promise<UsableProduct[]> {
  const [products, stock] = await Promise.all([
    listProductsForMatching(ctx.db, ctx.householdId),
    listUsableStock(ctx.db, ctx.householdId, ctx.today),
  ]);
  const stockOf = new Map(stock.map((row) => [row.productId, row]));
  return products.map((row) => ({
    id: row.id,
    name: row.name,
    nameNormalized: row.name_normalized,
    foodKey: findFood(row.name, ctx.language)?.key ?? null,
    unit: row.default_unit,
    conversions: parseConversions(row.conversions),
    usableMilli: stockOf.get(row.id)?.milli ?? 0,
    nextExpiry: stockOf.get(row.id)?.nextExpiry ?? null,
    minimumMilli: toNumber(row.min_stock_milli),
  }));
}
