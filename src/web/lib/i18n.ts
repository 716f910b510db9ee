import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@shared/settings-options';

/** Spec §4: default and fallback en; detection: the stored setting, then the browser; cached. */
export const LANGUAGE_STORAGE_KEY = 'larder.language';
export const DEFAULT_LANGUAGE: Language = 'en';
export { LANGUAGE_NAMES };

// One chunk per language and namespace, loaded on first use, so a page downloads only its words.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function detectLanguage(
  stored: string | null = safeStorageGet(),
  browserLanguages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function safeStorageGet(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function initI18n(language: Language = detectLanguage()): I18n {
  if (i18next.isInitialized) return i18next;
  void i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  i18next.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}

/** Switches the interface language and caches the choice (the stored setting wins next time). */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

export { i18next };
