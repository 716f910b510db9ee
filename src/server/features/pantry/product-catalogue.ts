import type { FoodCategory } from '@shared/domain/food-catalogue';
import type { Unit } from '@shared/domain/units';

/**
 * Barcoded products Larder knows without asking anyone: the second step of a barcode lookup, after
 * the household's own products and before Open Food Facts. Kept small and honest: only codes whose
 * product is certain (these two are the examples of Open Food Facts' own API documentation).
 *
 * An operator may extend it: one object per code (8 to 14 digits, as printed under the bars), with
 * the product's name, brand, food category (dairy, produce, meat, pantry, frozen, beverages, other),
 * the unit its stock is kept in, and what one scan adds (pack quantity and unit). Shelf lives come
 * from the food catalogue when the name is a known food.
 */
export type CatalogueProduct = {
  code: string;
  name: string;
  brand: string | null;
  category: FoodCategory;
  defaultUnit: Unit;
  packQuantity: number;
  packUnit: Unit;
};

export const PRODUCT_CATALOGUE: readonly CatalogueProduct[] = [
  {
    code: '3017620422003',
    name: 'Nutella',
    brand: 'Ferrero',
    category: 'pantry',
    defaultUnit: 'g',
    packQuantity: 400,
    packUnit: 'g',
  },
  {
    code: '5449000000996',
    name: 'Coca-Cola',
    brand: 'Coca-Cola',
    category: 'beverages',
    defaultUnit: 'ml',
    packQuantity: 330,
    packUnit: 'ml',
  },
];

export function findCatalogueProduct(code: string): CatalogueProduct | undefined {
  return PRODUCT_CATALOGUE.find((p) => p.code === code);
}
