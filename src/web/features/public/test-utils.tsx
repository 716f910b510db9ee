import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthProvider, type AuthState } from '../../lib/auth';
import { createQueryClient } from '../../lib/query-client';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

/** Every locale file as i18next resources: { en: { public: {...} }, fr: {...} }. */
export function localeResources(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, content] of Object.entries(files)) {
    const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!lang || !ns) continue;
    (resources[lang] ??= {})[ns] = content;
  }
  return resources;
}

export function createTestI18n(language = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: localeResources(),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export const signedOut: AuthState = { status: 'unauthenticated', user: null };

/** Renders a public page in the app's providers; no network is needed by these pages. */
export function renderPublicPage(ui: ReactNode, options: { path?: string; auth?: AuthState; language?: string } = {}) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const result = render(
    <I18nextProvider i18n={createTestI18n(options.language)}>
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider initial={options.auth ?? signedOut}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, location };
}
