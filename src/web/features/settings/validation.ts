import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '@shared/contracts/auth';
import { SettingsSchema, RegionalSettingsSchema } from '@shared/contracts/settings';

/** Messages this feature adds to the shared schemas' ones. */
export const SETTINGS_MESSAGES = {
  currentPasswordRequired: 'Enter your current password',
} as const;

// Read from the schemas themselves, so a reworded message cannot drift from its translation.
function schemaMessage(schema: z.ZodType, bad: unknown): string {
  return schema.safeParse(bad).error?.issues[0]?.message ?? '';
}

/** The shared schemas' English messages (spec §5 and ours) mapped to keys of this namespace. */
const MESSAGE_KEYS: Record<string, string> = {
  [schemaMessage(SettingsSchema.shape.customPrimaryColor, 'not a colour')]: 'validation.customColor',
  [schemaMessage(SettingsSchema.shape.timezone, 'Nowhere/Nothing')]: 'validation.timezone',
  [schemaMessage(RegionalSettingsSchema.shape.region, 'x')]: 'validation.region',
  [AUTH_MESSAGES.passwordMin]: 'validation.passwordMin',
  [SETTINGS_MESSAGES.currentPasswordRequired]: 'validation.currentPasswordRequired',
};

/** A schema message in the reader's language; one we have no key for reads as a generic hint. */
export function useValidationMessage() {
  const { t, i18n } = useTranslation('settings');
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
