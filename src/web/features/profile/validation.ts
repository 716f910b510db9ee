import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '@shared/contracts/auth';

/** Messages this feature adds to the shared schemas' ones. */
export const PROFILE_MESSAGES = {
  passwordRequired: 'Enter your password to confirm',
} as const;

/** The shared schemas' English messages (spec §5) mapped to keys of the profile namespace. */
const MESSAGE_KEYS: Record<string, string> = {
  [AUTH_MESSAGES.firstNameRequired]: 'validation.firstNameRequired',
  [AUTH_MESSAGES.lastNameRequired]: 'validation.lastNameRequired',
  [AUTH_MESSAGES.emailInvalid]: 'validation.emailInvalid',
  [AUTH_MESSAGES.usernameMin]: 'validation.usernameMin',
  [AUTH_MESSAGES.usernameMax]: 'validation.usernameMax',
  [AUTH_MESSAGES.usernameChars]: 'validation.usernameChars',
  [AUTH_MESSAGES.usernameSpaces]: 'validation.usernameSpaces',
  [PROFILE_MESSAGES.passwordRequired]: 'validation.passwordRequired',
};

/** A schema message in the reader's language; one we have no key for reads as a generic hint. */
export function useValidationMessage() {
  const { t, i18n } = useTranslation('profile');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const key = MESSAGE_KEYS[message];
      if (key) return t(key);
      return i18n.language?.startsWith('en') ? message : t('validation.invalid');
    },
    [t, i18n.language],
  );
}
