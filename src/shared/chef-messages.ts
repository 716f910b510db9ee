/**
 * The Chef's schema messages, as plain data without zod (as shopping-messages.ts): the contract
 * builds its schemas with them, the web app maps each to its translation.
 */
export const CHEF_MESSAGES = {
  preferences: 'Name the dietary preferences to set, add or remove',
} as const;
