import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '@shared/contracts/auth';
import { RegionalSettingsSchema, SettingsSchema } from '@shared/contracts/settings';
import { CHEF_MESSAGES } from '@shared/chef-messages';
import { FAMILY_MESSAGES } from '@shared/family-messages';
import { MEAL_PLAN_MESSAGES } from '@shared/meal-plan-messages';
import { PANTRY_MESSAGES } from '@shared/pantry-messages';
import { SHOPPING_MESSAGES } from '@shared/shopping-messages';
import { translateTextMessage } from '@shared/text-messages';
import { ApiRequestError } from './api';
import { i18next } from './i18n';

const VALIDATION_NAMESPACE = 'validation';

/**
 * Messages the web forms add to the shared schemas' own. Their text lives here, once, so the map
 * below can register it; each feature names the one it uses where it builds its form schema.
 */
export const FORM_MESSAGES = {
  passwordsMismatch: 'Passwords do not match',
  passwordToConfirm: 'Enter your password to confirm',
  currentPasswordRequired: 'Enter your current password',
} as const;

// Read from the schemas themselves, so a reworded message cannot drift from its translation.
function schemaMessage(schema: z.ZodType, bad: unknown): string {
  return schema.safeParse(bad).error?.issues[0]?.message ?? '';
}

/**
 * Every English schema message (spec §5 and ours) mapped to its key in the `validation` namespace.
 * Built on first use, not when the module loads: reading three messages out of the settings schemas
 * runs zod (and a time-zone check) for tens of milliseconds, which a form would pay before its
 * first paint.
 */
let messageKeys: Readonly<Record<string, string>> | undefined;
function messageKey(message: string): string | undefined {
  messageKeys ??= buildMessageKeys();
  return messageKeys[message];
}

const buildMessageKeys = (): Readonly<Record<string, string>> => ({
  [AUTH_MESSAGES.emailRequired]: 'emailRequired',
  [AUTH_MESSAGES.passwordRequired]: 'passwordRequired',
  [AUTH_MESSAGES.firstNameRequired]: 'firstNameRequired',
  [AUTH_MESSAGES.lastNameRequired]: 'lastNameRequired',
  [AUTH_MESSAGES.emailInvalid]: 'emailInvalid',
  [AUTH_MESSAGES.passwordMin]: 'passwordMin',
  [AUTH_MESSAGES.usernameMin]: 'usernameMin',
  [AUTH_MESSAGES.usernameMax]: 'usernameMax',
  [AUTH_MESSAGES.usernameChars]: 'usernameChars',
  [AUTH_MESSAGES.usernameSpaces]: 'usernameSpaces',
  [AUTH_MESSAGES.agreeToTerms]: 'agreeToTerms',
  [AUTH_MESSAGES.captchaRequired]: 'captchaRequired',
  [FORM_MESSAGES.passwordsMismatch]: 'passwordsMismatch',
  [FORM_MESSAGES.passwordToConfirm]: 'passwordToConfirm',
  [FORM_MESSAGES.currentPasswordRequired]: 'currentPasswordRequired',
  [schemaMessage(SettingsSchema.shape.customPrimaryColor, 'not a colour')]: 'customColor',
  [schemaMessage(SettingsSchema.shape.timezone, 'Nowhere/Nothing')]: 'timezone',
  [schemaMessage(RegionalSettingsSchema.shape.region, 'x')]: 'region',
  [PANTRY_MESSAGES.quantity]: 'pantryQuantity',
  [PANTRY_MESSAGES.decimals]: 'pantryDecimals',
  [PANTRY_MESSAGES.date]: 'pantryDate',
  [PANTRY_MESSAGES.quickAdd]: 'pantryQuickAdd',
  [PANTRY_MESSAGES.barcode]: 'barcode',
  [PANTRY_MESSAGES.productOrBarcode]: 'productOrBarcode',
  [PANTRY_MESSAGES.productOrEntry]: 'productOrEntry',
  [PANTRY_MESSAGES.selectItems]: 'selectItems',
  [PANTRY_MESSAGES.moveWhere]: 'moveWhere',
  [SHOPPING_MESSAGES.recipeOrLowStock]: 'shoppingRecipeOrLowStock',
  [SHOPPING_MESSAGES.aisleOnce]: 'shoppingAisleOnce',
  [SHOPPING_MESSAGES.itemOnce]: 'shoppingItemOnce',
  [MEAL_PLAN_MESSAGES.recipeOrNote]: 'mealPlanRecipeOrNote',
  [MEAL_PLAN_MESSAGES.noteLength]: 'mealPlanNoteLength',
  [MEAL_PLAN_MESSAGES.servings]: 'mealPlanServings',
  [MEAL_PLAN_MESSAGES.slots]: 'mealPlanSlots',
  [MEAL_PLAN_MESSAGES.range]: 'mealPlanRange',
  [MEAL_PLAN_MESSAGES.noRecipes]: 'mealPlanNoRecipes',
  [MEAL_PLAN_MESSAGES.noFit]: 'mealPlanNoFit',
  [FAMILY_MESSAGES.name]: 'familyName',
  [FAMILY_MESSAGES.email]: 'familyEmail',
  [FAMILY_MESSAGES.days]: 'familyDays',
  [FAMILY_MESSAGES.code]: 'familyCode',
  [FAMILY_MESSAGES.quietHours]: 'quietHours',
  [CHEF_MESSAGES.preferences]: 'chefPreferences',
});

