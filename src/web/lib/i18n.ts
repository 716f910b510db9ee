import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@shared/settings-options';
import enCommon from '../locales/en/common.json';
import enNav from '../locales/en/nav.json';
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  loadLocaleFile,
} from './locale-files';

export { DEFAULT_LANGUAGE, detectLanguage, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGE_NAMES };

// The fallback language's words for the app's frame, which every page shows and every visitor
// downloads (other languages fall back to them), come with the first script instead of two
// requests after it; the rest load from their own files on first use.
const BUNDLED = { en: { common: enCommon, nav: enNav } };

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadLocaleFile(language, namespace).then(
      (words) => callback(null, words),
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
      resources: BUNDLED,
      // The bundled namespaces are only part of the words: the backend loads the rest.
      partialBundledLanguages: true,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      // The app's frame (skip link, 404, native back button) reads nav on every page.
      ns: ['common', 'nav'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // The defaults, stated: i18next then skips guessing on every call whether a key might be a
      // sentence (a measurable share of the first render's time).
      keySeparator: '.',
      nsSeparator: ':',
      react: { useSuspense: true },
      returnNull: false,
      // Ask for the first namespaces during init itself, not a tick later, so they are on the
      // wire before the page's code (see warmUpRoute).
      initAsync: false,
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
