/**
 * Spec §3 display categories, other being the fallback. Apart from the food catalogue, so that
 * the contracts (and the browser screens built on them) do not load the whole table of foods.
 */
export type FoodCategory = 'dairy' | 'produce' | 'meat' | 'pantry' | 'frozen' | 'beverages' | 'other';
export const FOOD_CATEGORIES: readonly FoodCategory[] = [
  'dairy',
  'produce',
  'meat',
  'pantry',
  'frozen',
  'beverages',
  'other',
];
