import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../locales/en/common.json';
import examples from '../../locales/en/examples.json';

/** Tests only: an i18next instance with the real English strings, loaded synchronously. */
export function initTestI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { common, examples } },
    ns: ['common', 'examples'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
