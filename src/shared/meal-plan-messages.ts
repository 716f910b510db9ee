/**
 * The meal plan schemas' own messages, as plain data without zod (as shopping-messages.ts): the
 * contract builds its schemas with them, the web app maps each to its translation.
 */
export const MEAL_PLAN_MESSAGES = {
  recipeOrNote: 'Choose a recipe or write a note',
  noteLength: 'Write a note of 1 to 200 characters',
  servings: 'Servings must be a whole number from 1 to 50',
  slots: 'Choose each meal once',
  range: 'Choose up to 14 days',
  noRecipes: 'No planned recipes in these days',
  noFit: 'No recipe fits your preferences for this meal',
} as const;
