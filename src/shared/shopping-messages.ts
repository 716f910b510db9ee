/**
 * The shopping schemas' own messages, as plain data without zod (as pantry-messages.ts): the
 * contract builds its schemas with them, the web app maps each to its translation.
 */
export const SHOPPING_MESSAGES = {
  recipeOrLowStock: 'Choose a recipe or the low-stock products',
  aisleOnce: 'Name each aisle once',
  itemOnce: 'Name each item once',
} as const;
