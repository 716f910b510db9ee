/**
 * The family and notification schemas' own messages, as plain data without zod (as
 * shopping-messages.ts): the contracts build their schemas with them, the web app maps each to
 * its translation.
 */
export const FAMILY_MESSAGES = {
  name: 'Give the family a name of 1 to 60 characters',
  email: 'Enter a valid email address',
  days: 'An invitation lasts 1 to 30 days',
  code: 'An invitation code has 10 letters and digits',
  quietHours: 'Quiet hours are times such as 22:00',
} as const;