/** True when a schema message has a translation (so a caller may prefer it to its own wording). */
export function isKnownValidationMessage(message: string | undefined): message is string {
  return message !== undefined && messageKey(message) !== undefined;
}

/**
 * A schema message in the reader's language, `t` being the `validation` namespace's. A message we
 * have no key for (zod's own, for an over-long field) is shown as it is in English and as a
 * generic hint in other languages.
 */
export function translateValidationMessage(
  t: (key: string) => string,
  language: string,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const key = messageKey(message);
  if (key) return t(key);
  const text = translateTextMessage(message, language);
  if (text) return text;
  return language.startsWith('en') ? message : t('invalid');
}

/** `translateValidationMessage` bound to the current language, for a form's error lines. */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  // Without suspense: the words are only needed once a form is submitted, and waiting for them
  // would flash the page's loading screen between the page's namespace and this one.
  const { t, i18n, ready } = useTranslation('validation', { useSuspense: false });
  return useCallback(
    (message: string | undefined) =>
      ready ? translateValidationMessage(t, i18n.language ?? '', message) : message || undefined,
    [t, i18n.language, ready],
  );
}

/**
 * A server's error text in the reader's language: the server writes its own texts in the user's
 * language, but a field message it echoes from a shared schema is the schema's English; those are
 * swapped for their translation and every other text is kept as it is. Called when a request
 * fails, so it reads the app's i18next directly; screens that show server errors load the
 * `validation` namespace up front (until it is in, the English text shows).
 */
export function translateServerMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = messageKey(message);
  if (!key) return translateTextMessage(message, i18next.language ?? 'en') ?? message;
  if (!i18next.hasLoadedNamespace(VALIDATION_NAMESPACE)) {
    void i18next.loadNamespaces(VALIDATION_NAMESPACE);
    return message;
  }
  return i18next.t(key, { ns: VALIDATION_NAMESPACE });
}

/** Starts loading the schema messages' words without waiting for them, for translateServerMessage. */
export function usePreloadValidationMessages(): void {
  useTranslation(VALIDATION_NAMESPACE, { useSuspense: false });
}

/** Why a request was refused, as the server said it, in the reader's language; undefined without one. */
export function failureReason(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) return translateServerMessage(error.serverMessage ?? undefined);
  return undefined;
}
