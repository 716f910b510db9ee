/**
 * The public food-safety guidance the shelf-life table (food-catalogue.ts) is written from, cited on
 * the About page. Its own module so that the page does not download the whole table.
 */
export const SHELF_LIFE_SOURCES: ReadonlyArray<{ name: string; url: string }> = [
  { name: 'USDA FSIS FoodKeeper', url: 'https://www.foodsafety.gov/keep-food-safe/foodkeeper-app' },
  {
    name: 'FoodSafety.gov Cold Food Storage Chart (FDA/USDA)',
    url: 'https://www.foodsafety.gov/food-safety-charts/cold-food-storage-charts',
  },
  { name: 'FDA Refrigerator & Freezer Storage Chart', url: 'https://www.fda.gov/media/74435/download' },
];
