import { AUTH_MESSAGES } from '@shared/contracts/auth';

/** Spec §5 messages live once, in English, in the shared schemas; this finds their translation. */
export const PASSWORDS_MISMATCH = 'Passwords do not match';

const MESSAGE_KEYS: Record<string, string> = {
  [AUTH_MESSAGES.emailRequired]: 'validation.emailRequired',
  [AUTH_MESSAGES.passwordRequired]: 'validation.passwordRequired',
  [AUTH_MESSAGES.firstNameRequired]: 'validation.firstNameRequired',
  [AUTH_MESSAGES.lastNameRequired]: 'validation.lastNameRequired',
  [AUTH_MESSAGES.emailInvalid]: 'validation.emailInvalid',
  [AUTH_MESSAGES.passwordMin]: 'validation.passwordMin',
  [AUTH_MESSAGES.usernameMin]: 'validation.usernameMin',
  [AUTH_MESSAGES.usernameMax]: 'validation.usernameMax',
  [AUTH_MESSAGES.usernameChars]: 'validation.usernameChars',
  [AUTH_MESSAGES.usernameSpaces]: 'validation.usernameSpaces',
  [AUTH_MESSAGES.agreeToTerms]: 'validation.agreeToTerms',
  [AUTH_MESSAGES.captchaRequired]: 'validation.captchaRequired',
  [PASSWORDS_MISMATCH]: 'validation.passwordsMismatch',
};

/**
 * A schema message in the reader's language. Messages the spec does not name (zod's own, for an
 * over-long field) are shown as they are in English and as a generic hint in other languages.
 */
export function translateValidation(
  t: (key: string) => string,
  language: string,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message];
  if (key) return t(key);
  return language.startsWith('en') ? message : t('validation.invalid');
}
