import { useCallback } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type * as AuthValidationModule from './auth-validation';

type AuthValidation = typeof AuthValidationModule;

const VALIDATION_NAMESPACE = 'validation';

let pending: Promise<AuthValidation> | null = null;
let loaded: AuthValidation | null = null;

/**
 * Fetches the forms' rules once (zod and the shared schemas are the largest part of the sign-in
 * screen's code, and nothing needs them before the first check). A failed fetch is forgotten, so
 * the next check tries again.
 */
export function loadAuthValidation(): Promise<AuthValidation> {
  if (!pending) {
    const attempt = import('./auth-validation').then((module) => (loaded = module));
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
    pending = attempt;
  }
  return pending;
}

/** Starts fetching the rules in the background, when a form is about to be used. */
export function preloadAuthValidation(): void {
  loadAuthValidation().catch(() => undefined);
}

/**
 * A react-hook-form resolver that fetches the rules, and the words of their messages, on its
 * first run, then uses them.
 */
export function lazyResolver<T extends FieldValues>(
  i18n: I18n,
  pick: (validation: AuthValidation) => Resolver<T>,
): Resolver<T> {
  return async (values, context, options) => {
    const [validation] = await Promise.all([loadAuthValidation(), i18n.loadNamespaces(VALIDATION_NAMESPACE)]);
    return pick(validation)(values, context, options);
  };
}

/**
 * useValidationMessage for these forms: a schema message in the reader's language. A message only
 * exists once a resolver has run, and so once the rules (with their table of messages) and the
 * words are in; until then, and if the words could not be loaded, the message shows as it is.
 */
export function useAuthValidationMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      if (!loaded || !i18n.hasLoadedNamespace(VALIDATION_NAMESPACE)) return message;
      return loaded.translateValidationMessage(
        i18n.getFixedT(null, VALIDATION_NAMESPACE),
        language ?? '',
        message,
      );
    },
    [i18n, language],
  );
}
